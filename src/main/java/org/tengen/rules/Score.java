package org.tengen.rules;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * An exact quantity of points (目), kept as a whole number of half points. Half a point is a
 * quarter of a stone (子): under area counting a shared point gives half a point to each side, and
 * Chinese komi is 3¾ stones = 7½ points (art. 11). Nothing here is ever floating point, so results
 * compare exactly.
 *
 * <p>Units: one board point of area is one point; a margin of one stone is two points (rules.md
 * § Counting). {@link #toStones()} writes a margin the way a Chinese sheet does ("3/4子").
 */
public record Score(long halfPoints) implements Comparable<Score> {

    public static final Score ZERO = new Score(0);

    /** Far beyond any count, komi or margin on a 25×25 board; larger written values are refused. */
    private static final long MAX_HALF_POINTS = 1_000_000;

    public static Score ofPoints(long points) {
        return new Score(points * 2);
    }

    public static Score ofHalfPoints(long halves) {
        return new Score(halves);
    }

    /** One stone (子) as a margin: two points. */
    public static Score ofStones(long stones) {
        return new Score(stones * 4);
    }

    /**
     * Reads a number of points written in decimal ("7.5", "0", "-3", "184.5"). Anything that is
     * not a whole multiple of half a point is refused: results are never rounded silently.
     */
    public static Score parsePoints(String text) {
        BigDecimal value;
        try {
            value = new BigDecimal(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a number of points: '" + text + "'");
        }
        BigDecimal halves = value.multiply(BigDecimal.valueOf(2));
        if (halves.stripTrailingZeros().scale() > 0) {
            throw new IllegalArgumentException("'" + text + "' is not a whole number of half points");
        }
        if (halves.abs().compareTo(BigDecimal.valueOf(MAX_HALF_POINTS)) > 0) {
            throw new IllegalArgumentException("'" + text + "' points is beyond any score on a Go board");
        }
        return new Score(halves.longValueExact());
    }

    /** Whether a decimal text is an exact number of half points. */
    public static boolean isHalfPoints(BigDecimal value) {
        return value.multiply(BigDecimal.valueOf(2)).stripTrailingZeros().scale() <= 0;
    }

    public Score plus(Score other) {
        return new Score(halfPoints + other.halfPoints);
    }

    public Score minus(Score other) {
        return new Score(halfPoints - other.halfPoints);
    }

    public Score negate() {
        return new Score(-halfPoints);
    }

    public Score times(long factor) {
        return new Score(halfPoints * factor);
    }

    public int signum() {
        return Long.signum(halfPoints);
    }

    public boolean isZero() {
        return halfPoints == 0;
    }

    public Score abs() {
        return halfPoints < 0 ? negate() : this;
    }

    @Override
    public int compareTo(Score o) {
        return Long.compare(halfPoints, o.halfPoints);
    }

    /** The exact value in points, e.g. {@code 7.5}. */
    public BigDecimal toBigDecimal() {
        return BigDecimal.valueOf(halfPoints).divide(BigDecimal.valueOf(2), 1, RoundingMode.UNNECESSARY);
    }

    /** Points as written in SGF and English results: {@code 1.5}, {@code 7}, {@code 0.5}. */
    public String toPoints() {
        return (halfPoints % 2 == 0) ? Long.toString(halfPoints / 2) : toBigDecimal().toPlainString();
    }

    /** A margin in stones as a Chinese result sheet writes it: {@code 3/4子}, {@code 1又1/4子}, {@code 2子}. */
    public String toStones() {
        long quarters = Math.abs(halfPoints);
        long whole = quarters / 4;
        long rest = quarters % 4;
        String fraction = switch ((int) rest) {
            case 1 -> "1/4";
            case 2 -> "1/2";
            case 3 -> "3/4";
            default -> "";
        };
        String sign = halfPoints < 0 ? "-" : "";
        if (whole == 0 && !fraction.isEmpty()) {
            return sign + fraction + "子";
        }
        return sign + whole + (fraction.isEmpty() ? "" : "又" + fraction) + "子";
    }

    @Override
    public String toString() {
        return toPoints();
    }
}
