package org.tengen.registry;

import org.tengen.rules.GameResult;

/**
 * The one way a stored game result is read back: results enter the registry already normalised
 * (the sheet's, a record's or a ruling's, in {@link GameResult#notation()}), so a stored result
 * that does not read is a damaged registry, not a result to drop quietly. Every reader fails the
 * same way, naming the game.
 */
public final class ResultColumn {

    private ResultColumn() {
    }

    public static GameResult read(long game, String stored) {
        try {
            return GameResult.parse(stored).result();
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("game " + game + ": the registry holds the result '" + stored
                    + "', which is not a result (" + e.getMessage() + "); correct it with 'dispute rule'", e);
        }
    }

    /** A result as stored: its normalised notation. */
    public static String write(GameResult result) {
        return result.notation();
    }
}
