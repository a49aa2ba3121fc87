package org.tengen.imports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.anyList;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.reset;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.tengen.registry.ImportLedger;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.bean.override.mockito.MockitoSpyBean;

/**
 * A failure injected in the middle of the verify-games step (the second chunk cannot be written):
 * the run stops, nothing is published, the verdicts of the first chunk stay; importing the
 * workbook again restarts the same run at that step, and it ends with every game once.
 */
@SpringBootTest(properties = "tengen.import.verify-threads=1")
class ImportRestartTest {

    @TempDir
    static Path temp;

    @DynamicPropertySource
    static void registry(DynamicPropertyRegistry r) {
        r.add("spring.datasource.url", () -> "jdbc:h2:mem:import-restart-test;DB_CLOSE_DELAY=-1");
        r.add("tengen.reports", () -> temp.resolve("reports").toString());
        r.add("tengen.work", () -> temp.resolve("work").toString());
    }

    @Autowired
    ImportService imports;

    @MockitoSpyBean
    ImportLedger ledger;

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void aRunThatFailedMidStepRestartsWhereItStopped() throws Throwable {
        AtomicInteger writes = new AtomicInteger();
        doAnswer(call -> {
            if (writes.incrementAndGet() == 2) {
                throw new IllegalStateException("disk full (injected)");
            }
            return call.callRealMethod();
        }).when(ledger).insertVerdicts(anyLong(), anyList());

        Path workbook = ImportJobTest.SAMPLES.resolve("2026-city-open");
        ImportService.Outcome failed = imports.importAll(List.of(workbook), o -> { }).get(0);
        assertThat(failed.outcome()).isEqualTo(ImportOutcome.FAILED);
        assertThat(failed.message()).contains("verify-games").contains("disk full (injected)")
                .contains("import it again");
        assertThat(jdbc.queryForObject("select count(*) from tournament", Integer.class)).isZero();
        assertThat(jdbc.queryForObject("select count(*) from import_verification", Integer.class))
                .as("the first chunk's verdicts were committed").isEqualTo(50);

        reset(ledger);
        ImportService.Outcome done = imports.importAll(List.of(workbook), o -> { }).get(0);
        assertThat(done.outcome()).isEqualTo(ImportOutcome.PUBLISHED);
        assertThat(done.batch()).as("the same run, restarted").isEqualTo(failed.batch());
        assertThat(jdbc.queryForObject("select count(*) from game", Integer.class)).isEqualTo(85);
        assertThat(jdbc.queryForObject("select count(*) from game where status = 'VERIFIED'", Integer.class))
                .isEqualTo(80);
        assertThat(jdbc.queryForObject("select count(*) from import_batch", Integer.class)).isEqualTo(1);
        // read ran once; verify-games twice (failed, then completed); publish once.
        assertThat(jdbc.queryForList("select step_name || ':' || status from batch_step_execution order by "
                + "step_execution_id", String.class)).containsExactly("read:COMPLETED", "validate:COMPLETED",
                "resolve-players:COMPLETED", "verify-games:FAILED", "verify-games:COMPLETED", "publish:COMPLETED");
    }
}
