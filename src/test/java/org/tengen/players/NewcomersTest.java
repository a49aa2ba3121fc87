package org.tengen.players;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class NewcomersTest {

    static final LocalDate BORN = LocalDate.of(2002, 10, 19);

    @Test
    void theMorningSummaryNamesTheCommandThatSettlesEachNewcomerAndEachPair() {
        List<PlayerCard> players = List.of(
                new PlayerCard(1, "CN-001263", "林浩然", "女", BORN, "西湖围棋俱乐部", "2d", true),
                new PlayerCard(66, null, "林浩然", "女", BORN, "西湖围棋俱乐部", "2d", false),
                new PlayerCard(70, null, "朱敏", null, null, "Fudan University", null, false));
        List<String> lines = Newcomers.summary(players, 20);
        assertThat(lines).containsExactly(
                "new players to confirm (no federation id): 2",
                "  林浩然 (#66, 西湖围棋俱乐部, born 2002): perhaps 林浩然 (CN-001263, 西湖围棋俱乐部, born 2002) — tengen "
                        + "players merge #66 --into CN-001263 --by NAME --reason \"same name and birth date 2002-10-19; "
                        + "same name and club 西湖围棋俱乐部\"",
                "  朱敏 (#70, Fudan University): tengen players confirm #70 [--federation-id ID] --by NAME",
                "likely duplicates: 1",
                "  林浩然 (#66, 西湖围棋俱乐部, born 2002) and 林浩然 (CN-001263, 西湖围棋俱乐部, born 2002) (same name and "
                        + "birth date 2002-10-19; same name and club 西湖围棋俱乐部): tengen players merge #66 --into "
                        + "CN-001263 --by NAME --reason \"same name and birth date 2002-10-19; same name and club "
                        + "西湖围棋俱乐部\"");
        assertThat(Newcomers.summary(players, 1)).contains("  … and 1 more: tengen players list --newcomers");
    }
}
