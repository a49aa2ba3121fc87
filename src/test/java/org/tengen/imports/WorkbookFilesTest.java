package org.tengen.imports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.poi.hssf.usermodel.HSSFWorkbook;
import org.apache.poi.ss.usermodel.CellStyle;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.usermodel.Workbook;
import org.apache.poi.ss.util.CellRangeAddress;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.sheet.RawSheet;
import org.tengen.sheet.ResultSheet;
import org.tengen.sheet.ResultSheetParser;
import org.tengen.workbook.WorkbookReader;

/** Real files: .xlsx and .xls through POI, hostile workbooks and bundles, records outside the folder. */
class WorkbookFilesTest {

    @TempDir
    Path dir;

    private static void fill(Workbook wb) {
        CellStyle date = wb.createCellStyle();
        date.setDataFormat(wb.getCreationHelper().createDataFormat().getFormat("yyyy-mm-dd"));
        Sheet info = wb.createSheet("赛事");
        info.createRow(0).createCell(0).setCellValue("测试杯 — 赛事信息");
        info.addMergedRegion(new CellRangeAddress(0, 0, 0, 3));
        Row name = info.createRow(1);
        name.createCell(0).setCellValue("赛事名称");
        name.createCell(1).setCellValue("测试杯");
        Row start = info.createRow(2);
        start.createCell(0).setCellValue("开始日期");
        start.createCell(1).setCellValue(LocalDate.of(2026, 11, 29));
        start.getCell(1).setCellStyle(date);
        Row rounds = info.createRow(3);
        rounds.createCell(0).setCellValue("轮次");
        rounds.createCell(1).setCellFormula("1+1");
        Sheet players = wb.createSheet("选手");
        String[] header = {"编号", "姓名", "段位"};
        Row h = players.createRow(0);
        for (int i = 0; i < header.length; i++) {
            h.createCell(i).setCellValue(header[i]);
        }
        for (int i = 1; i <= 2; i++) {
            Row r = players.createRow(i);
            r.createCell(0).setCellValue(i);
            r.createCell(1).setCellValue(i == 1 ? "张三" : "李四");
            r.createCell(2).setCellValue(i + "段");
        }
        Sheet games = wb.createSheet("对局");
        Row gh = games.createRow(0);
        String[] gheader = {"轮次", "黑方", "白方", "结果"};
        for (int i = 0; i < gheader.length; i++) {
            gh.createCell(i).setCellValue(gheader[i]);
        }
        Row g = games.createRow(1);
        g.createCell(0).setCellValue(1.0);
        g.createCell(1).setCellValue(1);
        g.createCell(2).setCellValue("2");
        g.createCell(3).setCellValue("黑胜1又1/4子");
    }

    private Path write(Workbook wb, String name) throws Exception {
        Path file = dir.resolve(name);
        try (wb; OutputStream out = Files.newOutputStream(file)) {
            fill(wb);
            wb.getCreationHelper().createFormulaEvaluator().evaluateAll();   // as Excel does on saving
            wb.write(out);
        }
        return file;
    }

    @Test
    void readsXlsxAndXlsAlike() throws Exception {
        for (Path file : List.of(write(new XSSFWorkbook(), "a.xlsx"), write(new HSSFWorkbook(), "b.xls"))) {
            List<RawSheet> sheets = WorkbookReader.read(file);
            ResultSheet s = ResultSheetParser.parse(file.toString(), sheets);
            assertThat(s.problems()).as(file.toString()).isEmpty();
            assertThat(s.tournament().start()).isEqualTo(LocalDate.of(2026, 11, 29));
            assertThat(s.tournament().rounds()).isEqualTo(2);           // a formula's cached value
            assertThat(s.games()).hasSize(1);
            assertThat(s.games().get(0).result().notation()).isEqualTo("B+2.5");
        }
    }

    @Test
    void theFormatComesFromTheContentNotTheName() throws Exception {
        Path xls = write(new HSSFWorkbook(), "named-wrongly.xlsx");
        assertThat(WorkbookReader.read(xls)).hasSize(3);
    }

    @Test
    void notAWorkbook() throws Exception {
        Path f = dir.resolve("results.xlsx");
        Files.writeString(f, "name,round\nA,1\n");
        assertThatThrownBy(() -> WorkbookReader.read(f)).hasMessageContaining("not an Excel workbook");
        Path broken = dir.resolve("broken.xlsx");
        byte[] head = Files.readAllBytes(write(new XSSFWorkbook(), "ok.xlsx"));
        Files.write(broken, java.util.Arrays.copyOf(head, head.length / 2));
        assertThatThrownBy(() -> WorkbookReader.read(broken)).isInstanceOf(WorkbookReader.UnreadableWorkbookException.class);
    }

