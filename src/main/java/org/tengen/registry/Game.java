package org.tengen.registry;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A game of a tournament version, its result as written and normalised, and its verification. Written by the import's publish step; read here. */
@Entity
@Table(name = "game")
public class Game {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    @Column(name = "id")
    private Long id;

    @Column(name = "tournament_id")
    private Long tournamentId;

    @Column(name = "round")
    private int round;

    @Column(name = "table_no")
    private Integer tableNo;

    @Column(name = "black_id")
    private Long blackId;

    @Column(name = "white_id")
    private Long whiteId;

    @Column(name = "handicap")
    private int handicap;

    @Column(name = "komi_half_points")
    private int komiHalfPoints;

    @Column(name = "result_written")
    private String resultWritten;

    @Column(name = "result")
    private String result;

    @Column(name = "black_warnings")
    private int blackWarnings;

    @Column(name = "white_warnings")
    private int whiteWarnings;

    @Column(name = "record_file")
    private String recordFile;

    @Column(name = "record_sha256")
    private String recordSha256;

    @Column(name = "dead_stones")
    private String deadStones;

    @Column(name = "match_name")
    private String matchName;

    @Column(name = "board")
    private Integer board;

    @Column(name = "note")
    private String note;

    @Column(name = "sheet")
    private String sheet;

    @Column(name = "sheet_row")
    private int sheetRow;

    @Column(name = "status")
    private String status;

    @Column(name = "computed_result")
    private String computedResult;

    @Column(name = "rules")
    private String rules;

    @Column(name = "moves")
    private Integer moves;

    @Column(name = "black_area_half")
    private Integer blackAreaHalf;

    @Column(name = "white_area_half")
    private Integer whiteAreaHalf;

    @Column(name = "dead_stone_source")
    private String deadStoneSource;

    @Column(name = "findings")
    private String findings;

    @Column(name = "notes")
    private String notes;

    protected Game() {
    }

    public Long getId() {
        return id;
    }

    public Long getTournamentId() {
        return tournamentId;
    }

    public int getRound() {
        return round;
    }

    public Integer getTableNo() {
        return tableNo;
    }

    public Long getBlackId() {
        return blackId;
    }

    public Long getWhiteId() {
        return whiteId;
    }

    public int getHandicap() {
        return handicap;
    }

    public int getKomiHalfPoints() {
        return komiHalfPoints;
    }

    public String getResultWritten() {
        return resultWritten;
    }

    public String getResult() {
        return result;
    }

    public int getBlackWarnings() {
        return blackWarnings;
    }

    public int getWhiteWarnings() {
        return whiteWarnings;
    }

    public String getRecordFile() {
        return recordFile;
    }

    public String getRecordSha256() {
        return recordSha256;
    }

    public String getDeadStones() {
        return deadStones;
    }

    public String getMatchName() {
        return matchName;
    }

    public Integer getBoard() {
        return board;
    }

    public String getNote() {
        return note;
    }

    public String getSheet() {
        return sheet;
    }

    public int getSheetRow() {
        return sheetRow;
    }

    public String getStatus() {
        return status;
    }

    public String getComputedResult() {
        return computedResult;
    }

    public String getRules() {
        return rules;
    }

    public Integer getMoves() {
        return moves;
    }

    public Integer getBlackAreaHalf() {
        return blackAreaHalf;
    }

    public Integer getWhiteAreaHalf() {
        return whiteAreaHalf;
    }

    public String getDeadStoneSource() {
        return deadStoneSource;
    }

    public String getFindings() {
        return findings;
    }

    public String getNotes() {
        return notes;
    }
}
