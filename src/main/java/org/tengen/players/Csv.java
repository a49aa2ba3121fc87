package org.tengen.players;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.tengen.sheet.RawSheet;

/**
 * A CSV file as one sheet: UTF-8 (with or without Excel's BOM) or, where the bytes are not UTF-8,
 * GB18030 (what Excel writes on a Chinese Windows); quoted cells as RFC 4180 writes them.
 */
public final class Csv {

    private Csv() {
    }

    /** Too many rows or columns: the file is refused, as a workbook would be. */
    public static final class TooLargeException extends Exception {
        public TooLargeException(String message) {
            super(message);
        }
    }

    public static RawSheet read(String name, byte[] bytes, int maxRows, int maxColumns) throws TooLargeException {
        String text = decode(bytes);
        List<RawSheet.Row> rows = new ArrayList<>();
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        int line = 1;
        int rowStart = 1;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (quoted) {
                if (ch == '"') {
                    if (i + 1 < text.length() && text.charAt(i + 1) == '"') {
                        cell.append('"');
                        i++;
                    } else {
                        quoted = false;
                    }
                } else {
                    if (ch == '\n') {
                        line++;
                    }
                    cell.append(ch);
                }
                continue;
            }
            switch (ch) {
                case '"' -> quoted = true;
                case ',' -> {
                    cells.add(cell.toString());
                    cell.setLength(0);
                    if (cells.size() >= maxColumns) {
                        throw new TooLargeException("refused: line " + rowStart + " has more than " + maxColumns
                                + " columns");
                    }
                }
                case '\r' -> {
                }
                case '\n' -> {
                    cells.add(cell.toString());
                    cell.setLength(0);
                    add(rows, rowStart, cells, maxRows);
                    cells = new ArrayList<>();
                    line++;
                    rowStart = line;
                }
                default -> cell.append(ch);
            }
        }
        if (!cell.isEmpty() || !cells.isEmpty()) {
            cells.add(cell.toString());
            add(rows, rowStart, cells, maxRows);
        }
        return new RawSheet(name, rows);
    }

    private static void add(List<RawSheet.Row> rows, int number, List<String> cells, int maxRows)
            throws TooLargeException {
        RawSheet.Row row = new RawSheet.Row(number, cells);
        if (row.blank()) {
            return;
        }
        if (rows.size() >= maxRows) {
            throw new TooLargeException("refused: the file has more than " + maxRows + " rows");
        }
        rows.add(row);
    }

    static String decode(byte[] bytes) {
        int start = bytes.length >= 3 && (bytes[0] & 0xff) == 0xef && (bytes[1] & 0xff) == 0xbb
                && (bytes[2] & 0xff) == 0xbf ? 3 : 0;
        ByteBuffer buf = ByteBuffer.wrap(bytes, start, bytes.length - start);
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(buf).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, Charset.forName("GB18030"));
        }
    }
}
