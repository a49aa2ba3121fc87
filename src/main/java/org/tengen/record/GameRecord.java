package org.tengen.record;

import java.util.List;
import org.tengen.rules.GameResult;
import org.tengen.rules.Move;
import org.tengen.rules.Point;
import org.tengen.rules.Score;

/**
 * One game of a record, normalised: what the replay and the count need, plus what the record says
 * about the game. Every interpretation the reader had to make (komi in hundredths, handicap stones
 * written as moves, a result written oddly, a wrong charset) is listed in {@link #notes()}.
 *
 * @param game       the game's place in its file (0 for the first; SGF collections hold several)
 * @param size       board size (SZ, default 19)
 * @param komi       komi in points as the record states it (normalised), or null when it states none
 * @param handicap   handicap stones (0 for an even game; 1 for 让先)
 * @param blackSetup black stones set up before play (AB, and handicap stones written as moves)
 * @param whiteSetup white stones set up before play (AW)
 * @param moves      the main line's moves, passes included
 * @param result     the recorded result, normalised
 * @param markup     how the record marks dead stones at the end, or null when it marks none
 * @param info       players, ranks, date, event, round, rules as written
 * @param notes      every interpretation made while normalising
 */
public record GameRecord(int game, int size, Score komi, int handicap, List<Point> blackSetup, List<Point> whiteSetup,
                         List<Move> moves, GameResult result, DeadStoneMarkup markup, GameInfo info,
                         List<String> notes) {

    public GameRecord {
        blackSetup = List.copyOf(blackSetup);
        whiteSetup = List.copyOf(whiteSetup);
        moves = List.copyOf(moves);
        notes = List.copyOf(notes);
    }

    /** The same game with the result another source (the result sheet) states. */
    public GameRecord withResult(GameResult newResult) {
        return new GameRecord(game, size, komi, handicap, blackSetup, whiteSetup, moves, newResult, markup, info, notes);
    }
}
