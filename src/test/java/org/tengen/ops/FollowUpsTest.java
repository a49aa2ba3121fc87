package org.tengen.ops;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What runs after a committed change says what was done and what was not; a failing step stops no other. */
class FollowUpsTest {

    @Test
    void everyStepDone() {
        FollowUps f = FollowUps.after("ruling recorded").then("standings", () -> "standings of 1 tournament recomputed");
        assertThat(f.complete()).isTrue();
        assertThat(f.report()).isEqualTo("ruling recorded; standings of 1 tournament recomputed");
    }

    @Test
    void aStepThatFailsIsReportedAsNotDoneAndTheOthersStillRun() {
        FollowUps f = FollowUps.after("ruling recorded")
                .then("promotions", () -> {
                    throw new IllegalStateException("the job stopped",
                            new IllegalArgumentException("jobs/promotions.yaml: rankEvents: 'x' is not a grade"));
                })
                .then("ratings", () -> "ratings brought up to date");
        assertThat(f.complete()).isFalse();
        assertThat(f.report()).startsWith("ruling recorded; promotions not brought up to date: jobs/promotions.yaml: "
                + "rankEvents: 'x' is not a grade; ratings brought up to date (the change stands;")
                .contains("tengen promotions");
    }
}
