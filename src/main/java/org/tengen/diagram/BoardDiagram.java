package org.tengen.diagram;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tengen.rules.Board;
import org.tengen.rules.Point;
import org.tengen.rules.Position;

/**
 * What a board diagram shows, as a plain value: the stones, and on them the marks a referee reads
 * (the act in question, the last move, the ko point, numbered stones of a sequence) and, for a
 * counted position, which side each point belongs to. {@link BoardSvg} draws it.
 *
 * <p>Points are {@link Point}s (column from the left, row from the top); nothing here knows how a
 * point is named in a record.
 */
public final class BoardDiagram {

    /** Marks drawn on a point. */
    public enum Mark {
        /** The act in question: an illegal move, the move a finding is about (a square). */
        SQUARE,
        /** The last move played (a ring). */
        CIRCLE,
        /** The ko point: where the side to move may not retake at once (art. 18.3) (a triangle). */
        TRIANGLE
    }

    /** Whose a point is at the count (数子, art. 9): the side's territory, or shared (公气, art. 21.2). */
    public enum Area { NONE, BLACK, WHITE, SHARED }

    private final int size;
    private final byte[] stones;
    private final boolean[] dead;
    private final Area[] areas;
    private final Map<Point, Mark> marks;
    private final Map<Point, String> labels;

    private BoardDiagram(int size, byte[] stones, boolean[] dead, Area[] areas, Map<Point, Mark> marks,
                         Map<Point, String> labels) {
        this.size = size;
        this.stones = stones;
        this.dead = dead;
        this.areas = areas;
        this.marks = marks;
        this.labels = labels;
    }

    /** The stones of a position, with no marks. */
    public static BoardDiagram of(Position position) {
        int n = position.size();
        if (n < 2 || n > 25) {
            throw new IllegalArgumentException("a diagram is drawn for boards of 2 to 25 lines, not " + n);
        }
        byte[] stones = new byte[n * n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                stones[y * n + x] = position.at(x, y);
            }
        }
        Area[] areas = new Area[n * n];
        Arrays.fill(areas, Area.NONE);
        return new BoardDiagram(n, stones, new boolean[n * n], areas, Map.of(), Map.of());
    }

    public int size() {
        return size;
    }

    /** {@link Board#EMPTY}, {@link Board#BLACK} or {@link Board#WHITE}. */
    public byte stone(int x, int y) {
        return stones[y * size + x];
    }

    public boolean dead(int x, int y) {
        return dead[y * size + x];
    }

    public Area area(int x, int y) {
        return areas[y * size + x];
    }

    public Map<Point, Mark> marks() {
        return marks;
    }

    public Map<Point, String> labels() {
        return labels;
    }

    /** Black and white stones on the board (dead ones included). */
    public int stoneCount(byte colour) {
        int n = 0;
        for (byte s : stones) {
            if (s == colour) {
                n++;
            }
        }
        return n;
    }

    private void check(Point p) {
        if (!p.isOn(size)) {
            throw new IllegalArgumentException("point " + p + " is not on a " + size + "×" + size + " board");
        }
    }

    /** The same diagram with a mark on a point (replacing any mark there). */
    public BoardDiagram mark(Point p, Mark mark) {
        check(p);
        Map<Point, Mark> m = new LinkedHashMap<>(marks);
        m.put(p, mark);
        return new BoardDiagram(size, stones, dead, areas, Collections.unmodifiableMap(m), labels);
    }

    /** The same diagram with a label (a move number, a letter) on a point. */
    public BoardDiagram label(Point p, String label) {
        check(p);
        Map<Point, String> m = new LinkedHashMap<>(labels);
        m.put(p, label);
        return new BoardDiagram(size, stones, dead, areas, marks, Collections.unmodifiableMap(m));
    }

    /**
     * The same diagram as counted: {@code dead} stones (indexed {@code y * size + x}) drawn as dead,
     * and every point's area.
     */
    public BoardDiagram counted(boolean[] deadStones, Area[] pointAreas) {
        if (pointAreas.length != size * size || (deadStones != null && deadStones.length != size * size)) {
            throw new IllegalArgumentException("the count is of another board size");
        }
        return new BoardDiagram(size, stones, deadStones == null ? new boolean[size * size] : deadStones.clone(),
                pointAreas.clone(), marks, labels);
    }
}
