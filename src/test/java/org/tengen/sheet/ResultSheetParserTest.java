package org.tengen.sheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.sheet.Sheets.errors;
import static org.tengen.sheet.Sheets.players;
import static org.tengen.sheet.Sheets.read;
import static org.tengen.sheet.Sheets.sheet;
import static org.tengen.sheet.Sheets.tournament;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.tengen.rank.Rank;
import org.tengen.rules.CycleOutcome;
import org.tengen.rules.GameResult;
import org.tengen.rules.RuleSet;
import org.tengen.rules.Score;
import org.tengen.tournament.TournamentSystem;

/** The messes result-sheet.md names, one test each: all of them must import. */
class ResultSheetParserTest {

    @Test
    void chineseHeadersAndDefaults() {
        ResultSheet s = read(tournament(), players(), sheet("对局", "轮次|台号|黑方|白方|结果", "1|1|1|2|黑胜3/4子",
                "1|2|3|4|白中盘胜"));
        assertThat(errors(s)).isEmpty();
        TournamentInfo t = s.tournament();
        assertThat(t.code()).isEqualTo("T-1");
        assertThat(t.system()).isEqualTo(TournamentSystem.SWISS);
        assertThat(t.rules()).isEqualTo(RuleSet.CHINESE_2002);
        assertThat(t.komi()).isEqualTo(Score.parsePoints("7.5"));      // 3¾ stones
        assertThat(t.boardSize()).isEqualTo(19);
        assertThat(t.rated()).isTrue();
        assertThat(t.ratingClass()).isEqualTo('A');
        assertThat(t.cycleOutcome()).isEqualTo(CycleOutcome.NO_RESULT);
        assertThat(s.games()).hasSize(2);
        assertThat(s.games().get(0).result()).isEqualTo(GameResult.byPoints(org.tengen.rules.Colour.BLACK,
                Score.parsePoints("1.5")));
        assertThat(s.players().get(3).rank()).isEqualTo(Rank.dan(5));
        assertThat(s.players().get(2).federationId()).isNull();
    }

    @Test
    void englishHeadersTitleRowsBlankRowsAndExtraColumns() {
        ResultSheet s = read(
                sheet("Tournament", "City Open — information", "", "Name:|City Open", "Code|co-1", "System|McMahon",
                        "Komi|6.5", "Rules|Japanese", "Board size|13"),
                sheet("PLAYERS", "List of players", "", "No.| Name |Rank|Phone", "1|Ann|3d|123", "", "2|Bo|2k|456"),
                sheet("Games", "Results", "ROUND|Table|Black|White|Result|Arbiter", "1|1|1|2|W+R|LM"));
        assertThat(errors(s)).isEmpty();
        assertThat(s.tournament().code()).isEqualTo("CO-1");
        assertThat(s.tournament().system()).isEqualTo(TournamentSystem.MCMAHON);
        assertThat(s.tournament().komi()).isEqualTo(Score.parsePoints("6.5"));
        assertThat(s.tournament().rules()).isEqualTo(RuleSet.JAPANESE);
        assertThat(s.tournament().boardSize()).isEqualTo(13);
        assertThat(s.players()).extracting(SheetPlayer::name).containsExactly("Ann", "Bo");
        assertThat(s.players().get(1).row()).isEqualTo(6);
        assertThat(s.games().get(0).row()).isEqualTo(3);
    }

    @Test
    void fullWidthCharactersTrailingSpacesAndNumbersAsText() {
        ResultSheet s = read(
                sheet("赛事", "赛事名称 |全角杯  ", "赛事编号|ＨＺ-２０２６-ＱＴＢ", "轮次|３", "贴子|３又３/４子"),
                sheet("选手", "编号|姓名|段位", "１|张三 |３段", "2.0|李四|２级"),
                sheet("对局", "轮次|黑方|白方|结果", " １ |１|２|Ｂ＋１.５"));
        assertThat(errors(s)).isEmpty();
        assertThat(s.tournament().code()).isEqualTo("HZ-2026-QTB");
        assertThat(s.tournament().name()).isEqualTo("全角杯");
        assertThat(s.tournament().rounds()).isEqualTo(3);
        assertThat(s.players()).extracting(SheetPlayer::no).containsExactly(1, 2);
        assertThat(s.players().get(0).name()).isEqualTo("张三");
        assertThat(s.players().get(1).rank()).isEqualTo(Rank.kyu(2));
        assertThat(s.games().get(0).result().notation()).isEqualTo("B+1.5");
    }

