package org.tengen.ops;

import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.AbstractStep;
import org.springframework.batch.core.step.StepExecution;

/**
 * A step that runs other jobs or whole units of work (the nightly chain's import of each file, its
 * ranking, rating and promotion jobs; the import of one workbook in a partitioned import): it runs
 * outside a transaction of its own, so what it starts keeps its own transactions and restart
 * points; its outcome goes to the step's or the chain's context.
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
