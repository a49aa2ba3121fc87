package org.tengen.registry;

import org.tengen.rules.GameResult;

/**
 * A stored game result read back by the registry's JDBC queries, with the entities' one policy
 * ({@link Converters.Result}): results enter already normalised, so a stored result that does not
 * read is a damaged registry and stops the reader, naming the game — never dropped or guessed.
 */
final class ResultColumn {

    private static final Converters.Result CONVERTER = new Converters.Result();

    private ResultColumn() {
    }

    static GameResult read(long game, String stored) {
        try {
            return CONVERTER.convertToEntityAttribute(stored);
        } catch (IllegalStateException e) {
            throw new IllegalStateException("game " + game + ": " + e.getMessage(), e);
        }
    }
}
