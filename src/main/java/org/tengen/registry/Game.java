package org.tengen.registry;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
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
import java.util.List;
import org.hibernate.envers.Audited;
import org.tengen.rules.Finding;
import org.tengen.rules.GameResult;
import org.tengen.rules.Score;
import org.tengen.verification.DeadStoneSource;

/**
 * A game of one tournament version, with its result and its verification. Two results: what the
 * organiser's sheet says ({@link #getSheetResult()}, never changed after the import) and the result
 * that counts ({@link #getResult()}: the sheet's, or a referee's ruling). The result and the status
 * are audited: every change after the import is an Envers revision ({@link GameHistory}). The
 * import writes games with JDBC batches (no revision: the import batch is their provenance).
 */
@Entity
@Table(name = "game")
public class Game {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    @Column(name = "id")
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "tournament_id")
    private Tournament tournament;

    @Column(name = "round", nullable = false)
    private int round;

    @Column(name = "table_no")
    private Integer tableNo;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "black_id")
    private Participation black;

    /** Null for a bye (轮空). */
    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "white_id")
    private Participation white;

    @Column(name = "handicap", nullable = false)
    private int handicap;

    @Column(name = "komi_half_points", nullable = false)
    @Convert(converter = Converters.HalfPoints.class)
    private Score komi;

    /** The result cell as the organiser wrote it (黑胜3又3/4子 …). */
    @Column(name = "result_written")
    private String resultWritten;

    @Audited
    @Column(name = "result", nullable = false)
    @Convert(converter = Converters.Result.class)
    private GameResult result;

    @Column(name = "sheet_result", nullable = false, updatable = false)
    @Convert(converter = Converters.Result.class)
    private GameResult sheetResult;

    @Column(name = "black_warnings", nullable = false)
    private int blackWarnings;

    @Column(name = "white_warnings", nullable = false)
    private int whiteWarnings;

    @Column(name = "record_file")
    private String recordFile;

    @Column(name = "record_sha256")
    private String recordSha256;

    /** The sheet's dead-stone list (死子), GTP points separated by spaces. */
    @Column(name = "dead_stones")
    private String deadStones;

    @Column(name = "match_name")
    private String matchName;

    @Column(name = "board")
    private Integer board;

    @Column(name = "note")
    private String note;

    @Column(name = "sheet", nullable = false)
    private String sheet;

    @Column(name = "sheet_row", nullable = false)
    private int sheetRow;

    @Audited
    @Enumerated(EnumType.STRING)
    @Column(name = "status", nullable = false)
    private GameStatus status;

    @Column(name = "computed_result")
    @Convert(converter = Converters.Result.class)
    private GameResult computedResult;

    @Column(name = "rules")
    private String rules;

    @Column(name = "moves")
    private Integer moves;

    @Column(name = "black_area_half")
    @Convert(converter = Converters.HalfPoints.class)
    private Score blackArea;

    @Column(name = "white_area_half")
    @Convert(converter = Converters.HalfPoints.class)
    private Score whiteArea;

    @Column(name = "dead_stone_source")
    private String deadStoneSource;

    @Column(name = "findings")
    @Convert(converter = Converters.Findings.class)
    private List<Finding> findings;

    @Column(name = "notes")
    @Convert(converter = Converters.Lines.class)
    private List<String> notes;

    protected Game() {
    }

    public Long getId() {
        return id;
    }

    public Tournament getTournament() {
        return tournament;
    }

    public int getRound() {
        return round;
    }

    public Integer getTableNo() {
        return tableNo;
    }

    public Participation getBlack() {
        return black;
    }

    public Participation getWhite() {
        return white;
    }

    public boolean isBye() {
        return white == null;
    }

    public int getHandicap() {
        return handicap;
    }

    public Score getKomi() {
        return komi;
    }

    public String getResultWritten() {
        return resultWritten;
    }

    /** The result that counts: the sheet's, or the referee's ruling. */
    public GameResult getResult() {
        return result;
    }

    /** What the organiser's sheet says, normalised. */
    public GameResult getSheetResult() {
        return sheetResult;
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

    public GameStatus getStatus() {
        return status;
    }

    /** What the record's count or replay gives; null without a record. */
    public GameResult getComputedResult() {
        return computedResult;
    }

    public String getRules() {
        return rules;
    }

    public Integer getMoves() {
        return moves;
    }

    public Score getBlackArea() {
        return blackArea;
    }

    public Score getWhiteArea() {
        return whiteArea;
    }

    /** {@code marked}, {@code sheet}, {@code two-passes}, {@code estimated}, {@code not-counted} or null. */
    public String getDeadStoneSource() {
        return deadStoneSource;
    }

    public DeadStoneSource deadStoneSource() {
        if (deadStoneSource == null) {
            return null;
        }
        for (DeadStoneSource s : DeadStoneSource.values()) {
            if (s.label().equals(deadStoneSource)) {
                return s;
            }
        }
        throw new IllegalStateException("the registry holds '" + deadStoneSource + "' as a dead-stone source");
    }

    public List<Finding> getFindings() {
        return findings == null ? List.of() : findings;
    }

    public List<String> getNotes() {
        return notes == null ? List.of() : notes;
    }

    /** The same game in another version: same round, same players by registry id, same colours. */
    public SameGame sameGame() {
        return new SameGame(round, black.playerId().value(), white == null ? null : white.playerId().value());
    }

    /** Round, Black's and White's registry ids (null White for a bye). */
    public record SameGame(int round, long black, Long white) {
    }

    /**
     * The result that counts is now {@code ruled} (a referee's ruling, or one carried over from an
     * earlier version); the status follows: the record's count verifies it or mismatches it.
     */
    public void rule(GameResult ruled) {
        this.result = ruled;
        this.status = status.against(ruled, computedResult);
    }
}
