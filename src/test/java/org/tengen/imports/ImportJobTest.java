package org.tengen.imports;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.tengen.sheet.Problem;

/**
 * The import job on H2 with {@code sample-data/}: what it publishes and rejects, that importing
 * again changes nothing, that a corrected workbook replaces the old version and keeps it, and
 * that imports running at once do not corrupt each other.
 */
@SpringBootTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
public class ImportJobTest {

    public static final Path SAMPLES = Path.of("sample-data/tournaments");

    @TempDir
    static Path temp;

    @DynamicPropertySource
    static void registry(DynamicPropertyRegistry r) {
        // A short lock timeout: imports at once never wait for each other's row locks (publishing is one
        // run at a time per tournament), so a wait that a busy machine would make longer fails here at once.
        r.add("spring.datasource.url", () -> "jdbc:h2:mem:import-job-test;DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=100");
        r.add("tengen.reports", () -> temp.resolve("reports").toString());
        r.add("tengen.work", () -> temp.resolve("work").toString());
    }

    @Autowired
    ImportService imports;

    @Autowired
    JdbcTemplate jdbc;

    private Map<String, ImportService.Outcome> importSamples() {
        return imports.importAll(List.of(SAMPLES), o -> { }).stream()
                .collect(Collectors.toMap(o -> o.tournament() == null ? o.source() : o.tournament(), o -> o));
    }

    private int count(String sql, Object... args) {
        return jdbc.queryForObject(sql, Integer.class, args);
    }

    private Map<String, Integer> statuses(String code) {
        return jdbc.queryForList("select g.status, count(*) n from game g join tournament t on t.id = g.tournament_id "
                        + "where t.code = ? and t.current_version = true group by g.status", code).stream()
                .collect(Collectors.toMap(m -> (String) m.get("STATUS"), m -> ((Number) m.get("N")).intValue()));
    }

    @Test
    @Order(1)
    void importsTheSampleTournaments() throws Exception {
        Map<String, ImportService.Outcome> out = importSamples();
        assertThat(out.get("HZ-2026-QJ").outcome()).isEqualTo(ImportOutcome.PUBLISHED);
        assertThat(out.get("SH-2026-CO").outcome()).isEqualTo(ImportOutcome.PUBLISHED);
        assertThat(out.get("SZ-2026-TL").outcome()).isEqualTo(ImportOutcome.PUBLISHED);
        assertThat(out.get("NJ-2026-SE").outcome()).isEqualTo(ImportOutcome.REJECTED);

        // The round robin: 45 pairings less the 6 of the player who withdrew after round 3.
        assertThat(out.get("HZ-2026-QJ").games()).isEqualTo(39);
        assertThat(statuses("HZ-2026-QJ")).containsEntry("VERIFIED", 37).containsEntry("ILLEGAL", 1)
                .containsEntry("MISMATCH", 1);
        assertThat(out.get("HZ-2026-QJ").gamesToCheck()).extracting(ImportService.GameToCheck::status)
                .containsExactly("ILLEGAL", "MISMATCH");
        assertThat(out.get("HZ-2026-QJ").newcomers()).extracting(ImportService.Newcomer::name).hasSize(1);
        assertThat(count("select count(*) from participation p join tournament t on t.id = p.tournament_id "
                + "where t.code = 'HZ-2026-QJ' and p.withdrew_after = 3")).isEqualTo(1);
        // Two warnings lose the game (art. 24.2): recorded as Black's win and verified.
        assertThat(jdbc.queryForObject("select status from game where white_warnings = 2", String.class))
                .isEqualTo("VERIFIED");

        // The Swiss: 33 players, 5 rounds, a bye a round; names, numbers and dates typed messily.
        assertThat(statuses("SH-2026-CO")).containsEntry("VERIFIED", 80).containsEntry("BYE", 5);
        assertThat(count("select count(*) from participation p join tournament t on t.id = p.tournament_id "
                + "where t.code = 'SH-2026-CO'")).isEqualTo(33);
        assertThat(count("select count(*) from player where federation_id = 'CN-002039'")).as("cn-002039 folded")
                .isEqualTo(1);

        // The team league, sent as a zip with its records in sub-folders.
        assertThat(statuses("SZ-2026-TL")).containsEntry("VERIFIED", 24);
        assertThat(count("select count(*) from team t join tournament x on x.id = t.tournament_id "
                + "where x.code = 'SZ-2026-TL'")).isEqualTo(4);

        // The rejected event: nothing of it stored; each error names its cell; the report is written.
        assertThat(count("select count(*) from tournament where code = 'NJ-2026-SE'")).isZero();
        ImportService.Outcome rejected = out.get("NJ-2026-SE");
        assertThat(rejected.problems()).filteredOn(Problem::error)
                .extracting(p -> p.sheet() + "!" + p.row() + "!" + p.column() + "!" + p.value())
                .containsExactlyInAnyOrder("对局!3!E 结果!黑胜3/5子", "对局!5!F 棋谱!../../secret/r2-1.sgf",
                        "对局!7!D 白方!17");
        Path report = Path.of(rejected.errorReport());
        assertThat(report).exists();
        assertThat(Path.of(report.toString().replace(".xlsx", ".csv"))).content().contains("黑胜3/5子");
        try (InputStream in = Files.newInputStream(report); XSSFWorkbook wb = new XSSFWorkbook(in)) {
            Sheet s = wb.getSheetAt(0);
            assertThat(s.getPaneInformation().isFreezePane()).isTrue();
            assertThat(s.getLastRowNum()).isEqualTo(3);
        }
        assertThat(count("select count(*) from import_verification")).as("staging cleared").isZero();
    }

