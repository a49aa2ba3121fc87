package org.tengen.registry;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The games as the site and the diagrams read them: one game with its players and verdict, every
 * game of the current tournament versions, and the record kept for a game. Read only.
 */
@Component
public class PublishedGames {

    /**
     * A game of a published tournament version, with what its page shows.
     *
     * @param blackKey     how the player is named ({@link PlayerRef#name}): the federation id, else {@code #}registry id
     * @param komiHalfPoints komi in half points
     * @param findings     the replay's findings as stored (JSON, see {@link FindingsJson})
     * @param recordSha256 the record's hash when one is kept, else null
     */
    public record Game(long id, String code, String tournament, int version, int boardSize, String tournamentRules,
                       int round, Integer table, int blackNo, String blackName, String blackGrade, String blackKey,
                       Integer whiteNo, String whiteName, String whiteGrade, String whiteKey, int handicap,
                       long komiHalfPoints, String resultWritten, String result, String status, String computedResult,
                       String rules, String findings, String recordFile, String recordSha256, String deadStones,
                       String deadStoneSource, int blackWarnings, int whiteWarnings) {

        /** The rule set the game was verified under: the game's own, else the tournament's. */
        public String ruleSetName() {
            return rules != null ? rules : tournamentRules;
        }
    }

    private static final String SELECT = "select g.id, t.code, t.name tname, t.version, t.board_size, t.rules trules, "
            + "g.round, g.table_no, b.no bno, b.name bname, b.grade bgrade, coalesce(bp.federation_id, '#' || "
            + "cast(bp.id as varchar(20))) bkey, w.no wno, w.name wname, w.grade wgrade, coalesce(wp.federation_id, "
            + "'#' || cast(wp.id as varchar(20))) wkey, g.handicap, g.komi_half_points, g.result_written, g.result, "
            + "g.status, g.computed_result, g.rules, g.findings, g.record_file, g.record_sha256, g.dead_stones, "
            + "g.dead_stone_source, g.black_warnings, g.white_warnings from game g join tournament t on t.id = "
            + "g.tournament_id join participation b on b.id = g.black_id join player bp on bp.id = b.player_id "
            + "left join participation w on w.id = g.white_id left join player wp on wp.id = w.player_id ";

    private final JdbcTemplate jdbc;

    public PublishedGames(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public Optional<Game> game(long id) {
        return jdbc.query(SELECT + "where g.id = ?", PublishedGames::row, id).stream().findFirst();
    }

    /** Every game of the current tournament versions whose record is kept, by tournament, round and table. */
    public List<Game> withRecords() {
        return jdbc.query(SELECT + "where t.current_version = true and g.record_sha256 is not null and exists (select 1 "
                + "from game_record r where r.sha256 = g.record_sha256) order by t.start_date, t.code, g.round, "
                + "g.table_no, g.id", PublishedGames::row);
    }

    /** The record's bytes as imported, if the registry keeps it. */
    public Optional<byte[]> recordBytes(String sha256) {
        if (sha256 == null) {
            return Optional.empty();
        }
        return jdbc.queryForList("select bytes from game_record where sha256 = ?", String.class, sha256).stream()
                .findFirst().map(b -> Base64.getDecoder().decode(b));
    }

    private static Game row(ResultSet rs, int n) throws SQLException {
        return new Game(rs.getLong("id"), rs.getString("code"), rs.getString("tname"), rs.getInt("version"),
                rs.getInt("board_size"), rs.getString("trules"), rs.getInt("round"), (Integer) rs.getObject("table_no",
                Integer.class), rs.getInt("bno"), rs.getString("bname"), rs.getString("bgrade"), rs.getString("bkey"),
                rs.getObject("wno", Integer.class), rs.getString("wname"), rs.getString("wgrade"),
                rs.getString("wname") == null ? null : rs.getString("wkey"), rs.getInt("handicap"),
                rs.getLong("komi_half_points"), rs.getString("result_written"), rs.getString("result"),
                rs.getString("status"), rs.getString("computed_result"), rs.getString("rules"),
                rs.getString("findings"), rs.getString("record_file"), rs.getString("record_sha256"),
                rs.getString("dead_stones"), rs.getString("dead_stone_source"), rs.getInt("black_warnings"),
                rs.getInt("white_warnings"));
    }
}
