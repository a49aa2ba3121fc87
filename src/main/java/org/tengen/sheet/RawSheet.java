package org.tengen.sheet;

import java.util.List;

/**
 * One sheet of a workbook as text: what the reader of the file hands the parser. Rows that hold
 * nothing may be left out; every row keeps the number Excel shows for it.
 */
public record RawSheet(String name, List<Row> rows) {

    public RawSheet {
        rows = List.copyOf(rows);
    }

    /**
     * A row: its Excel number (1 = first) and its cells' text by column (index 0 = column A), null
     * or empty for an empty cell. Dates are written {@code yyyy-MM-dd} by the reader.
     */
    public record Row(int number, List<String> cells) {

        public String cell(int column) {
            return column < cells.size() && cells.get(column) != null ? cells.get(column) : "";
        }

        public boolean blank() {
            for (String c : cells) {
                if (c != null && !Fold.value(c).isEmpty()) {
                    return false;
                }
            }
            return true;
        }
    }

    /** The letter Excel gives a column (0 → A, 26 → AA). */
    public static String columnLetter(int index) {
        StringBuilder b = new StringBuilder();
        int i = index + 1;
        while (i > 0) {
            int rem = (i - 1) % 26;
            b.insert(0, (char) ('A' + rem));
            i = (i - 1) / 26;
        }
        return b.toString();
    }
}
