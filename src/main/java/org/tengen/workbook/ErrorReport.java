package org.tengen.workbook;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.CellStyle;
import org.apache.poi.ss.usermodel.Font;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.util.CellRangeAddress;
import org.apache.poi.xssf.streaming.SXSSFSheet;
import org.apache.poi.xssf.streaming.SXSSFWorkbook;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.tengen.sheet.Problem;
import org.tengen.sheet.TournamentInfo;

/**
 * The error report of an import: every problem with its file, sheet, row, column, value and
 * reason, as XLSX (frozen header, filters) and CSV (UTF-8 with a BOM so Excel shows Chinese),
 * under {@code reports/import-errors/}. Values are always written as text: a value such as
 * {@code =cmd|' /C calc'!A0} never becomes a formula.
 */
@Component
public class ErrorReport {

    static final String[] HEADER = {"级别 Severity", "文件 File", "工作表 Sheet", "行 Row", "列 Column",
        "内容 Value", "原因 Reason"};

    private final Path dir;

    public ErrorReport(@Value("${tengen.reports:reports}") String reports) {
        this.dir = Path.of(reports, "import-errors");
    }

    /** Writes both files of an import batch (named for its tournament, or its workbook); returns the XLSX's path. */
    public String write(TournamentInfo tournament, String workbook, long batch, List<Problem> problems) {
        String base = safe(tournament != null && !tournament.code().isEmpty() ? tournament.code()
                : Path.of(workbook).getFileName().toString()) + "-" + batch;
        Path xlsx = dir.resolve(base + ".xlsx");
        Path csv = dir.resolve(base + ".csv");
        try {
            Files.createDirectories(dir);
            writeXlsx(xlsx, problems);
            writeCsv(csv, problems);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write the error report " + xlsx + ": " + e.getMessage(), e);
        }
        return xlsx.toString();
    }

    /** Writes both files for another kind of list (a member list) under the name {@code base}; returns the XLSX's path. */
    public String write(String base, List<Problem> problems) {
        Path xlsx = dir.resolve(safe(base) + ".xlsx");
        Path csv = dir.resolve(safe(base) + ".csv");
        try {
            Files.createDirectories(dir);
            writeXlsx(xlsx, problems);
            writeCsv(csv, problems);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write the error report " + xlsx + ": " + e.getMessage(), e);
        }
        return xlsx.toString();
    }

    static String safe(String name) {
        String s = name.replaceAll("[\\\\/:*?\"<>|\\s]+", "_");
        return s.length() > 80 ? s.substring(0, 80) : s;
    }

    private static String[] cells(Problem p) {
        return new String[] {p.error() ? "错误 ERROR" : "警告 WARNING", p.file(), p.sheet(),
            p.row() > 0 ? Integer.toString(p.row()) : "", p.column(), p.value(), p.reason()};
    }

    private static void writeXlsx(Path file, List<Problem> problems) throws IOException {
        SXSSFWorkbook wb = new SXSSFWorkbook(200);     // streamed: a workbook may have 100,000 problems
        try (OutputStream out = Files.newOutputStream(file)) {
            SXSSFSheet sheet = wb.createSheet("导入错误 Import errors");
            CellStyle bold = wb.createCellStyle();
            Font font = wb.createFont();
            font.setBold(true);
            bold.setFont(font);
            Row head = sheet.createRow(0);
            for (int c = 0; c < HEADER.length; c++) {
                Cell cell = head.createCell(c);
                cell.setCellValue(HEADER[c]);
                cell.setCellStyle(bold);
            }
            int r = 1;
            for (Problem p : problems) {
                Row row = sheet.createRow(r++);
                String[] cells = cells(p);
                for (int c = 0; c < cells.length; c++) {
                    if (c == 3 && p.row() > 0) {
                        row.createCell(c).setCellValue(p.row());
                    } else if (cells[c] != null) {
                        row.createCell(c).setCellValue(cells[c]);   // a string cell: never a formula
                    }
                }
            }
            sheet.createFreezePane(0, 1);
            sheet.setAutoFilter(new CellRangeAddress(0, Math.max(0, r - 1), 0, HEADER.length - 1));
            int[] widths = {14, 40, 14, 6, 14, 24, 80};
            for (int c = 0; c < widths.length; c++) {
                sheet.setColumnWidth(c, widths[c] * 256);
            }
            wb.write(out);
        } finally {
            wb.close();
        }
    }

    private static void writeCsv(Path file, List<Problem> problems) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write('\ufeff');
            w.write(String.join(",", HEADER));
            w.write("\r\n");
            for (Problem p : problems) {
                String[] cells = cells(p);
                for (int c = 0; c < cells.length; c++) {
                    if (c > 0) {
                        w.write(',');
                    }
                    w.write(csv(cells[c]));
                }
                w.write("\r\n");
            }
        }
    }

    /** A CSV cell; text that a spreadsheet would run as a formula is prefixed with a quote. */
    static String csv(String s) {
        if (s == null) {
            return "";
        }
        if (!s.isEmpty() && "=+-@\t\r".indexOf(s.charAt(0)) >= 0) {
            s = "'" + s;
        }
        if (s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")) {
            return "\"" + s.replace("\"", "\"\"") + "\"";
        }
        return s;
    }
}
