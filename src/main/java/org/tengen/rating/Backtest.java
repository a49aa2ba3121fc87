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
    /** Komi of an even game under the rules most records use (Chinese 7.5, Japanese and Korean 6.5). */
    public static final double FAIR_KOMI = 7;

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
                        c[5].isBlank() ? FAIR_KOMI : Double.parseDouble(c[5].strip()), result,
                        c.length > 7 ? Rank.parse(c[7]) : null, c.length > 8 ? Rank.parse(c[8]) : null));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        out.sort(java.util.Comparator.comparing(Game::date));
        return out;
    }

    public static Metrics gor(List<Game> games, LocalDate trainUntil) {
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
        List<double[]> predictions = new ArrayList<>();
        for (Game g : test) {
            double rb = ratings.getOrDefault(g.black(), g.blackRank() == null ? UNRANKED_GOR : Gor.nominal(g.blackRank()));
            double rw = ratings.getOrDefault(g.white(), g.whiteRank() == null ? UNRANKED_GOR : Gor.nominal(g.whiteRank()));
            predictions.add(new double[] {Gor.expected(rb + Gor.handicapBoost(g.handicap()), rw), g.blackScore()});
        }
        return metrics("gor", train.size(), predictions);
    }

    private static void start(Map<String, Double> ratings, String player, Rank rank) {
        ratings.computeIfAbsent(player, p -> rank == null ? UNRANKED_GOR : Gor.nominal(rank));
    }

    public static Metrics predictive(List<Game> games, LocalDate trainUntil) {
        return predictive(games, trainUntil, Whr.defaults(), 30);
    }

    public static Metrics predictive(List<Game> games, LocalDate trainUntil, Whr whr, int iterations) {
        List<Game> train = new ArrayList<>();
        List<Game> test = new ArrayList<>();
        split(games, trainUntil, train, test);
        LocalDate epoch = games.isEmpty() ? trainUntil : games.get(0).date();
        for (Game g : train) {
            whr.player(g.black(), prior(g.blackRank()));
            whr.player(g.white(), prior(g.whiteRank()));
            whr.add(day(epoch, g.date()), g.black(), g.white(), g.blackScore(),
                    Whr.advantageStones(g.handicap(), g.komi(), FAIR_KOMI));
        }
        whr.fit(iterations);
        int asOf = day(epoch, trainUntil);
        List<double[]> predictions = new ArrayList<>();
        for (Game g : test) {
            whr.player(g.black(), prior(g.blackRank()));
            whr.player(g.white(), prior(g.whiteRank()));
            predictions.add(new double[] {whr.predict(g.black(), g.white(), asOf,
                    Whr.advantageStones(g.handicap(), g.komi(), FAIR_KOMI)), g.blackScore()});
        }
        return metrics("predictive", train.size(), predictions);
    }

    /** A grade's prior on the natural scale (a grade is a stone); NaN when not known. */
    static double prior(Rank rank) {
        return rank == null ? Double.NaN : (Gor.nominal(rank) - UNRANKED_GOR) / 100 * 0.75;
    }

    static int day(LocalDate epoch, LocalDate d) {
        return (int) ChronoUnit.DAYS.between(epoch, d);
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
