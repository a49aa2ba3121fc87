package org.tengen.imports;

/**
 * What became of one workbook (README, {@code import}): the closed list, with what each means for
 * the file and for staff, so every caller (the import's output, the nightly chain) decides alike.
 */
public enum ImportOutcome {
    /** A new tournament version is in the registry. */
    PUBLISHED,
    /** The same content was imported before: nothing changed. */
    UNCHANGED,
    /** An error in the workbook: nothing of it stored; the error report says where. */
    REJECTED,
    /** The file could not be used at all (not a workbook, too big, a zip bomb …). */
    REFUSED,
    /** An internal failure: importing the same file again continues the run. */
    FAILED;

    /** The workbook is in the registry as it should be (the file can go to the archive). */
    public boolean done() {
        return this == PUBLISHED || this == UNCHANGED;
    }

    /** The organiser must send a corrected file (it goes to the failed folder with its error report). */
    public boolean refused() {
        return this == REJECTED || this == REFUSED;
    }

    /** The file stays where it is so the next run continues the import. */
    public boolean toRetry() {
        return this == FAILED;
    }

    /** A person must look (whatever the games say). */
    public boolean needsPerson() {
        return !done();
    }

    /** The outcome an import reported, by its name. */
    public static ImportOutcome of(String name) {
        return valueOf(name);
    }
}
