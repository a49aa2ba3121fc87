package org.tengen.standings;

/**
 * What one player did in one round, as a crosstable shows it.
 *
 * @param opponent the opponent's number, or 0 for a bye or a round without a game
 * @param result   {@code +} win, {@code -} loss, {@code =} draw, or null without a game
 * @param colour   {@code b} or {@code w}, or null
 * @param kind     what kind of round it was
 */
public record RoundCell(int round, int opponent, Character result, Character colour, int handicap, Kind kind) {

    public enum Kind {
        /** A game played (or decided by the referee). */
        PLAYED,
        /** A game won or lost by forfeit (弃权). */
        FORFEIT,
        /** A bye (轮空): a win without an opponent. */
        BYE,
        /** No game that round (absent, withdrawn, not paired). */
        ABSENT,
        /** A game whose result does not count: no result (无胜负), or voided by a withdrawal (art. 28.2). */
        VOID
    }

    /** {@code 12+b}, {@code 7-w}, {@code 3=b}, {@code 12+!} (forfeit), {@code 0+} (bye), {@code -} (no game), {@code 5×}. */
    public String notation() {
        return switch (kind) {
            case PLAYED -> opponent + String.valueOf(result) + (colour == null ? "" : colour)
                    + (handicap > 0 ? String.valueOf(handicap) : "");
            case FORFEIT -> opponent + String.valueOf(result) + "!";
            case BYE -> "0+";
            case ABSENT -> "-";
            case VOID -> opponent == 0 ? "×" : opponent + "×";
        };
    }
}
