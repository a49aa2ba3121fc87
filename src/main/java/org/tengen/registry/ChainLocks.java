package org.tengen.registry;

import java.sql.Timestamp;
import java.time.LocalDateTime;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/** The rows of {@code chain_lock}: who holds a chain's lock, taken and handed over atomically. */
@Repository
public class ChainLocks {

    private final JdbcTemplate jdbc;

    public ChainLocks(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Takes the lock if nobody holds it; false when a row is there already. */
    public boolean insert(String name, String holder, LocalDateTime since) {
        try {
            jdbc.update("insert into chain_lock (name, holder, since) values (?, ?, ?)", name, holder,
                    Timestamp.valueOf(since));
            return true;
        } catch (DuplicateKeyException e) {
            return false;
        }
    }

    public Optional<String> holder(String name) {
        return jdbc.queryForList("select holder from chain_lock where name = ?", String.class, name).stream()
                .findFirst();
    }

    /** Hands the lock from a holder that is gone to a new one; false when someone else moved first. */
    public boolean takeOver(String name, String from, String to, LocalDateTime since) {
        return jdbc.update("update chain_lock set holder = ?, since = ? where name = ? and holder = ?", to,
                Timestamp.valueOf(since), name, from) == 1;
    }

    public void release(String name, String holder) {
        jdbc.update("delete from chain_lock where name = ? and holder = ?", name, holder);
    }
}
