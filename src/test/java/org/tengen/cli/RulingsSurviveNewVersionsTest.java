package org.tengen.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.cli.CommandRun.run;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.DataFormatter;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.usermodel.Workbook;
import org.apache.poi.ss.usermodel.WorkbookFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.imports.ImportJobTest;

/**
 * A referee's ruling survives a corrected workbook (issue 12). The sample 杭州秋季赛 is imported;
 * its game recorded W+8.5 that the record counts W+6.5 (a game for a person) is disputed and ruled W+6.5 (art. 9).
 * The organiser sends the workbook again, changed only in the venue: version 2's game keeps the
 * ruling — in the registry, the standings, the ratings and the audit — and the dispute points at
 * it. Then a version 3 whose sheet says W+4.5 for that game: the ruling is kept and the game is
 * listed for a person, in the import's output and in the morning summary. All through the commands
 * staff run.
 */
class RulingsSurviveNewVersionsTest {

    private static final String CODE = "HZ-2026-QJ";

    @TempDir
    Path temp;
    String db;

    List<Object> row(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(db, "sa", ""); ResultSet rs = c.createStatement().executeQuery(sql)) {
            List<Object> out = new ArrayList<>();
            if (rs.next()) {
                for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                    out.add(rs.getObject(i));
                }
            }
            return out;
        }
    }

    long number(String sql) throws Exception {
        return ((Number) row(sql).get(0)).longValue();
    }

    /** The game of the current version that is the same game: round, players by registry id, colours. */
    long sameGameNow(long round, long blackPlayer, long whitePlayer) throws Exception {
        return number("select g.id from game g join tournament t on t.id = g.tournament_id and t.current_version = true "
                + "join participation b on b.id = g.black_id join participation w on w.id = g.white_id where t.code = '"
                + CODE + "' and g.round = " + round + " and b.player_id = " + blackPlayer + " and w.player_id = "
                + whitePlayer);
    }

    /** A copy of the sample with a cell of the workbook changed: the venue, and optionally one result. */
    Path version(String name, String venue, String resultSheet, int resultRow, String result) throws Exception {
        Path dir = temp.resolve(name);
        ImportJobTest.copyTree(ImportJobTest.SAMPLES.resolve("2026-hangzhou-autumn"), dir);
        Path book;
        try (var files = Files.list(dir)) {
            book = files.filter(f -> f.toString().endsWith(".xlsx")).findFirst().orElseThrow();
        }
        DataFormatter text = new DataFormatter();
        try (InputStream in = Files.newInputStream(book); Workbook wb = WorkbookFactory.create(in)) {
            boolean venueSet = false;
            for (Row r : wb.getSheet("赛事")) {
                Cell key = r.getCell(0);
                if (key != null && text.formatCellValue(key).startsWith("地点")) {
                    r.getCell(1, Row.MissingCellPolicy.CREATE_NULL_AS_BLANK).setCellValue(venue);
                    venueSet = true;
                }
            }
            assertThat(venueSet).as("the sample names its venue").isTrue();
            if (result != null) {
                Sheet s = wb.getSheet(resultSheet);
                int column = -1;
                for (Row r : s) {
                    for (Cell c : r) {
                        if (column < 0 && text.formatCellValue(c).startsWith("结果")) {
                            column = c.getColumnIndex();
                        }
                    }
                }
                Cell cell = s.getRow(resultRow - 1).getCell(column);
                assertThat(text.formatCellValue(cell)).as("the MISMATCH game's result cell").isEqualTo("白胜4又1/4子");
                cell.setCellValue(result);
            }
            try (OutputStream out = Files.newOutputStream(book)) {
                wb.write(out);
            }
        }
        return dir;
    }

    @Test
    void art9_aRulingSurvivesACorrectedWorkbookAndADisagreeingSheetIsListedForAPerson() throws Exception {
        db = "jdbc:h2:file:" + temp.resolve("tengen").toAbsolutePath() + ";AUTO_SERVER=TRUE";
        System.setProperty("tengen.reports", temp.resolve("reports").toString());
        System.setProperty("tengen.work", temp.resolve("work").toString());

        // Version 1, and the ruling.
        Path v1 = version("v1", "杭州棋院", null, 0, null);
        assertThat(run("import", v1.toString(), "--db", db, "--quiet").exit()).isEqualTo(ExitCode.NEEDS_A_PERSON);
        List<Object> g1 = row("select g.id, g.round, b.player_id, w.player_id, g.sheet, g.sheet_row from game g "
                + "join tournament t on t.id = g.tournament_id join participation b on b.id = g.black_id "
                + "join participation w on w.id = g.white_id where t.code = '" + CODE + "' and g.result = 'W+8.5' "
                + "and g.computed_result = 'W+6.5' and g.status in ('MISMATCH', 'NEEDS_REVIEW')");
        long game1 = ((Number) g1.get(0)).longValue();
        long round = ((Number) g1.get(1)).longValue();
        long black = ((Number) g1.get(2)).longValue();
        long white = ((Number) g1.get(3)).longValue();
        assertThat(run("dispute", "open", "--game", Long.toString(game1), "--by", "谢天佑", "--reason",
                "the margin was typed wrong", "--db", db).exit()).isZero();
        CommandRun ruled = run("dispute", "rule", "--dispute", "1", "--result", "白胜3又1/4子", "--article", "art. 9",
                "--referee", "王裁判", "--reason", "recounted from the record", "--db", db);
        assertThat(ruled.exit()).as(ruled.err()).isZero();
        String standings1 = run("standings", "--tournament", CODE, "--format", "json", "--db", db).out();

        // Version 2: only the venue changed. The same game keeps the ruling.
        CommandRun imported2 = run("import", version("v2", "杭州棋院（新馆）", null, 0, null).toString(), "--db", db,
                "--format", "json");
        assertThat(imported2.out()).contains("\"outcome\":\"PUBLISHED\"", "\"version\":2",
                "\"sheetDisagreesWithRuling\":[]");
        long game2 = sameGameNow(round, black, white);
        assertThat(game2).isNotEqualTo(game1);
        assertThat(row("select result, sheet_result, status from game where id = " + game2))
                .containsExactly("W+6.5", "W+8.5", "VERIFIED");
        assertThat(number("select game_id from dispute where id = 1")).as("the dispute points at the current game")
                .isEqualTo(game2);
        assertThat(row("select r.revised_by, r.article from game_aud a join registry_revision r on r.id = a.rev "
                + "where a.id = " + game2)).containsExactly("import batch 2", "art. 9");
        String standings2 = run("standings", "--tournament", CODE, "--format", "json", "--db", db).out();
        assertThat(standings2).as("the standings of version 2 follow the ruled result").isEqualTo(standings1);
        run("ratings", "--db", db);
        assertThat(number("select count(*) from rating_change where game_id = " + game2 + " and score = 1 and player_id = "
                + white)).as("the rating counts the game of version 2 as White's win").isEqualTo(1);
        CommandRun audit2 = run("audit", "--game", Long.toString(game2), "--db", db);
        assertThat(audit2.out()).contains("counts as ruled: W+6.5", "W+8.5 → W+6.5 by import batch 2, art. 9",
                "dispute 1 opened", "RULED by referee 王裁判, W+6.5 (art. 9; the sheet said W+8.5)");
        assertThat(run("audit", "--game", Long.toString(game1), "--db", db).out())
                .as("the old version's game keeps its own history")
                .contains("superseded", "W+8.5 → W+6.5 by 王裁判, art. 9: recounted from the record (dispute 1)");

        // Version 3: the sheet now says W+4.5 for that game. The ruling is kept; a person must look.
        CommandRun imported3 = run("import", version("v3", "杭州棋院", (String) g1.get(4), ((Number) g1.get(5)).intValue(),
                "白胜2又1/4子").toString(), "--db", db);
        assertThat(imported3.exit()).isEqualTo(ExitCode.NEEDS_A_PERSON);
        long game3 = sameGameNow(round, black, white);
        assertThat(imported3.out()).contains("the new sheet disagrees with a ruling: game " + game3,
                "the sheet now says W+4.5", "W+6.5 — the ruling is kept");
        assertThat(row("select result, sheet_result from game where id = " + game3)).containsExactly("W+6.5", "W+4.5");
        assertThat(number("select game_id from dispute where id = 1")).isEqualTo(game3);
        CommandRun nightly = run("nightly", "--inbox", Files.createDirectories(temp.resolve("inbox")).toString(),
                "--leave-files", "--db", db);
        assertThat(nightly.out()).contains("the new sheet disagrees with a ruling (the ruling is kept): 1",
                "game " + game3 + " " + CODE + " round " + round + ": the sheet says W+4.5, ruled W+6.5 (dispute 1)");
        assertThat(nightly.exit()).isEqualTo(ExitCode.NEEDS_A_PERSON);
        assertThat(number("select count(*) from result_change")).as("history by Envers only").isZero();
    }

    @Test
    void aConfirmedImprobableResultStaysConfirmedWithItsReasonInACorrectedWorkbook() throws Exception {
        db = "jdbc:h2:file:" + temp.resolve("confirmed").toAbsolutePath() + ";AUTO_SERVER=TRUE";
        System.setProperty("tengen.reports", temp.resolve("reports").toString());
        System.setProperty("tengen.work", temp.resolve("work").toString());
        assertThat(run("import", version("c1", "杭州棋院", null, 0, null).toString(), "--db", db, "--quiet").exit())
                .isEqualTo(ExitCode.NEEDS_A_PERSON);
        List<Object> g1 = row("select g.id, g.round, b.player_id, w.player_id from game g "
                + "join tournament t on t.id = g.tournament_id join participation b on b.id = g.black_id "
                + "join participation w on w.id = g.white_id where t.code = '" + CODE + "' and g.result like 'B+%' "
                + "order by g.round, g.id");
        long game1 = ((Number) g1.get(0)).longValue();
        // The hold held this result (the sample's own results are all probable, so the flag is set as the
        // ratings run sets it), and a person confirmed it as recorded.
        String reason = "白方 lost to 黑方 with no handicap: P(result) = 9.0% given the event's other games";
        try (Connection c = DriverManager.getConnection(db, "sa", "")) {
            var insert = c.prepareStatement("insert into rating_flag (game_id, probability, flagged_at, reason) "
                    + "values (?, 0.09, current_timestamp, ?)");
            insert.setLong(1, game1);
            insert.setString(2, reason);
            insert.executeUpdate();
        }
        CommandRun confirmed = run("ratings", "confirm", "--game", Long.toString(game1), "--by", "王裁判", "--db", db);
        assertThat(confirmed.exit()).as(confirmed.err()).isZero();

        assertThat(run("import", version("c2", "杭州棋院（新馆）", null, 0, null).toString(), "--db", db, "--quiet").exit())
                .isEqualTo(ExitCode.NEEDS_A_PERSON);
        long game2 = sameGameNow(((Number) g1.get(1)).longValue(), ((Number) g1.get(2)).longValue(),
                ((Number) g1.get(3)).longValue());
        assertThat(game2).isNotEqualTo(game1);
        assertThat(row("select confirmed_by, reason from rating_flag where game_id = " + game2))
                .as("the confirmation, and why the result was held, carried to the same game of version 2")
                .containsExactly("王裁判", reason);
        CommandRun ratings = run("ratings", "--db", db);
        assertThat(ratings.exit()).as(ratings.err()).isZero();
        assertThat(ratings.out()).doesNotContain("game " + game2 + " ");
        assertThat(number("select count(*) from rating_change where game_id = " + game2))
                .as("the confirmed result of version 2 is rated").isEqualTo(2);
    }
}
