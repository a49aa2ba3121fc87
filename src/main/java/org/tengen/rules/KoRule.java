package org.tengen.rules;

/** Which repetitions of the whole board are forbidden. */
public enum KoRule {
    /** Only the immediate recapture of a single-stone ko (劫) is forbidden; longer cycles are legal. */
    SIMPLE,
    /** No move may recreate an earlier arrangement of stones, whoever is to move (positional superko). */
    POSITIONAL,
    /**
     * No move may let the opponent face a position that has occurred before with the same side to
     * move — art. 6's wording ("same stones, same side to move"), i.e. situational superko.
     */
    SITUATIONAL
}
