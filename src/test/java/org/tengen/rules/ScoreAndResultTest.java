package org.tengen.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Result notation (rules.md § Units; result-sheet.md § Results) and exact scores. */
class ScoreAndResultTest {

    @ParameterizedTest(name = "{0} → {1}")
    @CsvSource(delimiter = '|', value = {
            "B+1.5|B+1.5", "W+0.5|W+0.5", "B+R|B+R", "W+Resign|W+R", "B+Time|B+T", "W+F|W+F", "w+forfeit|W+F",
            "B+|B+", "B|B+", "0|Draw", "Draw|Draw", "Jigo|Draw", "和棋|Draw", "和|Draw", "Void|Void", "No result|Void",
            "无胜负|Void", "双方负|BothLose", "Both lose|BothLose", "?|?",
            "黑胜3/4子|B+1.5", "黑胜3又3/4子|B+7.5", "黑胜0.75子|B+1.5", "黑胜1目半|B+1.5", "白胜1/4子|W+0.5",
            "白胜半目|W+0.5", "黑中盘胜|B+R", "白中盘胜|W+R", "黑超时胜|B+T", "白超时负|B+T", "黑胜(弃权)|B+F",
            "白弃权|B+F", "黑胜|B+", "白胜|W+", "White resigns.|B+R", "B+2.50|B+2.5"})
    void readsEveryWrittenForm(String written, String normalised) {
        assertThat(GameResult.parse(written).result().notation()).isEqualTo(normalised);
    }

    @Test
    void oddMarginsAreReadWithANote() {
        GameResult.Reading zero = GameResult.parse("B+0.0");
        assertThat(zero.result().notation()).isEqualTo("B+");
        assertThat(zero.note()).contains("zero margin");
        GameResult.Reading quarters = GameResult.parse("W+2.25");
        assertThat(quarters.result().notation()).isEqualTo("W+4.5");
        assertThat(quarters.note()).contains("stones");
        assertThat(GameResult.parse("W+0.02").result().notation()).isEqualTo("W+");
    }

    @Test
    void anythingElseIsRefusedNamingWhatWasExpected() {
        assertThatThrownBy(() -> GameResult.parse("黑赢了")).hasMessageContaining("expected");
        assertThatThrownBy(() -> GameResult.parse("X+3")).hasMessageContaining("expected");
    }

    @Test
    void scoresAreExactHalfPoints() {
        assertThat(Score.parsePoints("7.5").halfPoints()).isEqualTo(15);
        assertThat(Score.parsePoints("184.5").minus(Score.parsePoints("180.5"))).isEqualTo(Score.ofStones(2));
        assertThatThrownBy(() -> Score.parsePoints("7.25")).hasMessageContaining("half points");
        assertThat(Score.parsePoints("7.5").toStones()).isEqualTo("3又3/4子");
        assertThat(Score.parsePoints("0.5").toStones()).isEqualTo("1/4子");
        assertThat(Score.ofPoints(4).toStones()).isEqualTo("2子");
    }

    @Test
    void ruleSetsRoundTripByName() {
        for (RuleSet preset : RuleSet.PRESETS) {
            assertThat(RuleSet.named(preset.name())).isEqualTo(preset);
        }
        assertThat(RuleSet.named("Chinese")).isEqualTo(RuleSet.CHINESE_2002);
        assertThat(RuleSet.CHINESE_2002.withKomi(Score.ZERO).equalsIgnoringKomi(RuleSet.CHINESE_2002)).isTrue();
        assertThat(RuleSet.JAPANESE.equalsIgnoringKomi(RuleSet.CHINESE_2002)).isFalse();
        assertThatThrownBy(() -> RuleSet.named("klingon")).hasMessageContaining("known");
    }

    @Test
    void pointsAreWrittenInGtpStyleWithoutI() {
        assertThat(new Point(8, 0).toGtp(19)).isEqualTo("J19");
        assertThat(Point.parseGtp("D4", 19)).isEqualTo(new Point(3, 15));
        assertThat(Point.parseGtp("T19", 19).toSgf()).isEqualTo("sa");
    }
}
