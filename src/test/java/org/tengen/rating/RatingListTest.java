package org.tengen.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tengen.rank.Rank;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;
import org.tengen.rules.Score;

/** The rating list from the registry's games, as plain values: which results count, and how the list follows. */
class RatingListTest {

    static final GameResult BLACK_WINS = GameResult.win(Colour.BLACK, GameResult.Kind.RESIGNATION);
    static final GameResult WHITE_FORFEITS = GameResult.win(Colour.BLACK, GameResult.Kind.FORFEIT);

    static RatingList.RatedGame game(long id, long tournament, LocalDate date, long black, long white, GameResult r) {
        return new RatingList.RatedGame(id, tournament, date, 'A', black, white, Rank.dan(2), Rank.dan(2), 0,
                Score.ofHalfPoints(15), r);
    }

    @Test
    void onlyResultsDecidedOverTheBoardAreRated() {
        LocalDate d = LocalDate.of(2026, 11, 1);
        List<RatingList.RatedGame> games = List.of(game(1, 10, d, 1, 2, BLACK_WINS), game(2, 10, d, 3, 4, WHITE_FORFEITS),
                game(3, 10, d, 1, 3, GameResult.VOID), game(4, 10, d, 2, 4, GameResult.BOTH_LOSE));
        RatingList.Outcome o = RatingList.compute(games, Set.of());
        assertThat(o.games()).isEqualTo(1);
        assertThat(o.changes()).extracting(c -> c.change().game()).containsOnly(1L);
        assertThat(o.lines()).extracting(RatingList.Line::player).containsExactly(1L, 2L);
    }

    @Test
    void ratingsAreFrozenWithinATournamentAndTheListIsTheStartPlusEveryChange() {
        LocalDate first = LocalDate.of(2026, 10, 1);
        LocalDate second = LocalDate.of(2026, 11, 1);
        List<RatingList.RatedGame> games = new ArrayList<>(List.of(game(1, 10, first, 1, 2, BLACK_WINS),
                game(2, 10, first, 1, 3, BLACK_WINS), game(3, 11, second, 2, 1, BLACK_WINS)));
        RatingList.Outcome o = RatingList.compute(games, Set.of());
        assertThat(o.tournaments()).isEqualTo(2);
        // In the first tournament both of player 1's games count against the rating it started with.
        assertThat(o.changes().stream().filter(c -> c.player() == 1 && c.tournament() == 10)
                .map(c -> c.change().before()).distinct()).hasSize(1);
        for (RatingList.Line l : o.lines()) {
            double sum = o.changes().stream().filter(c -> c.player() == l.player()).mapToDouble(c -> c.change().delta())
                    .sum();
            assertThat(l.gor()).isCloseTo(Gor.nominal(Rank.dan(2)) + sum, within(1e-9));
        }
        assertThat(o.steps()).filteredOn(s -> s.player() == 1).extracting(RatingList.Step::games).containsExactly(2, 1);
        assertThat(o.lines()).filteredOn(l -> l.player() == 1).singleElement()
                .satisfies(l -> assertThat(l.lastPlayed()).isEqualTo(second));
    }

    @Test
    void aConfirmationChangesTheInputsFingerprintSoTheListIsRecomputed() {
        LocalDate d = LocalDate.of(2026, 11, 1);
        List<RatingList.RatedGame> games = List.of(game(1, 10, d, 1, 2, BLACK_WINS));
        assertThat(RatingList.inputsSha256(games, Set.of())).isEqualTo(RatingList.inputsSha256(games, Set.of()))
                .isNotEqualTo(RatingList.inputsSha256(games, Set.of(1L)));
        assertThat(RatingList.compute(games, Set.of(1L)).held()).as("a confirmed result is never held").isEmpty();
    }
}
