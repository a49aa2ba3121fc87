package org.tengen.rating;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import org.tengen.rank.Rank;

/**
 * The improbable-result hold: a result is held out of the rating for a person to check when, given
 * everything else known, it is so improbable that a typing error (the winner written the wrong way
 * round) is a likely explanation.
 *
 * <p>"Everything else" is the predictive model ({@link Predictive}: the grades, the handicap and
 * komi as played, the players' histories, their ratings the day before) and the other games of the
 * same event: in each event every player gets a form, an offset from the model's prediction with
 * spread {@link Params#form()} ({@link Params#newcomerForm()} in a player's first event, whose
 * declared grade nothing has tested yet, and in his first after more than {@link #STALE_DAYS} days
 * without a game), fitted on the event's other games, the game itself left
 * out. A player who won all his other games losing to one who lost all of his is less probable
 * than the ratings alone say; a newcomer who beats everyone declared a grade too low, and each of
 * his wins is probable given the others.
 *
 * <p>The rule: hold when the probability of the recorded result is below {@link #HOLD_BELOW}. With
 * a typing error in {@link #TYPING_ERROR_PRIOR} of the results, that is when the chance that the
 * result was typed wrong ({@link #typingError}) is above about 5% — five times the usual.
 * Draws are never held.
 */
public final class ImprobableResults {

    /** The spread of a player's form in one event (natural units): a regular player's, a newcomer's. */
    public record Params(double form, double newcomerForm) {
    }

    /**
     * Tournament play: chosen on the AGA games of 2000 by the log-loss of each result predicted from
     * everything else (docs/ratings.md): newcomers' grades are often far off, regulars' hardly.
     */
    public static final Params TOURNAMENT = new Params(0.2, 1.0);
    /** Online play without grades: chosen likewise on Tygem January–September 2015. */
    public static final Params ONLINE = new Params(0.05, 1.2);

    /**
     * Below this probability of the recorded result a game is held: the least probable one in a
     * thousand of the real results of the AGA games of 2000 (what the staff check), docs/ratings.md.
     */
    public static final double HOLD_BELOW = 0.17;

    /** How often a result is typed the wrong way round, before anything is known of the game. */
    public static final double TYPING_ERROR_PRIOR = 0.01;

    /** The share of the real results the level is chosen to hold (one in a thousand). */
    public static final double HOLD_SHARE = 0.001;

    private static final int SWEEPS = 15;
    private static final int STEPS = 4;

    private ImprobableResults() {
    }

    /**
     * What one side did in the event's other games; {@code newcomer}: its first event, {@code
     * returning}: its first game in more than {@link #STALE_DAYS} days (both with the newcomer's
     * spread of form).
     */
    public record Record(int won, int played, boolean newcomer, boolean returning) {
    }

    /**
     * After this many days without a game (about nine months) a player's grade is untested again,
     * as a newcomer's: chosen on the AGA games by the log-loss of each result given everything else
     * (docs/ratings.md).
     */
    public static final int STALE_DAYS = 270;

    /**
     * One recorded result as the hold sees it.
     *
     * @param index the game's index in the list given
     * @param probability the probability of the recorded result given everything else (the game left out)
     * @param ratings the probability of the recorded result by the ratings the day before alone
     * @param black what Black did in the event's other games, likewise {@code white}
     */
    public record Assessment(int index, double probability, double ratings, Record black, Record white) {

        /** The chance the result was typed the wrong way round ({@link #typingError}). */
        public double typingError() {
            return ImprobableResults.typingError(probability);
        }
    }

    /** The posterior chance of a typing error: prior × P(the other result) against P(the recorded one). */
    public static double typingError(double probability) {
        double e = TYPING_ERROR_PRIOR * (1 - probability);
        return e / (e + (1 - TYPING_ERROR_PRIOR) * probability);
    }

    /** Which settings fit the games: tournament play when the model's are those of tournament play. */
    public static Params defaults(Predictive.Params model) {
        return model.equals(Predictive.ONLINE) ? ONLINE : TOURNAMENT;
    }

