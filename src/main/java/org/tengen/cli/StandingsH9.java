package org.tengen.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.tengen.formats.H9;
import org.tengen.standings.store.StandingsStore;

/** The {@code .h9} export of stored standings (what {@code standings --format h9} prints). */
public final class StandingsH9 {

    private StandingsH9() {
    }

    /** The EGF results of the event, players in place order, criteria of the chain as columns. */
    public static String write(JdbcTemplate jdbc, StandingsStore.Inputs in, List<StandingsStore.Line> lines) {
        Map<String, Object> t = jdbc.queryForMap("select start_date, end_date, rating_class, komi_half_points from "
                + "tournament where id = ?", in.tournamentId());
        List<String> criteria = lines.isEmpty() ? List.of() : new ArrayList<>(lines.get(0).tiebreaks().keySet());
        List<H9.Entry> entries = new ArrayList<>();
        for (StandingsStore.Line l : lines) {
            List<String> values = new ArrayList<>();
            criteria.forEach(k -> values.add(StandingsCommand.num(l.tiebreaks().get(k))));
            entries.add(new H9.Entry(l.place(), l.no(), l.name(), l.grade(), null, l.club(), values,
                    l.rounds(), l.federationId()));
        }
        java.sql.Date start = (java.sql.Date) t.get("START_DATE");
        java.sql.Date end = (java.sql.Date) t.get("END_DATE");
        return H9.write(in.name(), in.code(), start == null ? null : start.toLocalDate(),
                end == null ? null : end.toLocalDate(), ((String) t.get("RATING_CLASS")).charAt(0),
                org.tengen.rules.Score.ofHalfPoints(((Number) t.get("KOMI_HALF_POINTS")).longValue()), criteria,
                entries);
    }
}
