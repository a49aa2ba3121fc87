package org.tengen.registry;

import java.sql.Connection;
import java.util.List;

/**
 * Disputes as {@code dispute list} shows them: where the game is now, and what became of the
 * dispute (the ruling's referee, text, result and article, or a dismissal's). Plain JDBC, so the
 * list is read the same with or without Spring.
 */
public final class DisputeList {

    private DisputeList() {
    }

    /** A dispute as listed; {@code result} in the registry's notation, null when the ruling changed none. */
    public record Listed(long id, long game, String tournament, int version, int round, String status,
                         String openedBy, String reason, String referee, String ruling, String result,
                         String article) {
    }

    /** Every dispute, oldest first. */
    public static List<Listed> all(Connection registry) {
        return Rows.list(registry, "select d.id, d.game_id, t.code, t.version, g.round, d.status, d.opened_by, "
                + "d.reason, d.referee, d.ruling, d.new_result, d.article from dispute d join game g on g.id = d.game_id "
                + "join tournament t on t.id = g.tournament_id order by d.id", (rs, n) -> {
                    long game = rs.getLong(2);
                    String result = rs.getString(11);
                    return new Listed(rs.getLong(1), game, rs.getString(3), rs.getInt(4), rs.getInt(5),
                            rs.getString(6), rs.getString(7), rs.getString(8), rs.getString(9), rs.getString(10),
                            result == null ? null : ResultColumn.read(game, result).notation(), rs.getString(12));
                });
    }
}
