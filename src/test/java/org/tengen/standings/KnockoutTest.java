package org.tengen.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.standings.StandingsTest.B;
import static org.tengen.standings.StandingsTest.W;

import java.util.List;
import org.junit.jupiter.api.Test;

class KnockoutTest {

    @Test
    void art26_1_knockoutPlacesByTheRoundOfElimination() {
        List<Pairing> games = List.of(Pairing.game(1, 1, 8, B), Pairing.game(1, 2, 7, W), Pairing.game(1, 3, 6, B),
                Pairing.game(1, 4, 5, B), Pairing.game(2, 1, 7, B), Pairing.game(2, 3, 4, W), Pairing.game(3, 1, 4, W));
        Knockout.Bracket b = Knockout.compute(StandingsTest.players(8), games);
        assertThat(b.places()).containsEntry(4, 1).containsEntry(1, 2).containsEntry(7, 3).containsEntry(3, 3)
                .containsEntry(8, 5).containsEntry(2, 5).containsEntry(6, 5).containsEntry(5, 5);
        assertThat(b.matches()).hasSize(7);
    }

    @Test
    void art26_5_bestOfThreeIsWonByTwoWins() {
        List<Pairing> games = List.of(Pairing.game(1, 1, 2, B), Pairing.game(1, 2, 1, B), Pairing.game(1, 1, 2, W));
        Knockout.Bracket b = Knockout.compute(StandingsTest.players(2), games);
        assertThat(b.matches()).singleElement().satisfies(m -> {
            assertThat(m.winner()).isEqualTo(2);
            assertThat(m.notation()).isEqualTo("1 – 2  1:2");
        });
        assertThat(b.places()).containsEntry(2, 1).containsEntry(1, 2);
    }
}
