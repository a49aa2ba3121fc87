package org.tengen.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Invariants that hold for every legal game, checked on random ones. */
class RandomGamePropertiesTest {

    /** A random legal game: random points, skipping occupied, suicidal and ko points; sometimes a pass. */
    static List<Move> randomGame(int size, int length, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Board board = new Board(size);
        List<Move> moves = new ArrayList<>();
        Colour colour = Colour.BLACK;
        for (int i = 0; i < length; i++) {
            Move move = Move.pass(colour);
            if (random.nextInt(20) != 0) {
                for (int tries = 0; tries < size * size; tries++) {
                    int x = random.nextInt(size);
                    int y = random.nextInt(size);
                    int p = board.index(x, y);
                    if (board.check(Board.cell(colour), p, false) == Board.Check.LEGAL) {
                        board.play(Board.cell(colour), p);
                        move = Move.play(colour, x, y);
                        break;
                    }
                }
            }
            if (move.isPass()) {
                board.pass();
            }
            moves.add(move);
            colour = colour.opponent();
        }
        return moves;
    }

    private static void play(Board board, Move m) {
        if (m.isPass()) {
            board.pass();
        } else {
            board.play(Board.cell(m.colour()), board.index(m.point().x(), m.point().y()));
        }
    }

    @Property(tries = 200)
    void incrementalHashEqualsAHashRecomputedFromTheStones(@ForAll @IntRange(min = 2, max = 19) int size,
                                                           @ForAll @IntRange(min = 0, max = 400) int length,
                                                           @ForAll long seed) {
        Board board = new Board(size);
        for (Move m : randomGame(size, length, seed)) {
            play(board, m);
            assertThat(board.hash()).isEqualTo(board.position().toBoard().hash());
        }
    }

    @Property(tries = 200)
    void everyChainOnTheBoardHasALibertyAfterEveryMove(@ForAll @IntRange(min = 2, max = 13) int size,
                                                        @ForAll @IntRange(min = 0, max = 300) int length,
                                                        @ForAll long seed) {
        Board board = new Board(size);
        int number = 0;
        for (Move m : randomGame(size, length, seed)) {
            play(board, m);
            number++;
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int p = board.index(x, y);
                    if (board.at(p) != Board.EMPTY) {
                        assertThat(board.hasLiberty(p)).as("chain at %s after move %d", board.point(p), number)
                                .isTrue();
                    }
                }
            }
        }
    }

    @Property(tries = 200)
    void underAreaCountingBlackAndWhiteAreasAddUpToTheBoard(@ForAll @IntRange(min = 2, max = 19) int size,
                                                           @ForAll @IntRange(min = 0, max = 500) int length,
                                                           @ForAll long seed) {
        ReplayOutcome out = new Replay(RuleSet.CHINESE_2002, size).run(List.of(), List.of(),
                randomGame(size, length, seed));
        AreaCount count = Counting.count(out.finalPosition(), null);
        assertThat(count.blackArea().plus(count.whiteArea())).isEqualTo(Score.ofPoints((long) size * size));
        assertThat(count.points()).isEqualTo(size * size);
    }

    @Property(tries = 100)
    void replayIsDeterministic(@ForAll @IntRange(min = 2, max = 19) int size,
                               @ForAll @IntRange(min = 0, max = 400) int length, @ForAll long seed) {
        List<Move> game = randomGame(size, length, seed);
        ReplayOutcome a = new Replay(RuleSet.CHINESE_2002, size).run(List.of(), List.of(), game);
        ReplayOutcome b = new Replay(RuleSet.CHINESE_2002, size).run(List.of(), List.of(), game);
        assertThat(a).isEqualTo(b);
    }

    @Property(tries = 100)
    void aLegalGameHasNoFindingsUnderSimpleKo(@ForAll @IntRange(min = 2, max = 19) int size,
                                              @ForAll @IntRange(min = 0, max = 400) int length, @ForAll long seed) {
        ReplayOutcome out = new Replay(RuleSet.JAPANESE, size).run(List.of(), List.of(), randomGame(size, length, seed));
        assertThat(out.findings()).isEmpty();
    }

    @Property(tries = 50)
    void theDeadStoneEstimateIsReproducible(@ForAll @IntRange(min = 5, max = 9) int size,
                                            @ForAll @IntRange(min = 0, max = 120) int length, @ForAll long seed) {
        Position p = new Replay(RuleSet.CHINESE_2002, size).run(List.of(), List.of(), randomGame(size, length, seed))
                .finalPosition();
        assertThat(DeadStones.estimate(p).dead()).isEqualTo(DeadStones.estimate(p).dead());
    }

    private static final String TRIPLE_KO = """
            .XO..XO..XO..
            XO.OX.XOXO.O.
            .XO..XO..XO..
            .............
            .............
            .............
            .............
            .............
            .............
            .............
            .............
            .............
            .............
            """;

    @Property(tries = 100)
    void art20_3_whateverFollowsALongCycleTheOutcomeIsTheCycles(@ForAll @IntRange(min = 0, max = 60) int extra,
                                                                 @ForAll long seed) {
        // Random moves of random colours after the triple ko has repeated: double moves, passes,
        // occupied points. None of them is replayed, so none can warn, lose or corrupt the game.
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder moves = new StringBuilder("B C12, W F12, B L12, W B12, B G12, W K12");
        for (int i = 0; i < extra; i++) {
            String colour = random.nextBoolean() ? "B" : "W";
            String point = random.nextInt(8) == 0 ? "pass"
                    : "ABCDEFGHJKLMN".charAt(random.nextInt(13)) + String.valueOf(1 + random.nextInt(13));
            moves.append(", ").append(colour).append(' ').append(point);
        }
        ReplayOutcome out = Games.replay(RuleSet.CHINESE_2002, TRIPLE_KO, moves.toString());
        assertThat(out.cycle()).isNotNull();
        assertThat(out.cycle().move()).isEqualTo(6);
        assertThat(out.findings()).extracting(Finding::kind).containsExactly(Finding.Kind.CYCLE);
        assertThat(out.lostByWarnings()).isNull();
        assertThat(out.corrupt()).isFalse();
    }
}
