package org.tengen.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.tengen.rules.CycleOutcome;
import org.tengen.rules.RuleSet;
import org.tengen.rules.Score;
import org.tengen.verification.Verification;
import org.tengen.verification.Verifier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code verify PATH…}: replays SGF records under the rules and checks each recorded result. Needs no database. */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {
                "Replays SGF game records (files, folders, zips) under the rules and checks each recorded result.",
                "Statuses: VERIFIED, MISMATCH, ILLEGAL, CYCLE, NEEDS_REVIEW, NO_RESULT, UNREADABLE.",
                "Needs no database."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
                " 0:every game VERIFIED",
                " 1:some game is not VERIFIED (it needs a person)",
                " 2:bad usage, or a path that does not exist",
                " 3:an internal failure"})
public class VerifyCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "SGF files, folders of them, or zips.")
    List<Path> paths;

    @Option(names = "--rules", paramLabel = "NAME",
            description = "Rule set to apply instead of the record's RU[] (default chinese-2002 where the record names none): "
                    + "chinese-2002, japanese, korean, ing, tromp-taylor, aga.")
    String rules;

    @Option(names = "--komi", paramLabel = "POINTS", description = "Komi in points instead of the record's KM[] (e.g. 7.5).")
    String komi;

    @Option(names = "--cycle", paramLabel = "OUTCOME",
            description = "Outcome of a long cycle (art. 20.3): no-result (default), draw, replay.")
    String cycle;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (a table), json (JSON Lines, one object a game) or csv. Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @Mixin
    CommonOptions common;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Verifier.Options options;
        try {
            options = options();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        List<String> missing = RecordSource.missing(paths);
        if (!missing.isEmpty()) {
            missing.forEach(m -> err.println("tengen verify: " + m));
            return ExitCode.BAD_INPUT;
        }
        VerificationOutput output = new VerificationOutput(format, out);
        ProgressLine progress = ProgressLine.to(err, common.quiet || format != OutputFormat.text);
        int[] seen = {0};
        forEachVerified(options, results -> {
            seen[0]++;
            if (progress.on() && !results.isEmpty()) {
                // the table's rows stream above the progress line, which stays at the bottom
                progress.clear();
                results.forEach(output::write);
                out.flush();
                progress.show("verify: " + seen[0] + (seen[0] == 1 ? " file…" : " files…"));
            } else {
                results.forEach(output::write);
            }
        });
        progress.clear();
        int total = output.summary(common.quiet);
        if (total == 0) {
            err.println("tengen verify: no SGF records found under " + paths);
            return ExitCode.BAD_INPUT;
        }
        return output.allVerified() ? ExitCode.DONE : ExitCode.NEEDS_A_PERSON;
    }

    /**
     * Verifies every file under the paths on all processors and hands each file's results to
     * {@code sink} in the order the files are found, as if one after the other. At most
     * {@link #IN_FLIGHT} files a processor are read ahead, so a large zip is never all in memory.
     */
    private void forEachVerified(Verifier.Options options, Consumer<List<Verification>> sink) {
        int threads = Runtime.getRuntime().availableProcessors();
        if (threads <= 1) {
            RecordSource.forEach(paths, entry -> sink.accept(verify(entry, options)));
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread t = new Thread(task, "verify");
            t.setDaemon(true);
            return t;
        });
        ArrayDeque<Future<List<Verification>>> pending = new ArrayDeque<>();
        try {
            RecordSource.forEach(paths, entry -> {
                pending.add(pool.submit(() -> verify(entry, options)));
                while (pending.size() > IN_FLIGHT * threads) {
                    sink.accept(next(pending));
                }
            });
            while (!pending.isEmpty()) {
                sink.accept(next(pending));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Files read ahead per processor while the earlier ones are verified. */
    private static final int IN_FLIGHT = 16;

    private static List<Verification> verify(RecordSource.Entry entry, Verifier.Options options) {
        return entry.bytes() == null
                ? List.of(Verifier.unreadable(entry.name(), 0, entry.problem()))
                : Verifier.verifyFile(entry.name(), entry.bytes(), options);
    }

    private static List<Verification> next(ArrayDeque<Future<List<Verification>>> pending) {
        Future<List<Verification>> head = pending.poll();
        try {
            return head.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("verification interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private Verifier.Options options() {
        Verifier.Options options = Verifier.Options.DEFAULT;
        if (rules != null) {
            options = options.withRules(RuleSet.named(rules));
        }
        if (komi != null) {
            options = options.withKomi(Score.parsePoints(komi));
        }
        if (cycle != null) {
            CycleOutcome outcome = switch (cycle.trim().toLowerCase()) {
                case "no-result", "void", "无胜负" -> CycleOutcome.NO_RESULT;
                case "draw", "和棋" -> CycleOutcome.DRAW;
                case "replay", "重赛" -> CycleOutcome.REPLAY;
                default -> throw new IllegalArgumentException("--cycle takes no-result, draw or replay, not '" + cycle + "'");
            };
            options = new Verifier.Options(options.rules(), options.komi(), null, outcome);
        }
        return options;
    }
}
