package org.tengen.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.tengen.rating.Backtest;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tools.jackson.databind.json.JsonMapper;

/** {@code ratings backtest}: how well a rating model predicts games it has not seen. Needs no database. */
@Command(name = "backtest", mixinStandardHelpOptions = true,
        description = {"Fits a rating model on the games up to a date and predicts the later ones with the ratings "
                + "as they stood then: log-loss, Brier score and accuracy of the probability that Black wins.",
                "The CSV: date,event,black,white,handicap,komi,result,black_rank,white_rank (result B, W or D)."})
public class RatingsBacktestCommand implements Callable<Integer> {

    @Option(names = "--games", required = true, paramLabel = "CSV", description = "The games, in any order.")
    Path games;

    @Option(names = "--model", defaultValue = "gor", paramLabel = "MODEL",
            description = "gor (the EGF rating, the published list) or predictive (whole-history rating). "
                    + "Default: ${DEFAULT-VALUE}.")
    String model;

    @Option(names = "--train-until", required = true, paramLabel = "DATE", description = "The last day fitted.")
    String trainUntil;

    @Option(names = "--drift", paramLabel = "W2", defaultValue = "0.0005",
            description = "predictive model: how far a strength may drift per day (variance, natural units²). "
                    + "Default: ${DEFAULT-VALUE}.")
    double drift;

    @Option(names = "--prior-sigma", paramLabel = "SIGMA", defaultValue = "0.6",
            description = "predictive model: the spread of a newcomer's prior around the declared grade. "
                    + "Default: ${DEFAULT-VALUE}.")
    double priorSigma;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text or json.")
    OutputFormat format;

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
        Backtest.Metrics m = switch (model) {
            case "gor" -> Backtest.gor(list, until);
            case "predictive", "whr" -> Backtest.predictive(list, until, new org.tengen.rating.Whr(drift, 0.75,
                    priorSigma), 30);
            default -> throw new CommandLine.ParameterException(spec.commandLine(),
                    "--model takes gor or predictive, not '" + model + "'");
        };
        if (format == OutputFormat.json) {
            Map<String, Object> j = new LinkedHashMap<>();
            j.put("model", m.model());
            j.put("trainGames", m.trainGames());
            j.put("testGames", m.testGames());
            j.put("logLoss", round(m.logLoss()));
            j.put("brier", round(m.brier()));
            j.put("accuracy", round(m.accuracy()));
            out.println(JsonMapper.builder().build().writeValueAsString(j));
        } else {
            out.printf("%s: trained on %d games up to %s, tested on %d: log-loss %.4f, Brier %.4f, accuracy %.2f%%%n",
                    m.model(), m.trainGames(), until, m.testGames(), m.logLoss(), m.brier(), 100 * m.accuracy());
        }
        out.flush();
        return ExitCode.DONE;
    }

    private static double round(double v) {
        return Math.round(v * 1e6) / 1e6;
    }
}
