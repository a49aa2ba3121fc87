package org.tengen.rating;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a new rating list includes beside the last one: every tournament with the time it was first
 * rated; the tournaments rated for the first time now, and whether one of them is late (dated on or
 * before a tournament already rated, so the list is re-rated from its date); and, for a late one,
 * which players' ratings moved because of it — those who played in it and those who met them
 * afterwards.
 */
public final class RatedTournaments {

    private RatedTournaments() {
    }

    /** A tournament in the list: its code and the date it is rated on. */
    public record Tournament(String code, LocalDate date) {
    }

    /** A tournament as the list records it: when it was first rated, and whether it came late. */
    public record Rated(String code, LocalDate date, LocalDateTime ratedAt, boolean late) {
    }

    /** A player whose rating moved: the list's rating before and after, and whether it played in the late tournament. */
    public record Moved(long player, double before, double after, boolean played) {
    }

    /**
     * The new list's tournaments and what changed. {@code rerateFrom} is the earliest date of a late
     * tournament (null when none came late); {@code moved} is empty then too.
     */
    public record Update(List<Rated> included, List<Rated> newlyRated, LocalDate rerateFrom, List<Moved> moved) {
    }

    /** A rating moves when it changes by at least a thousandth (what the list prints). */
    static final double MOVED = 0.0005;

    /**
     * @param previously what the last list recorded, by code
     * @param now the tournaments in the new list, in rating order
     * @param playersOfNew the players of each tournament rated for the first time now, by code
     * @param before the last list's ratings
     * @param after the new list's ratings
     */
    public static Update update(Map<String, Rated> previously, List<Tournament> now, LocalDateTime runAt,
                                Map<String, Set<Long>> playersOfNew, Map<Long, Double> before, Map<Long, Double> after) {
        LocalDate latest = previously.values().stream().map(Rated::date).max(Comparator.naturalOrder()).orElse(null);
        List<Rated> included = new ArrayList<>();
        List<Rated> fresh = new ArrayList<>();
        LocalDate rerateFrom = null;
        Set<Long> playedLate = new HashSet<>();
        for (Tournament t : now) {
            Rated old = previously.get(t.code());
            if (old != null) {
                included.add(new Rated(t.code(), t.date(), old.ratedAt(), old.late()));
                continue;
            }
            boolean late = latest != null && !t.date().isAfter(latest);
            Rated r = new Rated(t.code(), t.date(), runAt, late);
            included.add(r);
            fresh.add(r);
            if (late) {
                rerateFrom = rerateFrom == null || t.date().isBefore(rerateFrom) ? t.date() : rerateFrom;
                playedLate.addAll(playersOfNew.getOrDefault(t.code(), Set.of()));
            }
        }
        List<Moved> moved = new ArrayList<>();
        if (rerateFrom != null) {
            for (Map.Entry<Long, Double> a : after.entrySet()) {
                Double b = before.get(a.getKey());
                boolean played = playedLate.contains(a.getKey());
                if (b != null && Math.abs(a.getValue() - b) >= MOVED || b == null && played) {
                    moved.add(new Moved(a.getKey(), b == null ? Double.NaN : b, a.getValue(), played));
                }
            }
            moved.sort(Comparator.comparingDouble((Moved m) -> -Math.abs(m.after() - (Double.isNaN(m.before()) ? m.after()
                    : m.before()))).thenComparingLong(Moved::player));
        }
        return new Update(included, fresh, rerateFrom, moved);
    }
}
