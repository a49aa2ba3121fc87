package org.tengen.verification;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tengen.rules.Finding;

/**
 * What a strict referee checks in a record, verified end to end (record → replay → count → status):
 * arts. 6, 8, 17, 20 and 21 and 003's handicaps, each on a hand-drawn position.
 */
class RecordRulingsTest {

    /** The record of a diagram (X black, O white, top row first) set up with AB/AW, then the moves. */
    static String record(String diagram, String properties, String moves) {
        String[] rows = diagram.strip().split("\n");
        StringBuilder ab = new StringBuilder();
        StringBuilder aw = new StringBuilder();
        for (int y = 0; y < rows.length; y++) {
            String row = rows[y].strip();
            for (int x = 0; x < row.length(); x++) {
                String point = "[" + (char) ('a' + x) + (char) ('a' + y) + "]";
                if (row.charAt(x) == 'X') {
                    ab.append(point);
                } else if (row.charAt(x) == 'O') {
                    aw.append(point);
                }
            }
        }
        return "(;GM[1]FF[4]SZ[" + rows.length + "]" + properties + (ab.isEmpty() ? "" : "AB" + ab)
                + (aw.isEmpty() ? "" : "AW" + aw) + moves + ")";
    }

    static Verification verify(String sgf) {
        List<Verification> v = Verifier.verifyFile("t.sgf", sgf.getBytes(StandardCharsets.UTF_8),
                Verifier.Options.DEFAULT);
        assertThat(v).hasSize(1);
        return v.get(0);
    }

    // ---- 003, art. 17.2: handicap stones written as moves --------------------------------------

