package org.tengen.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tengen.rank.Rank;

class PredictiveTest {

    /** Players from 20k to 5d, results drawn with a grade and a stone each worth 0.4 log-odds. */
    static List<Predictive.Game> field(long seed, int games) {
        Random random = new Random(seed);
        List<Predictive.Game> out = new ArrayList<>();
        LocalDate day = LocalDate.of(2024, 1, 6);
        for (int i = 0; i < games; i++) {
            int b = random.nextInt(50);
            int w = random.nextInt(50);
            if (b == w) {
                continue;
            }
            Rank gb = grade(b);
            Rank gw = grade(w);
            int handicap = Math.max(0, Math.min(9, gw.strength() - gb.strength()));
            double adv = 0.4 * (gb.strength() - gw.strength()) + 0.4 * Whr.advantageStones(handicap, handicap > 0 ? 0 : 7, 7);
            double p = 1 / (1 + Math.exp(-adv));
            out.add(new Predictive.Game(day.plusDays(i / 10), "p" + b, "p" + w, gb, gw, handicap,
                    handicap > 0 ? 0 : 7, random.nextDouble() < p ? 1 : 0));
        }
        return out;
    }

    static Rank grade(int p) {
        int strength = -19 + p / 2;
        return strength >= 1 ? Rank.dan(strength) : Rank.kyu(1 - strength);
    }

    @Test
    void theWorthOfAGradeAndOfAStoneAreFittedFromTheGames() {
        Predictive.Circumstances c = Predictive.circumstancesOnly(field(1, 20000));
        assertThat(c.grade()).isCloseTo(0.4, within(0.05));
        assertThat(c.stone()).isCloseTo(0.4, within(0.08));
        assertThat(c.black()).isCloseTo(0, within(0.08));
    }

    @Test
    void aNewcomerIsPredictedByTheGradesAndHandicapAloneOnlyWidenedByItsUncertainty() {
        List<Predictive.Game> games = field(2, 3000);
        LocalDate end = games.get(games.size() - 1).date();
        Predictive model = Predictive.fit(games, Predictive.TOURNAMENT, end);
        Predictive.Game next = new Predictive.Game(end.plusDays(1), "new-a", "new-b", Rank.dan(3), Rank.kyu(2), 0, 7, 1);
        double z = model.circumstances().advantage(next);
        double sigma = Predictive.TOURNAMENT.spread();
        double expected = 1 / (1 + Math.exp(-z / Math.sqrt(1 + Math.PI * 2 * sigma * sigma / 8)));
        assertThat(model.blackWins(next)).isCloseTo(expected, within(1e-3));
        assertThat(model.blackWins(next)).isGreaterThan(0.5).isLessThan(model.circumstances().blackWins(next));
    }

    @Test
    void aPlayerWhoBeatsItsGradeMovesUpButOnlyAsFarAsItsGamesProve() {
        List<Predictive.Game> games = new ArrayList<>(field(3, 3000));
        LocalDate day = games.get(games.size() - 1).date();
        for (int i = 0; i < 8; i++) {
            games.add(new Predictive.Game(day, "riser", "p" + (40 + i), Rank.kyu(5), grade(40 + i), 0, 7, 1));
        }
        Predictive model = Predictive.fit(games, Predictive.TOURNAMENT, day);
        Predictive.Game vsEqual = new Predictive.Game(day.plusDays(7), "riser", "nobody", Rank.kyu(5), Rank.kyu(5), 0, 7, 1);
        double p = model.blackWins(vsEqual);
        assertThat(p).as("eight wins above its grade").isGreaterThan(0.55).isLessThan(0.85);
        assertThat(model.deviation("riser", day).rating()).isPositive();
    }
}
