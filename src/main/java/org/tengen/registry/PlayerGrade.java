package org.tengen.registry;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.LocalDate;
import org.tengen.rank.Rank;

/** A grade a player held, from when and on what evidence ("declared at HZ-2026-QJ", a promotion …). */
@Entity
@Table(name = "player_grade")
public class PlayerGrade {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    @Column(name = "id")
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "player_id")
    private Player player;

    @Column(name = "grade", nullable = false)
    @Convert(converter = Converters.Grade.class)
    private Rank grade;

    @Column(name = "since")
    private LocalDate since;

    @Column(name = "source", nullable = false)
    private String source;

    protected PlayerGrade() {
    }

    public PlayerGrade(Player player, Rank grade, LocalDate since, String source) {
        this.player = player;
        this.grade = grade;
        this.since = since;
        this.source = source;
    }

    public Long getId() {
        return id;
    }

    public Player getPlayer() {
        return player;
    }

    public Rank getGrade() {
        return grade;
    }

    public LocalDate getSince() {
        return since;
    }

    public String getSource() {
        return source;
    }
}
