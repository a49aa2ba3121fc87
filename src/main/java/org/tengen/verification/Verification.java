package org.tengen.verification;

import java.util.List;
import org.tengen.rules.Finding;
import org.tengen.rules.GameResult;
import org.tengen.rules.Score;

/**
 * The verdict on one game record.
 *
 * @param file       the file (and entry, inside a zip) the record came from
 * @param game       the game's place in its file (0 = first)
 * @param status     the verdict
 * @param recorded   the result the record (or sheet) states
 * @param computed   the result the replay and the count support, or null when none could be computed
 * @param rules      the rule set's name
 * @param size       board size
 * @param handicap   handicap stones
 * @param komi       komi in points as applied
 * @param moves      moves in the record
 * @param blackArea  Black's area at the count (after warnings), or null when nothing was counted
 * @param whiteArea  White's area at the count, or null
 * @param deadStones where the dead stones came from
 * @param findings   illegal acts with their rulings, or where an unreadable record went wrong
 * @param notes      interpretations made on the way (komi in hundredths, inferred handicap …)
 * @param blackName  Black's name as written, or null
 * @param whiteName  White's name as written, or null
 */
public record Verification(String file, int game, Status status, GameResult recorded, GameResult computed,
                           String rules, int size, int handicap, Score komi, int moves, Score blackArea,
                           Score whiteArea, DeadStoneSource deadStones, List<Finding> findings, List<String> notes,
                           String blackName, String whiteName) {

    public Verification {
        findings = List.copyOf(findings);
        notes = List.copyOf(notes);
    }

    public Verification withFile(String newFile) {
        return new Verification(newFile, game, status, recorded, computed, rules, size, handicap, komi, moves,
                blackArea, whiteArea, deadStones, findings, notes, blackName, whiteName);
    }
}
