package org.tengen.registry;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A player's entry in one tournament version: number, grade at the event, club, team and board. Written by the import's publish step; read here. */
@Entity
@Table(name = "participation")
public class Participation {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    @Column(name = "id")
    private Long id;

    @Column(name = "tournament_id")
    private Long tournamentId;

    @Column(name = "player_id")
    private Long playerId;

    @Column(name = "no")
    private int no;

    @Column(name = "name")
    private String name;

    @Column(name = "grade")
    private String grade;

    @Column(name = "club_id")
    private Long clubId;

    @Column(name = "team_id")
    private Long teamId;

    @Column(name = "board")
    private Integer board;

    @Column(name = "withdrew_after")
    private Integer withdrewAfter;

    protected Participation() {
    }

    public Long getId() {
        return id;
    }

    public Long getTournamentId() {
        return tournamentId;
    }

    public Long getPlayerId() {
        return playerId;
    }

    public int getNo() {
        return no;
    }

    public String getName() {
        return name;
    }

    public String getGrade() {
        return grade;
    }

    public Long getClubId() {
        return clubId;
    }

    public Long getTeamId() {
        return teamId;
    }

    public Integer getBoard() {
        return board;
    }

    public Integer getWithdrewAfter() {
        return withdrewAfter;
    }
}
