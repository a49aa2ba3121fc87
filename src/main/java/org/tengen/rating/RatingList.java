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
 * model (whole-history rating) is fitted on every game; a result that, given the ratings and the
 * other games of its tournament, is less probable than {@link #IMPROBABLE} is held out of the rating
 * until a person confirms it (a possible typing error in the sheet, {@link ImprobableResults}); then
 * GoR tournament by tournament in date order, ratings frozen within each tournament and weighted
 * by its class. No clock, no database: the caller passes the
 * games and the confirmed results, and stores what comes back.
 */
public final class RatingList {

    /** Below this probability of the recorded result it is held for review ({@link ImprobableResults#HOLD_BELOW}). */
    public static final double IMPROBABLE = ImprobableResults.HOLD_BELOW;

    /** The predictive model's settings for the registry's games: tournament play with declared grades. */
    public static final Predictive.Params MODEL = Predictive.TOURNAMENT;

    /** GoR points of one grade (1d = 2100, 2d = 2200): the GoR scale's step, for the predictive estimate. */
    public static final double GOR_PER_GRADE = 100;

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

    /** A result held out of the rating, with its probability given everything else, and why, in staff's terms. */
    public record Held(long game, double probability, String reason) {
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
        Map<Long, Held> held = improbable(games, confirmed);
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
        Map<Long, Rank> lastGrade = new HashMap<>();
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
                if (grade.get(p.getKey()) != null) {
                    lastGrade.put(p.getKey(), grade.get(p.getKey()));
                }
            }
            ratings.putAll(after);
        }
        // The predictive estimate beside the list: the last declared grade, moved by the player's deviation.
        Predictive model = games.isEmpty() ? null
                : Predictive.fit(modelGames(games), MODEL, games.get(games.size() - 1).date());
        List<Line> lines = new ArrayList<>();
        for (Map.Entry<String, Double> r : new TreeMap<>(ratings).entrySet()) {
            long player = id(r.getKey());
            double predictive = Gor.nominal(lastGrade.get(player));
            double sigma = Double.NaN;
            if (model != null && model.circumstances().grade() > 0 && lastPlayed.get(player) != null) {
                Whr.Estimate e = model.deviation(r.getKey(), lastPlayed.get(player));
                double perGrade = GOR_PER_GRADE / model.circumstances().grade();
                predictive += e.rating() * perGrade;
                sigma = e.sigma() * perGrade;
            }
            lines.add(new Line(player, r.getValue(), played.getOrDefault(player, 0), lastPlayed.get(player),
                    lastChange.getOrDefault(player, 0.0), predictive, sigma));
        }
        List<Held> heldList = held.values().stream().sorted(java.util.Comparator.comparingLong(Held::game)).toList();
        return new Outcome(heldList, changes, steps, lines, byTournament.size());
    }

    /** The games as the predictive model sees them. */
    static List<Predictive.Game> modelGames(List<RatedGame> games) {
        return games.stream().map(r -> new Predictive.Game(r.date(), key(r.black()), key(r.white()), r.blackGrade(),
                r.whiteGrade(), r.handicap(), r.komi().toBigDecimal().doubleValue(), r.blackScore())).toList();
    }

    /**
     * The results less probable than {@link #IMPROBABLE} given the ratings and the other games of
     * their tournament ({@link ImprobableResults}), unless a person confirmed them.
     */
    static Map<Long, Held> improbable(List<RatedGame> games, Set<Long> confirmed) {
        Map<Long, Held> held = new HashMap<>();
        List<Predictive.Game> model = modelGames(games);
        List<String> events = games.stream().map(r -> Long.toString(r.tournament())).toList();
        for (ImprobableResults.Assessment a : ImprobableResults.held(ImprobableResults.assess(model, events, MODEL,
                ImprobableResults.TOURNAMENT), IMPROBABLE)) {
            long game = games.get(a.index()).game();
            if (!confirmed.contains(game)) {
                held.put(game, new Held(game, a.probability(), ImprobableResults.reason(model.get(a.index()), a)));
            }
        }
        return held;
    }

    private static String key(long player) {
        return Long.toString(player);
    }

    private static long id(String key) {
        return Long.parseLong(key);
    }
}
