package org.tengen.rating;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.time.LocalDate;
import org.tengen.rank.Rank;
import org.junit.jupiter.api.Test;

/**
 * The improbable-result hold on the real tournament games: how many it holds, and whether a typing
 * error (a result flipped at random in 1% of the games) is caught more often than a true result is
 * held.
 */
class ImprobableResultsTest {

    record Check(int games, int heldTrue, int flipped, int caught) {
    }

    static Check check(List<Predictive.Game> real, double threshold, long seed) {
        return check(real, Predictive.TOURNAMENT, threshold, seed);
    }

    static Check check(List<Predictive.Game> real, Predictive.Params params, double threshold, long seed) {
        Random random = new Random(seed);
        List<Predictive.Game> typed = new ArrayList<>();
        Set<Integer> flipped = new HashSet<>();
        for (int i = 0; i < real.size(); i++) {
            Predictive.Game g = real.get(i);
            if (random.nextDouble() < 0.01) {
                flipped.add(i);
                g = new Predictive.Game(g.date(), g.black(), g.white(), g.blackGrade(), g.whiteGrade(), g.handicap(),
                        g.komi(), 1 - g.blackScore());
            }
            typed.add(g);
        }
        int heldTrue = 0;
        int caught = 0;
        for (Predictive.Improbable h : Predictive.improbable(typed, params, threshold)) {
            if (flipped.contains(h.index())) {
                caught++;
            } else {
                heldTrue++;
            }
        }
        return new Check(real.size(), heldTrue, flipped.size(), caught);
    }

    @Test
    void onRealTournamentGamesTheHoldBothersStaffWithAlmostNoTrueResult() throws IOException {
        List<Predictive.Game> real = PredictiveLogLossTest.aga().stream().map(Backtest::modelGame).toList();
        assertThat(Predictive.improbable(real, Predictive.TOURNAMENT, Predictive.IMPROBABLE))
                .as("docs/ratings.md: none of the 5,696 games is held").hasSizeLessThanOrEqualTo(5);
        Check c = check(real, Predictive.IMPROBABLE, 14);
        assertThat(c.flipped()).isBetween(40, 80);
        assertThat((double) c.caught() / c.flipped())
                .as("a typing error is caught at least as often as a true result is held")
                .isGreaterThanOrEqualTo((double) c.heldTrue() / (c.games() - c.flipped()));
    }

    @Test
    void aFlippedResultBetweenMismatchedPlayersIsHeld() {
        // Sixty players from 25 kyu to 5 dan play even games for a year, the stronger winning as a
        // grade of difference says (½ on the natural scale); then a 5 dan meets a 25 kyu, and the
        // sheet says the 25 kyu won.
        Random random = new Random(7);
        List<Predictive.Game> games = new ArrayList<>();
        Rank[] grade = new Rank[60];
        for (int p = 0; p < 60; p++) {
            int strength = -24 + p / 2;
            grade[p] = strength >= 1 ? Rank.dan(Math.min(5, strength)) : Rank.kyu(1 - strength);
        }
        LocalDate day = LocalDate.of(2024, 1, 6);
        for (int i = 0; i < 600; i++) {
            int b = random.nextInt(60);
            int w = random.nextInt(60);
            if (b == w) {
                continue;
            }
            double pBlack = 1 / (1 + Math.exp(-0.5 * (grade[b].strength() - grade[w].strength())));
            games.add(new Predictive.Game(day.plusDays(i / 2), "p" + b, "p" + w, grade[b], grade[w], 0, 7,
                    random.nextDouble() < pBlack ? 1 : 0));
        }
        games.add(new Predictive.Game(day.plusDays(301), "p59", "p0", grade[59], grade[0], 0, 7, 0));
        List<Predictive.Improbable> held = Predictive.improbable(games, Predictive.TOURNAMENT, Predictive.IMPROBABLE);
        assertThat(held).extracting(Predictive.Improbable::index).contains(games.size() - 1);
        assertThat(held).as("true results held").hasSizeLessThanOrEqualTo(1 + games.size() / 100);
    }
}
