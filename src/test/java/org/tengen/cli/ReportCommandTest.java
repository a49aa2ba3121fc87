package org.tengen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.CellType;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Every report from sample-data, plus a tournament of hostile names: the PDF's text has the Chinese
 * names and the right numbers; spreadsheets never run a name as a formula; HTML never runs it.
 */
class ReportCommandTest {

    static final String FORMULA = "=cmd|' /C calc'!A0";
    static final String SCRIPT = "<script>alert(1)</script>";

    @TempDir
    static Path temp;
    static String db;

    static String run(String... args) {
        CommandRun r = CommandRun.run(args);
        assertThat(r.exit()).as(r.err()).isIn(0, 1);
        return r.out();
    }

    @BeforeAll
    static void registry() throws Exception {
        db = "jdbc:h2:file:" + temp.resolve("tengen").toAbsolutePath() + ";AUTO_SERVER=TRUE";
        System.setProperty("tengen.reports", temp.resolve("reports").toString());
        System.setProperty("tengen.work", temp.resolve("work").toString());
        Path hostile = temp.resolve("hostile.xlsx");
        try (XSSFWorkbook wb = new XSSFWorkbook(); OutputStream out = Files.newOutputStream(hostile)) {
            String[][][] sheets = {
                {{"赛事名称", "Hostile Open " + SCRIPT}, {"赛事编号", "HOSTILE-1"}, {"开始日期", "2026-11-20"}},
                {{"编号", "姓名", "会员号", "段位", "单位"}, {"1", FORMULA, "CN-800001", "1d", "+SUM(A1:A9)"},
                    {"2", SCRIPT, "CN-800002", "1d", "@evil"}},
                {{"轮次", "黑方", "白方", "结果"}, {"1", "1", "2", "B+R"}}};
            String[] names = {"赛事", "选手", "对局"};
            for (int i = 0; i < 3; i++) {
                Sheet sh = wb.createSheet(names[i]);
                for (int r = 0; r < sheets[i].length; r++) {
                    Row row = sh.createRow(r);
                    for (int c = 0; c < sheets[i][r].length; c++) {
                        row.createCell(c).setCellValue(sheets[i][r][c]);
                    }
                }
            }
            wb.write(out);
        }
        run("import", "sample-data", hostile.toString(), "--db", db, "--quiet");
        run("ratings", "--db", db, "--quiet");      // a report prints the last rating run; it never rates itself
    }

    static String pdfText(Path pdf) throws Exception {
        try (PDDocument d = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(d);
        }
    }

    @Test
    void everyKindAsPdfXlsxAndHtml() throws Exception {
        for (String[] args : List.of(new String[] {"crosstable", "--tournament", "HZ-2026-QJ"},
                new String[] {"standings", "--tournament", "SZ-2026-TL"}, new String[] {"verification"},
                new String[] {"import-errors"}, new String[] {"rating-list"}, new String[] {"promotions"},
                new String[] {"player", "--player", "CN-001207"})) {
            String[] full = new String[args.length + 6];
            full[0] = "report";
            System.arraycopy(args, 0, full, 1, args.length);
            full[args.length + 1] = "--type";
            full[args.length + 2] = "pdf,xlsx,html";
            full[args.length + 3] = "--db";
            full[args.length + 4] = db;
            full[args.length + 5] = "--quiet";
            List<String> paths = run(full).lines().toList();
            assertThat(paths).as(args[0]).hasSize(3);
            paths.forEach(p -> assertThat(Path.of(p)).exists().isNotEmptyFile());
        }
        String cross = pdfText(temp.resolve("reports/crosstable/HZ-2026-QJ.pdf"));
        assertThat(cross).contains("2026年杭州市秋季围棋公开赛", "马明", "业余6段", "10×", "第 1 页", "成绩表");
        assertThat(cross.replaceAll("\\s+", " ")).contains("12 42 0");       // 马明: 12 points, SB 42, no warning
        String ratings = pdfText(temp.resolve("reports/rating-list").resolve(java.time.LocalDate.now() + ".pdf"));
        assertThat(ratings).contains("等级分表", "CN-001207");
        String audit = pdfText(temp.resolve("reports/verification/all.pdf"));
        assertThat(audit).contains("ILLEGAL", "MISMATCH", "immediate ko recapture", "各状态数量 Games by status");
        assertThat(Files.readString(temp.resolve("reports/player/CN-001207.html")))
                .as("the rating history as a chart").contains("data:image/png;base64,");
        try (InputStream in = Files.newInputStream(temp.resolve("reports/crosstable/HZ-2026-QJ.xlsx"));
             XSSFWorkbook wb = new XSSFWorkbook(in)) {
            Sheet s = wb.getSheetAt(0);
            assertThat(s.getPaneInformation().isFreezePane()).isTrue();
            assertThat(s.getRow(1).getCell(1).getCellType()).as("numbers as numbers").isEqualTo(CellType.NUMERIC);
        }
    }

