package org.tengen.nightly;

import java.sql.Timestamp;
import java.time.LocalDateTime;
import java.util.List;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * One nightly chain at a time, across processes: the chain holds a row of {@code chain_lock}
 * while it runs. A holder whose process is gone (killed, crashed) is taken over.
 */
@Component
public class ChainLock {

    private final JdbcTemplate jdbc;

    public ChainLock(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Takes the lock, or returns who holds it. */
    public String acquire(String name) {
        String me = org.tengen.ops.Runner.me();
        try {
            jdbc.update("insert into chain_lock (name, holder, since) values (?, ?, ?)", name, me,
                    Timestamp.valueOf(LocalDateTime.now()));
            return null;
        } catch (DuplicateKeyException e) {
            List<String> holder = jdbc.queryForList("select holder from chain_lock where name = ?", String.class, name);
            if (holder.isEmpty()) {
                return acquire(name);
            }
            if (org.tengen.ops.Runner.alive(holder.get(0))) {
                return holder.get(0);
            }
            int n = jdbc.update("update chain_lock set holder = ?, since = ? where name = ? and holder = ?", me,
                    Timestamp.valueOf(LocalDateTime.now()), name, holder.get(0));
            return n == 1 ? null : acquire(name);
        }
    }

    public void release(String name) {
        jdbc.update("delete from chain_lock where name = ? and holder = ?", name, org.tengen.ops.Runner.me());
    }
}
