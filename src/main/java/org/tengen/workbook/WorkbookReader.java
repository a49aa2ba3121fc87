package org.tengen.workbook;

import com.github.pjfanning.xlsx.StreamingReader;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.poi.hssf.usermodel.HSSFWorkbook;
import org.apache.poi.openxml4j.util.ZipSecureFile;
import org.apache.poi.poifs.filesystem.FileMagic;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.CellType;
import org.apache.poi.ss.usermodel.DateUtil;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.usermodel.Workbook;
import org.tengen.sheet.RawSheet;

/**
 * Reads a result workbook into text ({@link RawSheet}s): {@code .xlsx} streamed row by row so a
 * 100,000-game workbook fits in a small heap, {@code .xls} through POI's HSSF. The format is taken
 * from the file's content, not its name. Dates become {@code yyyy-MM-dd}; numbers their plain
 * decimal; formulas their cached value.
 *
 * <p>Hostile files are refused with a {@link UnreadableWorkbookException} saying why: a compressed
 * entry that inflates more than 100 times (a zip bomb), more than {@link #MAX_ROWS} rows or
 * {@link #MAX_COLUMNS} columns in a sheet, a file over {@link #MAX_FILE_BYTES}.
 */
public final class WorkbookReader {

    public static final int MAX_ROWS = 500_000;
    public static final int MAX_COLUMNS = 200;
    public static final long MAX_FILE_BYTES = 200L * 1024 * 1024;

    static {
        ZipSecureFile.setMinInflateRatio(0.01);
        ZipSecureFile.setMaxEntrySize(1024L * 1024 * 1024);
    }

    private WorkbookReader() {
    }

    /** The workbook could not be read at all: the reason is written for staff. */
    public static final class UnreadableWorkbookException extends Exception {
        public UnreadableWorkbookException(String message) {
            super(message);
        }
    }

    public static List<RawSheet> read(Path file) throws UnreadableWorkbookException {
        return read(file, MAX_ROWS);
    }

    /** Reads with another limit on the rows of a sheet. */
    public static List<RawSheet> read(Path file, int maxRows) throws UnreadableWorkbookException {
        try {
            long size = Files.size(file);
            if (size > MAX_FILE_BYTES) {
                throw new UnreadableWorkbookException("the file is " + size / (1024 * 1024) + " MB; a result workbook "
                        + "may have at most " + MAX_FILE_BYTES / (1024 * 1024) + " MB");
            }
            FileMagic magic;
            try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
                magic = FileMagic.valueOf(in);
            }
            return switch (magic) {
                case OOXML -> readXlsx(file, maxRows);
                case OLE2 -> readXls(file, maxRows);
                default -> throw new UnreadableWorkbookException("not an Excel workbook (.xlsx or .xls): the file "
                        + "starts like " + magic.name().toLowerCase(java.util.Locale.ROOT) + " content");
            };
        } catch (UnreadableWorkbookException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            throw new UnreadableWorkbookException(explain(e));
        }
    }

    private static String explain(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable c = e; c != null && all.length() < 10_000; c = c.getCause()) {
            all.append(c.getMessage()).append('\n');
        }
        String m = all.toString();
        if (m.contains("Zip bomb") || m.contains("inflate ratio") || m.contains("max entry size")) {
            return "refused: the workbook inflates far beyond its size (a zip bomb or a damaged file); "
                    + "POI's limit is 100× per entry";
        }
        if (e instanceof org.apache.poi.EncryptedDocumentException) {
            return "the workbook is protected by a password; save it without one";
        }
        if (m.contains("larger than the max allowed") || m.contains("RecordFormatException")) {
            return "refused: a part of the workbook is beyond POI's size limits (" + firstLine(m) + ")";
        }
        return "not a readable Excel workbook: " + e.getClass().getSimpleName() + ": "
                + firstLine(String.valueOf(e.getMessage()));
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    private static List<RawSheet> readXlsx(Path file, int maxRows) throws IOException, UnreadableWorkbookException {
        try (Workbook wb = StreamingReader.builder().rowCacheSize(200).bufferSize(8192).open(file.toFile())) {
            return readAll(wb, maxRows);
        }
    }

    private static List<RawSheet> readXls(Path file, int maxRows) throws IOException, UnreadableWorkbookException {
        try (InputStream in = Files.newInputStream(file); Workbook wb = new HSSFWorkbook(in)) {
            return readAll(wb, maxRows);
        }
    }

    private static List<RawSheet> readAll(Workbook wb, int maxRows) throws UnreadableWorkbookException {
        List<RawSheet> sheets = new ArrayList<>();
        for (Sheet sheet : wb) {
            List<RawSheet.Row> rows = new ArrayList<>();
            for (Row row : sheet) {
                if (rows.size() >= maxRows) {
                    throw new UnreadableWorkbookException("refused: sheet '" + sheet.getSheetName() + "' has more than "
                            + maxRows + " rows; split the tournament's games over several workbooks");
                }
                List<String> cells = new ArrayList<>();
                for (Cell cell : row) {
                    int c = cell.getColumnIndex();
                    if (c >= MAX_COLUMNS) {
                        throw new UnreadableWorkbookException("refused: sheet '" + sheet.getSheetName() + "' row "
                                + (row.getRowNum() + 1) + " has a value beyond column " + MAX_COLUMNS);
                    }
                    String text = text(cell);
                    if (text == null) {
                        continue;
                    }
                    while (cells.size() < c) {
                        cells.add(null);
                    }
                    cells.add(text);
                }
                if (!cells.isEmpty()) {
                    rows.add(new RawSheet.Row(row.getRowNum() + 1, cells));
                }
            }
            sheets.add(new RawSheet(sheet.getSheetName(), rows));
        }
        return sheets;
    }

    static String text(Cell cell) {
        CellType type = cell.getCellType();
        if (type == CellType.FORMULA) {
            type = cell.getCachedFormulaResultType();
        }
        return switch (type) {
            case STRING -> {
                String s = cell.getStringCellValue();
                yield s == null || s.isEmpty() ? null : s;
            }
            case NUMERIC -> {
                if (DateUtil.isCellDateFormatted(cell)) {
                    yield cell.getLocalDateTimeCellValue().toLocalDate().toString();
                }
                double d = cell.getNumericCellValue();
                if (d == Math.rint(d) && Math.abs(d) < 1e15) {
                    yield Long.toString((long) d);
                }
                yield BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
            }
            case BOOLEAN -> cell.getBooleanCellValue() ? "yes" : "no";
            default -> null;
        };
    }
}
