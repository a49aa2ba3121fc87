package org.tengen.registry;

import java.sql.Date;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.tengen.rank.Rank;
import org.tengen.rules.Finding;
import org.tengen.rules.GameResult;

/**
 * What the printed reports read from the registry, besides the standings and the rating list:
 * verdicts by status and the games to check, the problems of rejected imports, promotions, a
 * player's games, and what a report states it was made from. Read only.
 */
@Repository
public class ReportRecords {

    private final JdbcTemplate jdbc;

    public ReportRecords(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** What a report was made from: the last import batch and the number of finished rating runs. */
    public record DataVersion(long lastBatch, int ratingRuns) {
    }

    public DataVersion dataVersion() {
        Long batch = jdbc.queryForObject("select max(id) from import_batch", Long.class);
        Integer runs = jdbc.queryForObject("select count(*) from rating_run where finished_at is not null",
                Integer.class);
        return new DataVersion(batch == null ? 0 : batch, runs == null ? 0 : runs);
    }

    /**
     * How many games of the current tournament versions have each status; with {@code since}, of the
     * tournaments published on or after that day.
     */
    public List<StatusCount> statusCounts(LocalDate since) {
        return jdbc.query("select g.status, count(*) n from game g join tournament t on t.id = g.tournament_id and "
                + "t.current_version = true and t.published_at >= ? group by g.status order by g.status",
                (rs, n) -> new StatusCount(GameStatus.valueOf(rs.getString(1)), rs.getInt(2)), from(since));
    }

    public record StatusCount(GameStatus status, int games) {
    }

    private static Timestamp from(LocalDate since) {
        return Timestamp.valueOf((since == null ? LocalDate.of(1, 1, 1) : since).atStartOfDay());
    }

    /** A game whose verdict a person must look at (or that states no result), with its findings. */
    public record GameToCheck(long game, String tournament, int round, String black, String white, GameStatus status,
                              GameResult recorded, String computed, List<Finding> findings, String recordFile) {
    }

    /** The games of the current versions a person must look at, and those without a result; by tournament, round, table. */
    public List<GameToCheck> gamesToCheck(LocalDate since) {
        List<String> statuses = Arrays.stream(GameStatus.values()).filter(s -> s.needsPerson()
                || s == GameStatus.NO_RESULT).map(GameStatus::name).toList();
        return jdbc.query("select g.id, t.code, g.round, b.name bn, w.name wn, g.status, g.result, g.computed_result, "
                + "g.findings, g.record_file from game g join tournament t on t.id = g.tournament_id and "
                + "t.current_version = true and t.published_at >= ? join participation b on b.id = g.black_id "
                + "left join participation w on w.id = g.white_id where g.status in (" + placeholders(statuses.size())
                + ") order by t.code, g.round, g.table_no, g.id", (rs, n) -> new GameToCheck(rs.getLong(1),
                rs.getString(2), rs.getInt(3), rs.getString(4), rs.getString(5), GameStatus.valueOf(rs.getString(6)),
                ResultColumn.read(rs.getLong(1), rs.getString(7)), rs.getString(8), FindingsJson.read(rs.getString(9)),
                rs.getString(10)), args(from(since), statuses));
    }

    static String placeholders(int n) {
        return String.join(", ", java.util.Collections.nCopies(n, "?"));
    }

    static Object[] args(Object first, List<?> rest) {
        Object[] out = new Object[rest.size() + 1];
        out[0] = first;
        for (int i = 0; i < rest.size(); i++) {
            out[i + 1] = rest.get(i);
        }
        return out;
    }

    /** A problem of an import, where it was found and why. */
    public record ImportProblem(long batch, String source, String severity, String sheet, int row, String column,
                               String value, String reason) {
    }

    /** Every problem of every import, latest batch first. */
    public List<ImportProblem> importProblems() {
        return jdbc.query("select b.id, b.source, p.severity, p.sheet, p.row_no, p.column_name, p.cell_value, "
                + "p.reason from import_problem p join import_batch b on b.id = p.batch_id order by b.id desc, "
                + "p.severity, p.sheet, p.row_no, p.id", (rs, n) -> new ImportProblem(rs.getLong(1), rs.getString(2),
                rs.getString(3), rs.getString(4), rs.getInt(5), rs.getString(6), rs.getString(7), rs.getString(8)));
    }

    /** A promotion granted, with its evidence and certificate. */
    public record GrantedPromotion(String certificate, long player, String federationId, String name, Rank from,
                                   Rank to, String rule, String tournament, String evidence, LocalDate effective,
                                   List<Long> games) {

        public String playerName() {
            return PlayerRef.name(federationId, player);
        }
    }

    /** The promotions effective on or after a day (every one when null), by effective date and certificate. */
    public List<GrantedPromotion> promotions(LocalDate since, Long player) {
        return jdbc.query("select pr.certificate, pr.player_id, p.federation_id, p.name, pr.from_grade, pr.to_grade, "
                + "pr.rule_name, pr.tournament, pr.evidence, pr.effective, pr.games from promotion pr join player p "
                + "on p.id = pr.player_id where pr.effective >= ? and (cast(? as bigint) is null or pr.player_id = ?) "
                + "order by pr.effective, pr.certificate", (rs, n) -> new GrantedPromotion(rs.getString(1),
                rs.getLong(2), rs.getString(3), rs.getString(4), RatingRecords.rank(rs.getString(5)),
                RatingRecords.rank(rs.getString(6)), rs.getString(7), rs.getString(8), rs.getString(9),
                rs.getDate(10).toLocalDate(), games(rs.getString(11))),
                Date.valueOf(since == null ? LocalDate.of(1, 1, 1) : since), player, player);
    }

    private static List<Long> games(String stored) {
        return stored == null || stored.isBlank() ? List.of()
                : Arrays.stream(stored.split(",")).map(String::strip).map(Long::valueOf).toList();
    }

    /** A player's game in a current tournament version, from the player's side. */
    public record PlayerGame(String tournament, int round, boolean black, String opponent, int handicap,
                             GameResult result, String status) {
    }

    /** A player's games of the current tournament versions, by date, tournament and round. */
    public List<PlayerGame> games(long player) {
        return jdbc.query("select t.code, g.round, b.player_id bp, b.name bn, w.name wn, g.result, g.status, "
                + "g.handicap, g.id from game g join tournament t on t.id = g.tournament_id and t.current_version = "
                + "true join participation b on b.id = g.black_id left join participation w on w.id = g.white_id "
                + "where b.player_id = ? or w.player_id = ? order by t.start_date, t.code, g.round, g.id", (rs, n) -> {
                    boolean black = rs.getLong("bp") == player;
                    return new PlayerGame(rs.getString("code"), rs.getInt("round"), black,
                            black ? rs.getString("wn") : rs.getString("bn"), rs.getInt("handicap"),
                            ResultColumn.read(rs.getLong("id"), rs.getString("result")), rs.getString("status"));
                }, player, player);
    }
}
