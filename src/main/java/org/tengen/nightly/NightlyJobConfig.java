package org.tengen.nightly;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.StepExecution;
import org.springframework.batch.core.step.Step;
import org.springframework.batch.infrastructure.item.ExecutionContext;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.tengen.imports.ImportService;
import org.tengen.imports.ImportOutcome;
import org.tengen.ops.ChainStep;
import org.tengen.promotion.store.PromotionsJobConfig;
import org.tengen.rating.store.RatingsJobConfig;
import org.tengen.registry.RatingRecords;
import org.tengen.registry.NeedsPerson;
import org.tengen.standings.store.StandingsService;

/**
 * The nightly chain as one Spring Batch job of named steps: {@code import-inbox → standings →
 * ratings → promotions → summary}. Each step commits what it did; a chain that fails or is killed
 * is restarted at the step that did not finish. Parameters: {@code run} (the night, and the
 * run's number that night), {@code runAt} (the run's time: the standings, ratings and promotions
 * it writes are stamped with it), {@code inbox}, {@code archive}, {@code failed}, {@code steps},
 * {@code leaveFiles}.
 */
@Configuration
public class NightlyJobConfig {

    public static final String JOB = "nightly";

    /** The job parameter that carries the run's time. */
    public static final String RUN_AT = "runAt";

    @Bean
    public Job nightlyJob(JobRepository repository, Step importInbox, Step nightlyStandings, Step nightlyRatings,
                          Step nightlyPromotions, Step nightlySummary, NightlyProgress progress) {
        for (Step step : List.of(importInbox, nightlyStandings, nightlyRatings, nightlyPromotions, nightlySummary)) {
            if (step instanceof org.springframework.batch.core.step.AbstractStep s) {
                s.registerStepExecutionListener(progress);
            }
        }
        return new JobBuilder(JOB, repository).start(importInbox).next(nightlyStandings).next(nightlyRatings)
                .next(nightlyPromotions).next(nightlySummary).build();
    }

    private static boolean wanted(StepExecution step, String name) {
        String steps = param(step, "steps");
        return steps == null || List.of(steps.split(",")).contains(name);
    }

    private static ExecutionContext job(StepExecution step) {
        return step.getJobExecution().getExecutionContext();
    }

    private static String param(StepExecution step, String name) {
        return step.getJobParameters().getString(name);
    }

    private static java.time.LocalDateTime runAt(StepExecution step) {
        java.time.LocalDateTime at = step.getJobParameters().getLocalDateTime(RUN_AT);
        if (at == null) {
            throw new IllegalStateException("the nightly chain was started without its run time (" + RUN_AT + ")");
        }
        return at;
    }