    @Test
    void datesAsExcelDatesAndAsText() {
        for (String text : new String[] {"2026-11-29", "2026年11月29日", "29/11/2026", "2026/11/29", "46355"}) {
            ResultSheet s = read(tournament("结束日期|" + text), players(), sheet("对局", "轮次|黑方|白方|结果", "1|1|2|和棋"));
            assertThat(s.tournament().end()).as(text).isEqualTo(LocalDate.of(2026, 11, 29));
        }
    }

    @Test
    void derivedCodeFromNameAndStart() {
        ResultSheet s = read(sheet("赛事", "赛事名称|Spring Cup", "开始日期|2026-03-01"), players(),
                sheet("对局", "轮次|黑方|白方|结果", "1|1|2|B+R"));
        assertThat(s.tournament().code()).isEqualTo("SPRING-CUP-20260301");
    }

    @Test
    void roundSheetsWithoutARoundColumnAndPlayersByName() {
        ResultSheet s = read(tournament(), players(),
                sheet("第1轮", "台号|黑方|白方|结果", "1|张三|李四|黑胜1目半", "2|3|4|白胜"),
                sheet("Round 2", "Table|Black|White|Result", "1|2|1|Draw", "2|赵六|王五|W+T"));
        assertThat(errors(s)).isEmpty();
        assertThat(s.games()).extracting(SheetGame::round).containsExactly(1, 1, 2, 2);
        assertThat(s.games().get(0).black()).isEqualTo(1);
        assertThat(s.games().get(0).result().margin()).isEqualTo(Score.parsePoints("1.5"));
        assertThat(s.games().get(3).black()).isEqualTo(4);
    }

    @Test
    void everyResultForm() {
        String[][] forms = {{"黑胜3又3/4子", "B+7.5"}, {"黑胜0.75子", "B+1.5"}, {"B+Resign", "B+R"}, {"白超时负", "B+T"},
            {"黑胜(弃权)", "B+F"}, {"白弃权", "B+F"}, {"W+Forfeit", "W+F"}, {"B+", "B+"}, {"Jigo", "Draw"}, {"0", "Draw"},
            {"双方负", "BothLose"}, {"无胜负", "Void"}, {"No result", "Void"}, {"W+Time", "W+T"}};
        for (String[] f : forms) {
            ResultSheet s = read(tournament(), players(), sheet("对局", "轮次|黑方|白方|结果", "1|1|2|" + f[0]));
            assertThat(errors(s)).as(f[0]).isEmpty();
            assertThat(s.games().get(0).result().notation()).as(f[0]).isEqualTo(f[1]);
        }
    }

    @Test
    void komiHandicapWarningsAndDeadStones() {
        ResultSheet s = read(tournament("贴子|7.5目"), players(),
                sheet("对局", "轮次|黑方|白方|让子|贴子|结果|黑警告|白警告|死子", "1|3|4|让先|0|黑胜1子|1||D4 E5, Q16",
                        "1|1|2|3子||白中盘胜|||"));
        assertThat(errors(s)).isEmpty();
        SheetGame g = s.games().get(0);
        assertThat(g.handicap()).isEqualTo(1);
        assertThat(g.komi()).isEqualTo(Score.ZERO);
        assertThat(g.blackWarnings()).isEqualTo(1);
        assertThat(g.deadStones()).hasSize(3);
        assertThat(s.games().get(1).handicap()).isEqualTo(3);
        assertThat(s.games().get(1).komi()).isNull();
    }

    @Test
    void byeWrittenOnEitherSide() {
        ResultSheet s = read(tournament(), players(), sheet("对局", "轮次|黑方|白方|结果", "1|1|轮空|", "1|bye|2|"));
        assertThat(errors(s)).isEmpty();
        assertThat(s.games()).allMatch(SheetGame::bye);
        assertThat(s.games()).extracting(SheetGame::black).containsExactly(1, 2);
    }

    @Test
    void teamEventWithMatchesAndBoards() {
        ResultSheet s = read(tournament("赛制|团体循环赛", "台数|2"),
                sheet("选手", "编号|姓名|队名|台次", "1|A1|甲队|1", "2|A2|甲队|2", "3|B1|乙队|1", "4|B2|乙队|2"),
                sheet("对局", "轮次|队|台次|黑方|白方|结果", "1|甲-乙|1|1|3|B+R", "1|甲-乙|2|4|2|W+R"));
        assertThat(errors(s)).isEmpty();
        assertThat(s.tournament().system().team()).isTrue();
        assertThat(s.games().get(1).match()).isEqualTo("甲-乙");
        assertThat(s.problems()).isEmpty();
    }
}
