package org.tengen.record;

/**
 * How large a game record may be before it is refused unread: the guard against hostile files
 * that every reader of records (the {@code verify} command, the import of a workbook's records)
 * applies, so a record refused by one is refused by all.
 */
public final class RecordLimits {

    /** No real game record reaches 16 MiB; a larger one is refused. */
    public static final long MAX_RECORD_BYTES = 16L << 20;
    /** What one zip of records may inflate to in all. */
    public static final long MAX_ZIP_BYTES = 2L << 30;

    private RecordLimits() {
    }
}
