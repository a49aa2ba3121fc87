package org.tengen.diagram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.tengen.rules.Colour;
import org.tengen.rules.Finding;
import org.tengen.rules.Move;
import org.tengen.rules.Point;
import org.tengen.rules.Position;
import org.tengen.rules.RuleSet;

/** The SVG of hand-made positions: what is drawn is counted in the markup. */
class BoardSvgTest {

    static int count(String svg, String cls) {
        Matcher m = Pattern.compile("class=\"" + Pattern.quote(cls) + "\"").matcher(svg);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    static final Position NINE = Position.parse("""
            . . . . . . . . .
            . . X O . . . . .
            . X O . O . . . .
            . . X O . . . . .
            . . . . . . . . .
            . . . . . . X . .
            . . . . . . . . .
            . O . . . . . . .
            . . . . . . . . .
            """);

    @Test
    void stonesMarksAndNumbersOfAHandMadePosition() {
        BoardDiagram d = BoardDiagram.of(NINE).mark(new Point(3, 2), BoardDiagram.Mark.SQUARE)
                .mark(new Point(6, 5), BoardDiagram.Mark.CIRCLE).mark(new Point(3, 2), BoardDiagram.Mark.SQUARE)
                .label(new Point(2, 1), "12").label(new Point(3, 1), "13").label(new Point(5, 5), "A");
        String svg = BoardSvg.render(d, "Before move 14");
        assertThat(count(svg, "stone b")).as("black stones").isEqualTo(4);
        assertThat(count(svg, "stone w")).as("white stones").isEqualTo(5);
        assertThat(count(svg, "mark square")).isEqualTo(1);
        assertThat(count(svg, "mark circle")).isEqualTo(1);
        assertThat(count(svg, "mark triangle")).isZero();
        assertThat(count(svg, "label on-b")).as("12 on a black stone").isEqualTo(1);
        assertThat(count(svg, "label on-w")).as("13 on a white stone").isEqualTo(1);
        assertThat(count(svg, "label")).as("A on an empty point").isEqualTo(1);
        assertThat(count(svg, "label-bg")).isEqualTo(1);
        assertThat(count(svg, "star")).as("9×9: four corners and the centre").isEqualTo(5);
        assertThat(svg).startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"").endsWith("</svg>")
                .contains("<title>Before move 14</title>");
    }

    @Test
    void coordinatesAreTheRecordsLettersWithoutIAndRowsFromTheBottom() {
        String svg = BoardSvg.render(BoardDiagram.of(Position.parse(".".repeat(19).concat("\n").repeat(19))));
        List<String> coords = new ArrayList<>();
        Matcher m = Pattern.compile("class=\"coord\"[^>]*>([^<]*)<").matcher(svg);
        while (m.find()) {
            coords.add(m.group(1));
        }
        assertThat(coords).hasSize(19 * 4).contains("A", "H", "J", "T", "1", "19").doesNotContain("I", "U", "0", "20");
        assertThat(coords.subList(0, 4)).as("column A, row 19 at the top left").containsExactly("A", "A", "19", "19");
        assertThat(count(svg, "star")).as("19×19: nine star points").isEqualTo(9);
    }

    @Test
    void everySizeFromFiveToTwentyFiveIsDrawn() {
        for (int n = 5; n <= 25; n++) {
            String svg = BoardSvg.render(BoardDiagram.of(Position.parse((".".repeat(n) + "\n").repeat(n))));
            assertThat(count(svg, "coord")).isEqualTo(4 * n);
            assertThat(svg).contains("data-size=\"" + n + "\"");
        }
        assertThatThrownBy(() -> BoardDiagram.of(Position.parse((".".repeat(26) + "\n").repeat(26))))
                .hasMessageContaining("26");
    }

    @Test
    void aTitleIsTextNotMarkup() {
        String svg = BoardSvg.render(BoardDiagram.of(NINE), "<script>alert(1)</script>");
        assertThat(svg).doesNotContain("<script>").contains("&lt;script&gt;alert(1)&lt;/script&gt;");
    }

