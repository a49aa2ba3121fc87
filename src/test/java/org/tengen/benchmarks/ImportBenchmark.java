package org.tengen.benchmarks;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.streaming.SXSSFWorkbook;

/**
 * The import's speed on generated workbooks, end to end: the real command in its own JVM with a
 * 512 MB heap, on a fresh H2 file database; the time of each step from the job repository.
 * Not a JMH benchmark (one run is seconds, not microseconds) and not a test.
 *
 * <pre>mvn -q -B package -DskipTests && mvn -q -B test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.tengen.benchmarks.ImportBenchmark -Dexec.args="target/import-benchmark"</pre>
 */
public final class ImportBenchmark {

    private ImportBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args.length > 0 ? args[0] : "target/import-benchmark");
        Files.createDirectories(dir);
        Path big = dir.resolve("no-records");
        Files.createDirectories(big);
        long t0 = System.nanoTime();
        workbook(big.resolve("season-100k.xlsx"), "BENCH-100K", 2000, 100, false, big);
        System.out.printf("generated 100,000 games in %.1f s%n", (System.nanoTime() - t0) / 1e9);
        Path withRecords = dir.resolve("with-records");
        Files.createDirectories(withRecords);
        t0 = System.nanoTime();
        workbook(withRecords.resolve("open-10k.xlsx"), "BENCH-10K", 1000, 20, true, withRecords);
        System.out.printf("generated 10,000 games with records in %.1f s%n", (System.nanoTime() - t0) / 1e9);
        run(big, dir.resolve("db-100k"));
        run(withRecords, dir.resolve("db-10k"));
    }

    private static void run(Path input, Path db) throws Exception {
        String url = "jdbc:h2:file:" + db.toAbsolutePath() + "/tengen;WRITE_DELAY=0";
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m",
                "-jar", "target/tengen.jar", "import", input.toString(), "--db", url, "--quiet");
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(cmd).inheritIO().start();
        int exit = p.waitFor();
        double seconds = (System.nanoTime() - t0) / 1e9;
        System.out.printf("%s: exit %d, %.1f s wall clock (JVM start and migrations included)%n", input, exit, seconds);
        try (Connection c = DriverManager.getConnection(url, "sa", "");
             ResultSet rs = c.createStatement().executeQuery("select step_name, "
                     + "datediff('MILLISECOND', start_time, end_time) ms, write_count from batch_step_execution "
                     + "order by step_execution_id")) {
            while (rs.next()) {
                System.out.printf("  %-16s %7.2f s%n", rs.getString(1), rs.getLong(2) / 1000.0);
            }
        }
    }

    /** A workbook of {@code players × rounds / 2} games, paired at random; with records played out. */
    private static void workbook(Path file, String code, int players, int rounds, boolean records, Path dir)
            throws Exception {
        Random rnd = new Random(42);
        try (SXSSFWorkbook wb = new SXSSFWorkbook(500)) {
            Sheet info = wb.createSheet("赛事");
            String[][] kv = {{"赛事名称", "Benchmark " + code}, {"赛事编号", code}, {"开始日期", "2026-01-01"},
                {"赛制", "积分编排"}, {"轮次", Integer.toString(rounds)}};
            for (int i = 0; i < kv.length; i++) {
                Row r = info.createRow(i);
                r.createCell(0).setCellValue(kv[i][0]);
                r.createCell(1).setCellValue(kv[i][1]);
            }
            Sheet ps = wb.createSheet("选手");
            String[] ph = {"编号", "姓名", "会员号", "段位"};
            Row h = ps.createRow(0);
            for (int i = 0; i < ph.length; i++) {
                h.createCell(i).setCellValue(ph[i]);
            }
            for (int i = 1; i <= players; i++) {
                Row r = ps.createRow(i);
                r.createCell(0).setCellValue(i);
                r.createCell(1).setCellValue("选手" + i);
                r.createCell(2).setCellValue(String.format("BM-%s-%06d", code, i));
                r.createCell(3).setCellValue((1 + i % 9) + (i % 2 == 0 ? "d" : "k"));
            }
            Sheet gs = wb.createSheet("对局");
            String[] gh = {"轮次", "台号", "黑方", "白方", "结果", "棋谱"};
            h = gs.createRow(0);
            for (int i = 0; i < gh.length; i++) {
                h.createCell(i).setCellValue(gh[i]);
            }
            int row = 1;
            List<Integer> order = new ArrayList<>();
            for (int i = 1; i <= players; i++) {
                order.add(i);
            }
            for (int round = 1; round <= rounds; round++) {
                java.util.Collections.shuffle(order, rnd);
                for (int t = 0; t < players / 2; t++) {
                    Row r = gs.createRow(row++);
                    r.createCell(0).setCellValue(round);
                    r.createCell(1).setCellValue(t + 1);
                    r.createCell(2).setCellValue(order.get(2 * t));
                    r.createCell(3).setCellValue(order.get(2 * t + 1));
                    if (records) {
                        String name = "sgf/" + round + "-" + (t + 1) + ".sgf";
                        String result = record(dir.resolve(name), rnd);
                        r.createCell(4).setCellValue(result);
                        r.createCell(5).setCellValue(name);
                    } else {
                        r.createCell(4).setCellValue(rnd.nextBoolean() ? "黑中盘胜" : "W+1.5");
                    }
                }
            }
            try (OutputStream out = Files.newOutputStream(file)) {
                wb.write(out);
            }
            wb.dispose();
        }
    }

    /** A record of random legal moves to the end, counted; returns its result. */
    private static String record(Path file, Random rnd) throws Exception {
        Files.createDirectories(file.getParent());
        List<String> moves = org.tengen.samples.SampleMoves.playOut(19, rnd.nextLong());
        StringBuilder s = new StringBuilder("(;GM[1]FF[4]SZ[19]KM[7.5]RU[Chinese]");
        for (String m : moves) {
            s.append(';').append(m);
        }
        s.append(')');
        byte[] bytes = s.toString().getBytes(StandardCharsets.UTF_8);
        var v = org.tengen.verification.Verifier.verifyFile(file.toString(), bytes,
                org.tengen.verification.Verifier.Options.DEFAULT).get(0);
        Files.write(file, bytes);
        return v.computed().notation();
    }
}
