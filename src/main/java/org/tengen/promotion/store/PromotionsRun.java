package org.tengen.promotion.store;

import java.io.IOException;
import java.nio.file.Path;
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
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.tengen.promotion.Policy;
import org.tengen.promotion.Promotion;
import org.tengen.promotion.Promotions;
import org.tengen.rank.Rank;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;

/**
 * Grants the promotions the policy file gives: reads every current tournament (its date, whether
 * it is a 段位赛, the grades players entered with, their places, their games) and the ratings,
 * decides, and stores each new promotion with its evidence, an effective date and a certificate
 * number; the player's grade moves up and its history keeps the step. A promotion already
 * granted is never granted again.
 */
@Component
public class PromotionsRun {

    private final JdbcTemplate jdbc;
    private final Path policyFile;

    public PromotionsRun(JdbcTemplate jdbc, @Value("${tengen.promotion-policy:jobs/promotions.yaml}") String policy) {
        this.jdbc = jdbc;
        this.policyFile = Path.of(policy);
    }

    public Policy policy() throws IOException {
        return PolicyFile.read(policyFile);
    }

    /** Runs in the caller's transaction; returns the promotions granted now. */
    public List<Promotion> run(boolean retroactive) throws IOException {
        Policy policy = policy();
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
                    String grade = rs.getString("grade");
                    if (grade != null) {
                        e.entryGrades().put(player, Rank.parse(grade));
                    }
                    Integer place = rs.getObject("place", Integer.class);
                    if (place != null) {
                        e.places().put(player, place);
                    }
                    playerOfParticipation.computeIfAbsent(rs.getLong("tournament_id"), k -> new HashMap<>())
                            .put(rs.getLong("id"), player);
                });
        jdbc.query("select g.id, g.tournament_id, g.black_id, g.white_id, g.result from game g join tournament t on "
                + "t.id = g.tournament_id and t.current_version = true where g.white_id is not null", rs -> {
                    Promotions.Event e = events.get(rs.getLong("tournament_id"));
                    Map<Long, Long> players = playerOfParticipation.get(rs.getLong("tournament_id"));
                    long b = players.get(rs.getLong("black_id"));
                    long w = players.get(rs.getLong("white_id"));
                    GameResult r;
                    try {
                        r = GameResult.parse(rs.getString("result")).result();
                    } catch (IllegalArgumentException ex) {
                        return;
                    }
                    boolean played = switch (r.kind()) {
                        case FORFEIT, VOID, UNKNOWN, BOTH_LOSE, BOTH_WIN -> false;
                        default -> true;
                    };
                    e.games().add(new Promotions.EventGame(rs.getLong("id"), b, e.entryGrades().get(w),
                            r.winner() == Colour.BLACK, played));
                    e.games().add(new Promotions.EventGame(rs.getLong("id"), w, e.entryGrades().get(b),
                            r.winner() == Colour.WHITE, played));
                });
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
        List<Promotion> decided = Promotions.decide(policy, Map.of(), new ArrayList<>(events.values()), gor, games,
                last, retroactive);
        List<Promotion> granted = new ArrayList<>();
        LocalDateTime now = LocalDateTime.now();
        for (Promotion p : decided) {
            Integer exists = jdbc.queryForObject("select count(*) from promotion where player_id = ? and to_grade = ?",
                    Integer.class, p.player(), p.to().notation());
            if (exists > 0) {
                continue;
            }
            int year = p.effective().getYear();
            Integer n = jdbc.queryForObject("select count(*) from promotion where certificate like ?", Integer.class,
                    policy.certificatePrefix() + "-" + year + "-%");
            String certificate = String.format("%s-%d-%06d", policy.certificatePrefix(), year, n + 1);
            jdbc.update("insert into promotion (player_id, from_grade, to_grade, rule_name, tournament, evidence, games, "
                            + "effective, certificate, granted_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", p.player(),
                    p.from() == null ? null : p.from().notation(), p.to().notation(), p.rule(), p.event(),
                    p.evidence(), p.games().stream().map(String::valueOf).collect(Collectors.joining(",")),
                    Date.valueOf(p.effective()), certificate, Timestamp.valueOf(now));
            String current = jdbc.queryForObject("select grade from player where id = ?", String.class, p.player());
            if (current == null || Rank.parse(current).compareTo(p.to()) < 0) {
                jdbc.update("update player set grade = ? where id = ?", p.to().notation(), p.player());
            }
            jdbc.update("insert into player_grade (player_id, grade, since, source) values (?, ?, ?, ?)", p.player(),
                    p.to().notation(), Date.valueOf(p.effective()), "promotion " + certificate + " (" + p.rule() + ")");
            granted.add(p);
        }
        return granted;
    }
}