    @Test
    @DisplayName("Art. 18.3: the ko retaken at once is squared, the moves before it numbered where they stand")
    void art18_3_koRetakenAtOnceIsDrawnWithTheMovesThatLedToIt() {
        // White's C5 has one liberty, D5: Black takes it there, and White may not retake at once.
        Position ko = Position.parse("""
                . . . . . . .
                . . X O . . .
                . X O . O . .
                . . X O . . .
                . . . . . . .
                . . . . . . .
                . . . . . . .
                """);
        List<Point> black = new ArrayList<>();
        List<Point> white = new ArrayList<>();
        for (int y = 0; y < 7; y++) {
            for (int x = 0; x < 7; x++) {
                if (ko.at(x, y) == org.tengen.rules.Board.BLACK) {
                    black.add(new Point(x, y));
                } else if (ko.at(x, y) == org.tengen.rules.Board.WHITE) {
                    white.add(new Point(x, y));
                }
            }
        }
        List<Move> moves = List.of(Move.play(Colour.BLACK, 6, 6),    // 1: B G1
                Move.play(Colour.WHITE, 0, 6),            // 2: W A1
                Move.play(Colour.BLACK, 3, 2),            // 3: B D5 takes the white stone at C5: a ko
                Move.play(Colour.WHITE, 2, 2));           // 4: W C5 at once: void (art. 18.3)
        Timeline t = Timeline.of(RuleSet.named("chinese"), 7, black, white, moves);
        assertThat(t.outcome().findings()).extracting(Finding::move, Finding::kind)
                .contains(org.assertj.core.groups.Tuple.tuple(4, Finding.Kind.KO));
        assertThat(t.steps().get(2).captured()).containsExactly(new Point(2, 2));
        assertThat(t.steps().get(2).koPoint()).isEqualTo(new Point(2, 2));

        Figures.Figure f = Figures.before(t, 4, Figures.LEAD_UP);
        String svg = f.svg();
        assertThat(count(svg, "stone b")).as("the setup's three black stones, G1 and D5").isEqualTo(5);
        assertThat(count(svg, "stone w")).as("D6, E5, D4 and A1; C5 was taken").isEqualTo(4);
        assertThat(count(svg, "mark square")).as("the retake at C5").isEqualTo(1);
        assertThat(f.diagram().marks()).containsEntry(new Point(2, 2), BoardDiagram.Mark.SQUARE);
        assertThat(f.diagram().labels()).containsOnlyKeys(new Point(6, 6), new Point(0, 6), new Point(3, 2))
                .containsEntry(new Point(3, 2), "3");
        assertThat(f.caption()).contains("Move 4", "C5", "ko point C5", "moves 1–3 numbered");
    }

    @Test
    @DisplayName("Art. 9, 21.2: the counted position marks dead stones, both sides' territory and shared points")
    void art9_countedPositionShowsDeadStonesTerritoryAndSharedPoints() {
        Position end = Position.parse("""
                . X O . .
                X X O . .
                . X O O O
                X X O X .
                . X O . .
                """);
        boolean[] dead = new boolean[25];
        dead[3 * 5 + 3] = true;                          // the black stone at D2 in White's area
        Figures.Figure f = Figures.counted(end, dead, "sheet");
        String svg = f.svg();
        assertThat(count(svg, "stone b")).isEqualTo(7);
        assertThat(count(svg, "stone w")).isEqualTo(7);
        assertThat(count(svg, "stone b dead")).isEqualTo(1);
        assertThat(count(svg, "area b")).as("A5, A3, A1").isEqualTo(3);
        assertThat(count(svg, "area w")).as("D5 E5 D4 E4, E2 D1 E1, and the dead stone's D2").isEqualTo(8);
        assertThat(count(svg, "area shared")).isZero();
        assertThat(f.notes()).anySatisfy(n -> assertThat(n).contains("黑 Black: 7 stones + 3 territory"))
                .anySatisfy(n -> assertThat(n).contains("White 0").contains("Black 1"));

        Position seki = Position.parse("""
                X . O . .
                X X O . .
                O O O . .
                . . . . .
                . . . . .
                """);
        Figures.Figure s = Figures.counted(seki, null, null);
        assertThat(count(s.svg(), "area shared")).as("B5 touches both colours").isEqualTo(1);
    }
}
