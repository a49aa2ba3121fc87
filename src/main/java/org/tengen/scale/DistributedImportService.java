package org.tengen.scale;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.JobExecution;
import org.springframework.batch.core.job.parameters.JobParametersBuilder;
import org.springframework.batch.core.launch.JobOperator;
import org.springframework.batch.core.step.StepExecution;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.context.annotation.Profile;
import org.springframework.stereotype.Service;
import org.tengen.imports.ImportService;
import org.tengen.ops.Jobs;

/** The manager's side of a distributed import: starts it, waits, and reads back what each worker did. */
@Service
@Profile("manager")
public class DistributedImportService {

    private final JobOperator operator;
    private final Job job;
    private final ImportService imports;
    private final org.springframework.batch.core.repository.JobRepository repository;

    public DistributedImportService(JobOperator operator, @Qualifier("importDistributedJob") Job job,
                                    ImportService imports,
                                    org.springframework.batch.core.repository.JobRepository repository) {
        this.operator = operator;
        this.repository = repository;
        this.job = job;
        this.imports = imports;
    }

    public List<ImportService.Outcome> importAll(List<Path> paths) {
        String joined = paths.stream().map(p -> p.toAbsolutePath().toString()).collect(Collectors.joining("\n"));
        JobExecution e = Jobs.run(operator, job, new JobParametersBuilder().addString("paths", joined));
        List<ImportService.Outcome> out = new ArrayList<>();
        // The workers wrote into their partitions' contexts: read them back from the shared repository.
        List<StepExecution> partitions = new ArrayList<>(repository.getJobExecution(e.getId()).getStepExecutions());
        partitions.removeIf(s -> !s.getStepName().startsWith(DistributedImport.WORKER_STEP + ":"));
        partitions.sort(Comparator.comparing(StepExecution::getStepName));
        for (StepExecution s : partitions) {
            var c = repository.getStepExecution(e.getId(), s.getId()).getExecutionContext();
            if (c.containsKey("batch")) {
                out.add(imports.outcome(c.getString("source"), c.getLong("batch")));
            }
        }
        return out;
    }
}
