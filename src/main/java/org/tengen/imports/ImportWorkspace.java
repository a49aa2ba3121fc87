package org.tengen.imports;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;
import org.tengen.formats.H9;
import org.tengen.formats.OpenGotha;
import org.tengen.sheet.Problem;
import org.tengen.sheet.ResultSheet;
import org.tengen.sheet.ResultSheetParser;
import org.tengen.sheet.SheetGame;
import org.tengen.ops.ContentHash;
import org.tengen.workbook.WorkbookReader;

/**
 * The workbook of an import run, read once per process and kept while the run lasts. Reading is
 * deterministic, so a run restarted in another process reads the same file (checked by its hash)
 * and gets the same sheet; what a step decides is stored in the database, not here.
 */
@Component
public class ImportWorkspace {

    /**
     * A workbook, read.
     *
     * @param sheet          the parsed sheets (problems of reading included)
     * @param recordProblems problems with the records the sheet names
     * @param records        the record file of each game (by its index in {@code sheet.games()}) that has one
     * @param contentSha256  the hash of the workbook and of every record it names
     */
    public record Loaded(ResultSheet sheet, List<Problem> recordProblems, Map<Integer, Path> records,
                         String contentSha256) {
    }

    private final Map<Long, Loaded> cache = new ConcurrentHashMap<>();

    public Loaded load(ImportStore.Batch batch) {
        return cache.computeIfAbsent(batch.id(), id -> read(batch));
    }

    public void forget(long batchId) {
        cache.remove(batchId);
    }

    /** Reads a tournament file of any format Tengen imports: a result workbook, OpenGotha XML, EGF .h9. */
    static ResultSheet readTournament(Path file, String source) {
        try {
            String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
            byte[] head;
            try (var in = Files.newInputStream(file)) {
                head = in.readNBytes(600);
            }
            if (OpenGotha.looksLike(head) || name.endsWith(".h9") || name.endsWith(".h")) {
                if (Files.size(file) > MAX_TEXT_FILE_BYTES) {
                    throw new WorkbookReader.UnreadableWorkbookException("the file is larger than "
                            + MAX_TEXT_FILE_BYTES / (1024 * 1024) + " MB; no tournament file is that large");
                }
                byte[] bytes = Files.readAllBytes(file);
                return OpenGotha.looksLike(head) ? OpenGotha.read(source, bytes) : H9.read(source, bytes);
            }
            return ResultSheetParser.parse(source, WorkbookReader.read(file));
        } catch (WorkbookReader.UnreadableWorkbookException | IOException e) {
            return new ResultSheet(source, null, List.of(), List.of(),
                    List.of(new Problem(Problem.Severity.ERROR, source, null, 0, null, null, e.getMessage())), null,
                    Map.of());
        }
    }

    static final long MAX_TEXT_FILE_BYTES = 50L * 1024 * 1024;

    private static Loaded read(ImportStore.Batch batch) {
        Path workbook = Path.of(batch.workbook());
        Path root = Path.of(batch.root());
        String source = batch.source();
        try {
            String sha = ContentHash.of(workbook);
            if (!sha.equals(batch.workbookSha256())) {
                throw new IllegalStateException(source + " changed since this import started; import it again");
            }
        } catch (IOException e) {
            throw new IllegalStateException(source + " cannot be read any more: " + e.getMessage(), e);
        }
        ResultSheet sheet = readTournament(workbook, source);
        MessageDigest content = ContentHash.digest();
        content.update(batch.workbookSha256().getBytes(StandardCharsets.US_ASCII));
        List<Problem> problems = new ArrayList<>();
        Map<Integer, Path> records = new LinkedHashMap<>();
        List<SheetGame> games = sheet.games();
        for (int i = 0; i < games.size(); i++) {
            SheetGame g = games.get(i);
            if (g.record() == null) {
                continue;
            }
            RecordFiles.Resolved r = RecordFiles.resolve(g.record(), workbook, root);
            if (r.problem() != null) {
                problems.add(new Problem(Problem.Severity.ERROR, source, g.sheet(), g.row(), g.recordColumn(),
                        g.record(), r.problem()));
                continue;
            }
            records.put(i, r.file());
            try {
                content.update(g.record().getBytes(StandardCharsets.UTF_8));
                content.update(ContentHash.of(r.file()).getBytes(StandardCharsets.US_ASCII));
            } catch (IOException e) {
                problems.add(new Problem(Problem.Severity.ERROR, source, g.sheet(), g.row(), g.recordColumn(),
                        g.record(), "cannot read the record: " + e.getMessage()));
            }
        }
        return new Loaded(sheet, problems, records, HexFormat.of().formatHex(content.digest()));
    }
}
