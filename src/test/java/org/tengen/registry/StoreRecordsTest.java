package org.tengen.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.tengen.promotion.Promotions;
import org.tengen.rank.Rank;
import org.tengen.rating.RatingList;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;
import org.tengen.rules.Score;
import org.tengen.standings.EventStandings;
import slices.RegistrySlice;

/**
 * The queries the jobs, commands and reports use, on the registry alone (a JPA slice on H2 with the
 * real migrations): what they read comes back typed, what they write reads back, and a stored
 * result that is not one stops the reader naming the game.
 */
@SpringBootTest(classes = RegistrySlice.class, properties = {
        "spring.datasource.url=jdbc:h2:mem:store-records;DB_CLOSE_DELAY=-1"})
class StoreRecordsTest {

    static final GameResult SHEET = GameResult.byPoints(Colour.WHITE, Score.ofHalfPoints(17));

    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    RatingRecords ratings;
    @Autowired
    StandingRecords standings;
    @Autowired
    ReportRecords reports;
    @Autowired
    PromotionRecords promotions;
    @Autowired
    ChainLocks locks;
    @Autowired
    PlayerRef.Lookup players;

    long game;
    long tournament;
    String code;

    @BeforeEach
    void oneTournamentWithAMismatchedGame() {
        code = "HZ-S-" + System.nanoTime();
        game = RegistryFixtures.tournamentWithAMismatch(jdbc, code);
        tournament = jdbc.queryForObject("select tournament_id from game where id = ?", Long.class, game);
    }

    @Test
    void theRatingReadsEachGameTyped() {
        RatingList.RatedGame g = ratings.ratedGames().stream().filter(x -> x.game() == game).findFirst().orElseThrow();
        assertThat(g.result()).isEqualTo(SHEET);
        assertThat(g.komi()).isEqualTo(Score.ofHalfPoints(15));
        assertThat(g.blackGrade()).isEqualTo(Rank.dan(3));
        assertThat(g.ratingClass()).isEqualTo('A');
    }

    @Test
    void aRatingWrittenReadsBackAsTheListAndTheRunIsStampedWithItsTime() {
        List<RatingList.RatedGame> games = ratings.ratedGames();
        RatingList.Outcome o = RatingList.compute(games, Set.of());
        String sha = RatingList.inputsSha256(games, Set.of());
        LocalDateTime at = LocalDateTime.of(2026, 11, 29, 22, 15);
        ratings.replace(o, sha, at);
        assertThat(ratings.lastInputsSha256()).contains(sha);
        assertThat(jdbc.queryForObject("select max(started_at) from rating_run", java.sql.Timestamp.class)
                .toLocalDateTime()).isEqualTo(at);
        List<RatingRecords.ListLine> list = ratings.list(LocalDate.of(9999, 1, 1));
        assertThat(list).extracting(RatingRecords.ListLine::player).containsAll(
                o.lines().stream().map(RatingList.Line::player).toList());
        RatingRecords.ListLine white = list.stream().filter(l -> l.name().startsWith("李娜" + code)).findFirst()
                .orElseThrow();
        assertThat(white.rating()).isGreaterThan(white.ratingBefore());
        assertThat(white.grade()).isEqualTo(Rank.dan(3));
        assertThat(white.playerName()).startsWith("#");
        assertThat(ratings.changes(white.player(), tournament)).singleElement()
                .satisfies(c -> assertThat(c.game()).isEqualTo(game));
        assertThat(ratings.confirm(game, "王裁判", at)).as("the game is not held").isFalse();
    }

    @Test
    void theStandingsReadTypedResultsAndWriteLinesThatReadBackTyped() {
        StandingRecords.Inputs in = standings.inputs(tournament);
        assertThat(in.pairings()).singleElement().satisfies(p -> assertThat(p.result()).isEqualTo(SHEET));
        EventStandings.Result r = EventStandings.compute(in.settings(), in.entrants(), in.pairings());
        standings.save(in, r.standings(), r.teams(), LocalDateTime.of(2026, 11, 29, 22, 15));
        assertThat(standings.inputs(tournament).storedSha256()).isEqualTo(in.sha256());
        List<StandingRecords.Line> lines = standings.lines(tournament);
        assertThat(lines).extracting(StandingRecords.Line::name).containsExactly("李娜", "张伟");
        assertThat(lines.get(0).grade()).isEqualTo(Rank.dan(3));
        assertThat(standings.header(tournament).komi()).isEqualTo(Score.ofHalfPoints(15));
        assertThat(standings.current(code)).contains(tournament);
    }

    @Test
    void theReportsListTheGameToCheckTyped() {
        assertThat(reports.gamesToCheck(null)).filteredOn(g -> g.game() == game).singleElement().satisfies(g -> {
            assertThat(g.status()).isEqualTo(GameStatus.MISMATCH);
            assertThat(g.recorded()).isEqualTo(SHEET);
            assertThat(g.tournament()).isEqualTo(code);
        });
        assertThat(reports.statusCounts(null)).anySatisfy(c -> assertThat(c.status()).isEqualTo(GameStatus.MISMATCH));
        assertThat(reports.dataVersion().lastBatch()).isPositive();
    }

    @Test
    void thePromotionsSeeTheGameAsPlayed() {
        Promotions.Event e = promotions.events().stream().filter(x -> x.tournament() == tournament).findFirst()
                .orElseThrow();
        assertThat(e.games()).hasSize(2).allSatisfy(g -> assertThat(g.played()).isTrue());
        assertThat(e.games()).filteredOn(Promotions.EventGame::won).hasSize(1);
        assertThat(e.entryGrades().values()).containsOnly(Rank.dan(3));
    }

    @Test
    void aStoredResultThatIsNotOneStopsTheReaderNamingTheGame() {
        jdbc.update("update game set result = 'white won' where id = ?", game);
        try {
            assertThatThrownBy(() -> ratings.ratedGames()).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("game " + game).hasMessageContaining("white won");
            assertThatThrownBy(() -> standings.inputs(tournament)).hasMessageContaining("game " + game);
        } finally {
            jdbc.update("update game set result = 'W+8.5' where id = ?", game);
        }
    }

    @Test
    void aPlayerIsFoundByANumericFederationIdOrByRegistryId() {
        long black = jdbc.queryForObject("select p.player_id from game g join participation p on p.id = g.black_id "
                + "where g.id = ?", Long.class, game);
        String fid = Long.toString(33_000_000L + game);
        jdbc.update("update player set federation_id = ? where id = ?", fid, black);
        assertThat(players.require(fid).getId()).isEqualTo(black);
        assertThat(players.require("#" + black).getFederationId()).isEqualTo(fid);
        assertThatThrownBy(() -> players.require(Long.toString(black))).isInstanceOf(PlayerRef.UnknownPlayer.class)
                .hasMessageContaining("a registry id is written #" + black);
    }

    @Test
    void oneChainHoldsTheLockAtATime() {
        String name = "chain-" + System.nanoTime();
        LocalDateTime at = LocalDateTime.of(2026, 11, 29, 2, 0);
        assertThat(locks.insert(name, "1@a", at)).isTrue();
        assertThat(locks.insert(name, "2@b", at)).isFalse();
        assertThat(locks.holder(name)).contains("1@a");
        assertThat(locks.takeOver(name, "9@z", "2@b", at)).as("only from the holder").isFalse();
        assertThat(locks.takeOver(name, "1@a", "2@b", at)).isTrue();
        locks.release(name, "2@b");
        assertThat(locks.holder(name)).isEmpty();
    }
}
