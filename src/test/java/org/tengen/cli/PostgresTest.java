package org.tengen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same migrations and commands on a real PostgreSQL server (the production database). Runs
 * when {@code TENGEN_TEST_POSTGRES_URL} names an empty database (.ci/run starts one from Debian's
 * packages; credentials in TENGEN_TEST_POSTGRES_USER / _PASSWORD, handed to the commands as Spring's
 * datasource properties only for this test); skipped otherwise.
 */
class PostgresTest {

    @TempDir
    static Path temp;
    static String url;

    @BeforeAll
    static void server() throws Exception {
        url = System.getenv("TENGEN_TEST_POSTGRES_URL");
        Assumptions.assumeTrue(url != null && !url.isBlank(),
                "skipped: no PostgreSQL server (TENGEN_TEST_POSTGRES_URL is not set; .ci/run starts one)");
        try (Connection c = connect()) {
            c.createStatement().execute("drop schema public cascade");
            c.createStatement().execute("create schema public");
        }
        System.setProperty("tengen.reports", temp.resolve("reports").toString());
        System.setProperty("tengen.work", temp.resolve("work").toString());
        System.setProperty("spring.datasource.username", System.getenv("TENGEN_TEST_POSTGRES_USER"));
        System.setProperty("spring.datasource.password", System.getenv("TENGEN_TEST_POSTGRES_PASSWORD"));
    }

    @org.junit.jupiter.api.AfterAll
    static void forget() {
        System.clearProperty("spring.datasource.username");
        System.clearProperty("spring.datasource.password");
    }

    static Connection connect() throws Exception {
        return DriverManager.getConnection(url, System.getenv("TENGEN_TEST_POSTGRES_USER"),
                System.getenv("TENGEN_TEST_POSTGRES_PASSWORD"));
    }

    static int count(String sql) throws Exception {
        try (Connection c = connect(); ResultSet rs = c.createStatement().executeQuery(sql)) {
            rs.next();
            return rs.getInt(1);
        }
    }

    static String run(int expected, String... args) {
        CommandRun r = CommandRun.run(args);
        assertThat(r.exit()).as(r.err()).isEqualTo(expected);
        return r.out();
    }

    @Test
    void theNightlyChainOnPostgresql() throws Exception {
        String summary = run(ExitCode.NEEDS_A_PERSON, "nightly", "--inbox", "sample-data", "--leave-files", "--db", url);
        assertThat(summary).contains("4 published", "1 rejected", "standings: 4 tournaments ranked anew",
                "ratings: recomputed", "promotions: 1 granted");
        assertThat(count("select count(*) from flyway_schema_history where success")).isGreaterThanOrEqualTo(6);
        assertThat(count("select count(*) from game")).isEqualTo(176);
        assertThat(count("select count(*) from batch_job_execution where status = 'COMPLETED'")).isGreaterThan(5);
        assertThat(run(ExitCode.DONE, "standings", "--tournament", "HZ-2026-QJ", "--db", url)).contains("马明");
        assertThat(run(ExitCode.DONE, "ratings", "--format", "json", "--db", url)).contains("\"place\":1");
        // Importing again changes nothing.
        assertThat(run(ExitCode.NEEDS_A_PERSON, "import", "sample-data/tournaments", "--db", url)).contains("unchanged");
        assertThat(count("select count(*) from tournament")).isEqualTo(4);
        // A ruling is an Envers revision on PostgreSQL too, and the audit reads it back.
        int game = count("select g.id from game g join tournament t on t.id = g.tournament_id where t.code = "
                + "'HZ-2026-QJ' and g.result = 'W+8.5' and g.computed_result = 'W+6.5'");
        run(ExitCode.DONE, "dispute", "open", "--game", Integer.toString(game), "--by", "谢天佑", "--reason", "typed wrong",
                "--db", url);
        run(ExitCode.DONE, "dispute", "rule", "--dispute", "1", "--result", "W+6.5", "--article", "art. 9", "--referee",
                "王裁判", "--reason", "recounted", "--db", url);
        assertThat(count("select count(*) from game_aud a join registry_revision r on r.id = a.rev where a.id = " + game
                + " and a.result = 'W+6.5' and r.article = 'art. 9'")).isEqualTo(1);
        assertThat(run(ExitCode.DONE, "audit", "--game", Integer.toString(game), "--db", url))
                .contains("W+8.5 → W+6.5 by 王裁判, art. 9: recounted (dispute 1)");
    }
}
