package org.tengen.nightly;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tengen.registry.RatingRecords;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;

/** The morning summary lists a held improbable result with why it was held and how to settle it. */
class HeldLineTest {

    @Test
    void aHeldResultIsListedWithItsReasonAndBothWaysToSettleIt() {
        RatingRecords.HeldResult h = new RatingRecords.HeldResult(113, 0.075, "HZ-2026-QJ", 3,
                GameResult.win(Colour.BLACK, GameResult.Kind.RESIGNATION),
                "白方 马明 (5d, won his 4 other games here) lost to 黑方 林军 (8k, lost his 4 other games here)");
        assertThat(NightlyJobConfig.heldLine(h)).isEqualTo(
                "  game 113 (HZ-2026-QJ round 3): 白方 马明 (5d, won his 4 other games here) lost to 黑方 林军 (8k,"
                        + " lost his 4 other games here)\n"
                        + "    right as recorded: tengen ratings confirm --game 113 --by NAME\n"
                        + "    typed wrong: send the corrected workbook, or tengen dispute open --game 113 --by NAME"
                        + " --reason TEXT");
    }

    @Test
    void aResultHeldBeforeReasonsWereKeptIsListedWithoutOne() {
        RatingRecords.HeldResult h = new RatingRecords.HeldResult(7, 0.004, "SH-2025", 1,
                GameResult.win(Colour.WHITE, GameResult.Kind.RESIGNATION), null);
        assertThat(NightlyJobConfig.heldLine(h)).startsWith("  game 7 (SH-2025 round 1)\n    right as recorded:");
    }
}
