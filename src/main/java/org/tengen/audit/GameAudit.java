package org.tengen.audit;

import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;
import org.tengen.record.GameRecord;
import org.tengen.record.RecordReader;
import org.tengen.record.RecordReading;
import org.tengen.registry.Dispute;
import org.tengen.registry.DisputeRepository;
import org.tengen.registry.Game;
import org.tengen.registry.GameHistory;
import org.tengen.registry.GameRepository;
import org.tengen.registry.Participation;
import org.tengen.registry.RecordArchive;
import org.tengen.registry.Tournament;
import org.tengen.report.Report;
import org.tengen.report.Reports;
import org.tengen.rules.Finding;
import org.tengen.rules.GameResult;
import org.tengen.rules.Replay;
import org.tengen.rules.RuleSet;
import org.tengen.rules.Score;

/**
 * Everything about one game, for a referee: the game as imported, the replay's findings with the
 * board at each illegal act, the count step by step, the rulings applied with their articles, and
 * the history of the result (the import, every change with who, when, why — Envers revisions — and
 * the disputes).
 */
@Component
public class GameAudit {

    private final GameRepository games;
    private final DisputeRepository disputes;
    private final GameHistory history;
    private final RecordArchive records;
    private final Reports reports;

    public GameAudit(GameRepository games, DisputeRepository disputes, GameHistory history, RecordArchive records,
                     Reports reports) {
        this.games = games;
        this.disputes = disputes;
        this.history = history;
        this.records = records;
        this.reports = reports;
    }

