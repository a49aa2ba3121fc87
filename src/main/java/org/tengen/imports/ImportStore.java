package org.tengen.imports;

import java.sql.PreparedStatement;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.support.GeneratedKeyHolder;
import org.springframework.jdbc.support.KeyHolder;
import org.springframework.stereotype.Repository;
import org.tengen.sheet.Problem;

/**
 * The import's tables: batches, their problems, and what one step leaves for the next (player
 * matches, verifications). Plain JDBC: batch inserts keep a 100,000-game import fast.
 */
@Repository
public class ImportStore {

    public static final String READING = "READING";
    public static final String UNCHANGED = "UNCHANGED";
    public static final String PUBLISHED = "PUBLISHED";
    public static final String REJECTED = "REJECTED";

    /** An import batch as stored. */
    public record Batch(long id, String source, String workbook, String root, String workbookSha256,
                        String contentSha256, String runner, String outcome, String tournamentCode,
                        Long tournamentId, Integer games, Integer verified, Integer mismatched, Integer errors,
                        Integer warnings, Integer newcomers, String errorReport, LocalDateTime startedAt) {
    }

    /** How a sheet's player was matched with the registry. */
    public record Match(int playerNo, Long playerId, How how, String detail) {
    }

    public enum How {
        /** The same player as in the previous version of this tournament. */
        PREVIOUS_VERSION,
        /** By federation id. */
        FEDERATION_ID,
        /** By name and birth date. */
        NAME_AND_BIRTH_DATE,
        /** A federation id the registry does not know yet: registered with it. */
        NEW_WITH_ID,
        /** Neither id nor name and birth date matched: a newcomer for staff to confirm. */
        NEWCOMER
    }

    /** A game's verification as the verify step leaves it. */
    public record VerificationRow(int gameIndex, String status, String computed, String rules, Integer moves,
                                  Integer blackAreaHalf, Integer whiteAreaHalf, String deadStoneSource,
                                  String recordSha256, String findings, String notes) {
    }

    private final JdbcTemplate jdbc;

    public ImportStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public JdbcTemplate jdbc() {
        return jdbc;
    }

    // ---- batches ------------------------------------------------------------------------------

    public long createBatch(String source, String workbook, String root, String workbookSha, String runner) {
        KeyHolder key = new GeneratedKeyHolder();
        jdbc.update(c -> {
            PreparedStatement ps = c.prepareStatement("insert into import_batch (source, workbook, root, "
                    + "workbook_sha256, runner, started_at, outcome) values (?, ?, ?, ?, ?, ?, ?)", new String[] {"id"});
            ps.setString(1, truncate(source, 1000));
            ps.setString(2, workbook);
            ps.setString(3, root);
            ps.setString(4, workbookSha);
            ps.setString(5, runner);
            ps.setTimestamp(6, Timestamp.valueOf(LocalDateTime.now()));
            ps.setString(7, READING);
            return ps;
        }, key);
        return key.getKey().longValue();
    }

    public Batch batch(long id) {
        return jdbc.queryForObject("select * from import_batch where id = ?", (rs, n) -> new Batch(
                rs.getLong("id"), rs.getString("source"), rs.getString("workbook"), rs.getString("root"),
                rs.getString("workbook_sha256"), rs.getString("content_sha256"), rs.getString("runner"),
                rs.getString("outcome"), rs.getString("tournament_code"), (Long) rs.getObject("tournament_id", Long.class),
                rs.getObject("games", Integer.class), rs.getObject("verified", Integer.class),
                rs.getObject("mismatched", Integer.class), rs.getObject("errors", Integer.class),
                rs.getObject("warnings", Integer.class), rs.getObject("newcomers", Integer.class),
                rs.getString("error_report"), rs.getTimestamp("started_at").toLocalDateTime()), id);
    }

    /** Batches of this workbook content that never finished (a crash, a kill, a failure). */
    public List<Long> unfinished(String workbookSha) {
        return jdbc.queryForList("select id from import_batch where workbook_sha256 = ? and outcome = ? order by id",
                Long.class, workbookSha, READING);
    }

    public void claim(long batchId, String runner) {
        jdbc.update("update import_batch set runner = ? where id = ?", runner, batchId);
    }

    public void recordRead(long batchId, String contentSha, String code, int games) {
        jdbc.update("update import_batch set content_sha256 = ?, tournament_code = ?, games = ? where id = ?",
                contentSha, code == null ? null : truncate(code, 100), games, batchId);
    }

    public void finish(long batchId, String outcome, Long tournamentId, int verified, int mismatched, int errors,
                       int warnings, int newcomers, String errorReport) {
        jdbc.update("update import_batch set outcome = ?, tournament_id = ?, verified = ?, mismatched = ?, errors = ?, "
                        + "warnings = ?, newcomers = ?, error_report = ?, finished_at = ? where id = ?",
                outcome, tournamentId, verified, mismatched, errors, warnings, newcomers, errorReport,
                Timestamp.valueOf(LocalDateTime.now()), batchId);
    }

    // ---- problems -----------------------------------------------------------------------------