    /** Imports every new file of the inbox and moves each where it belongs. */
    @Bean
    public Step importInbox(JobRepository repository, ImportService imports) {
        return new ChainStep("import-inbox", repository, chunk -> {
            if (!wanted(chunk, "import")) {
                job(chunk).putString("import", "import: skipped (not in jobs/nightly.yaml's steps)");
                return;
            }
            Path inbox = Path.of(param(chunk, "inbox"));
            Path archive = Path.of(param(chunk, "archive"));
            Path failed = Path.of(param(chunk, "failed"));
            boolean leave = Boolean.parseBoolean(param(chunk, "leaveFiles"));
            String night = param(chunk, "run").split("#")[0];
            List<Path> entries = new ArrayList<>();
            if (Files.isDirectory(inbox)) {
                try (Stream<Path> list = Files.list(inbox)) {
                    list.filter(p -> !p.toAbsolutePath().normalize().equals(archive.toAbsolutePath().normalize())
                                    && !p.toAbsolutePath().normalize().equals(failed.toAbsolutePath().normalize())
                                    && !p.getFileName().toString().startsWith(".")
                                    && org.tengen.imports.ImportSources.importable(p))
                            .sorted().forEach(entries::add);
                }
            }
            StringBuilder lines = new StringBuilder();
            int published = 0;
            int unchanged = 0;
            int rejected = 0;
            int games = 0;
            int toCheck = 0;
            // Every file of the night in one import: workbooks are imported side by side on every core.
            List<ImportService.Outcome> all = imports.importAll(entries, o -> { });
            for (Path entry : entries) {
                String prefix = entry.toString();
                List<ImportService.Outcome> outcomes = all.stream().filter(o -> o.source().equals(prefix)
                        || o.source().startsWith(prefix + java.io.File.separator) || o.source().startsWith(prefix + "!"))
                        .toList();
                boolean bad = false;
                boolean broken = false;
                for (ImportService.Outcome o : outcomes) {
                    ImportOutcome outcome = o.outcome();
                    if (outcome == ImportOutcome.PUBLISHED) {
                        published++;
                    } else if (outcome == ImportOutcome.UNCHANGED) {
                        unchanged++;
                    } else if (outcome.toRetry()) {
                        broken = true;
                    } else {
                        rejected++;
                        bad = true;
                    }
                    games += o.games();
                    toCheck += o.needPerson();
                    lines.append("  ").append(o.source()).append(": ").append(o.outcome())
                            .append(o.tournament() == null ? "" : " " + o.tournament()
                                    + (o.version() == null ? "" : " v" + o.version()))
                            .append(o.games() > 0 ? ", " + o.games() + " games, " + o.needPerson() + " to check" : "")
                            .append(o.errors() > 0 ? ", " + o.errors() + " errors" : "")
                            .append(o.errorReport() != null ? " — report " + o.errorReport() : "")
                            .append(o.message() != null ? " — " + o.message() : "").append('\n');
                }
                if (!leave && !broken) {
                    Path target = (bad ? failed : archive).resolve(night).resolve(entry.getFileName().toString());
                    move(entry, target);
                    if (bad) {
                        for (ImportService.Outcome o : outcomes) {
                            if (o.errorReport() != null) {
                                copyReport(Path.of(o.errorReport()), target.getParent());
                            }
                        }
                    }
                }
            }
            String head = entries.isEmpty() ? "import: nothing new in " + inbox
                    : "import: " + entries.size() + " files from " + inbox + " — " + published + " published, " + unchanged
                    + " unchanged, " + rejected + " rejected; " + games + " games, " + toCheck + " to check"
                    + (leave ? " (files left where they are)" : "");
            job(chunk).putString("import", head + "\n" + lines);
            job(chunk).putInt("rejected", rejected);
            chunk.setWriteCount(published);
        });
    }

    private static void move(Path from, Path to) throws IOException {
        Files.createDirectories(to.getParent());
        Path target = to;
        for (int i = 2; Files.exists(target); i++) {
            target = to.resolveSibling(to.getFileName() + "." + i);
        }
        Files.move(from, target, StandardCopyOption.ATOMIC_MOVE);
    }

