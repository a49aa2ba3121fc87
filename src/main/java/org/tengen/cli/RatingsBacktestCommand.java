package org.tengen.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.tengen.rating.Backtest;
import org.tengen.rating.Calibration;
import org.tengen.rating.ImprobableResults;
import org.tengen.rating.Predictive;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tools.jackson.databind.json.JsonMapper;

/** {@code ratings backtest}: how well a rating model predicts games it has not seen. Needs no database. */
@Command(name = "backtest", mixinStandardHelpOptions = true,
        description = {"Fits the rating models on the games up to a date and predicts the later ones with the ratings "
                + "as they stood then: log-loss, Brier score and accuracy of the probability that Black wins, for "
                + "the predictive model beside GoR and two baselines (always 50%%, and a logistic fit on the declared "
                + "grade difference and handicap alone), with a calibration table.",
                "The CSV: date,event,black,white,handicap,komi,result,black_rank,white_rank (result B, W or D)."})
public class RatingsBacktestCommand implements Callable<Integer> {

    @Option(names = "--games", required = true, paramLabel = "CSV", description = "The games, in any order.")
    Path games;

    @Option(names = "--model", defaultValue = "all", paramLabel = "MODEL",
            description = "all, gor (the EGF rating, the published list), predictive (grades, handicap and "
                    + "whole-history rating), grades (the logistic baseline) or coin (always 50%%). "
                    + "Default: ${DEFAULT-VALUE}.")
    String model;

    @Option(names = "--train-until", required = true, paramLabel = "DATE", description = "The last day fitted.")
    String trainUntil;

    @Option(names = "--drift", paramLabel = "W2",
            description = "predictive model: how far a strength may drift per day (variance, natural units²). "
                    + "Default: 0.0001 for tournament games with grades, 0.0003 for online games without.")
    Double drift;

    @Option(names = "--prior-sigma", paramLabel = "SIGMA",
            description = "predictive model: the spread of a newcomer's strength around its declared grade "
                    + "(natural units). Default: 0.3 for tournament games with grades, 0.9 for online games without.")
    Double priorSigma;

    @Option(names = "--tune", description = "predictive model: choose the drift and spread by fitting on the first "
            + "two thirds of the training games and predicting the last third (the test games are not looked at); "
            + "prints every pair tried.")
    boolean tune;

    @Option(names = "--plot", paramLabel = "FILE", description = "Writes the reliability diagram (SVG).")
    Path plot;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text or json.")
    OutputFormat format;

    @Option(names = "--flip-check", paramLabel = "SEEDS",
            description = "Checks the improbable-result hold instead of the models: how many of the real results it "
                    + "holds, then SEEDS times types errors into 1%% of the results (the winner swapped, at random) "
                    + "and counts the typing errors caught against the true upsets held (results not swapped that "
                    + "had less than 50%%). The level holds one result in a thousand of the training games, unless "
                    + "--hold-below is given.")
    Integer flipCheck;

