package org.tengen.rating;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tengen.rank.Rank;

/**
 * The EGF rating (GoR), as revised in 2021 (europeangodatabase.eu/EGD/EGF_rating_system.php):
 * <pre>
 *   Se    = 1 / (1 + e^(β(r2) − β(r1))),   β(r) = −7·ln(3300 − r)
 *   con   = ((3300 − r) / 200)^1.6
 *   bonus = ln(1 + e^((2300 − r) / 80)) / 5
 *   r'    = r + Σ weight·(con·(Sa − Se) + bonus)     over one tournament, ratings frozen during it
 * </pre>
 * In a handicap game Black's rating is raised by 100·H − 50 (H ≥ 1) when Se is computed, and only
 * then; ratings never fall below −900; 2100 is 1 dan, 100 points a grade.
 */
public final class Gor {

    public static final double FLOOR = -900;
    public static final double PERFECT = 3300;

    private Gor() {
    }

    static double beta(double r) {
        // A handicap can lift a strong Black beyond the perfect player; Se then tends to 1.
        return -7 * Math.log(Math.max(PERFECT - r, 1e-6));
    }

    /** Player 1's expected score against player 2. */
    public static double expected(double r1, double r2) {
        return 1 / (1 + Math.exp(beta(r2) - beta(r1)));
    }

    /** How much a rating moves on a result: the K-factor, large for low ratings. */
    public static double con(double r) {
        return Math.pow((PERFECT - r) / 200, 1.6);
    }

    /** What is added for every game played, against deflation; negligible above 2 dan. */
    public static double bonus(double r) {
        return Math.log1p(Math.exp((2300 - r) / 80)) / 5;
    }

    /** What handicap H adds to Black's rating in Se: 100·H − 50 (H = 1 is 让先, no komi). */
    public static double handicapBoost(int handicap) {
        return handicap >= 1 ? 100.0 * handicap - 50 : 0;
    }

    /** The weight of an event by its EGF class: A 1.0, B 0.75, C 0.5, D 0.25. */
    public static double weight(char ratingClass) {
        return switch (Character.toUpperCase(ratingClass)) {
            case 'B' -> 0.75;
            case 'C' -> 0.5;
            case 'D' -> 0.25;
            default -> 1.0;
        };
    }

    /** The nominal rating of a grade: 1d = 2100, 1k = 2000, 20k = 100; 1p = 2700, 9p = 2940. */
    public static double nominal(Rank rank) {
        if (rank == null) {
            return 100;
        }
        return switch (rank.kind()) {
            case KYU -> 2100 - 100.0 * rank.level();
            case DAN -> 2000 + 100.0 * rank.level();
            case PRO -> 2700 + 30.0 * (rank.level() - 1);
        };
    }

    /** A game as the rating sees it: Black's score 1, ½ or 0. */
    public record Game(long game, String black, String white, double blackScore, int handicap) {
    }

    /** One player's share of one game: what it was expected, what it scored, what it moved. */
    public record Change(long game, String player, String opponent, double before, double opponentBefore,
                         int handicap, boolean black, double expected, double score, double con, double bonus,
                         double weight, double delta) {
    }

    /**
     * Rates one tournament: every change against the ratings as they were before it. Returns the
     * changes, game by game; the new rating of each player is its old one plus its deltas, floored.
     */
    public static List<Change> tournament(List<Game> games, Map<String, Double> before, double weight) {
        List<Change> out = new ArrayList<>();
        for (Game g : games) {
            double rb = before.get(g.black());
            double rw = before.get(g.white());
            double boost = handicapBoost(g.handicap());
            double seBlack = expected(rb + boost, rw);
            out.add(change(g, g.black(), g.white(), rb, rw, true, seBlack, g.blackScore(), weight));
            out.add(change(g, g.white(), g.black(), rw, rb, false, 1 - seBlack, 1 - g.blackScore(), weight));
        }
        return out;
    }

    private static Change change(Game g, String player, String opponent, double r, double ro, boolean black,
                                 double se, double sa, double weight) {
        double con = con(r);
        double bonus = bonus(r);
        double delta = weight * (con * (sa - se) + bonus);
        return new Change(g.game(), player, opponent, r, ro, g.handicap(), black, se, sa, con, bonus, weight, delta);
    }

    /** The ratings after a tournament, of the players who played in it (floored at −900). */
    public static Map<String, Double> apply(Map<String, Double> before, List<Change> changes) {
        Map<String, Double> after = new HashMap<>();
        for (Change c : changes) {
            after.merge(c.player(), before.get(c.player()) + c.delta(), (a, b) -> a + c.delta());
        }
        after.replaceAll((p, r) -> Math.max(FLOOR, r));
        return after;
    }

    /**
     * The EGD's proposed grade (P&amp;D) for a declared grade and a GoR: with R the grade's nominal
     * rating, none while R − 100 ≤ GoR &lt; R + 100; above, the grade at floor(GoR/100)·100 (several
     * grades at once if earned); below, the grade at floor(GoR/100)·100 + 100; from 20 kyu to 7 dan;
     * none for professionals. Returns null for no change.
     */
    public static Rank propose(Rank grade, double gor) {
        if (grade == null || grade.professional()) {
            return null;
        }
        double nominal = nominal(grade);
        double target;
        if (gor >= nominal + 100) {
            target = Math.floor(gor / 100) * 100;
        } else if (gor < nominal - 100) {
            target = Math.floor(gor / 100) * 100 + 100;
        } else {
            return null;
        }
        Rank proposed = gradeAt(target);
        return proposed.equals(grade) ? null : proposed;
    }

    /** The grade whose nominal rating is {@code r}, clamped to 20k … 7d. */
    public static Rank gradeAt(double r) {
        int hundreds = (int) Math.round(r / 100);
        if (hundreds >= 21) {
            return Rank.dan(Math.min(7, hundreds - 20));
        }
        return Rank.kyu(Math.min(20, Math.max(1, 21 - hundreds)));
    }
}
