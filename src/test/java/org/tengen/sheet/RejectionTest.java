package org.tengen.sheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.sheet.Sheets.errors;
import static org.tengen.sheet.Sheets.players;
import static org.tengen.sheet.Sheets.read;
import static org.tengen.sheet.Sheets.sheet;
import static org.tengen.sheet.Sheets.tournament;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Every reason a workbook is rejected, each naming the exact cell (sheet, row, column) and the value. */
class RejectionTest {

    private static final String GAMES_HEADER = "轮次|台号|黑方|白方|让子|结果|黑警告|白警告|死子";

    private static Problem onlyError(ResultSheet s) {
        List<Problem> e = errors(s);
        assertThat(e).as(s.problems().toString()).hasSize(1);
        return e.get(0);
    }

    private static ResultSheet games(String... rows) {
        String[] all = new String[rows.length + 1];
        all[0] = GAMES_HEADER;
        System.arraycopy(rows, 0, all, 1, rows.length);
        return read(tournament("轮次|3"), players(), sheet("对局", all));
    }

    private static void at(Problem p, String sheet, int row, String column, String value, String reasonPart) {
        assertThat(p.file()).isEqualTo("t.xlsx");
        assertThat(p.sheet()).isEqualTo(sheet);
        assertThat(p.row()).isEqualTo(row);
        assertThat(p.column()).isEqualTo(column);
        assertThat(p.value()).isEqualTo(value);
        assertThat(p.reason()).contains(reasonPart);
    }

    @Test
    void unreadableResult() {
        at(onlyError(games("1|1|1|2|0|黑胜3/5子|||")), "对局", 2, "F 结果", "黑胜3/5子", "is not a result");
    }

    @Test
    void missingResult() {
        at(onlyError(games("1|1|1|2|0||||")), "对局", 2, "F 结果", "", "required");
    }

    @Test
    void unknownPlayerNumberAndName() {
        at(onlyError(games("1|1|1|17|0|B+R|||")), "对局", 2, "D 白方", "17", "no player 17");
        at(onlyError(games("1|1|孙七|2|0|B+R|||")), "对局", 2, "C 黑方", "孙七", "no player called");
    }

    @Test
    void handicapOutOfRange() {
        at(onlyError(games("1|1|1|2|10|B+R|||")), "对局", 2, "E 让子", "10", "2–9 stones");
    }

    @Test
    void threeWarnings() {
        at(onlyError(games("1|1|1|2|0|B+R|3||")), "对局", 2, "G 黑警告", "3", "0, 1 or 2");
    }

    @Test
    void deadStoneOffTheBoard() {
        at(onlyError(games("1|1|1|2|0|B+0.5|||D4 Z30")), "对局", 2, "I 死子", "D4 Z30", "'Z30' is not a point");
    }

    @Test
    void roundBeyondTheDeclaredRounds() {
        at(onlyError(games("4|1|1|2|0|B+R|||")), "对局", 2, "A 轮次", "4", "declares 3 rounds");
    }

    @Test
    void playerTwiceInOneRound() {
        at(onlyError(games("1|1|1|2|0|B+R|||", "1|2|3|1|0|B+R|||")), "对局", 3, "D 白方", "1",
                "already plays in round 1 (对局 row 2)");
    }

    @Test
    void playerAgainstThemselves() {
        at(onlyError(games("1|1|2|2|0|B+R|||")), "对局", 2, "D 白方", "2", "against themselves");
    }

    @Test
    void twoWarningsButTheWarnedPlayerWins() {
        at(onlyError(games("1|1|1|2|0|黑胜1子|2||")), "对局", 2, "F 结果", "黑胜1子", "art. 24.2");
        assertThat(errors(games("1|1|1|2|0|黑胜1子||2|"))).isEmpty();
    }

    @Test
    void duplicatePlayerNumberAndFederationId() {
        ResultSheet s = read(tournament(), sheet("选手", "编号|姓名|会员号", "1|张三|CN-1", "1|李四|CN-2", "3|王五|cn-1"),
                sheet("对局", "轮次|黑方|白方|结果", "1|1|3|B+R"));
        List<Problem> e = errors(s);
        assertThat(e).hasSize(2);
        at(e.get(0), "选手", 3, "A 编号", "1", "also given to 张三 (row 2)");
        at(e.get(1), "选手", 4, "C 会员号", "CN-1", "also given to 张三");
    }

    @Test
    void playerWithoutNameOrNumber() {
        ResultSheet s = read(tournament(), sheet("选手", "编号|姓名", "1|", "|李四", "x|王五"),
                sheet("对局", "轮次|黑方|白方|结果", "1|1|2|B+R"));
        List<Problem> e = errors(s).subList(0, 3);
        at(e.get(0), "选手", 2, "B 姓名", "", "name (姓名 / Name) is required");
        at(e.get(1), "选手", 3, "A 编号", "", "number (编号 / No) is required");
        at(e.get(2), "选手", 4, "A 编号", "x", "whole number");
    }

