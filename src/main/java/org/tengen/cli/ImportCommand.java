package org.tengen.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.springframework.context.ConfigurableApplicationContext;
import org.tengen.imports.ImportOutcome;
import org.tengen.imports.ImportService;
import org.tengen.registry.NeedsPerson;
import org.tengen.sheet.Problem;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import tools.jackson.databind.json.JsonMapper;

/** {@code import PATH…}: result workbooks (with their SGF records) into the registry, every game verified. */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {
                "Imports result workbooks (.xlsx, .xls; files, folders, zips with their SGF records) into the "
                        + "registry and verifies every game.",
                "A tournament is published whole or not at all: one with errors is rejected, and its errors go to an "
                        + "error report under reports/import-errors/ (XLSX and CSV).",
                "Importing the same content again changes nothing; a corrected workbook with the same tournament "
                        + "code replaces the old version, which stays in the history.",
                "A run that was interrupted continues where it stopped when the workbook is imported again."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
                " 0:every workbook published (or unchanged) and every game verified",
                " 1:done, but something needs a person: a rejected workbook, a game not verified",
                " 2:bad usage, or no workbook could be read at all",
                " 3:an internal failure"})
public class ImportCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Workbooks, folders of them, or zip bundles.")
    List<Path> paths;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text, json (JSON Lines, one object a workbook) or csv. Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @Option(names = "--distributed", description = "Be the manager of a distributed import: send the workbooks to "
            + "the workers ('tengen worker' on other machines, the same database and broker; see the README).")
    boolean distributed;

    @Mixin
    CommonOptions common;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** Problems printed per workbook; the error report holds them all. */
    static final int MAX_TEXT_PROBLEMS = 30;
    static final int MAX_JSON_PROBLEMS = 1000;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<String> missing = RecordSource.missing(paths);
        if (!missing.isEmpty()) {
            missing.forEach(m -> err.println("tengen import: " + m));
            return ExitCode.BAD_INPUT;
        }
        ProgressLine progress = ProgressLine.to(err, common.quiet || format != OutputFormat.text);
        List<ImportService.Outcome> outcomes;
        try (ConfigurableApplicationContext ctx = distributed ? RegistryContext.start(common, "manager")
                : RegistryContext.start(common)) {
            ImportService service = ctx.getBean(ImportService.class);
            if (format == OutputFormat.csv) {
                out.println("source,outcome,tournament,version,games,verified,needPerson,errors,warnings,newcomers,"
                        + "errorReport,message");
            }
            org.tengen.imports.ImportProgress watching = ctx.getBean(org.tengen.imports.ImportProgress.class);
            if (progress.on()) {
                watching.watch(progress::show);
            }
            try {
                outcomes = distributed ? ctx.getBean(org.tengen.scale.DistributedImportService.class).importAll(paths)
                        : service.importAll(paths, o -> { });
            } finally {
                watching.watch(null);
                progress.clear();
            }
            // A ruling can disagree with a sheet only where a version superseded another: a first
            // version has none carried over, so an import of new tournaments asks nothing more.
            List<NeedsPerson.Disagreement> disagreeing = outcomes.stream().anyMatch(o -> o.version() != null
                    && o.version() > 1) ? ctx.getBean(NeedsPerson.class).sheetDisagreesWithRuling() : List.of();
            outcomes.forEach(o -> write(o, disagreeing.stream().filter(d -> o.outcome() == ImportOutcome.PUBLISHED
                    && d.tournament().equals(o.tournament())).toList(), out));
        }
        if (format == OutputFormat.text && !common.quiet) {
            summary(outcomes, out);
        }
        if (outcomes.isEmpty()) {
            err.println("tengen import: no workbook (.xlsx, .xls) found under " + paths);
            return ExitCode.BAD_INPUT;
        }
        if (outcomes.stream().allMatch(o -> o.outcome() == ImportOutcome.REFUSED)) {
            return ExitCode.BAD_INPUT;
        }
        if (outcomes.stream().anyMatch(o -> o.outcome() == ImportOutcome.FAILED)) {
            return ExitCode.INTERNAL;
        }
        return outcomes.stream().anyMatch(ImportService.Outcome::needsPerson) ? ExitCode.NEEDS_A_PERSON
                : ExitCode.DONE;
    }

    private void write(ImportService.Outcome o, List<NeedsPerson.Disagreement> disagreeing, PrintWriter out) {
        switch (format) {
            case json -> {
                Map<String, Object> m = toJson(o);
                m.put("sheetDisagreesWithRuling", disagreeing.stream().map(ImportCommand::disagreement).toList());
                out.println(JSON.writeValueAsString(m));
            }
            case csv -> out.println(String.join(",", List.of(o.source(), o.outcome().name(), nn(o.tournament()),
                    nn(o.version()), nn(o.games()), nn(o.verified()), nn(o.needPerson()), nn(o.errors()),
                    nn(o.warnings()), nn(o.newcomers().size()), nn(o.errorReport()), nn(o.message())).stream()
                    .map(VerificationOutput::csvCell).toList()));
            case text -> {
                text(o, out);
                for (NeedsPerson.Disagreement d : disagreeing) {
                    out.println("  the new sheet disagrees with a ruling: game " + d.gameId() + ", round "
                            + d.round() + ": the sheet now says " + d.sheetSays()
                            + ", the ruling (dispute " + d.disputeId() + ", " + d.article() + ", when the sheet "
                            + "said " + d.sheetWhenRuled() + ") " + d.ruled()
                            + " — the ruling is kept; a referee must look");
                }
            }
        }
        out.flush();
    }

    /** A game where the organiser's new sheet says another result than when the ruling in force was made. */
    static Map<String, Object> disagreement(NeedsPerson.Disagreement d) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("game", d.gameId());
        m.put("round", d.round());
        m.put("sheet", d.sheetSays().notation());
        m.put("ruled", d.ruled().notation());
        m.put("sheetWhenRuled", d.sheetWhenRuled() == null ? null : d.sheetWhenRuled().notation());
        m.put("dispute", d.disputeId());
        m.put("article", d.article());
        return m;
    }

    private static String nn(Object o) {
        return o == null ? "" : o.toString();
    }

    static Map<String, Object> toJson(ImportService.Outcome o) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("source", o.source());
        m.put("outcome", o.outcome().name());
        m.put("tournament", o.tournament());
        m.put("version", o.version());
        m.put("games", o.games());
        m.put("verified", o.verified());
        m.put("needPerson", o.needPerson());
        m.put("errors", o.errors());
        m.put("warnings", o.warnings());
        List<Map<String, Object>> newcomers = new ArrayList<>();
        for (ImportService.Newcomer n : o.newcomers()) {
            Map<String, Object> nm = new LinkedHashMap<>();
            nm.put("player", n.playerId());
            nm.put("no", n.no());
            nm.put("name", n.name());
            newcomers.add(nm);
        }
        m.put("newcomers", newcomers);
        List<Map<String, Object>> games = new ArrayList<>();
        for (ImportService.GameToCheck g : o.gamesToCheck()) {
            Map<String, Object> gm = new LinkedHashMap<>();
            gm.put("game", g.gameId());
            gm.put("round", g.round());
            gm.put("table", g.table());
            gm.put("black", g.black());
            gm.put("white", g.white());
            gm.put("status", g.status());
            gm.put("recorded", g.recorded());
            gm.put("computed", g.computed());
            games.add(gm);
        }
        m.put("gamesToCheck", games);
        List<Map<String, Object>> problems = new ArrayList<>();
        for (Problem p : o.problems().subList(0, Math.min(o.problems().size(), MAX_JSON_PROBLEMS))) {
            Map<String, Object> pm = new LinkedHashMap<>();
            pm.put("severity", p.severity().name());
            pm.put("file", p.file());
            pm.put("sheet", p.sheet());
            pm.put("row", p.row());
            pm.put("column", p.column());
            pm.put("value", p.value());
            pm.put("reason", p.reason());
            problems.add(pm);
        }
        m.put("problems", problems);
        m.put("problemsOmitted", Math.max(0, o.problems().size() - MAX_JSON_PROBLEMS));
        m.put("errorReport", o.errorReport());
        m.put("message", o.message());
        return m;
    }

    private void text(ImportService.Outcome o, PrintWriter out) {
        String what = switch (o.outcome()) {
            case PUBLISHED -> "published " + o.tournament() + " (version " + o.version() + "): " + o.games()
                    + " games, " + o.verified() + " verified, " + o.needPerson() + " to check";
            case UNCHANGED -> "unchanged: " + o.tournament() + " version " + o.version()
                    + " already has this content";
            case REJECTED -> "REJECTED" + (o.tournament() == null ? "" : " " + o.tournament()) + ": "
                    + o.errors() + " errors; nothing of it was stored";
            case REFUSED -> "REFUSED: " + o.message();
            case FAILED -> "FAILED: " + o.message();
        };
        out.println(o.source() + ": " + what);
        for (ImportService.GameToCheck g : o.gamesToCheck()) {
            out.println("  game " + g.gameId() + ", round " + g.round() + (g.table() == null ? "" : " table " + g.table())
                    + ": " + g.black() + " – " + (g.white() == null ? "轮空" : g.white()) + "  " + g.status()
                    + "  recorded " + g.recorded() + (g.computed() == null ? "" : ", computed " + g.computed()));
        }
        if (o.outcome() != ImportOutcome.REFUSED) {
            for (Problem p : o.problems().subList(0, Math.min(o.problems().size(), MAX_TEXT_PROBLEMS))) {
                out.println("  " + (p.error() ? "error " : "warning ") + p.where().substring(p.file().length())
                        .replaceFirst("^, ", "") + (p.value() != null ? ": '" + p.value() + "'" : "") + " — "
                        + p.reason());
            }
        }
        if (o.problems().size() > MAX_TEXT_PROBLEMS) {
            out.println("  … and " + (o.problems().size() - MAX_TEXT_PROBLEMS) + " more in the report");
        }
        if (!o.newcomers().isEmpty()) {
            out.println("  new players to confirm: " + o.newcomers().stream()
                    .map(n -> n.name() + " (no. " + n.no() + ", player " + n.playerId() + ")").toList());
        }
        if (o.errorReport() != null) {
            out.println("  report: " + o.errorReport());
        }
    }

    private static void summary(List<ImportService.Outcome> outcomes, PrintWriter out) {
        int games = 0;
        int verified = 0;
        int check = 0;
        Map<String, Integer> by = new LinkedHashMap<>();
        for (ImportService.Outcome o : outcomes) {
            games += o.games();
            verified += o.verified();
            check += o.needPerson();
            by.merge(o.outcome().name(), 1, Integer::sum);
        }
        out.println();
        out.println("Workbooks: " + outcomes.size() + " " + by + "; games published: " + games + ", verified: "
                + verified + ", to check: " + check + ".");
    }
}
