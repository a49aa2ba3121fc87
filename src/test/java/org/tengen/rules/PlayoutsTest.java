package org.tengen.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The play-out board of the dead-stone estimate agrees with the rules' board and goes back to its start. */
class PlayoutsTest {

    private static Position randomPosition(int size, int length, long seed) {
        return new Replay(RuleSet.CHINESE_2002, size)
                .run(List.of(), List.of(), RandomGamePropertiesTest.randomGame(size, length, seed)).finalPosition();
    }

    @Property(tries = 60)
    void aPlayoutLeavesEveryChainALibertyAndItsAtariBookkeepingMatchesTheBoard(
            @ForAll @IntRange(min = 5, max = 19) int size, @ForAll @IntRange(min = 0, max = 200) int length,
            @ForAll long seed) {
        Playouts playouts = new Playouts(randomPosition(size, length, seed));
        playouts.run(Board.BLACK, new SplittableRandom(seed));
        Position end = playouts.position();
        Board board = end.toBoard();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = board.index(x, y);
                if (board.at(p) != Board.EMPTY) {
                    assertThat(board.liberties(p, 2)).as("liberties at %d,%d", x, y).isPositive();
                    assertThat(playouts.inAtari(x, y)).as("atari at %d,%d", x, y)
                            .isEqualTo(board.liberties(p, 2) == 1);
                }
            }
        }
    }

    @Property(tries = 30)
    void resetGoesBackToTheStartAndTheSameSeedPlaysTheSameGame(@ForAll @IntRange(min = 5, max = 13) int size,
                                                               @ForAll @IntRange(min = 0, max = 100) int length,
                                                               @ForAll long seed) {
        Position start = randomPosition(size, length, seed);
        Playouts playouts = new Playouts(start);
        playouts.run(Board.WHITE, new SplittableRandom(seed));
        Position first = playouts.position();
        playouts.reset();
        assertThat(playouts.position()).isEqualTo(start);
        playouts.run(Board.WHITE, new SplittableRandom(seed));
        assertThat(playouts.position()).isEqualTo(first);
    }

    @Test
    void aPlayoutNeverFillsAnOwnEyeSoTwoEyedGroupsLive() {
        // Black's wall with two eyes in the corner; White has the rest of the board.
        Position p = Position.parse("""
                .X.X.O.
                XXXXXO.
                OOOOOO.
                .......
                .......
                .......
                .......
                """);
        Playouts playouts = new Playouts(p);
        SplittableRandom random = new SplittableRandom(1);
        for (int k = 0; k < 20; k++) {
            playouts.reset();
            playouts.run(k % 2 == 0 ? Board.BLACK : Board.WHITE, random);
            assertThat(playouts.position().at(0, 1)).isEqualTo(Board.BLACK);
            assertThat(playouts.position().at(0, 0)).isEqualTo(Board.EMPTY);
            assertThat(playouts.position().at(2, 0)).isEqualTo(Board.EMPTY);
        }
    }
}