    @Test
    void badRankAndBadBirthDate() {
        ResultSheet s = read(tournament(), sheet("选手", "编号|姓名|段位|出生日期", "1|张三|十段|2000-01-01",
                "2|李四|3d|2000-02-30"), sheet("对局", "轮次|黑方|白方|结果", "1|1|2|B+R"));
        List<Problem> e = errors(s);
        at(e.get(0), "选手", 2, "C 段位", "十段", "not a dan grade");
        at(e.get(1), "选手", 3, "D 出生日期", "2000-02-30", "not a date of the calendar");
    }

    @Test
    void art28_withdrawnPlayerStillPlaying() {
        ResultSheet s = read(tournament(), sheet("选手", "编号|姓名|退赛轮次", "1|张三|1", "2|李四|", "3|王五|"),
                sheet("对局", "轮次|黑方|白方|结果", "1|1|2|B+R", "2|3|1|B+R"));
        at(onlyError(s), "对局", 3, "D 结果", "B+R", "withdrew after round 1");
        assertThat(onlyError(s).reason()).contains("says the game was played", "expected 黑胜(弃权) / B+F");
    }

    @Test
    void teamEventPlayerWithoutTeamOrSameTeam() {
        ResultSheet s = read(tournament("赛制|团体循环赛"),
                sheet("选手", "编号|姓名|队名|台次", "1|A1|甲队|1", "2|A2|甲队|2", "3|B1||1"),
                sheet("对局", "轮次|台次|黑方|白方|结果", "1|1|1|2|B+R"));
        List<Problem> e = errors(s);
        at(e.get(0), "选手", 4, "C 队名", null, "team event");
        at(e.get(1), "对局", 2, "D 白方", "2", "both players are of team 甲队");
    }

    @Test
    void badTournamentValues() {
        ResultSheet s = read(sheet("赛事", "赛事名称|杯", "赛制|双败淘汰", "贴子|3又1/3子", "棋盘|21", "规则|火星规则",
                "等级分|也许", "开始日期|2026-12-01", "结束日期|2026-11-30"), players(),
                sheet("对局", "轮次|黑方|白方|结果", "1|1|2|B+R"));
        List<Problem> e = errors(s);
        assertThat(e).extracting(Problem::row).containsExactlyInAnyOrder(2, 3, 4, 5, 6, 8);
        assertThat(e).allMatch(p -> p.sheet().equals("赛事") && "B".equals(p.column()));
        assertThat(e.stream().filter(p -> p.row() == 2).findFirst().orElseThrow().reason()).contains("循环赛");
        assertThat(e.stream().filter(p -> p.row() == 8).findFirst().orElseThrow().reason()).contains("before the start");
    }

    @Test
    void missingTournamentName() {
        ResultSheet s = read(sheet("赛事", "赛事名称|", "赛事编号|X"), players(), sheet("对局", "轮次|黑方|白方|结果", "1|1|2|B+R"));
        at(onlyError(s), "赛事", 1, "B", "", "name (赛事名称 / Name) is required");
    }

    @Test
    void missingSheetsAndHeaders() {
        ResultSheet s = read(sheet("Sheet1", "a|b"));
        assertThat(errors(s)).extracting(Problem::reason).anyMatch(r -> r.contains("no sheet 赛事"))
                .anyMatch(r -> r.contains("no sheet 选手")).anyMatch(r -> r.contains("no sheet 对局"));
        assertThat(s.rejected()).isTrue();
        ResultSheet noHeader = read(tournament(), sheet("选手", "张三|3段"), sheet("对局", "轮次|黑方|白方|结果"));
        at(onlyError(noHeader), "选手", 0, null, null, "no header row");
        ResultSheet noResultColumn = read(tournament(), players(), sheet("对局", "轮次|黑方|白方", "1|1|2"));
        at(onlyError(noResultColumn), "对局", 1, null, null, "no column 结果 / result");
    }

    @Test
    void ambiguousName() {
        ResultSheet s = read(tournament(), sheet("选手", "编号|姓名", "1|张三", "2|张三", "3|李四"),
                sheet("对局", "轮次|黑方|白方|结果", "1|张三|李四|B+R"));
        at(onlyError(s), "对局", 2, "B 黑方", "张三", "2 players are called");
    }

    @Test
    void warningsAreReportedButDoNotReject() {
        ResultSheet s = read(tournament(), players(), sheet("对局", "轮次|黑方|白方|让子|贴子|结果", "1|4|3|2|7.5|B+R"));
        assertThat(errors(s)).isEmpty();
        assertThat(s.rejected()).isFalse();
        assertThat(s.problems()).extracting(Problem::reason)
                .anyMatch(r -> r.contains("ranked above White"))
                .anyMatch(r -> r.contains("handicap game with komi"));
    }
}
