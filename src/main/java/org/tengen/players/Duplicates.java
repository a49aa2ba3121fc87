package org.tengen.players;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.tengen.sheet.Fold;

/**
 * Likely duplicates for staff to look at — never merged by themselves: the same name and birth
 * date, the same name and club, names equal once traditional characters are read as simplified,
 * or names one character apart with the same birth date. Each pair comes with its evidence and
 * the command that settles it (the player without a 会员号, or the newer one, merged into the other).
 */
public final class Duplicates {

    private Duplicates() {
    }

    public record Pair(PlayerCard keep, PlayerCard other, List<String> evidence) {

        /** What settles it when staff agree it is one person. */
        public String command() {
            return "tengen players merge " + other.reference() + " --into " + keep.reference()
                    + " --by NAME --reason \"" + String.join("; ", evidence).replace("\"", "'") + "\"";
        }
    }

    public static List<Pair> find(List<PlayerCard> players) {
        Map<String, Pair> pairs = new LinkedHashMap<>();
        Map<String, List<PlayerCard>> byFolded = new LinkedHashMap<>();
        Map<java.time.LocalDate, List<PlayerCard>> byBirth = new LinkedHashMap<>();
        for (PlayerCard p : players) {
            byFolded.computeIfAbsent(NameKeys.folded(p.name()), k -> new ArrayList<>()).add(p);
            if (p.birthDate() != null) {
                byBirth.computeIfAbsent(p.birthDate(), k -> new ArrayList<>()).add(p);
            }
        }
        for (List<PlayerCard> same : byFolded.values()) {
            for (int i = 0; i < same.size(); i++) {
                for (int j = i + 1; j < same.size(); j++) {
                    PlayerCard a = same.get(i);
                    PlayerCard b = same.get(j);
                    List<String> ev = new ArrayList<>();
                    boolean written = Fold.value(a.name()).equals(Fold.value(b.name()));
                    if (!written) {
                        ev.add("names equal after traditional/simplified folding: " + a.name() + " = " + b.name());
                    }
                    if (a.birthDate() != null && a.birthDate().equals(b.birthDate())) {
                        ev.add("same name and birth date " + a.birthDate());
                    }
                    if (a.club() != null && Objects.equals(Fold.key(a.club()), b.club() == null ? null
                            : Fold.key(b.club()))) {
                        ev.add("same name and club " + a.club());
                    }
                    if (ev.isEmpty() && (a.federationId() == null && !a.confirmed()
                            || b.federationId() == null && !b.confirmed())) {
                        PlayerCard newcomer = a.federationId() == null && !a.confirmed() ? a : b;
                        ev.add("same name; " + newcomer.reference() + " is a newcomer without a 会员号");
                    }
                    if (ev.isEmpty()) {
                        continue;          // namesakes and nothing more: not evidence of one person
                    }
                    add(pairs, a, b, ev);
                }
            }
        }
        for (List<PlayerCard> born : byBirth.values()) {
            for (int i = 0; i < born.size(); i++) {
                for (int j = i + 1; j < born.size(); j++) {
                    PlayerCard a = born.get(i);
                    PlayerCard b = born.get(j);
                    String fa = NameKeys.folded(a.name());
                    String fb = NameKeys.folded(b.name());
                    if (!fa.equals(fb) && oneApart(fa, fb)) {
                        add(pairs, a, b, List.of("names one character apart (" + a.name() + " / " + b.name()
                                + ") and the same birth date " + a.birthDate()));
                    }
                }
            }
        }
        List<Pair> out = new ArrayList<>(pairs.values());
        out.sort(Comparator.comparing((Pair p) -> -p.evidence().size()).thenComparing(p -> p.keep().name())
                .thenComparingLong(p -> p.keep().id()).thenComparingLong(p -> p.other().id()));
        return out;
    }

    private static void add(Map<String, Pair> pairs, PlayerCard a, PlayerCard b, List<String> evidence) {
        PlayerCard keep = keeps(a, b) ? a : b;
        PlayerCard other = keep == a ? b : a;
        List<String> ev = new ArrayList<>(evidence);
        if (a.federationId() != null && b.federationId() != null && !a.federationId().equals(b.federationId())) {
            ev.add("but two different 会员号: " + a.federationId() + " and " + b.federationId());
        }
        String key = Math.min(a.id(), b.id()) + "-" + Math.max(a.id(), b.id());
        Pair before = pairs.get(key);
        if (before != null) {
            List<String> merged = new ArrayList<>(before.evidence());
            ev.stream().filter(e -> !merged.contains(e)).forEach(merged::add);
            ev = merged;
        }
        pairs.put(key, new Pair(keep, other, List.copyOf(ev)));
    }

    /** The one kept: the member (with a 会员号), else the confirmed one, else the older registration. */
    private static boolean keeps(PlayerCard a, PlayerCard b) {
        if ((a.federationId() != null) != (b.federationId() != null)) {
            return a.federationId() != null;
        }
        if (a.confirmed() != b.confirmed()) {
            return a.confirmed();
        }
        return a.id() < b.id();
    }

    /** One character replaced, inserted or left out (by code point). */
    static boolean oneApart(String a, String b) {
        int[] x = a.codePoints().toArray();
        int[] y = b.codePoints().toArray();
        if (Math.abs(x.length - y.length) > 1 || Math.min(x.length, y.length) < 2) {
            return false;
        }
        if (x.length == y.length) {
            int diff = 0;
            for (int i = 0; i < x.length; i++) {
                if (x[i] != y[i] && ++diff > 1) {
                    return false;
                }
            }
            return diff == 1;
        }
        int[] s = x.length < y.length ? x : y;
        int[] l = s == x ? y : x;
        int i = 0;
        int j = 0;
        boolean skipped = false;
        while (i < s.length && j < l.length) {
            if (s[i] == l[j]) {
                i++;
                j++;
            } else if (skipped) {
                return false;
            } else {
                skipped = true;
                j++;
            }
        }
        return true;
    }
}
