package org.tengen.nightly;

import java.util.List;
import java.util.function.Consumer;
import org.springframework.batch.core.listener.StepExecutionListener;
import org.springframework.batch.core.step.StepExecution;
import org.springframework.stereotype.Component;

/**
 * Where the nightly chain stands, for a person watching: the step it is in
 * ({@code nightly 3/5: ratings}). Listens to the chain's steps; says nothing until someone watches.
 */
@Component
public class NightlyProgress implements StepExecutionListener {

    /** The chain's steps in order. */
    static final List<String> STEPS = List.of("import-inbox", "standings", "ratings", "promotions", "summary");

    private volatile Consumer<String> watcher;

    /** Sends each new line to {@code watcher}; {@code null} stops. */
    public void watch(Consumer<String> watcher) {
        this.watcher = watcher;
    }

    @Override
    public void beforeStep(StepExecution step) {
        Consumer<String> w = watcher;
        if (w != null) {
            w.accept(line(step.getStepName()));
        }
    }

    /** The line for a step of the chain. */
    public static String line(String step) {
        int i = STEPS.indexOf(step);
        return "nightly " + (i < 0 ? "" : (i + 1) + "/" + STEPS.size() + ": ") + step;
    }
}
