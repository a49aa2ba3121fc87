package org.tengen.diagram;

import java.util.Map;
import org.tengen.rules.Board;
import org.tengen.rules.Point;

/**
 * Draws a {@link BoardDiagram} as SVG: grid, star points, coordinates as records name points
 * (columns A–Z without I, rows 1… from the bottom), stones, dead stones, areas, marks and numbers.
 * Black and white only, with strokes thick enough to print: the same drawing serves the PDF
 * (through openhtmltopdf's SVG support), the HTML reports and the site.
 *
 * <p>Every element carries a class ({@code stone b}, {@code mark square}, {@code area w} …) so a
 * stylesheet can tint it on screen and a test can count it.
 */
public final class BoardSvg {

    /** Column letters as records write them: no I. */
    public static final String COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    /** Distance between two lines, in the drawing's units. */
    public static final int UNIT = 20;

    /** From the drawing's edge to the first line: room for the coordinates clear of the stones. */
    public static final int MARGIN = 32;

    private BoardSvg() {
    }

    /** The intersections that carry a star point (星位) on a board of this size. */
    public static boolean isStarPoint(int size, int x, int y) {
        int edge = size >= 13 ? 3 : size >= 7 ? 2 : -1;
        int mid = size % 2 == 1 ? size / 2 : -1;
        boolean xe = x == edge || x == size - 1 - edge;
        boolean ye = y == edge || y == size - 1 - edge;
        if (edge >= 0 && xe && ye) {
            return true;
        }
        if (mid >= 0 && x == mid && y == mid) {
            return true;
        }
        return size >= 15 && mid >= 0 && ((x == mid && ye) || (y == mid && xe));
    }

    public static String render(BoardDiagram d) {
        return render(d, null);
    }

