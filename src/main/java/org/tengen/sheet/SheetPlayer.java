package org.tengen.sheet;

import java.time.LocalDate;
import org.tengen.rank.Rank;

/**
 * A row of the sheet 选手 / Players.
 *
 * @param no            the player's number in this tournament
 * @param federationId  the federation's id, or null for a newcomer
 * @param rank          the grade at the event, or null when unranked
 * @param board         fixed board order in team events (台次), or null
 * @param withdrewAfter the last round played before withdrawing (退赛轮次), or null
 * @param row           the row in the sheet
 * @param smmsCorrection McMahon group correction (OpenGotha files), 0 otherwise
 * @param absentRounds  rounds the player was declared absent (OpenGotha files), empty otherwise
 */
public record SheetPlayer(int no, String name, String federationId, Rank rank, String club, String team,
                          Integer board, LocalDate birthDate, String gender, String region, Integer withdrewAfter,
                          int row, int smmsCorrection, java.util.Set<Integer> absentRounds) {

    public SheetPlayer {
        absentRounds = java.util.Set.copyOf(absentRounds);
    }

    public SheetPlayer(int no, String name, String federationId, Rank rank, String club, String team, Integer board,
                       LocalDate birthDate, String gender, String region, Integer withdrewAfter, int row) {
        this(no, name, federationId, rank, club, team, board, birthDate, gender, region, withdrewAfter, row, 0,
                java.util.Set.of());
    }
}
