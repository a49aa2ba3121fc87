package org.tengen.rating;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Whole-History Rating (Coulom, "Whole-History Rating: a Bayesian rating system for players of
 * time-varying strength", 2008): each player's strength is a Wiener process in time; the ratings
 * of every player on every day played are the maximum a posteriori of all games at once, found by
 * Newton's method on each player's whole history in turn (the Hessian of one history is
 * tridiagonal). Ratings are on the natural logistic scale, P(A beats B) = 1/(1 + e^(rB − rA)), and
 * each has an uncertainty: the inverse Hessian's diagonal.
 *
 * <p>Handicap and komi enter as an advantage for Black on the same scale: {@code advantage(H, komi)}
 * stones times {@link #stone}, where an even game with the rules' komi is 0, 让先 half a stone and
 * H stones H − ½, less the komi given beyond the fair komi (a stone is worth about 14 points).
 *
 * <p>Every player starts from a prior: the declared grade (when known) with a spread of
 * {@link #priorSigma} (on the first day), or the field's mean with a wider spread.
 */
public final class Whr {

    /** Variance of a strength's drift per day (natural units²). */
    private final double w2;
    /** One handicap stone on the natural scale. */
    private final double stone;
    private final double priorSigma;
    private final double unknownSigma;
    private final Map<String, Player> players = new HashMap<>();
    private int games;

    public Whr(double w2PerDay, double stone, double priorSigma) {
        this(w2PerDay, stone, priorSigma, priorSigma * 2);
    }

    /**
     * @param w2PerDay variance of the drift per day
     * @param stone one handicap stone on the natural scale (for {@link #add})
     * @param priorSigma a newcomer's prior spread when the prior is known (the grade)
     * @param unknownSigma a newcomer's prior spread when it is not
     */
    public Whr(double w2PerDay, double stone, double priorSigma, double unknownSigma) {
        this.w2 = w2PerDay;
        this.stone = stone;
        this.priorSigma = priorSigma;
        this.unknownSigma = unknownSigma;
    }

    /** Defaults chosen on held-out online games (docs/ratings.md): drift 0.0005 a day, a stone 0.75, a prior spread of 0.6. */
    public static Whr defaults() {
        return new Whr(0.0005, 0.75, 0.6);
    }

    /** Black's advantage in stones: H − ½ for H ≥ 1, less the komi beyond the fair komi, at 14 points a stone. */
    public static double advantageStones(int handicap, double komi, double fairKomi) {
        double h = handicap >= 1 ? handicap - 0.5 : 0;
        double komiGiven = handicap >= 1 ? komi : komi - fairKomi;
        return h - komiGiven / 14.0;
    }

    private static final class Day {
        final int day;
        double r;
        double variance;
        final List<Result> results = new ArrayList<>();

        Day(int day, double r) {
            this.day = day;
            this.r = r;
        }
    }

    /** One game: both sides' days, Black's score, and Black's advantage on the natural scale (refittable). */
    private static final class Match {
        final Day black;
        final Day white;
        final double blackScore;
        double advantage;

        Match(Day black, Day white, double blackScore, double advantage) {
            this.black = black;
            this.white = white;
            this.blackScore = blackScore;
            this.advantage = advantage;
        }
    }

    /** One game seen from one side. */
    private record Result(Match match, boolean black) {

        Day opponent() {
            return black ? match.white : match.black;
        }

        double score() {
            return black ? match.blackScore : 1 - match.blackScore;
        }

        double advantage() {
            return black ? match.advantage : -match.advantage;
        }
    }

    private final List<Match> matches = new ArrayList<>();

    private static final class Player {
        final List<Day> days = new ArrayList<>();
        final double prior;
        final boolean known;

        Player(double prior, boolean known) {
            this.prior = prior;
            this.known = known;
        }

        Day on(int day) {
            Day last = days.isEmpty() ? null : days.get(days.size() - 1);
            if (last != null && last.day == day) {
                return last;
            }
            if (last != null && last.day > day) {
                for (Day d : days) {
                    if (d.day == day) {
                        return d;
                    }
                }
                throw new IllegalArgumentException("games must be added in time order");
            }
            Day d = new Day(day, last == null ? prior : last.r);
            days.add(d);
            return d;
        }
    }

    /** Registers a player's prior; {@code prior} on the natural scale, or NaN when the grade is not known. */
    public void player(String id, double prior) {
        players.computeIfAbsent(id, k -> new Player(Double.isNaN(prior) ? 0 : prior, !Double.isNaN(prior)));
    }

    /** Adds a game (in time order): Black's score 1, ½ or 0 and Black's advantage in stones. */
    public void add(int day, String black, String white, double blackScore, double advantageStones) {
        addNatural(day, black, white, blackScore, advantageStones * stone);
    }

    /**
     * Adds a game (in time order) with Black's advantage on the natural scale, and returns its
     * index for {@link #setAdvantage}: what the game's circumstances (grades, handicap, komi) say
     * before the players' own histories.
     */
    public int addNatural(int day, String black, String white, double blackScore, double advantage) {
        player(black, Double.NaN);
        player(white, Double.NaN);
        Day b = players.get(black).on(day);
        Day w = players.get(white).on(day);
        Match m = new Match(b, w, blackScore, advantage);
        b.results.add(new Result(m, true));
        w.results.add(new Result(m, false));
        matches.add(m);
        games++;
        return matches.size() - 1;
    }

    /** Changes game {@code index}'s advantage for Black (natural scale), before fitting again. */
    public void setAdvantage(int index, double advantage) {
        matches.get(index).advantage = advantage;
    }

    /** Black's strength minus White's in game {@code index}, as fitted (natural scale). */
    public double strengthDifference(int index) {
        Match m = matches.get(index);
        return m.black.r - m.white.r;
    }

    public int games() {
        return games;
    }

    /** Runs Newton iterations over every player's history. */
    public void fit(int iterations) {
        for (int i = 0; i < iterations; i++) {
            for (Player p : players.values()) {
                newton(p, false);
            }
        }
        for (Player p : players.values()) {
            newton(p, true);
        }
    }

    private void newton(Player p, boolean variances) {
        int n = p.days.size();
        if (n == 0) {
            return;
        }
        double[] g = new double[n];
        double[] diag = new double[n];
        double[] off = new double[Math.max(0, n - 1)];
        double sigma0 = p.known ? priorSigma : unknownSigma;
        for (int k = 0; k < n; k++) {
            Day d = p.days.get(k);
            for (Result res : d.results) {
                double x = d.r + res.advantage() - res.opponent().r;
                double prob = 1 / (1 + Math.exp(-x));
                g[k] += res.score() - prob;
                diag[k] -= prob * (1 - prob);
            }
        }
        // The prior on the first day, and the Wiener process between days.
        g[0] -= (p.days.get(0).r - p.prior) / (sigma0 * sigma0);
        diag[0] -= 1 / (sigma0 * sigma0);
        for (int k = 0; k + 1 < n; k++) {
            double v = w2 * Math.max(1, p.days.get(k + 1).day - p.days.get(k).day);
            double diff = p.days.get(k + 1).r - p.days.get(k).r;
            g[k] += diff / v;
            g[k + 1] -= diff / v;
            diag[k] -= 1 / v;
            diag[k + 1] -= 1 / v;
            off[k] = 1 / v;
        }
        if (variances) {
            double[] var = tridiagonalInverseDiagonal(diag, off);
            for (int k = 0; k < n; k++) {
                p.days.get(k).variance = var[k];
            }
            return;
        }
        double[] x = solve(diag, off, g);
        for (int k = 0; k < n; k++) {
            double step = Math.max(-2, Math.min(2, x[k]));
            p.days.get(k).r -= step;
        }
    }

    /** Solves H·x = g for a symmetric tridiagonal H (Thomas algorithm). */
    static double[] solve(double[] diag, double[] off, double[] g) {
        int n = diag.length;
        double[] c = new double[n];
        double[] d = new double[n];
        double[] x = new double[n];
        double denom = diag[0];
        c[0] = n > 1 ? off[0] / denom : 0;
        d[0] = g[0] / denom;
        for (int i = 1; i < n; i++) {
            denom = diag[i] - off[i - 1] * c[i - 1];
            c[i] = i < n - 1 ? off[i] / denom : 0;
            d[i] = (g[i] - off[i - 1] * d[i - 1]) / denom;
        }
        x[n - 1] = d[n - 1];
        for (int i = n - 2; i >= 0; i--) {
            x[i] = d[i] - c[i] * x[i + 1];
        }
        return x;
    }

    /**
     * The diagonal of (−H)⁻¹ for a negative-definite tridiagonal H, by the stable forward and
     * backward eliminations: with A = −H, inv(A)ᵢᵢ = 1 / (dᵢ + eᵢ − aᵢ).
     */
    static double[] tridiagonalInverseDiagonal(double[] diag, double[] off) {
        int n = diag.length;
        double[] a = new double[n];
        for (int i = 0; i < n; i++) {
            a[i] = -diag[i];
        }
        double[] d = new double[n];
        double[] e = new double[n];
        d[0] = a[0];
        for (int i = 1; i < n; i++) {
            d[i] = a[i] - off[i - 1] * off[i - 1] / d[i - 1];
        }
        e[n - 1] = a[n - 1];
        for (int i = n - 2; i >= 0; i--) {
            e[i] = a[i] - off[i] * off[i] / e[i + 1];
        }
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = 1 / (d[i] + e[i] - a[i]);
        }
        return out;
    }

    /** A player's rating as of a day: the last day played on or before it, its uncertainty grown since. */
    public record Estimate(double rating, double sigma, boolean known) {
    }

    public Estimate estimate(String id, int day) {
        Player p = players.get(id);
        if (p == null) {
            return new Estimate(0, unknownSigma, false);
        }
        Day last = null;
        for (Day d : p.days) {
            if (d.day <= day) {
                last = d;
            }
        }
        if (last == null) {
            double s = p.known ? priorSigma : unknownSigma;
            return new Estimate(p.prior, s, p.known);
        }
        double var = last.variance + w2 * (day - last.day);
        return new Estimate(last.r, Math.sqrt(Math.max(var, 0)), true);
    }

    /**
     * Black's probability of winning with Black's advantage on the natural scale, the ratings as
     * they stood on day {@code asOf} and their uncertainty grown to day {@code day}.
     */
    public double predictNatural(String black, String white, int asOf, int day, double advantage) {
        Estimate b = estimate(black, asOf);
        Estimate w = estimate(white, asOf);
        double grown = 2 * w2 * Math.max(0, day - asOf);
        double x = b.rating() + advantage - w.rating();
        double spread = Math.sqrt(1 + Math.PI * (b.sigma() * b.sigma() + w.sigma() * w.sigma() + grown) / 8);
        return 1 / (1 + Math.exp(-x / spread));
    }

    /** Black's probability of winning, the uncertainty of both ratings included (probit approximation). */
    public double predict(String black, String white, int day, double advantageStones) {
        Estimate b = estimate(black, day);
        Estimate w = estimate(white, day);
        double x = b.rating() + advantageStones * stone - w.rating();
        double spread = Math.sqrt(1 + Math.PI * (b.sigma() * b.sigma() + w.sigma() * w.sigma()) / 8);
        return 1 / (1 + Math.exp(-x / spread));
    }

    /** The natural scale as GoR-like points around a reference (for display only). */
    public static double toGorScale(double natural) {
        return 2100 + natural * 100 / 0.75;
    }
}
