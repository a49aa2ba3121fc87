package org.tengen.audit;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.tengen.record.GameRecord;
import org.tengen.record.RecordReader;
import org.tengen.record.RecordReading;
import org.tengen.registry.FindingsJson;
import org.tengen.report.Report;
import org.tengen.report.Reports;
import org.tengen.rules.Finding;
import org.tengen.rules.GameResult;
import org.tengen.rules.Move;
import org.tengen.rules.Point;
import org.tengen.rules.Replay;
import org.tengen.rules.RuleSet;
import org.tengen.rules.Score;

/**
 * Everything about one game, for a referee: the game as imported, the replay's findings with the
 * board at each illegal act, the count step by step, the rulings applied with their articles, and
 * the history of the result (the import, every change with who, when, why, the disputes).
 */
@Component
public class GameAudit {

    private final JdbcTemplate jdbc;
    private final Reports reports;

    public GameAudit(JdbcTemplate jdbc, Reports reports) {
        this.jdbc = jdbc;
        this.reports = reports;
    }

    public Report build(long gameId) {
        List<Map<String, Object>> found = jdbc.queryForList("select g.*, t.code, t.name tname, t.rules trules, "
                + "t.board_size, t.long_cycle, b.no bno, b.name bname, b.grade bgrade, w.no wno, w.name wname, "
                + "w.grade wgrade, t.batch_id, t.published_at, t.version from game g join tournament t on "
                + "t.id = g.tournament_id join participation b on b.id = g.black_id left join participation w on "
                + "w.id = g.white_id where g.id = ?", gameId);
        if (found.isEmpty()) {
            throw new IllegalArgumentException("no game " + gameId + " in the registry");
        }
        Map<String, Object> g = found.get(0);
        List<Report.Section> sections = new ArrayList<>();
        Score komi = Score.ofHalfPoints(((Number) g.get("KOMI_HALF_POINTS")).longValue());
        int handicap = ((Number) g.get("HANDICAP")).intValue();
        List<String> data = new ArrayList<>();
        data.add("赛事 Tournament: " + g.get("TNAME") + " (" + g.get("CODE") + ", version " + g.get("VERSION") + "), 第"
                + g.get("ROUND") + "轮 round " + g.get("ROUND") + (g.get("TABLE_NO") == null ? "" : ", 台 table "
                + g.get("TABLE_NO")));
        data.add("黑 Black: " + g.get("BNO") + " " + g.get("BNAME") + " " + nz(g.get("BGRADE")) + "   白 White: "
                + (g.get("WNAME") == null ? "轮空 bye" : g.get("WNO") + " " + g.get("WNAME") + " " + nz(g.get("WGRADE"))));
        data.add("让子 Handicap: " + handicap + "   贴子 Komi: " + komi.toStones() + " (" + komi.toPoints() + " points)   "
                + "规则 Rules: " + g.get("TRULES"));
        data.add("结果 Result as written: " + nz(g.get("RESULT_WRITTEN")) + "   normalised: " + g.get("RESULT")
                + "   警告 warnings: Black " + g.get("BLACK_WARNINGS") + ", White " + g.get("WHITE_WARNINGS"));
        data.add("棋谱 Record: " + nz(g.get("RECORD_FILE")) + (g.get("DEAD_STONES") == null ? ""
                + "" : "   死子 dead stones on the sheet: " + g.get("DEAD_STONES")));
        data.add("核查 Verification: " + g.get("STATUS") + (g.get("COMPUTED_RESULT") == null ? "" : "   computed "
                + g.get("COMPUTED_RESULT")) + (g.get("DEAD_STONE_SOURCE") == null ? "" : "   dead stones: "
                + g.get("DEAD_STONE_SOURCE")));
        data.add("导入 Imported: batch " + g.get("BATCH_ID") + ", published " + g.get("PUBLISHED_AT") + ", sheet "
                + g.get("SHEET") + " row " + g.get("SHEET_ROW"));
        sections.add(new Report.Section("对局 The game", data, null));

        // The replay and the count.
        List<Finding> findings = FindingsJson.read((String) g.get("FINDINGS"));
        GameRecord record = record((String) g.get("RECORD_SHA256"));
        RuleSet rules = RuleSet.named((String) g.get("RULES") != null ? (String) g.get("RULES") : (String) g.get("TRULES"));
        if (record == null) {
            sections.add(new Report.Section("复盘 Replay", List.of(g.get("RECORD_FILE") == null
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
            for (Finding f : findings) {
                if (f.move() <= 0 || f.move() > record.moves().size()) {
                    continue;
                }
                Move m = record.moves().get(f.move() - 1);
                var before = new Replay(rules, record.size()).run(record.blackSetup(), record.whiteSetup(),
                        record.moves().subList(0, f.move() - 1)).finalPosition();
                Point mark = m.isPass() ? null : m.point();
                sections.add(new Report.Section("第" + f.move() + "手前 Before move " + f.move() + " (" + f.kind()
                        + (f.point() == null ? "" : " at " + f.point()) + ", ◆)", Diagrams.of(before, mark), null, true));
            }
            var end = new Replay(rules, record.size()).run(record.blackSetup(), record.whiteSetup(), record.moves());
            boolean[] dead = dead(end.finalPosition(), record, (String) g.get("DEAD_STONE_SOURCE"),
                    (String) g.get("DEAD_STONES"));
            sections.add(new Report.Section("终局 The final position, as counted (dead stones: "
                    + nz(g.get("DEAD_STONE_SOURCE")) + ")", dead == null ? Diagrams.of(end.finalPosition(), null)
                    : Diagrams.counted(end.finalPosition(), dead), null, true));
        }
        List<String> countLines = new ArrayList<>();
        if (record != null) {
            var end = new Replay(rules, record.size()).run(record.blackSetup(), record.whiteSetup(), record.moves());
            boolean[] dead = dead(end.finalPosition(), record, (String) g.get("DEAD_STONE_SOURCE"),
                    (String) g.get("DEAD_STONES"));
            if (g.get("BLACK_AREA_HALF") != null) {
                org.tengen.rules.AreaCount a = org.tengen.rules.Counting.count(end.finalPosition(), dead);
                countLines.add("黑 Black: " + a.blackStones() + " stones + " + a.blackTerritory() + " territory; 白 White: "
                        + a.whiteStones() + " stones + " + a.whiteTerritory() + " territory; " + a.shared()
                        + " shared points (公气, half to each); dead stones taken off: Black " + a.deadBlack()
                        + ", White " + a.deadWhite());
                int bw = Math.max(end.blackWarnings(), ((Number) g.get("BLACK_WARNINGS")).intValue());
                int ww = Math.max(end.whiteWarnings(), ((Number) g.get("WHITE_WARNINGS")).intValue());
                if (bw + ww > 0) {
                    countLines.add("警告 Warnings: Black " + bw + ", White " + ww + " — each gives a stone to the other side "
                            + "(罚出一子, art. 24.1)");
                }
            }
        }
        countLines.addAll(count(g, komi, handicap, record));
        sections.add(new Report.Section("数子 The count", countLines, null));
        sections.add(new Report.Section("适用条款 Rulings applied", rulings(findings, g), null));
        sections.add(new Report.Section("历史 History of the result", history(gameId, g), null));
        return new Report("audit", Long.toString(gameId), "对局审查 Audit of game " + gameId,
                g.get("CODE") + " · round " + g.get("ROUND"), "Tengen", reports.dataVersion(), sections);
    }

    /** The dead stones the verification used, from the same source. */
    private static boolean[] dead(org.tengen.rules.Position end, GameRecord record, String source, String sheetList) {
        if (source == null) {
            return null;
        }
        return switch (source) {
            case "marked" -> record.markup() == null ? null : record.markup().deadIn(end);
            case "sheet" -> {
                List<Point> points = new ArrayList<>();
                for (String t : sheetList == null ? new String[0] : sheetList.split("\\s+")) {
                    if (!t.isBlank()) {
                        points.add(Point.parseGtp(t, end.size()));
                    }
                }
                yield org.tengen.record.DeadStoneMarkup.fromList(end, points);
            }
            case "two-passes" -> org.tengen.verification.Verifier.certainlyDead(end);
            case "estimated" -> org.tengen.rules.DeadStones.estimate(end).dead();
            default -> null;
        };
    }

    private GameRecord record(String sha) {
        if (sha == null) {
            return null;
        }
        List<String> b = jdbc.queryForList("select bytes from game_record where sha256 = ?", String.class, sha);
        if (b.isEmpty()) {
            return null;
        }
        List<RecordReading> r = RecordReader.read(Base64.getDecoder().decode(b.get(0)));
        return r.isEmpty() || !r.get(0).readable() ? null : r.get(0).record();
    }

    /** The count in stones and points, step by step, as art. 9, 11 and 24 set it out. */
    private static List<String> count(Map<String, Object> g, Score komi, int handicap, GameRecord record) {
        List<String> out = new ArrayList<>();
        Object ba = g.get("BLACK_AREA_HALF");
        Object wa = g.get("WHITE_AREA_HALF");
        if (ba == null || wa == null) {
            out.add("Not counted: the game was decided otherwise (" + g.get("RESULT") + "), or it has no record.");
            return out;
        }
        int size = record == null ? ((Number) g.get("BOARD_SIZE")).intValue() : record.size();
        Score black = Score.ofHalfPoints(((Number) ba).longValue());
        Score white = Score.ofHalfPoints(((Number) wa).longValue());
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
        out.add("The sheet says " + g.get("RESULT") + "; the count gives " + nz(g.get("COMPUTED_RESULT")) + ".");
        return out;
    }

    private static List<String> rulings(List<Finding> findings, Map<String, Object> g) {
        List<String> out = new ArrayList<>();
        for (Finding f : findings) {
            out.add(f.kind() + ": " + f.ruling());
        }
        int bw = ((Number) g.get("BLACK_WARNINGS")).intValue();
        int ww = ((Number) g.get("WHITE_WARNINGS")).intValue();
        if (bw + ww > 0) {
            out.add("Warnings on the sheet: Black " + bw + ", White " + ww + " — each costs a stone at the count "
                    + "(art. 24.1); a second loses the game (art. 24.2).");
        }
        if (out.isEmpty()) {
            out.add("None: the game was played without an illegal act.");
        }
        try {
            GameResult r = GameResult.parse((String) g.get("RESULT")).result();
            out.add("Result in Chinese: " + r.chinese());
        } catch (IllegalArgumentException e) {
            // an odd stored result: shown as it is above
        }
        return out;
    }

    private List<String> history(long gameId, Map<String, Object> g) {
        List<String> out = new ArrayList<>();
        out.add(g.get("PUBLISHED_AT") + ": imported as " + nz(g.get("RESULT_WRITTEN")) + " (import batch "
                + g.get("BATCH_ID") + ")");
        jdbc.query("select * from result_change where game_id = ? order by id", rs -> {
            out.add(rs.getTimestamp("changed_at") + ": " + rs.getString("old_result") + " → " + rs.getString("new_result")
                    + " by " + rs.getString("changed_by") + (rs.getString("article") == null ? "" : ", "
                    + rs.getString("article")) + ": " + rs.getString("reason") + (rs.getObject("dispute_id") == null
                    ? "" : " (dispute " + rs.getLong("dispute_id") + ")"));
        }, gameId);
        jdbc.query("select * from dispute where game_id = ? order by id", rs -> {
            out.add("dispute " + rs.getLong("id") + " opened " + rs.getTimestamp("opened_at") + " by "
                    + rs.getString("opened_by") + ": " + rs.getString("reason") + " — " + rs.getString("status")
                    + (rs.getString("referee") == null ? "" : " by referee " + rs.getString("referee") + ": "
                    + rs.getString("ruling")));
        }, gameId);
        return out;
    }

    private static String nz(Object o) {
        return o == null ? "" : o.toString();
    }
}
