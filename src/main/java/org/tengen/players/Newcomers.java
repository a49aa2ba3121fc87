package org.tengen.players;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the morning summary says of the registry's players: each newcomer waiting for staff and each
 * likely duplicate, with the command that settles it — a newcomer who looks like a member gets the
 * {@code players merge} that would join them, any other the {@code players confirm}.
 */
public final class Newcomers {

    private Newcomers() {
    }

    /** At most {@code limit} newcomers and {@code limit} pairs, the rest counted with the command that lists them. */
    public static List<String> summary(List<PlayerCard> players, int limit) {
        List<Duplicates.Pair> pairs = Duplicates.find(players);
        Map<Long, Duplicates.Pair> byNewcomer = new LinkedHashMap<>();
        pairs.forEach(p -> byNewcomer.putIfAbsent(p.other().id(), p));
        List<PlayerCard> newcomers = players.stream().filter(p -> !p.confirmed()).toList();
        List<String> out = new ArrayList<>();
        out.add("new players to confirm (no federation id): " + newcomers.size());
        newcomers.stream().limit(limit).forEach(p -> {
            Duplicates.Pair d = byNewcomer.get(p.id());
            out.add("  " + p.label() + ": " + (d != null ? "perhaps " + d.keep().label() + " — " + d.command()
                    : "tengen players confirm " + p.reference() + " [--federation-id ID] --by NAME"));
        });
        if (newcomers.size() > limit) {
            out.add("  … and " + (newcomers.size() - limit) + " more: tengen players list --newcomers");
        }
        out.add("likely duplicates: " + pairs.size());
        pairs.stream().limit(limit).forEach(d -> out.add("  " + d.other().label() + " and " + d.keep().label() + " ("
                + String.join("; ", d.evidence()) + "): " + d.command()));
        if (pairs.size() > limit) {
            out.add("  … and " + (pairs.size() - limit) + " more: tengen players duplicates");
        }
        return out;
    }
}
