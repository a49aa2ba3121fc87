package org.tengen.nightly;

import java.io.IOException;
import java.net.InetAddress;
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
        String me = me();
        try {
            jdbc.update("insert into chain_lock (name, holder, since) values (?, ?, ?)", name, me,
                    Timestamp.valueOf(LocalDateTime.now()));
            return null;
        } catch (DuplicateKeyException e) {
            List<String> holder = jdbc.queryForList("select holder from chain_lock where name = ?", String.class, name);
            if (holder.isEmpty()) {
                return acquire(name);
            }
            if (alive(holder.get(0), me)) {
                return holder.get(0);
            }
            int n = jdbc.update("update chain_lock set holder = ?, since = ? where name = ? and holder = ?", me,
                    Timestamp.valueOf(LocalDateTime.now()), name, holder.get(0));
            return n == 1 ? null : acquire(name);
        }
    }

    public void release(String name) {
        jdbc.update("delete from chain_lock where name = ? and holder = ?", name, me());
    }

    static String me() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            host = "localhost";
        }
        return ProcessHandle.current().pid() + "@" + host;
    }

    static boolean alive(String holder, String me) {
        if (holder.equals(me)) {
            return true;
        }
        int at = holder.indexOf('@');
        if (at < 0 || !holder.substring(at + 1).equals(me.substring(me.indexOf('@') + 1))) {
            return true;     // another machine: assume it runs
        }
        try {
            return ProcessHandle.of(Long.parseLong(holder.substring(0, at))).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
