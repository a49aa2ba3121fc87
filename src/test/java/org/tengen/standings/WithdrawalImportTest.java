package org.tengen.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.cli.CommandRun.run;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.cli.CommandRun;
import org.tengen.cli.ExitCode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A round robin with a withdrawal (art. 28.2) and an OpenGotha file with a both-win, end to end as
 * staff run them: the workbook is written with POI as an organiser fills it (the withdrawn player's
 * later rounds as forfeit rows with a remark), imported, and ranked.
 */
class WithdrawalImportTest {

    @TempDir
    static Path temp;
    static String db;

    private static void row(Sheet sheet, int index, Object... cells) {
        Row r = sheet.createRow(index);
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] instanceof Number n) {
                r.createCell(i).setCellValue(n.doubleValue());
            } else if (cells[i] != null) {
                r.createCell(i).setCellValue(cells[i].toString());
            }
        }
    }

    /**
     * Six players, five rounds (Berger tables); 钱六 (6) withdrew after round 3, having played three
     * of five rounds (half or more: the results stand); rounds 4 and 5 are written as forfeits.
     */
    static void writeWorkbook(Path file) throws Exception {
        try (XSSFWorkbook wb = new XSSFWorkbook(); OutputStream out = Files.newOutputStream(file)) {
            Sheet info = wb.createSheet("赛事");
            row(info, 0, "赛事名称", "退赛测试循环赛");
            row(info, 1, "赛事编号", "WD-2026-RR");
            row(info, 2, "开始日期", "2026-11-21");
            row(info, 3, "赛制", "循环赛");
            row(info, 4, "轮次", 5);
            Sheet players = wb.createSheet("选手");
            row(players, 0, "编号", "姓名", "段位", "退赛轮次");
            String[] names = {"赵一", "孙二", "李三", "周四", "吴五", "钱六"};
            for (int i = 0; i < names.length; i++) {
                row(players, i + 1, i + 1, names[i], "3段", i == 5 ? 3 : null);
            }
            Sheet games = wb.createSheet("对局");
            row(games, 0, "轮次", "台号", "黑方", "白方", "结果", "备注");
            Object[][] rows = {
                    {1, 1, 1, 6, "B+R", null}, {1, 2, 2, 5, "B+R", null}, {1, 3, 3, 4, "W+R", null},
                    {2, 1, 6, 4, "黑胜3/4子", null}, {2, 2, 5, 3, "B+R", null}, {2, 3, 1, 2, "B+R", null},
                    {3, 1, 2, 6, "W+R", null}, {3, 2, 3, 1, "W+R", null}, {3, 3, 4, 5, "B+R", null},
                    {4, 1, 6, 5, "黑弃权", "钱六退赛"}, {4, 2, 1, 4, "B+R", null}, {4, 3, 2, 3, "W+R", null},
                    {5, 1, 3, 6, "B+F", "钱六退赛"}, {5, 2, 4, 2, "B+R", null}, {5, 3, 5, 1, "W+R", null}};
            for (int i = 0; i < rows.length; i++) {
                row(games, i + 1, rows[i]);
            }
            wb.write(out);
        }
    }

    @BeforeAll
    static void setUp() {
        db = "jdbc:h2:file:" + temp.resolve("tengen").toAbsolutePath() + ";AUTO_SERVER=TRUE";
        System.setProperty("tengen.reports", temp.resolve("reports").toString());
        System.setProperty("tengen.work", temp.resolve("work").toString());
    }

    @SuppressWarnings("unchecked")
    private static Map<Integer, Map<String, Object>> standings(String code) {
        CommandRun s = run("standings", "--tournament", code, "--format", "json", "--db", db);
        assertThat(s.exit()).as(s.err()).isZero();
        Map<Integer, Map<String, Object>> byNo = new HashMap<>();
        JsonMapper json = JsonMapper.builder().build();
        s.out().lines().filter(l -> l.contains("\"no\"")).forEach(l -> {
            Map<String, Object> m = json.readValue(l, Map.class);
            byNo.put((Integer) m.get("no"), m);
        });
        return byNo;
    }

    @Test
    @SuppressWarnings("unchecked")
    void art28_2_aRoundRobinWithForfeitRowsAfterAWithdrawalImportsAndRanks() throws Exception {
        Path dir = Files.createDirectories(temp.resolve("inbox-rr"));
        writeWorkbook(dir.resolve("退赛测试.xlsx"));
        CommandRun imported = run("import", dir.toString(), "--db", db, "--format", "json");
        assertThat(imported.out()).as(imported.err()).contains("\"outcome\":\"PUBLISHED\"").contains("WD-2026-RR");
        assertThat(imported.exit()).isEqualTo(ExitCode.DONE);

        Map<Integer, Map<String, Object>> s = standings("WD-2026-RR");
        assertThat(s).hasSize(6);
        Map<String, Object> withdrawn = s.get(6);
        assertThat(withdrawn.get("withdrawn")).isEqualTo(true);
        assertThat(withdrawn.get("voided")).as("three of five rounds played: the results stand").isEqualTo(false);
        assertThat(withdrawn.get("place")).isNotNull();
        assertThat(((Number) withdrawn.get("points")).doubleValue()).isEqualTo(4.0);
        assertThat((List<String>) withdrawn.get("rounds")).containsExactly("1-w", "4+b", "2+w", "5-!", "3-!");
        assertThat((List<String>) s.get(5).get("rounds")).element(3).isEqualTo("6+!");
        assertThat((List<String>) s.get(3).get("rounds")).element(4).isEqualTo("6+!");
        assertThat(s.get(1).get("place")).isEqualTo(1);
        assertThat(((Number) s.get(1).get("points")).doubleValue()).isEqualTo(10.0);
        double total = s.values().stream().mapToDouble(m -> ((Number) m.get("points")).doubleValue()).sum();
        assertThat(total).as("15 games, 2 points each: no forfeit counted twice").isEqualTo(30.0);
    }

    @Test
    @SuppressWarnings("unchecked")
    void anOpenGothaFileWithABothWinIsPublishedWithAWarningAndRanked() throws Exception {
        Path real = Path.of(System.getProperty("tengen.shared.data", "../shared/data"), "opengotha",
                "swiss-u12-2020.xml");
        Assumptions.assumeTrue(Files.isRegularFile(real), "skipped: no OpenGotha file at " + real.toAbsolutePath());
        Path dir = Files.createDirectories(temp.resolve("inbox-og"));
        String xml = Files.readString(real).replaceFirst("result=\"RESULT_BLACKWINS\" roundNumber=\"1\" tableNumber=\"1\"",
                "result=\"RESULT_BOTHWIN\" roundNumber=\"1\" tableNumber=\"1\"");
        assertThat(xml).contains("RESULT_BOTHWIN");
        Files.writeString(dir.resolve("congress.xml"), xml);
        CommandRun imported = run("import", dir.toString(), "--db", db, "--format", "json");
        assertThat(imported.out()).as(imported.err()).contains("\"outcome\":\"PUBLISHED\"")
                .doesNotContain("\"severity\":\"ERROR\"").contains("both win");
        // Ranked: Grosu (Black) and Postelnicu (White) each have a win in round 1.
        Map<Integer, Map<String, Object>> s = standings("CNJ-2020-U12");
        List<Map<String, Object>> pair = s.values().stream()
                .filter(m -> m.get("name").toString().startsWith("Grosu")
                        || m.get("name").toString().startsWith("Postelnicu")).toList();
        assertThat(pair).hasSize(2);
        assertThat(pair).allSatisfy(m -> assertThat(((List<String>) m.get("rounds")).get(0)).matches("\\d+\\+!"));
    }
}
