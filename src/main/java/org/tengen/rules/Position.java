package org.tengen.rules;

import java.util.Arrays;

/**
 * An immutable arrangement of stones on an N×N board, row by row from the top. Cells hold
 * {@link Board#EMPTY}, {@link Board#BLACK} or {@link Board#WHITE}.
 */
public final class Position {

    private final int size;
    private final byte[] stones;

    Position(int size, byte[] stones) {
        this.size = size;
        this.stones = stones;
    }

    /**
     * Reads a diagram, one line per row from the top: {@code X} or {@code B} black, {@code O} or
     * {@code W} white, {@code .} or {@code +} empty; spaces are ignored. For tests and examples.
     */
    public static Position parse(String diagram) {
        String[] lines = diagram.strip().split("\\R");
        int size = lines.length;
        byte[] stones = new byte[size * size];
        for (int y = 0; y < size; y++) {
            String row = lines[y].replace(" ", "");
            if (row.length() != size) {
                throw new IllegalArgumentException("row " + (y + 1) + " has " + row.length()
                        + " points, expected " + size);
            }
            for (int x = 0; x < size; x++) {
                stones[y * size + x] = switch (row.charAt(x)) {
                    case 'X', 'B', 'x' -> Board.BLACK;
                    case 'O', 'W', 'o' -> Board.WHITE;
                    case '.', '+' -> Board.EMPTY;
                    default -> throw new IllegalArgumentException("unknown mark '" + row.charAt(x) + "'");
                };
            }
        }
        return new Position(size, stones);
    }

    public int size() {
        return size;
    }

    public byte at(int x, int y) {
        return stones[y * size + x];
    }

    public byte at(Point p) {
        return at(p.x(), p.y());
    }

    /** A board holding these stones (no captures are made: the position is taken as it is). */
    public Board toBoard() {
        Board board = new Board(size);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                byte c = stones[y * size + x];
                if (c != Board.EMPTY) {
                    board.setUp(c, board.index(x, y));
                }
            }
        }
        return board;
    }

    /** The same diagram {@link #parse} reads. */
    public String diagram() {
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                byte c = stones[y * size + x];
                sb.append(c == Board.BLACK ? 'X' : c == Board.WHITE ? 'O' : '.');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && p.size == size && Arrays.equals(p.stones, stones);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(stones);
    }

    @Override
    public String toString() {
        return diagram();
    }
}
