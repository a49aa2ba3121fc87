package org.tengen.scale;

import org.tengen.imports.ImportOutcome;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.tengen.TengenApplication;
import org.tengen.imports.ImportService;
import org.tengen.imports.ImportStore;

/**
 * Remote partitioning on one machine: a manager with an embedded broker and two workers, three
 * Spring contexts sharing one database, import the sample tournaments; the registry they leave is
 * the one a single-node import leaves.
 */
class DistributedImportTest {

    @TempDir
    Path temp;

    private ConfigurableApplicationContext start(String db, String profile, String... more) {
        SpringApplicationBuilder b = new SpringApplicationBuilder(TengenApplication.class)
                .web(WebApplicationType.NONE).logStartupInfo(false);
        if (profile != null) {
            b.profiles(profile);
        }
        // Command-line arguments: they outrank application.properties (default properties would not).
        String[] args = new String[more.length + 3];
        args[0] = "--spring.datasource.url=" + db;
        args[1] = "--tengen.reports=" + temp.resolve("reports");
        args[2] = "--tengen.work=" + temp.resolve("work");
        for (int i = 0; i < more.length; i++) {
            args[3 + i] = "--" + more[i];
        }
        return b.run(args);
    }

    private static List<Map<String, Object>> registry(ConfigurableApplicationContext ctx) {
        return ctx.getBean(JdbcTemplate.class).queryForList("select t.code, t.version, g.round, g.table_no, g.result, "
                + "g.status, bp.name b, wp.name w from game g join tournament t on t.id = g.tournament_id join "
                + "participation bp on bp.id = g.black_id left join participation wp on wp.id = g.white_id "
                + "order by t.code, g.round, g.table_no, bp.no");
    }

    @Test
    void aManagerAndTwoWorkersLeaveTheRegistryASingleNodeLeaves() {
        List<Path> samples = List.of(Path.of("sample-data/tournaments"));
        List<Map<String, Object>> single;
        try (ConfigurableApplicationContext one = start("jdbc:h2:mem:single-node;DB_CLOSE_DELAY=-1", null)) {
            one.getBean(ImportService.class).importAll(samples, o -> { });
            single = registry(one);
        }
        String db = "jdbc:h2:mem:distributed;DB_CLOSE_DELAY=-1";
        try (ConfigurableApplicationContext manager = start(db, "manager", "spring.artemis.mode=embedded",
                     "spring.artemis.embedded.server-id=7");
             ConfigurableApplicationContext w1 = start(db, "worker", "spring.artemis.broker-url=vm://7");
             ConfigurableApplicationContext w2 = start(db, "worker", "spring.artemis.broker-url=vm://7")) {
            List<ImportService.Outcome> out = manager.getBean(DistributedImportService.class).importAll(samples);
            assertThat(out).extracting(ImportService.Outcome::outcome).containsExactlyInAnyOrder(ImportOutcome.PUBLISHED,
                    ImportOutcome.PUBLISHED, ImportOutcome.PUBLISHED, ImportOutcome.PUBLISHED, ImportOutcome.REJECTED);
            assertThat(registry(manager)).isEqualTo(single);
            // The manager has no worker step's message handler: every partition was run by a worker.
            assertThat(manager.getBeansOfType(org.springframework.batch.integration.partition
                    .StepExecutionRequestHandler.class)).isEmpty();
            assertThat(manager.getBean(JdbcTemplate.class).queryForObject("select count(*) from batch_step_execution "
                    + "where step_name like 'import-workbook:%' and status = 'COMPLETED'", Integer.class)).isEqualTo(5);
        }
    }
}
