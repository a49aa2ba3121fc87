package org.tengen.registry;

import java.util.Arrays;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.tengen.rules.GameResult;

/**
 * What in the current tournament versions is waiting for a person, as the nightly summary and the
 * import list it: the games whose verification needs a person, and the rulings a new sheet disagrees with.
 * Plain JDBC like the import's own reading: the chain builds no repository (and checks none of
 * its queries) to print its summary. Read only.
 */
@Component
public class NeedsPerson {

    /** A game of a current version whose verification needs a person. */
    public record GameToCheck(long gameId, String tournament, int round, GameStatus status) {
    }

    /**
     * A ruling in force on a game of a current version whose organiser's sheet now says something
     * else than it said when the ruling was made, and not the ruled result either: the ruling is
     * kept, and a person must look.
     */
    public record Disagreement(long disputeId, long gameId, String tournament, int round, GameResult sheetSays,
                               GameResult ruled, String article, GameResult sheetWhenRuled) {
    }

    private final JdbcTemplate jdbc;

    public NeedsPerson(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The games of current versions whose verification needs a person, by tournament, round and game. */
    public List<GameToCheck> games() {
        List<String> statuses = Arrays.stream(GameStatus.values()).filter(GameStatus::needsPerson)
                .map(GameStatus::name).toList();
        return jdbc.query("select g.id, t.code, g.round, g.status from game g join tournament t on t.id = g.tournament_id "
                        + "where t.current_version = true and g.status in (" + ReportRecords.placeholders(statuses.size())
                        + ") order by t.code, g.round, g.id",
                (rs, n) -> new GameToCheck(rs.getLong(1), rs.getString(2), rs.getInt(3),
                        GameStatus.valueOf(rs.getString(4))), statuses.toArray());
    }

    /** The latest ruling of each game of a current version where the new sheet disagrees with it. */
    public List<Disagreement> sheetDisagreesWithRuling() {
        return jdbc.query("select d.id, g.id, t.code, g.round, g.sheet_result, d.new_result, d.article, "
                        + "d.sheet_result from dispute d "
                        + "join game g on g.id = d.game_id join tournament t on t.id = g.tournament_id "
                        + "where t.current_version = true and d.status = 'RULED' "
                        + "and d.id = (select max(d2.id) from dispute d2 where d2.game_id = g.id and d2.status = 'RULED') "
                        + "and d.sheet_result <> g.sheet_result and d.new_result <> g.sheet_result "
                        + "order by t.code, g.round, g.id",
                (rs, n) -> new Disagreement(rs.getLong(1), rs.getLong(2), rs.getString(3), rs.getInt(4),
                        ResultColumn.read(rs.getLong(2), rs.getString(5)),
                        ResultColumn.read(rs.getLong(2), rs.getString(6)), rs.getString(7),
                        rs.getString(8) == null ? null : ResultColumn.read(rs.getLong(2), rs.getString(8))));
    }
}
