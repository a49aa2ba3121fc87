package org.tengen.cli;

import java.io.PrintWriter;
import java.sql.Connection;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tengen.rating.RatedTournaments;
import org.tengen.registry.RatedTournamentRecords;
import org.tengen.registry.RatingListing;

/**
 * What {@code ratings} says about the tournaments in the list: which it includes and when each was
 * rated, whether one is rated yet ({@code --tournament CODE}), and whom a late one moved.
 */
final class RatedTournamentsOutput {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    private RatedTournamentsOutput() {
    }

    /** Below the list: the tournaments it includes (up to the date), when each was rated, and the last late one. */
    static void included(Connection registry, LocalDate asOf, PrintWriter out) {
        List<RatedTournaments.Rated> in = RatingListing.included(registry).values().stream()
                .filter(r -> !r.date().isAfter(asOf)).toList();
        out.println();
        out.printf("This list includes %d tournament%s:%n", in.size(), in.size() == 1 ? "" : "s");
        TextTable t = new TextTable(new boolean[] {false, false, false, false});
        t.add(List.of("赛事编号", "日期", "计算时间", ""));
        for (RatedTournaments.Rated r : in) {
            t.add(List.of(r.code(), r.date().toString(), WHEN.format(r.ratedAt()),
                    r.late() ? "late: the list was re-rated from its date" : ""));
        }
        out.print(t.render());
        Optional<RatedTournamentRecords.Rerating> late = RatingListing.lastRerating(registry);
        if (late.isPresent() && !late.get().from().isAfter(asOf)) {
            out.println();
            out.print(rerating(late.get()));
        }
    }

    static String rerating(RatedTournamentRecords.Rerating r) {
        StringBuilder b = new StringBuilder();
        b.append(String.format("%s came late: on %s the list was re-rated from %s; %d player%s moved:%n",
                String.join(", ", r.tournaments()), WHEN.format(r.ratedAt()), r.from(), r.moved().size(),
                r.moved().size() == 1 ? "" : "s"));
        for (RatedTournamentRecords.MovedPlayer m : r.moved()) {
            b.append(String.format("  %-14s %-10s %s → %.3f%s%n", m.player(), m.name(),
                    m.before() == null ? "(new)" : String.format("%.3f", m.before()), m.after(),
                    m.played() ? "  (played in it)" : "  (met its players later)"));
        }
        return b.toString();
    }

    /** {@code ratings --tournament CODE}: rated yet, and when. */
    static int tournament(RatedTournamentRecords records, String code, OutputFormat format, PrintWriter out,
                          PrintWriter err) {
        Optional<RatedTournamentRecords.TournamentStatus> s = records.status(code);
        if (s.isEmpty()) {
            err.println("tengen ratings: no tournament " + code + " has been imported");
            err.flush();
            return ExitCode.BAD_INPUT;
        }
        RatedTournamentRecords.TournamentStatus t = s.get();
        Optional<RatedTournamentRecords.Rerating> late = records.lastRerating()
                .filter(r -> r.tournaments().contains(code));
        if (format == OutputFormat.json) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("tournament", t.code());
            m.put("name", t.name());
            m.put("date", t.date().toString());
            m.put("rated", t.rated().isPresent());
            m.put("ratedAt", t.rated().map(r -> WHEN.format(r.ratedAt())).orElse(null));
            m.put("late", t.rated().map(RatedTournaments.Rated::late).orElse(false));
            if (late.isPresent()) {
                List<Object> moved = new ArrayList<>();
                late.get().moved().forEach(p -> moved.add(p.player()));
                m.put("moved", moved);
            }
            out.println(JsonLines.line(m));
        } else if (t.rated().isPresent()) {
            RatedTournaments.Rated r = t.rated().get();
            out.printf("%s (%s, %s): rated on %s%s%n", t.code(), t.name(), t.date(), WHEN.format(r.ratedAt()),
                    r.late() ? ", late: the list was re-rated from its date" : "");
            late.ifPresent(x -> out.print(rerating(x)));
        } else {
            out.printf("%s (%s, %s): not rated — %s%n", t.code(), t.name(), t.date(), t.ratedEvent()
                    ? "none of its results counts for the rating yet (all held for review or not decided over the board)"
                    : "it is not a rated event");
        }
        out.flush();
        return ExitCode.DONE;
    }
}
