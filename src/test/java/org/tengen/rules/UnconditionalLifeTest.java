package org.tengen.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Benson's unconditional life and the certain dead stones it implies. */
class UnconditionalLifeTest {

    @Test
    void aChainWithTwoEyesIsUnconditionallyAliveAndAStoneInsideItsAreaIsDead() {
        Position p = Position.parse("""
                .X.XO.O
                XXXXO..
                ....OOO
                OO.....
                .......
                .......
                .......
                """);
        UnconditionalLife.Result r = UnconditionalLife.analyse(p);
        assertThat(r.alive()[0 * 7 + 1]).isTrue();     // the black group with eyes at A7 and C7
        assertThat(r.alive()[1 * 7 + 0]).isTrue();
        assertThat(r.alive()[3 * 7 + 0]).isFalse();    // a white group with no eye
        assertThat(r.alive()[0 * 7 + 4]).isFalse();    // white's top group has one eye space only
    }

    @Test
    void aStoneSittingInTheOpponentsEyeIsCertainlyDead() {
        Position p = Position.parse("""
                .XO.X
                XXXXX
                .....
                .....
                .....
                """);
        // Black has eye A5 and the region C5–D5, where every empty point touches Black: two vital
        // regions. The white stone at C5 can never live there.
        UnconditionalLife.Result r = UnconditionalLife.analyse(p);
        assertThat(r.alive()[1]).isTrue();
        assertThat(r.certainlyDead(p, 2, 0)).isTrue();
    }

    @Test
    void estimateNeverCallsAnUnconditionallyAliveChainDead() {
        Position p = Position.parse("""
                .X.XO.O
                XXXXO..
                ....OOO
                .......
                .......
                .......
                .......
                """);
        DeadStones.Estimate e = DeadStones.estimate(p);
        assertThat(e.dead()[1]).isFalse();
        assertThat(e.certain()[1]).isTrue();
    }
}
