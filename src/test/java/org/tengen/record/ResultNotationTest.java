package org.tengen.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tengen.rules.GameResult;
import org.tengen.sheet.Problem;
import org.tengen.sheet.RawSheet;
import org.tengen.sheet.ResultSheet;
import org.tengen.sheet.ResultSheetParser;

/**
 * One list of written results, read three ways: by {@link GameResult#parse}, as a result sheet's
 * 结果 cell, and as an SGF record's {@code RE[]}. Whatever one reader accepts, the others accept and
 * read the same (result-sheet.md § Results; rules.md § Units: 1 子 = 2 目).
 */
class ResultNotationTest {

    /** Written | normalised. */
    private static final String[] RESULTS = {
            "B+1.5|B+1.5", "W+0.5|W+0.5", "B+R|B+R", "W+Resign|W+R", "B+Time|B+T", "W+F|W+F", "w+forfeit|W+F",
            "B+|B+", "0|Draw", "Draw|Draw", "Jigo|Draw", "和棋|Draw", "和|Draw", "Void|Void", "No result|Void",
            "无胜负|Void", "無勝負|Void", "双方负|BothLose", "雙方負|BothLose", "Both lose|BothLose",
            "双方胜|BothWin", "BothWin|BothWin", "Both win|BothWin",
            "黑胜3/4子|B+1.5", "黑胜3又3/4子|B+7.5", "黑胜0.75子|B+1.5", "黑胜1目半|B+1.5", "白胜1/4子|W+0.5",
            "白胜半目|W+0.5", "黑中盘胜|B+R", "白中盘胜|W+R", "黑超时胜|B+T", "白超时负|B+T", "黑胜(弃权)|B+F",
            "白弃权|B+F", "白方弃权|B+F", "黑方弃权|W+F", "黑胜|B+", "白胜|W+", "B+2.50|B+2.5",
            // 半子: half a stone, one point (黑胜半子 in 让先 is B+1).
            "黑胜半子|B+1", "白胜半子|W+1", "黑胜1子半|B+3", "黑胜1/2子|B+1", "黑胜1又1/2子|B+3",
            // Traditional characters (seed 002 is written in them).
            "黑勝3/4子|B+1.5", "白勝|W+", "黑中盤勝|B+R", "和|Draw", "白超時負|B+T", "白棄權|B+F", "黑勝半子|B+1",
            // Full-width digits, fractions and signs (全角).
            "黑胜１又３／４子|B+3.5", "白胜２目半|W+2.5", "Ｂ＋Ｒ|B+R", "Ｗ＋３．５|W+3.5", "黑胜¾子|B+1.5",
            // Chinese numerals.
            "黑胜四分之三子|B+1.5", "白胜一又四分之一子|W+2.5", "黑胜三目半|B+3.5", "黑胜二子|B+4",
            // Black's loss written from Black's side.
            "黑负3/4子|W+1.5", "黑中盘负|W+R"};

    private static String[] split(String row) {
        return row.split("\\|");
    }

    static List<String[]> rows() {
        return List.of(RESULTS).stream().map(ResultNotationTest::split).toList();
    }

    @ParameterizedTest(name = "{0} → {1}")
    @org.junit.jupiter.params.provider.MethodSource("rows")
    void theParserReadsEveryWrittenForm(String written, String normalised) {
        assertThat(GameResult.parse(written).result().notation()).isEqualTo(normalised);
    }

    @ParameterizedTest(name = "RE[{0}] → {1}")
    @org.junit.jupiter.params.provider.MethodSource("rows")
    void aRecordsReIsReadAsTheSheetReadsIt(String written, String normalised) {
        String sgf = "(;GM[1]SZ[9]RE[" + written + "];B[ee];W[cc])";
        RecordReading r = RecordReader.read(sgf.getBytes(StandardCharsets.UTF_8)).get(0);
        assertThat(r.record().result().notation()).isEqualTo(normalised);
        assertThat(r.record().notes()).noneMatch(n -> n.contains("is not a result"));
    }

    @ParameterizedTest(name = "结果 {0} → {1}")
    @org.junit.jupiter.params.provider.MethodSource("rows")
    void aSheetsResultCellIsReadAsTheRecordReadsIt(String written, String normalised) {
        ResultSheet s = sheetWith(written);
        assertThat(s.problems()).filteredOn(Problem::error).isEmpty();
        assertThat(s.games().get(0).result().notation()).isEqualTo(normalised);
    }

    @ParameterizedTest(name = "{0} is refused everywhere")
    @CsvSource({"黑胜3/5子", "黑赢了", "X+3", "黑胜1/3子", "白胜半半子"})
    void whatOneRefusesAllRefuse(String written) {
        assertThatThrownBy(() -> GameResult.parse(written)).hasMessageContaining("expected");
        String sgf = "(;GM[1]SZ[9]RE[" + written + "];B[ee])";
        RecordReading r = RecordReader.read(sgf.getBytes(StandardCharsets.UTF_8)).get(0);
        assertThat(r.record().result()).isEqualTo(GameResult.UNKNOWN);
        assertThat(r.record().notes()).anyMatch(n -> n.contains("is not a result"));
        assertThat(sheetWith(written).problems()).filteredOn(Problem::error)
                .anyMatch(p -> p.reason().contains("is not a result"));
    }

    private static ResultSheet sheetWith(String result) {
        RawSheet t = new RawSheet("赛事", List.of(new RawSheet.Row(1, List.of("赛事名称", "测试杯")),
                new RawSheet.Row(2, List.of("开始日期", "2026-11-28"))));
        RawSheet p = new RawSheet("选手", List.of(new RawSheet.Row(1, List.of("编号", "姓名")),
                new RawSheet.Row(2, List.of("1", "张三")), new RawSheet.Row(3, List.of("2", "李四"))));
        RawSheet g = new RawSheet("对局", List.of(new RawSheet.Row(1, List.of("轮次", "黑方", "白方", "让子", "结果")),
                new RawSheet.Row(2, List.of("1", "1", "2", "1", result))));
        return ResultSheetParser.parse("t.xlsx", List.of(t, p, g));
    }
}
