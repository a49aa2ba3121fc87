package org.tengen.imports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Finds the record a result sheet's 棋谱 / Record cell names: relative to the workbook's folder,
 * then to the bundle's root, never outside the root (a name like {@code ../../etc/passwd} or an
 * absolute path is refused, and so is a link that points outside). Organisers who work on Windows
 * write names whose case differs from the file's; a unique match ignoring case is accepted.
 */
public final class RecordFiles {

    /** The record's file, or why it cannot be used. */
    public record Resolved(Path file, String problem) {
    }

    private RecordFiles() {
    }

    public static Resolved resolve(String name, Path workbook, Path root) {
        String n = name.strip().replace('\\', '/');
        if (n.startsWith("/") || n.matches("^[A-Za-z]:.*")) {
            return new Resolved(null, "refused: an absolute path; name the record relative to the workbook's folder");
        }
        Path base = root.toAbsolutePath().normalize();
        Path folder = workbook.toAbsolutePath().normalize().getParent();
        for (Path dir : folder.equals(base) ? new Path[] {base} : new Path[] {folder, base}) {
            Path candidate = dir.resolve(n).normalize();
            if (!candidate.startsWith(base)) {
                return new Resolved(null, "refused: the path leaves the workbook's folder");
            }
            Path found = Files.isRegularFile(candidate) ? candidate : ignoringCase(candidate);
            if (found != null) {
                try {
                    Path real = found.toRealPath();
                    if (!real.startsWith(base.toRealPath())) {
                        return new Resolved(null, "refused: the file links outside the workbook's folder");
                    }
                } catch (IOException e) {
                    return new Resolved(null, "cannot read the record: " + e.getMessage());
                }
                return new Resolved(found, null);
            }
        }
        return new Resolved(null, "no such record file beside the workbook");
    }

    private static Path ignoringCase(Path candidate) {
        Path dir = candidate.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            return null;
        }
        String wanted = candidate.getFileName().toString().toLowerCase(Locale.ROOT);
        try (Stream<Path> list = Files.list(dir)) {
            var matches = list.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).equals(wanted))
                    .filter(Files::isRegularFile).limit(2).toList();
            return matches.size() == 1 ? matches.get(0) : null;
        } catch (IOException e) {
            return null;
        }
    }
}
