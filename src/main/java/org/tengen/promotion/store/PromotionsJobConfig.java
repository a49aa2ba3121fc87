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

/** The promotion job: one step, {@code promote}, in one transaction. */
@Configuration
public class PromotionsJobConfig {

    @Bean
    public Job promotionsJob(JobRepository repository, Step promote) {
        return new JobBuilder("promotions", repository).start(promote).build();
    }

    @Bean
    public Step promote(JobRepository repository, PlatformTransactionManager tx, PromotionsRun run) {
        return new StepBuilder("promote", repository).tasklet((contribution, chunk) -> {
            boolean retroactive = Boolean.parseBoolean(String.valueOf(chunk.getStepContext().getJobParameters()
                    .getOrDefault("retroactive", "false")));
            contribution.incrementWriteCount(run.run(retroactive).size());
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

        public long promote(boolean retroactive) {
            return org.tengen.ops.Jobs.written(org.tengen.ops.Jobs.run(operator, job, new JobParametersBuilder()
                    .addString("retroactive", Boolean.toString(retroactive))));
        }
    }
}
