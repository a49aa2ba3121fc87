package org.tengen.nightly;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
import org.springframework.jdbc.core.JdbcTemplate;
import org.tengen.imports.ImportService;
import org.tengen.imports.ImportStore;
import org.tengen.promotion.store.PromotionsJobConfig;
import org.tengen.rating.store.RatingsJobConfig;
import org.tengen.standings.store.StandingsService;

/**
 * The nightly chain as one Spring Batch job of named steps: {@code import-inbox → standings →
 * ratings → promotions → summary}. Each step commits what it did; a chain that fails or is killed
 * is restarted at the step that did not finish. Parameters: {@code run} (the night, and the
 * run's number that night), {@code inbox}, {@code archive}, {@code failed}, {@code steps},
 * {@code leaveFiles}.
 */
@Configuration
public class NightlyJobConfig {

    public static final String JOB = "nightly";

    @Bean
    public Job nightlyJob(JobRepository repository, Step importInbox, Step nightlyStandings, Step nightlyRatings,
                          Step nightlyPromotions, Step nightlySummary) {
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
                    switch (o.outcome()) {
                        case ImportStore.PUBLISHED -> published++;
                        case ImportStore.UNCHANGED -> unchanged++;
                        case ImportService.FAILED -> broken = true;
                        default -> {
                            rejected++;
                            bad = true;
                        }
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
                    ? "standings: " + standings.rankChanged() + " tournaments ranked anew" : "standings: skipped");
        });
    }

    @Bean
    public Step nightlyRatings(JobRepository repository,
                               RatingsJobConfig.RatingsService ratings, JdbcTemplate jdbc) {
        return new ChainStep("ratings", repository, chunk -> {
            if (!wanted(chunk, "ratings")) {
                job(chunk).putString("ratings", "ratings: skipped");
                return;
            }
            Integer before = jdbc.queryForObject("select count(*) from rating_run", Integer.class);
            ratings.rate();
            Integer after = jdbc.queryForObject("select count(*) from rating_run", Integer.class);
            List<Map<String, Object>> held = jdbc.queryForList("select f.game_id, t.code, g.round from rating_flag f "
                    + "join game g on g.id = f.game_id join tournament t on t.id = g.tournament_id "
                    + "where f.confirmed_at is null order by f.game_id");
            StringBuilder b = new StringBuilder("ratings: ").append(after > before ? "recomputed" : "unchanged");
            b.append(held.isEmpty() ? "" : "; " + held.size() + " improbable results held for review").append('\n');
            held.forEach(h -> b.append("  game ").append(h.get("GAME_ID")).append(" (").append(h.get("CODE"))
                    .append(" round ").append(h.get("ROUND")).append(")\n"));
            job(chunk).putString("ratings", b.toString());
            job(chunk).putInt("held", held.size());
        });
    }

    @Bean
    public Step nightlyPromotions(JobRepository repository,
                                  PromotionsJobConfig.PromotionsService promotions) {
        return new ChainStep("promotions", repository, chunk -> {
            job(chunk).putString("promotions", wanted(chunk, "promotions")
                    ? "promotions: " + promotions.promote(false) + " granted" : "promotions: skipped");
        });
    }

    /** The morning summary: what came in, what was rejected, what needs a person. */
    @Bean
    public Step nightlySummary(JobRepository repository, JdbcTemplate jdbc,
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
            List<Map<String, Object>> check = jdbc.queryForList("select g.id, t.code, g.round, g.status from game g "
                    + "join tournament t on t.id = g.tournament_id and t.current_version = true where g.status in "
                    + "('MISMATCH','ILLEGAL','CYCLE','NEEDS_REVIEW','UNREADABLE') order by t.code, g.round, g.id");
            long newcomers = registry.newcomers();   // merged registrations are not waiting for anyone
            b.append("\nNeeds a person:\n");
            b.append("  games whose record does not support the sheet: ").append(check.size()).append('\n');
            check.stream().limit(50).forEach(c -> b.append("    game ").append(c.get("ID")).append(" ")
                    .append(c.get("CODE")).append(" round ").append(c.get("ROUND")).append(": ").append(c.get("STATUS"))
                    .append('\n'));
            registry.summary(20).forEach(line -> b.append("  ").append(line).append('\n'));
            String text = b.toString();
            ctx.putString("needsPerson", Boolean.toString(ctx.getInt("rejected", 0) > 0 || !check.isEmpty()
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
}
