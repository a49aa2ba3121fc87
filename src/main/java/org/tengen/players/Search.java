package org.tengen.players;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.tengen.sheet.Fold;

/**
 * Finds players by what staff type: the name as written, in simplified or traditional characters,
 * pinyin with or without tones ({@code ma ming}, {@code mǎ míng}, {@code maming}), initials or a mix
 * ({@code mm}, {@code mming}), a 会员号 or its beginning, a registry id {@code #42}. Hits are ranked
 * by how closely they match; namesakes are told apart by club and birth year.
 */
public final class Search {

    /** How a hit matched, best first. */
    public enum How {
        REGISTRY_ID(100, "registry id"),
        FEDERATION_ID(100, "会员号"),
        NAME(98, "name as written"),
        NAME_FOLDED(95, "name (simplified/traditional)"),
        PINYIN(90, "pinyin"),
        INITIALS(80, "pinyin initials"),
        FEDERATION_ID_PREFIX(75, "会员号 prefix"),
        NAME_PREFIX(70, "beginning of the name"),
        PINYIN_PREFIX(60, "beginning of the pinyin"),
        NAME_PART(50, "part of the name");

        public final int score;
        public final String label;

        How(int score, String label) {
            this.score = score;
            this.label = label;
        }
    }

    public record Hit(PlayerCard player, How how) {
        public int score() {
            return how.score;
        }
    }

    private Search() {
    }

    public static List<Hit> find(String query, List<PlayerCard> players) {
        String q = Fold.value(query);
        if (q.isEmpty()) {
            return List.of();
        }
        Query parsed = new Query(q);
        List<Hit> hits = new ArrayList<>();
        for (PlayerCard p : players) {
            How how = parsed.match(p);
            if (how != null) {
                hits.add(new Hit(p, how));
            }
        }
        java.util.Map<Long, String> pinyin = new HashMap<>();
        hits.forEach(h -> pinyin.put(h.player().id(), NameKeys.pinyin(h.player().name())));
        hits.sort(Comparator.comparingInt((Hit h) -> -h.score())
                .thenComparing(h -> !h.player().confirmed())
                .thenComparing(h -> pinyin.get(h.player().id()))
                .thenComparingLong(h -> h.player().id()));
        return hits;
    }

    private static final class Query {
        final String text;
        final String folded;
        final String upper;
        final boolean han;
        final String compactLatin;
        final Long registryId;
        final Map<String, List<Set<String>>> readingsCache = new HashMap<>();

        Query(String text) {
            this.text = text;
            this.folded = NameKeys.folded(text);
            this.upper = text.toUpperCase(Locale.ROOT).replace(" ", "");
            this.han = NameKeys.hasHan(text);
            String latin = NameKeys.latin(text);
            this.compactLatin = han ? "" : latin.replace(" ", "");
            Long id = null;
            if (text.matches("#\\d{1,18}")) {
                id = Long.parseLong(text.substring(1));
            }
            this.registryId = id;
        }

        How match(PlayerCard p) {
            if (registryId != null) {
                return registryId == p.id() ? How.REGISTRY_ID : null;
            }
            String fid = p.federationId() == null ? null : p.federationId().toUpperCase(Locale.ROOT);
            if (fid != null && fid.equals(upper)) {
                return How.FEDERATION_ID;
            }
            String name = p.name();
            if (Fold.value(name).equalsIgnoreCase(text)) {
                return How.NAME;
            }
            String fn = NameKeys.folded(name);
            if (fn.equals(folded)) {
                return How.NAME_FOLDED;
            }
            if (!han && !compactLatin.isEmpty()) {
                List<Set<String>> r = readingsCache.computeIfAbsent(name, NameKeys::readings);
                int kind = pinyin(r, compactLatin);
                if (kind == FULL) {
                    return How.PINYIN;
                }
                if (kind == MIXED) {
                    return How.INITIALS;
                }
            }
            if (fid != null && upper.length() >= 2 && (fid.startsWith(upper) || digits(fid).startsWith(upper)
                    && upper.chars().allMatch(Character::isDigit))) {
                return How.FEDERATION_ID_PREFIX;
            }
            if (!folded.isEmpty() && fn.startsWith(folded)) {
                return How.NAME_PREFIX;
            }
            if (!han && compactLatin.length() >= 2) {
                List<Set<String>> r = readingsCache.computeIfAbsent(name, NameKeys::readings);
                if (pinyinPrefix(r, compactLatin)) {
                    return How.PINYIN_PREFIX;
                }
            }
            if (folded.length() >= (han ? 1 : 3) && fn.contains(folded)) {
                return How.NAME_PART;
            }
            return null;
        }
    }

    private static String digits(String fid) {
        int dash = fid.lastIndexOf('-');
        return dash < 0 ? fid : fid.substring(dash + 1);
    }

    static final int NONE = 0;
    static final int MIXED = 1;
    static final int FULL = 2;

    /**
     * Whether {@code q} spells the whole name, each character by one of its readings (FULL) or by
     * the reading's initial ({@code m}, or {@code zh}/{@code ch}/{@code sh}) for some (MIXED).
     */
    static int pinyin(List<Set<String>> readings, String q) {
        if (readings.isEmpty()) {
            return NONE;
        }
        Integer[][] memo = new Integer[readings.size() + 1][q.length() + 1];
        return walk(readings, q, 0, 0, memo, false);
    }

    private static int walk(List<Set<String>> r, String q, int i, int j, Integer[][] memo, boolean prefix) {
        if (i == r.size()) {
            return j == q.length() ? FULL : NONE;
        }
        if (prefix && j == q.length() && i > 0) {
            return FULL;
        }
        if (memo[i][j] != null) {
            return memo[i][j];
        }
        int best = NONE;
        for (String reading : r.get(i)) {
            if (q.startsWith(reading, j)) {
                best = Math.max(best, walk(r, q, i + 1, j + reading.length(), memo, prefix));
            }
            if (best == FULL) {
                break;
            }
            if (reading.length() > 1) {
                for (String initial : initials(reading)) {
                    if (q.startsWith(initial, j)) {
                        int rest = walk(r, q, i + 1, j + initial.length(), memo, prefix);
                        best = Math.max(best, rest == NONE ? NONE : MIXED);
                    }
                }
            }
        }
        memo[i][j] = best;
        return best;
    }

    private static List<String> initials(String reading) {
        if (reading.startsWith("zh") || reading.startsWith("ch") || reading.startsWith("sh")) {
            return List.of(reading.substring(0, 1), reading.substring(0, 2));
        }
        return List.of(reading.substring(0, 1));
    }

    /** Whether {@code q} spells the first characters of the name in full pinyin ({@code ma} → 马明). */
    static boolean pinyinPrefix(List<Set<String>> readings, String q) {
        Integer[][] memo = new Integer[readings.size() + 1][q.length() + 1];
        return walk(readings, q, 0, 0, memo, true) == FULL;
    }
}
