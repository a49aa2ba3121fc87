package org.tengen.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Arts. 8–11 and 24.1: the area count, komi, handicap compensation and warning stones, exactly. */
class CountingTest {

    /**
     * A full 19×19 board: the first {@code black} points (row by row) hold black stones, the rest
     * white; with {@code sharedPoint} the last black point is left empty between the colours.
     */
    private static Position board(int black, boolean sharedPoint) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 361; i++) {
            char c = i < black ? 'X' : 'O';
            if (sharedPoint && i == black) {
                c = '.';
            }
            sb.append(c);
            if (i % 19 == 18) {
                sb.append('\n');
            }
        }
        return Position.parse(sb.toString());
    }

    private static GameResult result(RuleSet rules, Position p, int handicap, int blackWarnings, int whiteWarnings) {
        AreaCount count = Counting.count(p, null);
        return GameResult.ofMargin(Counting.blackMargin(rules, count, handicap, 0, 0, blackWarnings, whiteWarnings),
                rules.blackWinsTies());
    }

    @Test
    void art11_black185WinsByThreeQuartersOfAStone() {
        Position p = board(185, false);
        assertThat(Counting.count(p, null).blackArea()).isEqualTo(Score.ofPoints(185));
        GameResult r = result(RuleSet.CHINESE_2002, p, 0, 0, 0);
        assertThat(r.notation()).isEqualTo("B+1.5");
        assertThat(r.chinese()).isEqualTo("黑胜3/4子");
    }

    @Test
    void art11_black184LosesByAQuarterOfAStone() {
        GameResult r = result(RuleSet.CHINESE_2002, board(184, false), 0, 0, 0);
        assertThat(r.notation()).isEqualTo("W+0.5");
        assertThat(r.chinese()).isEqualTo("白胜1/4子");
    }

    @Test
    void art11_black184AndAHalfWinsByAQuarterOfAStone() {
        Position p = board(184, true);
        AreaCount count = Counting.count(p, null);
        assertThat(count.shared()).isEqualTo(1);
        assertThat(count.blackArea()).isEqualTo(Score.parsePoints("184.5"));
        assertThat(count.whiteArea()).isEqualTo(Score.parsePoints("176.5"));
        assertThat(result(RuleSet.CHINESE_2002, p, 0, 0, 0).notation()).isEqualTo("B+0.5");
    }

    @Test
    void art11_anEvenGameCannotBeDrawn() {
        for (int black = 170; black <= 190; black++) {
            for (boolean shared : new boolean[] {false, true}) {
                assertThat(result(RuleSet.CHINESE_2002, board(black, shared), 0, 0, 0).kind())
                        .isEqualTo(GameResult.Kind.POINTS);
            }
        }
    }

    @Test
    void handicapOne_rangXianGivesNothingBackSo180AndAHalfIsADraw() {
        RuleSet noKomi = RuleSet.CHINESE_2002.withKomi(Score.ZERO);
        assertThat(result(noKomi, board(180, true), 1, 0, 0)).isEqualTo(GameResult.DRAW);
        assertThat(result(noKomi, board(181, false), 1, 0, 0).notation()).isEqualTo("B+1");
    }

    @Test
    void handicapThree_blackGivesBackOneAndAHalfStones() {
        RuleSet noKomi = RuleSet.CHINESE_2002.withKomi(Score.ZERO);
        // Win above 180.5 + 1.5 = 182.
        assertThat(result(noKomi, board(182, false), 3, 0, 0)).isEqualTo(GameResult.DRAW);
        assertThat(result(noKomi, board(182, true), 3, 0, 0).notation()).isEqualTo("B+1");  // 182.5 exceeds 182 by half a stone
    }

    @Test
    void handicap_003_thirteenSixteenAndTwentyFiveStonesGiveBackHalfAsManyWithNoCapAtNine() {
        RuleSet noKomi = RuleSet.CHINESE_2002.withKomi(Score.ZERO);
        // 让十三子: 6½ stones back, Black wins above 180.5 + 6.5 = 187.
        assertThat(result(noKomi, board(187, false), 13, 0, 0)).isEqualTo(GameResult.DRAW);
        assertThat(result(noKomi, board(188, false), 13, 0, 0).notation()).isEqualTo("B+2");
        // 16 stones: 8 back, above 188.5.
        assertThat(result(noKomi, board(188, true), 16, 0, 0)).isEqualTo(GameResult.DRAW);
        assertThat(result(noKomi, board(188, false), 16, 0, 0).notation()).isEqualTo("W+1");
        // 25 stones: 12½ back, above 193.
        assertThat(result(noKomi, board(193, false), 25, 0, 0)).isEqualTo(GameResult.DRAW);
        assertThat(result(noKomi, board(194, false), 25, 0, 0).notation()).isEqualTo("B+2");
        assertThat(HandicapCompensation.N.forHandicap(13)).isEqualTo(Score.ofStones(6).plus(Score.ofPoints(1)));
    }

    @Test
    void art24_eachBlackWarningCostsBlackOneStone() {
        // 185 wins by ¾ stone; a black warning makes it 184: a loss by ¼.
        assertThat(result(RuleSet.CHINESE_2002, board(185, false), 0, 1, 0).notation()).isEqualTo("W+0.5");
        // A white warning adds a stone to Black: 184 becomes 185.
        assertThat(result(RuleSet.CHINESE_2002, board(184, false), 0, 0, 1).notation()).isEqualTo("B+1.5");
    }

    /** Black's wall with three one-point eyes, White's likewise, and a column of dame between them. */
    private static final Position WALLS_WITH_DAME = Position.parse("""
            .X.O.
            XX.OO
            .X.O.
            XX.OO
            .X.O.
            """);

    /** Black surrounds a dead white stone at C4; White owns the bottom row. */
    private static final Position DEAD_STONE_INSIDE = Position.parse("""
            XXXXX
            XXO.X
            XXXXX
            OOOOO
            .....
            """);

    private static boolean[] deadAtC4() {
        boolean[] dead = new boolean[25];
        dead[1 * 5 + 2] = true;
        return dead;
    }

    @Test
    void dameTouchingBothSidesIsSharedAndEyesAreTerritory() {
        AreaCount c = Counting.count(WALLS_WITH_DAME, null);
        assertThat(c.blackTerritory()).isEqualTo(3);
        assertThat(c.whiteTerritory()).isEqualTo(3);
        assertThat(c.shared()).isEqualTo(5);
        assertThat(c.blackArea().plus(c.whiteArea())).isEqualTo(Score.ofPoints(25));
    }

    @Test
    void art8_deadStonesAreTakenOffBeforeCounting() {
        AreaCount c = Counting.count(DEAD_STONE_INSIDE, deadAtC4());
        assertThat(c.deadWhite()).isEqualTo(1);
        assertThat(c.blackArea()).isEqualTo(Score.ofPoints(15));
    }

    @Test
    void territoryCountingAddsPrisonersAndIgnoresDame() {
        AreaCount c = Counting.count(WALLS_WITH_DAME, null);
        Score margin = Counting.blackMargin(RuleSet.JAPANESE.withKomi(Score.ZERO), c, 0, 4, 1, 0, 0);
        // territory 3 + 4 prisoners against territory 3 + 1 prisoner; the five dame count for nobody
        assertThat(margin).isEqualTo(Score.ofPoints(3 + 4 - 3 - 1));
    }

    @Test
    void territoryCountingTakesADeadStoneAsAPrisonerAndItsPointAsTerritory() {
        AreaCount c = Counting.count(DEAD_STONE_INSIDE, deadAtC4());
        Score margin = Counting.blackMargin(RuleSet.JAPANESE.withKomi(Score.ZERO), c, 0, 4, 1, 0, 0);
        // Black: territory C4 + D4 = 2, prisoners 4 + the dead stone; White: territory 5, prisoners 1.
        assertThat(margin).isEqualTo(Score.ofPoints(2 + 4 + 1 - 5 - 1));
    }
}