    /** The diagram as a standalone {@code <svg>} element; {@code title} becomes its accessible name. */
    public static String render(BoardDiagram d, String title) {
        int n = d.size();
        int u = UNIT;
        int margin = MARGIN;
        int side = (n - 1) * u + 2 * margin;
        StringBuilder b = new StringBuilder(8192 + n * n * 40);
        b.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" viewBox=\"0 0 ").append(side).append(' ')
                .append(side).append("\" width=\"").append(side).append("\" height=\"").append(side)
                .append("\" data-size=\"").append(n).append("\" data-unit=\"").append(u).append("\" data-margin=\"")
                .append(MARGIN).append("\" font-family=\"DejaVu Sans, Arial, Helvetica, sans-serif\" role=\"img\"");
        if (title != null) {
            b.append(" aria-label=\"").append(escape(title)).append('"');
        }
        b.append(">");
        if (title != null) {
            b.append("<title>").append(escape(title)).append("</title>");
        }
        b.append("<rect class=\"bg\" x=\"0\" y=\"0\" width=\"").append(side).append("\" height=\"").append(side)
                .append("\" fill=\"#fff\"/>");
        // The grid: the edge drawn heavier, as printed boards have it.
        b.append("<path class=\"grid\" fill=\"none\" stroke=\"#000\" stroke-width=\"1\" d=\"");
        for (int i = 0; i < n; i++) {
            int c = margin + i * u;
            int end = margin + (n - 1) * u;
            b.append('M').append(margin).append(' ').append(c).append('H').append(end);
            b.append('M').append(c).append(' ').append(margin).append('V').append(end);
        }
        b.append("\"/>");
        int end = (n - 1) * u;
        b.append("<rect class=\"edge\" x=\"").append(margin).append("\" y=\"").append(margin).append("\" width=\"")
                .append(end).append("\" height=\"").append(end).append("\" fill=\"none\" stroke=\"#000\" stroke-width=\"2\"/>");
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                if (isStarPoint(n, x, y)) {
                    circle(b, "star", cx(x), cx(y), 3.2, "#000", null, 0);
                }
            }
        }
        // Coordinates on all four sides.
        for (int i = 0; i < n; i++) {
            String col = String.valueOf(COLUMNS.charAt(i));
            String row = Integer.toString(n - i);
            text(b, "coord", cx(i), 10, 10, col, "#000");
            text(b, "coord", cx(i), side - 10, 10, col, "#000");
            text(b, "coord", 11, cx(i), 10, row, "#000");
            text(b, "coord", side - 11, cx(i), 10, row, "#000");
        }
        // Areas of empty points (and of dead stones' points, drawn on top of the stone below).
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                if (d.stone(x, y) == Board.EMPTY) {
                    area(b, d.area(x, y), cx(x), cx(y));
                }
            }
        }
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                byte s = d.stone(x, y);
                if (s == Board.EMPTY) {
                    continue;
                }
                boolean dead = d.dead(x, y);
                String cls = "stone " + (s == Board.BLACK ? "b" : "w") + (dead ? " dead" : "");
                if (s == Board.BLACK) {
                    circle(b, cls, cx(x), cx(y), u * 0.47, dead ? "#999" : "#000", "#000", 1);
                } else {
                    circle(b, cls, cx(x), cx(y), u * 0.47, "#fff", "#000", 1.2);
                }
                if (dead) {
                    area(b, d.area(x, y), cx(x), cx(y));
                }
            }
        }
        for (Map.Entry<Point, BoardDiagram.Mark> e : d.marks().entrySet()) {
            mark(b, d, e.getKey(), e.getValue());
        }
        for (Map.Entry<Point, String> e : d.labels().entrySet()) {
            Point p = e.getKey();
            byte s = d.stone(p.x(), p.y());
            String label = e.getValue();
            double size = label.length() <= 2 ? 11 : 9;
            if (s == Board.EMPTY) {
                circle(b, "label-bg", cx(p.x()), cx(p.y()), u * 0.42, "#fff", null, 0);
            }
            text(b, "label" + (s == Board.BLACK ? " on-b" : s == Board.WHITE ? " on-w" : ""), cx(p.x()), cx(p.y()), size,
                    label, s == Board.BLACK ? "#fff" : "#000");
        }
        b.append("</svg>");
        return b.toString();
    }

    private static double cx(int i) {
        return MARGIN + i * UNIT;
    }

    private static void mark(StringBuilder b, BoardDiagram d, Point p, BoardDiagram.Mark mark) {
        byte s = d.stone(p.x(), p.y());
        String ink = s == Board.BLACK ? "#fff" : "#000";
        String fill = s == Board.EMPTY ? "#fff" : "none";
        double x = cx(p.x());
        double y = cx(p.y());
        switch (mark) {
            case SQUARE -> {
                double h = s == Board.EMPTY ? UNIT * 0.36 : UNIT * 0.27;
                b.append("<rect class=\"mark square\" x=\"").append(num(x - h)).append("\" y=\"").append(num(y - h))
                        .append("\" width=\"").append(num(2 * h)).append("\" height=\"").append(num(2 * h))
                        .append("\" fill=\"").append(fill).append("\" stroke=\"").append(ink)
                        .append("\" stroke-width=\"2.2\"/>");
            }
            case CIRCLE -> circle(b, "mark circle", x, y, UNIT * 0.25, fill, ink, 2);
            case TRIANGLE -> {
                double r = UNIT * 0.34;
                b.append("<path class=\"mark triangle\" d=\"M").append(num(x)).append(' ').append(num(y - r))
                        .append('L').append(num(x + r * 0.87)).append(' ').append(num(y + r * 0.5)).append('L')
                        .append(num(x - r * 0.87)).append(' ').append(num(y + r * 0.5)).append("Z\" fill=\"")
                        .append(fill).append("\" stroke=\"").append(ink).append("\" stroke-width=\"1.8\"/>");
            }
            default -> throw new IllegalStateException("unknown mark " + mark);
        }
    }

    /** Black's area: a small black square; White's: a small white square; shared: a small cross. */
    private static void area(StringBuilder b, BoardDiagram.Area a, double x, double y) {
        double h = UNIT * 0.2;
        switch (a) {
            case BLACK, WHITE -> b.append("<rect class=\"area ").append(a == BoardDiagram.Area.BLACK ? "b" : "w")
                    .append("\" x=\"").append(num(x - h)).append("\" y=\"").append(num(y - h)).append("\" width=\"")
                    .append(num(2 * h)).append("\" height=\"").append(num(2 * h)).append("\" fill=\"")
                    .append(a == BoardDiagram.Area.BLACK ? "#000" : "#fff").append("\" stroke=\"#000\" stroke-width=\"1.2\"/>");
            case SHARED -> b.append("<path class=\"area shared\" d=\"M").append(num(x - h)).append(' ').append(num(y - h))
                    .append('L').append(num(x + h)).append(' ').append(num(y + h)).append('M').append(num(x - h))
                    .append(' ').append(num(y + h)).append('L').append(num(x + h)).append(' ').append(num(y - h))
                    .append("\" stroke=\"#000\" stroke-width=\"1.6\" fill=\"none\"/>");
            default -> {
            }
        }
    }

    private static void circle(StringBuilder b, String cls, double x, double y, double r, String fill, String stroke,
                               double width) {
        b.append("<circle class=\"").append(cls).append("\" cx=\"").append(num(x)).append("\" cy=\"").append(num(y))
                .append("\" r=\"").append(num(r)).append("\" fill=\"").append(fill).append('"');
        if (stroke != null) {
            b.append(" stroke=\"").append(stroke).append("\" stroke-width=\"").append(num(width)).append('"');
        }
        b.append("/>");
    }

    private static void text(StringBuilder b, String cls, double x, double y, double size, String s, String fill) {
        // The baseline a third of the size below the centre: centred without dominant-baseline, which not every renderer has.
        b.append("<text class=\"").append(cls).append("\" x=\"").append(num(x)).append("\" y=\"")
                .append(num(y + size * 0.36)).append("\" font-size=\"").append(num(size))
                .append("\" text-anchor=\"middle\" fill=\"").append(fill).append("\">").append(escape(s))
                .append("</text>");
    }

    static String num(double v) {
        long r = Math.round(v * 10);
        return r % 10 == 0 ? Long.toString(r / 10) : Double.toString(r / 10.0);
    }

    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c < 0x20 ? ' ' : c);
            }
        }
        return b.toString();
    }
}
