package org.tengen.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.tengen.record.RecordLimits;

/**
 * Finds the game records under the paths a command was given: files (read whatever their name),
 * folders (every {@code .sgf} below them, in name order) and zips (every {@code .sgf} entry).
 *
 * <p>Limits guard against hostile files: a record larger than {@link #MAX_RECORD_BYTES} and a zip
 * whose records add up to more than {@link #MAX_ZIP_BYTES} once inflated are refused with a
 * message, not read into memory.
 */
public final class RecordSource {

    /** No real game record reaches 16 MiB; a larger one is refused. */
    public static final long MAX_RECORD_BYTES = RecordLimits.MAX_RECORD_BYTES;
    /** What one zip may inflate to in all. */
    public static final long MAX_ZIP_BYTES = RecordLimits.MAX_ZIP_BYTES;

    /** One record file: its name for reports, and either its bytes or why it could not be read. */
    public record Entry(String name, byte[] bytes, String problem) {
    }

    private RecordSource() {
    }

    /** Checks the paths exist; returns the problems found (empty when all are there). */
    public static List<String> missing(List<Path> paths) {
        List<String> problems = new ArrayList<>();
        for (Path p : paths) {
            if (!Files.exists(p)) {
                problems.add(p + ": no such file or folder");
            }
        }
        return problems;
    }

    /** Visits every record under the paths, in a stable order. */
    public static void forEach(List<Path> paths, Consumer<Entry> visitor) {
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                List<Path> files;
                try (Stream<Path> walk = Files.walk(path)) {
                    files = walk.filter(Files::isRegularFile).filter(RecordSource::isRecordOrZip).sorted().toList();
                } catch (IOException e) {
                    visitor.accept(new Entry(path.toString(), null, "cannot read the folder: " + e.getMessage()));
                    continue;
                }
                for (Path f : files) {
                    readFile(f, visitor);
                }
            } else {
                readFile(path, visitor);
            }
        }
    }

    private static boolean isRecordOrZip(Path p) {
        String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
        return n.endsWith(".sgf") || n.endsWith(".zip");
    }

    private static void readFile(Path f, Consumer<Entry> visitor) {
        String name = f.toString();
        if (name.toLowerCase(Locale.ROOT).endsWith(".zip")) {
            readZip(f, visitor);
            return;
        }
        try {
            long size = Files.size(f);
            if (size > MAX_RECORD_BYTES) {
                visitor.accept(new Entry(name, null, "the file is " + size + " bytes; a game record is at most "
                        + MAX_RECORD_BYTES + " bytes"));
                return;
            }
            visitor.accept(new Entry(name, Files.readAllBytes(f), null));
        } catch (IOException e) {
            visitor.accept(new Entry(name, null, "cannot read the file: " + e.getMessage()));
        }
    }

    private static void readZip(Path zip, Consumer<Entry> visitor) {
        long total = 0;
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            ZipEntry e;
            while ((e = in.getNextEntry()) != null) {
                if (e.isDirectory() || !e.getName().toLowerCase(Locale.ROOT).endsWith(".sgf")) {
                    continue;
                }
                String name = zip + "!" + e.getName();
                byte[] bytes = readLimited(in, MAX_RECORD_BYTES);
                if (bytes == null) {
                    visitor.accept(new Entry(name, null, "the entry inflates to more than " + MAX_RECORD_BYTES
                            + " bytes; a game record is never that large"));
                    continue;
                }
                total += bytes.length;
                if (total > MAX_ZIP_BYTES) {
                    visitor.accept(new Entry(zip.toString(), null, "the zip inflates to more than " + MAX_ZIP_BYTES
                            + " bytes; the rest is not read"));
                    return;
                }
                visitor.accept(new Entry(name, bytes, null));
            }
        } catch (IOException | IllegalArgumentException ex) {
            visitor.accept(new Entry(zip.toString(), null, "not a readable zip: " + ex.getMessage()));
        }
    }

    private static byte[] readLimited(InputStream in, long limit) throws IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        long n = 0;
        int r;
        while ((r = in.read(buf)) > 0) {
            n += r;
            if (n > limit) {
                return null;
            }
            out.write(buf, 0, r);
        }
        return out.toByteArray();
    }
}
