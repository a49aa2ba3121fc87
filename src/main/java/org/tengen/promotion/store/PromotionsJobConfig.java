package org.tengen.promotion.store;

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
 * The promotion job: one step, {@code promote}, in one transaction (a failed run grants nothing;
 * running it again is the restart). Parameters: {@code retroactive}, and {@code runAt}, the run's
 * time, stamped on what it grants.
 */
@Configuration
public class PromotionsJobConfig {

    /** The job parameter that carries the run's time. */
    public static final String RUN_AT = "runAt";

    @Bean
    public Job promotionsJob(JobRepository repository, Step promote) {
        return new JobBuilder("promotions", repository).start(promote).build();
    }

    @Bean
    public Step promote(JobRepository repository, PlatformTransactionManager tx, PromotionsRun run) {
        return new StepBuilder("promote", repository).tasklet((contribution, chunk) -> {
            boolean retroactive = Boolean.parseBoolean(String.valueOf(chunk.getStepContext().getJobParameters()
                    .getOrDefault("retroactive", "false")));
            contribution.incrementWriteCount(run.run(retroactive, contribution.getStepExecution().getJobParameters()
                    .getLocalDateTime(RUN_AT)).size());
            return RepeatStatus.FINISHED;
        }, tx).build();
    }

    /** Runs the promotion job. */
    @Service
    public static class PromotionsService {

        private final JobOperator operator;
        private final Job job;

        public PromotionsService(JobOperator operator, @Qualifier("promotionsJob") Job job) {
            this.operator = operator;
            this.job = job;
        }

        /**
         * Grants what is earned, with the given run time (the nightly chain passes its own, a command
         * the time it read once where it starts); returns how many were granted.
         */
        public long promote(boolean retroactive, java.time.LocalDateTime runAt) {
            return org.tengen.ops.Jobs.written(org.tengen.ops.Jobs.run(operator, job, new JobParametersBuilder()
                    .addString("retroactive", Boolean.toString(retroactive)).addLocalDateTime(RUN_AT, runAt)));
        }
    }
}
