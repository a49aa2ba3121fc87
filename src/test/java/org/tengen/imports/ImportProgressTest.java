package org.tengen.imports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.batch.core.job.JobExecution;
import org.springframework.batch.core.job.parameters.JobParametersBuilder;
import org.springframework.batch.core.step.StepExecution;
import org.tengen.nightly.NightlyProgress;

/** The import's progress line: workbooks done of all and the step the latest is in; silent unwatched. */
class ImportProgressTest {

    private static StepExecution step(long batch, String name) {
        StepExecution s = mock(StepExecution.class);
        when(s.getJobParameters()).thenReturn(new JobParametersBuilder().addLong(ImportJobConfig.BATCH, batch)
                .toJobParameters());
        when(s.getStepName()).thenReturn(name);
        return s;
    }

    private static ImportStore store() {
        ImportStore store = mock(ImportStore.class);
        when(store.batch(7L)).thenReturn(new ImportStore.Batch(7L,
                "inbox/2026-hangzhou-autumn/杭州秋季赛成绩表.xlsx", null, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null, null));
        when(store.batch(8L)).thenReturn(new ImportStore.Batch(8L, "inbox/league.zip!苏州团体联赛.xlsx", null, null,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null));
        return store;
    }

    @Test
    void aWatcherSeesWorkbooksDoneOfAllAndTheStepOfTheLatest() {
        ImportStore store = store();
        ImportProgress p = new ImportProgress(store);
        List<String> lines = new ArrayList<>();
        p.watch(lines::add);
        p.expect(12);
        p.beforeStep(step(7L, "read"));
        p.beforeStep(step(8L, "read"));
        p.beforeStep(step(7L, "verify-games"));
        p.afterJob(mock(JobExecution.class));
        assertThat(lines).containsExactly(
                "import 0/12 workbooks",
                "import 0/12 workbooks — 杭州秋季赛成绩表.xlsx: read",
                "import 0/12 workbooks — 苏州团体联赛.xlsx: read",
                "import 0/12 workbooks — 杭州秋季赛成绩表.xlsx: verify-games",
                "import 1/12 workbooks — 杭州秋季赛成绩表.xlsx: verify-games");
        verify(store, times(1)).batch(7L);   // a workbook's name is read once
    }

    @Test
    void unwatchedItSaysNothingAndReadsNothing() {
        ImportStore store = store();
        ImportProgress p = new ImportProgress(store);
        p.expect(3);
        p.beforeStep(step(7L, "read"));
        p.afterJob(mock(JobExecution.class));
        verify(store, never()).batch(7L);
    }

    @Test
    void theNightlyChainNamesItsStepOfAll() {
        assertThat(NightlyProgress.line("ratings")).isEqualTo("nightly 3/5: ratings");
        assertThat(NightlyProgress.line("import-inbox")).isEqualTo("nightly 1/5: import-inbox");
    }
}
