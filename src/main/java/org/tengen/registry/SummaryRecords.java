package org.tengen.registry;

import java.util.Arrays;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.tengen.verification.Status;

/** What the morning summary reads: the games of the current versions a person must look at. */
@Repository
public class SummaryRecords {

    private final JdbcTemplate jdbc;

    public SummaryRecords(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** A game a person must look at, where it was played. */
    public record GameForAPerson(long game, String tournament, int round, Status status) {
    }

    /** The games whose status needs a person ({@link Status#needsPerson()}), by tournament, round and game. */
    public List<GameForAPerson> gamesForAPerson() {
        List<String> statuses = Arrays.stream(Status.values()).filter(Status::needsPerson).map(Status::name).toList();
        return jdbc.query("select g.id, t.code, g.round, g.status from game g join tournament t on t.id = "
                + "g.tournament_id and t.current_version = true where g.status in ("
                + ReportRecords.placeholders(statuses.size()) + ") order by t.code, g.round, g.id",
                (rs, n) -> new GameForAPerson(rs.getLong(1), rs.getString(2), rs.getInt(3),
                        Status.valueOf(rs.getString(4))), statuses.toArray());
    }
}
