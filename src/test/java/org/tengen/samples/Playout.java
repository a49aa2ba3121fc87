package org.tengen.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.tengen.rules.Board;
import java.util.HashSet;
import java.util.Set;

/**
 * A legal-move player for sample records: random legal moves that never fill a player's own
 * single-point eye nor repeat a whole-board position, to the end (two passes), or stopped early
 * for a resignation. Opening moves can be forced, an illegal one included (it is written and
 * then treated as the rules treat it: void, a pass).
 */
final class Playout {

    private Playout() {
    }

    /** Moves as SGF nodes ({@code B[pd]}, {@code W[]}), Black first unless the game has a handicap. */
    static List<String> play(int size, List<int[]> handicapStones, List<int[]> forced, Random rnd, int stopAfter) {
        Board board = new Board(size);
        for (int[] h : handicapStones) {
            board.setUp(Board.BLACK, board.index(h[0], h[1]));
        }
        Set<Long> seen = new HashSet<>();
        seen.add(board.hash());
        List<String> out = new ArrayList<>();
        byte colour = handicapStones.isEmpty() ? Board.BLACK : Board.WHITE;
        for (int[] f : forced) {
            int p = board.index(f[0], f[1]);
            out.add(node(colour, f[0], f[1]));
            if (board.check(colour, p, false) == Board.Check.LEGAL) {
                board.play(colour, p);
                seen.add(board.hash());
            } else {
                board.pass();
            }
            colour = (byte) (3 - colour);
        }
        int passes = 0;
        int[] order = new int[size * size];
        while (passes < 2 && out.size() < stopAfter) {
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            int chosen = -1;
            for (int i = order.length - 1; i >= 0 && chosen < 0; i--) {
                int j = rnd.nextInt(i + 1);
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
                int x = order[i] % size;
                int y = order[i] / size;
                int p = board.index(x, y);
                if (board.check(colour, p, false) != Board.Check.LEGAL || ownEye(board, colour, p)
                        || seen.contains(board.hashAfter(colour, p))) {
                    continue;
                }
                chosen = order[i];
            }
            if (chosen < 0) {
                out.add(colour == Board.BLACK ? "B[]" : "W[]");
                board.pass();
                passes++;
            } else {
                int x = chosen % size;
                int y = chosen / size;
                board.play(colour, board.index(x, y));
                seen.add(board.hash());
                out.add(node(colour, x, y));
                passes = 0;
            }
            colour = (byte) (3 - colour);
        }
        return out;
    }

    private static boolean ownEye(Board board, byte colour, int p) {
        for (int d : board.neighbourOffsets()) {
            byte c = board.at(p + d);
            if (c != colour && c != Board.EDGE) {
                return false;
            }
        }
        return true;
    }

    private static String node(byte colour, int x, int y) {
        return (colour == Board.BLACK ? "B[" : "W[") + (char) ('a' + x) + (char) ('a' + y) + "]";
    }
}
