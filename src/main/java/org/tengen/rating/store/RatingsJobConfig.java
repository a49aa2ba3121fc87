package org.tengen.rating.store;

import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.job.parameters.JobParametersBuilder;
import org.springframework.batch.core.launch.JobOperator;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.Step;
import org.springframework.batch.core.step.builder.StepBuilder;
import org.springframework.batch.infrastructure.repeat.RepeatStatus;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * The rating job: one step, {@code rate}, in one transaction (a failed run leaves the old list
 * whole; running it again is the restart). Parameter: {@code runAt}, the run's time, stamped on
 * what it writes.
 */
@Configuration
public class RatingsJobConfig {

    /** The job parameter that carries the run's time. */
    public static final String RUN_AT = "runAt";

    @Bean
    public Job ratingsJob(JobRepository repository, Step rate) {
        return new JobBuilder("ratings", repository).start(rate).build();
    }

    @Bean
    public Step rate(JobRepository repository, PlatformTransactionManager tx, RatingsRun run) {
        return new StepBuilder("rate", repository).tasklet((contribution, chunk) -> {
            RatingsRun.Outcome o = run.run(contribution.getStepExecution().getJobParameters()
                    .getLocalDateTime(RUN_AT));
            contribution.getStepExecution().getExecutionContext().putString("summary", o.toString());
            contribution.incrementWriteCount(o.games());
            return RepeatStatus.FINISHED;
        }, tx).build();
    }

    /** Runs the rating job. */
    @Service
    public static class RatingsService {

        private final JobOperator operator;
        private final Job job;
        private final org.tengen.registry.UpToDate upToDate;

        public RatingsService(JobOperator operator, @Qualifier("ratingsJob") Job job,
                              org.tengen.registry.UpToDate upToDate) {
            this.operator = operator;
            this.job = job;
            this.upToDate = upToDate;
        }

        /**
         * What a command does when staff run it: rates with the command's own time (read once where
         * the command starts); launches no job when nothing changed since the last rating.
         */
        public void bringUpToDate(java.time.LocalDateTime runAt) {
            if (upToDate.ratings()) {
                return;
            }
            rate(runAt);
        }

        /** Rates with the given run time (the nightly chain passes its own). */
        public void rate(java.time.LocalDateTime runAt) {
            org.tengen.ops.Jobs.run(operator, job, new JobParametersBuilder().addLocalDateTime(RUN_AT, runAt));
        }
    }
}
