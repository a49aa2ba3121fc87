package org.tengen.rules;

/**
 * Something the replay found in a record, with the ruling applied.
 *
 * @param move   the move number (1 = the first move after setup), 0 for the setup
 * @param kind   what was found
 * @param point  GTP name of the point ({@code D4}, {@code pass}), or null
 * @param ruling what the rules make of it, in words a referee uses
 */
public record Finding(int move, Kind kind, String point, String ruling) {

    public enum Kind {
        /** A stone on an occupied point: the record is corrupt and is not replayed further. */
        OCCUPIED,
        /** A point off the board: the record is corrupt. */
        OFF_BOARD,
        /** A stone on a forbidden point (禁着点, art. 5): void, counts as a pass (art. 19). */
        SUICIDE,
        /** An immediate single-stone ko recapture (art. 18.3): void, counts as a pass, one warning. */
        KO,
        /** The same colour twice with no pass between (art. 17.2): the second move is void, one warning. */
        DOUBLE_MOVE,
        /** A whole-board repetition other than a simple ko (art. 20.3): the game's cycle outcome. */
        CYCLE,
        /** A move that repeats an earlier whole-board position where superko simply forbids it (Tromp–Taylor, Ing): void. */
        SUPERKO,
        /** A player's second warning in the game (art. 24.2): that player loses. */
        TWO_WARNINGS,
        /** Setup stones on a taken point, or other setup trouble. */
        SETUP,
        /** The file is not a record that can be read: where, and what was expected there. */
        UNREADABLE
    }
}
