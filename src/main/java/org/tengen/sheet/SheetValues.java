package org.tengen.sheet;

import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tengen.rules.CycleOutcome;
import org.tengen.rules.Score;

/**
 * Readers of single cell values as organisers type them. Each takes folded text and throws
 * {@link IllegalArgumentException} with what was expected.
 */
public final class SheetValues {

    private static final Pattern ISO = Pattern.compile("(\\d{4})[-/.](\\d{1,2})[-/.](\\d{1,2})(?:[ T].*)?");
    private static final Pattern CHINESE_DATE = Pattern.compile("(\\d{4})年(\\d{1,2})月(\\d{1,2})日?");
    private static final Pattern DAY_FIRST = Pattern.compile("(\\d{1,2})[-/.](\\d{1,2})[-/.](\\d{4})");
    private static final Pattern KOMI_STONES = Pattern.compile("(?:(\\d+)又)?(\\d+(?:\\.\\d+)?|\\d+/\\d+)子");
    private static final Pattern KOMI_POINTS = Pattern.compile("(-?\\d+(?:\\.\\d+)?)(?:目半|目)?");
    private static final Pattern EXCEL_SERIAL = Pattern.compile("\\d{5}(?:\\.0+)?");
    private static final LocalDate EXCEL_EPOCH = LocalDate.of(1899, 12, 30);

    private SheetValues() {
    }

    /** A whole number: {@code 12}, {@code 12.0} (a number cell written as text), {@code １２}. */
    public static int integer(String text) {
        String s = text.strip();
        if (s.endsWith(".0")) {
            s = s.substring(0, s.length() - 2);
        }
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("expected a whole number");
        }
    }

    /**
     * A date: {@code 2026-11-29}, {@code 2026/11/29}, {@code 2026年11月29日}, {@code 29/11/2026}
     * (day first, as the federation writes), or an Excel day number stored as text.
     */
    public static LocalDate date(String text) {
        String s = text.strip();
        try {
            Matcher m = ISO.matcher(s);
            if (m.matches()) {
                return LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                        Integer.parseInt(m.group(3)));
            }
            m = CHINESE_DATE.matcher(s.replace(" ", ""));
            if (m.matches()) {
                return LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                        Integer.parseInt(m.group(3)));
            }
            m = DAY_FIRST.matcher(s);
            if (m.matches()) {
                return LocalDate.of(Integer.parseInt(m.group(3)), Integer.parseInt(m.group(2)),
                        Integer.parseInt(m.group(1)));
            }
            if (EXCEL_SERIAL.matcher(s).matches()) {
                long days = (long) Double.parseDouble(s);
                LocalDate d = EXCEL_EPOCH.plusDays(days);
                if (d.getYear() >= 1950 && d.getYear() <= 2100) {
                    return d;
                }
            }
        } catch (DateTimeException e) {
            throw new IllegalArgumentException("not a date of the calendar (" + e.getMessage() + ")");
        }
        throw new IllegalArgumentException("expected a date such as 2026-11-29, 2026年11月29日 or 29/11/2026");
    }

    /** 是/否, yes/no, y/n, true/false, 1/0, √/×. */
    public static boolean yesNo(String text) {
        String s = Fold.key(text);
        return switch (s) {
            case "是", "yes", "y", "true", "1", "√", "✓", "有" -> true;
            case "否", "no", "n", "false", "0", "×", "x", "无", "不" -> false;
            default -> throw new IllegalArgumentException("expected 是/否 or yes/no");
        };
    }

    /**
     * Komi: in stones ({@code 3又3/4子}, {@code 3.75子}) or points ({@code 7.5目}, {@code 7目半},
     * {@code 7.5}; a bare number is points). Returns points.
     */
    public static Score komi(String text) {
        String s = text.strip().replace(" ", "").replace("贴", "");
        Matcher m = KOMI_STONES.matcher(s);
        if (m.matches()) {
            BigDecimal stones = m.group(1) == null ? BigDecimal.ZERO : new BigDecimal(m.group(1));
            stones = stones.add(fraction(m.group(2)));
            BigDecimal points = stones.multiply(BigDecimal.valueOf(2));
            if (!Score.isHalfPoints(points)) {
                throw new IllegalArgumentException("komi in stones must be a whole number of quarter stones");
            }
            return Score.parsePoints(points.toPlainString());
        }
        m = KOMI_POINTS.matcher(s);
        if (m.matches()) {
            String number = m.group(1);
            Score points = Score.parsePoints(number);
            return s.endsWith("目半") ? points.plus(Score.ofHalfPoints(1)) : points;
        }
        throw new IllegalArgumentException("expected komi such as 3又3/4子, 3.75子, 7.5目 or 7.5");
    }

    /** Handicap: {@code 0}, {@code 1} or {@code 让先}, {@code 2}…{@code 9}, {@code 3子}. */
    public static int handicap(String text) {
        String s = text.strip().replace(" ", "");
        if (s.isEmpty() || s.equals("分先") || s.equals("互先")) {
            return 0;
        }
        if (s.equals("让先")) {
            return 1;
        }
        if (s.startsWith("让")) {
            s = s.substring(1);
        }
        if (s.endsWith("子")) {
            s = s.substring(0, s.length() - 1);
        }
        int n;
        try {
            n = integer(s);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("expected a handicap: 0 (even), 1 or 让先, 2–9 stones");
        }
        if (n < 0 || n > 9) {
            throw new IllegalArgumentException("a handicap is 0 (even), 1 (让先) or 2–9 stones");
        }
        return n;
    }

    /** Warnings in one game: 0, 1 or 2 (two lose the game, art. 24.2). */
    public static int warnings(String text) {
        if (text.isBlank()) {
            return 0;
        }
        int n;
        try {
            n = integer(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("expected 0, 1 or 2 warnings");
        }
        if (n < 0 || n > 2) {
            throw new IllegalArgumentException("a player gets 0, 1 or 2 warnings in a game (the second loses it, "
                    + "art. 24.2)");
        }
        return n;
    }

    /** 循环劫 / Long cycle: 无胜负 no-result · 和棋 draw · 重赛 replay. */
    public static CycleOutcome cycle(String text) {
        return switch (Fold.key(text)) {
            case "无胜负", "no-result", "noresult", "void" -> CycleOutcome.NO_RESULT;
            case "和棋", "和", "draw", "jigo" -> CycleOutcome.DRAW;
            case "重赛", "replay", "rematch" -> CycleOutcome.REPLAY;
            default -> throw new IllegalArgumentException("expected 无胜负 (no-result), 和棋 (draw) or 重赛 (replay)");
        };
    }

    private static BigDecimal fraction(String text) {
        int slash = text.indexOf('/');
        if (slash < 0) {
            return new BigDecimal(text);
        }
        BigDecimal den = new BigDecimal(text.substring(slash + 1));
        if (den.signum() == 0) {
            throw new IllegalArgumentException("'" + text + "' divides by zero");
        }
        return new BigDecimal(text.substring(0, slash)).divide(den, 4, java.math.RoundingMode.HALF_UP);
    }
}
