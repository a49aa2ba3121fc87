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

    private static String header(int n) {
        StringBuilder head = new StringBuilder("    ");
        for (int x = 0; x < n; x++) {
            head.append(LETTERS.charAt(x));
        }
        return head.toString();
    }

    public static List<String> of(Position p, Point mark) {
        int n = p.size();
        List<String> out = new ArrayList<>();
        out.add(header(n));
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

    /**
     * The final position as counted: dead stones marked (▲ black, △ white), territory shaded
     * (■ Black's, □ White's), shared points left empty (＋).
     */
    public static List<String> counted(Position p, boolean[] dead) {
        int n = p.size();
        byte[] c = new byte[n * n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                byte v = p.at(x, y);
                c[y * n + x] = dead != null && dead[y * n + x] ? Board.EMPTY : v;
            }
        }
        byte[] owner = new byte[n * n];          // 1 Black's territory, 2 White's, 3 shared
        int[] stack = new int[n * n];
        for (int start = 0; start < n * n; start++) {
            if (c[start] != Board.EMPTY || owner[start] != 0) {
                continue;
            }
            List<Integer> region = new ArrayList<>();
            boolean black = false;
            boolean white = false;
            int top = 0;
            stack[top++] = start;
            owner[start] = -1;
            while (top > 0) {
                int i = stack[--top];
                region.add(i);
                int x = i % n;
                int y = i / n;
                int[][] nb = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
                for (int[] q : nb) {
                    if (q[0] < 0 || q[1] < 0 || q[0] >= n || q[1] >= n) {
                        continue;
                    }
                    int j = q[1] * n + q[0];
                    if (c[j] == Board.BLACK) {
                        black = true;
                    } else if (c[j] == Board.WHITE) {
                        white = true;
                    } else if (owner[j] == 0) {
                        owner[j] = -1;
                        stack[top++] = j;
                    }
                }
            }
            byte o = black && !white ? (byte) 1 : white && !black ? (byte) 2 : (byte) 3;
            for (int i : region) {
                owner[i] = o;
            }
        }
        List<String> out = new ArrayList<>();
        out.add(header(n));
        for (int y = 0; y < n; y++) {
            StringBuilder b = new StringBuilder(String.format("%3d ", n - y));
            for (int x = 0; x < n; x++) {
                int i = y * n + x;
                byte stone = p.at(x, y);
                if (dead != null && dead[i] && stone != Board.EMPTY) {
                    b.append(stone == Board.BLACK ? '▲' : '△');
                } else if (stone == Board.BLACK) {
                    b.append('●');
                } else if (stone == Board.WHITE) {
                    b.append('○');
                } else {
                    b.append(owner[i] == 1 ? '■' : owner[i] == 2 ? '□' : '＋');
                }
            }
            out.add(b.toString());
        }
        out.add("● ○ stones counted · ▲ △ dead black, white stones · ■ □ Black's, White's territory · ＋ shared");
        return out;
    }
}
