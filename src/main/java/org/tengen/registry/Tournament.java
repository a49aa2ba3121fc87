package org.tengen.registry;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * One version of a tournament; a corrected workbook with the same code adds a version and
 * supersedes the old one, which stays. First written by the import's publish step (JDBC batches);
 * read and superseded here.
 */
@Entity
@Table(name = "tournament")
public class Tournament {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    @Column(name = "id")
    private Long id;

    @Column(name = "code")
    private String code;

    @Column(name = "version")
    private int version;

    @Column(name = "current_version")
    private boolean currentVersion;

    /** The code on the current version only: the unique constraint keeps one current version a code. */
    @Column(name = "current_code")
    private String currentCode;

    @Column(name = "superseded_at")
    private java.time.LocalDateTime supersededAt;

    @Column(name = "name")
    private String name;

    @Column(name = "start_date")
    private java.time.LocalDate startDate;

    @Column(name = "end_date")
    private java.time.LocalDate endDate;

    @Column(name = "venue")
    private String venue;

    @Column(name = "organizer")
    private String organizer;

    @Column(name = "pairing_system")
    private String pairingSystem;

    @Column(name = "rounds")
    private int rounds;

    @Column(name = "rules")
    private String rules;

    @Column(name = "komi_half_points")
    private int komiHalfPoints;

    @Column(name = "board_size")
    private int boardSize;

    @Column(name = "rated")
    private boolean rated;

    @Column(name = "rating_class")
    private String ratingClass;

    @Column(name = "rank_event")
    private boolean rankEvent;

    @Column(name = "long_cycle")
    private String longCycle;

    @Column(name = "boards")
    private Integer boards;

    @Column(name = "content_sha256")
    private String contentSha256;

    @Column(name = "batch_id")
    private Long batchId;

    @Column(name = "published_at")
    private java.time.LocalDateTime publishedAt;

    /** The tie-break chain and McMahon settings the sheet named, as written. */
    @Column(name = "standings_settings")
    private String standingsSettings;

    protected Tournament() {
    }

    public Long getId() {
        return id;
    }

    public String getCode() {
        return code;
    }

    public int getVersion() {
        return version;
    }

    public boolean isCurrentVersion() {
        return currentVersion;
    }

    public java.time.LocalDateTime getSupersededAt() {
        return supersededAt;
    }

    public String getName() {
        return name;
    }

    public java.time.LocalDate getStartDate() {
        return startDate;
    }

    public java.time.LocalDate getEndDate() {
        return endDate;
    }

    public String getVenue() {
        return venue;
    }

    public String getOrganizer() {
        return organizer;
    }

    public String getPairingSystem() {
        return pairingSystem;
    }

    public int getRounds() {
        return rounds;
    }

    public String getRules() {
        return rules;
    }

    public int getKomiHalfPoints() {
        return komiHalfPoints;
    }

    public int getBoardSize() {
        return boardSize;
    }

    public boolean isRated() {
        return rated;
    }

    public String getRatingClass() {
        return ratingClass;
    }

    public boolean isRankEvent() {
        return rankEvent;
    }

    public String getLongCycle() {
        return longCycle;
    }

    public Integer getBoards() {
        return boards;
    }

    public String getContentSha256() {
        return contentSha256;
    }

    public Long getBatchId() {
        return batchId;
    }

    public java.time.LocalDateTime getPublishedAt() {
        return publishedAt;
    }

    public String getStandingsSettings() {
        return standingsSettings;
    }

    public org.tengen.rules.Score getKomi() {
        return org.tengen.rules.Score.ofHalfPoints(komiHalfPoints);
    }

    /** A newer version of the tournament was published. */
    public void supersede(java.time.LocalDateTime at) {
        currentVersion = false;
        currentCode = null;
        supersededAt = at;
    }
}
