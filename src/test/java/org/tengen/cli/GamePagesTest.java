package org.tengen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.record.GameRecord;
import org.tengen.record.RecordReader;
import org.tengen.rules.Board;
import org.tengen.rules.Position;
import org.tengen.rules.Replay;
import org.tengen.rules.RuleSet;

/**
 * The boards a referee reads and the games a member looks at: the audit of the sample's illegal
 * game draws its board, the site has a page per recorded game, and in a real browser the viewer
 * steps from the first move to the last and then shows the final position's stones.
 */
class GamePagesTest {

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
        // A tournament of hostile names whose one game has a record.
        Path folder = Files.createDirectories(temp.resolve("hostile"));
        Files.writeString(folder.resolve("r1.sgf"), "(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[7.5]PB[" + SCRIPT.replace("]", "\\]")
                + "]PW[x]RE[B+R];B[ee];W[cc];B[gc];W[cg];B[gg])", StandardCharsets.UTF_8);
        try (XSSFWorkbook wb = new XSSFWorkbook(); OutputStream out = Files.newOutputStream(folder.resolve("h.xlsx"))) {
            String[][][] sheets = {
                {{"赛事名称", "Hostile Open " + SCRIPT}, {"赛事编号", "HOSTILE-2"}, {"开始日期", "2026-11-20"},
                    {"棋盘", "9"}},
                {{"编号", "姓名", "会员号", "段位", "单位"}, {"1", SCRIPT, "CN-800011", "1d", "x"},
                    {"2", "\"><img src=x onerror=alert(2)>", "", "1d", "y"}},
                {{"轮次", "黑方", "白方", "结果", "棋谱"}, {"1", "1", "2", "B+R", "r1.sgf"}}};
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
        run("import", "sample-data", folder.resolve("h.xlsx").toString(), "--db", db, "--quiet");
        run("ratings", "--db", db, "--quiet");      // a report prints the last rating run
    }

