package org.tengen.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * A plain-text table for a terminal or a wall: columns aligned by display width, where a Chinese
 * character takes two cells.
 */
final class TextTable {

    private final List<String[]> rows = new ArrayList<>();
    private final boolean[] right;

    TextTable(boolean[] rightAligned) {
        this.right = rightAligned;
    }

    void add(List<String> cells) {
        rows.add(cells.toArray(String[]::new));
    }

    static int width(String s) {
        int w = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            w += wide(cp) ? 2 : 1;
            i += Character.charCount(cp);
        }
        return w;
    }

    private static boolean wide(int cp) {
        return (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) || (cp >= 0xAC00 && cp <= 0xD7A3)
                || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60)
                || (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x20000 && cp <= 0x3FFFD);
    }

    String render() {
        int cols = rows.stream().mapToInt(r -> r.length).max().orElse(0);
        int[] w = new int[cols];
        for (String[] r : rows) {
            for (int c = 0; c < r.length; c++) {
                w[c] = Math.max(w[c], width(r[c] == null ? "" : r[c]));
            }
        }
        StringBuilder b = new StringBuilder();
        for (String[] r : rows) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < r.length; c++) {
                String cell = r[c] == null ? "" : r[c];
                String padding = " ".repeat(w[c] - width(cell));
                boolean alignRight = c < right.length && right[c];
                line.append(alignRight ? padding + cell : cell + padding);
                if (c + 1 < r.length) {
                    line.append("  ");
                }
            }
            b.append(line.toString().stripTrailing()).append('\n');
        }
        return b.toString();
    }
}
