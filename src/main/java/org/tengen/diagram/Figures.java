package org.tengen.diagram;

import java.util.ArrayList;
import java.util.List;
import org.tengen.rules.AreaCount;
import org.tengen.rules.Board;
import org.tengen.rules.Colour;
import org.tengen.rules.Counting;
import org.tengen.rules.Finding;
import org.tengen.rules.Point;
import org.tengen.rules.Position;

/**
 * The diagrams a referee reads, made from a {@link Timeline}: an act with the moves that led to
 * it, and the final position as counted. Each is a {@link BoardDiagram} with the notes printed
 * under it (what a diagram cannot show: passes, void acts, stones played where others were taken).
 */
public final class Figures {

    /** How many moves before an act are numbered on its diagram. */
    public static final int LEAD_UP = 15;

    /** A diagram with its caption and notes. */
    public record Figure(String caption, BoardDiagram diagram, List<String> notes) {

        public Figure {
            notes = List.copyOf(notes);
        }

        public String svg() {
            return BoardSvg.render(diagram, caption);
        }
    }

    private Figures() {
    }

    /**
     * The position just before move {@code number}, the up to {@code leadUp} moves before it
     * numbered where their stones still stand, and the act itself marked with a square.
     */
    public static Figure before(Timeline t, int number, int leadUp) {
        int n = t.size();
        if (number < 1 || number > t.steps().size()) {
            throw new IllegalArgumentException("move " + number + " is not in the record as replayed ("
                    + t.steps().size() + " moves)");
        }
        int[] placedBy = new int[n * n];
        Position before = t.board(number - 1, placedBy).position();
        int first = Math.max(1, number - leadUp);
        BoardDiagram d = BoardDiagram.of(before);
        List<String> notes = new ArrayList<>();
        for (int m = first; m < number; m++) {
            Timeline.Step s = t.steps().get(m - 1);
            String who = s.colour() == Colour.BLACK ? "黑 Black" : "白 White";
            if (s.point() == null) {
                notes.add(m + ": " + who + " passes (虚着)");
            } else if (s.voided()) {
                notes.add(m + ": " + who + " at " + s.point().toGtp(n) + ", void (" + kinds(s) + ")");
            } else if (placedBy[s.point().y() * n + s.point().x()] == m) {
                d = d.label(s.point(), Integer.toString(m));
            } else {
                notes.add(m + ": " + who + " at " + s.point().toGtp(n) + ", since taken off");
            }
        }
        Timeline.Step act = t.steps().get(number - 1);
        if (act.point() != null && act.point().isOn(n)) {
            d = d.mark(act.point(), BoardDiagram.Mark.SQUARE);
        }
        Timeline.Step previous = number >= 2 ? t.steps().get(number - 2) : null;
        Point ko = previous == null ? null : previous.koPoint();
        if (ko != null && !ko.equals(act.point())) {
            d = d.mark(ko, BoardDiagram.Mark.TRIANGLE);
        }
        String who = act.colour() == Colour.BLACK ? "黑 Black" : "白 White";
        String where = act.point() == null ? "passes" : "plays " + act.point().toGtp(n);
        String caption = "第" + number + "手 Move " + number + ": " + who + " " + where + " (□)"
                + (ko != null ? ", ko point " + ko.toGtp(n) + (ko.equals(act.point()) ? "" : " (△)") : "")
                + (first < number ? "; moves " + first + "–" + (number - 1) + " numbered" : "");
        return new Figure(caption, d, notes);
    }

    private static String kinds(Timeline.Step s) {
        List<String> k = new ArrayList<>();
        for (Finding f : s.findings()) {
            k.add(f.kind().name().toLowerCase().replace('_', ' '));
        }
        return String.join(", ", k);
    }

    /**
     * The final position as counted: dead stones (indexed {@code y * size + x}, may be null) drawn
     * grey with the square of the side whose territory they lie in, every empty point's area, and the
     * count under it.
     */
    public static Figure counted(Position end, boolean[] dead, String deadStoneSource) {
        AreaCount count = Counting.count(end, dead);
        BoardDiagram d = BoardDiagram.of(end).counted(dead, Areas.of(end, dead));
        List<String> notes = new ArrayList<>();
        notes.add("■ Black's territory · □ White's territory · × shared (公气, half to each, art. 21.2) · "
                + "grey stone: dead, taken off" + (deadStoneSource == null ? "" : " (dead stones: " + deadStoneSource + ")"));
        notes.add("黑 Black: " + count.blackStones() + " stones + " + count.blackTerritory() + " territory + "
                + count.shared() + "/2 shared = " + count.blackArea().toPoints() + "子");
        notes.add("白 White: " + count.whiteStones() + " stones + " + count.whiteTerritory() + " territory + "
                + count.shared() + "/2 shared = " + count.whiteArea().toPoints() + "子");
        notes.add("Dead stones taken off: Black " + count.deadBlack() + ", White " + count.deadWhite());
        return new Figure("终局 The final position as counted", d, notes);
    }

    /** The final position with the last move ringed, when it is not counted (resigned, corrupt, not verified). */
    public static Figure end(Timeline t) {
        BoardDiagram d = BoardDiagram.of(t.positionAfter(t.steps().size()));
        Timeline.Step last = t.steps().isEmpty() ? null : t.steps().get(t.steps().size() - 1);
        if (last != null && last.placed()) {
            d = d.mark(last.point(), BoardDiagram.Mark.CIRCLE);
        }
        return new Figure("终局 The final position" + (last == null ? "" : " after move " + last.number() + " (○ last move)"),
                d, List.of());
    }

    static int stones(BoardDiagram d) {
        return d.stoneCount(Board.BLACK) + d.stoneCount(Board.WHITE);
    }
}