    /**
     * Every decided result's probability given everything else. {@code games} in time order,
     * {@code events} the event each was played in (the same key for the games of one event).
     */
    public static List<Assessment> assess(List<Predictive.Game> games, List<String> events, Predictive.Params model,
                                          Params params) {
        if (games.size() != events.size()) {
            throw new IllegalArgumentException("one event a game");
        }
        List<Assessment> out = new ArrayList<>();
        if (games.isEmpty()) {
            return out;
        }
        Predictive fit = Predictive.fit(games, model, games.get(games.size() - 1).date());
        double[] ratings = new double[games.size()];
        for (int i = 0; i < games.size(); i++) {
            ratings[i] = fit.blackWins(games.get(i), games.get(i).date().minusDays(1));
        }
        return assess(games, events, ratings, params);
    }

    /** As {@link #assess(List, List, Predictive.Params, Params)}, with Black's probability by the ratings given. */
    static List<Assessment> assess(List<Predictive.Game> games, List<String> events, double[] ratings, Params params) {
        Map<String, TreeSet<LocalDate>> played = new HashMap<>();
        for (Predictive.Game g : games) {
            played.computeIfAbsent(g.black(), k -> new TreeSet<>()).add(g.date());
            played.computeIfAbsent(g.white(), k -> new TreeSet<>()).add(g.date());
        }
        Map<String, List<Integer>> byEvent = new LinkedHashMap<>();
        for (int i = 0; i < games.size(); i++) {
            byEvent.computeIfAbsent(events.get(i), k -> new ArrayList<>()).add(i);
        }
        Assessment[] all = new Assessment[games.size()];
        for (List<Integer> event : byEvent.values()) {
            new Event(games, event, ratings, played, params).assess(all);
        }
        List<Assessment> out = new ArrayList<>();
        for (Assessment a : all) {
            if (a != null) {
                out.add(a);
            }
        }
        return out;
    }

    /** The results held: those whose probability is below {@code level}. */
    public static List<Assessment> held(List<Assessment> assessed, double level) {
        return assessed.stream().filter(a -> a.probability() < level).toList();
    }

    /** One event's players and their forms, fitted on the event's games. */
    private static final class Event {
        final int[] index;
        final double[] z;
        final double[] y;
        final int[][] sides;
        final double[] precision;
        final boolean[] newcomer;
        final boolean[] returning;
        final List<List<int[]>> played = new ArrayList<>();
        final double[] form;

        Event(List<Predictive.Game> games, List<Integer> event, double[] ratings,
              Map<String, TreeSet<LocalDate>> datesPlayed, Params params) {
            int n = event.size();
            index = new int[n];
            z = new double[n];
            y = new double[n];
            sides = new int[n][2];
            Map<String, Integer> ids = new HashMap<>();
            List<Boolean> isNew = new ArrayList<>();
            List<Boolean> isBack = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                int i = event.get(k);
                Predictive.Game g = games.get(i);
                index[k] = i;
                double p = Math.min(1 - 1e-12, Math.max(1e-12, ratings[i]));
                z[k] = Math.log(p / (1 - p));
                y[k] = g.blackScore();
                for (int s = 0; s < 2; s++) {
                    String player = s == 0 ? g.black() : g.white();
                    Integer id = ids.get(player);
                    if (id == null) {
                        id = played.size();
                        ids.put(player, id);
                        played.add(new ArrayList<>());
                        LocalDate before = datesPlayed.get(player).lower(g.date());
                        isNew.add(before == null);
                        isBack.add(before != null && before.plusDays(STALE_DAYS).isBefore(g.date()));
                    }
                    played.get(id).add(new int[] {k, s});
                    sides[k][s] = id;
                }
            }
            precision = new double[played.size()];
            newcomer = new boolean[played.size()];
            returning = new boolean[played.size()];
            for (int p = 0; p < played.size(); p++) {
                newcomer[p] = isNew.get(p);
                returning[p] = isBack.get(p);
                double spread = Math.max(1e-3, newcomer[p] || returning[p] ? params.newcomerForm() : params.form());
                precision[p] = 1 / (spread * spread);
            }
            form = new double[played.size()];
            for (int sweep = 0; sweep < SWEEPS; sweep++) {
                for (int p = 0; p < played.size(); p++) {
                    newton(p, -1, form, 1);
                }
            }
        }

