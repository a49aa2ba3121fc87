package org.tengen.rules;

import java.util.List;

/**
 * What replaying a record under a rule set produced.
 *
 * @param finalPosition   the stones when the record stops (or at the corrupt move)
 * @param findings        every illegal act with its ruling, in move order
 * @param blackWarnings   warnings (警告) against Black
 * @param whiteWarnings   warnings against White
 * @param blackPrisoners  white stones Black captured during play
 * @param whitePrisoners  black stones White captured during play
 * @param endedByTwoPasses the record ends with two passes in a row (art. 7)
 * @param moves           moves in the record that were reached (voided ones included)
 * @param corrupt         a stone on an occupied point or off the board stopped the replay
 * @param cycle           the first long cycle (art. 20.3), or null
 * @param lostByWarnings  the side that received a second warning (art. 24.2), or null
 * @param notes           what the replay read in a way a referee should know, without a ruling against
 *                        anyone: play resumed after two passes (art. 21.4), a pass out of turn, the moves
 *                        left unplayed after a long cycle ended the game (art. 20.3)
 */
public record ReplayOutcome(Position finalPosition, List<Finding> findings, int blackWarnings, int whiteWarnings,
                            int blackPrisoners, int whitePrisoners, boolean endedByTwoPasses, int moves,
                            boolean corrupt, Finding cycle, Colour lostByWarnings, List<String> notes) {

    public ReplayOutcome {
        findings = List.copyOf(findings);
        notes = List.copyOf(notes);
    }

    public ReplayOutcome(Position finalPosition, List<Finding> findings, int blackWarnings, int whiteWarnings,
                         int blackPrisoners, int whitePrisoners, boolean endedByTwoPasses, int moves,
                         boolean corrupt, Finding cycle, Colour lostByWarnings) {
        this(finalPosition, findings, blackWarnings, whiteWarnings, blackPrisoners, whitePrisoners, endedByTwoPasses,
                moves, corrupt, cycle, lostByWarnings, List.of());
    }

    /** Whether any act in the record broke the rules (a long cycle is reported separately). */
    public boolean hasIllegalAct() {
        return findings.stream().anyMatch(f -> f.kind() != Finding.Kind.CYCLE);
    }

    public int warnings(Colour colour) {
        return colour == Colour.BLACK ? blackWarnings : whiteWarnings;
    }
}
