package org.tengen.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.cli.CommandRun.run;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A list staff can trust: the list says which tournaments it includes and when each was rated;
 * {@code ratings --tournament CODE} answers whether it is rated yet and when; a tournament that
 * arrives after later ones were rated re-rates the list from its date, and the list says whom it
 * moved.
 */
class RatedTournamentsCommandTest {

    @TempDir
    Path temp;

    private Path sheet(String code, String date, String[][] players, String[][] games) throws Exception {
        Path book = temp.resolve(code + ".xlsx");
        String[][] info = {{"赛事名称", code + " 补报赛"}, {"赛事编号", code}, {"开始日期", date}};
        String[][] head = {{"编号", "姓名", "会员号", "段位"}};
        String[][] round = {{"轮次", "黑方", "白方", "结果"}};
        try (XSSFWorkbook wb = new XSSFWorkbook(); OutputStream out = Files.newOutputStream(book)) {
            write(wb.createSheet("赛事"), info);
            write(wb.createSheet("选手"), concat(head, players));
            write(wb.createSheet("对局"), concat(round, games));
            wb.write(out);
        }
        return book;
    }

    private static String[][] concat(String[][] a, String[][] b) {
        String[][] out = new String[a.length + b.length][];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static void write(Sheet sh, String[][] rows) {
        for (int r = 0; r < rows.length; r++) {
            Row row = sh.createRow(r);
            for (int c = 0; c < rows[r].length; c++) {
                row.createCell(c).setCellValue(rows[r][c]);
            }
        }
    }

    @Test
    void theListSaysWhatItIncludesAndALateTournamentSaysWhomItMoved() throws Exception {
        String db = "jdbc:h2:file:" + temp.resolve("tengen").toAbsolutePath() + ";AUTO_SERVER=TRUE";
        System.setProperty("tengen.reports", temp.resolve("reports").toString());
        System.setProperty("tengen.work", temp.resolve("work").toString());
        String[][] players = {{"1", "马明", "CN-001207", "6d"}, {"2", "彭俊杰", "CN-001214", "5d"}};
        run("import", sheet("ON-TIME", "2026-10-20", players, new String[][] {{"1", "1", "2", "B+R"}}).toString(),
                "--db", db, "--quiet");
        CommandRun list = run("ratings", "--db", db);
        assertThat(list.exit()).as(list.err()).isZero();
        assertThat(list.out()).contains("This list includes 1 tournament", "ON-TIME", "2026-10-20")
                .doesNotContain("came late");
        CommandRun asked = run("ratings", "--tournament", "ON-TIME", "--db", db);
        assertThat(asked.out()).contains("ON-TIME", "rated on").doesNotContain("late");

        // Results dated before ON-TIME arrive after it was rated.
        run("import", sheet("LATE-1", "2026-09-12", players, new String[][] {{"1", "2", "1", "B+R"}}).toString(),
                "--db", db, "--quiet");
        CommandRun after = run("ratings", "--db", db);
        assertThat(after.out()).contains("This list includes 2 tournaments",
                "LATE-1 came late", "re-rated from 2026-09-12", "2 players moved", "CN-001207", "CN-001214",
                "(played in it)");
        CommandRun late = run("ratings", "--tournament", "LATE-1", "--format", "json", "--db", db);
        assertThat(late.out()).contains("\"tournament\":\"LATE-1\"", "\"rated\":true", "\"late\":true", "CN-001207");
        CommandRun unknown = run("ratings", "--tournament", "NOPE", "--db", db);
        assertThat(unknown.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(unknown.err()).contains("no tournament NOPE");
    }
}
