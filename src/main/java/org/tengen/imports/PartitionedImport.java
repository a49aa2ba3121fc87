package org.tengen.imports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.batch.core.configuration.annotation.StepScope;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.partition.Partitioner;
import org.springframework.batch.core.partition.support.TaskExecutorPartitionHandler;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.Step;
import org.springframework.batch.core.step.builder.StepBuilder;
import org.springframework.batch.infrastructure.item.ExecutionContext;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.task.SimpleAsyncTaskExecutor;
import org.tengen.ops.ChainStep;

/**
 * The import of many workbooks as one partitioned Spring Batch job, one partition a workbook: on
 * this machine on every core ({@link #LOCAL_JOB}), or on remote workers (the {@code scale}
 * package sends the same partitions over a broker, and its workers run the same step).
 */
@Configuration
public class PartitionedImport {

    /** The step that imports one workbook: what a partition runs, here or on a remote worker. */
    public static final String WORKER_STEP = "import-workbook";
    public static final String LOCAL_JOB = "import-partitioned";

    /**
     * One partition a workbook: its path, root and name. The job parameter {@code paths} names a
     * file listing the paths given to the import, one a line (a night may bring a thousand).
     */
    static Partitioner partitioner(String pathsFile, Path workspace) {
        return gridSize -> {
            List<Path> list;
            try {
                list = Files.readAllLines(Path.of(pathsFile)).stream().filter(s -> !s.isBlank()).map(Path::of)
                        .toList();
            } catch (IOException e) {
                throw new IllegalStateException("cannot read the list of workbooks " + pathsFile + ": " + e.getMessage(), e);
            }
            ImportSources.Found found = ImportSources.find(list, workspace);
            Map<String, ExecutionContext> out = new HashMap<>();
            int i = 0;
            for (ImportSources.Unit u : found.units()) {
                ExecutionContext c = new ExecutionContext();
                c.putString("source", u.source());
                c.putString("workbook", u.workbook().toAbsolutePath().toString());
                c.putString("root", u.root().toAbsolutePath().toString());
                out.put(String.format("workbook%05d", i++), c);
            }
            return out;
        };
    }

    /** Imports the workbook its partition's context names, and records the outcome there. */
    @Bean(name = WORKER_STEP)
    public Step importWorkbook(JobRepository repository, ImportService imports) {
        return new ChainStep(WORKER_STEP, repository, step -> {
            ExecutionContext c = step.getExecutionContext();
            ImportService.Outcome o = imports.importOne(new ImportSources.Unit(c.getString("source"),
                    Path.of(c.getString("workbook")), Path.of(c.getString("root"))));
            c.putString("outcome", o.outcome().name());
            if (o.batch() != null) {
                c.putLong("batch", o.batch());
            }
            if (o.message() != null) {
                c.putString("message", o.message());
            }
        });
    }

    /**
     * The import of many workbooks on one machine: a partitioned step, one partition a workbook,
     * {@code tengen.import.parallel} (default: every core) at a time.
     */
    @Bean
    public Job importPartitionedJob(JobRepository repository, @Qualifier(WORKER_STEP) Step importWorkbook,
                                    Partitioner workbookPartitioner, @Value("${tengen.import.parallel:0}") int parallel) {
        int n = parallel > 0 ? parallel : Runtime.getRuntime().availableProcessors();
        SimpleAsyncTaskExecutor executor = new SimpleAsyncTaskExecutor("import-");
        executor.setConcurrencyLimit(n);
        TaskExecutorPartitionHandler h = new TaskExecutorPartitionHandler();
        h.setStep(importWorkbook);
        h.setTaskExecutor(executor);
        h.setGridSize(n);
        Step manager = new StepBuilder("import-workbooks", repository)
                .partitioner(WORKER_STEP, workbookPartitioner).partitionHandler(h).build();
        return new JobBuilder(LOCAL_JOB, repository).start(manager).build();
    }

    @Bean
    @StepScope
    public Partitioner workbookPartitioner(@Value("#{jobParameters['paths']}") String paths,
                                           @Value("${tengen.work:data/import-work}") String workspace) {
        return partitioner(paths, Path.of(workspace));
    }
}
