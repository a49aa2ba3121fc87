package org.tengen.registry;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.tengen.ops.ContentHash;
import org.tengen.rank.Rank;
import org.tengen.rules.GameResult;
import org.tengen.rules.Score;
import org.tengen.standings.Entrant;
import org.tengen.standings.Pairing;
import org.tengen.standings.RoundCell;
import org.tengen.standings.Settings;
import org.tengen.standings.Standing;
import org.tengen.standings.TeamStanding;
import org.tengen.tournament.TournamentSystem;
import tools.jackson.databind.json.JsonMapper;

/**
 * What the standings read from the registry and write back: a tournament version's inputs
 * (settings, entrants, pairings with their typed results, and a fingerprint of it all), the stored
 * individual and team lines, and what the EGF's results format needs. JDBC: a tournament's
 * standings are replaced in two batched statements.
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
        return jdbc.queryForList("select id from tournament where current_version = true order by id", Long.class);
    }

    public Optional<Long> current(String code) {
        return jdbc.queryForList("select id from tournament where code = ? and current_version = true", Long.class,
                code).stream().findFirst();
    }

    public Inputs inputs(long tournamentId) {
        Map<String, Object> t = jdbc.queryForMap("select code, name, pairing_system, rounds, standings_settings, "
                + "standings_inputs_sha256 from tournament where id = ?", tournamentId);
        TournamentSystem system = java.util.Arrays.stream(TournamentSystem.values())
                .filter(s -> s.code().equals(t.get("PAIRING_SYSTEM"))).findFirst().orElse(TournamentSystem.SWISS);
        Settings settings = Settings.decode(system, ((Number) t.get("ROUNDS")).intValue(),
                (String) t.get("STANDINGS_SETTINGS"));
        MessageDigest md = ContentHash.digest();
        update(md, settings.encode() + "|" + settings.system() + "|" + settings.rounds());
        List<Entrant> entrants = new ArrayList<>();
        Map<Integer, Long> ids = new LinkedHashMap<>();
        Map<Long, Integer> noById = new LinkedHashMap<>();
        jdbc.query("select p.id, p.no, p.name, p.grade, c.name club, tm.name team, p.board, p.withdrew_after, "
                + "p.smms_correction, p.absent_rounds from participation p left join club c on c.id = p.club_id "
                + "left join team tm on tm.id = p.team_id where p.tournament_id = ? order by p.no", rs -> {
                    String grade = rs.getString("grade");
                    Set<Integer> absent = new HashSet<>();
                    String a = rs.getString("absent_rounds");
                    if (a != null && !a.isBlank()) {
                        for (String r : a.split(",")) {
                            absent.add(Integer.parseInt(r.strip()));
                        }
                    }
                    Entrant e = new Entrant(rs.getInt("no"), rs.getString("name"), grade == null ? null : Rank.parse(grade),
                            rs.getString("club"), rs.getString("team"), rs.getObject("board", Integer.class),
                            rs.getObject("withdrew_after", Integer.class), rs.getInt("smms_correction"), absent);
                    entrants.add(e);
                    ids.put(e.no(), rs.getLong("id"));
                    noById.put(rs.getLong("id"), e.no());
                    update(md, e.no() + "|" + e.name() + "|" + grade + "|" + e.team() + "|" + e.board() + "|"
                            + e.withdrewAfter() + "|" + e.smmsCorrection() + "|" + a);
                }, tournamentId);
        List<Pairing> pairings = new ArrayList<>();
        jdbc.query("select id, round, black_id, white_id, result, handicap, black_warnings, white_warnings, board, "
                + "match_name, status from game where tournament_id = ? order by round, table_no, id", rs -> {
                    int black = noById.get(rs.getLong("black_id"));
                    Long whiteId = rs.getObject("white_id", Long.class);
                    GameResult result = ResultColumn.read(rs.getLong("id"), rs.getString("result"));
                    Pairing p = whiteId == null ? Pairing.bye(rs.getInt("round"), black)
                            : new Pairing(rs.getInt("round"), black, noById.get(whiteId),
                            result, rs.getInt("handicap"), rs.getInt("black_warnings"),
                            rs.getInt("white_warnings"), rs.getObject("board", Integer.class),
                            rs.getString("match_name"));
                    pairings.add(p);
                    update(md, p.round() + "|" + p.black() + "|" + p.white() + "|" + result.notation() + "|" + p.handicap() + "|"
                            + p.blackWarnings() + "|" + p.whiteWarnings() + "|" + p.board());
                }, tournamentId);
        return new Inputs(tournamentId, (String) t.get("CODE"), (String) t.get("NAME"), settings, entrants, pairings,
                ids, HexFormat.of().formatHex(md.digest()), (String) t.get("STANDINGS_INPUTS_SHA256"));
    }

    private static void update(MessageDigest md, String s) {
        md.update(s.getBytes(StandardCharsets.UTF_8));
        md.update((byte) '\n');
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

    @SuppressWarnings("unchecked")
    public List<Line> lines(long tournamentId) {
        return jdbc.query("select s.*, p.name, p.grade, c.name club, tm.name team, pl.federation_id from standing s "
                + "join participation p on p.id = s.participation_id join player pl on pl.id = p.player_id "
                + "left join club c on c.id = p.club_id left join team tm on tm.id = p.team_id "
                + "where s.tournament_id = ? order by s.line", (rs, n) -> {
                    Map<String, Object> raw = JSON.readValue(rs.getString("tiebreaks"), LinkedHashMap.class);
                    Map<String, BigDecimal> tb = new LinkedHashMap<>();
                    raw.forEach((k, v) -> tb.put(k, new BigDecimal(v.toString())));
                    String rounds = rs.getString("rounds");
                    return new Line(rs.getObject("place", Integer.class), rs.getInt("no"), rs.getString("name"),
                            RatingRecords.rank(rs.getString("grade")), rs.getString("club"), rs.getString("team"),
                            rs.getBigDecimal("points").stripTrailingZeros(), rs.getInt("wins"), rs.getInt("draws"),
                            rs.getInt("losses"), tb, rounds.isBlank() ? List.of() : List.of(rounds.split(" ")),
                            rs.getBoolean("withdrawn"), rs.getBoolean("voided"), rs.getBoolean("shared_place"),
                            rs.getString("federation_id"));
                }, tournamentId);
    }

    public List<TeamLine> teamLines(long tournamentId) {
        return jdbc.query("select * from team_standing where tournament_id = ? order by line", (rs, n) -> {
            String bp = rs.getString("board_points");
            List<BigDecimal> boards = bp.isBlank() ? List.of()
                    : java.util.Arrays.stream(bp.split(",")).map(BigDecimal::new).toList();
            String m = rs.getString("matches");
            return new TeamLine(rs.getObject("place", Integer.class), rs.getString("team"), rs.getInt("match_points"),
                    rs.getBigDecimal("game_points").stripTrailingZeros(), boards, rs.getInt("opponents_match_points"),
                    rs.getInt("won"), rs.getInt("drawn"), rs.getInt("lost"),
                    m.isBlank() ? List.of() : List.of(m.split("\\|")), rs.getBoolean("shared_place"));
        }, tournamentId);
    }

    /** What the EGF's results format says of the event besides the standings. */
    public record EventHeader(LocalDate start, LocalDate end, char ratingClass, Score komi) {
    }

    public EventHeader header(long tournamentId) {
        return jdbc.queryForObject("select start_date, end_date, rating_class, komi_half_points from tournament "
                + "where id = ?", (rs, n) -> new EventHeader(rs.getDate(1) == null ? null : rs.getDate(1).toLocalDate(),
                rs.getDate(2) == null ? null : rs.getDate(2).toLocalDate(), rs.getString(3).charAt(0),
                Score.ofHalfPoints(rs.getInt(4))), tournamentId);
    }
}
