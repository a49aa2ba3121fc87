package org.tengen.rating;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RatedTournamentsTest {

    private static final LocalDateTime MONDAY = LocalDateTime.of(2026, 11, 2, 6, 0);
    private static final LocalDateTime TUESDAY = LocalDateTime.of(2026, 11, 3, 6, 0);

    @Test
    void aTournamentAfterTheLastOneIsRatedNowAndNobodyElseMoves() {
        Map<String, RatedTournaments.Rated> before = Map.of("A", new RatedTournaments.Rated("A",
                LocalDate.of(2026, 10, 4), MONDAY, false));
        RatedTournaments.Update u = RatedTournaments.update(before, List.of(new RatedTournaments.Tournament("A",
                LocalDate.of(2026, 10, 4)), new RatedTournaments.Tournament("B", LocalDate.of(2026, 10, 18))), TUESDAY,
                Map.of("B", Set.of(1L, 2L)), Map.of(1L, 2000.0, 3L, 1500.0), Map.of(1L, 2010.0, 2L, 1900.0, 3L, 1500.0));
        assertThat(u.included()).extracting(RatedTournaments.Rated::ratedAt).containsExactly(MONDAY, TUESDAY);
        assertThat(u.newlyRated()).extracting(RatedTournaments.Rated::code).containsExactly("B");
        assertThat(u.rerateFrom()).isNull();
        assertThat(u.moved()).isEmpty();
    }

    @Test
    void aLateTournamentReratesFromItsDateAndSaysWhoMoved() {
        Map<String, RatedTournaments.Rated> before = Map.of(
                "A", new RatedTournaments.Rated("A", LocalDate.of(2026, 10, 4), MONDAY, false),
                "C", new RatedTournaments.Rated("C", LocalDate.of(2026, 10, 25), MONDAY, false));
        // B (18 October) arrives after C (25 October) was rated: player 1 played in B, player 3 met
        // player 1 in C, player 4 played neither.
        RatedTournaments.Update u = RatedTournaments.update(before, List.of(
                new RatedTournaments.Tournament("A", LocalDate.of(2026, 10, 4)),
                new RatedTournaments.Tournament("B", LocalDate.of(2026, 10, 18)),
                new RatedTournaments.Tournament("C", LocalDate.of(2026, 10, 25))), TUESDAY,
                Map.of("B", Set.of(1L, 2L)),
                Map.of(1L, 2000.0, 3L, 1500.0, 4L, 1800.0),
                Map.of(1L, 2012.0, 2L, 1900.0, 3L, 1497.5, 4L, 1800.0));
        assertThat(u.rerateFrom()).isEqualTo(LocalDate.of(2026, 10, 18));
        assertThat(u.newlyRated()).singleElement().extracting(RatedTournaments.Rated::late).isEqualTo(true);
        assertThat(u.moved()).extracting(RatedTournaments.Moved::player).containsExactly(1L, 3L, 2L);
        assertThat(u.moved()).extracting(RatedTournaments.Moved::played).containsExactly(true, false, true);
    }
}
