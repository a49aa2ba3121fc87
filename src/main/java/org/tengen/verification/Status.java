package org.tengen.verification;

/** What verifying a record concluded (cli.md). */
public enum Status {
    /** The record supports the recorded result. */
    VERIFIED(false),
    /** The record supports another result. */
    MISMATCH(true),
    /** The record holds an illegal act; the computed result is the one after the rulings. */
    ILLEGAL(true),
    /** A long cycle; the computed result is the tournament's cycle outcome. */
    CYCLE(true),
    /** The result hangs on dead stones that were estimated, or on a ruling the record cannot show. */
    NEEDS_REVIEW(true),
    /** The record states no result. */
    NO_RESULT(false),
    /** Not a valid record; the findings say where. */
    UNREADABLE(true);

    private final boolean needsPerson;

    Status(boolean needsPerson) {
        this.needsPerson = needsPerson;
    }

    /**
     * Whether a person must look at the game before its result stands: the record contradicts the
     * sheet, holds an illegal act or a cycle, hangs on an estimate, or cannot be read. The import's
     * outcome, the nightly summary and the verification report all ask this.
     */
    public boolean needsPerson() {
        return needsPerson;
    }

    /** Whether the stored status (the verification's, or the import's {@code NO_RECORD}, {@code BYE}) needs a person. */
    public static boolean needsPerson(String stored) {
        for (Status s : values()) {
            if (s.name().equals(stored)) {
                return s.needsPerson;
            }
        }
        return false;
    }
}