    @Option(names = "--hold-below", paramLabel = "P",
            description = "With --flip-check: hold the results whose probability is below P (e.g. 0.17, what the "
                    + "ratings run uses).")
    Double holdBelow;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        LocalDate until;
        try {
            until = LocalDate.parse(trainUntil);
        } catch (DateTimeParseException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--train-until takes a date like 2015-09-30");
        }
        List<String> models = switch (model) {
            case "all" -> List.of("coin", "grades", "gor", "predictive");
            case "gor", "predictive", "grades", "coin" -> List.of(model);
            case "whr" -> List.of("predictive");
            default -> throw new CommandLine.ParameterException(spec.commandLine(),
                    "--model takes all, gor, predictive, grades or coin, not '" + model + "'");
        };
        List<Backtest.Game> list;
        try {
            list = Backtest.parse(Files.readAllLines(games, StandardCharsets.UTF_8));
        } catch (IOException e) {
            spec.commandLine().getErr().println("tengen ratings backtest: cannot read " + games + ": " + e.getMessage());
            return ExitCode.BAD_INPUT;
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("tengen ratings backtest: " + games + ", " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        Predictive.Params defaults = Backtest.defaults(list);
        Predictive.Params params = new Predictive.Params(drift != null ? drift : defaults.drift(),
                priorSigma != null ? priorSigma : defaults.spread());
        boolean text = format != OutputFormat.json;
        ProgressLine progress = ProgressLine.to(spec.commandLine().getErr(), !text);
        if (flipCheck != null) {
            if (flipCheck < 1 || (holdBelow != null && (holdBelow <= 0 || holdBelow >= 1))) {
                throw new CommandLine.ParameterException(spec.commandLine(),
                        "--flip-check takes a number of seeds of at least 1, --hold-below a probability between 0 and 1");
            }
            return flipCheck(out, list, until, params, text, progress);
        }
        if (tune && models.contains("predictive")) {
            progress.show("backtest: tuning the predictive model on the training games…");
            List<Backtest.Trial> trials = Backtest.tune(list, until, Backtest.DRIFTS, Backtest.SPREADS);
            progress.clear();
            if (text) {
                out.println("tuning on the training games (fit on the first two thirds, predict the last third):");
                for (Backtest.Trial t : trials) {
                    out.printf("  drift %-8s spread %-5s log-loss %.4f%n", t.params().drift(), t.params().spread(),
                            t.logLoss());
                }
            }
            if (!trials.isEmpty()) {
                params = trials.get(0).params();
            }
        }
        List<Backtest.Run> runs = new ArrayList<>();
        for (String m : models) {
            progress.show("backtest " + (runs.size() + 1) + "/" + models.size() + ": " + m + " on " + list.size()
                    + " games…");
            runs.add(switch (m) {
                case "coin" -> Backtest.coinRun(list, until);
                case "grades" -> Backtest.gradesRun(list, until);
                case "gor" -> Backtest.gorRun(list, until);
                default -> Backtest.predictiveRun(list, until, params);
            });
        }
        progress.clear();
        if (plot != null) {
            List<Calibration.Series> series = new ArrayList<>();
            for (Backtest.Run r : runs) {
                if (!r.model().equals("always 50%")) {
                    series.add(new Calibration.Series(String.format(java.util.Locale.ROOT, "%s (log-loss %.4f)", r.model(),
                            r.metrics().logLoss()), Calibration.bands(r.predicted(), r.observed())));
                }
            }
            try {
                Files.writeString(plot, Calibration.svg(games.getFileName() + ": games after " + until, series),
                        StandardCharsets.UTF_8);
            } catch (IOException e) {
                spec.commandLine().getErr().println("tengen ratings backtest: cannot write " + plot + ": "
                        + e.getMessage());
                return ExitCode.BAD_INPUT;
            }
        }
        if (!text) {
            List<Map<String, Object>> js = new ArrayList<>();
            for (Backtest.Run r : runs) {
                Backtest.Metrics m = r.metrics();
                Map<String, Object> j = new LinkedHashMap<>();
                j.put("model", r.model().equals("always 50%") ? "coin" : r.model().equals("grades+handicap") ? "grades"
                        : r.model());
                j.put("trainGames", m.trainGames());
                j.put("testGames", m.testGames());
                j.put("logLoss", round(m.logLoss()));
                j.put("brier", round(m.brier()));
                j.put("accuracy", round(m.accuracy()));
                if (r.model().equals("predictive")) {
                    j.put("drift", params.drift());
                    j.put("spread", params.spread());
                }
                js.add(j);
            }
            JsonMapper json = JsonMapper.builder().build();
            out.println(json.writeValueAsString(js.size() == 1 ? js.get(0) : js));
            out.flush();
            return ExitCode.DONE;
        }
        Backtest.Metrics first = runs.get(0).metrics();
        out.printf("trained on %d games up to %s, tested on %d games after it%n", first.trainGames(), until,
                first.testGames());
        out.printf("%-18s %9s %8s %9s%n", "model", "log-loss", "Brier", "accuracy");
        for (Backtest.Run r : runs) {
            Backtest.Metrics m = r.metrics();
            out.printf("%-18s %9.4f %8.4f %8.2f%%%s%n", r.model(), m.logLoss(), m.brier(), 100 * m.accuracy(),
                    r.model().equals("predictive") ? "   (drift " + params.drift() + ", spread " + params.spread() + ")"
                            : "");
        }
        out.println();
        out.println("calibration: games by predicted probability that Black wins → share Black won");
        StringBuilder head = new StringBuilder(String.format("%-9s", ""));
        StringBuilder sub = new StringBuilder(String.format("%-9s", "band"));
        List<List<Calibration.Band>> tables = new ArrayList<>();
        for (Backtest.Run r : runs) {
            if (r.model().equals("always 50%")) {
                continue;
            }
            head.append(String.format(" | %-24s", r.model()));
            sub.append(String.format(" | %6s %8s %8s", "games", "mean", "won"));
            tables.add(Calibration.bands(r.predicted(), r.observed()));
        }
        out.println(head);
        out.println(sub);
        for (int b = 0; b < 10; b++) {
            StringBuilder row = new StringBuilder(String.format("%3.0f–%3.0f%% ", 10.0 * b, 10.0 * b + 10));
            for (List<Calibration.Band> t : tables) {
                Calibration.Band band = t.get(b);
                row.append(band.games() == 0 ? String.format(" | %-24s", "")
                        : String.format(" | %6d %8.3f %8.3f", band.games(), band.predicted(), band.observed()));
            }
            out.println(row);
        }
        out.flush();
        return ExitCode.DONE;
    }

    private int flipCheck(PrintWriter out, List<Backtest.Game> list, LocalDate until, Predictive.Params params,
                          boolean text, ProgressLine progress) {
        progress.show("flip check: the real results…");
        List<ImprobableResults.Assessment> real = Backtest.assessHold(list, params);
        double level = holdBelow != null ? holdBelow : Backtest.holdLevel(list, until, real);
        List<ImprobableResults.Assessment> held = ImprobableResults.held(real, level);
        double least = real.stream().mapToDouble(ImprobableResults.Assessment::probability).min().orElse(Double.NaN);
        progress.show("flip check: " + flipCheck + " seeds of typing errors in 1% of " + list.size() + " games…");
        ImprobableResults.FlipCheck c = Backtest.flipCheck(list, params, level, flipCheck);
        progress.clear();
        if (!text) {
            Map<String, Object> j = new LinkedHashMap<>();
            j.put("games", list.size());
            j.put("level", round(level));
            j.put("typingErrorAtLevel", round(ImprobableResults.typingError(level)));
            j.put("heldReal", held.size());
            j.put("leastProbable", round(least));
            j.put("seeds", c.seeds());
            j.put("flipped", c.flipped());
            j.put("caught", c.caught());
            j.put("catchRate", round(c.catchRate()));
            j.put("upsets", c.upsets());
            j.put("upsetsHeld", c.upsetsHeld());
            j.put("falseHoldRate", round(c.falseHoldRate()));
            j.put("caughtByRatingsAlone", c.caughtByRatings());
            j.put("upsetsByRatingsAlone", c.upsetsByRatings());
            j.put("upsetsHeldByRatingsAlone", c.upsetsHeldByRatings());
            out.println(JsonMapper.builder().build().writeValueAsString(j));
            out.flush();
            return ExitCode.DONE;
        }
        out.printf(java.util.Locale.ROOT, "the hold: a result is held when its probability, given the ratings the day "
                + "before and the event's other games, is below %.4f%s%n", level, holdBelow != null ? " (--hold-below)"
                : " (one result in a thousand of the " + (int) real.stream().filter(a -> !list.get(a.index()).date()
                .isAfter(until)).count() + " up to " + until + ")");
        out.printf(java.util.Locale.ROOT, "  at that level a typing error is %.1f%% likely (1%% of results typed wrong "
                + "beforehand)%n", 100 * ImprobableResults.typingError(level));
        out.printf(java.util.Locale.ROOT, "real results: %d decided, %d held; the least probable %.4f%n", real.size(),
                held.size(), least);
        out.printf(java.util.Locale.ROOT, "typing errors, 1%% of the results swapped at random, %d seeds:%n", c.seeds());
        out.printf(java.util.Locale.ROOT, "  caught      %6d of %8d typing errors  %7.3f%%%n", c.caught(), c.flipped(),
                100 * c.catchRate());
        out.printf(java.util.Locale.ROOT, "  upsets held %6d of %8d true upsets    %7.3f%%%n", c.upsetsHeld(), c.upsets(),
                100 * c.falseHoldRate());
        out.printf(java.util.Locale.ROOT, "  (a true upset: a result not swapped that had less than 50%%)%n");
        out.printf(java.util.Locale.ROOT, "the same level on the ratings the day before alone, without the event's "
                + "other games:%n  caught      %6d of %8d typing errors  %7.3f%%%n  upsets held %6d of %8d true "
                + "upsets    %7.3f%%%n", c.caughtByRatings(), c.flipped(), 100 * c.catchRateByRatings(),
                c.upsetsHeldByRatings(), c.upsetsByRatings(), 100 * c.falseHoldRateByRatings());
        out.flush();
        return ExitCode.DONE;
    }

    private static double round(double v) {
        return Math.round(v * 1e6) / 1e6;
    }
}
