package org.tengen.imports;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.cli.TengenCommand;

/**
 * {@code kill -9} during an import: a real process is killed at some moment after its run began
 * (in whichever step it happens to be), and importing the workbook again finishes the job with
 * nothing lost and nothing doubled.
 */
class ImportCrashTest {

    @TempDir
    Path temp;

    @ParameterizedTest(name = "killed as soon as: {0}")
    @ValueSource(strings = {
        "select count(*) from import_batch",                                          // the run is created
        "select count(*) from batch_step_execution where step_name = 'verify-games'",  // verification began
        "select count(*) from import_verification",                                   // some verdicts stored
        "select count(*) from batch_step_execution where step_name = 'publish'"})      // publishing began
    void killedAtAnyPointTheNextImportFinishesTheJob(String killWhen) throws Exception {
        String url = "jdbc:h2:file:" + temp.resolve("tengen").toAbsolutePath() + ";AUTO_SERVER=TRUE;WRITE_DELAY=0";
        Path workbook = ImportJobTest.SAMPLES.resolve("2026-city-open");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                "-Dtengen.reports=" + temp.resolve("reports"), "-Dtengen.work=" + temp.resolve("work"),
                "org.tengen.cli.TengenCommand", "import", workbook.toString(), "--db", url, "--quiet"));
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(temp.resolve("killed.log").toFile()).start();
        long deadline = System.currentTimeMillis() + 60_000;
        while (process.isAlive() && count(url, killWhen) == 0 && System.currentTimeMillis() < deadline) {
            Thread.sleep(5);
        }
        process.destroyForcibly();      // SIGKILL: no shutdown hook, no rollback by the process itself
        process.waitFor();
        count(url, "select count(*) from import_batch");     // waits until H2 lets go of the dead process's lock
        System.out.println("killed when " + killWhen + ": steps begun "
                + count(url, "select count(*) from batch_step_execution") + ", verdicts staged "
                + count(url, "select count(*) from import_verification") + ", published "
                + count(url, "select count(*) from tournament"));

        int exit = TengenCommand.execute("import", workbook.toString(), "--db", url, "--quiet");
        assertThat(exit).isEqualTo(0);
        assertThat(count(url, "select count(*) from tournament")).isEqualTo(1);
        assertThat(count(url, "select count(*) from tournament where current_version = true and version = 1"))
                .isEqualTo(1);
        assertThat(count(url, "select count(*) from game")).isEqualTo(85);
        assertThat(count(url, "select count(*) from game where status = 'VERIFIED'")).isEqualTo(80);
        assertThat(count(url, "select count(*) from participation")).isEqualTo(33);
        assertThat(count(url, "select count(*) from player")).isEqualTo(33);
        assertThat(count(url, "select count(*) from import_batch where outcome = 'PUBLISHED'")).isEqualTo(1);
        assertThat(count(url, "select count(*) from import_batch where outcome = 'READING'")).isZero();
        assertThat(count(url, "select count(*) from import_verification")).isZero();
    }

    /** A count, waiting while H2 hands its file lock from one process to another. */
    private static int count(String url, String sql) throws Exception {
        long deadline = System.currentTimeMillis() + 20_000;
        while (true) {
            try (Connection c = DriverManager.getConnection(url, "sa", "");
                 ResultSet rs = c.createStatement().executeQuery(sql)) {
                rs.next();
                return rs.getInt(1);
            } catch (SQLException e) {
                if (e.getMessage().contains("not found")) {
                    return 0;                 // the schema is not there yet
                }
                if (!(e.getMessage().contains("Lock file") || e.getMessage().contains("Locked by another")
                        || e.getMessage().contains("Another process was faster"))
                        || System.currentTimeMillis() > deadline) {
                    throw e;
                }
                Thread.sleep(200);
            }
        }
    }
}