    static List<Object[]> query(String sql) throws Exception {
        List<Object[]> rows = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(db, "sa", ""); ResultSet rs = c.createStatement().executeQuery(sql)) {
            while (rs.next()) {
                Object[] row = new Object[rs.getMetaData().getColumnCount()];
                for (int i = 0; i < row.length; i++) {
                    row[i] = rs.getObject(i + 1);
                }
                rows.add(row);
            }
        }
        return rows;
    }

    @Test
    void theAuditOfTheIllegalGameDrawsItsBoardWithTheActSquaredAndTheMovesBeforeItNumbered() throws Exception {
        long id = ((Number) query("select g.id from game g join tournament t on t.id = g.tournament_id where "
                + "t.current_version = true and g.status = 'ILLEGAL' order by g.id").get(0)[0]).longValue();
        List<String> paths = run("report", "audit", "--game", Long.toString(id), "--type", "pdf,html", "--db", db)
                .lines().toList();
        assertThat(paths).hasSize(2);
        String html = Files.readString(Path.of(paths.get(1)));
        Matcher figure = Pattern.compile("Before move (\\d+).*?(<svg.*?</svg>)", Pattern.DOTALL).matcher(html);
        assertThat(figure.find()).as("a drawn board before the act").isTrue();
        int act = Integer.parseInt(figure.group(1));
        String svg = figure.group(2);
        assertThat(count(svg, "class=\"mark square\"")).as("the act, squared").isEqualTo(1);
        List<String> numbers = new ArrayList<>();
        Matcher label = Pattern.compile("class=\"label[^\"]*\"[^>]*>(\\d+)<").matcher(svg);
        while (label.find()) {
            numbers.add(label.group(1));
        }
        assertThat(numbers).as("moves before the act, numbered").isNotEmpty()
                .allSatisfy(n -> assertThat(Integer.parseInt(n)).isBetween(act - 15, act - 1));
        assertThat(html).doesNotContain("class=\"board\"><tr>").as("no board of characters").doesNotContain("＋＋＋");

        try (PDDocument pdf = Loader.loadPDF(Path.of(paths.get(0)).toFile())) {
            String text = new PDFTextStripper().getText(pdf);
            assertThat(text).contains("Before move " + act).doesNotContain("＋＋＋").doesNotContain("●●");
            int curves = 0;
            int images = 0;
            for (PDPage page : pdf.getPages()) {
                curves += count(new String(page.getContents().readAllBytes(), StandardCharsets.ISO_8859_1), " c\n");
                int[] found = drawn(page.getResources());
                curves += found[0];
                images += found[1];
            }
            assertThat(curves).as("stones drawn as vector curves, not characters").isGreaterThan(100);
            assertThat(images).as("no pictures").isZero();
        }
    }

    @Test
    void theVerificationReportDrawsTheBoardsOfEveryGameNotVerified() throws Exception {
        List<Object[]> toCheck = query("select g.id, g.status from game g join tournament t on t.id = g.tournament_id "
                + "where t.current_version = true and g.status in ('ILLEGAL', 'MISMATCH') and g.record_sha256 is not null");
        assertThat(toCheck).isNotEmpty();
        String html = Files.readString(Path.of(run("report", "verification", "--type", "html", "--db", db).strip()));
        for (Object[] g : toCheck) {
            assertThat(html).contains("对局 Game " + g[0] + ":");
        }
        assertThat(count(html, "<svg ")).as("a board or more per game").isGreaterThanOrEqualTo(toCheck.size());
        assertThat(count(html, "class=\"mark square\"")).as("every illegal act squared").isGreaterThanOrEqualTo(
                (int) toCheck.stream().filter(g -> g[1].equals("ILLEGAL")).count());
    }

    @Test
    void theSiteHasAPagePerRecordedGameAndNamesStayText() throws Exception {
        run("report", "site", "--type", "html", "--db", db);
        Path site = temp.resolve("reports/site");
        List<Object[]> recorded = query("select g.id from game g join tournament t on t.id = g.tournament_id where "
                + "t.current_version = true and g.record_sha256 is not null and exists (select 1 from game_record r "
                + "where r.sha256 = g.record_sha256)");
        assertThat(recorded).hasSizeGreaterThan(10);
        for (Object[] r : recorded) {
            assertThat(site.resolve("games/" + r[0] + ".html")).exists();
            assertThat(site.resolve("games/" + r[0] + ".sgf")).exists();
        }
        assertThat(site.resolve("viewer.js")).exists();
        assertThat(site.resolve("tengen.css")).exists();
        long hostile = ((Number) query("select g.id from game g join tournament t on t.id = g.tournament_id where "
                + "t.code = 'HOSTILE-2'").get(0)[0]).longValue();
        for (Path page : List.of(site.resolve("games/" + hostile + ".html"), site.resolve("games/index.html"),
                site.resolve("tournaments/index.html"), site.resolve("tournaments/HOSTILE-2.html"),
                site.resolve("players/index.html"), site.resolve("index.html"))) {
            String html = Files.readString(page);
            assertThat(html).as(page.toString()).doesNotContain(SCRIPT).doesNotContain("<img src=x");
        }
        String game = Files.readString(site.resolve("games/" + hostile + ".html"));
        assertThat(game).contains("&lt;script&gt;alert(1)&lt;/script&gt;", "&quot;&gt;&lt;img src=x onerror=alert(2)&gt;");
        String cross = Files.readString(site.resolve("tournaments/HZ-2026-QJ.html"));
        assertThat(cross).contains("href=\"../games/").contains("href=\"../tengen.css\"");
        assertThat(Files.readString(site.resolve("players/CN-001207.html"))).contains("href=\"../games/");
        // A newcomer without a federation id has no 会员号 on the site, only a page key.
        String players = Files.readString(site.resolve("players/index.html"));
        assertThat(players).doesNotContainPattern("<td>#\\d+</td>");
        assertThat(Files.readString(site.resolve("index.html"))).doesNotContainPattern("<td>#\\d+</td>");
    }

    /** Opens a game from the crosstable in headless Chromium, steps from the first move to the last, counts the stones. */
    @Test
    void theViewerStepsToTheEndAndShowsTheFinalPosition() throws Exception {
        Path chromium = Stream.of("/usr/bin/chromium", "/usr/bin/chromium-browser").map(Path::of)
                .filter(Files::isExecutable).findFirst().orElse(null);
        Assumptions.assumeTrue(chromium != null, "skipped: no chromium (.ci/run installs Debian's package)");
        run("report", "site", "--type", "html", "--db", db);
        Path site = temp.resolve("reports/site").toAbsolutePath();
        Matcher link = Pattern.compile("href=\"\\.\\./games/(\\d+)\\.html\"")
                .matcher(Files.readString(site.resolve("tournaments/HZ-2026-QJ.html")));
        assertThat(link.find()).as("a result cell links to its game").isTrue();
        long id = Long.parseLong(link.group(1));

        // What the record's final position is, by the rules engine.
        Object[] g = query("select coalesce(g.rules, t.rules) from game g join tournament t on t.id = g.tournament_id "
                + "where g.id = " + id).get(0);
        GameRecord record = RecordReader.read(Files.readAllBytes(site.resolve("games/" + id + ".sgf"))).get(0).record();
        Position end = new Replay(RuleSet.named((String) g[0]), record.size()).run(record.blackSetup(),
                record.whiteSetup(), record.moves()).finalPosition();
        int black = 0;
        int white = 0;
        for (int y = 0; y < end.size(); y++) {
            for (int x = 0; x < end.size(); x++) {
                black += end.at(x, y) == Board.BLACK ? 1 : 0;
                white += end.at(x, y) == Board.WHITE ? 1 : 0;
            }
        }
        // A page that opens the game in a frame and uses it as a person would: buttons and keys.
        Path harness = site.resolve("viewer-check.html");
        Files.writeString(harness, """
                <!DOCTYPE html><html><body><pre id="out">not run</pre>
                <iframe id="f" src="games/%d.html#move=0" width="900" height="900"></iframe>
                <script>
                var f = document.getElementById('f');
                f.addEventListener('load', function () {
                  var d = f.contentDocument, log = [];
                  function stones(c) { return d.querySelectorAll('.viewer svg.board circle.stone.' + c).length; }
                  log.push('start ' + stones('b') + ' ' + stones('w') + ' ' + d.getElementById('move-number').textContent);
                  var forward = d.querySelector('[data-go=forward]'), steps = 0;
                  while (!forward.disabled && steps < 5000) { forward.click(); steps++; }
                  log.push('steps ' + steps);
                  log.push('end ' + stones('b') + ' ' + stones('w') + ' ' + d.getElementById('move-number').textContent);
                  d.querySelector('[data-go=first]').click();
                  log.push('first ' + stones('b') + ' ' + stones('w'));
                  d.dispatchEvent(new KeyboardEvent('keydown', {key: 'End', bubbles: true}));
                  log.push('key-end ' + stones('b') + ' ' + stones('w'));
                  document.getElementById('out').textContent = log.join('\\n');
                });
                </script></body></html>
                """.formatted(id), StandardCharsets.UTF_8);
        Process p = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--allow-file-access-from-files", "--virtual-time-budget=10000",
                "--dump-dom", harness.toUri().toString()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String dom = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        int moves = record.moves().size();
        assertThat(dom).contains("start 0 0 0 / " + moves)
                .contains("steps " + moves)
                .contains("end " + black + " " + white + " " + moves + " / " + moves)
                .contains("first 0 0")
                .contains("key-end " + black + " " + white);
        assertThat(black + white).isGreaterThan(0);
    }

    /** Curves drawn in the forms a page places (SVG comes in as forms), and pictures, at any depth. */
    static int[] drawn(org.apache.pdfbox.pdmodel.PDResources resources) throws java.io.IOException {
        int[] found = {0, 0};
        if (resources == null) {
            return found;
        }
        for (org.apache.pdfbox.cos.COSName name : resources.getXObjectNames()) {
            var x = resources.getXObject(name);
            if (x instanceof org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject form) {
                found[0] += count(new String(form.getContentStream().toByteArray(), StandardCharsets.ISO_8859_1), " c\n");
                int[] inner = drawn(form.getResources());
                found[0] += inner[0];
                found[1] += inner[1];
            } else if (x instanceof org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject) {
                found[1]++;
            }
        }
        return found;
    }

    static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + part.length())) {
            n++;
        }
        return n;
    }
}