    @Test
    void theSameDataPrintedWithTheSameTimeGivesTheSameFile() throws Exception {
        for (String[] kind : List.of(new String[] {"standings", "--tournament", "SZ-2026-TL"},
                new String[] {"rating-list", "--as-of", "2026-12-01"}, new String[] {"verification"})) {
            List<byte[]> first = null;
            for (String dir : List.of("once", "again")) {
                String[] args = new String[kind.length + 9];
                args[0] = "report";
                System.arraycopy(kind, 0, args, 1, kind.length);
                System.arraycopy(new String[] {"--type", "html,xlsx,csv", "--printed-at", "2026-11-29T22:15", "--out",
                        temp.resolve(dir).toString(), "--db", db}, 0, args, kind.length + 1, 8);
                List<String> paths = run(args).lines().toList();
                List<byte[]> bytes = new java.util.ArrayList<>();
                for (String p : paths) {
                    bytes.add(Files.readAllBytes(Path.of(p)));
                }
                if (first == null) {
                    first = bytes;
                } else {
                    assertThat(bytes).as(kind[0]).hasSameSizeAs(first);
                    for (int i = 0; i < bytes.size(); i++) {
                        assertThat(bytes.get(i)).as(paths.get(i)).isEqualTo(first.get(i));
                    }
                }
            }
        }
        assertThat(Files.readString(temp.resolve("once/standings/SZ-2026-TL.html")))
                .contains("2026-11-29 22:15", "imports up to batch", "rating run ");
        assertThat(Files.readString(temp.resolve("once/standings/SZ-2026-TL.csv"))).startsWith("名次 Place,");
    }

    @Test
    void aPlayerIsNamedByANumericFederationIdOrARegistryId() throws Exception {
        Path book = temp.resolve("numeric.xlsx");
        try (XSSFWorkbook wb = new XSSFWorkbook(); OutputStream out = Files.newOutputStream(book)) {
            String[][][] sheets = {
                {{"赛事名称", "会员号测试赛"}, {"赛事编号", "NUMERIC-1"}, {"开始日期", "2026-11-21"}},
                {{"编号", "姓名", "会员号", "段位"}, {"1", "周数字", "33010007", "2d"}, {"2", "吴数字", "33010008", "2d"}},
                {{"轮次", "黑方", "白方", "结果"}, {"1", "1", "2", "B+R"}}};
            String[] names = {"赛事", "选手", "对局"};
            for (int i = 0; i < 3; i++) {
                Sheet sh = wb.createSheet(names[i]);
                for (int r = 0; r < sheets[i].length; r++) {
                    Row row = sh.createRow(r);
                    for (int c = 0; c < sheets[i][r].length; c++) {
                        row.createCell(c).setCellValue(sheets[i][r][c]);
                    }
                }
            }
            wb.write(out);
        }
        run("import", book.toString(), "--db", db, "--quiet");
        CommandLine cl = TengenCommand.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        assertThat(cl.execute("ratings", "--player", "33010007", "--db", db)).as(err.toString()).isZero();
        assertThat(out.toString()).contains("周数字 (33010007)", "NUMERIC-1");
        assertThat(run("report", "player", "--player", "33010007", "--type", "html", "--db", db).strip())
                .endsWith("33010007.html");
        StringWriter missing = new StringWriter();
        cl.setErr(new PrintWriter(missing));
        assertThat(cl.execute("ratings", "--player", "33019999", "--db", db)).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(missing.toString()).contains("no player 33019999", "federation id (会员号) 33019999", "#33019999");
        run("report", "site", "--type", "html", "--db", db);
        assertThat(temp.resolve("reports/site/players/33010007.html")).exists();
    }

