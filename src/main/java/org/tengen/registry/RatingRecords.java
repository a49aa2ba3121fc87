package org.tengen.registry;

import java.sql.Date;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.tengen.rank.Rank;
import org.tengen.rating.RatingList;
import org.tengen.rules.GameResult;

/**
 * What the rating reads from the registry and writes back: the rated games, the results held for
 * review and their confirmations, every change, each player's steps and the list, and the runs.
 * JDBC, because a run replaces every row of the rating tables in a few batched statements. The reads
 * the {@code ratings} list shares with its lookup are {@link RatingListing}'s.
 */
@Repository
public class RatingRecords {

    private final JdbcTemplate jdbc;

    public RatingRecords(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Every game of the current version of every rated tournament, in date order (then tournament, round, game). */
    public List<RatingList.RatedGame> ratedGames() {
        return jdbc.execute((ConnectionCallback<List<RatingList.RatedGame>>) RatingListing::ratedGames);
    }

    /** A stored grade, read with the entities' policy. */
    static Rank rank(String notation) {
        return RatingListing.rank(notation);
    }

    /** The held results a person confirmed: rated from then on. */
    public Set<Long> confirmed() {
        return jdbc.execute((ConnectionCallback<Set<Long>>) RatingListing::confirmed);
    }

    /** The fingerprint of the inputs of the last finished run. */
    public Optional<String> lastInputsSha256() {
        return jdbc.execute((ConnectionCallback<Optional<String>>) RatingListing::lastInputsSha256);
    }

    /** How many runs have finished (the data version reports state). */
    public int runs() {
        Integer n = jdbc.queryForObject("select count(*) from rating_run where finished_at is not null", Integer.class);
        return n == null ? 0 : n;
    }

    /** Replaces the rating with a new computation (in the caller's transaction), stamped with the run's time. */
    public void replace(RatingList.Outcome o, String inputsSha256, LocalDateTime runAt) {
        jdbc.update("delete from rating_flag where confirmed_at is null");
        jdbc.batchUpdate("insert into rating_flag (game_id, probability, flagged_at, reason) values (?, ?, ?, ?)",
                o.held().stream().map(h -> new Object[] {h.game(), h.probability(), Timestamp.valueOf(runAt),
                    h.reason()}).toList());
        jdbc.update("delete from rating_change");
        jdbc.update("delete from rating_history");
        jdbc.update("delete from player_rating");
        jdbc.batchUpdate("insert into rating_change (player_id, tournament_id, game_id, opponent_id, black, handicap, "
                + "rating_before, opponent_before, expected, score, con, bonus, weight, delta) values (?, ?, ?, ?, ?, ?, "
                + "?, ?, ?, ?, ?, ?, ?, ?)", o.changes().stream().map(x -> new Object[] {x.player(), x.tournament(),
                    x.change().game(), x.opponent(), x.change().black(), x.change().handicap(), x.change().before(),
                    x.change().opponentBefore(), x.change().expected(), x.change().score(), x.change().con(),
                    x.change().bonus(), x.change().weight(), x.change().delta()}).toList());
        jdbc.batchUpdate("insert into rating_history (player_id, tournament_id, rated_on, rating_before, rating_after, "
                + "games, grade) values (?, ?, ?, ?, ?, ?, ?)", o.steps().stream().map(s -> new Object[] {s.player(),
                    s.tournament(), Date.valueOf(s.date()), s.before(), s.after(), s.games(),
                    s.grade() == null ? null : s.grade().notation()}).toList());
        jdbc.batchUpdate("insert into player_rating (player_id, gor, games, last_played, last_change, predictive, "
                + "predictive_sigma) values (?, ?, ?, ?, ?, ?, ?)", o.lines().stream().map(l -> new Object[] {
                    l.player(), l.gor(), l.games(), l.lastPlayed() == null ? null : Date.valueOf(l.lastPlayed()),
                    l.lastChange(), orNull(l.predictive()), orNull(l.predictiveSigma())}).toList());
        jdbc.update("insert into rating_run (started_at, finished_at, inputs_sha256, tournaments, games, flagged) "
                + "values (?, ?, ?, ?, ?, ?)", Timestamp.valueOf(runAt), Timestamp.valueOf(runAt), inputsSha256,
                o.tournaments(), o.games(), o.held().size());
    }

    private static Double orNull(double v) {
        return Double.isNaN(v) || Double.isInfinite(v) ? null : v;
    }

    /** A result held for review, where it was played, what the sheet says, and why it was held. */
    public record HeldResult(long game, double probability, String tournament, int round, GameResult result,
                             String reason) {
    }

    /** The results held for review and not yet confirmed, by game. */
    public List<HeldResult> held() {
        return jdbc.execute((ConnectionCallback<List<HeldResult>>) RatingListing::held);
    }

    /** A person confirms a held result; false when the game is not held. */
    public boolean confirm(long game, String by, LocalDateTime at) {
        return jdbc.update("update rating_flag set confirmed_by = ?, confirmed_at = ? where game_id = ? and "
                + "confirmed_at is null", by, Timestamp.valueOf(at), game) > 0;
    }

    /** A line of the rating list as of a day: the player, the last tournament's step, the games until then. */
    public record ListLine(long player, String federationId, String name, Rank grade, double rating,
                           double ratingBefore, LocalDate ratedOn, int games) {

        /** How staff name the player ({@link PlayerRef}). */
        public String playerName() {
            return PlayerRef.name(federationId, player);
        }
    }

    /** The list as it stood at the end of a day, best first. */
    public List<ListLine> list(LocalDate asOf) {
        return jdbc.execute((ConnectionCallback<List<ListLine>>) c -> RatingListing.list(c, asOf));
    }

    /** The players on the list, best first. */
    public List<Long> ratedPlayers() {
        return jdbc.queryForList("select r.player_id from player_rating r join player p on p.id = r.player_id "
                + "order by r.gor desc, p.name, r.player_id", Long.class);
    }

    /** A player's rating over one tournament. */
    public record TournamentStep(long tournament, String code, String name, char ratingClass, LocalDate ratedOn,
                                 double before, double after, int games) {
    }

    /** A player's tournaments up to a day, in the order they were rated. */
    public List<TournamentStep> steps(long player, LocalDate asOf) {
        return jdbc.query("select h.tournament_id, t.code, t.name, t.rating_class, h.rated_on, h.rating_before, "
                + "h.rating_after, h.games from rating_history h join tournament t on t.id = h.tournament_id "
                + "where h.player_id = ? and h.rated_on <= ? order by h.id", (rs, n) -> new TournamentStep(
                rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4).charAt(0), rs.getDate(5).toLocalDate(),
                rs.getDouble(6), rs.getDouble(7), rs.getInt(8)), player, Date.valueOf(asOf));
    }

    /** One game's change of a player's rating, as the GoR formula gave it. */
    public record GameChange(long game, int round, String opponent, double opponentBefore, boolean black,
                             int handicap, double expected, double score, double con, double bonus, double weight,
                             double delta) {
    }

    /** A player's games of one tournament, as rated. */
    public List<GameChange> changes(long player, long tournament) {
        return jdbc.query("select c.game_id, g.round, o.name opponent, c.opponent_before, c.black, c.handicap, "
                + "c.expected, c.score, c.con, c.bonus, c.weight, c.delta from rating_change c join game g on "
                + "g.id = c.game_id join player o on o.id = c.opponent_id where c.player_id = ? and c.tournament_id = ? "
                + "order by g.round, c.id", (rs, n) -> new GameChange(rs.getLong(1), rs.getInt(2), rs.getString(3),
                rs.getDouble(4), rs.getBoolean(5), rs.getInt(6), rs.getDouble(7), rs.getDouble(8), rs.getDouble(9),
                rs.getDouble(10), rs.getDouble(11), rs.getDouble(12)), player, tournament);
    }
}