    /**
     * The audit of a game, stating what it was made from (the registry's imports and rating runs, the
     * game's revisions) and the time it was printed, which the caller passes: the same registry
     * printed with the same time gives the same report.
     */
    @Transactional(readOnly = true)
    public Report build(long gameId, java.time.LocalDateTime printed) {
        Game g = games.findById(gameId).orElseThrow(() -> new IllegalArgumentException("no game " + gameId
                + " in the registry"));
        Tournament t = g.getTournament();
        Participation b = g.getBlack();
        Participation w = g.getWhite();
        List<Report.Section> sections = new ArrayList<>();
        Score komi = g.getKomi();
        int handicap = g.getHandicap();
        List<String> data = new ArrayList<>();
        data.add("赛事 Tournament: " + t.getName() + " (" + t.getCode() + ", version " + t.getVersion()
                + (t.isCurrentVersion() ? "" : ", superseded") + "), 第" + g.getRound() + "轮 round " + g.getRound()
                + (g.getTableNo() == null ? "" : ", 台 table " + g.getTableNo()));
        data.add("黑 Black: " + b.getNo() + " " + b.getName() + " " + nz(b.getGrade()) + "   白 White: "
                + (w == null ? "轮空 bye" : w.getNo() + " " + w.getName() + " " + nz(w.getGrade())));
        data.add("让子 Handicap: " + handicap + "   贴子 Komi: " + komi.toStones() + " (" + komi.toPoints() + " points)   "
                + "规则 Rules: " + t.getRules());
        data.add("结果 Result as written: " + nz(g.getResultWritten()) + "   normalised: " + g.getSheetResult()
                + (g.getResult().equals(g.getSheetResult()) ? "" : "   counts as ruled: " + g.getResult())
                + "   警告 warnings: Black " + g.getBlackWarnings() + ", White " + g.getWhiteWarnings());
        data.add("棋谱 Record: " + nz(g.getRecordFile()) + (g.getDeadStones() == null ? ""
                : "   死子 dead stones on the sheet: " + g.getDeadStones()));
        data.add("核查 Verification: " + g.getStatus() + (g.getComputedResult() == null ? "" : "   computed "
                + g.getComputedResult()) + (g.getDeadStoneSource() == null ? "" : "   dead stones: "
                + g.getDeadStoneSource()));
        data.add("导入 Imported: batch " + t.getBatchId() + ", published " + t.getPublishedAt() + ", sheet "
                + g.getSheet() + " row " + g.getSheetRow());
        sections.add(new Report.Section("对局 The game", data, null));

        // The replay and the count.
        List<Finding> findings = g.getFindings();
        GameRecord record = record(g.getRecordSha256());
        RuleSet rules = RuleSet.named(g.getRules() != null ? g.getRules() : t.getRules());
        if (record == null) {
            sections.add(new Report.Section("复盘 Replay", List.of(g.getRecordFile() == null
                    ? "No record: only the result-level checks were made (players, rounds, colours, warnings)."
                    : "The record is not kept in the registry."), null));
        } else {
            List<String> lines = new ArrayList<>();
            lines.add(record.moves().size() + " moves. " + (findings.isEmpty() ? "No illegal act." : findings.size()
                    + " findings:"));
            for (Finding f : findings) {
                lines.add("第" + f.move() + "手 move " + f.move() + ": " + f.kind() + (f.point() == null ? "" : " at "
                        + f.point()) + " — " + f.ruling());
            }
            record.notes().forEach(n -> lines.add("note: " + n));
            sections.add(new Report.Section("复盘 Replay", lines, null));
            var end = new Replay(rules, record.size()).run(record.blackSetup(), record.whiteSetup(), record.moves());
            sections.addAll(Diagrams.sections(rules, record, dead(end.finalPosition(), record,
                    g.getDeadStoneSource(), g.getDeadStones()), g.getDeadStoneSource()));
        }
        List<String> countLines = new ArrayList<>();
        if (record != null) {
            var end = new Replay(rules, record.size()).run(record.blackSetup(), record.whiteSetup(), record.moves());
            boolean[] dead = dead(end.finalPosition(), record, g.getDeadStoneSource(), g.getDeadStones());
            if (g.getBlackArea() != null) {
                org.tengen.rules.AreaCount a = org.tengen.rules.Counting.count(end.finalPosition(), dead);
                countLines.add("黑 Black: " + a.blackStones() + " stones + " + a.blackTerritory() + " territory; 白 White: "
                        + a.whiteStones() + " stones + " + a.whiteTerritory() + " territory; " + a.shared()
                        + " shared points (公气, half to each); dead stones taken off: Black " + a.deadBlack()
                        + ", White " + a.deadWhite());
                int bw = Math.max(end.blackWarnings(), g.getBlackWarnings());
                int ww = Math.max(end.whiteWarnings(), g.getWhiteWarnings());
                if (bw + ww > 0) {
                    countLines.add("警告 Warnings: Black " + bw + ", White " + ww + " — each gives a stone to the other side "
                            + "(罚出一子, art. 24.1)");
                }
            }
        }
        countLines.addAll(count(g, komi, handicap, record));
        sections.add(new Report.Section("数子 The count", countLines, null));
        sections.add(new Report.Section("适用条款 Rulings applied", rulings(findings, g), null));
        sections.add(new Report.Section("历史 History of the result", history(g), null));
        return new Report("audit", Long.toString(gameId), "对局审查 Audit of game " + gameId,
                t.getCode() + " · round " + g.getRound(), "Tengen", reports.dataVersion(printed)
                + ", revision " + history.latestRevision(), sections)
                .withPrinted(printed);
    }

    /** The dead stones the verification used, from the same source. */
    private static boolean[] dead(org.tengen.rules.Position end, GameRecord record, String source, String sheetList) {
        return Diagrams.deadStones(end, record, source, sheetList);
    }

    private GameRecord record(String sha) {
        byte[] bytes = records.bytes(sha).orElse(null);
        if (bytes == null) {
            return null;
        }
        List<RecordReading> r = RecordReader.read(bytes);
        return r.isEmpty() || !r.get(0).readable() ? null : r.get(0).record();
    }

