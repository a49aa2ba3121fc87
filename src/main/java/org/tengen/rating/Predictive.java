package org.tengen.rating;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.tengen.rank.Rank;

/**
 * The predictive model: what the circumstances of a game say (the declared grades, the handicap
 * and komi, the move), plus what the players' own histories add to it.
 * <pre>
 *   P(Black wins) = 1 / (1 + e^−z),   z = g·(grade_B − grade_W) + s·advantage(H, komi) + b + δ_B(t) − δ_W(t)
 * </pre>
 * {@code g} (the worth of a grade), {@code s} (the worth of a handicap stone, with komi at 14 points a
 * stone) and {@code b} (what moving first is worth beyond the komi) are fitted on the games
 * together with the players' deviations {@code δ}: each player's strength beside the grade it
 * declared at the time, a Whole-History Rating ({@link Whr}) that starts at 0 with spread
 * {@link Params#spread()} and drifts by {@link Params#drift()} a day. A player with few games keeps
 * δ near 0 and a wide uncertainty, so the prediction falls back to the grades and the handicap
 * alone ({@link #circumstancesOnly}); the uncertainty widens the prediction (probit approximation)
 * by the time since the ratings were fitted.
 */
public final class Predictive {

    /** Hyper-parameters: variance of the drift per day, and a newcomer's spread around its grade (natural units). */
    public record Params(double drift, double spread) {
    }

    /**
     * Tournament play with declared grades (club and national events, handicaps): chosen by
     * fitting on twelve months and predicting the next six (docs/ratings.md).
     */
    public static final Params TOURNAMENT = new Params(0.00003, 0.3);
    /** Online play without grades (strong players, even games): chosen likewise on Tygem 2015. */
    public static final Params ONLINE = new Params(0.0003, 0.9);

    /** A game as the model sees it: Black's score 1, ½ or 0; grades may be null (not known). */
    public record Game(LocalDate date, String black, String white, Rank blackGrade, Rank whiteGrade, int handicap,
                       double komi, double blackScore) {
    }

    /** What the circumstances are worth: per grade of difference, per handicap stone, and Black's constant edge. */
    public record Circumstances(double grade, double stone, double black) {

        double[] beta() {
            return new double[] {grade, stone, black};
        }

        /** Black's advantage on the natural scale from the circumstances alone. */
        public double advantage(Game g) {
            double[] x = features(g);
            return grade * x[0] + stone * x[1] + black * x[2];
        }

        /** Black's probability of winning from the circumstances alone. */
        public double blackWins(Game g) {
            return 1 / (1 + Math.exp(-advantage(g)));
        }
    }

    /** Komi of an even game under the rules most records use (Chinese 7.5, Japanese and Korean 6.5). */
    public static final double FAIR_KOMI = 7;
    /**
     * What is known before the games: a grade and a handicap stone each worth 0.19 (the AGA games,
     * docs/ratings.md) give or take 0.1, Black's edge 0 give or take 30. A registry with few
     * games, or few handicap games, keeps these; the AGA's 5,696 games move them where they show.
     */
    private static final double[] PRIOR_MEAN = {0.19, 0.19, 0};
    private static final double[] PRIOR_PRECISION = {100, 100, 1e-3};
    private static final int ROUNDS = 4;
    private static final int SWEEPS = 10;

    private final Whr whr;
    private final Circumstances circumstances;
    private final LocalDate epoch;
    private final LocalDate asOf;

    private Predictive(Whr whr, Circumstances circumstances, LocalDate epoch, LocalDate asOf) {
        this.whr = whr;
        this.circumstances = circumstances;
        this.epoch = epoch;
        this.asOf = asOf;
    }

    /** Grade difference (0 unless both are known), handicap advantage in stones, and 1. */
    static double[] features(Game g) {
        double d = g.blackGrade() == null || g.whiteGrade() == null ? 0
                : g.blackGrade().strength() - g.whiteGrade().strength();
        return new double[] {d, Whr.advantageStones(g.handicap(), g.komi(), FAIR_KOMI), 1};
    }

