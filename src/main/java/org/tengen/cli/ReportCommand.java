package org.tengen.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.springframework.context.ConfigurableApplicationContext;
import org.tengen.report.Renderers;
import org.tengen.report.Report;
import org.tengen.report.ReportKind;
import org.tengen.report.Reports;
import org.tengen.standings.store.StandingsService;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code report KIND …}: printable reports into reports/ (or DIR); prints the paths it wrote. */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Writes a report as PDF (A4, Chinese names in a bundled font, page numbers, the federation's "
                + "header, the date and the data it was made from), XLSX and/or HTML, and prints the paths.",
                "KIND: crosstable, standings (--tournament CODE), verification, import-errors, rating-list "
                        + "(--as-of DATE), promotions, player (--player PLAYER: a federation id such as 33010007 or "
                        + "CN-001207, or a registry id written #42), audit (--game ID), site (the static HTML rating "
                        + "list, tournaments, players and a page per game with a record to step through, "
                        + "reports/site/, to upload as it is).",
                "A report prints what the registry holds (standings are brought up to date first; the rating list "
                        + "is the last rating run's, and says so when results changed since)."})
public class ReportCommand implements Callable<Integer> {

    @Parameters(paramLabel = "KIND", description = "What to print (see above).")
    String kind;

    @Option(names = "--tournament", paramLabel = "CODE") String tournament;
    @Option(names = "--player", paramLabel = "PLAYER") String player;
    @Option(names = "--as-of", paramLabel = "DATE") String asOf;
    @Option(names = "--game", paramLabel = "ID") Long game;
    @Option(names = "--since", paramLabel = "DATE", description = "verification: only tournaments published since "
            + "that day (the night's report).") String since;

    @Option(names = "--type", paramLabel = "TYPES", defaultValue = "pdf", split = ",",
            description = "pdf, xlsx, html, csv (comma-separated). Default: ${DEFAULT-VALUE}.")
    List<String> types;

    @Option(names = "--out", paramLabel = "DIR", description = "Where to write (default: reports/).")
    Path out;

    @Option(names = "--printed-at", paramLabel = "TIME", description = "The time printed on the report, e.g. "
            + "2026-11-29T22:15 (default: now). The same data printed with the same time gives the same file.")
    String printedAt;

    @Mixin
    CommonOptions common;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter pw = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path dir = out != null ? out : Path.of(System.getProperty("tengen.reports", "reports"));
        for (String t : types) {
            if (!List.of("pdf", "xlsx", "html", "csv").contains(t)) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--type takes pdf, xlsx, html, csv, not '"
                        + t + "'");
            }
        }
        ReportKind k = ReportKind.of(kind).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
                "no report kind '" + kind + "' (" + ReportKind.words() + ")"));
        boolean given = switch (k.needs()) {
            case NOTHING -> true;
            case TOURNAMENT -> tournament != null;
            case PLAYER -> player != null;
            case GAME -> game != null;
        };
        if (!given) {
            throw new CommandLine.ParameterException(spec.commandLine(), "report " + k.word() + " needs "
                    + k.needs().option());
        }
        LocalDateTime now = LocalDateTime.now();   // the command's one reading of the clock
        LocalDateTime printed;
        try {
            printed = printedAt == null ? now.withSecond(0).withNano(0) : LocalDateTime.parse(printedAt);
        } catch (java.time.format.DateTimeParseException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--printed-at takes a time like "
                    + "2026-11-29T22:15, not '" + printedAt + "'");
        }
        try (ConfigurableApplicationContext ctx = RegistryContext.start(common)) {
            ctx.getBean(StandingsService.class).bringUpToDate(now);
            Reports reports = ctx.getBean(Reports.class);
            List<Path> written = new ArrayList<>();
            try {
                if (k == ReportKind.SITE) {
                    written.addAll(ctx.getBean(org.tengen.site.Site.class).write(dir.resolve(k.folder()), printed));
                } else {
                    Report r = switch (k) {
                        case CROSSTABLE -> reports.crosstable(code(), printed);
                        case STANDINGS -> reports.standings(code(), printed);
                        case VERIFICATION -> ctx.getBean(org.tengen.audit.VerificationBoards.class).addTo(
                                reports.verification(since == null ? null : LocalDate.parse(since), printed));
                        case IMPORT_ERRORS -> reports.importErrors(printed);
                        case RATING_LIST -> reports.ratingList(asOf == null ? printed.toLocalDate()
                                : LocalDate.parse(asOf), printed);
                        case PROMOTIONS -> reports.promotions(printed);
                        case PLAYER -> reports.player(player, printed);
                        case AUDIT -> ctx.getBean(org.tengen.audit.GameAudit.class).build(game, printed);
                        case SITE -> throw new IllegalStateException("the site is written above");
                    };
                    written.addAll(write(r.withPrinted(printed), dir.resolve(k.folder()), types));
                }
            } catch (java.time.format.DateTimeParseException e) {
                err.println("tengen report: '" + e.getParsedString() + "' is not a date; --as-of and --since take "
                        + "a date like 2026-11-29");
                return ExitCode.BAD_INPUT;
            } catch (IllegalArgumentException e) {
                err.println("tengen report: " + e.getMessage());
                return ExitCode.BAD_INPUT;
            }
            written.forEach(p -> pw.println(p));
            pw.flush();
        }
        return ExitCode.DONE;
    }

    private String code() {
        return org.tengen.sheet.Fold.value(tournament).toUpperCase(Locale.ROOT);
    }

    /** A report's name as a file name: a registry id (#42) becomes player-42, since # cuts a URL short. */
    static String fileName(String name) {
        return name.replaceFirst("^#", "player-").replaceAll("[\\\\/:*?\"<>|#%\\s]+", "_");
    }

    static List<Path> write(Report r, Path dir, List<String> types) throws IOException {
        List<Path> out = new ArrayList<>();
        String base = fileName(r.name());
        for (String t : types) {
            Path file = dir.resolve(base + "." + t);
            switch (t) {
                case "pdf" -> Renderers.pdf(r, file);
                case "xlsx" -> Renderers.xlsx(r, file);
                case "csv" -> csv(r, file);
                default -> Renderers.html(r, file, null);
            }
            out.add(file);
        }
        return out;
    }

    /** CSV: the report's tables one after the other (a blank line between), headings first, UTF-8. */
    static void csv(Report r, Path file) throws IOException {
        StringBuilder b = new StringBuilder();
        for (Report.Section s : r.sections()) {
            if (s.table() == null) {
                continue;
            }
            if (b.length() > 0) {
                b.append('\n');
            }
            b.append(String.join(",", s.table().headings().stream().map(VerificationOutput::csvCell).toList()))
                    .append('\n');
            for (List<Object> row : s.table().rows()) {
                b.append(String.join(",", row.stream().map(Report::text).map(VerificationOutput::csvCell).toList()))
                        .append('\n');
            }
        }
        java.nio.file.Files.createDirectories(file.toAbsolutePath().getParent());
        java.nio.file.Files.writeString(file, b, java.nio.charset.StandardCharsets.UTF_8);
    }
}
