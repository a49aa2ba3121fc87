package org.tengen.registry;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/**
 * The V9 migration carries the hand-kept result history (result_change) over to Envers revisions:
 * a registry that had a ruling before keeps it, with who, when, why and the article, and the
 * sheet's own result beside the ruled one.
 */
class HistoryMigrationTest {

    private static final String URL = "jdbc:h2:mem:history-migration;DB_CLOSE_DELAY=-1";

    private static Flyway flyway(String target) {
        var config = Flyway.configure().dataSource(URL, "sa", "")
                .locations("classpath:db/migration/common", "classpath:db/migration/h2");
        return (target == null ? config : config.target(target)).load();
    }

    @Test
    void aResultChangedBeforeEnversBecomesARevisionOfItsGame() throws Exception {
        flyway("8").migrate();
        try (Connection c = DriverManager.getConnection(URL, "sa", ""); Statement s = c.createStatement()) {
            s.execute("insert into import_batch (id, source, workbook, root, workbook_sha256, started_at, outcome) "
                    + "values (1, 't', 't.xlsx', '.', 'x', timestamp '2026-11-01 10:00:00', 'PUBLISHED')");
            s.execute("insert into tournament (id, code, version, current_version, current_code, name, pairing_system, "
                    + "rounds, rules, komi_half_points, board_size, rated, rating_class, rank_event, long_cycle, "
                    + "content_sha256, batch_id, published_at) values (1, 'HZ', 1, true, 'HZ', '杭州', 'swiss', 1, "
                    + "'chinese-2002', 15, 19, true, 'A', false, 'NO_RESULT', 'c', 1, timestamp '2026-11-01 10:00:00')");
            s.execute("insert into player (id, name, confirmed, created_at) values (1, '赵嘉怡', true, "
                    + "timestamp '2026-11-01 10:00:00'), (2, '谢天佑', true, timestamp '2026-11-01 10:00:00')");
            s.execute("insert into participation (id, tournament_id, player_id, no, name) values (1, 1, 1, 1, '赵嘉怡'), "
                    + "(2, 1, 2, 2, '谢天佑')");
            s.execute("insert into game (id, tournament_id, round, black_id, white_id, handicap, komi_half_points, "
                    + "result, black_warnings, white_warnings, sheet, sheet_row, status, computed_result) values "
                    + "(1, 1, 7, 1, 2, 0, 15, 'W+6.5', 0, 0, '对局', 30, 'VERIFIED', 'W+6.5'), "
                    + "(2, 1, 7, 2, 1, 0, 15, 'B+R', 0, 0, '对局', 31, 'NO_RECORD', null)");
            s.execute("insert into dispute (id, game_id, opened_by, opened_at, reason, status, referee, article, ruling, "
                    + "new_result, closed_at) values (1, 1, '谢天佑', timestamp '2026-11-02 09:00:00', 'typed wrong', "
                    + "'RULED', '王裁判', 'art. 9', 'recounted', 'W+6.5', timestamp '2026-11-02 10:00:00')");
            s.execute("insert into result_change (game_id, changed_at, changed_by, old_result, new_result, article, "
                    + "reason, dispute_id) values (1, timestamp '2026-11-02 10:00:00', '王裁判', 'W+8.5', 'W+6.5', "
                    + "'art. 9', 'recounted', 1)");
        }
        flyway(null).migrate();
        try (Connection c = DriverManager.getConnection(URL, "sa", "")) {
            assertThat(rows(c, "select sheet_result, result from game order by id"))
                    .containsExactly("W+8.5|W+6.5", "B+R|B+R");
            assertThat(rows(c, "select r.revised_by || '|' || r.article || '|' || r.reason || '|' || r.revised_at, "
                    + "a.result, a.status from game_aud a join registry_revision r on r.id = a.rev"))
                    .containsExactly("王裁判|art. 9|recounted|2026-11-02 10:00:00|W+6.5|VERIFIED");
            assertThat(rows(c, "select sheet_result, game_id from dispute")).containsExactly("W+8.5|1");
            assertThat(rows(c, "select count(*) from dispute_aud")).containsExactly("1");
            assertThat(rows(c, "select count(*) from result_change")).as("nothing of the history is deleted")
                    .containsExactly("1");
        }
    }

    private static List<String> rows(Connection c, String sql) throws Exception {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = c.createStatement().executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                List<String> cells = new ArrayList<>();
                for (int i = 1; i <= n; i++) {
                    cells.add(String.valueOf(rs.getObject(i)));
                }
                out.add(String.join("|", cells));
            }
        }
        return out;
    }
}