    /** The logistic fit on the circumstances alone (the grade-and-handicap baseline). */
    public static Circumstances circumstancesOnly(List<Game> games) {
        double[][] x = new double[games.size()][];
        double[] y = new double[games.size()];
        for (int i = 0; i < games.size(); i++) {
            x[i] = features(games.get(i));
            y[i] = games.get(i).blackScore();
        }
        double[] b = Logistic.fit(x, y, null, PRIOR_PRECISION, PRIOR_MEAN, null);
        return new Circumstances(b[0], b[1], b[2]);
    }

    /** Fits the model on {@code games} (in time order), the ratings as they stand on {@code asOf}. */
    public static Predictive fit(List<Game> games, Params params, LocalDate asOf) {
        LocalDate epoch = games.isEmpty() ? asOf : games.get(0).date();
        Circumstances c = circumstancesOnly(games);
        Whr whr = new Whr(params.drift(), 1, params.spread(), params.spread());
        double[][] x = new double[games.size()][];
        double[] y = new double[games.size()];
        for (int i = 0; i < games.size(); i++) {
            Game g = games.get(i);
            x[i] = features(g);
            y[i] = g.blackScore();
            whr.player(g.black(), 0);
            whr.player(g.white(), 0);
            whr.addNatural(day(epoch, g.date()), g.black(), g.white(), g.blackScore(), c.advantage(g));
        }
        double[] offset = new double[games.size()];
        for (int round = 0; round < ROUNDS; round++) {
            whr.fit(SWEEPS);
            for (int i = 0; i < games.size(); i++) {
                offset[i] = whr.strengthDifference(i);
            }
            double[] b = Logistic.fit(x, y, offset, PRIOR_PRECISION, PRIOR_MEAN, c.beta());
            c = new Circumstances(b[0], b[1], b[2]);
            for (int i = 0; i < games.size(); i++) {
                whr.setAdvantage(i, c.advantage(games.get(i)));
            }
        }
        whr.fit(SWEEPS);
        return new Predictive(whr, c, epoch, asOf);
    }

    public Circumstances circumstances() {
        return circumstances;
    }

    /** Black's probability of winning a game after the fit, with the ratings as they stood then. */
    public double blackWins(Game g) {
        return blackWins(g, asOf);
    }

    /** Black's probability of winning with the ratings as they stood on {@code ratedOn}. */
    public double blackWins(Game g, LocalDate ratedOn) {
        return whr.predictNatural(g.black(), g.white(), day(epoch, ratedOn), day(epoch, g.date()),
                circumstances.advantage(g));
    }

    /** A player's deviation from its grade and the uncertainty of it, as of a day (natural units). */
    public Whr.Estimate deviation(String player, LocalDate on) {
        return whr.estimate(player, day(epoch, on));
    }

    /** A strength on the GoR scale, for display beside the list: a rating and its uncertainty (one σ). */
    public record Strength(double rating, double sigma) {
    }

    /**
     * A player's strength on the GoR scale as of a day: its grade's nominal rating (2100 when not
     * known) plus its deviation counted in grades at 100 a grade, the uncertainty likewise.
     */
    public Strength strength(String player, Rank grade, LocalDate on) {
        Whr.Estimate e = deviation(player, on);
        double perGrade = circumstances.grade() > 0.05 ? circumstances.grade()
                : circumstances.stone() > 0.05 ? circumstances.stone() : 0.75;
        double base = grade == null ? 2100 : Gor.nominal(grade);
        return new Strength(base + e.rating() / perGrade * 100, e.sigma() / perGrade * 100);
    }

    static int day(LocalDate epoch, LocalDate d) {
        return (int) ChronoUnit.DAYS.between(epoch, d);
    }
}
