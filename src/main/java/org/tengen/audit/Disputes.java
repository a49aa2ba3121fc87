package org.tengen.audit;

import java.sql.Timestamp;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.tengen.rules.GameResult;

/**
 * Disputed results: a dispute is opened on a game (who, why); a referee rules — a new result, the
 * article, the reason — or dismisses it. A ruling changes the game's result and writes the change
 * (who, when, old, new, article, why) in one transaction; nothing of the history is ever deleted.
 * The caller then brings standings, ratings and promotions up to date.
 */
@Service
public class Disputes {

    private final JdbcTemplate jdbc;

    public Disputes(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Transactional
    public long open(long gameId, String by, String reason) {
        if (jdbc.queryForObject("select count(*) from game where id = ?", Integer.class, gameId) == 0) {
            throw new IllegalArgumentException("no game " + gameId + " in the registry");
        }
        jdbc.update("insert into dispute (game_id, opened_by, opened_at, reason, status) values (?, ?, ?, ?, 'OPEN')",
                gameId, by, Timestamp.valueOf(LocalDateTime.now()), reason);
        return jdbc.queryForObject("select max(id) from dispute where game_id = ?", Long.class, gameId);
    }

    /** Rules on an open dispute; returns the game's id. */
    @Transactional
    public long rule(long disputeId, String result, String article, String referee, String reason) {
        Map<String, Object> d = open(disputeId);
        long game = ((Number) d.get("GAME_ID")).longValue();
        String normalised = GameResult.parse(result).result().notation();
        String old = jdbc.queryForObject("select result from game where id = ?", String.class, game);
        LocalDateTime now = LocalDateTime.now();
        jdbc.update("update game set result = ? where id = ?", normalised, game);
        // The record's verdict against the new result: the count it supports is stored with the game.
        jdbc.update("update game set status = case when computed_result = ? then 'VERIFIED' when status = 'VERIFIED' "
                + "then 'MISMATCH' else status end where id = ? and computed_result is not null and status in "
                + "('VERIFIED', 'MISMATCH')", normalised, game);
        jdbc.update("insert into result_change (game_id, changed_at, changed_by, old_result, new_result, article, reason, "
                + "dispute_id) values (?, ?, ?, ?, ?, ?, ?, ?)", game, Timestamp.valueOf(now), referee, old, normalised,
                article, reason, disputeId);
        jdbc.update("update dispute set status = 'RULED', referee = ?, article = ?, ruling = ?, new_result = ?, "
                + "closed_at = ? where id = ?", referee, article, reason, normalised, Timestamp.valueOf(now), disputeId);
        return game;
    }

    @Transactional
    public void dismiss(long disputeId, String referee, String reason) {
        open(disputeId);
        jdbc.update("update dispute set status = 'DISMISSED', referee = ?, ruling = ?, closed_at = ? where id = ?",
                referee, reason, Timestamp.valueOf(LocalDateTime.now()), disputeId);
    }

    private Map<String, Object> open(long disputeId) {
        List<Map<String, Object>> d = jdbc.queryForList("select * from dispute where id = ?", disputeId);
        if (d.isEmpty()) {
            throw new IllegalArgumentException("no dispute " + disputeId);
        }
        if (!"OPEN".equals(d.get(0).get("STATUS"))) {
            throw new IllegalArgumentException("dispute " + disputeId + " is " + d.get(0).get("STATUS")
                    + " already; open a new one to dispute the result again");
        }
        return d.get(0);
    }

    public List<Map<String, Object>> list(boolean openOnly) {
        return jdbc.queryForList("select d.*, t.code, g.round from dispute d join game g on g.id = d.game_id join "
                + "tournament t on t.id = g.tournament_id" + (openOnly ? " where d.status = 'OPEN'" : "")
                + " order by d.id");
    }
}
