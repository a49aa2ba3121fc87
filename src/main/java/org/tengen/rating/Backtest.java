package org.tengen.rating;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tengen.rank.Rank;

/**
 * Fits a rating model on the games up to a date and predicts the later ones, with the ratings as
 * they stood at that date: log-loss, Brier score and accuracy of the predicted probability that
 * Black wins. The same games, the same split and the same starting ratings for both models.
 */
public final class Backtest {

    /** What {@code ratings backtest} reads: one line a game. {@code result} is B, W or D. */
    public record Game(LocalDate date, String event, String black, String white, int handicap, double komi,
                       char result, Rank blackRank, Rank whiteRank) {

        double blackScore() {
            return result == 'B' ? 1 : result == 'W' ? 0 : 0.5;
        }
    }

    public record Metrics(String model, int trainGames, int testGames, double logLoss, double brier,
                          double accuracy) {
    }

    /** The rating of a player with no grade when a model starts: 1 dan (2100). */
    public static final double UNRANKED_GOR = 2100;

    private Backtest() {
    }

    /**
     * Reads the CSV {@code date,event,black,white,handicap,komi,result,black_rank,white_rank} (a
     * header line is skipped). Throws naming the line of anything it cannot read.
     */
    public static List<Game> parse(List<String> lines) {
        List<Game> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || (i == 0 && line.toLowerCase(Locale.ROOT).startsWith("date,"))) {
                continue;
            }
            String[] c = line.split(",", -1);
            if (c.length < 7) {
                throw new IllegalArgumentException("line " + (i + 1) + ": expected date,event,black,white,handicap,"
                        + "komi,result,black_rank,white_rank");
            }
            try {
                char result = c[6].strip().toUpperCase(Locale.ROOT).charAt(0);
                if ("BWD".indexOf(result) < 0) {
                    throw new IllegalArgumentException("the result is B, W or D, not '" + c[6] + "'");
                }
                out.add(new Game(LocalDate.parse(c[0].strip()), c[1].strip(), c[2].strip(), c[3].strip(),
                        c[4].isBlank() ? 0 : Integer.parseInt(c[4].strip()),
                        c[5].isBlank() ? Predictive.FAIR_KOMI : Double.parseDouble(c[5].strip()), result,
                        c.length > 7 ? Rank.parse(c[7]) : null, c.length > 8 ? Rank.parse(c[8]) : null));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        out.sort(java.util.Comparator.comparing(Game::date));
        return out;
    }

    public static Metrics gor(List<Game> games, LocalDate trainUntil) {
        return gorRun(games, trainUntil).metrics();
    }

    /** GoR's predictions: the EGF formula, each day's games of one event a tournament. */
    public static Run gorRun(List<Game> games, LocalDate trainUntil) {
        Map<String, Double> ratings = new HashMap<>();
        List<Game> train = new ArrayList<>();
        List<Game> test = new ArrayList<>();
        split(games, trainUntil, train, test);
        // Each day's games of one event are one tournament: ratings frozen during it.
        Map<String, List<Game>> events = new LinkedHashMap<>();
        for (Game g : train) {
            events.computeIfAbsent(g.date() + "|" + g.event(), k -> new ArrayList<>()).add(g);
        }
        for (List<Game> event : events.values()) {
            List<Gor.Game> gs = new ArrayList<>();
            long id = 0;
            for (Game g : event) {
                start(ratings, g.black(), g.blackRank());
                start(ratings, g.white(), g.whiteRank());
                gs.add(new Gor.Game(id++, g.black(), g.white(), g.blackScore(), g.handicap()));
            }
            Map<String, Double> after = Gor.apply(ratings, Gor.tournament(gs, ratings, 1.0));
            ratings.putAll(after);
        }
        return run("gor", train.size(), test, g -> {
            double rb = ratings.getOrDefault(g.black(), g.blackRank() == null ? UNRANKED_GOR : Gor.nominal(g.blackRank()));
            double rw = ratings.getOrDefault(g.white(), g.whiteRank() == null ? UNRANKED_GOR : Gor.nominal(g.whiteRank()));
            return Gor.expected(rb + Gor.handicapBoost(g.handicap()), rw);
        });
    }

    private static void start(Map<String, Double> ratings, String player, Rank rank) {
        ratings.computeIfAbsent(player, p -> rank == null ? UNRANKED_GOR : Gor.nominal(rank));
    }

    /** Which defaults fit the games: tournament play when most games have both grades, online play otherwise. */
    public static Predictive.Params defaults(List<Game> games) {
        long graded = games.stream().filter(g -> g.blackRank() != null && g.whiteRank() != null).count();
        return 2 * graded >= games.size() && !games.isEmpty() ? Predictive.TOURNAMENT : Predictive.ONLINE;
    }

    public static Metrics predictive(List<Game> games, LocalDate trainUntil) {
        return predictive(games, trainUntil, defaults(games));
    }

    public static Metrics predictive(List<Game> games, LocalDate trainUntil, Predictive.Params params) {
        return predictiveRun(games, trainUntil, params).metrics();
    }

    /** The predictive model's predictions of the games after {@code trainUntil}. */
    public static Run predictiveRun(List<Game> games, LocalDate trainUntil, Predictive.Params params) {
        List<Game> train = new ArrayList<>();
        List<Game> test = new ArrayList<>();
        split(games, trainUntil, train, test);
        Predictive model = Predictive.fit(train.stream().map(Backtest::modelGame).toList(), params, trainUntil);
        return run("predictive", train.size(), test, g -> model.blackWins(modelGame(g)));
    }

