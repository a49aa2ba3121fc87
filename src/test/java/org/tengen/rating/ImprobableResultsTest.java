package org.tengen.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tengen.rank.Rank;

/**
 * The improbable-result hold: a result improbable given the ratings and the tournament's other
 * games is held; a newcomer who declared a grade too low is not held for beating everyone; and on
 * the real tournament games a typing error (a result swapped in 1% of the games) is caught more
 * often than a true upset is held.
 */
class ImprobableResultsTest {

    /**
     * A year of even games between 60 regulars from 15 kyu to 5 dan, at most four grades apart, a grade
     * worth 0.19 as on the AGA games.
     */
    static List<Predictive.Game> history(Map<String, Rank> grades) {
        Random random = new Random(7);
        List<String> players = new ArrayList<>();
        for (int p = 0; p < 60; p++) {
            int strength = -14 + p / 3;
            players.add("r" + p);
            grades.put("r" + p, strength >= 1 ? Rank.dan(strength) : Rank.kyu(1 - strength));
        }
        List<Predictive.Game> games = new ArrayList<>();
        LocalDate day = LocalDate.of(2024, 1, 6);
        for (int i = 0; i < 1500; i++) {
            int x = random.nextInt(60);
            int y = Math.max(0, Math.min(59, x - 12 + random.nextInt(25)));
            String b = players.get(x);
            String w = players.get(y);
            if (x != y) {
                double p = 1 / (1 + Math.exp(-0.19 * (grades.get(b).strength() - grades.get(w).strength())));
                games.add(even(day.plusDays(i / 5), b, w, grades, random.nextDouble() < p));
            }
        }
        return games;
    }

    static Predictive.Game even(LocalDate date, String black, String white, Map<String, Rank> grades, boolean blackWins) {
        return new Predictive.Game(date, black, white, grades.get(black), grades.get(white), 0, 7, blackWins ? 1 : 0);
    }

    @Test
    void aPlayerWhoWonAllHisOtherGamesLosingToOneWhoLostAllOfHisIsHeldButANewcomerBeatingEveryoneIsNot() {
        Map<String, Rank> grades = new java.util.HashMap<>();
        List<Predictive.Game> games = history(grades);
        List<String> events = new ArrayList<>();
        games.forEach(g -> events.add("history " + g.date()));
        // The open: no handicap. r45 (1 dan) beats the four 1 kyu and 1 dan players he meets, r21 (8 kyu)
        // loses to the four 9 and 8 kyu players he meets, and the sheet says r21 beat r45. The newcomer
        // "new" declared 10 kyu and beats four players from 5 to 2 kyu, then r46 (1 dan): a player who
        // declared too low a grade, not a typing error.
        grades.put("new", Rank.kyu(10));
        LocalDate open = LocalDate.of(2025, 3, 1);
        List<Predictive.Game> event = new ArrayList<>();
        for (String o : List.of("r43", "r44", "r46", "r47")) {
            event.add(even(open, "r45", o, grades, true));
        }
        for (String o : List.of("r19", "r20", "r22", "r23")) {
            event.add(even(open, o, "r21", grades, true));
        }
        for (String o : List.of("r31", "r34", "r38", "r41")) {
            event.add(even(open, o, "new", grades, false));
        }
        event.add(even(open, "r21", "r45", grades, true));
        event.add(even(open, "new", "r46", grades, true));
        int typo = games.size() + event.size() - 2;
        int sandbagger = games.size() + event.size() - 1;
        games.addAll(event);
        event.forEach(g -> events.add("the open"));

        List<ImprobableResults.Assessment> assessed = ImprobableResults.assess(games, events, Predictive.TOURNAMENT,
                ImprobableResults.TOURNAMENT);
        Map<Integer, ImprobableResults.Assessment> byGame = assessed.stream()
                .collect(Collectors.toMap(ImprobableResults.Assessment::index, Function.identity()));
        ImprobableResults.Assessment t = byGame.get(typo);
        assertThat(t.probability()).as("the swapped result, given the open's other games")
                .isLessThan(ImprobableResults.HOLD_BELOW).isLessThan(t.ratings());
        ImprobableResults.Assessment s = byGame.get(sandbagger);
        assertThat(s.ratings()).as("by the ratings alone the newcomer's win would be held")
                .isLessThan(ImprobableResults.HOLD_BELOW);
        assertThat(s.probability()).as("given his other wins it is not").isGreaterThan(ImprobableResults.HOLD_BELOW);
        assertThat(ImprobableResults.held(assessed, ImprobableResults.HOLD_BELOW))
                .extracting(ImprobableResults.Assessment::index).contains(typo).doesNotContain(sandbagger)
                .as("true results of the year held").hasSizeLessThanOrEqualTo(1 + games.size() / 100);
        assertThat(t.black()).isEqualTo(new ImprobableResults.Record(0, 4, false, false));
        assertThat(t.white()).isEqualTo(new ImprobableResults.Record(4, 4, false, false));
        assertThat(ImprobableResults.reason(games.get(typo), t)).startsWith("白方 White (1d, won his 4 other games here) "
                + "lost to 黑方 Black (8k, lost his 4 other games here) in an even game: P(result) = ")
                .contains("given the event's other games", "by the ratings alone", "a typing error is");
        assertThat(ImprobableResults.reason(games.get(sandbagger), s)).startsWith("白方 White (1d, lost his other game "
                + "here) lost to 黑方 Black (10k, first event, won his 4 other games here) in an even game");
    }

