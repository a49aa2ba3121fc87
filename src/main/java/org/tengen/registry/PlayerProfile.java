package org.tengen.registry;

import java.sql.Connection;
import java.sql.Date;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.tengen.players.PlayerCard;

/**
 * Everything {@code players show} says about one player: who it is (the card), whether it was merged
 * into another, its grades, promotions, tournaments, rating and its history, merges and corrections.
 * Plain JDBC on a connection the caller gives, so the queries are the same whether Spring started
 * or not; {@link PlayerRecords} reads through them.
 */
public record PlayerProfile(PlayerCard player, Long mergedInto, List<PlayerRecords.Grade> grades,
                            List<PlayerRecords.Certificate> promotions, List<PlayerRecords.Played> tournaments,
                            PlayerRecords.Rating rating, List<PlayerRecords.RatingStep> ratingHistory,
                            List<PlayerRecords.Merge> merges, List<PlayerRecords.Correction> corrections) {

    /** A player as staff see it; the club is the player's own, else the one of its latest tournament. */
    static final String CARD = "select p.id, p.federation_id, p.name, p.gender, p.birth_date, "
            + "coalesce(p.club, (select c.name from participation pa join club c on c.id = pa.club_id "
            + "join tournament t on t.id = pa.tournament_id where pa.player_id = p.id "
            + "order by t.start_date desc, pa.id desc limit 1)) club, p.grade, p.confirmed from player p ";

    /** The profile of the player a reference names (a merged registration too); empty when none does. */
    public static Optional<PlayerProfile> of(Connection registry, PlayerReference ref) {
        return find(registry, ref).map(p -> {
            long id = p.id();
            return new PlayerProfile(p, mergedInto(registry, id), grades(registry, id), promotions(registry, id),
                    tournaments(registry, id), rating(registry, id).orElse(null), ratingHistory(registry, id),
                    merges(registry, id), corrections(registry, id));
        });
    }

    static PlayerCard card(ResultSet rs, int n) throws SQLException {
        Date born = rs.getDate("birth_date");
        return new PlayerCard(rs.getLong("id"), rs.getString("federation_id"), rs.getString("name"),
                rs.getString("gender"), born == null ? null : born.toLocalDate(), rs.getString("club"),
                rs.getString("grade"), rs.getBoolean("confirmed"));
    }

    static Optional<PlayerCard> card(Connection registry, long id) {
        return Rows.first(registry, CARD + "where p.id = ?", PlayerProfile::card, id);
    }

    /** The player a reference names (a merged registration too: see {@link #mergedInto}). */
    static Optional<PlayerCard> find(Connection registry, PlayerReference ref) {
        if (ref.registryId() != null) {
            return card(registry, ref.registryId());
        }
        return Rows.first(registry, CARD + "where p.federation_id = ?", PlayerProfile::card, ref.federationId());
    }

    /** The player a registration was merged into, or null. */
    static Long mergedInto(Connection registry, long id) {
        return Rows.first(registry, "select merged_into from player where id = ? and merged_into is not null",
                (rs, n) -> rs.getLong(1), id).orElse(null);
    }

    static List<PlayerRecords.Grade> grades(Connection registry, long id) {
        return Rows.list(registry, "select grade, since, source from player_grade where player_id = ? order by "
                + "since, id", (rs, n) -> new PlayerRecords.Grade(rs.getString(1), date(rs.getDate(2)),
                rs.getString(3)), id);
    }

    static List<PlayerRecords.Certificate> promotions(Connection registry, long id) {
        return Rows.list(registry, "select id, from_grade, to_grade, rule_name, tournament, effective, certificate, "
                + "evidence from promotion where player_id = ? order by effective, id", (rs, n) ->
                new PlayerRecords.Certificate(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4),
                        rs.getString(5), date(rs.getDate(6)), rs.getString(7), rs.getString(8)), id);
    }

    static List<PlayerRecords.Played> tournaments(Connection registry, long id) {
        return Rows.list(registry, "select t.code, t.name, t.start_date, pa.name pname, pa.grade, c.name club, "
                + "(select s.place from standing s where s.participation_id = pa.id) place, "
                + "(select count(*) from game g where g.black_id = pa.id or g.white_id = pa.id) games "
                + "from participation pa join tournament t on t.id = pa.tournament_id left join club c on "
                + "c.id = pa.club_id where pa.player_id = ? and t.current_version = true order by t.start_date, "
                + "t.code", (rs, n) -> new PlayerRecords.Played(rs.getString("code"), rs.getString("name"),
                date(rs.getDate("start_date")), rs.getString("pname"), rs.getString("grade"), rs.getString("club"),
                rs.getObject("place", Integer.class), rs.getInt("games")), id);
    }

    static Optional<PlayerRecords.Rating> rating(Connection registry, long id) {
        return Rows.first(registry, "select gor, games, last_played, last_change from player_rating where "
                + "player_id = ?", (rs, n) -> new PlayerRecords.Rating(rs.getDouble(1), rs.getInt(2),
                date(rs.getDate(3)), rs.getDouble(4)), id);
    }

    static List<PlayerRecords.RatingStep> ratingHistory(Connection registry, long id) {
        return Rows.list(registry, "select t.code, h.rated_on, h.rating_before, h.rating_after, h.games from "
                + "rating_history h join tournament t on t.id = h.tournament_id where h.player_id = ? order by "
                + "h.rated_on, h.id", (rs, n) -> new PlayerRecords.RatingStep(rs.getString(1), date(rs.getDate(2)),
                rs.getDouble(3), rs.getDouble(4), rs.getInt(5)), id);
    }

    static PlayerRecords.Merge merge(ResultSet rs, int n) throws SQLException {
        Timestamp undone = rs.getTimestamp("undone_at");
        return new PlayerRecords.Merge(rs.getLong("id"), rs.getLong("from_player_id"), rs.getLong("into_player_id"),
                rs.getString("merged_by"), rs.getString("reason"), rs.getTimestamp("merged_at").toLocalDateTime(),
                rs.getString("notes"), rs.getString("from_before"), rs.getString("into_before"),
                ids(rs.getString("participations")), ids(rs.getString("grades")), ids(rs.getString("promotions")),
                undone == null ? null : undone.toLocalDateTime(), rs.getString("undone_by"),
                rs.getString("undo_reason"));
    }

    /** The merges a player took part in, either side. */
    static List<PlayerRecords.Merge> merges(Connection registry, long player) {
        return Rows.list(registry, "select * from player_merge where from_player_id = ? or into_player_id = ? "
                + "order by id", PlayerProfile::merge, player, player);
    }

    static List<PlayerRecords.Correction> corrections(Connection registry, long player) {
        return Rows.list(registry, "select field, old_value, new_value, changed_by, reason, changed_at, merge_id "
                + "from player_correction where player_id = ? order by id", (rs, n) -> new PlayerRecords.Correction(
                rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5),
                rs.getTimestamp(6).toLocalDateTime(), rs.getObject(7, Long.class)), player);
    }

    private static LocalDate date(Date d) {
        return d == null ? null : d.toLocalDate();
    }

    private static List<Long> ids(String s) {
        if (s == null || s.isBlank()) {
            return List.of();
        }
        return new ArrayList<>(Arrays.stream(s.split(",")).map(Long::parseLong).toList());
    }
}
