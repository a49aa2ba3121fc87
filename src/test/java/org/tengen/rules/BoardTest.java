package org.tengen.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Liberties and self-atari as the play-outs of the dead-stone estimate use them. */
class BoardTest {

    private static Board board(String diagram) {
        return Position.parse(diagram).toBoard();
    }

    @Test
    void art3_libertiesAreCountedOnceEvenWhenTwoStonesTouchTheSamePoint() {
        Board b = board("""
                .....
                .XX..
                .X.O.
                .....
                .....
                """);
        int p = b.index(1, 1);
        // B4 C4 B3: liberties A4 B5 C5 D4 C3 A3 B2 — C3 touches two stones but is one liberty.
        assertThat(b.liberties(p, 99)).isEqualTo(7);
        assertThat(b.liberties(p, 2)).isEqualTo(2);
    }

    @Test
    void aChainInAtariShowsItsOnlyLiberty() {
        Board b = board("""
                XO...
                O....
                .....
                .....
                .....
                """);
        int p = b.index(0, 0);
        assertThat(b.liberties(p, 2)).isZero();
        Board c = board("""
                XX...
                OO...
                .....
                .....
                .....
                """);
        assertThat(c.liberties(c.index(0, 0), 2)).isEqualTo(1);
        assertThat(c.aLiberty(c.index(0, 0))).isEqualTo(c.index(2, 0));
    }

    @Test
    void extendingIntoAtariWithTwoStonesIsSelfAtariButAThrowInIsNot() {
        Board s = board("""
                .....
                .OXO.
                .O.O.
                ..O..
                .....
                """);
        // C3 joins C4: the two stones keep one liberty, C5 — self-atari.
        assertThat(s.isSelfAtari(Board.BLACK, s.index(2, 2))).isTrue();
        Board throwIn = board("""
                .....
                .O.O.
                ..O..
                .....
                .....
                """);
        // A lone black stone at C4 with one liberty (C5) is a throw-in: allowed.
        assertThat(throwIn.isSelfAtari(Board.BLACK, throwIn.index(2, 1))).isFalse();
    }

    @Test
    void aMoveThatCapturesIsNeverSelfAtari() {
        Board b = board("""
                XO.O.
                XXXO.
                OOO..
                .....
                .....
                """);
        // Black's chain A5-A4-B4-C4 and White's B5 share one liberty, C5. Black C5 would leave the
        // black chain without a liberty of its own, but it captures B5 first.
        int c5 = b.index(2, 0);
        assertThat(b.liberties(b.index(1, 0), 2)).isEqualTo(1);
        assertThat(b.isSuicide(Board.BLACK, c5)).isFalse();
        assertThat(b.isSelfAtari(Board.BLACK, c5)).isFalse();
        // White C5 takes the four black stones instead: not self-atari either.
        assertThat(b.isSelfAtari(Board.WHITE, c5)).isFalse();
    }
}