    @Test
    @Order(2)
    void importingTheSameContentAgainChangesNothing() {
        int players = count("select count(*) from player");
        int games = count("select count(*) from game");
        int tournaments = count("select count(*) from tournament");
        Map<String, ImportService.Outcome> out = importSamples();
        assertThat(out.get("HZ-2026-QJ").outcome()).isEqualTo(ImportOutcome.UNCHANGED);
        assertThat(out.get("SH-2026-CO").outcome()).isEqualTo(ImportOutcome.UNCHANGED);
        assertThat(out.get("SZ-2026-TL").outcome()).isEqualTo(ImportOutcome.UNCHANGED);
        assertThat(count("select count(*) from player")).isEqualTo(players);
        assertThat(count("select count(*) from game")).isEqualTo(games);
        assertThat(count("select count(*) from tournament")).isEqualTo(tournaments);
    }

    @Test
    @Order(3)
    void aCorrectedWorkbookReplacesTheOldVersionWhichStays() throws Exception {
        Path copy = temp.resolve("corrected");
        copyTree(SAMPLES.resolve("2026-hangzhou-autumn"), copy);
        Path book = copy.resolve("杭州秋季赛成绩表.xlsx");
        String computed = jdbc.queryForObject("select computed_result from game where status = 'MISMATCH'",
                String.class);
        try (InputStream in = Files.newInputStream(book); XSSFWorkbook wb = new XSSFWorkbook(in)) {
            Sheet games = wb.getSheet("对局");
            for (Row row : games) {
                if (row.getRowNum() > 0 && row.getCell(0).getNumericCellValue() == 7
                        && row.getCell(1).getNumericCellValue() == 1) {
                    row.getCell(5).setCellValue(computed);     // the referee's correction of the typed margin
                }
            }
            // and 马明 (CN-001207) now plays as 业余7段: the only thing this sheet teaches about a known player
            wb.getSheet("选手").getRow(1).getCell(3).setCellValue("业余7段");
            try (OutputStream out = Files.newOutputStream(book)) {
                wb.write(out);
            }
        }
        int players = count("select count(*) from player");
        int playerRevisions = count("select count(*) from player_aud");
        ImportService.Outcome o = imports.importAll(List.of(book), x -> { }).get(0);
        assertThat(o.outcome()).isEqualTo(ImportOutcome.PUBLISHED);
        assertThat(o.version()).isEqualTo(2);
        assertThat(statuses("HZ-2026-QJ")).containsEntry("VERIFIED", 38).doesNotContainKey("MISMATCH");
        List<Map<String, Object>> versions = jdbc.queryForList(
                "select version, current_version, superseded_at from tournament where code = 'HZ-2026-QJ' order by version");
        assertThat(versions).hasSize(2);
        assertThat(versions.get(0).get("CURRENT_VERSION")).isEqualTo(false);
        assertThat(versions.get(0).get("SUPERSEDED_AT")).isNotNull();
        assertThat(versions.get(1).get("CURRENT_VERSION")).isEqualTo(true);
        assertThat(count("select count(*) from game g join tournament t on t.id = g.tournament_id "
                + "where t.code = 'HZ-2026-QJ'")).as("the old version's games stay").isEqualTo(78);
        assertThat(count("select count(*) from player")).as("the same players, the newcomer too").isEqualTo(players);
        // A known player's new grade is a revision with its evidence; the players the sheet teaches nothing new about are not.
        assertThat(count("select count(*) from player_aud")).isEqualTo(playerRevisions + 1);
        assertThat(jdbc.queryForObject("select a.grade from player_aud a join player p on p.id = a.id "
                + "where p.federation_id = 'CN-001207' order by a.rev desc limit 1", String.class)).isEqualTo("7d");
        assertThat(jdbc.queryForObject("select grade from player where federation_id = 'CN-001207'", String.class))
                .isEqualTo("7d");
        assertThat(count("select count(*) from player_grade g join player p on p.id = g.player_id "
                + "where p.federation_id = 'CN-001207' and g.grade = '7d' and g.source = 'declared at HZ-2026-QJ'"))
                .isEqualTo(1);
    }

