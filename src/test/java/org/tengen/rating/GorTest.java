package org.tengen.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.tengen.rank.Rank;

class GorTest {

    private static Map<String, Double> ratings(double a, double b) {
        Map<String, Double> m = new HashMap<>();
        m.put("a", a);
        m.put("b", b);
        return m;
    }

    @Test
    void thePublishedVector2100Beats2100() {
        Map<String, Double> after = Gor.apply(ratings(2100, 2100),
                Gor.tournament(List.of(new Gor.Game(1, "a", "b", 1, 0)), ratings(2100, 2100), 1.0));
        assertThat(after.get("a")).isCloseTo(2109.306, within(0.0005));
        assertThat(after.get("b")).isCloseTo(2091.725, within(0.0005));
    }

    @Test
    void formulaValuesFromTheEgfTable() {
        assertThat(Gor.con(2100)).isCloseTo(17.58, within(0.005));
        assertThat(Gor.bonus(2100)).isCloseTo(0.516, within(0.0005));
        assertThat(Gor.con(100)).isCloseTo(84.45, within(0.005));
        assertThat(Gor.bonus(1000)).isCloseTo(3.250, within(0.0005));
        assertThat(Gor.expected(2100, 2200)).isCloseTo(0.352, within(0.0005));
        assertThat(Gor.expected(2700, 2600)).isCloseTo(0.746, within(0.0005));
        assertThat(Gor.expected(1000, 1300)).isCloseTo(0.2732225596195188, within(1e-12));
        // Handicap: 1800 as Black with 3 stones against 2100: Black counts as 2050.
        assertThat(Gor.expected(1800 + Gor.handicapBoost(3), 2100)).isCloseTo(0.4290, within(0.00005));
    }

    @Test
    void ratingsWithinATournamentAreFrozenAndClassWeighsTheChange() {
        List<Gor.Game> games = List.of(new Gor.Game(1, "a", "b", 1, 0), new Gor.Game(2, "a", "b", 1, 0));
        List<Gor.Change> changes = Gor.tournament(games, ratings(2100, 2100), 0.5);
        assertThat(changes.get(0).before()).isEqualTo(changes.get(2).before());
        assertThat(Gor.apply(ratings(2100, 2100), changes).get("a")).isCloseTo(2100 + 9.306, within(0.0005));
        assertThat(Gor.weight('C')).isEqualTo(0.5);
        assertThat(Gor.weight('D')).isEqualTo(0.25);
    }

    @Test
    void theFloorIsMinus900WhereItBinds() {
        // A −899 player losing to an equal opponent: con 130.3 × (0 − ½) + bonus 8.0 ≈ −57, to about −956.
        Map<String, Double> r = ratings(-899, -899);
        List<Gor.Change> c = Gor.tournament(List.of(new Gor.Game(1, "a", "b", 0, 0)), r, 1);
        assertThat(-899 + c.get(0).delta()).as("without the floor").isCloseTo(-956.2, within(0.5));
        assertThat(Gor.apply(r, c).get("a")).isEqualTo(-900);
    }

    @Test
    void gradesAndTheEgdProposals() {
        assertThat(Gor.nominal(Rank.dan(1))).isEqualTo(2100);
        assertThat(Gor.nominal(Rank.kyu(20))).isEqualTo(100);
        assertThat(Gor.nominal(Rank.pro(9))).isEqualTo(2940);
        assertThat(Gor.propose(Rank.kyu(1), 2105)).isEqualTo(Rank.dan(1));
        assertThat(Gor.propose(Rank.dan(2), 1786)).isEqualTo(Rank.kyu(3));
        assertThat(Gor.propose(Rank.dan(6), 2091)).isEqualTo(Rank.dan(1));
        assertThat(Gor.propose(Rank.kyu(20), 2167)).isEqualTo(Rank.dan(1));
        assertThat(Gor.propose(Rank.kyu(17), 200)).isEqualTo(Rank.kyu(18));
        assertThat(Gor.propose(Rank.dan(3), 2250)).as("inside the band").isNull();
        assertThat(Gor.propose(Rank.dan(7), 2950)).as("7 dan at most").isNull();
        assertThat(Gor.propose(Rank.pro(3), 2000)).as("never for professionals").isNull();
    }

    @Property
    void expectedScoresSumToOne(@ForAll @DoubleRange(min = -900, max = 3000) double a,
                                @ForAll @DoubleRange(min = -900, max = 3000) double b) {
        assertThat(Gor.expected(a, b) + Gor.expected(b, a)).isCloseTo(1.0, within(1e-12));
    }

    @Property
    void aWinNeverLowersGorWithinOneGame(@ForAll @DoubleRange(min = -900, max = 3000) double a,
                                         @ForAll @DoubleRange(min = -900, max = 3000) double b,
                                         @ForAll @IntRange(min = 0, max = 9) int handicap) {
        Map<String, Double> r = ratings(a, b);
        List<Gor.Change> c = Gor.tournament(List.of(new Gor.Game(1, "a", "b", 1, handicap)), r, 1);
        assertThat(Gor.apply(r, c).get("a")).isGreaterThanOrEqualTo(a);
        assertThat(c.get(0).delta()).isGreaterThan(0);
    }
}
