package org.tengen.report;

import com.openhtmltopdf.pdfboxout.PDFontSupplier;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.fontbox.ttf.TrueTypeCollection;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.CellStyle;
import org.apache.poi.ss.usermodel.Font;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.util.CellRangeAddress;
import org.apache.poi.xssf.streaming.SXSSFSheet;
import org.apache.poi.xssf.streaming.SXSSFWorkbook;

/** Writes a {@link Report} as PDF (A4, the bundled CJK font), XLSX and HTML. */
public final class Renderers {

    static {
        com.openhtmltopdf.util.XRLog.setLoggingEnabled(false);
    }

    private Renderers() {
    }

    /** PDF through openhtmltopdf, WenQuanYi Micro Hei embedded (subset) so Chinese names print anywhere. */
    public static void pdf(Report r, Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        String xhtml = Html.page(r, true, null);
        int widest = r.sections().stream().filter(s -> s.table() != null)
                .mapToInt(s -> s.table().headings().size()).max().orElse(0);
        if (widest > 11) {
            xhtml = xhtml.replace("size: A4;", "size: A4 landscape;");    // a crosstable of many rounds
        }
        try (PDDocument doc = new PDDocument();
             InputStream fontIn = Renderers.class.getResourceAsStream("/fonts/wqy-microhei.ttc");
             TrueTypeCollection ttc = new TrueTypeCollection(fontIn);
             OutputStream out = Files.newOutputStream(file)) {
            PDType0Font font = PDType0Font.load(doc, ttc.getFontByName("WenQuanYiMicroHei"), true);
            PdfRendererBuilder b = new PdfRendererBuilder();
            b.useFastMode();
            b.usePDDocument(doc);
            b.useFont(new PDFontSupplier(font), "WQY");
            b.useSVGDrawer(new com.openhtmltopdf.svgsupport.BatikSVGDrawer());   // board diagrams, as vectors
            b.withHtmlContent(toXhtml(xhtml), null);
            b.buildPdfRenderer().createPDFWithoutClosing();
            doc.getDocumentInformation().setTitle(r.title());
            doc.getDocumentInformation().setCreator("Tengen");
            doc.save(out);
        }
    }

    /** openhtmltopdf wants well-formed XHTML: close the void elements. */
    static String toXhtml(String html) {
        return html.replace("<!DOCTYPE html>", "<!DOCTYPE html>").replace("<meta charset=\"UTF-8\"/>",
                "<meta charset=\"UTF-8\"></meta>").replace("<html lang=\"zh\">",
                "<html lang=\"zh\" xmlns=\"http://www.w3.org/1999/xhtml\">");
    }

    /**
     * XLSX: one sheet a table, numbers as numbers, a frozen header row and filters; every text cell
     * is a string cell, so a value such as {@code =cmd|' /C calc'!A0} is never a formula.
     */
    public static void xlsx(Report r, Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        SXSSFWorkbook wb = new SXSSFWorkbook(200);
        if (r.printed() != null) {      // the file's creation time is the report's printed time: reproducible
            wb.getXSSFWorkbook().getProperties().getCoreProperties().setCreated(java.util.Optional.of(
                    java.util.Date.from(r.printed().atZone(java.time.ZoneOffset.UTC).toInstant())));
        }
        try (OutputStream out = Files.newOutputStream(file)) {
            CellStyle bold = wb.createCellStyle();
            Font f = wb.createFont();
            f.setBold(true);
            bold.setFont(f);
            int n = 0;
            for (Report.Section s : r.sections()) {
                if (s.table() == null) {
                    continue;
                }
                String name = sheetName(s.heading() == null ? r.kind() : s.heading(), ++n);
                SXSSFSheet sheet = wb.createSheet(name);
                Row head = sheet.createRow(0);
                List<String> hs = s.table().headings();
                for (int c = 0; c < hs.size(); c++) {
                    Cell cell = head.createCell(c);
                    cell.setCellValue(hs.get(c));
                    cell.setCellStyle(bold);
                }
                int row = 1;
                for (List<Object> values : s.table().rows()) {
                    Row x = sheet.createRow(row++);
                    for (int c = 0; c < values.size(); c++) {
                        Object v = values.get(c);
                        if (v == null) {
                            continue;
                        }
                        Cell cell = x.createCell(c);
                        if (v instanceof BigDecimal b) {
                            cell.setCellValue(b.doubleValue());
                        } else if (v instanceof Number num) {
                            cell.setCellValue(num.doubleValue());
                        } else {
                            cell.setCellValue(v.toString());      // a string cell: never run as a formula
                        }
                    }
                }
                sheet.createFreezePane(0, 1);
                sheet.setAutoFilter(new CellRangeAddress(0, Math.max(0, row - 1), 0, Math.max(0, hs.size() - 1)));
                for (int c = 0; c < hs.size(); c++) {
                    sheet.setColumnWidth(c, Math.min(60, Math.max(8, hs.get(c).length() * 2 + 4)) * 256);
                }
            }
            if (n == 0) {
                wb.createSheet(sheetName(r.kind(), 1)).createRow(0).createCell(0).setCellValue(r.title());
            }
            wb.write(out);
        } finally {
            wb.close();
        }
    }

    private static String sheetName(String s, int n) {
        String clean = s.replaceAll("[\\\\/?*\\[\\]:]", " ").strip();
        if (clean.length() > 28) {
            clean = clean.substring(0, 28);
        }
        return clean.isEmpty() ? "Sheet " + n : clean + (n > 1 ? " " + n : "");
    }

    /** The report as plain text, for a terminal. */
    public static String text(Report r) {
        StringBuilder b = new StringBuilder(r.title()).append('\n');
        if (r.subtitle() != null) {
            b.append(r.subtitle()).append('\n');
        }
        b.append(r.federation()).append(" · ").append(r.dataVersion()).append('\n');
        for (Report.Section s : r.sections()) {
            b.append('\n');
            if (s.heading() != null) {
                b.append(s.heading()).append('\n');
            }
            s.lines().forEach(l -> b.append(s.diagram() ? "  " : "").append(l).append('\n'));
            if (s.figure() != null) {
                s.figure().notes().forEach(l -> b.append(l).append('\n'));
            }
            if (s.table() != null) {
                for (List<Object> row : s.table().rows()) {
                    b.append("  ");
                    for (int c = 0; c < row.size(); c++) {
                        b.append(c == 0 ? "" : " | ").append(Report.text(row.get(c)));
                    }
                    b.append('\n');
                }
            }
        }
        return b.toString();
    }

    public static void html(Report r, Path file, List<String[]> navigation) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, Html.page(r, false, navigation), StandardCharsets.UTF_8);
    }
}
