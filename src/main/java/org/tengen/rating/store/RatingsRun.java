package org.tengen.rating.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Date;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.tengen.imports.ContentHash;
import org.tengen.rank.Rank;
import org.tengen.rating.Gor;
import org.tengen.rating.Whr;
import org.tengen.rules.GameResult;

/**
 * Rates the registry: every rated tournament (current versions) in date order, GoR with ratings
 * frozen within each tournament and weighted by its class; every change stored with its game.
 * When anything changed (a late result, a referee's correction), everything from the first
 * tournament on is recomputed — the result is the same as rating only from the earliest changed
 * tournament forward, and a million games take a few seconds.
 *
 * <p>Before rating, the predictive model is fitted on every game; a result it gives less than 1%
 * (a common sign of a typing error in the sheet) is held out of the rating and listed for staff
 * until someone confirms it ({@code ratings confirm --game ID}).
 */
@Component
public class RatingsRun {

    /** Below this probability by the predictive model a result is held for review. */
    public static final double IMPROBABLE = 0.01;

    private final JdbcTemplate jdbc;

    public RatingsRun(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    private record Row(long game, long tournament, LocalDate date, char ratingClass, long black, long white,
                       String blackGrade, String whiteGrade, int handicap, double komi, double blackScore) {
    }

    private List<Row> rows() {
        List<Row> out = new ArrayList<>();
        jdbc.query("select g.id, g.tournament_id, coalesce(t.end_date, t.start_date, cast(t.published_at as date)) d, "
                + "t.rating_class, bp.player_id b, wp.player_id w, bp.grade bg, wp.grade wg, g.handicap, "
                + "g.komi_half_points, g.result from game g join tournament t on t.id = g.tournament_id "
                + "join participation bp on bp.id = g.black_id join participation wp on wp.id = g.white_id "
                + "where t.current_version = true and t.rated = true "
                + "order by d, t.id, g.round, g.id", rs -> {
                    GameResult r;
                    try {
                        r = GameResult.parse(rs.getString("result")).result();
                    } catch (IllegalArgumentException e) {
                        return;
                    }
                    double score;
                    switch (r.kind()) {
                        case POINTS, RESIGNATION, TIME, WIN -> score = r.winner() == org.tengen.rules.Colour.BLACK ? 1 : 0;
                        case DRAW -> score = 0.5;
                        default -> {
                            return;        // forfeits, void games, both-lose: nothing was decided over the board
                        }
                    }
                    out.add(new Row(rs.getLong(1), rs.getLong(2), rs.getDate("d").toLocalDate(),
                            rs.getString("rating_class").charAt(0), rs.getLong("b"), rs.getLong("w"),
                            rs.getString("bg"), rs.getString("wg"), rs.getInt("handicap"),
                            rs.getInt("komi_half_points") / 2.0, score));
                });
        return out;
    }

    /** The outcome of a run: whether anything was recomputed, and what. */
    public record Outcome(boolean recomputed, int tournaments, int games, int flagged) {
    }

    /** Runs in the caller's transaction (the job's step). */
    public Outcome run() {
        List<Row> rows = rows();
        Set<Long> confirmed = new java.util.HashSet<>(jdbc.queryForList(
                "select game_id from rating_flag where confirmed_at is not null", Long.class));
        MessageDigest md = ContentHash.digest();
        for (Row r : rows) {
            md.update((r.game() + "|" + r.tournament() + "|" + r.date() + "|" + r.ratingClass() + "|" + r.black() + "|"
                    + r.white() + "|" + r.blackGrade() + "|" + r.whiteGrade() + "|" + r.handicap() + "|" + r.komi()
                    + "|" + r.blackScore() + "|" + confirmed.contains(r.game()) + "\n").getBytes(StandardCharsets.UTF_8));
        }
        String sha = HexFormat.of().formatHex(md.digest());
        List<String> last = jdbc.queryForList("select inputs_sha256 from rating_run where finished_at is not null "
                + "order by id desc limit 1", String.class);
        if (!last.isEmpty() && last.get(0).equals(sha)) {
            return new Outcome(false, 0, 0, 0);
        }
        LocalDateTime now = LocalDateTime.now();
        // The predictive model on every game, for the checks and the estimates beside the list.
        Whr whr = Whr.defaults();
        LocalDate epoch = rows.isEmpty() ? LocalDate.now() : rows.get(0).date();
        for (Row r : rows) {
            whr.player(key(r.black()), prior(r.blackGrade()));
            whr.player(key(r.white()), prior(r.whiteGrade()));
            whr.add(day(epoch, r.date()), key(r.black()), key(r.white()), r.blackScore(),
                    Whr.advantageStones(r.handicap(), r.komi(), 7));
        }
        whr.fit(20);
        Map<Long, Double> held = new HashMap<>();
        for (Row r : rows) {
            if (confirmed.contains(r.game())) {
                continue;
            }
            double pBlack = whr.predict(key(r.black()), key(r.white()), day(epoch, r.date()) - 1,
                    Whr.advantageStones(r.handicap(), r.komi(), 7));
            double p = r.blackScore() == 1 ? pBlack : r.blackScore() == 0 ? 1 - pBlack : 1;
            if (p < IMPROBABLE) {
                held.put(r.game(), p);
            }
        }
        jdbc.update("delete from rating_flag where confirmed_at is null");
        for (Map.Entry<Long, Double> h : held.entrySet()) {
            jdbc.update("insert into rating_flag (game_id, probability, flagged_at) values (?, ?, ?)", h.getKey(),
                    h.getValue(), Timestamp.valueOf(now));
        }
        // GoR, tournament by tournament.
        jdbc.update("delete from rating_change");
        jdbc.update("delete from rating_history");
        jdbc.update("delete from player_rating");
        Map<Long, List<Row>> byTournament = new LinkedHashMap<>();
        for (Row r : rows) {
            if (!held.containsKey(r.game())) {
                byTournament.computeIfAbsent(r.tournament(), t -> new ArrayList<>()).add(r);
            }
        }
        Map<String, Double> ratings = new HashMap<>();
        Map<String, Integer> games = new HashMap<>();
        Map<String, LocalDate> lastPlayed = new HashMap<>();
        Map<String, Double> lastChange = new HashMap<>();
        List<Object[]> changes = new ArrayList<>();
        List<Object[]> history = new ArrayList<>();
        for (Map.Entry<Long, List<Row>> t : byTournament.entrySet()) {
            List<Row> ts = t.getValue();
            Row first = ts.get(0);
            List<Gor.Game> gs = new ArrayList<>();
            Map<String, String> grade = new HashMap<>();
            for (Row r : ts) {
                ratings.computeIfAbsent(key(r.black()), k -> start(r.blackGrade()));
                ratings.computeIfAbsent(key(r.white()), k -> start(r.whiteGrade()));
                grade.put(key(r.black()), r.blackGrade());
                grade.put(key(r.white()), r.whiteGrade());
                gs.add(new Gor.Game(r.game(), key(r.black()), key(r.white()), r.blackScore(), r.handicap()));
            }
            List<Gor.Change> cs = Gor.tournament(gs, ratings, Gor.weight(first.ratingClass()));
            Map<String, Double> after = Gor.apply(ratings, cs);
            Map<String, Integer> played = new HashMap<>();
            for (Gor.Change c : cs) {
                changes.add(new Object[] {id(c.player()), t.getKey(), c.game(), id(c.opponent()), c.black(),
                    c.handicap(), c.before(), c.opponentBefore(), c.expected(), c.score(), c.con(), c.bonus(),
                    c.weight(), c.delta()});
                played.merge(c.player(), 1, Integer::sum);
            }
            for (Map.Entry<String, Integer> p : played.entrySet()) {
                double before = ratings.get(p.getKey());
                double now2 = after.get(p.getKey());
                history.add(new Object[] {id(p.getKey()), t.getKey(), Date.valueOf(first.date()), before, now2,
                    p.getValue(), grade.get(p.getKey())});
                games.merge(p.getKey(), p.getValue(), Integer::sum);
                lastPlayed.put(p.getKey(), first.date());
                lastChange.put(p.getKey(), now2 - before);
            }
            ratings.putAll(after);
        }
        jdbc.batchUpdate("insert into rating_change (player_id, tournament_id, game_id, opponent_id, black, handicap, "
                + "rating_before, opponent_before, expected, score, con, bonus, weight, delta) values (?, ?, ?, ?, ?, ?, "
                + "?, ?, ?, ?, ?, ?, ?, ?)", changes);
        jdbc.batchUpdate("insert into rating_history (player_id, tournament_id, rated_on, rating_before, rating_after, "
                + "games, grade) values (?, ?, ?, ?, ?, ?, ?)", history);
        int asOf = rows.isEmpty() ? 0 : day(epoch, rows.get(rows.size() - 1).date());
        List<Object[]> list = new ArrayList<>();
        for (Map.Entry<String, Double> r : ratings.entrySet()) {
            Whr.Estimate e = whr.estimate(r.getKey(), asOf);
            list.add(new Object[] {id(r.getKey()), r.getValue(), games.getOrDefault(r.getKey(), 0),
                lastPlayed.get(r.getKey()) == null ? null : Date.valueOf(lastPlayed.get(r.getKey())),
                lastChange.getOrDefault(r.getKey(), 0.0), Whr.toGorScale(e.rating()), e.sigma() * 100 / 0.75});
        }
        jdbc.batchUpdate("insert into player_rating (player_id, gor, games, last_played, last_change, predictive, "
                + "predictive_sigma) values (?, ?, ?, ?, ?, ?, ?)", list);
        jdbc.update("insert into rating_run (started_at, finished_at, inputs_sha256, tournaments, games, flagged) "
                + "values (?, ?, ?, ?, ?, ?)", Timestamp.valueOf(now), Timestamp.valueOf(LocalDateTime.now()), sha,
                byTournament.size(), changes.size() / 2, held.size());
        return new Outcome(true, byTournament.size(), changes.size() / 2, held.size());
    }

    private static String key(long player) {
        return Long.toString(player);
    }

    private static long id(String key) {
        return Long.parseLong(key);
    }

    private static double start(String grade) {
        return Gor.nominal(grade == null ? null : Rank.parse(grade));
    }

    private static double prior(String grade) {
        return grade == null ? Double.NaN : (Gor.nominal(Rank.parse(grade)) - 2100) / 100 * 0.75;
    }

    private static int day(LocalDate epoch, LocalDate d) {
        return (int) ChronoUnit.DAYS.between(epoch, d);
    }
}