    @Test
    void aDateThatIsNotOneIsRefusedWithAMessage() {
        CommandLine cl = TengenCommand.commandLine();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(new StringWriter()));
        cl.setErr(new PrintWriter(err));
        assertThat(cl.execute("report", "rating-list", "--as-of", "31/13/2026", "--db", db)).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).contains("'31/13/2026' is not a date");
    }

    @Test
    void hostileNamesAreTextEverywhere() throws Exception {
        run("report", "crosstable", "--tournament", "HOSTILE-1", "--type", "pdf,xlsx,html", "--db", db);
        try (InputStream in = Files.newInputStream(temp.resolve("reports/crosstable/HOSTILE-1.xlsx"));
             XSSFWorkbook wb = new XSSFWorkbook(in)) {
            boolean found = false;
            for (Row row : wb.getSheetAt(0)) {
                for (Cell c : row) {
                    assertThat(c.getCellType()).isNotEqualTo(CellType.FORMULA);
                    if (c.getCellType() == CellType.STRING && c.getStringCellValue().equals(FORMULA)) {
                        found = true;
                    }
                }
            }
            assertThat(found).as("the name is there, as text").isTrue();
        }
        String html = Files.readString(temp.resolve("reports/crosstable/HOSTILE-1.html"));
        assertThat(html).doesNotContain(SCRIPT).contains("&lt;script&gt;alert(1)&lt;/script&gt;");
        assertThat(pdfText(temp.resolve("reports/crosstable/HOSTILE-1.pdf"))).contains(FORMULA, SCRIPT);
        run("report", "site", "--type", "html", "--db", db);
        String index = Files.readString(temp.resolve("reports/site/index.html"));
        assertThat(index).contains("tournaments/HZ-2026-QJ.html", "等级分").doesNotContain(SCRIPT);
        assertThat(temp.resolve("reports/site/tournaments/HOSTILE-1.html")).content().doesNotContain(SCRIPT);
        assertThat(temp.resolve("reports/site/players/CN-001207.html")).exists();
    }

    /** The site in a real browser (Debian's chromium, headless): the page's text and a screenshot. */
    @Test
    void theSiteInAHeadlessBrowser() throws Exception {
        Path chromium = Stream.of("/usr/bin/chromium", "/usr/bin/chromium-browser").map(Path::of)
                .filter(Files::isExecutable).findFirst().orElse(null);
        org.junit.jupiter.api.Assumptions.assumeTrue(chromium != null,
                "skipped: no chromium (.ci/run installs Debian's package)");
        run("report", "site", "--type", "html", "--db", db);
        Path index = temp.resolve("reports/site/index.html").toAbsolutePath();
        Path shot = temp.resolve("site.png");
        Process p = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--window-size=1200,900", "--screenshot=" + shot, index.toUri().toString()).redirectErrorStream(true)
                .start();
        p.getInputStream().readAllBytes();
        assertThat(p.waitFor()).isZero();
        assertThat(Files.size(shot)).as("a screenshot of the page").isGreaterThan(10_000);
        Path page = temp.resolve("reports/site/tournaments/HOSTILE-1.html").toAbsolutePath();
        Process dump = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--dump-dom", page.toUri().toString()).start();
        String dom = new String(dump.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        dump.waitFor();
        assertThat(dom).contains("成绩表", "&lt;script&gt;alert(1)&lt;/script&gt;", FORMULA).doesNotContain(SCRIPT);
        Process home = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--dump-dom", index.toUri().toString()).start();
        String text = new String(home.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        home.waitFor();
        assertThat(text).contains("等级分与成绩", "马明", "HZ-2026-QJ");
    }
}
