package org.tengen.cli;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tengen.rules.Finding;
import org.tengen.rules.Score;
import org.tengen.verification.Status;
import org.tengen.verification.Verification;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes verifications as a table (one line a game, findings under it, a count per status at the
 * end), JSON Lines (the fields of cli.md, stable names) or CSV.
 */
final class VerificationOutput {

    private static final JsonMapper JSON = JsonMapper.builder().build();
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
            case json -> out.println(JSON.writeValueAsString(toJson(v)));
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

    static Map<String, Object> toJson(Verification v) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", v.file());
        m.put("game", v.game());
        m.put("status", v.status().name());
        m.put("recorded", v.recorded().notation());
        m.put("computed", v.computed() == null ? null : v.computed().notation());
        m.put("rules", v.rules());
        m.put("size", v.size());
        m.put("handicap", v.handicap());
        m.put("komiPoints", v.komi() == null ? null : v.komi().toBigDecimal());
        m.put("moves", v.moves());
        m.put("blackArea", decimal(v.blackArea()));
        m.put("whiteArea", decimal(v.whiteArea()));
        m.put("deadStones", v.deadStones().label());
        List<Map<String, Object>> findings = new ArrayList<>();
        for (Finding f : v.findings()) {
            Map<String, Object> fm = new LinkedHashMap<>();
            fm.put("move", f.move());
            fm.put("kind", f.kind().name());
            fm.put("point", f.point());
            fm.put("ruling", f.ruling());
            findings.add(fm);
        }
        m.put("findings", findings);
        m.put("notes", v.notes());
        m.put("black", v.blackName());
        m.put("white", v.whiteName());
        return m;
    }

    private static BigDecimal decimal(Score s) {
        return s == null ? null : s.toBigDecimal();
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
