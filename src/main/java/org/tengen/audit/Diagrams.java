package org.tengen.audit;

import java.util.ArrayList;
import java.util.List;
import org.tengen.rules.Board;
import org.tengen.rules.Point;
import org.tengen.rules.Position;

/**
 * Board diagrams in full-width characters, so they line up in a CJK font: ● Black, ○ White,
 * ＋ an empty point, ◆ the point in question; columns ＡＢＣ… (no I), rows numbered from the bottom.
 */
public final class Diagrams {

    private static final String LETTERS = "ＡＢＣＤＥＦＧＨＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ";

    private Diagrams() {
    }

    public static List<String> of(Position p, Point mark) {
        int n = p.size();
        List<String> out = new ArrayList<>();
        StringBuilder head = new StringBuilder("    ");
        for (int x = 0; x < n; x++) {
            head.append(LETTERS.charAt(x));
        }
        out.add(head.toString());
        for (int y = 0; y < n; y++) {
            StringBuilder b = new StringBuilder(String.format("%3d ", n - y));
            for (int x = 0; x < n; x++) {
                if (mark != null && mark.x() == x && mark.y() == y) {
                    b.append('◆');
                    continue;
                }
                byte c = p.at(x, y);
                b.append(c == Board.BLACK ? '●' : c == Board.WHITE ? '○' : '＋');
            }
            out.add(b.toString());
        }
        return out;
    }
}