    @Test
    void art17_2_blackTwiceBeforeWhitesFirstMoveInAnEvenGameIsADoubleMoveNotAHandicap() {
        Verification v = verify("(;GM[1]SZ[9]HA[0]KM[7.5]RE[W+R];B[cc];B[gg];W[ee];B[cg])");
        assertThat(v.handicap()).isZero();
        assertThat(v.status()).isEqualTo(Status.ILLEGAL);
        assertThat(v.findings()).extracting(Finding::kind, Finding::move)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(Finding.Kind.DOUBLE_MOVE, 2));
        assertThat(v.notes()).anyMatch(n -> n.contains("does not say it is a handicap game"));
    }

    @Test
    void art17_2_withNoHandicapAndNoKomiTheRulesEvenGameKomiMakesItADoubleMoveToo() {
        Verification v = verify("(;GM[1]SZ[9]RE[W+R];B[cc];B[gg];W[ee])");
        assertThat(v.handicap()).isZero();
        assertThat(v.findings()).extracting(Finding::kind).containsExactly(Finding.Kind.DOUBLE_MOVE);
        assertThat(v.status()).isNotEqualTo(Status.VERIFIED);
    }

    @Test
    void art17_2_inRangXianBlackTwiceIsADoubleMoveEvenWithoutKomi() {
        // HA[1] is 让先: Black moves first and gives nothing back, but places no handicap stones.
        Verification v = verify("(;GM[1]SZ[9]HA[1]KM[0]RE[W+R];B[cc];B[gg];W[ee])");
        assertThat(v.handicap()).isEqualTo(1);
        assertThat(v.findings()).extracting(Finding::kind).containsExactly(Finding.Kind.DOUBLE_MOVE);
    }

    @Test
    void handicap_serversWriteHandicapGamesAsMovesWithHa0AndKm0ThatIsReadAsAHandicapWithANote() {
        Verification v = verify("(;GM[1]SZ[19]HA[0]KM[0]RE[W+R];B[pd];B[dp];W[pp];B[dd])");
        assertThat(v.handicap()).isEqualTo(2);
        assertThat(v.findings()).isEmpty();
        assertThat(v.notes()).anyMatch(n -> n.contains("KM[0]") && n.contains("taken as 2"));
    }

    @Test
    void art17_2_haNWithARunOfNBlackMovesIsAHandicapGame() {
        Verification v = verify("(;GM[1]SZ[19]HA[3]KM[0]RE[W+R];B[pd];B[dp];B[pp];W[dd];B[qq])");
        assertThat(v.handicap()).isEqualTo(3);
        assertThat(v.findings()).isEmpty();
        assertThat(v.status()).isEqualTo(Status.VERIFIED);
        assertThat(v.moves()).isEqualTo(2);
    }

    @Test
    void art17_2_haNWithALongerRunOfBlackMovesSetsUpNStonesAndTheNextBlackMoveIsADoubleMove() {
        // HA[2], Black plays three times before White: two handicap stones, then White must move first.
        Verification v = verify("(;GM[1]SZ[19]HA[2]KM[0]RE[W+R];B[pd];B[dp];B[pp];W[dd];B[qq])");
        assertThat(v.handicap()).isEqualTo(2);
        assertThat(v.findings()).extracting(Finding::kind, Finding::move)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(Finding.Kind.DOUBLE_MOVE, 1));
        assertThat(v.status()).isEqualTo(Status.ILLEGAL);
    }

    @Test
    void art17_afterHandicapStonesSetUpWithAbBlackMovingFirstIsADoubleMove() {
        Verification v = verify("(;GM[1]SZ[19]HA[2]AB[pd][dp]KM[0]RE[W+R];B[pp];W[dd])");
        assertThat(v.handicap()).isEqualTo(2);
        assertThat(v.findings()).extracting(Finding::kind).containsExactly(Finding.Kind.DOUBLE_MOVE);
    }

    @Test
    void art17_afterHandicapStonesSetUpWithAbWhiteMovesFirstAndNothingIsFound() {
        Verification v = verify("(;GM[1]SZ[19]HA[2]AB[pd][dp]KM[0]RE[W+R];W[pp];B[dd])");
        assertThat(v.handicap()).isEqualTo(2);
        assertThat(v.findings()).isEmpty();
        assertThat(v.status()).isEqualTo(Status.VERIFIED);
    }

    @Test
    void handicap_003_thirteenStonesWrittenAsMovesHaveNoCapAtNine() {
        String[] points = {"dd", "jd", "pd", "dj", "jj", "pj", "dp", "jp", "pp", "gg", "mg", "gm", "mm"};
        StringBuilder moves = new StringBuilder();
        for (String p : points) {
            moves.append(";B[").append(p).append("]");
        }
        Verification v = verify("(;GM[1]SZ[19]HA[13]KM[0]RE[W+R]" + moves + ";W[cc])");
        assertThat(v.handicap()).isEqualTo(13);
        assertThat(v.findings()).isEmpty();
        assertThat(v.status()).isEqualTo(Status.VERIFIED);
    }

    // ---- art. 6: repetition judged after a pass too ----------------------------------------------

    /** Three kos side by side (see PlayRulesTest): six captures bring back the stones. */
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

    @Test
    void art6_aCycleBackToAPositionThatAroseAfterAPassIsFound() {
        // White passes first: the stones face Black. Six ko captures later they face Black again.
        Verification v = verify(record(TRIPLE_KO, "KM[7.5]RE[B+R]",
                ";W[];B[cb];W[fb];B[kb];W[bb];B[gb];W[jb]"));
        assertThat(v.status()).isEqualTo(Status.CYCLE);
        assertThat(v.computed().notation()).isEqualTo("Void");
        assertThat(v.findings()).extracting(Finding::kind, Finding::move)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(Finding.Kind.CYCLE, 7));
    }

    // ---- art. 20.3: a long cycle ends the game ---------------------------------------------------

    @Test
    void art20_3_onceALongCycleHasRepeatedLaterMovesCannotTurnItIntoAWinByTwoWarnings() {
        // The cycle, then Black "moves" three times in a row: two double moves would lose by two warnings.
        Verification v = verify(record(TRIPLE_KO, "KM[7.5]RE[W+]",
                ";B[cb];W[fb];B[kb];W[bb];B[gb];W[jb];B[aj];B[bj];B[cj]"));
        assertThat(v.status()).isEqualTo(Status.CYCLE);
        assertThat(v.computed().notation()).isEqualTo("Void");
        assertThat(v.findings()).extracting(Finding::kind).containsExactly(Finding.Kind.CYCLE);
        assertThat(v.findings().get(0).ruling()).contains("the game ends here", "3 later moves change nothing");
    }

    @Test
    void art20_3_theCycleOutcomeIsTheSettingAlsoWithLaterMoves() {
        List<Verification> v = Verifier.verifyFile("t.sgf", record(TRIPLE_KO, "KM[7.5]RE[Draw]",
                ";B[cb];W[fb];B[kb];W[bb];B[gb];W[jb];B[aj];B[bj];B[cj]").getBytes(StandardCharsets.UTF_8),
                new Verifier.Options(null, null, null, org.tengen.rules.CycleOutcome.DRAW));
        assertThat(v.get(0).computed().notation()).isEqualTo("Draw");
        assertThat(v.get(0).status()).isEqualTo(Status.CYCLE);
    }

    // ---- art. 17.2: a pass is not a stone --------------------------------------------------------

    @Test
    void art17_2_aSecondPassBySameSideIsNoDoubleMoveAndNoWarning() {
        Verification v = verify("(;GM[1]SZ[9]KM[7.5]RE[B+R];B[ee];W[];W[];B[cc];W[gg])");
        assertThat(v.findings()).isEmpty();
        assertThat(v.status()).isEqualTo(Status.VERIFIED);
        assertThat(v.notes()).anyMatch(n -> n.contains("second pass") && n.contains("not a double move"));
    }

    // ---- art. 21.4: play resumed after two passes ------------------------------------------------

    /** Black owns the left five columns, White the right four; a white stone sits in Black's area. */
    private static final String DISPUTE = """
            ....XO...
            ....XO...
            .O..XO...
            ....XO...
            ....XO...
            ....XO...
            ....XO...
            ....XO...
            ....XO...
            """;

    @Test
    void art21_4_afterBothPassedEitherSideMayMoveFirstAndTheFinalPositionIsCounted() {
        // Both pass; Black claims the white stone at B7 dead and White disputes it: play resumes,
        // White moving first (not a double move), Black captures, both pass again.
        Verification v = verify(record(DISPUTE, "HA[0]KM[7.5]RE[B+1.5]",
                ";B[];W[];W[bb];B[ab];W[];B[ba];W[];B[cb];W[];B[ac];W[];B[cc];W[];B[bd];W[];B[]"));
        assertThat(v.findings()).isEmpty();
        assertThat(v.notes()).anyMatch(n -> n.contains("art. 21.4"));
        // Black: 9 wall + 36 inside = 45; White: 9 wall + 27 = 36; 45 − 36 − 7.5 = B+1.5.
        assertThat(v.blackArea()).hasToString("45");
        assertThat(v.status()).isEqualTo(Status.VERIFIED);
    }

    // ---- art. 8: two passes do not mark dead stones ----------------------------------------------

    @Test
    void art8_twoPassesWithAnObviouslyDeadStoneLeftOnTheBoardNeedReviewNotMismatch() {
        // Counted as it stands, the white stone at B7 lives and shares Black's area: W+35.5. With it
        // dead (as any referee sees it): Black 45, White 36: B+1.5, the recorded result.
        Verification v = verify(record(DISPUTE, "HA[0]KM[7.5]RE[B+1.5]", ";B[];W[]"));
        assertThat(v.deadStones()).isEqualTo(DeadStoneSource.TWO_PASSES);
        assertThat(v.computed().notation()).isEqualTo("W+35.5");
        assertThat(v.status()).isEqualTo(Status.NEEDS_REVIEW);
        assertThat(v.notes()).anyMatch(n -> n.contains("Black 26.5, White 54.5: W+35.5")
                && n.contains("Black 45, White 36: B+1.5") && n.contains("art. 8"));
    }

    @Test
    void art8_aRecordThatSupportsTheResultNeitherWayIsAMismatch() {
        Verification v = verify(record(DISPUTE, "HA[0]KM[7.5]RE[B+20.5]", ";B[];W[]"));
        assertThat(v.status()).isEqualTo(Status.MISMATCH);
        assertThat(v.notes()).anyMatch(n -> n.contains("neither"));
    }

    @Test
    void art8_aChainThatCanStillConnectToALivingOneIsNotTakenOffOnTheEstimatesWord() {
        org.tengen.rules.Position p = org.tengen.rules.Position.parse("""
                O.O..
                XX...
                .....
                .X.X.
                ..O..
                """);
        boolean[] dead = new boolean[25];
        dead[0] = true;                 // A5: its liberty B5 touches the living white stone at C5
        dead[4 * 5 + 2] = true;         // C1: alone among black stones
        boolean[] kept = Verifier.withoutConnectable(p, dead);
        assertThat(kept[0]).isFalse();
        assertThat(kept[4 * 5 + 2]).isTrue();
    }
}
