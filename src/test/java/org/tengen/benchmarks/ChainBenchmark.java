package org.tengen.benchmarks;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.tengen.samples.SampleMoves;
import org.tengen.verification.Verifier;

/**
 * A generated night: 1,000 tournaments of 50 games (20 players from a pool of 5,000, 5 rounds),
 * every game with a 19×19 record played to the end — 50,000 games. Runs the real nightly chain in
 * its own JVM on a fresh H2 file database, once for each number of imports side by side given,
 * and prints the wall clock and each step's time from the job repository.
 *
 * <pre>mvn -q -B package -DskipTests && mvn -q -B test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.tengen.benchmarks.ChainBenchmark -Dexec.args="target/chain-benchmark 1 2 4"</pre>
 */
public final class ChainBenchmark {

    private ChainBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args.length > 0 ? args[0] : "target/chain-benchmark");
        Path pool = dir.resolve("pool");
        List<String[]> records = pool(pool, 500);
        for (int i = 1; i < Math.max(2, args.length); i++) {
            int parallel = args.length > 1 ? Integer.parseInt(args[i]) : 2;
            Path inbox = dir.resolve("inbox-" + parallel);
            deleteTree(inbox);
            long t0 = System.nanoTime();
            night(inbox, records, new Random(7));
            System.out.printf("generated 1,000 tournaments, 50,000 games in %.1f s%n", (System.nanoTime() - t0) / 1e9);
            Path db = dir.resolve("db-" + parallel);
            deleteTree(db);
            String url = "jdbc:h2:file:" + db.toAbsolutePath() + "/tengen;WRITE_DELAY=0";
            List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx1g",
                    "-Dtengen.import.parallel=" + parallel, "-Dtengen.reports=" + dir.resolve("reports-" + parallel),
                    "-Dtengen.work=" + dir.resolve("work-" + parallel),
                    "-jar", "target/tengen.jar", "nightly", "--inbox", inbox.toString(), "--db", url, "--quiet");
            long start = System.nanoTime();
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("log-" + parallel)
                    .toFile()).start();
            int exit = p.waitFor();
            System.out.printf("%d imports side by side: exit %d, %.1f s wall clock%n", parallel, exit,
                    (System.nanoTime() - start) / 1e9);
            try (var c = java.sql.DriverManager.getConnection(url, "sa", "");
                 var rs = c.createStatement().executeQuery("select n, sum(ms) from (select case when s.step_name "
                         + "like 'import-workbook:%' then 'import-workbook (every partition)' else s.step_name end n, "
                         + "datediff('MILLISECOND', s.start_time, s.end_time) ms from batch_step_execution s) x "
                         + "group by n order by 2 desc")) {
                while (rs.next()) {
                    System.out.printf("  %-20s %8.1f s (summed over jobs)%n", rs.getString(1), rs.getLong(2) / 1000.0);
                }
            }
        }
    }

    /** Records played to the end, with their results. */
    static List<String[]> pool(Path dir, int n) throws Exception {
        Files.createDirectories(dir);
        List<String[]> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            StringBuilder s = new StringBuilder("(;GM[1]FF[4]SZ[19]KM[7.5]RU[Chinese]");
            for (String m : SampleMoves.playOut(19, 1000L + i)) {
                s.append(';').append(m);
            }
            s.append(')');
            String sgf = s.toString();
            String result = Verifier.verifyFile("pool", sgf.getBytes(StandardCharsets.UTF_8), Verifier.Options.DEFAULT)
                    .get(0).computed().notation();
            out.add(new String[] {sgf, result});
        }
        return out;
    }

    static void night(Path inbox, List<String[]> records, Random rnd) throws Exception {
        for (int t = 0; t < 1000; t++) {
            Path folder = Files.createDirectories(inbox.resolve(String.format("t%04d", t)));
            try (XSSFWorkbook wb = new XSSFWorkbook()) {
                Sheet info = wb.createSheet("赛事");
                String[][] kv = {{"赛事名称", "Night " + t}, {"赛事编号", String.format("NIGHT-%04d", t)},
                    {"开始日期", "2026-11-28"}, {"轮次", "5"}};
                for (int i = 0; i < kv.length; i++) {
                    Row r = info.createRow(i);
                    r.createCell(0).setCellValue(kv[i][0]);
                    r.createCell(1).setCellValue(kv[i][1]);
                }
                Sheet ps = wb.createSheet("选手");
                Row h = ps.createRow(0);
                String[] ph = {"编号", "姓名", "会员号", "段位"};
                for (int i = 0; i < ph.length; i++) {
                    h.createCell(i).setCellValue(ph[i]);
                }
                List<Integer> ids = new ArrayList<>();
                while (ids.size() < 20) {
                    int id = rnd.nextInt(5000);
                    if (!ids.contains(id)) {
                        ids.add(id);
                    }
                }
                for (int i = 0; i < 20; i++) {
                    Row r = ps.createRow(i + 1);
                    r.createCell(0).setCellValue(i + 1);
                    r.createCell(1).setCellValue("棋手" + ids.get(i));
                    r.createCell(2).setCellValue(String.format("CN-%06d", ids.get(i)));
                    r.createCell(3).setCellValue((1 + ids.get(i) % 7) + "d");
                }
                Sheet gs = wb.createSheet("对局");
                Row gh = gs.createRow(0);
                String[] head = {"轮次", "台号", "黑方", "白方", "结果", "棋谱"};
                for (int i = 0; i < head.length; i++) {
                    gh.createCell(i).setCellValue(head[i]);
                }
                int row = 1;
                for (int round = 1; round <= 5; round++) {
                    for (int table = 1; table <= 10; table++) {
                        String[] rec = records.get(rnd.nextInt(records.size()));
                        String name = "r" + round + "-" + table + ".sgf";
                        Files.writeString(folder.resolve(name), rec[0]);
                        Row r = gs.createRow(row++);
                        r.createCell(0).setCellValue(round);
                        r.createCell(1).setCellValue(table);
                        int a = (table - 1 + round - 1) % 20 + 1;
                        int b = (table - 1 + round - 1 + 10) % 20 + 1;
                        r.createCell(2).setCellValue(a);
                        r.createCell(3).setCellValue(b);
                        r.createCell(4).setCellValue(rec[1]);
                        r.createCell(5).setCellValue(name);
                    }
                }
                try (OutputStream out = Files.newOutputStream(folder.resolve("results.xlsx"))) {
                    wb.write(out);
                }
            }
        }
    }

    static void deleteTree(Path p) throws Exception {
        if (!Files.exists(p)) {
            return;
        }
        try (Stream<Path> w = Files.walk(p)) {
            for (Path x : w.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(x);
            }
        }
    }
}
