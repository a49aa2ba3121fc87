package org.tengen.registry;

import java.sql.Date;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.tengen.rating.RatedTournaments;

/**
 * Which tournaments the rating list includes and when each was rated; whose ratings a late
 * tournament moved. Written by the rating run, read by {@code ratings} and {@code ratings --tournament}.
 */
@Repository
public class RatedTournamentRecords {

    private final JdbcTemplate jdbc;

    public RatedTournamentRecords(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The tournaments the last list included, by code. */
    public Map<String, RatedTournaments.Rated> included() {
        return jdbc.execute((ConnectionCallback<Map<String, RatedTournaments.Rated>>) RatingListing::included);
    }

    /**
     * After a rating run has stored the new list (in its transaction): records which tournaments the
     * list includes, when each was first rated and whether it came late, and, for a late one, whose
     * ratings moved since the last list.
     */
    public RatedTournaments.Update record(LocalDateTime runAt) {
        List<RatedTournaments.Tournament> now = new ArrayList<>();
        Map<String, Set<Long>> players = new HashMap<>();
        jdbc.query("select t.code, h.rated_on, h.player_id from rating_history h join tournament t on t.id = "
                + "h.tournament_id order by h.rated_on, h.tournament_id", rs -> {
                    String code = rs.getString(1);
                    if (!players.containsKey(code)) {
                        now.add(new RatedTournaments.Tournament(code, rs.getDate(2).toLocalDate()));
                    }
                    players.computeIfAbsent(code, c -> new HashSet<>()).add(rs.getLong(3));
                });
        Map<Long, Double> before = ratings("rated_list");
        Map<Long, Double> after = ratings("player_rating");
        RatedTournaments.Update u = RatedTournaments.update(included(), now, runAt, players, before, after);
        jdbc.update("delete from rated_tournament");
        jdbc.batchUpdate("insert into rated_tournament (code, rated_on, rated_at, late) values (?, ?, ?, ?)",
                u.included().stream().map(r -> new Object[] {r.code(), Date.valueOf(r.date()),
                    Timestamp.valueOf(r.ratedAt()), r.late()}).toList());
        if (u.rerateFrom() != null) {
            jdbc.batchUpdate("insert into rating_moved (rated_at, rerated_from, player_id, rating_before, rating_after, "
                    + "played) values (?, ?, ?, ?, ?, ?)", u.moved().stream().map(m -> new Object[] {
                        Timestamp.valueOf(runAt), Date.valueOf(u.rerateFrom()), m.player(),
                        Double.isNaN(m.before()) ? null : m.before(), m.after(), m.played()}).toList());
        }
        jdbc.update("delete from rated_list");
        jdbc.update("insert into rated_list (player_id, gor) select player_id, gor from player_rating");
        return u;
    }

    private Map<Long, Double> ratings(String table) {
        Map<Long, Double> out = new HashMap<>();
        jdbc.query("select player_id, gor from " + table, rs -> {
            out.put(rs.getLong(1), rs.getDouble(2));
        });
        return out;
    }

    /** A tournament as staff ask about it: what the registry holds and, when rated, when. */
    public record TournamentStatus(String code, String name, LocalDate date, boolean ratedEvent,
                                   Optional<RatedTournaments.Rated> rated) {
    }

    /** The current version of a tournament by code, and whether and when it was rated; empty when not imported. */
    public Optional<TournamentStatus> status(String code) {
        List<TournamentStatus> found = jdbc.query("select t.code, t.name, coalesce(t.end_date, t.start_date, "
                + "cast(t.published_at as date)) d, t.rated, r.rated_on, r.rated_at, r.late from tournament t "
                + "left join rated_tournament r on r.code = t.code where t.current_version = true and t.code = ?",
                (rs, n) -> new TournamentStatus(rs.getString(1), rs.getString(2), rs.getDate(3).toLocalDate(),
                        rs.getBoolean(4), rs.getTimestamp(6) == null ? Optional.empty()
                        : Optional.of(new RatedTournaments.Rated(rs.getString(1), rs.getDate(5).toLocalDate(),
                        rs.getTimestamp(6).toLocalDateTime(), rs.getBoolean(7)))), code);
        return found.stream().findFirst();
    }

    /** A player a late tournament moved. */
    public record MovedPlayer(String player, String name, Double before, double after, boolean played) {
    }

    /** The last re-rating from a late tournament: when it ran and from which date, the tournaments, the players moved. */
    public record Rerating(LocalDateTime ratedAt, LocalDate from, List<String> tournaments, List<MovedPlayer> moved) {
    }

    /** The most recent run that rated a late tournament, if any. */
    public Optional<Rerating> lastRerating() {
        return jdbc.execute((ConnectionCallback<Optional<Rerating>>) RatingListing::lastRerating);
    }
}
