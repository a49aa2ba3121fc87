package org.tengen.registry;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.LocalDateTime;
import org.hibernate.envers.Audited;
import org.tengen.rules.GameResult;

/**
 * A disputed result: who disputes which game and why; then the referee's {@link Ruling}, or a
 * dismissal. Audited: every change — the ruling, a move to the same game in a newer version of the
 * tournament — is an Envers revision, so the dispute always points at the current game and its
 * history says where it pointed before.
 */
@Entity
@Table(name = "dispute")
@Audited
public class Dispute {

    public enum Status {
        OPEN,
        /** The referee ruled: a result, an article, a reason. */
        RULED,
        /** Closed without a change. */
        DISMISSED
    }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    @Column(name = "id")
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "game_id")
    private Game game;

    @Column(name = "opened_by", nullable = false)
    private String openedBy;

    @Column(name = "opened_at", nullable = false)
    private LocalDateTime openedAt;

    @Column(name = "reason", nullable = false)
    private String reason;

    @Enumerated(EnumType.STRING)
    @Column(name = "status", nullable = false)
    private Status status;

    @Embedded
    private Ruling ruling;

    protected Dispute() {
    }

    public Dispute(Game game, String openedBy, LocalDateTime openedAt, String reason) {
        this.game = game;
        this.openedBy = openedBy;
        this.openedAt = openedAt;
        this.reason = reason;
        this.status = Status.OPEN;
    }

    public Long getId() {
        return id;
    }

    public Game getGame() {
        return game;
    }

    public String getOpenedBy() {
        return openedBy;
    }

    public LocalDateTime getOpenedAt() {
        return openedAt;
    }

    public String getReason() {
        return reason;
    }

    public Status getStatus() {
        return status;
    }

    /** The referee's decision; null while open. A dismissal has a referee and a reason but no result. */
    public Ruling getRuling() {
        return ruling;
    }

    public boolean isRuled() {
        return status == Status.RULED;
    }

    /** The referee rules: the game's result becomes {@code result}. */
    public void rule(GameResult result, String referee, String article, String text, LocalDateTime at) {
        requireOpen();
        this.ruling = new Ruling(referee, article, text, result, game.getSheetResult(), at);
        this.status = Status.RULED;
        game.rule(result);
    }

    public void dismiss(String referee, String text, LocalDateTime at) {
        requireOpen();
        this.ruling = new Ruling(referee, null, text, null, null, at);
        this.status = Status.DISMISSED;
    }

    /** The same game in the version of the tournament that superseded this one's. */
    public void moveTo(Game sameGame) {
        this.game = sameGame;
    }

    private void requireOpen() {
        if (status != Status.OPEN) {
            throw new IllegalArgumentException("dispute " + id + " is " + status
                    + " already; open a new one to dispute the result again");
        }
    }

    /**
     * A referee's decision on a dispute: who, under which article, why, the result, and what the
     * organiser's sheet said at the time (a ruling carries over to a new version of the tournament
     * while the new sheet still says that).
     */
    @Embeddable
    public static class Ruling {
        @Column(name = "referee")
        private String referee;

        @Column(name = "article")
        private String article;

        @Column(name = "ruling")
        private String text;

        @Column(name = "new_result")
        @Convert(converter = Converters.Result.class)
        private GameResult result;

        @Column(name = "sheet_result")
        @Convert(converter = Converters.Result.class)
        private GameResult sheetResult;

        @Column(name = "closed_at")
        private LocalDateTime at;

        protected Ruling() {
        }

        Ruling(String referee, String article, String text, GameResult result, GameResult sheetResult,
               LocalDateTime at) {
            this.referee = referee;
            this.article = article;
            this.text = text;
            this.result = result;
            this.sheetResult = sheetResult;
            this.at = at;
        }

        public String getReferee() {
            return referee;
        }

        public String getArticle() {
            return article;
        }

        public String getText() {
            return text;
        }

        /** The ruled result; null for a dismissal. */
        public GameResult getResult() {
            return result;
        }

        /** What the sheet said when the ruling was made. */
        public GameResult getSheetResult() {
            return sheetResult;
        }

        public LocalDateTime getAt() {
            return at;
        }
    }
}
