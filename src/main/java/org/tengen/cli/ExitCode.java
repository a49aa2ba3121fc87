package org.tengen.cli;

/** Exit statuses of every command (cli.md). */
public final class ExitCode {
    /** Done. */
    public static final int DONE = 0;
    /** Done, but something needs a person (a mismatch, a rejected row). */
    public static final int NEEDS_A_PERSON = 1;
    /** Bad usage, or input that could not be read at all. */
    public static final int BAD_INPUT = 2;
    /** An internal failure. */
    public static final int INTERNAL = 3;

    private ExitCode() {
    }
}
