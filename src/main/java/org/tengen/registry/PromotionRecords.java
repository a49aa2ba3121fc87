package org.tengen.registry;

import java.sql.Date;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.tengen.promotion.Promotion;
import org.tengen.promotion.Promotions;
import org.tengen.rank.Rank;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;

/**
 * What the promotions read from the registry and write back: every current tournament as the
 * promotion rules see it (date, whether it is a 段位赛, entry grades, places, games with typed
 * results), the ratings, and each promotion granted with its certificate and the player's new grade.
 */
@Repository
public class PromotionRecords {

    private final JdbcTemplate jdbc;

    public PromotionRecords(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Every current tournament version, in date order, with its entrants' grades, places and games. */
    public List<Promotions.Event> events() {
        Map<Long, Promotions.Event> events = new LinkedHashMap<>();
        jdbc.query("select id, code, name, coalesce(end_date, start_date, cast(published_at as date)) d, rank_event "
                + "from tournament where current_version = true order by d, id", rs -> {
                    events.put(rs.getLong("id"), new Promotions.Event(rs.getLong("id"), rs.getString("code"),
                            rs.getString("name"), rs.getDate("d").toLocalDate(), rs.getBoolean("rank_event"),
                            new HashMap<>(), new HashMap<>(), new ArrayList<>()));
                });
        Map<Long, Map<Long, Long>> playerOfParticipation = new HashMap<>();
        jdbc.query("select p.id, p.tournament_id, p.player_id, p.grade, s.place from participation p join tournament t "
                + "on t.id = p.tournament_id and t.current_version = true left join standing s on s.participation_id "
                + "= p.id", rs -> {
                    Promotions.Event e = events.get(rs.getLong("tournament_id"));
                    long player = rs.getLong("player_id");
                    Rank grade = RatingRecords.rank(rs.getString("grade"));
                    if (grade != null) {
                        e.entryGrades().put(player, grade);
                    }
                    Integer place = rs.getObject("place", Integer.class);
                    if (place != null) {
                        e.places().put(player, place);
                    }
                    playerOfParticipation.computeIfAbsent(rs.getLong("tournament_id"), k -> new HashMap<>())
                            .put(rs.getLong("id"), player);
                });
        jdbc.query("select g.id, g.tournament_id, g.black_id, g.white_id, g.result from game g join tournament t on "
                + "t.id = g.tournament_id and t.current_version = true where g.white_id is not null "
                + "order by g.tournament_id, g.round, g.id", rs -> {
                    Promotions.Event e = events.get(rs.getLong("tournament_id"));
                    Map<Long, Long> players = playerOfParticipation.get(rs.getLong("tournament_id"));
                    long b = players.get(rs.getLong("black_id"));
                    long w = players.get(rs.getLong("white_id"));
                    long game = rs.getLong("id");
                    GameResult r = ResultColumn.read(game, rs.getString("result"));
                    boolean played = r.wasPlayed();
                    e.games().add(new Promotions.EventGame(game, b, e.entryGrades().get(w), r.winner() == Colour.BLACK,
                            played));
                    e.games().add(new Promotions.EventGame(game, w, e.entryGrades().get(b), r.winner() == Colour.WHITE,
                            played));
                });
        return new ArrayList<>(events.values());
    }

    /** The rating list as the promotion rules read it. */
    public record Ratings(Map<Long, Double> gor, Map<Long, Integer> games, Map<Long, LocalDate> lastPlayed) {
    }

    public Ratings ratings() {
        Map<Long, Double> gor = new HashMap<>();
        Map<Long, Integer> games = new HashMap<>();
        Map<Long, LocalDate> last = new HashMap<>();
        jdbc.query("select player_id, gor, games, last_played from player_rating", rs -> {
            gor.put(rs.getLong(1), rs.getDouble(2));
            games.put(rs.getLong(1), rs.getInt(3));
            if (rs.getDate(4) != null) {
                last.put(rs.getLong(1), rs.getDate(4).toLocalDate());
            }
        });
        return new Ratings(gor, games, last);
    }

    /** Whether the player was already promoted to that grade (a promotion is granted once). */
    public boolean granted(long player, Rank to) {
        Integer n = jdbc.queryForObject("select count(*) from promotion where player_id = ? and to_grade = ?",
                Integer.class, player, to.notation());
        return n != null && n > 0;
    }

    /** How many certificates with that prefix were issued in the year (the next one's number follows). */
    public int certificatesIssued(String prefix, int year) {
        Integer n = jdbc.queryForObject("select count(*) from promotion where certificate like ?", Integer.class,
                prefix + "-" + year + "-%");
        return n == null ? 0 : n;
    }

    /**
     * Stores a promotion with its certificate, granted at {@code at}; the player's grade moves up (never
     * down) and the grade history keeps the step.
     */
    public void grant(Promotion p, String certificate, LocalDateTime at) {
        jdbc.update("insert into promotion (player_id, from_grade, to_grade, rule_name, tournament, evidence, games, "
                        + "effective, certificate, granted_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", p.player(),
                p.from() == null ? null : p.from().notation(), p.to().notation(), p.rule(), p.event(),
                p.evidence(), p.games().stream().map(String::valueOf).collect(Collectors.joining(",")),
                Date.valueOf(p.effective()), certificate, Timestamp.valueOf(at));
        Rank current = RatingRecords.rank(jdbc.queryForObject("select grade from player where id = ?", String.class,
                p.player()));
        if (current == null || current.compareTo(p.to()) < 0) {
            jdbc.update("update player set grade = ? where id = ?", p.to().notation(), p.player());
        }
        jdbc.update("insert into player_grade (player_id, grade, since, source) values (?, ?, ?, ?)", p.player(),
                p.to().notation(), Date.valueOf(p.effective()), "promotion " + certificate + " (" + p.rule() + ")");
    }
}
