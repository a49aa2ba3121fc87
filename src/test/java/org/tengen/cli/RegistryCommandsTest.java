package org.tengen.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.cli.CommandRun.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The registry commands end to end, as staff run them, on one H2 file database: import, standings,
 * ratings (the list, a player's explanation, proposals), promotions.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RegistryCommandsTest {

    @TempDir
    static Path temp;
    static String db;

    static double query(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(db, "sa", ""); ResultSet rs = c.createStatement().executeQuery(sql)) {
            rs.next();
            return rs.getDouble(1);
        }
    }

    @BeforeAll
    static void importSamples() {
        db = "jdbc:h2:file:" + temp.resolve("tengen").toAbsolutePath() + ";AUTO_SERVER=TRUE";
        System.setProperty("tengen.reports", temp.resolve("reports").toString());
        System.setProperty("tengen.work", temp.resolve("work").toString());
        CommandRun r = run("import", "sample-data", "--db", db, "--quiet");
        assertThat(r.exit()).as(r.err()).isEqualTo(ExitCode.NEEDS_A_PERSON);
    }

    @Test
    @Order(1)
    void standingsPrintTheWallChartJsonAndCsv() {
        CommandRun text = run("standings", "--tournament", "hz-2026-qj", "--db", db);
        assertThat(text.exit()).as(text.err()).isZero();
        assertThat(text.out()).contains("名次", "胜者小分 SB", "第9轮", "(退赛)", "art. 28.2");
        CommandRun json = run("standings", "--tournament", "SZ-2026-TL", "--format", "json", "--db", db);
        assertThat(json.out().lines().filter(l -> l.contains("\"matchPoints\"")).count()).isEqualTo(4);
        assertThat(json.out().lines().filter(l -> l.contains("\"tiebreaks\"")).count()).isEqualTo(16);
        assertThat(json.out()).as("numbers as numbers").doesNotContain("E+").doesNotContain(".0,")
                .containsPattern("\"points\":\\d+(\\.5)?,");
        CommandRun missing = run("standings", "--tournament", "NOPE", "--db", db);
        assertThat(missing.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(missing.err()).contains("no tournament NOPE", "HZ-2026-QJ");
        CommandRun h9 = run("standings", "--tournament", "SH-2026-CO", "--format", "h9", "--db", db);
        assertThat(h9.out()).contains("; EV[City Open 2026]", "0+");
    }

    @Test
    @Order(2)
    void theRatingListAndOnePlayersRatingGameByGame() throws Exception {
        CommandRun list = run("ratings", "--format", "json", "--db", db);
        assertThat(list.exit()).as(list.err()).isZero();
        assertThat(list.out().lines().findFirst().orElseThrow()).contains("\"place\":1", "\"gor\":");
        // Every player's rating is its start plus the sum of its changes.
        assertThat(query("select count(*) from player_rating pr where abs(pr.gor - ((select min(h.rating_before) "
                + "from rating_history h where h.player_id = pr.player_id and h.id = (select min(id) from rating_history "
                + "x where x.player_id = pr.player_id)) + (select sum(delta) from rating_change c where c.player_id = "
                + "pr.player_id))) > 0.0001")).isZero();
        CommandRun one = run("ratings", "--player", "CN-001207", "--db", db);
        assertThat(one.out()).contains("HZ-2026-QJ", "expected", "× weight 0.75");
        CommandRun asOf = run("ratings", "--as-of", "2026-10-31", "--format", "csv", "--db", db);
        assertThat(asOf.out()).contains("CN-001207").doesNotContain("CN-002013");    // the Swiss was in November
        assertThat(query("select count(*) from rating_run")).isEqualTo(1);          // unchanged: not recomputed
    }

    @Test
    @Order(3)
    void promotionsCarryEvidenceAndAreGrantedOnce() throws Exception {
        CommandRun p = run("promotions", "--format", "json", "--db", db);
        assertThat(p.exit()).as(p.err()).isZero();
        assertThat(p.out()).contains("\"certificate\":\"TG-2026-000001\"", "\"rule\":\"rank-event\"", "\"to\":\"1d\"",
                "7 wins in 7 games");
        run("promotions", "--db", db);
        assertThat(query("select count(*) from promotion")).isEqualTo(1);
        assertThat(query("select count(*) from player_grade where source like 'promotion TG-2026-000001%'")).isEqualTo(1);
    }

    @Test
    @Order(4)
    void proposalsForOneGradeAndForAList() throws Exception {
        assertThat(run("ratings", "propose", "--grade", "2d", "--gor", "1786").out().strip()).isEqualTo("3k");
        Path csv = temp.resolve("list.csv");
        Files.writeString(csv, "grade,gor\n1k,2105\n6d,2091\n17k,200\n3d,2250\n");
        assertThat(run("ratings", "propose", "--input", csv.toString()).out())
                .isEqualTo("grade,gor,proposed\n1k,2105,1d\n6d,2091,1d\n17k,200,18k\n3d,2250,--\n");
    }

    @Test
    @Order(5)
    void anImprobableResultIsHeldOutOfTheRatingUntilConfirmed() throws Exception {
        // A 20 kyu "beating" a 7 dan in an even game: the typing error the check exists for.
        Path book = temp.resolve("upset.xlsx");
        try (org.apache.poi.xssf.usermodel.XSSFWorkbook wb = new org.apache.poi.xssf.usermodel.XSSFWorkbook();
             java.io.OutputStream out = Files.newOutputStream(book)) {
            String[][][] sheets = {
                {{"赛事名称", "升级测试赛"}, {"赛事编号", "UPSET-1"}, {"开始日期", "2026-11-01"}},
                {{"编号", "姓名", "会员号", "段位"}, {"1", "高手", "CN-900001", "7d"}, {"2", "新手", "CN-900002", "20k"},
                    {"3", "中手", "CN-900003", "5k"}},
                {{"轮次", "黑方", "白方", "结果"}, {"1", "1", "2", "W+R"}, {"2", "3", "2", "B+R"}}};
            String[] names = {"赛事", "选手", "对局"};
            for (int i = 0; i < 3; i++) {
                org.apache.poi.ss.usermodel.Sheet sh = wb.createSheet(names[i]);
                for (int r = 0; r < sheets[i].length; r++) {
                    org.apache.poi.ss.usermodel.Row row = sh.createRow(r);
                    for (int c = 0; c < sheets[i][r].length; c++) {
                        row.createCell(c).setCellValue(sheets[i][r][c]);
                    }
                }
            }
            wb.write(out);
        }
        run("import", book.toString(), "--db", db, "--quiet");
        CommandRun list = run("ratings", "--db", db);
        assertThat(list.out()).contains("Held for review", "UPSET-1 round 1",
                "黑方 Black (7d, first event, no other game here) lost to 白方 White (20k, first event, lost his other "
                        + "game here) in an even game: P(result) = ", "a typing error is");
        double game = query("select g.id from game g join tournament t on t.id = g.tournament_id where t.code = "
                + "'UPSET-1' and g.round = 1");
        assertThat(query("select count(*) from rating_change where game_id = " + (long) game)).isZero();
        assertThat(query("select count(*) from rating_change c join game g on g.id = c.game_id join tournament t on "
                + "t.id = g.tournament_id where t.code = 'UPSET-1'")).as("the other game is rated").isEqualTo(2);
        CommandRun confirm = run("ratings", "confirm", "--game", Long.toString((long) game), "--by", "王裁判", "--db", db);
        assertThat(confirm.exit()).as(confirm.err()).isZero();
        assertThat(confirm.out()).contains("confirmed by 王裁判", "held because 黑方 Black (7d");
        assertThat(run("ratings", "--db", db).out()).doesNotContain("Held for review");
        assertThat(query("select count(*) from rating_change where game_id = " + (long) game)).isEqualTo(2);
    }

    @Test
    @Order(6)
    void aDisputeRuledChangesTheResultKeepsItsHistoryAndRecomputesWhatFollows() throws Exception {
        long mismatch = (long) query("select g.id from game g join tournament t on t.id = g.tournament_id where "
                + "t.code = 'HZ-2026-QJ' and g.result = 'W+8.5' and g.computed_result = 'W+6.5'");
        CommandRun audit = run("audit", "--game", Long.toString(mismatch), "--db", db);
        assertThat(audit.out()).contains("数子 The count", "白胜 White wins by 3又1/4子 (6.5 points)", "The sheet says W+8.5",
                "imported as 白胜4又1/4子", "终局 The final position, as counted", "■", "□");
        assertThat(run("dispute", "open", "--game", Long.toString(mismatch), "--by", "谢天佑", "--reason",
                "the margin was typed wrong", "--db", db).exit()).isZero();
        CommandRun ruled = run("dispute", "rule", "--dispute", "1", "--result", "白胜3又1/4子", "--article", "art. 9",
                "--referee", "王裁判", "--reason", "recounted from the record", "--db", db);
        assertThat(ruled.out()).containsPattern("standings of [12] tournament\\(s\\) recomputed");
        assertThat(query("select count(*) from game where id = " + mismatch + " and result = 'W+6.5' and status = "
                + "'VERIFIED'")).isEqualTo(1);
        assertThat(run("audit", "--game", Long.toString(mismatch), "--db", db).out())
                .contains("W+8.5 → W+6.5 by 王裁判, art. 9: recounted from the record (dispute 1)", "RULED");
        // The audit states what it was made from and when it was printed (the caller's time): the same
        // registry printed with the same time gives the same audit.
        String once = run("audit", "--game", Long.toString(mismatch), "--printed-at", "2026-11-29T22:15", "--db", db).out();
        assertThat(once).contains("制表 made 2026-11-29 22:15 from the registry: imports up to batch", "rating run ",
                "revision ");
        assertThat(run("audit", "--game", Long.toString(mismatch), "--printed-at", "2026-11-29T22:15", "--db", db).out())
                .isEqualTo(once);

        // A ruling that changes the winner moves the standings and the ratings.
        long game = (long) query("select min(g.id) from game g join tournament t on t.id = g.tournament_id where "
                + "t.code = 'SH-2026-CO' and g.result = 'B+R'");
        long blackNo = (long) query("select p.no from game g join participation p on p.id = g.black_id where g.id = " + game);
        double before = query("select s.points from standing s join tournament t on t.id = s.tournament_id where "
                + "t.code = 'SH-2026-CO' and t.current_version = true and s.no = " + blackNo);
        double runs = query("select count(*) from rating_run");
        run("dispute", "open", "--game", Long.toString(game), "--by", "White", "--reason", "Black played twice", "--db", db);
        run("dispute", "rule", "--dispute", "2", "--result", "W+R", "--article", "art. 17.2", "--referee", "李裁判",
                "--reason", "Black moved twice; the referee gave the game to White", "--db", db);
        assertThat(query("select s.points from standing s join tournament t on t.id = s.tournament_id where "
                + "t.code = 'SH-2026-CO' and t.current_version = true and s.no = " + blackNo)).isEqualTo(before - 2);
        assertThat(query("select count(*) from rating_run")).isEqualTo(runs + 1);
        assertThat(query("select count(*) from game_aud a join registry_revision r on r.id = a.rev where r.revised_by in "
                + "('王裁判', '李裁判')")).as("each ruling is an Envers revision of its game").isEqualTo(2);

        run("dispute", "open", "--game", Long.toString(game), "--by", "Black", "--reason", "I object", "--db", db);
        assertThat(run("dispute", "dismiss", "--dispute", "3", "--referee", "李裁判", "--reason", "no grounds", "--db", db)
                .out()).contains("dismissed");
        CommandRun again = run("dispute", "rule", "--dispute", "3", "--result", "B+R", "--article", "x", "--referee", "x",
                "--reason", "x", "--db", db);
        assertThat(again.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(again.err()).contains("DISMISSED already");
        Path pdf = Path.of(run("report", "audit", "--game", Long.toString(mismatch), "--db", db).out().strip());
        assertThat(pdf).exists();
    }

    @Test
    @Order(7)
    void theScheduleFiresTheChainAtTheCronTimes() throws Exception {
        Path inbox = Files.createDirectories(temp.resolve("scheduled-inbox"));
        Path settings = temp.resolve("nightly.yaml");
        Files.writeString(settings, "schedule:\n  cron: \"* * * * * *\"\n  zone: Asia/Shanghai\ninbox: " + inbox
                + "\narchive: " + inbox.resolve("archive") + "\nfailed: " + inbox.resolve("failed")
                + "\nsteps: [import, standings, ratings, promotions, summary]\n");
        CommandRun r = run("schedule", "--settings", settings.toString(), "--runs", "1", "--db", db);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("next nightly chain at", "import: nothing new in", "the chain ended with status");
        Files.writeString(settings, "schedule:\n  cron: \"every night\"\n");
        CommandRun bad = run("schedule", "--settings", settings.toString(), "--runs", "1", "--db", db);
        assertThat(bad.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(bad.err()).contains("is not a cron expression");
    }
}
