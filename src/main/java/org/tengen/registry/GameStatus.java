package org.tengen.registry;

import java.util.Optional;
import org.tengen.verification.Status;

/**
 * A game's status in the registry: what verifying its record concluded ({@link Status}), or that
 * there was no record to verify, or that it is a bye. Says itself whether a person must look.
 */
public enum GameStatus {
    VERIFIED(Status.VERIFIED),
    MISMATCH(Status.MISMATCH),
    ILLEGAL(Status.ILLEGAL),
    CYCLE(Status.CYCLE),
    NEEDS_REVIEW(Status.NEEDS_REVIEW),
    NO_RESULT(Status.NO_RESULT),
    UNREADABLE(Status.UNREADABLE),
    /** No record: only the result-level checks were made. */
    NO_RECORD(null),
    /** 轮空: no opponent. */
    BYE(null);

    private final Status verification;

    GameStatus(Status verification) {
        this.verification = verification;
    }

    public static GameStatus of(Status s) {
        return valueOf(s.name());
    }

    /** What the verification concluded; empty for a game without a record and for a bye. */
    public Optional<Status> verification() {
        return Optional.ofNullable(verification);
    }

    /** The record does not support the result, holds an illegal act or a cycle, or could not be decided or read. */
    public boolean needsPerson() {
        return verification != null && verification.needsPerson();
    }

    /**
     * The status once the result that counts is {@code result} (a referee's ruling): a count that
     * supports it verifies it, one that does not is a mismatch. A game that needed review because
     * the winner hung on estimated dead stones is verified when the referee rules the result the
     * count gives (the ruling is the review); other verdicts (an illegal act, a cycle …) stand.
     */
    public GameStatus against(org.tengen.rules.GameResult result, org.tengen.rules.GameResult computed) {
        if (computed == null) {
            return this;
        }
        return switch (this) {
            case VERIFIED, MISMATCH -> computed.equals(result) ? VERIFIED : MISMATCH;
            case NEEDS_REVIEW -> computed.equals(result) ? VERIFIED : NEEDS_REVIEW;
            default -> this;
        };
    }
}
