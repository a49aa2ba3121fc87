package org.tengen.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Arts. 3–7 and the rulings of arts. 17–20 and 24, each on a hand-made position. */
class PlayRulesTest {

    private static final RuleSet CHINESE = RuleSet.CHINESE_2002;

    @Test
    void art4_aChainWithoutLibertiesIsCaptured() {
        ReplayOutcome out = Games.replay(CHINESE, """
                .....
                .X...
                XO...
                .X...
                .....
                """, "B C3");
        assertThat(out.finalPosition().at(1, 2)).isEqualTo(Board.EMPTY);
        assertThat(out.blackPrisoners()).isEqualTo(1);
        assertThat(out.findings()).isEmpty();
    }

    @Test
    void art4_opponentStonesAreRemovedBeforeTheMoverLibertiesAreLookedAt() {
        // Black A5 has no liberty of its own but takes the white stone at B5 first: legal.
        ReplayOutcome out = Games.replay(CHINESE, """
                .OX..
                OX...
                .....
                .....
                .....
                """, "B A5");
        assertThat(out.findings()).isEmpty();
        assertThat(out.finalPosition().at(0, 0)).isEqualTo(Board.BLACK);
        assertThat(out.finalPosition().at(1, 0)).isEqualTo(Board.EMPTY);
    }

    @Test
    void art5_suicideOfOneStoneIsForbiddenAndCountsAsAPass() {
        ReplayOutcome out = Games.replay(CHINESE, """
                .O...
                O....
                .....
                .....
                .....
                """, "B A5, W E1");
        assertThat(out.findings()).extracting(Finding::kind).containsExactly(Finding.Kind.SUICIDE);
        assertThat(out.findings().get(0).point()).isEqualTo("A5");
        assertThat(out.finalPosition().at(0, 0)).isEqualTo(Board.EMPTY);
        // Counted as Black's pass: White's next move is in turn, no double move.
        assertThat(out.finalPosition().at(4, 4)).isEqualTo(Board.WHITE);
        assertThat(out.blackWarnings()).isZero();
    }

    @Test
    void art5_suicideOfTwoStonesIsForbidden() {
        ReplayOutcome out = Games.replay(CHINESE, """
                X.O..
                OO...
                .....
                .....
                .....
                """, "B B5");
        assertThat(out.findings()).extracting(Finding::kind).containsExactly(Finding.Kind.SUICIDE);
        assertThat(out.finalPosition().at(0, 0)).isEqualTo(Board.BLACK);
        assertThat(out.finalPosition().at(1, 0)).isEqualTo(Board.EMPTY);
    }

    @Test
    void tromp_taylorAllowsSuicideAndRemovesTheStones() {
        ReplayOutcome out = Games.replay(RuleSet.TROMP_TAYLOR, """
                X.O..
                OO...
                .....
                .....
                .....
                """, "B B5");
        assertThat(out.findings()).isEmpty();
        assertThat(out.finalPosition().at(0, 0)).isEqualTo(Board.EMPTY);
        assertThat(out.whitePrisoners()).isEqualTo(2);
    }

    private static final String KO = """
            .XO..
            XO.O.
            .XO..
            .....
            .....
            """;

    @Test
    void art18_immediateKoRecaptureIsVoidCountsAsAPassAndDrawsAWarning() {
        // Black takes the ko at C4; White retakes at once at B4.
        ReplayOutcome out = Games.replay(CHINESE, KO, "B C4, W B4");
        assertThat(out.findings()).extracting(Finding::kind).containsExactly(Finding.Kind.KO);
        assertThat(out.findings().get(0).move()).isEqualTo(2);
        assertThat(out.whiteWarnings()).isEqualTo(1);
        assertThat(out.finalPosition().at(1, 1)).isEqualTo(Board.EMPTY);
        assertThat(out.finalPosition().at(2, 1)).isEqualTo(Board.BLACK);
    }

    @Test
    void art18_retakingAKoAfterAThreatIsLegal() {
        ReplayOutcome out = Games.replay(CHINESE, KO, "B C4, W E1, B D1, W B4");
        assertThat(out.findings()).isEmpty();
        assertThat(out.finalPosition().at(1, 1)).isEqualTo(Board.WHITE);
    }

