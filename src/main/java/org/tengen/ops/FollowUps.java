package org.tengen.ops;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * What runs after a committed change (a referee's ruling, a merge of two players): the standings,
 * the ratings, the promotions brought up to date, one after the other. The change itself is done
 * and stays done whatever follows; a step that fails does not undo it, and the others still run.
 * The report says what was done and what was not, and why — never "failed" for a change that
 * was made.
 */
public final class FollowUps {

    private final List<String> lines = new ArrayList<>();
    private final List<String> notDone = new ArrayList<>();

    private FollowUps(String change) {
        lines.add(change);
    }

    /** The change that was committed, in staff's words ({@code "ruling recorded: game 165 is now W+6.5"}). */
    public static FollowUps after(String change) {
        return new FollowUps(change);
    }

    /**
     * Runs one step; {@code step} returns what it did ({@code "standings of 1 tournament recomputed"}).
     * {@code what} names the step for the report when it fails ({@code "promotions"}).
     */
    public FollowUps then(String what, Callable<String> step) {
        try {
            lines.add(step.call());
        } catch (Exception e) {
            String line = what + " not brought up to date: " + Jobs.root(e);
            lines.add(line);
            notDone.add(what);
        }
        return this;
    }

    /** Whether every step after the change was done. */
    public boolean complete() {
        return notDone.isEmpty();
    }

    /** One line: the change, then each step's outcome; when a step was not done, what brings it up to date. */
    public String report() {
        String text = String.join("; ", lines);
        return complete() ? text : text + " (the change stands; once that is put right, the next nightly chain "
                + "or the command itself — tengen " + String.join(", tengen ", notDone) + " — brings it up to date)";
    }
}
