package org.tengen.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.tengen.rules.Finding;
import org.tengen.rules.Score;
import org.tengen.verification.Status;
import org.tengen.verification.Verification;

/**
 * Writes verifications as a table (one line a game, findings under it, a count per status at the
 * end), JSON Lines (the fields of cli.md, stable names) or CSV.
 */
final class VerificationOutput {

    private static final String CSV_HEADER =
            "file,game,status,recorded,computed,rules,size,handicap,komiPoints,moves,blackArea,whiteArea,deadStones,findings";

    private final OutputFormat format;
    private final PrintWriter out;
    private final Map<Status, Integer> counts = new EnumMap<>(Status.class);
    private boolean started;

    VerificationOutput(OutputFormat format, PrintWriter out) {
        this.format = format;
        this.out = out;
    }

    void write(Verification v) {
        counts.merge(v.status(), 1, Integer::sum);
        switch (format) {
            case json -> out.println(toJson(v));
            case csv -> {
                if (!started) {
                    out.println(CSV_HEADER);
                }
                out.println(toCsv(v));
            }
            case text -> {
                if (!started) {
                    out.printf("%-12s %-9s %-9s %7s %7s %-11s %s%n", "STATUS", "RECORDED", "COMPUTED", "B AREA",
                            "W AREA", "DEAD", "RECORD");
                }
                out.printf("%-12s %-9s %-9s %7s %7s %-11s %s%n", v.status(), v.recorded().notation(),
                        v.computed() == null ? "-" : v.computed().notation(), area(v.blackArea()),
                        area(v.whiteArea()), v.deadStones().label(), name(v));
                for (Finding f : v.findings()) {
                    out.printf("    %s%s%s: %s%n", f.move() > 0 ? "move " + f.move() + " " : "", f.kind(),
                            f.point() == null ? "" : " " + f.point(), f.ruling());
                }
                for (String note : v.notes()) {
                    out.printf("    note: %s%n", note);
                }
            }
        }
        started = true;
        out.flush();
    }

    /** Prints the count per status (text format only) and returns the total. */
    int summary(boolean quiet) {
        int total = counts.values().stream().mapToInt(Integer::intValue).sum();
        if (format == OutputFormat.text && !quiet) {
            out.println();
            List<String> parts = new ArrayList<>();
            for (Status s : Status.values()) {
                parts.add(s + " " + counts.getOrDefault(s, 0));
            }
            out.println(total + " games: " + String.join(", ", parts));
            out.flush();
        }
        return total;
    }

    boolean allVerified() {
        return counts.keySet().stream().allMatch(s -> s == Status.VERIFIED);
    }

    private static String name(Verification v) {
        return v.game() > 0 ? v.file() + " #" + (v.game() + 1) : v.file();
    }

    private static String area(Score s) {
        return s == null ? "-" : s.toBigDecimal().toPlainString();
    }

    /**
     * One JSON object on one line, the fields in cli.md's order. Written by hand, not by a JSON
     * library: {@code verify} writes thousands of these and starts no more than it needs.
     */
    static String toJson(Verification v) {
        StringBuilder b = new StringBuilder(256);
        b.append("{\"file\":");
        string(b, v.file());
        b.append(",\"game\":").append(v.game());
        b.append(",\"status\":");
        string(b, v.status().name());
        b.append(",\"recorded\":");
        string(b, v.recorded().notation());
        b.append(",\"computed\":");
        string(b, v.computed() == null ? null : v.computed().notation());
        b.append(",\"rules\":");
        string(b, v.rules());
        b.append(",\"size\":").append(v.size());
        b.append(",\"handicap\":").append(v.handicap());
        b.append(",\"komiPoints\":");
        decimal(b, v.komi());
        b.append(",\"moves\":").append(v.moves());
        b.append(",\"blackArea\":");
        decimal(b, v.blackArea());
        b.append(",\"whiteArea\":");
        decimal(b, v.whiteArea());
        b.append(",\"deadStones\":");
        string(b, v.deadStones().label());
        b.append(",\"findings\":[");
        boolean first = true;
        for (Finding f : v.findings()) {
            b.append(first ? "{\"move\":" : ",{\"move\":").append(f.move());
            b.append(",\"kind\":");
            string(b, f.kind().name());
            b.append(",\"point\":");
            string(b, f.point());
            b.append(",\"ruling\":");
            string(b, f.ruling());
            b.append('}');
            first = false;
        }
        b.append("],\"notes\":[");
        first = true;
        for (String note : v.notes()) {
            if (!first) {
                b.append(',');
            }
            string(b, note);
            first = false;
        }
        b.append("],\"black\":");
        string(b, v.blackName());
        b.append(",\"white\":");
        string(b, v.whiteName());
        return b.append('}').toString();
    }

    /** A score in points with one decimal ({@code 7.5}, {@code 0.0}, {@code 184.0}), or null. */
    private static void decimal(StringBuilder b, Score s) {
        if (s == null) {
            b.append("null");
        } else {
            b.append(s.toBigDecimal().toString());
        }
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    /** A JSON string: quotes, backslashes and control characters escaped, everything else as it is. */
    static void string(StringBuilder b, String s) {
        if (s == null) {
            b.append("null");
            return;
        }
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c >= 0x20) {
                b.append(c);
            } else {
                switch (c) {
                    case '\b' -> b.append("\\b");
                    case '\t' -> b.append("\\t");
                    case '\n' -> b.append("\\n");
                    case '\f' -> b.append("\\f");
                    case '\r' -> b.append("\\r");
                    default -> b.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
                }
            }
        }
        b.append('"');
    }

    private static String toCsv(Verification v) {
        List<String> cells = new ArrayList<>();
        cells.add(v.file());
        cells.add(Integer.toString(v.game()));
        cells.add(v.status().name());
        cells.add(v.recorded().notation());
        cells.add(v.computed() == null ? "" : v.computed().notation());
        cells.add(v.rules() == null ? "" : v.rules());
        cells.add(Integer.toString(v.size()));
        cells.add(Integer.toString(v.handicap()));
        cells.add(v.komi() == null ? "" : v.komi().toBigDecimal().toPlainString());
        cells.add(Integer.toString(v.moves()));
        cells.add(v.blackArea() == null ? "" : v.blackArea().toBigDecimal().toPlainString());
        cells.add(v.whiteArea() == null ? "" : v.whiteArea().toBigDecimal().toPlainString());
        cells.add(v.deadStones().label());
        List<String> fs = new ArrayList<>();
        for (Finding f : v.findings()) {
            fs.add(f.move() + " " + f.kind() + (f.point() == null ? "" : " " + f.point()) + ": " + f.ruling());
        }
        cells.add(String.join("; ", fs));
        return String.join(",", cells.stream().map(VerificationOutput::csvCell).toList());
    }

    static String csvCell(String s) {
        if (s == null) {
            return "";
        }
        if (s.contains(",") || s.contains("\"") || s.contains("\n")) {
            return "\"" + s.replace("\"", "\"\"") + "\"";
        }
        return s;
    }

}