    public void replaceProblems(long batchId, String stage, List<Problem> problems) {
        jdbc.update("delete from import_problem where batch_id = ? and stage = ?", batchId, stage);
        jdbc.batchUpdate("insert into import_problem (batch_id, stage, severity, file, sheet, row_no, column_name, "
                + "cell_value, reason) values (?, ?, ?, ?, ?, ?, ?, ?, ?)", problems, 1000, (ps, p) -> {
                    ps.setLong(1, batchId);
                    ps.setString(2, stage);
                    ps.setString(3, p.severity().name());
                    ps.setString(4, truncate(p.file(), 1000));
                    ps.setString(5, truncate(p.sheet(), 200));
                    ps.setInt(6, p.row());
                    ps.setString(7, truncate(p.column(), 200));
                    ps.setString(8, truncate(p.value(), 1000));
                    ps.setString(9, truncate(p.reason(), 2000));
                });
    }

    public List<Problem> problems(long batchId) {
        return jdbc.query("select * from import_problem where batch_id = ? order by severity, sheet, row_no, id",
                (rs, n) -> new Problem(Problem.Severity.valueOf(rs.getString("severity")), rs.getString("file"),
                        rs.getString("sheet"), rs.getInt("row_no"), rs.getString("column_name"),
                        rs.getString("cell_value"), rs.getString("reason")), batchId);
    }

    // ---- player matches -----------------------------------------------------------------------

    public void replaceMatches(long batchId, List<Match> matches) {
        jdbc.update("delete from import_player_match where batch_id = ?", batchId);
        jdbc.batchUpdate("insert into import_player_match (batch_id, player_no, player_id, how, detail) "
                + "values (?, ?, ?, ?, ?)", matches, 1000, (ps, m) -> {
                    ps.setLong(1, batchId);
                    ps.setInt(2, m.playerNo());
                    if (m.playerId() == null) {
                        ps.setNull(3, Types.BIGINT);
                    } else {
                        ps.setLong(3, m.playerId());
                    }
                    ps.setString(4, m.how().name());
                    ps.setString(5, truncate(m.detail(), 500));
                });
    }

    public Map<Integer, Match> matches(long batchId) {
        Map<Integer, Match> out = new HashMap<>();
        jdbc.query("select * from import_player_match where batch_id = ?", rs -> {
            out.put(rs.getInt("player_no"), new Match(rs.getInt("player_no"), rs.getObject("player_id", Long.class),
                    How.valueOf(rs.getString("how")), rs.getString("detail")));
        }, batchId);
        return out;
    }

    // ---- verifications ------------------------------------------------------------------------

    public void insertVerifications(long batchId, List<? extends VerificationRow> rows) {
        jdbc.batchUpdate("insert into import_verification (batch_id, game_index, status, computed_result, rules, moves, "
                + "black_area_half, white_area_half, dead_stone_source, record_sha256, findings, notes) "
                + "values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", new ArrayList<>(rows), 500, (ps, v) -> {
                    ps.setLong(1, batchId);
                    ps.setInt(2, v.gameIndex());
                    ps.setString(3, v.status());
                    ps.setString(4, v.computed());
                    ps.setString(5, v.rules());
                    ps.setObject(6, v.moves(), Types.INTEGER);
                    ps.setObject(7, v.blackAreaHalf(), Types.INTEGER);
                    ps.setObject(8, v.whiteAreaHalf(), Types.INTEGER);
                    ps.setString(9, v.deadStoneSource());
                    ps.setString(10, v.recordSha256());
                    ps.setString(11, v.findings());
                    ps.setString(12, v.notes());
                });
    }

    public Map<Integer, VerificationRow> verifications(long batchId) {
        Map<Integer, VerificationRow> out = new HashMap<>();
        jdbc.query("select * from import_verification where batch_id = ?", rs -> {
            out.put(rs.getInt("game_index"), new VerificationRow(rs.getInt("game_index"), rs.getString("status"),
                    rs.getString("computed_result"), rs.getString("rules"), rs.getObject("moves", Integer.class),
                    rs.getObject("black_area_half", Integer.class), rs.getObject("white_area_half", Integer.class),
                    rs.getString("dead_stone_source"), rs.getString("record_sha256"), rs.getString("findings"),
                    rs.getString("notes")));
        }, batchId);
        return out;
    }

    /** Drops what the steps left for each other once the run has ended. */
    public void clearStaging(long batchId) {
        jdbc.update("delete from import_verification where batch_id = ?", batchId);
        jdbc.update("delete from import_player_match where batch_id = ?", batchId);
    }

    // ---- the registry as the import sees it -----------------------------------------------------

    /** The current version of a tournament: id, version and content hash. */
    public record Current(long id, int version, String contentSha256) {
    }

    public Optional<Current> current(String code) {
        return jdbc.query("select id, version, content_sha256 from tournament where code = ? and current_version = true",
                (rs, n) -> new Current(rs.getLong(1), rs.getInt(2), rs.getString(3)), code).stream().findFirst();
    }

    long insert(String sql, Object... args) {
        KeyHolder key = new GeneratedKeyHolder();
        jdbc.update(c -> {
            PreparedStatement ps = c.prepareStatement(sql, new String[] {"id"});
            for (int i = 0; i < args.length; i++) {
                Object a = args[i];
                if (a instanceof LocalDateTime t) {
                    ps.setTimestamp(i + 1, Timestamp.valueOf(t));
                } else if (a instanceof java.time.LocalDate d) {
                    ps.setDate(i + 1, java.sql.Date.valueOf(d));
                } else {
                    ps.setObject(i + 1, a);
                }
            }
            return ps;
        }, key);
        return key.getKey().longValue();
    }

    static String truncate(String s, int max) {
        return s == null || s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
