package org.tengen.audit;

import java.util.ArrayList;
import java.util.List;
import org.tengen.diagram.BoardDiagram;
import org.tengen.diagram.Figures;
import org.tengen.diagram.Timeline;
import org.tengen.record.DeadStoneMarkup;
import org.tengen.record.GameRecord;
import org.tengen.report.Report;
import org.tengen.rules.Board;
import org.tengen.rules.Finding;
import org.tengen.rules.Point;
import org.tengen.rules.Position;
import org.tengen.rules.RuleSet;

/**
 * The boards of an audit: each ruled act with the moves that led to it, and the final position as
 * counted. PDF and HTML draw them ({@link Figures}); a terminal gets the same board in full-width
 * characters (● Black, ○ White, ＋ empty, ◆ the act in question, ▲△ dead, ■□ territory).
 */
public final class Diagrams {

    private static final String LETTERS = "ＡＢＣＤＥＦＧＨＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ";

    /** At most this many acts get a board each; the rest are listed (a corrupt record can have many). */
    static final int MOST_ACTS_DRAWN = 6;

    private Diagrams() {
    }

    /**
     * The board sections for a record: one for each finding at a move (up to {@link #MOST_ACTS_DRAWN}),
     * then the final position, as counted when {@code dead} is known.
     */
    public static List<Report.Section> sections(RuleSet rules, GameRecord record, boolean[] dead, String deadSource) {
        Timeline t = Timeline.of(rules, record.size(), record.blackSetup(), record.whiteSetup(), record.moves());
        List<Report.Section> out = new ArrayList<>();
        List<Integer> drawn = new ArrayList<>();
        for (Finding f : t.outcome().findings()) {
            if (f.move() <= 0 || f.move() > t.steps().size() || drawn.contains(f.move())) {
                continue;
            }
            if (drawn.size() == MOST_ACTS_DRAWN) {
                out.add(new Report.Section(null, List.of("Further acts are listed above; their boards are not drawn."),
                        null));
                break;
            }
            drawn.add(f.move());
            Figures.Figure fig = Figures.before(t, f.move(), Figures.LEAD_UP);
            out.add(Report.Section.figure("第" + f.move() + "手前 Before move " + f.move() + " (" + f.kind()
                    + (f.point() == null ? "" : " at " + f.point()) + ")", fig, text(fig.diagram())));
        }
        Position end = t.positionAfter(t.steps().size());
        Figures.Figure last = dead == null ? Figures.end(t) : Figures.counted(end, dead, deadSource);
        out.add(Report.Section.figure("终局 The final position" + (dead == null ? "" : ", as counted (dead stones: "
                + (deadSource == null ? "" : deadSource) + ")"), last, text(last.diagram())));
        return out;
    }

    /** The dead stones the verification used, from the same source it named (null: none known). */
    public static boolean[] deadStones(Position end, GameRecord record, String source, String sheetList) {
        if (source == null) {
            return null;
        }
        return switch (source) {
            case "marked" -> record.markup() == null ? null : record.markup().deadIn(end);
            case "sheet" -> {
                List<Point> points = new ArrayList<>();
                for (String t : sheetList == null ? new String[0] : sheetList.split("\\s+")) {
                    if (!t.isBlank()) {
                        points.add(Point.parseGtp(t, end.size()));
                    }
                }
                yield DeadStoneMarkup.fromList(end, points);
            }
            case "two-passes" -> org.tengen.verification.Verifier.certainlyDead(end);
            case "estimated" -> org.tengen.rules.DeadStones.estimate(end).dead();
            default -> null;
        };
    }

    /** A diagram in characters, one line a row, for a terminal. */
    public static List<String> text(BoardDiagram d) {
        int n = d.size();
        List<String> out = new ArrayList<>();
        StringBuilder head = new StringBuilder("    ");
        for (int x = 0; x < n; x++) {
            head.append(LETTERS.charAt(x));
        }
        out.add(head.toString());
        for (int y = 0; y < n; y++) {
            StringBuilder b = new StringBuilder(String.format("%3d ", n - y));
            for (int x = 0; x < n; x++) {
                byte stone = d.stone(x, y);
                BoardDiagram.Mark mark = d.marks().get(new Point(x, y));
                if (mark == BoardDiagram.Mark.SQUARE) {
                    b.append('◆');
                } else if (d.dead(x, y) && stone != Board.EMPTY) {
                    b.append(stone == Board.BLACK ? '▲' : '△');
                } else if (stone == Board.BLACK) {
                    b.append('●');
                } else if (stone == Board.WHITE) {
                    b.append('○');
                } else {
                    BoardDiagram.Area a = d.area(x, y);
                    b.append(a == BoardDiagram.Area.BLACK ? '■' : a == BoardDiagram.Area.WHITE ? '□' : '＋');
                }
            }
            out.add(b.toString());
        }
        return out;
    }
}
