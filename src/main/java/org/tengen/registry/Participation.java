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
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import org.tengen.rank.Rank;

/**
 * A player's entry in one tournament version: their number (编号) on the sheet, the name and grade
 * as written there, club, team and board, withdrawal (art. 28) and McMahon data.
 */
@Entity
@Table(name = "participation")
public class Participation {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    @Column(name = "id")
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "tournament_id")
    private Tournament tournament;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "player_id")
    private Player player;

    @Column(name = "player_id", insertable = false, updatable = false)
    private Long playerId;

    @Column(name = "no", nullable = false)
    private int no;

    @Column(name = "name", nullable = false)
    private String name;

    @Column(name = "grade")
    @Convert(converter = Converters.Grade.class)
    private Rank grade;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "club_id")
    private Club club;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "team_id")
    private Team team;

    @Column(name = "board")
    private Integer board;

    @Column(name = "withdrew_after")
    private Integer withdrewAfter;

    @Column(name = "smms_correction", nullable = false)
    private int smmsCorrection;

    /** Rounds the player was declared absent, e.g. "2,3". */
    @Column(name = "absent_rounds")
    private String absentRounds;

    protected Participation() {
    }

    public Long getId() {
        return id;
    }

    public Tournament getTournament() {
        return tournament;
    }

    public Player getPlayer() {
        return player;
    }

    /** The registry id of the player, without loading them. */
    public PlayerId playerId() {
        return new PlayerId(playerId);
    }

    public int getNo() {
        return no;
    }

    public String getName() {
        return name;
    }

    public Rank getGrade() {
        return grade;
    }

    public Club getClub() {
        return club;
    }

    public Team getTeam() {
        return team;
    }

    public Integer getBoard() {
        return board;
    }

    public Integer getWithdrewAfter() {
        return withdrewAfter;
    }

    public int getSmmsCorrection() {
        return smmsCorrection;
    }

    public Set<Integer> absentRounds() {
        Set<Integer> out = new TreeSet<>();
        if (absentRounds != null && !absentRounds.isBlank()) {
            Arrays.stream(absentRounds.split(",")).map(String::strip).map(Integer::valueOf).forEach(out::add);
        }
        return out;
    }
}
