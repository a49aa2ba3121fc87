package org.tengen.rules;

/**
 * An intersection of the board. {@code x} is the column counted from the left, {@code y} the row
 * counted from the top (as SGF counts), both from 0.
 *
 * <p>Referees read points in GTP style: columns {@code A}…{@code Z} without {@code I}, rows
 * counted from the bottom, so the lower left corner is {@code A1} (the convention of printed
 * Chinese game records as well).
 */
public record Point(int x, int y) {

    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    public Point {
        if (x < 0 || y < 0 || x >= RuleSet.MAX_SIZE || y >= RuleSet.MAX_SIZE) {
            throw new IllegalArgumentException("point off any board: " + x + "," + y);
        }
    }

    public boolean isOn(int size) {
        return x < size && y < size;
    }

    /** GTP name on a board of the given size, e.g. {@code D4}. */
    public String toGtp(int size) {
        return COLUMNS.charAt(x) + Integer.toString(size - y);
    }

    /** Two-letter SGF name, e.g. {@code dp}. */
    public String toSgf() {
        return "" + sgfLetter(x) + sgfLetter(y);
    }

    private static char sgfLetter(int i) {
        return (char) (i < 26 ? 'a' + i : 'A' + i - 26);
    }

    /** Parses a GTP name such as {@code Q16} on a board of the given size. */
    public static Point parseGtp(String name, int size) {
        String s = name.trim().toUpperCase();
        if (s.length() < 2) {
            throw new IllegalArgumentException("not a point: '" + name + "' (expected e.g. D4)");
        }
        int x = COLUMNS.indexOf(s.charAt(0));
        int row;
        try {
            row = Integer.parseInt(s.substring(1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a point: '" + name + "' (expected e.g. D4)");
        }
        if (x < 0 || x >= size || row < 1 || row > size) {
            throw new IllegalArgumentException("point " + name + " is not on a " + size + "×" + size + " board");
        }
        return new Point(x, size - row);
    }
}
