package org.tengen.standings.store;

import java.time.LocalDateTime;
import org.springframework.batch.core.BatchStatus;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.JobExecution;
import org.springframework.batch.core.job.parameters.JobParametersBuilder;
import org.springframework.batch.core.launch.JobOperator;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Service;

/** Runs the ranking job; the commands call it before they print standings. */
@Service
public class StandingsService {

    private final JobOperator operator;
    private final Job job;

    public StandingsService(JobOperator operator, @Qualifier("standingsJob") Job job) {
        this.operator = operator;
        this.job = job;
    }

    /** Recomputes what changed; returns how many tournaments were ranked anew. */
    public long rankChanged() {
        try {
            JobExecution e = operator.start(job, new JobParametersBuilder()
                    .addString("requested", LocalDateTime.now().toString() + "#" + System.nanoTime())
                    .toJobParameters());
            if (e.getStatus() != BatchStatus.COMPLETED) {
                throw new IllegalStateException("the ranking job stopped: " + e.getExitStatus().getExitDescription());
            }
            return e.getStepExecutions().stream().mapToLong(s -> s.getWriteCount()).sum();
        } catch (RuntimeException ex) {
            throw ex;
        } catch (Exception ex) {
            throw new IllegalStateException("the ranking job could not start: " + ex.getMessage(), ex);
        }
    }
}
