package org.tengen.diagram;

import java.util.Arrays;
import org.tengen.rules.Board;
import org.tengen.rules.Position;

/**
 * Whose each point is once the dead stones are off (数子法, arts. 9–11, 21.2): an empty region
 * bordered by one colour only is that side's, any other is shared; a stone belongs to its side and
 * a dead stone's point to the region it lies in. The same sorting {@link org.tengen.rules.Counting}
 * does, kept point by point so a diagram can show it.
 */
public final class Areas {

    private Areas() {
    }

    public static BoardDiagram.Area[] of(Position position, boolean[] dead) {
        int n = position.size();
        byte[] c = new byte[n * n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int i = y * n + x;
                c[i] = dead != null && dead[i] ? Board.EMPTY : position.at(x, y);
            }
        }
        BoardDiagram.Area[] out = new BoardDiagram.Area[n * n];
        Arrays.fill(out, BoardDiagram.Area.NONE);
        boolean[] seen = new boolean[n * n];
        int[] region = new int[n * n];
        for (int start = 0; start < n * n; start++) {
            if (c[start] != Board.EMPTY || seen[start]) {
                continue;
            }
            int size = 0;
            int read = 0;
            boolean black = false;
            boolean white = false;
            region[size++] = start;
            seen[start] = true;
            while (read < size) {
                int i = region[read++];
                int x = i % n;
                int y = i / n;
                int[] next = {x > 0 ? i - 1 : -1, x < n - 1 ? i + 1 : -1, y > 0 ? i - n : -1, y < n - 1 ? i + n : -1};
                for (int j : next) {
                    if (j < 0) {
                        continue;
                    }
                    if (c[j] == Board.BLACK) {
                        black = true;
                    } else if (c[j] == Board.WHITE) {
                        white = true;
                    } else if (!seen[j]) {
                        seen[j] = true;
                        region[size++] = j;
                    }
                }
            }
            BoardDiagram.Area a = black && !white ? BoardDiagram.Area.BLACK
                    : white && !black ? BoardDiagram.Area.WHITE : BoardDiagram.Area.SHARED;
            for (int k = 0; k < size; k++) {
                out[region[k]] = a;
            }
        }
        return out;
    }
}
