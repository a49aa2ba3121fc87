package org.tengen.standings;

import java.util.Set;
import org.tengen.rank.Rank;

/**
 * A player of the event as the standings need them.
 *
 * @param withdrewAfter  the last round played before withdrawing (art. 28), or null
 * @param smmsCorrection McMahon group correction (OpenGotha's −1…+2), 0 otherwise
 * @param absentRounds   rounds the player was declared absent (no game, no bye)
 */
public record Entrant(int no, String name, Rank rank, String club, String team, Integer board, Integer withdrewAfter,
                      int smmsCorrection, Set<Integer> absentRounds) {

    public Entrant {
        absentRounds = Set.copyOf(absentRounds);
    }

    public static Entrant of(int no, String name, Rank rank) {
        return new Entrant(no, name, rank, null, null, null, null, 0, Set.of());
    }
}
