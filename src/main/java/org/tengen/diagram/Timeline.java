package org.tengen.diagram;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tengen.rules.Board;
import org.tengen.rules.Colour;
import org.tengen.rules.Finding;
import org.tengen.rules.Move;
import org.tengen.rules.Point;
import org.tengen.rules.Position;
import org.tengen.rules.Replay;
import org.tengen.rules.ReplayOutcome;
import org.tengen.rules.RuleSet;

/**
 * A record replayed move by move, keeping what each move did to the board: the stone it placed
 * and the stones it took, or that the rules made it void. Which acts are void, and where the replay
 * stops, is the {@link Replay}'s ruling (its findings), so a diagram or the site's viewer never
 * disagrees with the verification; this class only keeps the steps that the replay does not.
 */
public final class Timeline {

    /**
     * One move of the record as the board saw it.
     *
     * @param number   the move number (1 = the first move after setup)
     * @param colour   who played
     * @param point    where, or null for a pass
     * @param voided   the rules made it void (counts as a pass or is struck out): no stone changed
     * @param placed   whether a stone stands on {@code point} after it (false for a pass, a void act or a suicide)
     * @param captured the points whose stones it took off (its own, for a suicide where the rules allow one)
     * @param findings what the replay found at this move
     * @param koPoint  the ko point after it (where the other side may not retake at once), or null
     */
    public record Step(int number, Colour colour, Point point, boolean voided, boolean placed, List<Point> captured,
                       List<Finding> findings, Point koPoint) {
    }

    private final int size;
    private final Position setup;
    private final List<Step> steps;
    private final ReplayOutcome outcome;

    private Timeline(int size, Position setup, List<Step> steps, ReplayOutcome outcome) {
        this.size = size;
        this.setup = setup;
        this.steps = List.copyOf(steps);
        this.outcome = outcome;
    }

    public static Timeline of(RuleSet rules, int size, List<Point> blackSetup, List<Point> whiteSetup, List<Move> moves) {
        Replay replay = new Replay(rules, size);
        ReplayOutcome outcome = replay.run(blackSetup, whiteSetup, moves);
        Map<Integer, List<Finding>> byMove = new HashMap<>();
        for (Finding f : outcome.findings()) {
            byMove.computeIfAbsent(f.move(), k -> new ArrayList<>()).add(f);
        }
        Position setup = replay.run(blackSetup, whiteSetup, List.of()).finalPosition();
        Board board = setup.toBoard();
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < outcome.moves() && i < moves.size(); i++) {
            Move m = moves.get(i);
            int number = i + 1;
            List<Finding> found = byMove.getOrDefault(number, List.of());
            boolean voided = found.stream().anyMatch(f -> isVoid(f.kind()));
            boolean corrupt = found.stream().anyMatch(f -> f.kind() == Finding.Kind.OCCUPIED
                    || f.kind() == Finding.Kind.OFF_BOARD);
            if (corrupt) {
                steps.add(new Step(number, m.colour(), m.point() != null && m.point().isOn(size) ? m.point() : null,
                        true, false, List.of(), found, null));
                break;
            }
            if (m.isPass() || voided) {
                // A void act counts as a pass (arts. 18.3, 19) — except a second move of one colour, which is struck out.
                boolean struckOut = found.stream().anyMatch(f -> f.kind() == Finding.Kind.DOUBLE_MOVE);
                if (!struckOut) {
                    board.pass();
                }
                steps.add(new Step(number, m.colour(), m.point(), voided, false, List.of(), found,
                        ko(board)));
                continue;
            }
            Position before = board.position();
            int index = board.index(m.point().x(), m.point().y());
            board.play(Board.cell(m.colour()), index);
            Position after = board.position();
            List<Point> captured = new ArrayList<>();
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    if (before.at(x, y) != Board.EMPTY && after.at(x, y) == Board.EMPTY) {
                        captured.add(new Point(x, y));
                    }
                }
            }
            steps.add(new Step(number, m.colour(), m.point(), false, after.at(m.point()) != Board.EMPTY, captured,
                    found, ko(board)));
        }
        Timeline t = new Timeline(size, setup, steps, outcome);
        if (!t.positionAfter(steps.size()).equals(outcome.finalPosition())) {
            throw new IllegalStateException("the move-by-move board does not end where the replay does");
        }
        return t;
    }

    private static boolean isVoid(Finding.Kind kind) {
        return kind == Finding.Kind.SUICIDE || kind == Finding.Kind.KO || kind == Finding.Kind.DOUBLE_MOVE
                || kind == Finding.Kind.SUPERKO;
    }

    private static Point ko(Board board) {
        int k = board.koPoint();
        return k < 0 ? null : board.point(k);
    }

    public int size() {
        return size;
    }

    /** The stones set up before the first move (handicap stones, AB/AW). */
    public Position setup() {
        return setup;
    }

    /** The moves the replay reached, in order; a corrupt record's last step is the move that stopped it. */
    public List<Step> steps() {
        return steps;
    }

    public ReplayOutcome outcome() {
        return outcome;
    }

    /** The stones after the first {@code count} steps (0: the setup). */
    public Position positionAfter(int count) {
        return board(count, null).position();
    }

    /**
     * Replays the first {@code count} steps; with {@code placedBy}, records for each point the number
     * of the move whose stone stands there (0 for a setup stone or none).
     */
    Board board(int count, int[] placedBy) {
        Board board = setup.toBoard();
        for (int i = 0; i < count && i < steps.size(); i++) {
            Step s = steps.get(i);
            if (s.point() == null || s.voided()) {
                continue;
            }
            board.play(Board.cell(s.colour()), board.index(s.point().x(), s.point().y()));
            if (placedBy != null) {
                for (Point c : s.captured()) {
                    placedBy[c.y() * size + c.x()] = 0;
                }
                if (s.placed()) {
                    placedBy[s.point().y() * size + s.point().x()] = s.number();
                }
            }
        }
        return board;
    }
}
