package org.tengen.registry;

import jakarta.persistence.EntityManager;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.envers.AuditReaderFactory;
import org.hibernate.envers.query.AuditEntity;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;
import org.tengen.rules.GameResult;

/**
 * The history of a game's result, from Hibernate Envers: every revision after the import (a
 * ruling, a ruling carried over to a new version of the tournament), with who, when, why and the
 * article. The import itself is not a revision — the game's import batch is its provenance.
 */
@Component
public class GameHistory {

    /** One change: the result and status after it, the one before, and its cause. */
    public record Change(long revision, LocalDateTime at, String by, String reason, String article, Long importBatch,
                         GameResult before, GameResult result, GameStatus status) {
    }

    private final EntityManager em;

    public GameHistory(EntityManager em) {
        this.em = em;
    }

    /** The registry's latest revision (0 before the first): with the import batches, what a report was made from. */
    @Transactional(readOnly = true)
    public long latestRevision() {
        Long max = em.createQuery("select max(r.id) from RegistryRevision r", Long.class).getSingleResult();
        return max == null ? 0 : max;
    }

    /** The changes of a game's result and status, oldest first; the first starts from the sheet's result. */
    @Transactional(readOnly = true)
    public List<Change> of(long gameId, GameResult sheetResult) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = AuditReaderFactory.get(em).createQuery()
                .forRevisionsOfEntity(Game.class, false, true)
                .add(AuditEntity.id().eq(gameId))
                .addOrder(AuditEntity.revisionNumber().asc())
                .getResultList();
        List<Change> out = new ArrayList<>();
        GameResult before = sheetResult;
        for (Object[] row : rows) {
            Game state = (Game) row[0];
            RegistryRevision r = (RegistryRevision) row[1];
            out.add(new Change(r.getId(), r.getRevisedAt(), r.getRevisedBy(), r.getReason(), r.getArticle(),
                    r.getImportBatchId(), before, state.getResult(), state.getStatus()));
            before = state.getResult();
        }
        return out;
    }
}
