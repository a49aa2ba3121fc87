package org.tengen.nightly;

import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.AbstractStep;
import org.springframework.batch.core.step.StepExecution;

/**
 * A step of the nightly chain that runs other jobs (the import of each file, the ranking, rating
 * and promotion jobs): it runs outside a transaction of its own, as a job step does, so the jobs it
 * starts keep their own transactions and restart points; its outcome goes to the chain's context.
 */
public final class ChainStep extends AbstractStep {

    /** What the step does; it may write lines for the morning summary into the chain's context. */
    public interface Action {
        void run(StepExecution step) throws Exception;
    }

    private final Action action;

    public ChainStep(String name, JobRepository repository, Action action) {
        super(name);
        setJobRepository(repository);
        this.action = action;
    }

    @Override
    protected void doExecute(StepExecution stepExecution) throws Exception {
        action.run(stepExecution);
    }
}
