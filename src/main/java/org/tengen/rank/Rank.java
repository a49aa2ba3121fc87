package org.tengen.rank;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A player's grade: kyu (级), amateur dan (业余段) or professional dan (职业段).
 *
 * <p>Written for machines as {@code 15k}, {@code 1k}, {@code 1d}, {@code 7d}, {@code 1p}, {@code 9p}
 * ({@link #notation()}); read from what result sheets and records write: {@code 业余3段},
 * {@code 3段}, {@code 初段} (1 dan), {@code 职业五段}, {@code 5p}, {@code 2级}, {@code 2k},
 * {@code 3D}, {@code 3 dan}, {@code 10 kyu}.
 *
 * <p>{@link #strength()} orders grades on one scale: 30k = −29 … 1k = 0, 1d = 1 … 9d = 9;
 * professionals are placed above amateur 7 dan (1p = 8 … 9p = 16) only for comparisons of who gives
 * the handicap, never for ratings.
 */
public record Rank(Kind kind, int level) implements Comparable<Rank> {

    public enum Kind { KYU, DAN, PRO }

    private static final Pattern LATIN = Pattern.compile("(\\d{1,2})\\s*(k|kyu|d|dan|p|pro)");
    private static final Pattern CHINESE = Pattern.compile("(业余|職業|职业)?([0-9]{1,2}|[初一二三四五六七八九十]{1,3})\\s*(段|级|級)");
    private static final String NUMERALS = "〇一二三四五六七八九";

    public Rank {
        int max = switch (kind) {
            case KYU -> 30;
            case DAN -> 9;
            case PRO -> 9;
        };
        if (level < 1 || level > max) {
            throw new IllegalArgumentException(level + " is not a " + kind.name().toLowerCase(Locale.ROOT)
                    + " grade (1–" + max + ")");
        }
    }

    public static Rank kyu(int level) {
        return new Rank(Kind.KYU, level);
    }

    public static Rank dan(int level) {
        return new Rank(Kind.DAN, level);
    }

    public static Rank pro(int level) {
        return new Rank(Kind.PRO, level);
    }

    /** Reads a written grade; null for blank; throws naming what was expected otherwise. */
    public static Rank parse(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        String s = text.strip().toLowerCase(Locale.ROOT).replace("业余", "").replace(" ", "");
        Matcher latin = LATIN.matcher(s);
        if (latin.matches()) {
            int n = Integer.parseInt(latin.group(1));
            return switch (latin.group(2).charAt(0)) {
                case 'k' -> kyu(n);
                case 'd' -> dan(n);
                default -> pro(n);
            };
        }
        Matcher ch = CHINESE.matcher(text.strip().replace(" ", ""));
        if (ch.matches()) {
            boolean pro = ch.group(1) != null && !ch.group(1).equals("业余");
            int n = chineseNumber(ch.group(2));
            boolean kyu = !ch.group(3).equals("段");
            if (kyu) {
                if (pro) {
                    throw new IllegalArgumentException("'" + text + "': professionals have no kyu grades");
                }
                return kyu(n);
            }
            return pro ? pro(n) : dan(n);
        }
        throw new IllegalArgumentException("'" + text + "' is not a grade (expected e.g. 业余3段, 3d, 职业五段, 5p, "
                + "2级, 2k)");
    }

    private static int chineseNumber(String s) {
        if (Character.isDigit(s.charAt(0))) {
            return Integer.parseInt(s);
        }
        if (s.equals("初")) {
            return 1;
        }
        if (s.equals("十")) {
            return 10;
        }
        int value = 0;
        if (s.length() >= 2 && s.charAt(0) != '十' && s.charAt(1) == '十') {   // 二十, 二十五
            value = NUMERALS.indexOf(s.charAt(0)) * 10;
            s = s.substring(2);
        } else if (s.charAt(0) == '十') {                                      // 十五
            value = 10;
            s = s.substring(1);
        }
        if (!s.isEmpty()) {
            int digit = NUMERALS.indexOf(s.charAt(0));
            if (digit < 0 || s.length() > 1) {
                throw new IllegalArgumentException("'" + s + "' is not a number");
            }
            value += digit;
        }
        return value;
    }

    /** One scale for comparisons: 30k = −29 … 1k = 0, 1d = 1 … 9d = 9, 1p = 8 … 9p = 16. */
    public int strength() {
        return switch (kind) {
            case KYU -> 1 - level;
            case DAN -> level;
            case PRO -> 7 + level;
        };
    }

    public boolean professional() {
        return kind == Kind.PRO;
    }

    /** {@code 15k}, {@code 3d}, {@code 5p}. */
    public String notation() {
        return level + switch (kind) {
            case KYU -> "k";
            case DAN -> "d";
            case PRO -> "p";
        };
    }

    /** {@code 15级}, {@code 业余3段}, {@code 职业5段}. */
    public String chinese() {
        return switch (kind) {
            case KYU -> level + "级";
            case DAN -> "业余" + level + "段";
            case PRO -> "职业" + level + "段";
        };
    }

    @Override
    public int compareTo(Rank o) {
        return Integer.compare(strength(), o.strength());
    }

    @Override
    public String toString() {
        return notation();
    }
}
