package org.tengen.nightly;

import java.time.LocalDateTime;
import java.util.Optional;
import org.springframework.stereotype.Component;
import org.tengen.ops.Runner;
import org.tengen.registry.ChainLocks;

/**
 * One nightly chain at a time, across processes: the chain holds a row of {@code chain_lock}
 * while it runs. A holder whose process is gone (killed, crashed) is taken over.
 */
@Component
public class ChainLock {

    private final ChainLocks locks;

    public ChainLock(ChainLocks locks) {
        this.locks = locks;
    }

    /** Takes the lock at {@code now}, or returns who holds it. */
    public String acquire(String name, LocalDateTime now) {
        String me = Runner.me();
        if (locks.insert(name, me, now)) {
            return null;
        }
        Optional<String> holder = locks.holder(name);
        if (holder.isEmpty()) {
            return acquire(name, now);
        }
        if (Runner.alive(holder.get())) {
            return holder.get();
        }
        return locks.takeOver(name, holder.get(), me, now) ? null : acquire(name, now);
    }

    public void release(String name) {
        locks.release(name, Runner.me());
    }
}