    /** The baseline: a logistic fit on the declared grade difference and the handicap alone, on the training games. */
    public static Run gradesRun(List<Game> games, LocalDate trainUntil) {
        List<Game> train = new ArrayList<>();
        List<Game> test = new ArrayList<>();
        split(games, trainUntil, train, test);
        Predictive.Circumstances c = Predictive.circumstancesOnly(train.stream().map(Backtest::modelGame).toList());
        return run("grades+handicap", train.size(), test, g -> c.blackWins(modelGame(g)));
    }

    /** The scale: 50% every time. */
    public static Run coinRun(List<Game> games, LocalDate trainUntil) {
        List<Game> train = new ArrayList<>();
        List<Game> test = new ArrayList<>();
        split(games, trainUntil, train, test);
        return run("always 50%", train.size(), test, g -> 0.5);
    }

    /** One validation of the hyper-parameters: their log-loss on the held-out part of the training games. */
    public record Trial(Predictive.Params params, double logLoss) {
    }

    /**
     * Chooses the predictive model's hyper-parameters by time: fits on the first two thirds of the
     * training period and predicts its last third (twelve months and six of eighteen), for every
     * pair of the grid; the games after {@code trainUntil} are not looked at. Best first.
     */
    public static List<Trial> tune(List<Game> games, LocalDate trainUntil, double[] drifts, double[] spreads) {
        List<Game> train = new ArrayList<>();
        split(games, trainUntil, train, new ArrayList<>());
        if (train.isEmpty()) {
            return List.of();
        }
        long span = ChronoUnit.DAYS.between(train.get(0).date(), trainUntil);
        LocalDate validateFrom = trainUntil.minusDays(span / 3);
        List<Trial> out = new ArrayList<>();
        for (double drift : drifts) {
            for (double spread : spreads) {
                Predictive.Params p = new Predictive.Params(drift, spread);
                out.add(new Trial(p, predictive(train, validateFrom, p).logLoss()));
            }
        }
        out.sort(java.util.Comparator.comparingDouble(Trial::logLoss));
        return out;
    }

    /** The grid {@code ratings backtest --tune} searches. */
    public static final double[] DRIFTS = {0.00001, 0.00003, 0.0001, 0.0003, 0.001};
    public static final double[] SPREADS = {0.1, 0.2, 0.3, 0.45, 0.6, 0.9, 1.2};

    /** The event of each game for the improbable-result hold: the games of one event on one day. */
    public static List<String> events(List<Game> games) {
        return games.stream().map(g -> g.date() + "|" + g.event()).toList();
    }

    /** Every decided result's probability given everything else ({@link ImprobableResults#assess}). */
    public static List<ImprobableResults.Assessment> assessHold(List<Game> games, Predictive.Params params) {
        return ImprobableResults.assess(games.stream().map(Backtest::modelGame).toList(), events(games), params,
                ImprobableResults.defaults(params));
    }

    /**
     * The level the hold would use on these games: the probability below which {@link
     * ImprobableResults#HOLD_SHARE} of the real results of the training games lie.
     */
    public static double holdLevel(List<Game> games, LocalDate trainUntil, List<ImprobableResults.Assessment> assessed) {
        return ImprobableResults.level(assessed.stream().filter(a -> !games.get(a.index()).date().isAfter(trainUntil))
                .toList(), ImprobableResults.HOLD_SHARE);
    }

    /** Typing errors in 1% of the results, {@code seeds} times: what the hold at {@code level} catches and holds. */
    public static ImprobableResults.FlipCheck flipCheck(List<Game> games, Predictive.Params params, double level,
                                                        int seeds) {
        return ImprobableResults.flipCheck(games.stream().map(Backtest::modelGame).toList(), events(games), params,
                ImprobableResults.defaults(params), level, ImprobableResults.TYPING_ERROR_PRIOR,
                ImprobableResults.seeds(seeds));
    }

    static Predictive.Game modelGame(Game g) {
        return new Predictive.Game(g.date(), g.black(), g.white(), g.blackRank(), g.whiteRank(), g.handicap(), g.komi(),
                g.blackScore());
    }

    /** Predictions of the test games beside what happened. */
    public record Run(String model, int trainGames, double[] predicted, double[] observed) {

        public Metrics metrics() {
            List<double[]> ps = new ArrayList<>();
            for (int i = 0; i < predicted.length; i++) {
                ps.add(new double[] {predicted[i], observed[i]});
            }
            return Backtest.metrics(model, trainGames, ps);
        }
    }

    private static Run run(String model, int trainGames, List<Game> test, java.util.function.ToDoubleFunction<Game> p) {
        double[] predicted = new double[test.size()];
        double[] observed = new double[test.size()];
        for (int i = 0; i < test.size(); i++) {
            predicted[i] = p.applyAsDouble(test.get(i));
            observed[i] = test.get(i).blackScore();
        }
        return new Run(model, trainGames, predicted, observed);
    }

    private static void split(List<Game> games, LocalDate trainUntil, List<Game> train, List<Game> test) {
        for (Game g : games) {
            (g.date().isAfter(trainUntil) ? test : train).add(g);
        }
    }

    static Metrics metrics(String model, int trainGames, List<double[]> predictions) {
        double logLoss = 0;
        double brier = 0;
        double correct = 0;
        for (double[] p : predictions) {
            double q = Math.min(1 - 1e-9, Math.max(1e-9, p[0]));
            double y = p[1];
            logLoss -= y * Math.log(q) + (1 - y) * Math.log(1 - q);
            brier += (q - y) * (q - y);
            if (q == 0.5 || y == 0.5) {
                correct += 0.5;
            } else if ((q > 0.5) == (y == 1)) {
                correct += 1;
            }
        }
        int n = predictions.size();
        return new Metrics(model, trainGames, n, n == 0 ? Double.NaN : logLoss / n, n == 0 ? Double.NaN : brier / n,
                n == 0 ? Double.NaN : correct / n);
    }
}
