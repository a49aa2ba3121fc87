package org.tengen.rules;

/** What Black gives back in a handicap game, on top of the komi, in points. */
public enum HandicapCompensation {
    /** Nothing (Japanese and Korean rules). */
    NONE,
    /**
     * Chinese rules (还子): with N ≥ 2 handicap stones Black gives back N/2 stones = N points; with
     * 让先 (N = 1, Black simply moves first) nothing.
     */
    N,
    /** AGA style: N − 1 points. */
    N_MINUS_ONE;

    public Score forHandicap(int stones) {
        if (stones < 2) {
            return Score.ZERO;
        }
        return switch (this) {
            case NONE -> Score.ZERO;
            case N -> Score.ofPoints(stones);
            case N_MINUS_ONE -> Score.ofPoints(stones - 1L);
        };
    }
}