    /** The count in stones and points, step by step, as art. 9, 11 and 24 set it out. */
    private static List<String> count(Game g, Score komi, int handicap, GameRecord record) {
        List<String> out = new ArrayList<>();
        Score black = g.getBlackArea();
        Score white = g.getWhiteArea();
        if (black == null || white == null) {
            out.add("Not counted: the game was decided otherwise (" + g.getResult() + "), or it has no record.");
            return out;
        }
        int size = record == null ? g.getTournament().getBoardSize() : record.size();
        // In points (目): each intersection (子) is two points, so quarters of a stone stay exact.
        Score halfBoard = Score.ofHalfPoints((long) size * size);             // size²/2 points = size²/4 子 … ×2 below
        Score neededPoints = halfBoard.times(2).plus(komi).plus(handicap >= 2 ? Score.ofPoints(handicap) : Score.ZERO);
        Score marginPoints = black.times(2).minus(neededPoints);
        out.add("黑方 Black's area: " + black.toPoints() + "子 (stones and surrounded points, half of each shared point; "
                + "each warning already took a stone, art. 24.1)");
        out.add("白方 White's area: " + white.toPoints() + "子");
        out.add("归本数 Half the board: " + halfBoard.toPoints() + "子; 贴 komi " + komi.toStones() + " ("
                + komi.toPoints() + " points)" + (handicap >= 2 ? "; handicap " + handicap + ": Black gives back "
                + Score.ofPoints(handicap).toStones() : ""));
        out.add("黑需 Black needs more than " + neededPoints.toStones() + " to win; has " + black.toPoints() + "子: "
                + (marginPoints.signum() > 0 ? "黑胜 Black wins by " + marginPoints.toStones() + " ("
                + marginPoints.toPoints() + " points)" : marginPoints.signum() < 0 ? "白胜 White wins by "
                + marginPoints.negate().toStones() + " (" + marginPoints.negate().toPoints() + " points)"
                : "和棋 a draw"));
        out.add("The sheet says " + g.getSheetResult() + "; the count gives " + nz(g.getComputedResult()) + "."
                + (g.getResult().equals(g.getSheetResult()) ? "" : " The result that counts, by ruling: "
                + g.getResult() + "."));
        return out;
    }

    private static List<String> rulings(List<Finding> findings, Game g) {
        List<String> out = new ArrayList<>();
        for (Finding f : findings) {
            out.add(f.kind() + ": " + f.ruling());
        }
        int bw = g.getBlackWarnings();
        int ww = g.getWhiteWarnings();
        if (bw + ww > 0) {
            out.add("Warnings on the sheet: Black " + bw + ", White " + ww + " — each costs a stone at the count "
                    + "(art. 24.1); a second loses the game (art. 24.2).");
        }
        if (out.isEmpty()) {
            out.add("None: the game was played without an illegal act.");
        }
        out.add("Result in Chinese: " + g.getResult().chinese());
        return out;
    }

    /**
     * The import, then every revision of the result (Envers: rulings, rulings carried over to a new
     * version), then the disputes that point at this game.
     */
    private List<String> history(Game g) {
        List<String> out = new ArrayList<>();
        Tournament t = g.getTournament();
        out.add(t.getPublishedAt() + ": imported as " + nz(g.getResultWritten()) + " (import batch "
                + t.getBatchId() + ", " + t.getCode() + " version " + t.getVersion() + ")");
        for (GameHistory.Change c : history.of(g.getId(), g.getSheetResult())) {
            out.add(c.at() + ": " + c.before() + " → " + c.result() + " by " + c.by()
                    + (c.article() == null ? "" : ", " + c.article()) + ": " + c.reason()
                    + (c.status() == null ? "" : " [" + c.status() + "]"));
        }
        for (Dispute d : disputes.ofGame(g.getId())) {
            Dispute.Ruling r = d.getRuling();
            out.add("dispute " + d.getId() + " opened " + d.getOpenedAt() + " by " + d.getOpenedBy() + ": "
                    + d.getReason() + " — " + d.getStatus() + (r == null ? "" : " by referee " + r.getReferee()
                    + (r.getResult() == null ? "" : ", " + r.getResult() + " (" + r.getArticle() + "; the sheet said "
                    + r.getSheetResult() + ")") + ": " + r.getText()));
        }
        return out;
    }

    private static String nz(Object o) {
        return o == null ? "" : o.toString();
    }
}
