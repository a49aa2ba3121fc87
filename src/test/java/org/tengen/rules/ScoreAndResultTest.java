package org.tengen.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Exact scores and odd margins; the written results are listed once, in ResultNotationTest. */
class ScoreAndResultTest {

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
