package org.tengen.registry;

import java.math.BigDecimal;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.tengen.rank.Rank;
import org.tengen.rules.Score;
import org.tengen.standings.Entrant;
import org.tengen.standings.Pairing;
import org.tengen.standings.RoundCell;
import org.tengen.standings.Settings;
import org.tengen.standings.Standing;
import org.tengen.standings.TeamStanding;
import tools.jackson.databind.json.JsonMapper;

/**
 * What the standings read from the registry and write back: a tournament version's inputs
 * (settings, entrants, pairings with their typed results, and a fingerprint of it all), the stored
 * individual and team lines, and what the EGF's results format needs. JDBC: a tournament's
 * standings are replaced in two batched statements. The reads are {@link StandingsListing}'s, which
 * {@code standings} also runs without Spring.
 */
@Repository
public class StandingRecords {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final JdbcTemplate jdbc;

    public StandingRecords(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** What the standings of one tournament version are computed from, and the hash of it all. */
    public record Inputs(long tournamentId, String code, String name, Settings settings, List<Entrant> entrants,
                         List<Pairing> pairings, Map<Integer, Long> participationIds, String sha256,
                         String storedSha256) {
    }

    public List<Long> currentTournaments() {
        return jdbc.execute((ConnectionCallback<List<Long>>) StandingsListing::currentTournaments);
    }

    public Optional<Long> current(String code) {
        return jdbc.execute((ConnectionCallback<Optional<Long>>) c -> StandingsListing.current(c, code));
    }

    public Inputs inputs(long tournamentId) {
        return jdbc.execute((ConnectionCallback<Inputs>) c -> StandingsListing.inputs(c, tournamentId));
    }

    /** Replaces the stored standings of a tournament version (in the caller's transaction), computed at {@code at}. */
    public void save(Inputs in, List<Standing> standings, List<TeamStanding> teams, LocalDateTime at) {
        jdbc.update("delete from standing where tournament_id = ?", in.tournamentId());
        jdbc.update("delete from team_standing where tournament_id = ?", in.tournamentId());
        List<Object[]> rows = new ArrayList<>();
        int line = 1;
        for (Standing s : standings) {
            rows.add(new Object[] {in.tournamentId(), in.participationIds().get(s.entrant().no()), line++, s.place(),
                s.entrant().no(), s.points(), s.wins(), s.draws(), s.losses(), JSON.writeValueAsString(s.tiebreaks()),
                s.rounds().stream().map(RoundCell::notation).collect(Collectors.joining(" ")), s.withdrawn(),
                s.voided(), s.shared()});
        }
        jdbc.batchUpdate("insert into standing (tournament_id, participation_id, line, place, no, points, wins, draws, "
                + "losses, tiebreaks, rounds, withdrawn, voided, shared_place) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                + "?, ?, ?)", rows);
        List<Object[]> teamRows = new ArrayList<>();
        line = 1;
        for (TeamStanding t : teams) {
            teamRows.add(new Object[] {in.tournamentId(), line++, t.place(), t.team(), t.matchPoints(), t.gamePoints(),
                t.boardPoints().stream().map(BigDecimal::toPlainString).collect(Collectors.joining(",")),
                t.opponentsMatchPoints(), t.won(), t.drawn(), t.lost(),
                t.matches().stream().map(m -> m.round() + ":" + m.notation()).collect(Collectors.joining("|")),
                t.shared()});
        }
        jdbc.batchUpdate("insert into team_standing (tournament_id, line, place, team, match_points, game_points, "
                + "board_points, opponents_match_points, won, drawn, lost, matches, shared_place) values (?, ?, ?, ?, ?, "
                + "?, ?, ?, ?, ?, ?, ?, ?)", teamRows);
        jdbc.update("update tournament set standings_inputs_sha256 = ?, standings_computed_at = ? where id = ?",
                in.sha256(), Timestamp.valueOf(at), in.tournamentId());
    }

    /** A stored line of the individual standings, with what a wall chart shows. */
    public record Line(Integer place, int no, String name, Rank grade, String club, String team, BigDecimal points,
                       int wins, int draws, int losses, Map<String, BigDecimal> tiebreaks, List<String> rounds,
                       boolean withdrawn, boolean voided, boolean shared, String federationId) {
    }

    /** A stored line of the team standings. */
    public record TeamLine(Integer place, String team, int matchPoints, BigDecimal gamePoints,
                           List<BigDecimal> boardPoints, int opponentsMatchPoints, int won, int drawn, int lost,
                           List<String> matches, boolean shared) {
    }

    public List<Line> lines(long tournamentId) {
        return jdbc.execute((ConnectionCallback<List<Line>>) c -> StandingsListing.lines(c, tournamentId));
    }

    public List<TeamLine> teamLines(long tournamentId) {
        return jdbc.execute((ConnectionCallback<List<TeamLine>>) c -> StandingsListing.teamLines(c, tournamentId));
    }

    /** What the EGF's results format says of the event besides the standings. */
    public record EventHeader(LocalDate start, LocalDate end, char ratingClass, Score komi) {
    }

    public EventHeader header(long tournamentId) {
        return jdbc.execute((ConnectionCallback<EventHeader>) c -> StandingsListing.header(c, tournamentId));
    }
}