    @Test
    void art17_sameColourTwiceIsVoidWithAWarning() {
        ReplayOutcome out = Games.replay(CHINESE, """
                .....
                .....
                .....
                .....
                .....
                """, "B C3, B D4, W B2");
        assertThat(out.findings()).extracting(Finding::kind).containsExactly(Finding.Kind.DOUBLE_MOVE);
        assertThat(out.blackWarnings()).isEqualTo(1);
        assertThat(out.finalPosition().at(3, 1)).isEqualTo(Board.EMPTY);
        assertThat(out.finalPosition().at(1, 3)).isEqualTo(Board.WHITE);
    }

    @Test
    void art24_aSecondWarningLosesTheGame() {
        ReplayOutcome out = Games.replay(CHINESE, """
                .....
                .....
                .....
                .....
                .....
                """, "B C3, B D4, W B2, B A1, B A2, W E5");
        assertThat(out.lostByWarnings()).isEqualTo(Colour.BLACK);
        assertThat(out.findings()).extracting(Finding::kind)
                .containsExactly(Finding.Kind.DOUBLE_MOVE, Finding.Kind.DOUBLE_MOVE, Finding.Kind.TWO_WARNINGS);
        assertThat(out.moves()).isEqualTo(5);
    }

    @Test
    void aStoneOnAnOccupiedPointMakesTheRecordCorrupt() {
        ReplayOutcome out = Games.replay(CHINESE, """
                .....
                .....
                ..X..
                .....
                .....
                """, "W C3, B D4");
        assertThat(out.corrupt()).isTrue();
        assertThat(out.findings()).extracting(Finding::kind).containsExactly(Finding.Kind.OCCUPIED);
        assertThat(out.moves()).isEqualTo(1);
    }

    @Test
    void art7_twoPassesInARowEndTheGame() {
        String empty = ".....\n.....\n.....\n.....\n.....";
        assertThat(Games.replay(CHINESE, empty, "B C3, W pass, B D4, W pass").endedByTwoPasses()).isFalse();
        assertThat(Games.replay(CHINESE, empty, "B C3, W pass, B pass").endedByTwoPasses()).isTrue();
    }

    /**
     * Three kos side by side; the middle one starts in Black's hands. Black takes A, White takes B,
     * Black takes C, White takes A, Black takes B, White takes C: after six moves the whole board
     * and the side to move repeat (triple ko, 三劫循环), and no single move is an immediate recapture.
     */
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
    private static final String TRIPLE_KO_CYCLE = "B C12, W F12, B L12, W B12, B G12, W K12";

    @Test
    void art20_aTripleKoIsALongCycleWithTheTournamentsOutcome() {
        ReplayOutcome out = Games.replay(CHINESE, TRIPLE_KO, TRIPLE_KO_CYCLE);
        assertThat(out.cycle()).isNotNull();
        assertThat(out.cycle().move()).isEqualTo(6);
        assertThat(out.cycle().ruling()).contains("无胜负");
        assertThat(out.hasIllegalAct()).isFalse();
    }

    @Test
    void art20_theCycleOutcomeIsATournamentSetting() {
        ReplayOutcome out = Games.replay(CHINESE.withCycleOutcome(CycleOutcome.DRAW), TRIPLE_KO, TRIPLE_KO_CYCLE);
        assertThat(out.cycle().ruling()).contains("和棋");
    }

    @Test
    void art20_fiveMovesOfATripleKoAreNoCycleYet() {
        ReplayOutcome out = Games.replay(CHINESE, TRIPLE_KO, "B C12, W F12, B L12, W B12, B G12");
        assertThat(out.cycle()).isNull();
        assertThat(out.findings()).isEmpty();
    }

    @Test
    void art6_aPositionThatAroseAfterAPassCountsForRepetition() {
        // White passes: the stones face Black. Six captures later they face Black again: a cycle.
        ReplayOutcome out = Games.replay(CHINESE, TRIPLE_KO, "W pass, " + TRIPLE_KO_CYCLE);
        assertThat(out.cycle()).isNotNull();
        assertThat(out.cycle().move()).isEqualTo(7);
    }

