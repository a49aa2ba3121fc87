package org.tengen.registry;

import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Why the registry changes in the current transaction: who, why, the article of the rules applied
 * and the import batch, if any. A command states it inside its transaction ({@link #state}); every
 * Envers revision of that transaction carries it, and it is forgotten when the transaction ends.
 * A change made without a stated cause is recorded as such, never refused.
 */
public record RevisionCause(String by, String reason, String article, Long importBatch) {

    private static final ThreadLocal<RevisionCause> CURRENT = new ThreadLocal<>();
    private static final RevisionCause UNSTATED = new RevisionCause("tengen", "no reason stated", null, null);

    public static RevisionCause of(String by, String reason, String article) {
        return new RevisionCause(by, reason, article, null);
    }

    public static RevisionCause importBatch(long batch, String reason) {
        return new RevisionCause("import batch " + batch, reason, null, batch);
    }

    /** States the cause of the changes of the current transaction (which must be active). */
    public static void state(RevisionCause cause) {
        if (!TransactionSynchronizationManager.isSynchronizationActive()) {
            throw new IllegalStateException("a revision's cause is stated inside the transaction that makes the change");
        }
        if (CURRENT.get() == null) {
            TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
                @Override
                public void afterCompletion(int status) {
                    CURRENT.remove();
                }
            });
        }
        CURRENT.set(cause);
    }

    static RevisionCause current() {
        RevisionCause c = CURRENT.get();
        return c == null ? UNSTATED : c;
    }
}
