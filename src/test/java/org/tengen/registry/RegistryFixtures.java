package org.tengen.registry;

import java.sql.Timestamp;
import java.time.LocalDateTime;
import org.springframework.jdbc.core.JdbcTemplate;

/** Hand-made registry rows for the slice tests: a tournament with two players and one mismatched game. */
final class RegistryFixtures {

    private RegistryFixtures() {
    }

    /** Returns the id of the game: W+8.5 on the sheet, W+6.5 by the count, MISMATCH. */
    static long tournamentWithAMismatch(JdbcTemplate jdbc, String code) {
        Timestamp now = Timestamp.valueOf(LocalDateTime.now());
        jdbc.update("insert into import_batch (source, workbook, root, workbook_sha256, started_at, outcome) "
                + "values ('t', 't.xlsx', '.', 'x', ?, 'PUBLISHED')", now);
        long batch = jdbc.queryForObject("select max(id) from import_batch", Long.class);
        jdbc.update("insert into tournament (code, version, current_version, current_code, name, pairing_system, rounds, "
                + "rules, komi_half_points, board_size, rated, rating_class, rank_event, long_cycle, content_sha256, "
                + "batch_id, published_at) values (?, 1, true, ?, '杭州秋季赛', 'swiss', 1, 'chinese-2002', 15, 19, true, "
                + "'A', false, 'NO_RESULT', 'c', ?, ?)", code, code, batch, now);
        long t = jdbc.queryForObject("select id from tournament where code = ?", Long.class, code);
        long black = player(jdbc, "张伟" + code, now);
        long white = player(jdbc, "李娜" + code, now);
        long pb = participation(jdbc, t, black, 1, "张伟");
        long pw = participation(jdbc, t, white, 2, "李娜");
        jdbc.update("insert into game (tournament_id, round, table_no, black_id, white_id, handicap, komi_half_points, "
                + "result_written, result, sheet_result, black_warnings, white_warnings, sheet, sheet_row, status, "
                + "computed_result) values (?, 1, 1, ?, ?, 0, 15, '白胜4又1/4子', 'W+8.5', 'W+8.5', 0, 0, '第1轮', 2, "
                + "'MISMATCH', 'W+6.5')", t, pb, pw);
        return jdbc.queryForObject("select max(id) from game", Long.class);
    }

    private static long player(JdbcTemplate jdbc, String name, Timestamp now) {
        jdbc.update("insert into player (name, grade, confirmed, created_at) values (?, '3d', true, ?)", name, now);
        return jdbc.queryForObject("select max(id) from player", Long.class);
    }

    private static long participation(JdbcTemplate jdbc, long t, long player, int no, String name) {
        jdbc.update("insert into participation (tournament_id, player_id, no, name, grade) values (?, ?, ?, ?, '3d')",
                t, player, no, name);
        return jdbc.queryForObject("select max(id) from participation", Long.class);
    }
}
