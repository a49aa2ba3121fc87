package org.tengen.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;
import slices.RegistrySlice;
import org.tengen.rank.Rank;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;
import org.tengen.rules.Score;
import org.tengen.verification.Status;

/**
 * The registry's typed model on its own (a JPA slice on H2 with the real migrations): values come
 * back typed, a ruling is an Envers revision with who, when, why and the article, and the history
 * of a result is read from there.
 */
@SpringBootTest(classes = RegistrySlice.class, properties = {
        "spring.datasource.url=jdbc:h2:mem:registry-model;DB_CLOSE_DELAY=-1"})
class RegistryModelTest {

    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    TransactionTemplate tx;
    @Autowired
    GameRepository games;
    @Autowired
    DisputeRepository disputes;
    @Autowired
    PlayerRepository players;
    @Autowired
    TournamentRepository tournaments;
    @Autowired
    GameHistory history;

    long mismatch;

    @BeforeEach
    void oneTournamentWithAMismatchedGame() {
        mismatch = RegistryFixtures.tournamentWithAMismatch(jdbc, "HZ-T-" + System.nanoTime());
    }

    @Test
    void aGameComesBackTyped() {
        tx.executeWithoutResult(s -> {
            Game g = games.findById(mismatch).orElseThrow();
            assertThat(g.getResult()).isEqualTo(GameResult.byPoints(Colour.WHITE, Score.ofHalfPoints(17)));
            assertThat(g.getSheetResult()).isEqualTo(g.getResult());
            assertThat(g.getComputedResult()).isEqualTo(GameResult.byPoints(Colour.WHITE, Score.ofHalfPoints(13)));
            assertThat(g.getStatus()).isEqualTo(GameStatus.MISMATCH);
            assertThat(g.getStatus().verification()).contains(Status.MISMATCH);
            assertThat(g.getStatus().needsPerson()).isTrue();
            assertThat(g.getKomi()).isEqualTo(Score.ofHalfPoints(15));
            assertThat(g.getBlack().getGrade()).isEqualTo(Rank.dan(3));
            assertThat(g.getBlack().getPlayer().getGrade()).isEqualTo(Rank.dan(3));
            assertThat(g.getTournament().isCurrentVersion()).isTrue();
        });
    }

    @Test
    void art9_aRulingIsARevisionWithWhoWhyAndTheArticle() {
        long dispute = tx.execute(s -> {
            Game g = games.findById(mismatch).orElseThrow();
            return disputes.save(new Dispute(g, "谢天佑", LocalDateTime.now(), "the margin was typed wrong")).getId();
        });
        GameResult ruled = GameResult.parse("白胜3又1/4子").result();
        tx.executeWithoutResult(s -> {
            RevisionCause.state(RevisionCause.of("王裁判", "recounted from the record", "art. 9"));
            disputes.findById(dispute).orElseThrow().rule(ruled, "王裁判", "art. 9", "recounted from the record",
                    LocalDateTime.now());
        });
        tx.executeWithoutResult(s -> {
            Game g = games.findById(mismatch).orElseThrow();
            assertThat(g.getResult()).isEqualTo(ruled);
            assertThat(g.getSheetResult().notation()).isEqualTo("W+8.5");
            assertThat(g.getStatus()).as("the count supports the ruled result").isEqualTo(GameStatus.VERIFIED);
            assertThat(disputes.rulingInForce(mismatch)).get().extracting(d -> d.getRuling().getSheetResult())
                    .isEqualTo(g.getSheetResult());
        });
        List<GameHistory.Change> changes = history.of(mismatch, GameResult.parse("W+8.5").result());
        assertThat(changes).hasSize(1);
        GameHistory.Change c = changes.get(0);
        assertThat(c.before().notation()).isEqualTo("W+8.5");
        assertThat(c.result().notation()).isEqualTo("W+6.5");
        assertThat(c.status()).isEqualTo(GameStatus.VERIFIED);
        assertThat(c.by()).isEqualTo("王裁判");
        assertThat(c.article()).isEqualTo("art. 9");
        assertThat(c.reason()).isEqualTo("recounted from the record");
        assertThat(jdbc.queryForObject("select count(*) from dispute_aud where id = ?", Integer.class, dispute))
                .as("the dispute's opening and its ruling").isEqualTo(2);

        assertThatThrownBy(() -> tx.executeWithoutResult(s -> disputes.findById(dispute).orElseThrow()
                .dismiss("李裁判", "no grounds", LocalDateTime.now()))).hasMessageContaining("RULED already");
    }

    @Test
    void aChangeWithoutAStatedCauseIsRecordedAsSuch() {
        tx.executeWithoutResult(s -> players.findAll().get(0).regrade(Rank.dan(4)));
        assertThat(jdbc.queryForObject("select r.revised_by || '/' || r.reason from player_aud a join registry_revision r "
                + "on r.id = a.rev order by a.rev desc limit 1", String.class)).isEqualTo("tengen/no reason stated");
    }

    @Test
    void aStoredResultThatDoesNotReadStopsWithTheValue() {
        jdbc.update("update game set result = 'W+banana' where id = ?", mismatch);
        assertThatThrownBy(() -> tx.executeWithoutResult(s -> games.findById(mismatch).orElseThrow().getResult()))
                .hasStackTraceContaining("the registry holds 'W+banana' as a result");
        jdbc.update("update game set result = sheet_result where id = ?", mismatch);
    }
}
