package org.tengen.registry;

import java.sql.Connection;
import java.sql.Date;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tengen.rank.Rank;
import org.tengen.rating.RatedTournaments;
import org.tengen.rating.RatingList;
import org.tengen.rules.Score;

/**
 * The rating list as {@code ratings} shows it, and whether it is up to date: the rating's inputs
 * (the rated games, the confirmed results), the list as of a day, the results held for review,
 * the tournaments it includes and the last late one. Plain JDBC on a connection the caller gives,
 * so the queries are the same whether Spring started or not; {@link RatingRecords} and
 * {@link RatedTournamentRecords} read through them inside the rating job's transaction.
 */
public final class RatingListing {

    private static final Converters.Grade GRADE = new Converters.Grade();

    private RatingListing() {
    }

    /** A stored grade, read with the entities' policy. */
    static Rank rank(String notation) {
        return notation == null ? null : GRADE.convertToEntityAttribute(notation);
    }

    /**
     * The rating list was computed from the rated games and confirmations the registry holds now:
     * the inputs' hash against the one the last finished run stored (the test {@link UpToDate}
     * and the rating run make).
     */
    public static boolean upToDate(Connection registry) {
        String sha = RatingList.inputsSha256(ratedGames(registry), confirmed(registry));
        return lastInputsSha256(registry).filter(sha::equals).isPresent();
    }

    /** Every game of the current version of every rated tournament, in date order (then tournament, round, game). */
    static List<RatingList.RatedGame> ratedGames(Connection registry) {
        return Rows.list(registry, "select g.id, g.tournament_id, coalesce(t.end_date, t.start_date, "
                + "cast(t.published_at as date)) d, t.rating_class, bp.player_id b, wp.player_id w, bp.grade bg, "
                + "wp.grade wg, g.handicap, g.komi_half_points, g.result from game g join tournament t on "
                + "t.id = g.tournament_id join participation bp on bp.id = g.black_id join participation wp on "
                + "wp.id = g.white_id where t.current_version = true and t.rated = true "
                + "order by d, t.id, g.round, g.id", (rs, n) -> {
                    long game = rs.getLong(1);
                    return new RatingList.RatedGame(game, rs.getLong(2), rs.getDate("d").toLocalDate(),
                            rs.getString("rating_class").charAt(0), rs.getLong("b"), rs.getLong("w"),
                            rank(rs.getString("bg")), rank(rs.getString("wg")), rs.getInt("handicap"),
                            Score.ofHalfPoints(rs.getInt("komi_half_points")),
                            ResultColumn.read(game, rs.getString("result")));
                });
    }

    /** The held results a person confirmed: rated from then on. */
    static Set<Long> confirmed(Connection registry) {
        return new HashSet<>(Rows.list(registry, "select game_id from rating_flag where confirmed_at is not null",
                (rs, n) -> rs.getLong(1)));
    }

    /** The fingerprint of the inputs of the last finished run. */
    static Optional<String> lastInputsSha256(Connection registry) {
        return Rows.first(registry, "select inputs_sha256 from rating_run where finished_at is not null "
                + "order by id desc limit 1", (rs, n) -> rs.getString(1));
    }

    /** The list as it stood at the end of a day, best first. */
    public static List<RatingRecords.ListLine> list(Connection registry, LocalDate asOf) {
        return Rows.list(registry, "select h.player_id, p.federation_id, p.name, p.grade, h.rating_after, "
                + "h.rating_before, h.rated_on, (select sum(x.games) from rating_history x where x.player_id = "
                + "h.player_id and x.rated_on <= ?) games from rating_history h join player p on p.id = h.player_id "
                + "where h.id = (select max(y.id) from rating_history y where y.player_id = h.player_id and "
                + "y.rated_on <= ?) order by h.rating_after desc, p.name, h.player_id", (rs, n) ->
                new RatingRecords.ListLine(rs.getLong(1), rs.getString(2), rs.getString(3), rank(rs.getString(4)),
                        rs.getDouble(5), rs.getDouble(6), rs.getDate(7).toLocalDate(), rs.getInt(8)),
                Date.valueOf(asOf), Date.valueOf(asOf));
    }

    /** The results held for review and not yet confirmed, by game. */
    public static List<RatingRecords.HeldResult> held(Connection registry) {
        return Rows.list(registry, "select f.game_id, f.probability, t.code, g.round, g.result, f.reason from "
                + "rating_flag f join game g on g.id = f.game_id join tournament t on t.id = g.tournament_id where "
                + "f.confirmed_at is null order by f.game_id", (rs, n) -> new RatingRecords.HeldResult(rs.getLong(1),
                rs.getDouble(2), rs.getString(3), rs.getInt(4), ResultColumn.read(rs.getLong(1), rs.getString(5)),
                rs.getString(6)));
    }

    /** The tournaments the last list included, by code. */
    public static Map<String, RatedTournaments.Rated> included(Connection registry) {
        Map<String, RatedTournaments.Rated> out = new LinkedHashMap<>();
        Rows.each(registry, "select code, rated_on, rated_at, late from rated_tournament order by rated_on, code",
                rs -> out.put(rs.getString(1), new RatedTournaments.Rated(rs.getString(1),
                        rs.getDate(2).toLocalDate(), rs.getTimestamp(3).toLocalDateTime(), rs.getBoolean(4))));
        return out;
    }

    /** The most recent run that rated a late tournament, if any. */
    public static Optional<RatedTournamentRecords.Rerating> lastRerating(Connection registry) {
        List<Timestamp> at = Rows.list(registry, "select max(rated_at) from rated_tournament where late = true",
                (rs, n) -> rs.getTimestamp(1));
        if (at.isEmpty() || at.get(0) == null) {
            return Optional.empty();
        }
        Timestamp t = at.get(0);
        List<String> codes = Rows.list(registry, "select code from rated_tournament where late = true and "
                + "rated_at = ? order by rated_on, code", (rs, n) -> rs.getString(1), t);
        List<LocalDate> from = Rows.list(registry, "select min(rated_on) from rated_tournament where late = true "
                + "and rated_at = ?", (rs, n) -> rs.getDate(1).toLocalDate(), t);
        List<RatedTournamentRecords.MovedPlayer> moved = Rows.list(registry, "select m.player_id, p.federation_id, "
                + "p.name, m.rating_before, m.rating_after, m.played from rating_moved m join player p on "
                + "p.id = m.player_id where m.rated_at = ? order by abs(m.rating_after - coalesce(m.rating_before, "
                + "m.rating_after)) desc, m.player_id", (rs, n) -> new RatedTournamentRecords.MovedPlayer(
                PlayerRef.name(rs.getString(2), rs.getLong(1)), rs.getString(3),
                rs.getObject(4) == null ? null : rs.getDouble(4), rs.getDouble(5), rs.getBoolean(6)), t);
        return Optional.of(new RatedTournamentRecords.Rerating(t.toLocalDateTime(), from.get(0), codes, moved));
    }
}
