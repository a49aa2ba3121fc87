package org.tengen.diagram;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.tengen.rules.AreaCount;
import org.tengen.rules.Board;
import org.tengen.rules.Colour;
import org.tengen.rules.Counting;
import org.tengen.rules.Move;
import org.tengen.rules.Point;
import org.tengen.rules.Position;
import org.tengen.rules.Replay;
import org.tengen.rules.RuleSet;

/**
 * What the diagrams and the site's viewer show agrees with the rules engine, on random records that
 * include illegal acts (ko retakes, suicide, the same colour twice, stones on taken points).
 */
class TimelinePropertiesTest {

    /** Random moves anywhere (taken points too), now and then a pass or the same colour again. */
    static List<Move> wildGame(int size, int length, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Move> moves = new ArrayList<>();
        Colour colour = Colour.BLACK;
        for (int i = 0; i < length; i++) {
            if (random.nextInt(40) == 0) {
                colour = colour.opponent();              // the same colour twice (art. 17.2)
            }
            moves.add(random.nextInt(25) == 0 ? Move.pass(colour)
                    : Move.play(colour, random.nextInt(size), random.nextInt(size)));
            colour = colour.opponent();
        }
        return moves;
    }

    @Property(tries = 150)
    void theBoardAfterEachMoveIsTheReplaysBoard(@ForAll @IntRange(min = 2, max = 9) int size,
                                                @ForAll @IntRange(min = 0, max = 120) int length,
                                                @ForAll @IntRange(min = 0, max = 5) int rules,
                                                @ForAll long seed) {
        RuleSet r = RuleSet.PRESETS.get(rules);
        List<Move> moves = wildGame(size, length, seed);
        List<Point> black = size > 3 ? List.of(new Point(1, 1)) : List.of();
        Timeline t = Timeline.of(r, size, black, List.of(), moves);
        for (int k = 0; k <= t.steps().size(); k++) {
            Position replayed = new Replay(r, size).run(black, List.of(), moves.subList(0, k)).finalPosition();
            assertThat(t.positionAfter(k)).as("after move %d", k).isEqualTo(replayed);
        }
    }

    @Property(tries = 200)
    void everyPointsAreaAddsUpToTheCount(@ForAll @IntRange(min = 2, max = 13) int size, @ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder diagram = new StringBuilder();
        boolean[] dead = new boolean[size * size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int v = random.nextInt(3);
                diagram.append(v == 0 ? '.' : v == 1 ? 'X' : 'O');
                dead[y * size + x] = v != 0 && random.nextInt(8) == 0;
            }
            diagram.append('\n');
        }
        Position p = Position.parse(diagram.toString());
        AreaCount count = Counting.count(p, dead);
        BoardDiagram.Area[] areas = Areas.of(p, dead);
        int black = 0;
        int white = 0;
        int shared = 0;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                boolean empty = p.at(x, y) == Board.EMPTY || dead[y * size + x];
                BoardDiagram.Area a = areas[y * size + x];
                assertThat(a == BoardDiagram.Area.NONE).as("only stones that stand have no area").isEqualTo(!empty);
                black += a == BoardDiagram.Area.BLACK ? 1 : 0;
                white += a == BoardDiagram.Area.WHITE ? 1 : 0;
                shared += a == BoardDiagram.Area.SHARED ? 1 : 0;
            }
        }
        assertThat(black).isEqualTo(count.blackTerritory());
        assertThat(white).isEqualTo(count.whiteTerritory());
        assertThat(shared).isEqualTo(count.shared());
    }
}
