package org.tengen.report;

import java.math.BigDecimal;
import java.util.List;

/**
 * A printable document as plain data: a title, the federation's header, what data it was made
 * from, and sections of tables and lines. Renderers make PDF, XLSX and HTML of it alike.
 *
 * @param kind     the report's kind ({@code crosstable}, {@code rating-list} …), for file names
 * @param name     what distinguishes this one (a tournament code, a player id), for file names
 * @param dataVersion what it was made from, e.g. "registry as of 2026-11-29 22:15, rating run 3"
 * @param printed  the time it was printed, which the caller passes (null: not stated); the files carry it,
 *                 so the same data printed with the same time gives the same file
 */
public record Report(String kind, String name, String title, String subtitle, String federation, String dataVersion,
                     List<Section> sections, java.time.LocalDateTime printed) {

    public Report(String kind, String name, String title, String subtitle, String federation, String dataVersion,
                  List<Section> sections) {
        this(kind, name, title, subtitle, federation, dataVersion, sections, null);
    }

    /** The same report, printed at {@code time}. */
    public Report withPrinted(java.time.LocalDateTime time) {
        return new Report(kind, name, title, subtitle, federation, dataVersion, sections, time);
    }

    /**
     * A part of the report: a heading, lines of text, and a table (any may be empty); {@code diagram}
     * lines are a board, printed as they are, one character a point (a terminal's view); a
     * {@code figure} is the same board drawn, which PDF and HTML show instead, with its notes.
     */
    public record Section(String heading, List<String> lines, Table table, boolean diagram, String pngBase64,
                          org.tengen.diagram.Figures.Figure figure) {

        public Section(String heading, List<String> lines, Table table) {
            this(heading, lines, table, false, null, null);
        }

        public Section(String heading, List<String> lines, Table table, boolean diagram, String pngBase64) {
            this(heading, lines, table, diagram, pngBase64, null);
        }

        /** A board drawn as a vector diagram; {@code textBoard} is the same board in characters, for a terminal. */
        public static Section figure(String heading, org.tengen.diagram.Figures.Figure figure, List<String> textBoard) {
            return new Section(heading, textBoard, null, true, null, figure);
        }

        public Section(String heading, List<String> lines, Table table, boolean diagram) {
            this(heading, lines, table, diagram, null, null);
        }
    }

    /** A table: column headings, which columns are numbers, and the rows. */
    public record Table(List<String> headings, List<List<Object>> rows) {

        public static Table of(List<String> headings, List<List<Object>> rows) {
            return new Table(headings, rows);
        }

        /** Whether column {@code c} holds numbers (so spreadsheets sum and sort them as numbers). */
        public boolean numeric(int c) {
            boolean any = false;
            for (List<Object> r : rows) {
                Object v = c < r.size() ? r.get(c) : null;
                if (v == null) {
                    continue;
                }
                if (!(v instanceof Number)) {
                    return false;
                }
                any = true;
            }
            return any;
        }
    }

    /** A number as the report prints it: exact decimals without trailing zeros, or as given. */
    public static String text(Object v) {
        if (v == null) {
            return "";
        }
        if (v instanceof BigDecimal b) {
            return b.stripTrailingZeros().toPlainString();
        }
        if (v instanceof Double d) {
            return String.format("%.3f", d);
        }
        return v.toString();
    }
}
