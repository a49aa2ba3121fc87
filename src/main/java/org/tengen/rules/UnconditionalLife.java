package org.tengen.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Benson's algorithm: the chains that stay alive even if their owner passes every move
 * (unconditionally, or "pass-alive"), and the areas they make safe.
 *
 * <p>For a colour, a region is a maximal connected set of points without that colour's stones. A
 * region is vital to a chain when every empty point of the region is a liberty of the chain.
 * Repeatedly drop chains with fewer than two vital regions among the regions whose bordering
 * chains all survive; what remains is unconditionally alive (Benson 1976).
 *
 * <p>A surviving region where every empty point touches an alive chain is a safe area: the
 * opponent can never make an eye there, so opponent stones inside it are dead and its empty points
 * belong to the owner. Larger enclosed areas are not called safe, since the opponent might live
 * inside them. Everything this class decides is certain; everything it leaves is left to
 * {@link DeadStones}.
 */
public final class UnconditionalLife {

    /**
     * @param alive stones that are unconditionally alive, indexed {@code y * size + x}
     * @param safeOwner for each point inside a safe area, the owner ({@link Board#BLACK} or
     *                  {@link Board#WHITE}); {@link Board#EMPTY} elsewhere
     */
    public record Result(boolean[] alive, byte[] safeOwner) {

        /** A stone is certainly dead when it stands inside the opponent's safe area. */
        public boolean certainlyDead(Position position, int x, int y) {
            int i = y * position.size() + x;
            byte c = position.at(x, y);
            return c != Board.EMPTY && safeOwner[i] != Board.EMPTY && safeOwner[i] != c;
        }
    }

    private UnconditionalLife() {
    }

    public static Result analyse(Position position) {
        int n = position.size();
        boolean[] alive = new boolean[n * n];
        byte[] safe = new byte[n * n];
        Board board = position.toBoard();
        for (byte colour = Board.BLACK; colour <= Board.WHITE; colour++) {
            analyseColour(board, colour, alive, safe);
        }
        return new Result(alive, safe);
    }

    private static void analyseColour(Board board, byte colour, boolean[] alive, byte[] safe) {
        int n = board.size();
        int[] offsets = board.neighbourOffsets();
        // Regions: connected components of points not holding this colour.
        int[] regionOf = new int[board.cellCount()];
        java.util.Arrays.fill(regionOf, -1);
        List<int[]> regions = new ArrayList<>();
        List<Set<Integer>> borders = new ArrayList<>();
        int[] stack = new int[board.cellCount()];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int start = board.index(x, y);
                byte c = board.at(start);
                if (c == colour || regionOf[start] >= 0) {
                    continue;
                }
                int id = regions.size();
                List<Integer> points = new ArrayList<>();
                Set<Integer> border = new HashSet<>();
                int top = 0;
                stack[top++] = start;
                regionOf[start] = id;
                while (top > 0) {
                    int p = stack[--top];
                    points.add(p);
                    for (int d : offsets) {
                        int q = p + d;
                        byte qc = board.at(q);
                        if (qc == Board.EDGE) {
                            continue;
                        }
                        if (qc == colour) {
                            border.add(board.chainHead(q));
                        } else if (regionOf[q] < 0) {
                            regionOf[q] = id;
                            stack[top++] = q;
                        }
                    }
                }
                regions.add(points.stream().mapToInt(Integer::intValue).toArray());
                borders.add(border);
            }
        }
        // Vital regions of each chain.
        Map<Integer, List<Integer>> vital = new HashMap<>();
        for (int r = 0; r < regions.size(); r++) {
            for (int chain : borders.get(r)) {
                if (isVital(board, regions.get(r), chain)) {
                    vital.computeIfAbsent(chain, k -> new ArrayList<>()).add(r);
                }
            }
        }
        Set<Integer> living = new HashSet<>();
        for (Set<Integer> border : borders) {
            living.addAll(border);
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Integer chain : new ArrayList<>(living)) {
                int healthy = 0;
                for (int r : vital.getOrDefault(chain, List.of())) {
                    if (living.containsAll(borders.get(r))) {
                        healthy++;
                    }
                }
                if (healthy < 2) {
                    living.remove(chain);
                    changed = true;
                }
            }
        }
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int p = board.index(x, y);
                if (board.at(p) == colour && living.contains(board.chainHead(p))) {
                    alive[y * n + x] = true;
                }
            }
        }
        for (int r = 0; r < regions.size(); r++) {
            Set<Integer> border = borders.get(r);
            if (border.isEmpty() || !living.containsAll(border)) {
                continue;
            }
            boolean small = true;
            for (int p : regions.get(r)) {
                if (board.at(p) == Board.EMPTY && !touchesAny(board, p, colour, offsets)) {
                    small = false;
                    break;
                }
            }
            if (small) {
                for (int p : regions.get(r)) {
                    safe[board.y(p) * n + board.x(p)] = colour;
                }
            }
        }
    }

    private static boolean touchesAny(Board board, int p, byte colour, int[] offsets) {
        for (int d : offsets) {
            if (board.at(p + d) == colour) {
                return true;
            }
        }
        return false;
    }

    private static boolean isVital(Board board, int[] region, int chain) {
        for (int p : region) {
            if (board.at(p) != Board.EMPTY) {
                continue;
            }
            boolean liberty = false;
            for (int d : board.neighbourOffsets()) {
                int q = p + d;
                byte c = board.at(q);
                if ((c == Board.BLACK || c == Board.WHITE) && board.chainHead(q) == chain) {
                    liberty = true;
                    break;
                }
            }
            if (!liberty) {
                return false;
            }
        }
        return true;
    }
}
