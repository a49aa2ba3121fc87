package org.tengen.registry;

import java.sql.PreparedStatement;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.LocalDate;
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
 * The import's own tables: its batches (one a workbook run, the provenance of what it published),
 * their problems, and what one step of a run leaves for the next (player matches, verdicts).
 * Plain JDBC with batch inserts: these rows are many, short-lived and never audited.
 */
@Repository
public class ImportLedger {

    /** An import batch as stored. */
    public record Batch(long id, String source, String workbook, String root, String workbookSha256,
                        String contentSha256, String runner, String outcome, String tournamentCode,
                        Long tournamentId, Integer games, Integer verified, Integer mismatched, Integer errors,
                        Integer warnings, Integer newcomers, String errorReport, LocalDateTime startedAt) {
    }

    /** How a sheet's player (by number) was linked to the registry; {@code how} is the import's word for it. */
    public record Match(int playerNo, Long playerId, String how, String detail) {
    }

    /** A game's verdict as the verify step leaves it for publishing. */
    public record Verdict(int gameIndex, String status, String computed, String rules, Integer moves,
                          Integer blackAreaHalf, Integer whiteAreaHalf, String deadStoneSource,
                          String recordSha256, String findings, String notes) {
    }

    /** A player who joined the registry with a batch and waits for staff to confirm them. */
    public record Newcomer(long playerId, int no, String name) {
    }

    /** The current version of a tournament: id, version and content hash. */
    public record Current(long id, int version, String contentSha256) {
    }

    private final JdbcTemplate jdbc;

    public ImportLedger(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    // ---- batches ------------------------------------------------------------------------------

    public long createBatch(String source, String workbook, String root, String workbookSha, String runner,
                            String outcome) {
        KeyHolder key = new GeneratedKeyHolder();
        jdbc.update(c -> {
            PreparedStatement ps = c.prepareStatement("insert into import_batch (source, workbook, root, "
                    + "workbook_sha256, runner, started_at, outcome) values (?, ?, ?, ?, ?, ?, ?)", new String[] {"id"});
            ps.setString(1, RegistryWrites.truncate(source, 1000));
            ps.setString(2, workbook);
            ps.setString(3, root);
            ps.setString(4, workbookSha);
            ps.setString(5, runner);
            ps.setTimestamp(6, Timestamp.valueOf(LocalDateTime.now()));
            ps.setString(7, outcome);
            return ps;
        }, key);
        return key.getKey().longValue();
    }

    public Batch batch(long id) {
        return jdbc.queryForObject("select * from import_batch where id = ?", (rs, n) -> new Batch(
                rs.getLong("id"), rs.getString("source"), rs.getString("workbook"), rs.getString("root"),
                rs.getString("workbook_sha256"), rs.getString("content_sha256"), rs.getString("runner"),
                rs.getString("outcome"), rs.getString("tournament_code"), rs.getObject("tournament_id", Long.class),
                rs.getObject("games", Integer.class), rs.getObject("verified", Integer.class),
                rs.getObject("mismatched", Integer.class), rs.getObject("errors", Integer.class),
                rs.getObject("warnings", Integer.class), rs.getObject("newcomers", Integer.class),
                rs.getString("error_report"), rs.getTimestamp("started_at").toLocalDateTime()), id);
    }

    /** Batches of this workbook content still in {@code outcome} (a run that never finished). */
    public List<Long> batchesOf(String workbookSha, String outcome) {
        return jdbc.queryForList("select id from import_batch where workbook_sha256 = ? and outcome = ? order by id",
                Long.class, workbookSha, outcome);
    }

    public void claim(long batchId, String runner) {
        jdbc.update("update import_batch set runner = ? where id = ?", runner, batchId);
    }

    public void recordRead(long batchId, String contentSha, String code, int games) {
        jdbc.update("update import_batch set content_sha256 = ?, tournament_code = ?, games = ? where id = ?",
                contentSha, RegistryWrites.truncate(code, 100), games, batchId);
    }

    public void finish(long batchId, String outcome, Long tournamentId, int verified, int toCheck, int errors,
                       int warnings, int newcomers, String errorReport) {
        jdbc.update("update import_batch set outcome = ?, tournament_id = ?, verified = ?, mismatched = ?, errors = ?, "
                        + "warnings = ?, newcomers = ?, error_report = ?, finished_at = ? where id = ?",
                outcome, tournamentId, verified, toCheck, errors, warnings, newcomers, errorReport,
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
                    ps.setString(4, RegistryWrites.truncate(p.file(), 1000));
                    ps.setString(5, RegistryWrites.truncate(p.sheet(), 200));
                    ps.setInt(6, p.row());
                    ps.setString(7, RegistryWrites.truncate(p.column(), 200));
                    ps.setString(8, RegistryWrites.truncate(p.value(), 1000));
                    ps.setString(9, RegistryWrites.truncate(p.reason(), 2000));
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
                    ps.setString(4, m.how());
                    ps.setString(5, RegistryWrites.truncate(m.detail(), 500));
                });
    }

