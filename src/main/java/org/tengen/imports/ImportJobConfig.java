package org.tengen.imports;

import java.util.List;
import org.springframework.batch.core.configuration.annotation.StepScope;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.AbstractStep;
import org.springframework.batch.core.step.Step;
import org.springframework.batch.core.step.builder.StepBuilder;
import org.springframework.batch.core.step.tasklet.Tasklet;
import org.springframework.batch.infrastructure.item.ItemProcessor;
import org.springframework.batch.infrastructure.item.ItemReader;
import org.springframework.batch.infrastructure.item.ItemWriter;
import org.springframework.batch.infrastructure.item.support.ListItemReader;
import org.springframework.batch.infrastructure.item.support.SynchronizedItemReader;
import org.springframework.batch.infrastructure.repeat.RepeatStatus;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.task.SimpleAsyncTaskExecutor;
import org.springframework.transaction.PlatformTransactionManager;
import org.tengen.registry.ImportLedger;
import java.util.function.LongFunction;

/**
 * The import job: one run per workbook, its steps named as staff say them:
 * {@code read → validate → resolve-players → verify-games → publish}. The run is identified by
 * its import batch (job parameter {@code batch}); no incrementer, so the parameters are never
 * replaced, and a failed run is restarted, not started again.
 */
@Configuration
public class ImportJobConfig {

    public static final String JOB = "import";
    public static final String BATCH = "batch";

    @Bean
    public Job importJob(JobRepository repository, Step read, Step validate, Step resolvePlayers, Step verifyGames,
                         Step publish, ImportProgress progress) {
        for (Step step : List.of(read, validate, resolvePlayers, verifyGames, publish)) {
            if (step instanceof AbstractStep s) {
                s.registerStepExecutionListener(progress);
            }
        }
        return new JobBuilder(JOB, repository).listener(progress).start(read).next(validate).next(resolvePlayers)
                .next(verifyGames).next(publish).build();
    }

    private static Step tasklet(String name, JobRepository repository, PlatformTransactionManager tx,
                                LongFunction<String> work) {
        Tasklet t = (contribution, chunk) -> {
            long batch = ((Number) chunk.getStepContext().getJobParameters().get(BATCH)).longValue();
            String summary = work.apply(batch);
            contribution.getStepExecution().getExecutionContext().putString("summary", summary);
            return RepeatStatus.FINISHED;
        };
        return new StepBuilder(name, repository).tasklet(t, tx).allowStartIfComplete(false).build();
    }

    @Bean
    public Step read(JobRepository repository, PlatformTransactionManager tx, ImportSteps steps) {
        return tasklet("read", repository, tx, steps::read);
    }

    @Bean
    public Step validate(JobRepository repository, PlatformTransactionManager tx, ImportSteps steps) {
        return tasklet("validate", repository, tx, steps::validate);
    }

    @Bean
    public Step resolvePlayers(JobRepository repository, PlatformTransactionManager tx, ImportSteps steps) {
        return tasklet("resolve-players", repository, tx, steps::resolvePlayers);
    }

    @Bean
    public Step publish(JobRepository repository, PlatformTransactionManager tx, ImportSteps steps) {
        return tasklet("publish", repository, tx, steps::publish);
    }

    /**
     * Games with a record, verified in chunks on every core; each chunk's verdicts are committed
     * together, and a restarted run verifies only the games that have none yet.
     */
    @Bean
    public Step verifyGames(JobRepository repository, PlatformTransactionManager tx, ImportSteps steps,
                            ItemReader<Integer> gamesToVerify,
                            ItemProcessor<Integer, ImportLedger.Verdict> verifyGame,
                            ItemWriter<ImportLedger.Verdict> saveVerifications,
                            @Value("${tengen.import.verify-threads:0}") int threads) {
        int n = threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
        SimpleAsyncTaskExecutor executor = new SimpleAsyncTaskExecutor("verify-");
        executor.setConcurrencyLimit(n);
        var builder = new StepBuilder("verify-games", repository).<Integer, ImportLedger.Verdict>chunk(50)
                .transactionManager(tx)
                .reader(gamesToVerify)
                .processor(verifyGame)
                .writer(saveVerifications);
        if (n > 1) {
            builder.taskExecutor(executor);
        }
        return builder.build();
    }

    @Bean
    @StepScope
    public ItemReader<Integer> gamesToVerify(@Value("#{jobParameters['batch']}") Long batch, ImportSteps steps) {
        List<Integer> games = steps.gamesToVerify(batch);
        return new SynchronizedItemReader<>(new ListItemReader<>(games));
    }

    @Bean
    @StepScope
    public ItemProcessor<Integer, ImportLedger.Verdict> verifyGame(
            @Value("#{jobParameters['batch']}") Long batch, ImportSteps steps) {
        return game -> steps.verify(batch, game);
    }

    @Bean
    @StepScope
    public ItemWriter<ImportLedger.Verdict> saveVerifications(@Value("#{jobParameters['batch']}") Long batch,
                                                                    ImportSteps steps) {
        return chunk -> steps.saveVerifications(batch, chunk.getItems());
    }
}
