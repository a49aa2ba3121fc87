package org.tengen.imports;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.tengen.ops.ContentHash;

/**
 * Finds the result workbooks under the paths given to {@code import}: workbook files, folders
 * (every {@code .xlsx}/{@code .xls}/{@code .zip} below, in name order; Excel's {@code ~$} lock
 * files skipped) and zip bundles, which are unpacked into a workspace folder named by the zip's
 * content, so a run that is restarted after a crash finds the same files again.
 *
 * <p>Unpacking refuses entries whose names leave the bundle ("zip slip"), more than
 * {@link #MAX_ENTRIES} entries, and more than {@link #MAX_INFLATED_BYTES} inflated.
 */
public final class ImportSources {

    public static final int MAX_ENTRIES = 200_000;
    public static final long MAX_INFLATED_BYTES = 2L << 30;
    public static final long MAX_ENTRY_BYTES = 256L << 20;

    /**
     * One workbook to import.
     *
     * @param source   how the organiser named it (the path given, and the entry inside a zip)
     * @param workbook the file to read
     * @param root     the folder its records must stay inside (the workbook's folder, or the zip's root)
     */
    public record Unit(String source, Path workbook, Path root) {
    }

    /** A path that could not be used at all. */
    public record Refusal(String source, String reason) {
    }

    public record Found(List<Unit> units, List<Refusal> refusals) {
    }

    private ImportSources() {
    }

    public static Found find(List<Path> paths, Path workspace) {
        List<Unit> units = new ArrayList<>();
        List<Refusal> refusals = new ArrayList<>();
        for (Path path : paths) {
            if (!Files.exists(path)) {
                refusals.add(new Refusal(path.toString(), "no such file or folder"));
            } else if (Files.isDirectory(path)) {
                try (Stream<Path> walk = Files.walk(path)) {
                    for (Path f : walk.filter(Files::isRegularFile).sorted().toList()) {
                        String n = lower(f);
                        if (n.startsWith("~$") || n.startsWith(".")) {
                            continue;
                        }
                        if (n.endsWith(".xml") && !isOpenGotha(f)) {
                            continue;                    // some other XML lying in the folder
                        }
                        if (isWorkbook(n)) {
                            units.add(new Unit(f.toString(), f, f.toAbsolutePath().getParent()));
                        } else if (n.endsWith(".zip")) {
                            unzip(f, workspace, units, refusals);
                        }
                    }
                } catch (IOException e) {
                    refusals.add(new Refusal(path.toString(), "cannot read the folder: " + e.getMessage()));
                }
            } else if (lower(path).endsWith(".zip")) {
                unzip(path, workspace, units, refusals);
            } else {
                units.add(new Unit(path.toString(), path, path.toAbsolutePath().getParent()));
            }
        }
        return new Found(units, refusals);
    }

    /** Whether a path is something {@code import} reads: a folder, a workbook, a tournament file or a zip. */
    public static boolean importable(Path p) {
        String n = lower(p);
        return Files.isDirectory(p) || (!n.startsWith("~$") && (isWorkbook(n) || n.endsWith(".zip")));
    }

    /** Result workbooks, OpenGotha tournament files and EGF results (.h9) are imported alike. */
    private static boolean isWorkbook(String name) {
        return name.endsWith(".xlsx") || name.endsWith(".xls") || name.endsWith(".xlsm") || name.endsWith(".xml")
                || name.endsWith(".h9") || name.endsWith(".h");
    }

    private static boolean isOpenGotha(Path f) {
        try (InputStream in = Files.newInputStream(f)) {
            return org.tengen.formats.OpenGotha.looksLike(in.readNBytes(600));
        } catch (IOException e) {
            return false;
        }
    }

    private static String lower(Path p) {
        return p.getFileName().toString().toLowerCase(Locale.ROOT);
    }

    private static void unzip(Path zip, Path workspace, List<Unit> units, List<Refusal> refusals) {
        Path target;
        try {
            target = workspace.resolve("zip-" + ContentHash.of(zip).substring(0, 16));
        } catch (IOException e) {
            refusals.add(new Refusal(zip.toString(), "cannot read the zip: " + e.getMessage()));
            return;
        }
        Path done = target.resolve(".unpacked");
        try {
            if (!Files.exists(done)) {
                deleteTree(target);
                Files.createDirectories(target);
                String problem = extract(zip, target.toAbsolutePath().normalize());
                if (problem != null) {
                    deleteTree(target);
                    refusals.add(new Refusal(zip.toString(), problem));
                    return;
                }
                Files.writeString(done, zip.toString());
            }
            try (Stream<Path> walk = Files.walk(target)) {
                List<Path> books = walk.filter(Files::isRegularFile)
                        .filter(f -> isWorkbook(lower(f)) && !lower(f).startsWith("~$")).sorted().toList();
                if (books.isEmpty()) {
                    refusals.add(new Refusal(zip.toString(), "the zip holds no workbook (.xlsx or .xls)"));
                }
                for (Path b : books) {
                    units.add(new Unit(zip + "!" + target.relativize(b).toString().replace('\\', '/'), b,
                            target.toAbsolutePath().normalize()));
                }
            }
        } catch (IOException e) {
            refusals.add(new Refusal(zip.toString(), "cannot unpack the zip: " + e.getMessage()));
        }
    }

    /** Unpacks safely; returns why the zip was refused, or null. */
    private static String extract(Path zip, Path target) throws IOException {
        long total = 0;
        int entries = 0;
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            ZipEntry e;
            while ((e = in.getNextEntry()) != null) {
                if (++entries > MAX_ENTRIES) {
                    return "refused: the zip has more than " + MAX_ENTRIES + " entries";
                }
                Path out = target.resolve(e.getName()).normalize();
                if (!out.startsWith(target)) {
                    return "refused: entry '" + e.getName() + "' would be written outside the bundle";
                }
                if (e.isDirectory()) {
                    Files.createDirectories(out);
                    continue;
                }
                Files.createDirectories(out.getParent());
                long written = copyLimited(in, out, Math.min(MAX_ENTRY_BYTES, MAX_INFLATED_BYTES - total));
                if (written < 0) {
                    return "refused: the zip inflates to more than its limits (" + (MAX_ENTRY_BYTES >> 20)
                            + " MB an entry, " + (MAX_INFLATED_BYTES >> 30) + " GB in all): a zip bomb?";
                }
                total += written;
            }
        } catch (IllegalArgumentException | java.util.zip.ZipException e) {
            return "not a readable zip: " + e.getMessage();
        }
        return entries == 0 ? "not a readable zip (no entries)" : null;
    }

    private static long copyLimited(InputStream in, Path out, long limit) throws IOException {
        byte[] buf = new byte[65536];
        long n = 0;
        try (OutputStream os = Files.newOutputStream(out)) {
            int r;
            while ((r = in.read(buf)) > 0) {
                n += r;
                if (n > limit) {
                    return -1;
                }
                os.write(buf, 0, r);
            }
        }
        return n;
    }

    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /** Moves a file, replacing what is there. */
    static void move(Path from, Path to) throws IOException {
        Files.createDirectories(to.getParent());
        Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
}
