package org.tengen.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.standings.StandingsTest.B;
import static org.tengen.standings.StandingsTest.W;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tengen.rank.Rank;

class ChallengeTest {

    @Test
    void art26_6_theWinnerStaysOnUntilATeamHasNoPlayerLeft() {
        List<Entrant> p = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            p.add(new Entrant(i, "P" + i, Rank.dan(3), null, i <= 3 ? "中国" : "日本", (i - 1) % 3 + 1, null, 0, Set.of()));
        }
        // 1 beats 4 and 5, loses to 6; 2 beats 6; 2 loses... no: 2 beats 6 and Japan has no player left.
        List<Pairing> games = List.of(Pairing.game(1, 1, 4, B), Pairing.game(2, 5, 1, W), Pairing.game(3, 1, 6, W),
                Pairing.game(4, 6, 2, W));
        Challenge.Result r = Challenge.compute(p, games);
        assertThat(r.winner()).isEqualTo("中国");
        assertThat(r.remaining().get("中国")).containsExactly(2, 3);
        assertThat(r.remaining().get("日本")).isEmpty();
        assertThat(r.bestStreak()).containsEntry(1, 2).containsEntry(6, 1).containsEntry(2, 1);
        assertThat(r.bouts()).extracting(Challenge.Bout::streak).containsExactly(1, 2, 1, 1);
        assertThat(Challenge.compute(p, games.subList(0, 3)).winner()).as("both still have players").isNull();
    }
}