    @Test
    @Order(4)
    void importsRunningAtOnceDoNotCorruptEachOther() throws Exception {
        Path a = temp.resolve("concurrent-a");
        Path b = temp.resolve("concurrent-b");
        copyTree(SAMPLES.resolve("2026-city-open"), a);
        copyTree(SAMPLES.resolve("2026-city-open"), b);
        // Both copies carry a new tournament code: the same tournament, sent twice at once. The same
        // bytes in both: a workbook written twice differs in its zip entries' times when the two writes
        // fall on either side of the zip clock's two-second tick, and would be two versions.
        Path book = a.resolve("City Open 2026 results.xlsx");
        try (InputStream in = Files.newInputStream(book); XSSFWorkbook wb = new XSSFWorkbook(in)) {
            wb.getSheetAt(0).getRow(3).getCell(1).setCellValue("SH-2026-TWICE");
            try (OutputStream out = Files.newOutputStream(book)) {
                wb.write(out);
            }
        }
        Files.copy(book, b.resolve(book.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<List<ImportService.Outcome>>> runs = new ArrayList<>();
            for (Path dir : List.of(a, b)) {
                runs.add(pool.submit(() -> imports.importAll(List.of(dir), o -> { })));
            }
            List<ImportOutcome> outcomes = new ArrayList<>();
            for (Future<List<ImportService.Outcome>> f : runs) {
                f.get().forEach(o -> outcomes.add(o.outcome()));
            }
            assertThat(outcomes).containsExactlyInAnyOrder(ImportOutcome.PUBLISHED, ImportOutcome.UNCHANGED);
        } finally {
            pool.shutdown();
        }
        assertThat(count("select count(*) from tournament where code = 'SH-2026-TWICE'")).isEqualTo(1);
        assertThat(statuses("SH-2026-TWICE")).containsEntry("VERIFIED", 80).containsEntry("BYE", 5);

        // Two different versions of one tournament at once: both are published, one after the other.
        for (Path dir : List.of(a, b)) {
            Path version = dir.resolve("City Open 2026 results.xlsx");
            try (InputStream in = Files.newInputStream(version); XSSFWorkbook wb = new XSSFWorkbook(in)) {
                wb.getSheetAt(0).getRow(6).getCell(1).setCellValue("Hall " + dir.getFileName());
                try (OutputStream out = Files.newOutputStream(version)) {
                    wb.write(out);
                }
            }
        }
        pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<List<ImportService.Outcome>>> runs = new ArrayList<>();
            for (Path dir : List.of(a, b)) {
                runs.add(pool.submit(() -> imports.importAll(List.of(dir), o -> { })));
            }
            for (Future<List<ImportService.Outcome>> f : runs) {
                assertThat(f.get()).extracting(ImportService.Outcome::outcome).containsExactly(ImportOutcome.PUBLISHED);
            }
        } finally {
            pool.shutdown();
        }
        assertThat(jdbc.queryForList("select version from tournament where code = 'SH-2026-TWICE' order by version",
                Integer.class)).containsExactly(1, 2, 3);
        assertThat(count("select count(*) from tournament where code = 'SH-2026-TWICE' and current_version = true"))
                .isEqualTo(1);
    }

    public static void copyTree(Path from, Path to) throws Exception {
        try (var walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }
}
