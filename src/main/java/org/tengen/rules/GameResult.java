package org.tengen.rules;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The outcome of a game, normalised. Its notation ({@link #notation()}) is the one Tengen writes
 * everywhere: {@code B+R}, {@code W+T}, {@code B+F}, {@code B+1.5} (points), {@code B+} (margin not
 * known), {@code Draw}, {@code Void} (no result, 无胜负), {@code BothLose} (双方负), {@code ?}.
 *
 * <p>{@link #parse} reads what records and result sheets write: SGF ({@code W+Resign},
 * {@code B+0.5}, {@code 0}), English ({@code Jigo}, {@code No result}) and the Chinese sheet
 * ({@code 黑胜3/4子}, {@code 白胜1目半}, {@code 黑中盘胜}, {@code 白超时负}, {@code 白弃权},
 * {@code 双方负}, {@code 无胜负}). Margins in stones become points (1 子 = 2 目).
 */
public record GameResult(Kind kind, Colour winner, Score margin) {

    public enum Kind {
        /** Won on the count by {@link #margin()} points. */
        POINTS,
        /** 中盘胜: the opponent resigned. */
        RESIGNATION,
        /** 超时: the opponent lost on time. */
        TIME,
        /** 弃权: the opponent forfeited (did not play or left). */
        FORFEIT,
        /** A win whose margin is not known. */
        WIN,
        DRAW,
        /** 无胜负: no result (long cycle, annulled game). */
        VOID,
        /** 双方负: both sides lose. */
        BOTH_LOSE,
        /** The record states no result. */
        UNKNOWN
    }

    public static final GameResult DRAW = new GameResult(Kind.DRAW, null, null);
    public static final GameResult VOID = new GameResult(Kind.VOID, null, null);
    public static final GameResult BOTH_LOSE = new GameResult(Kind.BOTH_LOSE, null, null);
    public static final GameResult UNKNOWN = new GameResult(Kind.UNKNOWN, null, null);

    public GameResult {
        Objects.requireNonNull(kind, "kind");
        boolean hasWinner = switch (kind) {
            case POINTS, RESIGNATION, TIME, FORFEIT, WIN -> true;
            default -> false;
        };
        if (hasWinner != (winner != null)) {
            throw new IllegalArgumentException(kind + (hasWinner ? " needs a winner" : " has no winner"));
        }
        if ((kind == Kind.POINTS) != (margin != null)) {
            throw new IllegalArgumentException("only a result on points has a margin");
        }
        if (margin != null && margin.signum() <= 0) {
            throw new IllegalArgumentException("a margin is positive: " + margin);
        }
    }

    public static GameResult byPoints(Colour winner, Score margin) {
        return new GameResult(Kind.POINTS, winner, margin);
    }

    public static GameResult win(Colour winner, Kind how) {
        return new GameResult(how, winner, null);
    }

    /** The result of a count: Black's margin in points after komi (positive: Black wins). */
    public static GameResult ofMargin(Score blackMargin, boolean blackWinsTies) {
        int s = blackMargin.signum();
        if (s == 0) {
            return blackWinsTies ? win(Colour.BLACK, Kind.WIN) : DRAW;
        }
        return s > 0 ? byPoints(Colour.BLACK, blackMargin) : byPoints(Colour.WHITE, blackMargin.negate());
    }

    public boolean hasWinner() {
        return winner != null;
    }

    /** Whether the game was decided by counting (a margin, an unknown margin or a draw on the board). */
    public boolean isCounted() {
        return kind == Kind.POINTS || kind == Kind.DRAW;
    }

    public String notation() {
        return switch (kind) {
            case POINTS -> winner.letter() + "+" + margin.toPoints();
            case RESIGNATION -> winner.letter() + "+R";
            case TIME -> winner.letter() + "+T";
            case FORFEIT -> winner.letter() + "+F";
            case WIN -> winner.letter() + "+";
            case DRAW -> "Draw";
            case VOID -> "Void";
            case BOTH_LOSE -> "BothLose";
            case UNKNOWN -> "?";
        };
    }

    /** As a Chinese result sheet writes it, e.g. {@code 黑胜3/4子}, {@code 白中盘胜}. */
    public String chinese() {
        return switch (kind) {
            case POINTS -> winner.chinese() + "胜" + margin.toStones();
            case RESIGNATION -> winner.chinese() + "中盘胜";
            case TIME -> winner.opponent().chinese() + "超时负";
            case FORFEIT -> winner.opponent().chinese() + "弃权";
            case WIN -> winner.chinese() + "胜";
            case DRAW -> "和棋";
            case VOID -> "无胜负";
            case BOTH_LOSE -> "双方负";
            case UNKNOWN -> "未记录";
        };
    }

    @Override
    public String toString() {
        return notation();
    }

    /** A parsed result, with a note when the text had to be interpreted. */
    public record Reading(GameResult result, String note) {
    }

    private static final Pattern SGF_SCORE = Pattern.compile("([BW])\\s*\\+\\s*([0-9]+(?:\\.[0-9]*)?)");
    private static final Pattern CHINESE_MARGIN = Pattern.compile(
            "([黑白])胜\\s*(?:([0-9]+)又)?([0-9]+(?:\\.[0-9]+)?|[0-9]+/[0-9]+)?\\s*(子|目)(半)?");
    private static final Pattern CHINESE_HALF_POINT = Pattern.compile("([黑白])胜\\s*半目");

    /**
     * Reads a written result; throws {@link IllegalArgumentException} naming what was expected when
     * the text means nothing Tengen knows.
     */
    public static Reading parse(String text) {
        if (text == null) {
            return new Reading(UNKNOWN, null);
        }
        String s = text.strip();
        String lower = s.toLowerCase(Locale.ROOT);
        if (s.isEmpty() || s.equals("?")) {
            return new Reading(UNKNOWN, null);
        }
        switch (lower) {
            case "0", "draw", "jigo", "和", "和棋", "d" -> {
                return new Reading(DRAW, null);
            }
            case "void", "no result", "无胜负", "noresult" -> {
                return new Reading(VOID, null);
            }
            case "bothlose", "both lose", "双方负", "双方弃权" -> {
                return new Reading(BOTH_LOSE, null);
            }
            default -> {
            }
        }
        // Chinese notation.
        if (s.startsWith("黑") || s.startsWith("白")) {
            return parseChinese(s);
        }
        // English sentences some servers write: "White resigns.", "Black resigns. W 25.5 B 17.0".
        if (lower.startsWith("white resigns")) {
            return new Reading(win(Colour.BLACK, Kind.RESIGNATION), "read '" + s + "' as B+R");
        }
        if (lower.startsWith("black resigns")) {
            return new Reading(win(Colour.WHITE, Kind.RESIGNATION), "read '" + s + "' as W+R");
        }
        String compact = lower.replace(" ", "");
        if (compact.length() >= 1 && (compact.charAt(0) == 'b' || compact.charAt(0) == 'w')) {
            Colour winner = Colour.ofLetter(compact.charAt(0));
            String rest = compact.substring(1);
            if (rest.isEmpty() || rest.equals("+")) {
                return new Reading(win(winner, Kind.WIN), null);
            }
            if (rest.startsWith("+")) {
                String how = rest.substring(1);
                switch (how) {
                    case "r", "resign", "resignation" -> {
                        return new Reading(win(winner, Kind.RESIGNATION), null);
                    }
                    case "t", "time" -> {
                        return new Reading(win(winner, Kind.TIME), null);
                    }
                    case "f", "forfeit" -> {
                        return new Reading(win(winner, Kind.FORFEIT), null);
                    }
                    default -> {
                    }
                }
                Matcher m = SGF_SCORE.matcher(s.replace(" ", "").toUpperCase(Locale.ROOT));
                if (m.matches()) {
                    return marginReading(winner, new BigDecimal(m.group(2)), s);
                }
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not a result (expected e.g. B+1.5, W+R, "
                + "黑胜3/4子, 白中盘胜, Draw, Void)");
    }

    private static Reading marginReading(Colour winner, BigDecimal points, String text) {
        if (points.signum() == 0) {
            return new Reading(win(winner, Kind.WIN),
                    "'" + text + "' has a zero margin: read as a win with the margin not recorded");
        }
        if (Score.isHalfPoints(points)) {
            return new Reading(byPoints(winner, Score.parsePoints(points.toPlainString())), null);
        }
        BigDecimal doubled = points.multiply(BigDecimal.valueOf(2));
        if (Score.isHalfPoints(doubled)) {
            // 2.25, 1.25 …: quarters only make sense as stones (子); 1 stone = 2 points.
            return new Reading(byPoints(winner, Score.parsePoints(doubled.toPlainString())),
                    "'" + text + "' is not a whole number of half points: read as "
                            + points.stripTrailingZeros().toPlainString() + " stones (子)");
        }
        return new Reading(win(winner, Kind.WIN),
                "'" + text + "' has a margin that is neither points nor stones: only the winner is read");
    }

    private static Reading parseChinese(String s) {
        Colour named = s.startsWith("黑") ? Colour.BLACK : Colour.WHITE;
        String rest = s.substring(1).replace(" ", "");
        switch (rest) {
            case "中盘胜", "胜(中盘)", "中押胜" -> {
                return new Reading(win(named, Kind.RESIGNATION), null);
            }
            case "超时胜", "胜(超时)" -> {
                return new Reading(win(named, Kind.TIME), null);
            }
            case "超时负" -> {
                return new Reading(win(named.opponent(), Kind.TIME), null);
            }
            case "胜(弃权)", "胜（弃权）", "弃权胜" -> {
                return new Reading(win(named, Kind.FORFEIT), null);
            }
            case "弃权", "弃权负" -> {
                return new Reading(win(named.opponent(), Kind.FORFEIT), null);
            }
            case "胜" -> {
                return new Reading(win(named, Kind.WIN), null);
            }
            default -> {
            }
        }
        if (CHINESE_HALF_POINT.matcher(s).matches()) {
            return new Reading(byPoints(named, Score.ofHalfPoints(1)), null);
        }
        Matcher m = CHINESE_MARGIN.matcher(s.replace(" ", ""));
        if (m.matches()) {
            BigDecimal value = BigDecimal.ZERO;
            if (m.group(2) != null) {
                value = value.add(new BigDecimal(m.group(2)));
            }
            if (m.group(3) != null) {
                value = value.add(fraction(m.group(3)));
            }
            if (m.group(5) != null) {
                value = value.add(new BigDecimal("0.5"));
            }
            boolean stones = m.group(4).equals("子");
            BigDecimal points = stones ? value.multiply(BigDecimal.valueOf(2)) : value;
            if (points.signum() > 0 && Score.isHalfPoints(points)) {
                return new Reading(byPoints(named, Score.parsePoints(points.toPlainString())), null);
            }
        }
        throw new IllegalArgumentException("'" + s + "' is not a result (expected e.g. 黑胜3/4子, 白胜1目半, "
                + "黑中盘胜, 白超时负, 白弃权)");
    }

    private static BigDecimal fraction(String text) {
        int slash = text.indexOf('/');
        if (slash < 0) {
            return new BigDecimal(text);
        }
        BigDecimal num = new BigDecimal(text.substring(0, slash));
        BigDecimal den = new BigDecimal(text.substring(slash + 1));
        if (den.signum() == 0) {
            throw new IllegalArgumentException("'" + text + "' divides by zero");
        }
        return num.divide(den, 4, java.math.RoundingMode.HALF_UP).stripTrailingZeros();
    }
}
