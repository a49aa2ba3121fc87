package org.tengen.registry;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.LocalDateTime;
import org.hibernate.envers.RevisionEntity;
import org.hibernate.envers.RevisionNumber;
import org.hibernate.envers.RevisionTimestamp;

/**
 * One change of the registry, as Hibernate Envers records it: who made it, when, why, under which
 * article, and from which import batch. Every audited entity changed in one transaction shares the
 * revision. The listener fills it from the {@link RevisionCause} the command stated.
 */
@Entity
@Table(name = "registry_revision")
@RevisionEntity(RegistryRevision.Listener.class)
public class RegistryRevision {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    @RevisionNumber
    @Column(name = "id")
    private Long id;

    @RevisionTimestamp
    @Column(name = "revised_at", nullable = false)
    private LocalDateTime revisedAt;

    @Column(name = "revised_by", nullable = false)
    private String revisedBy;

    @Column(name = "reason", nullable = false)
    private String reason;

    @Column(name = "article")
    private String article;

    @Column(name = "import_batch_id")
    private Long importBatchId;

    /** The hand-kept result_change row this revision was carried over from by the migration. */
    @Column(name = "result_change_id")
    private Long resultChangeId;

    public Long getId() {
        return id;
    }

    public LocalDateTime getRevisedAt() {
        return revisedAt;
    }

    public String getRevisedBy() {
        return revisedBy;
    }

    public String getReason() {
        return reason;
    }

    public String getArticle() {
        return article;
    }

    public Long getImportBatchId() {
        return importBatchId;
    }

    public Long getResultChangeId() {
        return resultChangeId;
    }

    /** Fills each new revision from the cause stated in the current transaction. */
    public static class Listener implements org.hibernate.envers.RevisionListener {
        @Override
        public void newRevision(Object entity) {
            RegistryRevision r = (RegistryRevision) entity;
            RevisionCause c = RevisionCause.current();
            r.revisedBy = RegistryWrites.truncate(c.by(), 100);
            r.reason = RegistryWrites.truncate(c.reason(), 2000);
            r.article = RegistryWrites.truncate(c.article(), 100);
            r.importBatchId = c.importBatch();
        }
    }
}
