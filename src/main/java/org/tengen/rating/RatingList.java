package org.tengen.rating;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.tengen.rank.Rank;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;
import org.tengen.rules.Score;

/**
 * The rating list computed from every rated game of the registry, as plain values: the predictive
 * model (whole-history rating) is fitted on every game; a result it gives less than
 * {@link #IMPROBABLE} is held out of the rating until a person confirms it (a common sign of a
 * typing error in the sheet); then GoR tournament by tournament in date order, ratings frozen
 * within each tournament and weighted by its class. No clock, no database: the caller passes the
 * games and the confirmed results, and stores what comes back.
 */
public final class RatingList {

    /** Below this probability by the predictive model a result is held for review. */
    public static final double IMPROBABLE = 0.01;

    /** Newton iterations of the whole-history fit: enough for the ratings to settle (docs/ratings.md). */
    public static final int FIT_ITERATIONS = 20;

    /** The komi (points) at which an even game is fair, for the predictive model's advantage in stones. */
    public static final double FAIR_KOMI = 7;

    /** GoR points of one grade (1d = 2100, 2d = 2200): the GoR scale's step. */
    public static final double GOR_PER_GRADE = 100;

    /** The GoR of 1 dan, the origin of the predictive model's scale (0 there). */
    public static final double GOR_OF_1_DAN = 2100;

    /**
     * One grade on the predictive model's natural scale: the model's handicap stone
     * ({@code Whr.defaults()}), since a grade is worth a handicap stone.
     */
    public static final double NATURAL_PER_GRADE = 0.75;

    private RatingList() {
    }

    /**
     * A rated game as the rating sees it.
     *
     * @param date the tournament's date (its last day; the first, or the day it was published, when not given)
     * @param blackGrade the grade Black entered with (null: not known), likewise {@code whiteGrade}
     */
    public record RatedGame(long game, long tournament, LocalDate date, char ratingClass, long black, long white,
                            Rank blackGrade, Rank whiteGrade, int handicap, Score komi, GameResult result) {

        /** Black's score: 1, ½ or 0. Only results decided over the board are rated ({@link #rated}). */
        public double blackScore() {
            return result.kind() == GameResult.Kind.DRAW ? 0.5 : result.winner() == Colour.BLACK ? 1 : 0;
        }
    }

    /** Which results the rating counts: those decided over the board (not forfeits, void games, both-lose). */
    public static boolean rated(GameResult result) {
        return result.rated();
    }

    /** A result held out of the rating, with the probability the model gave it. */
    public record Held(long game, double probability) {
    }

    /** A player's rating over one tournament. */
    public record Step(long player, long tournament, LocalDate date, double before, double after, int games,
                       Rank grade) {
    }

    /** A player's line of the list: GoR, games, last played, last change, the predictive estimate and its spread. */
    public record Line(long player, double gor, int games, LocalDate lastPlayed, double lastChange, double predictive,
                       double predictiveSigma) {
    }

    /** A rated game's change for one side. */
    public record Change(long player, long tournament, Gor.Change change, long opponent) {
    }

    /** What a computation gives: the held results, every change, every step, the list. */
    public record Outcome(List<Held> held, List<Change> changes, List<Step> steps, List<Line> lines,
                          int tournaments) {

        /** Games rated (each has two changes). */
        public int games() {
            return changes.size() / 2;
        }
    }

