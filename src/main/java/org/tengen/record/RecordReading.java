package org.tengen.record;

/**
 * The reading of one game of a file: either a {@link GameRecord} or the reason it could not be
 * read, with the byte offset in the file and what was expected there.
 */
public record RecordReading(int game, GameRecord record, long byteOffset, String problem) {

    public static RecordReading of(GameRecord record) {
        return new RecordReading(record.game(), record, -1, null);
    }

    public static RecordReading unreadable(int game, long byteOffset, String problem) {
        return new RecordReading(game, null, byteOffset, problem);
    }

    public boolean readable() {
        return record != null;
    }
}
