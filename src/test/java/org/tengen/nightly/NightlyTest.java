package org.tengen.nightly;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.doThrow;
import static org.mockito.Mockito.reset;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Stream;
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
import org.springframework.test.context.bean.override.mockito.MockitoSpyBean;
import org.tengen.imports.ImportJobTest;
import org.tengen.standings.store.StandingsService;

/**
 * The nightly chain on H2: files in, moved to the archive or to the failed folder with their error
 * report, a summary; a night with nothing new; one chain at a time; a chain that failed continues
 * where it stopped.
 */
@SpringBootTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class NightlyTest {

    @TempDir
    static Path temp;

    @DynamicPropertySource
    static void registry(DynamicPropertyRegistry r) {
        r.add("spring.datasource.url", () -> "jdbc:h2:mem:nightly-test;DB_CLOSE_DELAY=-1");
        r.add("tengen.reports", () -> temp.resolve("reports").toString());
        r.add("tengen.work", () -> temp.resolve("work").toString());
    }

    @Autowired
    NightlyService nightly;

    @Autowired
    JdbcTemplate jdbc;

    @MockitoSpyBean
    StandingsService standings;

    static NightlySettings settings() throws Exception {
        return NightlySettings.read(Path.of("jobs/nightly.yaml")).withInbox(temp.resolve("inbox"));
    }

    static String night() throws Exception {
        return LocalDate.now(settings().zone()).toString();
    }

    @Test
    @Order(1)
    void importsTheInboxMovesEachFileAndWritesTheSummary() throws Exception {
        Path inbox = Files.createDirectories(temp.resolve("inbox"));
        ImportJobTest.copyTree(ImportJobTest.SAMPLES.resolve("2026-hangzhou-autumn"), inbox.resolve("hangzhou"));
        ImportJobTest.copyTree(ImportJobTest.SAMPLES.resolve("2026-junior-cup"), inbox.resolve("junior"));
        Files.copy(ImportJobTest.SAMPLES.resolve("2026-suzhou-team-league.zip"), inbox.resolve("league.zip"));
        Files.writeString(inbox.resolve("notes.txt"), "not a tournament");
        NightlyService.Result r = nightly.run(settings(), false);
        assertThat(r.completed()).as(r.text()).isTrue();
        assertThat(r.text()).contains("import: 3 files", "2 published", "1 rejected", "standings: 2 tournaments ranked",
                "ratings: recomputed", "games whose record does not support the sheet: 2");
        Path archive = inbox.resolve("archive").resolve(night());
        Path failed = inbox.resolve("failed").resolve(night());
        assertThat(archive.resolve("hangzhou")).isDirectory();
        assertThat(archive.resolve("league.zip")).exists();
        assertThat(failed.resolve("junior")).isDirectory();
        try (Stream<Path> s = Files.list(failed)) {
            assertThat(s.map(p -> p.getFileName().toString())).anyMatch(n -> n.startsWith("NJ-2026-SE") && n.endsWith(".xlsx"))
                    .anyMatch(n -> n.startsWith("NJ-2026-SE") && n.endsWith(".csv"));
        }
        assertThat(inbox.resolve("notes.txt")).as("not a tournament: left alone").exists();
        assertThat(temp.resolve("reports/nightly").resolve(night() + "-1.txt")).content().contains("Needs a person");
    }

    @Test
    @Order(2)
    void aNightWithNothingNewSaysSo() throws Exception {
        NightlyService.Result r = nightly.run(settings(), false);
        assertThat(r.text()).contains("import: nothing new", "standings: 0 tournaments ranked anew",
                "ratings: unchanged", "promotions: 0 granted");
    }

    @Test
    @Order(3)
    void onlyOneChainRunsAtATime() throws Exception {
        String other = ProcessHandle.current().parent().map(ProcessHandle::pid).orElseThrow() + "@"
                + java.net.InetAddress.getLocalHost().getHostName();
        jdbc.update("insert into chain_lock (name, holder, since) values ('nightly', ?, current_timestamp)", other);
        NightlyService.Result r = nightly.run(settings(), false);
        assertThat(r.ran()).isFalse();
        assertThat(r.text()).contains("another nightly chain is running");
        jdbc.update("update chain_lock set holder = '999999999@" + java.net.InetAddress.getLocalHost().getHostName()
                + "'");
        assertThat(nightly.run(settings(), false).ran()).as("a dead holder is taken over").isTrue();
    }

    @Test
    @Order(4)
    void aChainThatFailedContinuesWhereItStopped() throws Exception {
        Path inbox = temp.resolve("inbox");
        ImportJobTest.copyTree(ImportJobTest.SAMPLES.resolve("2026-city-open"), inbox.resolve("city"));
        doThrow(new IllegalStateException("database gone (injected)")).when(standings).rankChanged(org.mockito.ArgumentMatchers.any());
        NightlyService.Result failed = nightly.run(settings(), false);
        assertThat(failed.completed()).isFalse();
        assertThat(failed.text()).contains("stopped in step 'standings'", "database gone (injected)");
        reset(standings);
        NightlyService.Result done = nightly.run(settings(), false);
        assertThat(done.completed()).as(done.text()).isTrue();
        assertThat(done.text()).contains("restarted where run", "standings: 1 tournaments ranked anew");
        assertThat(jdbc.queryForList("select s.step_name || ':' || s.status from batch_step_execution s join "
                + "batch_job_execution e on e.job_execution_id = s.job_execution_id join batch_job_instance i on "
                + "i.job_instance_id = e.job_instance_id where i.job_name = 'nightly' and s.step_name = 'import-inbox' "
                + "order by s.step_execution_id", String.class)).as("the import of that run was not repeated")
                .hasSize(4);
        assertThat(jdbc.queryForObject("select count(*) from tournament where code = 'SH-2026-CO'", Integer.class))
                .isEqualTo(1);
    }
}
