package org.tengen.cli;

import java.util.ArrayList;
import java.util.List;
import org.tengen.formats.H9;
import org.tengen.registry.StandingRecords;

/** The {@code .h9} export of stored standings (what {@code standings --format h9} prints). */
public final class StandingsH9 {

    private StandingsH9() {
    }

    /** The EGF results of the event, players in place order, criteria of the chain as columns. */
    public static String write(StandingRecords.EventHeader t, StandingRecords.Inputs in,
                               List<StandingRecords.Line> lines) {
        List<String> criteria = lines.isEmpty() ? List.of() : new ArrayList<>(lines.get(0).tiebreaks().keySet());
        List<H9.Entry> entries = new ArrayList<>();
        for (StandingRecords.Line l : lines) {
            List<String> values = new ArrayList<>();
            criteria.forEach(k -> values.add(StandingsCommand.num(l.tiebreaks().get(k))));
            entries.add(new H9.Entry(l.place(), l.no(), l.name(), l.grade() == null ? null : l.grade().notation(), null, l.club(), values,
                    l.rounds(), l.federationId()));
        }
        return H9.write(in.name(), in.code(), t.start(), t.end(), t.ratingClass(), t.komi(), criteria,
                entries);
    }
}
