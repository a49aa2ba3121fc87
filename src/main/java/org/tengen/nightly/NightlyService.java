package org.tengen.nightly;

import java.time.LocalDate;
import org.springframework.batch.core.BatchStatus;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.JobExecution;
import org.springframework.batch.core.job.JobInstance;
import org.springframework.batch.core.job.parameters.JobParameters;
import org.springframework.batch.core.job.parameters.JobParametersBuilder;
import org.springframework.batch.core.launch.JobOperator;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Service;
import org.tengen.promotion.store.PromotionsRun;

/**
 * Starts the nightly chain: refuses while another chain runs; restarts tonight's chain where it
 * stopped if it failed or was killed; otherwise starts the night's next run.
 */
@Service
public class NightlyService {

    private static final String LOCK = "nightly";

    private final JobOperator operator;
    private final JobRepository repository;
    private final Job job;
    private final ChainLock lock;
    private final PromotionsRun promotions;

    public NightlyService(JobOperator operator, JobRepository repository, @Qualifier("nightlyJob") Job job,
                          ChainLock lock, PromotionsRun promotions) {
        this.operator = operator;
        this.repository = repository;
        this.job = job;
        this.lock = lock;
        this.promotions = promotions;
    }

    /** What a run did: its summary, or why it did not run. */
    public record Result(boolean ran, boolean completed, String text, boolean needsPerson) {

        Result(boolean ran, boolean completed, String text) {
            this(ran, completed, text, false);
        }
    }

    public Result run(NightlySettings settings, boolean leaveFiles) {
        // Every setting the chain reads is checked before it writes anything: a policy with a mistake
        // stops the night before the import, not after it.
        if (settings.steps().contains("promotions")) {
            try {
                promotions.policy();
            } catch (java.io.IOException | IllegalArgumentException e) {
                return new Result(false, false, "the promotion policy cannot be used: " + e.getMessage()
                        + "; nothing was started");
            }
        }
        java.time.LocalDateTime runAt = java.time.LocalDateTime.now(settings.zone());
        String holder = lock.acquire(LOCK, runAt);
        if (holder != null) {
            return new Result(false, false, "another nightly chain is running (" + holder + "); not started");
        }
        try {
            LocalDate night = LocalDate.now(settings.zone());
            JobExecution execution = null;
            String restarted = "";
            for (int n = 1; ; n++) {
                String run = night + "#" + n;
                JobParameters params = params(settings, leaveFiles, run, runAt);
                JobInstance instance = repository.getJobInstance(NightlyJobConfig.JOB, params);
                if (instance == null) {
                    execution = operator.start(job, params);
                    break;
                }
                JobExecution last = repository.getLastJobExecution(instance);
                if (last != null && last.getStatus() != BatchStatus.COMPLETED
                        && last.getStatus() != BatchStatus.ABANDONED) {
                    if (last.getStatus().isRunning()) {
                        last = operator.recover(last);      // the process that ran it is gone (we hold the lock)
                    }
                    restarted = "(restarted where run " + n + " stopped)\n";
                    // Starting a failed instance with the same parameters restarts it at the step that failed.
                    execution = operator.start(job, params);
                    break;
                }
            }
            String summary = execution.getExecutionContext().containsKey("summary")
                    ? execution.getExecutionContext().getString("summary") : "";
            if (execution.getStatus() != BatchStatus.COMPLETED) {
                String failure = execution.getStepExecutions().stream()
                        .filter(s -> !s.getFailureExceptions().isEmpty())
                        .map(s -> "stopped in step '" + s.getStepName() + "': " + org.tengen.ops.Jobs.root(s.getFailureExceptions().get(0)))
                        .findFirst().orElse("stopped: " + execution.getStatus());
                return new Result(true, false, restarted + failure + " — run nightly again to continue there");
            }
            boolean needsPerson = execution.getExecutionContext().containsKey("needsPerson")
                    && Boolean.parseBoolean(execution.getExecutionContext().getString("needsPerson"));
            return new Result(true, true, restarted + summary, needsPerson);
        } catch (Exception e) {
            return new Result(false, false, "the nightly chain could not start: " + org.tengen.ops.Jobs.root(e));
        } finally {
            lock.release(LOCK);
        }
    }


    private static JobParameters params(NightlySettings s, boolean leave, String run, java.time.LocalDateTime runAt) {
        return new JobParametersBuilder()
                .addString("run", run)
                .addLocalDateTime(NightlyJobConfig.RUN_AT, runAt, false)
                .addString("inbox", s.inbox().toString(), false)
                .addString("archive", s.archive().toString(), false)
                .addString("failed", s.failed().toString(), false)
                .addString("steps", String.join(",", s.steps()), false)
                .addString("leaveFiles", Boolean.toString(leave), false)
                .toJobParameters();
    }
}
