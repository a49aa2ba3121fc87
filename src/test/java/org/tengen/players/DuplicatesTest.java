package org.tengen.players;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class DuplicatesTest {

    static PlayerCard p(long id, String fid, String name, LocalDate born, String club) {
        return new PlayerCard(id, fid, name, null, born, club, null, fid != null);
    }

    static final LocalDate BORN = LocalDate.of(1990, 3, 2);

    @Test
    void sameNameAndBirthDate() {
        List<Duplicates.Pair> pairs = Duplicates.find(List.of(p(1, "CN-1", "马明", BORN, null), p(2, null, "马明", BORN,
                null)));
        assertThat(pairs).hasSize(1);
        assertThat(pairs.get(0).keep().id()).isEqualTo(1);
        assertThat(pairs.get(0).evidence()).containsExactly("same name and birth date 1990-03-02");
        assertThat(pairs.get(0).command()).startsWith("tengen players merge #2 --into CN-1 --by NAME --reason");
    }

    @Test
    void sameNameAndClub() {
        assertThat(Duplicates.find(List.of(p(1, "CN-1", "马明", null, "杭州棋院"), p(2, "CN-2", "马明", null, "杭州 棋院")))
                .get(0).evidence()).containsExactly("same name and club 杭州棋院", "but two different 会员号: CN-1 and CN-2");
    }

    @Test
    void namesEqualAfterTraditionalSimplifiedFolding() {
        assertThat(Duplicates.find(List.of(p(1, "CN-1", "马明", null, null), p(2, null, "馬明", null, null))).get(0)
                .evidence()).containsExactly("names equal after traditional/simplified folding: 马明 = 馬明");
    }

    @Test
    void oneCharacterApartWithTheSameBirthDate() {
        assertThat(Duplicates.find(List.of(p(1, "CN-1", "马明", BORN, null), p(2, null, "马鸣", BORN, null))).get(0)
                .evidence()).containsExactly("names one character apart (马明 / 马鸣) and the same birth date 1990-03-02");
        assertThat(Duplicates.find(List.of(p(1, "CN-1", "马明", BORN, null), p(2, null, "马鸣",
                BORN.plusDays(1), null)))).isEmpty();
    }

    @Test
    void aNewcomerWithAMembersNameIsListedButTwoNamesakeMembersAreNot() {
        assertThat(Duplicates.find(List.of(p(1, "CN-1", "马明", null, null), p(2, null, "马明", null, null))).get(0)
                .evidence()).containsExactly("same name; #2 is a newcomer without a 会员号");
        assertThat(Duplicates.find(List.of(p(1, "CN-1", "马明", null, null), p(2, "CN-2", "马明", null, null))))
                .isEmpty();
    }

    @Test
    void oneApartCountsCharactersNotBytes() {
        assertThat(Duplicates.oneApart("马明", "马明明")).isTrue();
        assertThat(Duplicates.oneApart("马明", "马")).isFalse();
        assertThat(Duplicates.oneApart("张小明", "张大华")).isFalse();
    }
}
