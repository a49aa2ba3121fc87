package org.tengen.registry;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** One import run of one workbook: what came in, what became of it. Written by the import's publish step; read here. */
@Entity
@Table(name = "import_batch")
public class ImportBatch {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    @Column(name = "id")
    private Long id;

    @Column(name = "source")
    private String source;

    @Column(name = "workbook")
    private String workbook;

    @Column(name = "root")
    private String root;

    @Column(name = "workbook_sha256")
    private String workbookSha256;

    @Column(name = "runner")
    private String runner;

    @Column(name = "content_sha256")
    private String contentSha256;

    @Column(name = "started_at")
    private java.time.LocalDateTime startedAt;

    @Column(name = "finished_at")
    private java.time.LocalDateTime finishedAt;

    @Column(name = "outcome")
    private String outcome;

    @Column(name = "tournament_code")
    private String tournamentCode;

    @Column(name = "tournament_id")
    private Long tournamentId;

    @Column(name = "games")
    private Integer games;

    @Column(name = "verified")
    private Integer verified;

    @Column(name = "mismatched")
    private Integer mismatched;

    @Column(name = "errors")
    private Integer errors;

    @Column(name = "warnings")
    private Integer warnings;

    @Column(name = "newcomers")
    private Integer newcomers;

    @Column(name = "error_report")
    private String errorReport;

    protected ImportBatch() {
    }

    public Long getId() {
        return id;
    }

    public String getSource() {
        return source;
    }

    public String getWorkbook() {
        return workbook;
    }

    public String getRoot() {
        return root;
    }

    public String getWorkbookSha256() {
        return workbookSha256;
    }

    public String getRunner() {
        return runner;
    }

    public String getContentSha256() {
        return contentSha256;
    }

    public java.time.LocalDateTime getStartedAt() {
        return startedAt;
    }

    public java.time.LocalDateTime getFinishedAt() {
        return finishedAt;
    }

    public String getOutcome() {
        return outcome;
    }

    public String getTournamentCode() {
        return tournamentCode;
    }

    public Long getTournamentId() {
        return tournamentId;
    }

    public Integer getGames() {
        return games;
    }

    public Integer getVerified() {
        return verified;
    }

    public Integer getMismatched() {
        return mismatched;
    }

    public Integer getErrors() {
        return errors;
    }

    public Integer getWarnings() {
        return warnings;
    }

    public Integer getNewcomers() {
        return newcomers;
    }

    public String getErrorReport() {
        return errorReport;
    }
}
