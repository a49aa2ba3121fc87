package org.tengen.sheet;

/**
 * Something in a workbook that could not be understood, or that a person should look at.
 *
 * @param severity {@link Severity#ERROR} rejects the tournament; {@link Severity#WARNING} is reported only
 * @param file     the workbook (or a record) as the organiser named it
 * @param sheet    the sheet's name as written, or null for the whole file
 * @param row      the row as Excel numbers it (1 = first), or 0 for the whole sheet
 * @param column   the column's letter and header, e.g. {@code E 结果}, or null for the whole row
 * @param value    the cell's value as written, or null
 * @param reason   what was expected, in words staff understand
 */
public record Problem(Severity severity, String file, String sheet, int row, String column, String value,
                      String reason) {

    public enum Severity { ERROR, WARNING }

    public boolean error() {
        return severity == Severity.ERROR;
    }

    /** {@code results.xlsx, sheet 对局, row 12, column E 结果: '黑胜3/5子' — reason}. */
    public String where() {
        StringBuilder b = new StringBuilder(file);
        if (sheet != null) {
            b.append(", sheet ").append(sheet);
        }
        if (row > 0) {
            b.append(", row ").append(row);
        }
        if (column != null) {
            b.append(", column ").append(column);
        }
        return b.toString();
    }

    @Override
    public String toString() {
        return where() + (value != null ? ": '" + value + "'" : "") + " — " + reason;
    }
}