        /** Newton steps on player {@code p}'s form, game {@code skip} left out; gives the form's variance. */
        double newton(int p, int skip, double[] f, int steps) {
            double h = precision[p];
            for (int step = 0; step < steps; step++) {
                double grad = -f[p] * precision[p];
                h = precision[p];
                for (int[] ks : played.get(p)) {
                    int k = ks[0];
                    if (k == skip) {
                        continue;
                    }
                    double black = 1 / (1 + Math.exp(-(z[k] + f[sides[k][0]] - f[sides[k][1]])));
                    grad += ks[1] == 0 ? y[k] - black : black - y[k];
                    h += black * (1 - black);
                }
                f[p] += grad / h;
            }
            return 1 / h;
        }

        Record record(int p, int skip) {
            int won = 0;
            int games = 0;
            for (int[] ks : played.get(p)) {
                int k = ks[0];
                if (k == skip) {
                    continue;
                }
                games++;
                double score = ks[1] == 0 ? y[k] : 1 - y[k];
                if (score == 1) {
                    won++;
                }
            }
            return new Record(won, games, newcomer[p], returning[p]);
        }

        void assess(Assessment[] out) {
            for (int k = 0; k < index.length; k++) {
                if (y[k] == 0.5) {
                    continue;
                }
                int b = sides[k][0];
                int w = sides[k][1];
                double[] f = form.clone();
                double vb = 0;
                double vw = 0;
                for (int round = 0; round < 2; round++) {
                    vb = newton(b, k, f, STEPS);
                    vw = newton(w, k, f, STEPS);
                }
                double black = 1 / (1 + Math.exp(-(z[k] + f[b] - f[w]) / Math.sqrt(1 + Math.PI / 8 * (vb + vw))));
                double ratingsBlack = 1 / (1 + Math.exp(-z[k]));
                boolean blackWon = y[k] == 1;
                out[index[k]] = new Assessment(index[k], blackWon ? black : 1 - black,
                        blackWon ? ratingsBlack : 1 - ratingsBlack, record(b, k), record(w, k));
            }
        }
    }

    /**
     * The reason a result was held, in staff's terms: who lost to whom, their grades and other
     * results in the event, the handicap, and the probabilities, e.g. "白方 White (1d, won his 4
     * other games here) lost to 黑方 Black (8k, lost his 4 other games here) in an even game:
     * P(result) = 12.0% given the event's other games (14.5% by the ratings alone); a typing error
     * is 7% likely".
     */
    public static String reason(Predictive.Game g, Assessment a) {
        boolean blackWon = g.blackScore() == 1;
        String setting = g.handicap() >= 2 ? " with " + g.handicap() + " handicap stones"
                : g.handicap() == 1 ? " with 让先 (Black first, no komi)" : " in an even game";
        return String.format(Locale.ROOT, "%s lost to %s%s: P(result) = %s given the event's other games (%s by the "
                        + "ratings alone); a typing error is %.0f%% likely",
                side(!blackWon, blackWon ? g.whiteGrade() : g.blackGrade(), blackWon ? a.white() : a.black()),
                side(blackWon, blackWon ? g.blackGrade() : g.whiteGrade(), blackWon ? a.black() : a.white()), setting,
                percent(a.probability()), percent(a.ratings()), 100 * a.typingError());
    }

    private static String side(boolean black, Rank grade, Record r) {
        List<String> about = new ArrayList<>();
        if (grade != null) {
            about.add(grade.notation());
        }
        if (r.newcomer()) {
            about.add("first event");
        }
        if (r.returning()) {
            about.add("first game in over a year");
        }
        String games = r.played() == 1 ? "other game" : r.played() + " other games";
        about.add(r.played() == 0 ? "no other game here"
                : r.won() == r.played() ? "won his " + games + " here"
                : r.won() == 0 ? "lost his " + games + " here"
                : "won " + r.won() + " of " + r.played() + " other games here");
        return (black ? "黑方 Black" : "白方 White") + " (" + String.join(", ", about) + ")";
    }

    private static String percent(double p) {
        return p < 0.001 ? String.format(Locale.ROOT, "%.2f%%", 100 * p) : String.format(Locale.ROOT, "%.1f%%", 100 * p);
    }

    /**
     * The level that holds {@code share} of the results: the probability below which that share of
     * the assessed results lies (the least probable first).
     */
    public static double level(List<Assessment> assessed, double share) {
        double[] p = assessed.stream().mapToDouble(Assessment::probability).sorted().toArray();
        if (p.length == 0) {
            return 0;
        }
        int k = (int) Math.floor(share * p.length);
        return k >= p.length ? 1 : p[k];
    }

    /**
     * What the flip simulation counts, summed over the seeds. A true upset: a result not flipped
     * that the hold's model gave less than 50% (every true result held is one); likewise by the
     * ratings alone for the comparison.
     */
    public record FlipCheck(int seeds, long games, long flipped, long caught, long upsets, long upsetsHeld,
                            long caughtByRatings, long upsetsByRatings, long upsetsHeldByRatings) {

        /** Flipped results held ÷ flipped results. */
        public double catchRate() {
            return flipped == 0 ? Double.NaN : (double) caught / flipped;
        }

        /** True upsets held ÷ true upsets. */
        public double falseHoldRate() {
            return upsets == 0 ? Double.NaN : (double) upsetsHeld / upsets;
        }

        /** The catch rate of the same level applied to the ratings the day before alone (no event evidence). */
        public double catchRateByRatings() {
            return flipped == 0 ? Double.NaN : (double) caughtByRatings / flipped;
        }

        /** Likewise the false-hold rate (true upsets by the ratings alone). */
        public double falseHoldRateByRatings() {
            return upsetsByRatings == 0 ? Double.NaN : (double) upsetsHeldByRatings / upsetsByRatings;
        }
    }

    /**
     * Types errors into the real results and counts what the hold catches: for each seed, flips each
     * decided result with probability {@code rate}, fits and assesses everything again, holds below
     * {@code level}, and counts the flipped results held against the true upsets held.
     */
    public static FlipCheck flipCheck(List<Predictive.Game> games, List<String> events, Predictive.Params model,
                                      Params params, double level, double rate, long[] seeds) {
        long flipped = 0;
        long caught = 0;
        long upsets = 0;
        long upsetsHeld = 0;
        long caughtByRatings = 0;
        long upsetsByRatings = 0;
        long upsetsHeldByRatings = 0;
        for (long seed : seeds) {
            Random random = new Random(seed);
            List<Predictive.Game> typed = new ArrayList<>(games.size());
            boolean[] flip = new boolean[games.size()];
            for (int i = 0; i < games.size(); i++) {
                Predictive.Game g = games.get(i);
                if (g.blackScore() != 0.5 && random.nextDouble() < rate) {
                    flip[i] = true;
                    flipped++;
                    g = new Predictive.Game(g.date(), g.black(), g.white(), g.blackGrade(), g.whiteGrade(),
                            g.handicap(), g.komi(), 1 - g.blackScore());
                }
                typed.add(g);
            }
            for (Assessment a : assess(typed, events, model, params)) {
                boolean held = a.probability() < level;
                boolean byRatings = a.ratings() < level;
                if (flip[a.index()]) {
                    caught += held ? 1 : 0;
                    caughtByRatings += byRatings ? 1 : 0;
                    continue;
                }
                if (a.probability() < 0.5) {
                    upsets++;
                    upsetsHeld += held ? 1 : 0;
                }
                if (a.ratings() < 0.5) {
                    upsetsByRatings++;
                    upsetsHeldByRatings += byRatings ? 1 : 0;
                }
            }
        }
        return new FlipCheck(seeds.length, (long) games.size() * seeds.length, flipped, caught, upsets, upsetsHeld,
                caughtByRatings, upsetsByRatings, upsetsHeldByRatings);
    }

    /** Seeds 1 … n. */
    public static long[] seeds(int n) {
        long[] s = new long[n];
        Arrays.setAll(s, i -> i + 1);
        return s;
    }
}