    private static void copyReport(Path report, Path dir) throws IOException {
        Files.createDirectories(dir);
        if (Files.exists(report)) {
            Files.copy(report, dir.resolve(report.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            Path csv = Path.of(report.toString().replace(".xlsx", ".csv"));
            if (Files.exists(csv)) {
                Files.copy(csv, dir.resolve(csv.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    @Bean
    public Step nightlyStandings(JobRepository repository, StandingsService standings) {
        return new ChainStep("standings", repository, chunk -> {
            job(chunk).putString("standings", wanted(chunk, "standings")
                    ? "standings: " + standings.rankChanged(runAt(chunk)) + " tournaments ranked anew"
                    : "standings: skipped");
        });
    }

    @Bean
    public Step nightlyRatings(JobRepository repository,
                               RatingsJobConfig.RatingsService ratings, RatingRecords records) {
        return new ChainStep("ratings", repository, chunk -> {
            if (!wanted(chunk, "ratings")) {
                job(chunk).putString("ratings", "ratings: skipped");
                return;
            }
            int before = records.runs();
            ratings.rate(runAt(chunk));
            int after = records.runs();
            List<RatingRecords.HeldResult> held = records.held();
            StringBuilder b = new StringBuilder("ratings: ").append(after > before ? "recomputed" : "unchanged");
            b.append(held.isEmpty() ? "" : "; " + held.size() + " improbable results held for review").append('\n');
            held.forEach(h -> b.append(heldLine(h)).append('\n'));
            job(chunk).putString("ratings", b.toString());
            job(chunk).putInt("held", held.size());
        });
    }

    @Bean
    public Step nightlyPromotions(JobRepository repository,
                                  PromotionsJobConfig.PromotionsService promotions) {
        return new ChainStep("promotions", repository, chunk -> {
            job(chunk).putString("promotions", wanted(chunk, "promotions")
                    ? "promotions: " + promotions.promote(false, runAt(chunk)) + " granted" : "promotions: skipped");
        });
    }

    /** The morning summary: what came in, what was rejected, what needs a person. */
    @Bean
    public Step nightlySummary(JobRepository repository, NeedsPerson waiting,
                               @Value("${tengen.reports:reports}") String reports,
                               org.tengen.players.store.PlayersService registry) {
        return new ChainStep("summary", repository, chunk -> {
            ExecutionContext ctx = job(chunk);
            String run = param(chunk, "run");
            StringBuilder b = new StringBuilder("Tengen nightly chain, ").append(run.replace("#", ", run ")).append("\n\n");
            for (String k : List.of("import", "standings", "ratings", "promotions")) {
                if (ctx.containsKey(k)) {
                    b.append(ctx.getString(k).stripTrailing()).append('\n');
                }
            }
            List<NeedsPerson.GameToCheck> check = waiting.games();
            List<NeedsPerson.Disagreement> disagreeing = waiting.sheetDisagreesWithRuling();
            long newcomers = registry.newcomers();   // merged registrations are not waiting for anyone
            b.append("\nNeeds a person:\n");
            b.append("  games whose record does not support the sheet: ").append(check.size()).append('\n');
            check.stream().limit(50).forEach(c -> b.append("    game ").append(c.gameId()).append(" ")
                    .append(c.tournament()).append(" round ").append(c.round()).append(": ")
                    .append(c.status()).append('\n'));
            if (!disagreeing.isEmpty()) {
                b.append("  the new sheet disagrees with a ruling (the ruling is kept): ").append(disagreeing.size())
                        .append('\n');
                disagreeing.stream().limit(50).forEach(d -> b.append("    game ").append(d.gameId())
                        .append(" ").append(d.tournament()).append(" round ")
                        .append(d.round()).append(": the sheet says ")
                        .append(d.sheetSays().notation()).append(", ruled ")
                        .append(d.ruled().notation()).append(" (dispute ").append(d.disputeId())
                        .append(")\n"));
            }
            registry.summary(20).forEach(line -> b.append("  ").append(line).append('\n'));
            String text = b.toString();
            ctx.putString("needsPerson", Boolean.toString(ctx.getInt("rejected", 0) > 0 || !check.isEmpty() || !disagreeing.isEmpty()
                    || newcomers > 0 || ctx.getInt("held", 0) > 0));
            if (wanted(chunk, "summary")) {
                Path file = Path.of(reports, "nightly", run.replace('#', '-') + ".txt");
                Files.createDirectories(file.getParent());
                Files.writeString(file, text, StandardCharsets.UTF_8);
                Path pdf = Path.of(file.toString().replace(".txt", ".pdf"));
                org.tengen.report.Renderers.pdf(new org.tengen.report.Report("nightly", run, "夜间作业摘要 Morning summary",
                        run.replace("#", ", run "), "Tengen", "the nightly chain's own account",
                        List.of(new org.tengen.report.Report.Section(null, List.of(text.split("\n")), null))), pdf);
                text = text + "\nThis summary: " + file + " and " + pdf + "\n";
            }
            ctx.putString("summary", text);
        });
    }

    /**
     * A held result as the morning summary lists it: the game, why it was held (in staff's terms,
     * from the hold) and the command that settles it.
     */
    static String heldLine(RatingRecords.HeldResult h) {
        return "  game " + h.game() + " (" + h.tournament() + " round " + h.round() + ")"
                + (h.reason() == null || h.reason().isBlank() ? "" : ": " + h.reason())
                + "\n    right as recorded: tengen ratings confirm --game " + h.game() + " --by NAME"
                + "\n    typed wrong: send the corrected workbook, or tengen dispute open --game " + h.game()
                + " --by NAME --reason TEXT";
    }
}
