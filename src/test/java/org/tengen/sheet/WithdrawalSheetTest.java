package org.tengen.sheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.sheet.Sheets.errors;
import static org.tengen.sheet.Sheets.read;
import static org.tengen.sheet.Sheets.sheet;
import static org.tengen.sheet.Sheets.tournament;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Art. 28: the rows of a withdrawn player after the round they withdrew in. Organisers write those
 * rounds as forfeit rows (28.2 "以下的比赛按弃权处理"; 28.4 "未赛部分均作弃权处理"), and that is
 * correct; only a result that says the game was played, or that the withdrawn player won, is an error.
 */
class WithdrawalSheetTest {

    /** 张三 (1) withdrew after round 2 of 4. */
    private static final RawSheet PLAYERS = sheet("选手", "编号|姓名|退赛轮次", "1|张三|2", "2|李四|", "3|王五|",
            "4|赵六|");

    private static ResultSheet roundRobin(String system, String... laterRows) {
        String[] rows = new String[5 + laterRows.length];
        rows[0] = "轮次|黑方|白方|结果|备注";
        rows[1] = "1|1|2|黑胜3/4子|";
        rows[2] = "1|3|4|B+R|";
        rows[3] = "2|3|1|W+R|";
        rows[4] = "2|2|4|B+R|";
        System.arraycopy(laterRows, 0, rows, 5, laterRows.length);
        return read(tournament("轮次|4", "赛制|" + system), PLAYERS, sheet("对局", rows));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"循环赛", "积分编排", "麦克马洪"})
    void art28_forfeitRowsAfterTheWithdrawalAreAccepted(String system) {
        ResultSheet s = roundRobin(system, "3|1|4|W+F|张三退赛", "3|2|3|B+R|", "4|4|1|白方弃权|", "4|2|3|W+R|");
        assertThat(errors(s)).isEmpty();
        assertThat(s.rejected()).isFalse();
        assertThat(s.games()).hasSize(8);
    }

    @Test
    void art28_2_theChineseForfeitNotationsAreAcceptedToo() {
        ResultSheet s = roundRobin("循环赛", "3|4|1|黑胜(弃权)|", "4|1|3|黑弃权|", "4|2|4|W+R|");
        assertThat(errors(s)).isEmpty();
    }

    @Test
    void art28_2_aBareWinForTheOpponentIsReadAsTheForfeitWithAWarning() {
        ResultSheet s = roundRobin("循环赛", "3|1|4|W+|张三退赛");
        assertThat(errors(s)).isEmpty();
        assertThat(s.problems()).extracting(Problem::reason).anyMatch(r -> r.contains("read as the forfeit art. 28"));
    }

    @ParameterizedTest(name = "{0} after the withdrawal is an error")
    @ValueSource(strings = {"W+R", "白胜3/4子", "W+T", "和棋", "无胜负", "双方胜"})
    void art28_2_aResultThatSaysTheGameWasPlayedIsAnError(String result) {
        ResultSheet s = roundRobin("循环赛", "3|1|4|" + result + "|");
        List<Problem> e = errors(s);
        assertThat(e).hasSize(1);
        assertThat(e.get(0).row()).isEqualTo(6);
        assertThat(e.get(0).column()).isEqualTo("D 结果");
        assertThat(e.get(0).value()).isEqualTo(result);
        assertThat(e.get(0).reason()).contains("张三 withdrew after round 2", "art. 28", "expected 白胜(弃权) / W+F");
    }

    @Test
    void art28_2_aForfeitTheWithdrawnPlayerWinsIsAnError() {
        ResultSheet s = roundRobin("循环赛", "3|1|4|B+F|");
        assertThat(errors(s)).singleElement().satisfies(p -> {
            assertThat(p.reason()).contains("wins round 3 by forfeit");
            assertThat(p.column()).isEqualTo("D 结果");
        });
    }

    @Test
    void art28_aByeAfterTheWithdrawalIsAnError() {
        ResultSheet s = roundRobin("积分编排", "3|1|轮空||");
        assertThat(errors(s)).singleElement().satisfies(p -> assertThat(p.reason()).contains("bye"));
    }

    @Test
    void art28_4_teamEventForfeitRowsOfAWithdrawnBoardAreAccepted() {
        RawSheet players = sheet("选手", "编号|姓名|队名|台次|退赛轮次", "1|A1|甲队|1|", "2|A2|甲队|2|1", "3|B1|乙队|1|",
                "4|B2|乙队|2|", "5|C1|丙队|1|", "6|C2|丙队|2|");
        ResultSheet s = read(tournament("赛制|团体循环赛", "轮次|2"), players,
                sheet("对局", "轮次|台次|黑方|白方|结果", "1|1|1|3|B+R", "1|2|4|2|W+R", "2|1|5|1|W+R", "2|2|2|6|W+F"));
        assertThat(errors(s)).isEmpty();
    }
}
