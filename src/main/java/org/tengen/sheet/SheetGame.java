package org.tengen.sheet;

import java.util.List;
import org.tengen.rules.GameResult;
import org.tengen.rules.Point;
import org.tengen.rules.Score;

/**
 * A row of the sheet 对局 / Games (or of a round's sheet), read.
 *
 * @param black          Black's number in the tournament (for a bye: the player who had it)
 * @param white          White's number, or 0 for a bye (轮空)
 * @param handicap       0 even, 1 让先 (no komi), 2–9 stones
 * @param komi           this game's komi in points when the row overrides the tournament's, else null
 * @param result         the result, normalised
 * @param resultWritten  the result as the organiser wrote it
 * @param record         the record's file name as written (relative to the workbook), or null
 * @param deadStones     stones both players agreed dead (死子), or empty
 * @param match          team events: the match this board belongs to, or null
 * @param board          team events: the board, or null
 * @param sheet          the sheet the row is on
 * @param row            the row
 * @param recordColumn   where the record's name is written (for errors about the file), or null
 */
public record SheetGame(int round, Integer table, int black, int white, int handicap, Score komi, GameResult result,
                        String resultWritten, int blackWarnings, int whiteWarnings, String record,
                        List<Point> deadStones, String match, Integer board, String note, String sheet, int row,
                        String recordColumn) {

    public SheetGame {
        deadStones = List.copyOf(deadStones);
    }

    public boolean bye() {
        return white == 0;
    }
}