    @Test
    void art6_passesThemselvesNeverRepeatAPosition() {
        String empty = ".....\n.....\n.....\n.....\n.....";
        ReplayOutcome out = Games.replay(CHINESE, empty, "B pass, W pass, B pass, W pass, B C3, W pass, B pass");
        assertThat(out.findings()).isEmpty();
        assertThat(out.cycle()).isNull();
        assertThat(out.endedByTwoPasses()).isTrue();
    }

    @Test
    void art20_3_aLongCycleEndsTheGameAndLaterMovesAreNotReplayed() {
        ReplayOutcome out = Games.replay(CHINESE, TRIPLE_KO, TRIPLE_KO_CYCLE + ", B A1, B B1, B C1");
        assertThat(out.cycle().move()).isEqualTo(6);
        assertThat(out.lostByWarnings()).isNull();
        assertThat(out.blackWarnings()).isZero();
        assertThat(out.findings()).extracting(Finding::kind).containsExactly(Finding.Kind.CYCLE);
        assertThat(out.moves()).isEqualTo(6);
        assertThat(out.endedByTwoPasses()).isFalse();
        assertThat(out.finalPosition().at(0, 12)).isEqualTo(Board.EMPTY);
    }

    @Test
    void art17_2_aSecondPassBySameSideIsNotADoubleMove() {
        String empty = ".....\n.....\n.....\n.....\n.....";
        ReplayOutcome out = Games.replay(CHINESE, empty, "B C3, W pass, W pass, B D4, W B2");
        assertThat(out.findings()).isEmpty();
        assertThat(out.whiteWarnings()).isZero();
        assertThat(out.finalPosition().at(1, 3)).isEqualTo(Board.WHITE);
        assertThat(out.notes()).anyMatch(n -> n.contains("second pass"));
    }

    @Test
    void art21_4_afterBothPassedEitherSideMayResume() {
        String empty = ".....\n.....\n.....\n.....\n.....";
        ReplayOutcome out = Games.replay(CHINESE, empty, "B C3, W D3, B pass, W pass, W C4, B D4, W pass, B pass");
        assertThat(out.findings()).isEmpty();
        assertThat(out.finalPosition().at(2, 1)).isEqualTo(Board.WHITE);
        assertThat(out.finalPosition().at(3, 1)).isEqualTo(Board.BLACK);
        assertThat(out.endedByTwoPasses()).isTrue();
        assertThat(out.notes()).anyMatch(n -> n.contains("art. 21.4") && n.contains("white moved first at move 5"));
    }

    @Test
    void art17_2_sameColourTwiceWithoutPassesBetweenIsStillADoubleMove() {
        String empty = ".....\n.....\n.....\n.....\n.....";
        ReplayOutcome out = Games.replay(CHINESE, empty, "B C3, W pass, B D4, B B2");
        assertThat(out.findings()).extracting(Finding::kind).containsExactly(Finding.Kind.DOUBLE_MOVE);
    }

    @Test
    void simpleKoRulesLetATripleKoGoOn() {
        ReplayOutcome out = Games.replay(RuleSet.JAPANESE, TRIPLE_KO, TRIPLE_KO_CYCLE);
        assertThat(out.cycle()).isNull();
        assertThat(out.findings()).isEmpty();
    }

    @Test
    void positionalSuperkoMakesTheRepeatingMoveVoid() {
        ReplayOutcome out = Games.replay(RuleSet.TROMP_TAYLOR, TRIPLE_KO, TRIPLE_KO_CYCLE);
        assertThat(out.findings()).extracting(Finding::kind).containsExactly(Finding.Kind.SUPERKO);
        assertThat(out.findings().get(0).move()).isEqualTo(6);
        assertThat(out.hasIllegalAct()).isTrue();
    }

    @Test
    void setupStonesOnOnePointOfBothColoursAreReported() {
        Replay r = new Replay(CHINESE, 9);
        ReplayOutcome out = r.run(List.of(new Point(2, 2)), List.of(new Point(2, 2)), List.of());
        assertThat(out.findings()).extracting(Finding::kind).containsExactly(Finding.Kind.SETUP);
    }
}
