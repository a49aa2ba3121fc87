package org.tengen.audit;

import java.time.LocalDateTime;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.tengen.registry.Dispute;
import org.tengen.registry.DisputeRepository;
import org.tengen.registry.Game;
import org.tengen.registry.GameRepository;
import org.tengen.registry.RevisionCause;
import org.tengen.rules.GameResult;

/**
 * Disputed results: a dispute is opened on a game (who, why); a referee rules — a new result, the
 * article, the reason — or dismisses it. A ruling changes the game's result in one transaction and
 * is an Envers revision (who, when, why, the article): nothing of the history is ever deleted, and
 * {@code audit --game} reads it back. A ruling also records what the organiser's sheet said, so it
 * survives a corrected workbook that still says that. The caller then brings standings, ratings and
 * promotions up to date. The list ({@code dispute list}) is read by {@link org.tengen.registry.DisputeList}.
 */
@Service
public class Disputes {

    private final DisputeRepository disputes;
    private final GameRepository games;

    public Disputes(DisputeRepository disputes, GameRepository games) {
        this.disputes = disputes;
        this.games = games;
    }

    @Transactional
    public long open(long gameId, String by, String reason) {
        Game g = games.findById(gameId).orElseThrow(() -> new IllegalArgumentException("no game " + gameId
                + " in the registry"));
        if (!g.getTournament().isCurrentVersion()) {
            throw new IllegalArgumentException("game " + gameId + " belongs to version " + g.getTournament().getVersion()
                    + " of " + g.getTournament().getCode() + ", which a newer version superseded; dispute the game of "
                    + "the current version");
        }
        RevisionCause.state(RevisionCause.of(by, "dispute opened: " + reason, null));
        return disputes.save(new Dispute(g, by, LocalDateTime.now(), reason)).getId();
    }

    /**
     * Rules on an open dispute; returns the game's id. The result is read here, where it enters,
     * and refused with what was expected when it is not one.
     */
    @Transactional
    public long rule(long disputeId, String result, String article, String referee, String reason) {
        Dispute d = open(disputeId);
        GameResult ruled = GameResult.parse(result).result();
        RevisionCause.state(RevisionCause.of(referee, reason + " (dispute " + disputeId + ")", article));
        d.rule(ruled, referee, article, reason, LocalDateTime.now());
        return d.getGame().getId();
    }

    @Transactional
    public void dismiss(long disputeId, String referee, String reason) {
        Dispute d = open(disputeId);
        RevisionCause.state(RevisionCause.of(referee, "dispute " + disputeId + " dismissed: " + reason, null));
        d.dismiss(referee, reason, LocalDateTime.now());
    }

    private Dispute open(long disputeId) {
        Dispute d = disputes.findById(disputeId).orElseThrow(() -> new IllegalArgumentException("no dispute "
                + disputeId));
        if (d.getStatus() != Dispute.Status.OPEN) {
            throw new IllegalArgumentException("dispute " + disputeId + " is " + d.getStatus()
                    + " already; open a new one to dispute the result again");
        }
        return d;
    }
}
