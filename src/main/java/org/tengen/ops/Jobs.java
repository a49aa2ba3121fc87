package org.tengen.ops;

import java.time.LocalDateTime;
import org.springframework.batch.core.BatchStatus;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.JobExecution;
import org.springframework.batch.core.job.parameters.JobParametersBuilder;
import org.springframework.batch.core.launch.JobOperator;

/** Runs one of the registry's jobs to its end and says, in words, why it did not complete. */
public final class Jobs {

    private Jobs() {
    }

    /** Starts a new run (a {@code requested} parameter makes each run its own instance) and waits for it. */
    public static JobExecution run(JobOperator operator, Job job, JobParametersBuilder params) {
        JobExecution e;
        try {
            e = operator.start(job, params.addString("requested", LocalDateTime.now() + "#" + System.nanoTime())
                    .toJobParameters());
        } catch (Exception ex) {
            throw new IllegalStateException("the " + job.getName() + " job could not start: " + root(ex), ex);
        }
        if (e.getStatus() != BatchStatus.COMPLETED) {
            throw new IllegalStateException("the " + job.getName() + " job stopped: " + e.getStepExecutions().stream()
                    .flatMap(s -> s.getFailureExceptions().stream()).map(Jobs::root).toList());
        }
        return e;
    }

    public static String root(Throwable t) {
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() != null ? t.getMessage() : t.toString();
    }

    public static long written(JobExecution e) {
        return e.getStepExecutions().stream().mapToLong(s -> s.getWriteCount()).sum();
    }
}