    @Test
    void aPlayerBackAfterMoreThanNineMonthsHasAnUntestedGradeAsANewcomerHas() {
        Map<String, Rank> grades = Map.of("a", Rank.kyu(5), "b", Rank.kyu(5), "c", Rank.kyu(5));
        LocalDate first = LocalDate.of(2024, 1, 6);
        List<Predictive.Game> games = List.of(even(first, "a", "b", grades, true), even(first, "b", "c", grades, true),
                even(first.plusDays(200), "a", "c", grades, false),
                even(first.plusDays(200 + ImprobableResults.STALE_DAYS + 1), "b", "a", grades, true));
        List<ImprobableResults.Assessment> assessed = ImprobableResults.assess(games, List.of("1", "1", "2", "3"),
                Predictive.TOURNAMENT, ImprobableResults.TOURNAMENT);
        assertThat(assessed.get(0).black()).isEqualTo(new ImprobableResults.Record(0, 0, true, false));
        assertThat(assessed.get(2).black()).as("200 days after a first event")
                .isEqualTo(new ImprobableResults.Record(0, 0, false, false));
        assertThat(assessed.get(3).black()).as("b, back after a year and more")
                .isEqualTo(new ImprobableResults.Record(0, 0, false, true));
        assertThat(assessed.get(3).white()).as("a, back after nine months and a day")
                .isEqualTo(new ImprobableResults.Record(0, 0, false, true));
    }

    @Test
    void atTheLevelATypingErrorIsFiveTimesAsLikelyAsUsual() {
        assertThat(ImprobableResults.typingError(ImprobableResults.HOLD_BELOW)).isCloseTo(0.048, within(0.002));
        assertThat(ImprobableResults.typingError(0.5)).isCloseTo(ImprobableResults.TYPING_ERROR_PRIOR, within(1e-12));
    }

    @Test
    void onTheRealTournamentGamesATypingErrorIsCaughtMoreOftenThanATrueUpsetIsHeld() throws IOException {
        List<Backtest.Game> aga = PredictiveLogLossTest.aga();
        List<ImprobableResults.Assessment> real = Backtest.assessHold(aga, Predictive.TOURNAMENT);
        assertThat(ImprobableResults.held(real, ImprobableResults.HOLD_BELOW))
                .as("docs/ratings.md: 4 of the 5,696 real results are held").hasSizeBetween(1, 10);
        assertThat(Backtest.holdLevel(aga, LocalDate.of(2000, 12, 31), real))
                .as("the level holds one in a thousand of the results of 2000").isCloseTo(0.17, within(0.01));
        ImprobableResults.FlipCheck c = Backtest.flipCheck(aga, Predictive.TOURNAMENT, ImprobableResults.HOLD_BELOW, 30);
        assertThat(c.flipped()).isBetween(1500L, 1900L);
        assertThat(c.caught()).as("typing errors caught").isPositive();
        assertThat(c.catchRate()).as("caught %d of %d typing errors; held %d of %d true upsets", c.caught(),
                c.flipped(), c.upsetsHeld(), c.upsets()).isGreaterThan(2 * c.falseHoldRate());
    }
}