    /**
     * A fingerprint of everything the list is computed from (the games in order and which were
     * confirmed): when it equals the last run's, nothing needs recomputing.
     */
    public static String inputsSha256(List<RatedGame> games, Set<Long> confirmed) {
        MessageDigest md;
        try {
            md = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        for (RatedGame r : games) {
            md.update((r.game() + "|" + r.tournament() + "|" + r.date() + "|" + r.ratingClass() + "|" + r.black() + "|"
                    + r.white() + "|" + notation(r.blackGrade()) + "|" + notation(r.whiteGrade()) + "|" + r.handicap()
                    + "|" + r.komi() + "|" + r.result().notation() + "|" + confirmed.contains(r.game()) + "\n")
                    .getBytes(StandardCharsets.UTF_8));
        }
        return HexFormat.of().formatHex(md.digest());
    }

    private static String notation(Rank r) {
        return r == null ? null : r.notation();
    }

    /** Computes the list from the rated games (in date order) and the results a person confirmed. */
    public static Outcome compute(List<RatedGame> all, Set<Long> confirmed) {
        List<RatedGame> games = all.stream().filter(g -> rated(g.result())).toList();
        PredictiveModel model = new PredictiveModel(games);
        Map<Long, Double> held = improbable(model, games, confirmed);
        // GoR, tournament by tournament.
        Map<Long, List<RatedGame>> byTournament = new LinkedHashMap<>();
        for (RatedGame r : games) {
            if (!held.containsKey(r.game())) {
                byTournament.computeIfAbsent(r.tournament(), t -> new ArrayList<>()).add(r);
            }
        }
        Map<String, Double> ratings = new HashMap<>();
        Map<Long, Integer> played = new HashMap<>();
        Map<Long, LocalDate> lastPlayed = new HashMap<>();
        Map<Long, Double> lastChange = new HashMap<>();
        List<Change> changes = new ArrayList<>();
        List<Step> steps = new ArrayList<>();
        for (Map.Entry<Long, List<RatedGame>> t : byTournament.entrySet()) {
            List<RatedGame> ts = t.getValue();
            RatedGame first = ts.get(0);
            List<Gor.Game> gs = new ArrayList<>();
            Map<Long, Rank> grade = new HashMap<>();
            for (RatedGame r : ts) {
                ratings.computeIfAbsent(key(r.black()), k -> Gor.nominal(r.blackGrade()));
                ratings.computeIfAbsent(key(r.white()), k -> Gor.nominal(r.whiteGrade()));
                grade.put(r.black(), r.blackGrade());
                grade.put(r.white(), r.whiteGrade());
                gs.add(new Gor.Game(r.game(), key(r.black()), key(r.white()), r.blackScore(), r.handicap()));
            }
            List<Gor.Change> cs = Gor.tournament(gs, ratings, Gor.weight(first.ratingClass()));
            Map<String, Double> after = Gor.apply(ratings, cs);
            Map<Long, Integer> inTournament = new TreeMap<>();
            for (Gor.Change c : cs) {
                changes.add(new Change(id(c.player()), t.getKey(), c, id(c.opponent())));
                inTournament.merge(id(c.player()), 1, Integer::sum);
            }
            for (Map.Entry<Long, Integer> p : inTournament.entrySet()) {
                double before = ratings.get(key(p.getKey()));
                double now = after.get(key(p.getKey()));
                steps.add(new Step(p.getKey(), t.getKey(), first.date(), before, now, p.getValue(),
                        grade.get(p.getKey())));
                played.merge(p.getKey(), p.getValue(), Integer::sum);
                lastPlayed.put(p.getKey(), first.date());
                lastChange.put(p.getKey(), now - before);
            }
            ratings.putAll(after);
        }
        List<Line> lines = new ArrayList<>();
        for (Map.Entry<String, Double> r : new TreeMap<>(ratings).entrySet()) {
            long player = id(r.getKey());
            Whr.Estimate e = model.latest(r.getKey());
            lines.add(new Line(player, r.getValue(), played.getOrDefault(player, 0), lastPlayed.get(player),
                    lastChange.getOrDefault(player, 0.0), Whr.toGorScale(e.rating()),
                    e.sigma() * GOR_PER_GRADE / NATURAL_PER_GRADE));
        }
        List<Held> heldList = held.entrySet().stream().map(h -> new Held(h.getKey(), h.getValue()))
                .sorted(java.util.Comparator.comparingLong(Held::game)).toList();
        return new Outcome(heldList, changes, steps, lines, byTournament.size());
    }

    /** The results the predictive model gives less than {@link #IMPROBABLE}, unless a person confirmed them. */
    static Map<Long, Double> improbable(PredictiveModel model, List<RatedGame> games, Set<Long> confirmed) {
        Map<Long, Double> held = new HashMap<>();
        for (RatedGame r : games) {
            if (confirmed.contains(r.game())) {
                continue;
            }
            double p = model.probabilityOf(r);
            if (p < IMPROBABLE) {
                held.put(r.game(), p);
            }
        }
        return held;
    }

    /**
     * The predictive model over every rated game; a player's prior is the grade entered with
     * (its GoR, on the model's scale).
     */
    static final class PredictiveModel {

        private final Whr whr = Whr.defaults();
        private final LocalDate epoch;
        private final int lastDay;

        PredictiveModel(List<RatedGame> games) {
            epoch = games.isEmpty() ? LocalDate.EPOCH : games.get(0).date();
            for (RatedGame r : games) {
                whr.player(key(r.black()), prior(r.blackGrade()));
                whr.player(key(r.white()), prior(r.whiteGrade()));
                whr.add(day(r.date()), key(r.black()), key(r.white()), r.blackScore(), advantage(r));
            }
            whr.fit(FIT_ITERATIONS);
            lastDay = games.isEmpty() ? 0 : day(games.get(games.size() - 1).date());
        }

        /** The probability of the result as recorded, from the ratings of the day before. */
        double probabilityOf(RatedGame r) {
            double pBlack = whr.predict(key(r.black()), key(r.white()), day(r.date()) - 1, advantage(r));
            double s = r.blackScore();
            return s == 1 ? pBlack : s == 0 ? 1 - pBlack : 1;
        }

        Whr.Estimate latest(String player) {
            return whr.estimate(player, lastDay);
        }

        private int day(LocalDate d) {
            return (int) ChronoUnit.DAYS.between(epoch, d);
        }

        private static double advantage(RatedGame r) {
            return Whr.advantageStones(r.handicap(), r.komi().toBigDecimal().doubleValue(), FAIR_KOMI);
        }
    }

    /** The prior of the predictive model for a grade: its nominal GoR on the model's scale; NaN when not known. */
    static double prior(Rank grade) {
        return grade == null ? Double.NaN
                : (Gor.nominal(grade) - GOR_OF_1_DAN) / GOR_PER_GRADE * NATURAL_PER_GRADE;
    }

    private static String key(long player) {
        return Long.toString(player);
    }

    private static long id(String key) {
        return Long.parseLong(key);
    }
}
