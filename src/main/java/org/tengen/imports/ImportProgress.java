package org.tengen.imports;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.springframework.batch.core.job.JobExecution;
import org.springframework.batch.core.listener.JobExecutionListener;
import org.springframework.batch.core.listener.StepExecutionListener;
import org.springframework.batch.core.step.StepExecution;
import org.springframework.stereotype.Component;

/**
 * Where an import stands, for a person watching: workbooks done of all, and the step the latest
 * workbook is in ({@code import 3/12 workbooks — 杭州秋季赛成绩表.xlsx: verify-games}). Listens to
 * the import job's runs and steps; says nothing, and reads nothing, until someone watches.
 */
@Component
public class ImportProgress implements JobExecutionListener, StepExecutionListener {

    private final ImportStore store;
    private volatile Consumer<String> watcher;
    private volatile int total;
    private final AtomicInteger done = new AtomicInteger();
    private final Map<Long, String> names = new ConcurrentHashMap<>();
    private volatile String latest = "";

    public ImportProgress(ImportStore store) {
        this.store = store;
    }

    /** Sends each new line to {@code watcher}; {@code null} stops. */
    public void watch(Consumer<String> watcher) {
        this.watcher = watcher;
    }

    /** A new import of {@code workbooks} workbooks begins. */
    void expect(int workbooks) {
        total = workbooks;
        done.set(0);
        latest = "";
        tell();
    }

    @Override
    public void beforeStep(StepExecution step) {
        if (watcher == null) {
            return;
        }
        Long batch = step.getJobParameters().getLong(ImportJobConfig.BATCH, null);
        if (batch != null) {
            latest = names.computeIfAbsent(batch, this::name) + ": " + step.getStepName();
            tell();
        }
    }

    @Override
    public void afterJob(JobExecution job) {
        if (watcher == null) {
            return;
        }
        done.incrementAndGet();
        tell();
    }

    private String name(long batch) {
        String source = store.batch(batch).source();
        int cut = Math.max(Math.max(source.lastIndexOf('/'), source.lastIndexOf('\\')), source.lastIndexOf('!'));
        return source.substring(cut + 1);
    }

    private void tell() {
        Consumer<String> w = watcher;
        if (w != null && total > 0) {
            w.accept("import " + Math.min(done.get(), total) + "/" + total + " workbooks"
                    + (latest.isEmpty() ? "" : " — " + latest));
        }
    }
}
