package org.tengen.rules;

import java.math.BigDecimal;
import java.text.Normalizer;
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
        /**
         * Both sides win (OpenGotha's {@code RESULT_BOTHWIN}, pairgoth's both-win): a ruling the Chinese
         * rules do not name, which organisers give when a game could not be played through no fault of
         * either player. Each side scores a win in the standings; nothing was played, so it is not rated.
         */
        BOTH_WIN,
        /** The record states no result. */
        UNKNOWN
    }

    public static final GameResult DRAW = new GameResult(Kind.DRAW, null, null);
    public static final GameResult VOID = new GameResult(Kind.VOID, null, null);
    public static final GameResult BOTH_LOSE = new GameResult(Kind.BOTH_LOSE, null, null);
    public static final GameResult BOTH_WIN = new GameResult(Kind.BOTH_WIN, null, null);
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

    /**
     * Whether the game was decided over the board: on the count, by resignation, on time, a win
     * whose margin is not written, or a draw. Not: a forfeit (弃权), no result (无胜负), both lose,
     * both win, or no result recorded. This is what ratings and dan promotions by games count.
     */
    public boolean wasPlayed() {
        return switch (kind) {
            case POINTS, RESIGNATION, TIME, WIN, DRAW -> true;
            case FORFEIT, VOID, BOTH_LOSE, BOTH_WIN, UNKNOWN -> false;
        };
    }

    /** Whether the game enters the rating list: exactly the games {@link #wasPlayed() played}. */
    public boolean rated() {
        return wasPlayed();
    }

    /**
     * What the result is worth to one side in the standings, in half games: 2 a win (forfeit and
     * both-win included), 1 a draw, 0 a loss, both-lose, no result or none recorded.
     */
    public int halfGamesFor(Colour side) {
        return switch (kind) {
            case DRAW -> 1;
            case BOTH_WIN -> 2;
            case VOID, BOTH_LOSE, UNKNOWN -> 0;
            case POINTS, RESIGNATION, TIME, FORFEIT, WIN -> winner == side ? 2 : 0;
        };
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
            case BOTH_WIN -> "BothWin";
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
            case BOTH_WIN -> "双方胜";
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
    /**
     * A margin after 胜 (or 负): a whole number, optionally 又 and a fraction, or a decimal, or a
     * fraction alone, or nothing (半子, 半目); the unit 子 (stones) or 目 (points); optionally 半 after
     * it (1子半 = 1½ stones, 1目半 = 1½ points).
     */
    private static final Pattern CHINESE_MARGIN = Pattern.compile(
            "(?:([0-9]+)又)?([0-9]+(?:\\.[0-9]+)?|[0-9]+/[0-9]+)?(半)?(子|目)(半)?");
    private static final Pattern WHOLE_AND_FRACTION = Pattern.compile("([0-9]+) +([0-9]+/[0-9]+)");
    private static final Pattern CHINESE_FRACTION = Pattern.compile("([零〇一二两三四五六七八九十百0-9]+)分之([零〇一二两三四五六七八九十百0-9]+)");
    private static final Pattern CHINESE_NUMBER = Pattern.compile("[零〇一二两三四五六七八九十百]+");
    /** Traditional characters (seed 002 is written in them) and their simplified forms. */
    private static final String TRADITIONAL = "勝負盤棄權時無雙兩贏點";
    private static final String SIMPLIFIED = "胜负盘弃权时无双两赢点";

    /**
     * Reads a written result; throws {@link IllegalArgumentException} naming what was expected when
     * the text means nothing Tengen knows. This one reader serves the result sheet's 结果 cells, the
     * SGF {@code RE[]} property, disputes and the registry: what one accepts, all accept.
     *
     * <p>Before reading, the text is folded: full-width digits, letters and punctuation (全角,
     * {@code 黑胜１又３／４子}) become half-width, vulgar fractions ({@code ¾}) become {@code 3/4},
     * traditional characters ({@code 黑勝3/4子}, {@code 中盤勝}, {@code 無勝負}) become simplified, and
     * Chinese numerals ({@code 四分之三子}, {@code 一目半}) become digits.
     */
    public static Reading parse(String text) {
        if (text == null) {
            return new Reading(UNKNOWN, null);
        }
        String s = fold(text);
        String lower = s.toLowerCase(Locale.ROOT);
        if (s.isEmpty() || s.equals("?")) {
            return new Reading(UNKNOWN, null);
        }
        String compactLower = lower.replace(" ", "");
        switch (compactLower) {
            case "0", "draw", "jigo", "和", "和棋", "和局", "d", "平局" -> {
                return new Reading(DRAW, null);
            }
            case "void", "noresult", "无胜负" -> {
                return new Reading(VOID, null);
            }
            case "bothlose", "bothloose", "双方负", "双方弃权", "双负" -> {
                return new Reading(BOTH_LOSE, null);
            }
            case "bothwin", "双方胜", "双胜" -> {
                return new Reading(BOTH_WIN, "both win (双方胜), a ruling the Chinese rules do not name: read as the "
                        + "organiser ruled, a win for each side, and not rated");
            }
            default -> {
            }
        }
        // Chinese notation.
        if (s.startsWith("黑") || s.startsWith("白")) {
            return parseChinese(s, text);
        }
        // English sentences some servers write: "White resigns.", "Black resigns. W 25.5 B 17.0".
        if (lower.startsWith("white resigns")) {
            return new Reading(win(Colour.BLACK, Kind.RESIGNATION), "read '" + s + "' as B+R");
        }
        if (lower.startsWith("black resigns")) {
            return new Reading(win(Colour.WHITE, Kind.RESIGNATION), "read '" + s + "' as W+R");
        }
        String compact = compactLower;
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

    /**
     * Full-width to half-width (NFKC), fraction slash and vulgar fractions to {@code /}, runs of
     * spaces to one, traditional characters to simplified.
     */
    static String fold(String text) {
        if (alreadyFolded(text)) {
            return text;                        // nothing to fold: the common case, read cheaply
        }
        String s = Normalizer.normalize(text, Normalizer.Form.NFKC).replace('\u2044', '/').replace('\u2215', '/');
        StringBuilder out = new StringBuilder(s.length());
        boolean space = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\u200b' || c == '\ufeff') {
                space = true;
                continue;
            }
            if (space && !out.isEmpty()) {
                out.append(' ');
            }
            space = false;
            int t = TRADITIONAL.indexOf(c);
            out.append(t >= 0 ? SIMPLIFIED.charAt(t) : c);
        }
        return out.toString();
    }

    /**
     * Printable ASCII and simplified CJK ideographs (U+4E00–U+9FFF, none of {@link #TRADITIONAL}),
     * with single inner spaces and none at either end: folding would return it unchanged (NFKC
     * leaves both as they are), so the common cells ({@code W+1.5}, {@code 黑中盘胜}) are read cheaply.
     */
    private static boolean alreadyFolded(String text) {
        int n = text.length();
        if (n == 0 || text.charAt(0) == ' ' || text.charAt(n - 1) == ' ') {
            return false;
        }
        char previous = 'x';
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            boolean ascii = c >= '\u0020' && c <= '\u007e';
            boolean ideograph = c >= '\u4e00' && c <= '\u9fff' && TRADITIONAL.indexOf(c) < 0;
            if (!(ascii || ideograph) || (c == ' ' && previous == ' ')) {
                return false;
            }
            previous = c;
        }
        return true;
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

    private static Reading parseChinese(String s, String written) {
        Colour named = s.startsWith("黑") ? Colour.BLACK : Colour.WHITE;
        String rest = s.substring(1).replace(" ", "");
        if (rest.startsWith("方")) {
            rest = rest.substring(1);            // 黑方胜, 白方弃权: "the Black side …"
        }
        rest = rest.replace("（", "(").replace("）", ")");
        switch (rest) {
            case "中盘胜", "胜(中盘)", "中押胜", "中盘胜出" -> {
                return new Reading(win(named, Kind.RESIGNATION), null);
            }
            case "中盘负", "中押负", "认输" -> {
                return new Reading(win(named.opponent(), Kind.RESIGNATION), null);
            }
            case "超时胜", "胜(超时)" -> {
                return new Reading(win(named, Kind.TIME), null);
            }
            case "超时负", "超时判负", "负(超时)" -> {
                return new Reading(win(named.opponent(), Kind.TIME), null);
            }
            case "胜(弃权)", "弃权胜", "不战胜", "胜(不战)" -> {
                return new Reading(win(named, Kind.FORFEIT), null);
            }
            case "弃权", "弃权负", "负(弃权)", "不战负" -> {
                return new Reading(win(named.opponent(), Kind.FORFEIT), null);
            }
            case "胜" -> {
                return new Reading(win(named, Kind.WIN), null);
            }
            case "负" -> {
                return new Reading(win(named.opponent(), Kind.WIN), null);
            }
            default -> {
            }
        }
        boolean wins = rest.startsWith("胜");
        if (wins || rest.startsWith("负")) {
            Score margin = chineseMargin(rest.substring(1));
            if (margin != null) {
                return new Reading(byPoints(wins ? named : named.opponent(), margin), null);
            }
        }
        throw new IllegalArgumentException("'" + written + "' is not a result (expected e.g. 黑胜3/4子, 黑胜半子, "
                + "白胜1目半, 黑中盘胜, 白超时负, 白弃权)");
    }

    /** A margin as Chinese sheets write it, in points; null when it is none (or not whole half points). */
    private static Score chineseMargin(String text) {
        String t = WHOLE_AND_FRACTION.matcher(text).replaceAll("$1又$2").replace(" ", "");
        Matcher fraction = CHINESE_FRACTION.matcher(t);
        StringBuilder b = new StringBuilder();
        while (fraction.find()) {
            // X分之Y is Y/X.
            fraction.appendReplacement(b, chineseNumber(fraction.group(2)) + "/" + chineseNumber(fraction.group(1)));
        }
        fraction.appendTail(b);
        Matcher numbers = CHINESE_NUMBER.matcher(b.toString());
        StringBuilder c = new StringBuilder();
        while (numbers.find()) {
            numbers.appendReplacement(c, String.valueOf(chineseNumber(numbers.group())));
        }
        numbers.appendTail(c);
        Matcher m = CHINESE_MARGIN.matcher(c.toString());
        if (!m.matches()) {
            return null;
        }
        if (m.group(3) != null && (m.group(1) != null || m.group(2) != null || m.group(5) != null)) {
            return null;                          // 半 before the unit stands alone: 半子, 半目
        }
        BigDecimal value = BigDecimal.ZERO;
        if (m.group(1) != null) {
            value = value.add(new BigDecimal(m.group(1)));
        }
        if (m.group(2) != null) {
            BigDecimal part = fraction(m.group(2));
            if (part == null) {
                return null;
            }
            value = value.add(part);
        }
        if (m.group(3) != null || m.group(5) != null) {
            value = value.add(new BigDecimal("0.5"));
        }
        boolean stones = m.group(4).equals("子");
        BigDecimal points = stones ? value.multiply(BigDecimal.valueOf(2)) : value;
        if (points.signum() > 0 && Score.isHalfPoints(points)) {
            return Score.parsePoints(points.toPlainString());
        }
        return null;
    }

    /** 三 → 3, 十二 → 12, 二十 → 20, 两 → 2; digits as they are. */
    private static long chineseNumber(String text) {
        if (text.chars().allMatch(Character::isDigit)) {
            return Long.parseLong(text);
        }
        long total = 0;
        long digit = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            int d = "零一二三四五六七八九".indexOf(ch);
            if (ch == '〇') {
                d = 0;
            } else if (ch == '两') {
                d = 2;
            }
            if (d >= 0) {
                digit = digit * 10 + d;
            } else if (ch == '十') {
                total += (digit == 0 ? 1 : digit) * 10;
                digit = 0;
            } else if (ch == '百') {
                total += (digit == 0 ? 1 : digit) * 100;
                digit = 0;
            } else if (Character.isDigit(ch)) {
                digit = digit * 10 + (ch - '0');
            }
        }
        return total + digit;
    }

    /** {@code 3/4} → 0.75, {@code 2.5} → 2.5; null for a fraction that is not a whole number of quarters. */
    private static BigDecimal fraction(String text) {
        int slash = text.indexOf('/');
        if (slash < 0) {
            return new BigDecimal(text);
        }
        BigDecimal num = new BigDecimal(text.substring(0, slash));
        BigDecimal den = new BigDecimal(text.substring(slash + 1));
        if (den.signum() == 0) {
            return null;
        }
        BigDecimal quarters = num.multiply(BigDecimal.valueOf(4));
        if (quarters.remainder(den).signum() != 0) {
            return null;                          // 3/5子, 1/3子: no count gives that
        }
        return num.divide(den, 4, java.math.RoundingMode.UNNECESSARY).stripTrailingZeros();
    }
}