    @Test
    void aZipBombIsRefusedNotInflated() throws Exception {
        // A valid .xlsx whose sheet XML is 200 MB of spaces: it compresses a thousand times.
        Path ok = write(new XSSFWorkbook(), "base.xlsx");
        Path bomb = dir.resolve("bomb.xlsx");
        try (var in = new java.util.zip.ZipInputStream(Files.newInputStream(ok));
             ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(bomb))) {
            ZipEntry e;
            while ((e = in.getNextEntry()) != null) {
                out.putNextEntry(new ZipEntry(e.getName()));
                byte[] bytes = in.readAllBytes();
                if (e.getName().equals("xl/worksheets/sheet1.xml")) {
                    String xml = new String(bytes, StandardCharsets.UTF_8);
                    int cut = xml.indexOf("<sheetData>");
                    out.write(xml.substring(0, cut).getBytes(StandardCharsets.UTF_8));
                    byte[] spaces = new byte[1 << 20];
                    java.util.Arrays.fill(spaces, (byte) ' ');
                    for (int i = 0; i < 200; i++) {
                        out.write(spaces);
                    }
                    out.write(xml.substring(cut).getBytes(StandardCharsets.UTF_8));
                } else {
                    out.write(bytes);
                }
                out.closeEntry();
            }
        }
        assertThat(Files.size(bomb)).isLessThan(2_000_000);
        assertThatThrownBy(() -> WorkbookReader.read(bomb)).hasMessageContaining("zip bomb");
    }

    @Test
    void anOversizedSheetIsRefused() throws Exception {
        Path file = write(new XSSFWorkbook(), "rows.xlsx");
        assertThatThrownBy(() -> WorkbookReader.read(file, 2)).hasMessageContaining("more than 2 rows");
    }

    @Test
    void recordsMustStayInsideTheWorkbooksFolder() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("t"));
        Path workbook = folder.resolve("r.xlsx");
        Files.createDirectories(folder.resolve("sgf"));
        Files.writeString(folder.resolve("sgf/R1-T1.sgf"), "(;SZ[19])");
        Files.writeString(dir.resolve("secret.sgf"), "(;SZ[19])");
        assertThat(RecordFiles.resolve("sgf/R1-T1.sgf", workbook, folder).file()).isNotNull();
        assertThat(RecordFiles.resolve("sgf\\r1-t1.SGF", workbook, folder).file()).as("Windows case and slashes")
                .isNotNull();
        assertThat(RecordFiles.resolve("../secret.sgf", workbook, folder).problem()).contains("leaves the workbook's folder");
        assertThat(RecordFiles.resolve("sgf/../../secret.sgf", workbook, folder).problem()).contains("leaves");
        assertThat(RecordFiles.resolve(dir.resolve("secret.sgf").toString(), workbook, folder).problem())
                .contains("absolute path");
        assertThat(RecordFiles.resolve("missing.sgf", workbook, folder).problem()).contains("no such record");
        Files.createSymbolicLink(folder.resolve("link.sgf"), dir.resolve("secret.sgf"));
        assertThat(RecordFiles.resolve("link.sgf", workbook, folder).problem()).contains("links outside");
    }

    @Test
    void aZipWhoseEntriesLeaveTheBundleIsRefused() throws Exception {
        Path zip = dir.resolve("slip.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            out.putNextEntry(new ZipEntry("ok.xlsx"));
            out.write(Files.readAllBytes(write(new XSSFWorkbook(), "inner.xlsx")));
            out.closeEntry();
            out.putNextEntry(new ZipEntry("../../evil.sgf"));
            out.write("(;)".getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        ImportSources.Found found = ImportSources.find(List.of(zip), dir.resolve("work"));
        assertThat(found.units()).isEmpty();
        assertThat(found.refusals()).singleElement().satisfies(r -> assertThat(r.reason()).contains("outside the bundle"));
        assertThat(dir.resolve("evil.sgf")).doesNotExist();
        assertThat(dir.getParent().resolve("evil.sgf")).doesNotExist();
    }

    @Test
    void foldersSkipExcelLockFiles() throws Exception {
        write(new XSSFWorkbook(), "a.xlsx");
        Files.writeString(dir.resolve("~$a.xlsx"), "lock");
        ImportSources.Found found = ImportSources.find(List.of(dir), dir.resolve("work"));
        assertThat(found.units()).extracting(u -> u.workbook().getFileName().toString()).containsExactly("a.xlsx");
    }
}
