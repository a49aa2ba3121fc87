package org.tengen.verification;

/** Where the dead stones of a count came from, in the order they are looked for. */
public enum DeadStoneSource {
    /** The record's markup (TB/TW, AE after the last move). */
    MARKED("marked"),
    /** The result sheet's list (死子 column). */
    SHEET("sheet"),
    /** The game ended with two passes: the board as it stands. */
    TWO_PASSES("two-passes"),
    /** Nobody marked them: estimated (Benson's certain statuses plus play-outs). */
    ESTIMATED("estimated"),
    /** No count was needed (resignation, time, forfeit, a cycle, two warnings). */
    NOT_COUNTED("not-counted");

    private final String label;

    DeadStoneSource(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