    public Map<Integer, Match> matches(long batchId) {
        Map<Integer, Match> out = new HashMap<>();
        jdbc.query("select * from import_player_match where batch_id = ?", rs -> {
            out.put(rs.getInt("player_no"), new Match(rs.getInt("player_no"), rs.getObject("player_id", Long.class),
                    rs.getString("how"), rs.getString("detail")));
        }, batchId);
        return out;
    }

    // ---- verdicts -----------------------------------------------------------------------------

    public void insertVerdicts(long batchId, List<Verdict> rows) {
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

    public Map<Integer, Verdict> verdicts(long batchId) {
        Map<Integer, Verdict> out = new HashMap<>();
        jdbc.query("select * from import_verification where batch_id = ?", rs -> {
            out.put(rs.getInt("game_index"), new Verdict(rs.getInt("game_index"), rs.getString("status"),
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

    public Optional<Current> current(String code) {
        return jdbc.query("select id, version, content_sha256 from tournament where code = ? and current_version = true",
                (rs, n) -> new Current(rs.getLong(1), rs.getInt(2), rs.getString(3)), code).stream().findFirst();
    }

    /** Registry ids of a tournament version's players, by the sheet's name as written. */
    public Map<String, Long> playersByName(long tournamentId) {
        Map<String, Long> out = new HashMap<>();
        jdbc.query("select name, player_id from participation where tournament_id = ?",
                rs -> {
                    out.put(rs.getString(1), rs.getLong(2));
                }, tournamentId);
        return out;
    }

    /** A registered player as the resolve step compares them: id, name and birth date. */
    public record Known(long id, String name, LocalDate birthDate) {
    }

    public Optional<Known> byFederationId(String federationId) {
        return jdbc.query("select id, name, birth_date from player where federation_id = ? order by id",
                (rs, n) -> new Known(rs.getLong(1), rs.getString(2), rs.getObject(3, LocalDate.class)), federationId)
                .stream().findFirst();
    }

    public List<Long> byNameAndBirthDate(String name, LocalDate birthDate) {
        return jdbc.queryForList("select id from player where name = ? and birth_date = ? order by id", Long.class,
                name, java.sql.Date.valueOf(birthDate));
    }

    public List<Long> byName(String name) {
        return jdbc.queryForList("select id from player where name = ? order by id", Long.class, name);
    }

    /** The version number of a tournament version (by its registry id), if it exists. */
    public Optional<Integer> version(long tournamentId) {
        return jdbc.queryForList("select version from tournament where id = ?", Integer.class, tournamentId).stream()
                .findFirst();
    }

    /** A published game a person must look at: its verification, in the registry's terms. */
    public record GameToCheck(long gameId, int round, Integer table, String black, String white, GameStatus status,
                              org.tengen.rules.GameResult result, org.tengen.rules.GameResult computed) {
    }

    /**
     * The games of a tournament version whose verification needs a person, in round and table
     * order. Plain JDBC like the rest of the import's reading: an import needs no repository built
     * (and none of its queries checked) to print its summary.
     */
    public List<GameToCheck> gamesToCheck(long tournamentId) {
        List<String> statuses = java.util.Arrays.stream(GameStatus.values()).filter(GameStatus::needsPerson)
                .map(GameStatus::name).toList();
        return jdbc.query("select g.id, g.round, g.table_no, b.name, w.name, g.status, g.result, g.computed_result "
                + "from game g join participation b on b.id = g.black_id left join participation w on w.id = g.white_id "
                + "where g.tournament_id = ? and g.status in (" + ReportRecords.placeholders(statuses.size()) + ") "
                + "order by g.round, g.table_no, g.id", (rs, n) -> new GameToCheck(rs.getLong(1), rs.getInt(2),
                (Integer) rs.getObject(3, Integer.class), rs.getString(4), rs.getString(5),
                GameStatus.valueOf(rs.getString(6)), ResultColumn.read(rs.getLong(1), rs.getString(7)),
                rs.getString(8) == null ? null : ResultColumn.read(rs.getLong(1), rs.getString(8))),
                ReportRecords.args(tournamentId, statuses));
    }

    /** The players a batch created without a federation id, in the tournament's order. */
    public List<Newcomer> newcomers(long batchId, long tournamentId) {
        return jdbc.query("select p.id, pa.no, p.name from player p join participation pa on pa.player_id = p.id "
                        + "where p.created_by = ? and p.confirmed = false and pa.tournament_id = ? order by pa.no",
                (rs, n) -> new Newcomer(rs.getLong(1), rs.getInt(2), rs.getString(3)), batchId, tournamentId);
    }
}
