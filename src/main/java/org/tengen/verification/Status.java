package org.tengen.verification;

/** What verifying a record concluded (cli.md). */
public enum Status {
    /** The record supports the recorded result. */
    VERIFIED,
    /** The record supports another result. */
    MISMATCH,
    /** The record holds an illegal act; the computed result is the one after the rulings. */
    ILLEGAL,
    /** A long cycle; the computed result is the tournament's cycle outcome. */
    CYCLE,
    /** The result hangs on dead stones that were estimated, or on a ruling the record cannot show. */
    NEEDS_REVIEW,
    /** The record states no result. */
    NO_RESULT,
    /** Not a valid record; the findings say where. */
    UNREADABLE
}
