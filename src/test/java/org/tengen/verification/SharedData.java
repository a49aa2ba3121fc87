package org.tengen.verification;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/** The real records in ../shared/data: tests that need them skip with a clear message when absent. */
final class SharedData {

    private SharedData() {
    }

    static Path sgf(String sub) {
        Path root = Path.of(System.getProperty("tengen.shared.data", "../shared/data"));
        Path p = root.resolve("sgf").resolve(sub);
        Assumptions.assumeTrue(Files.isDirectory(p),
                "skipped: the real records are not at " + p.toAbsolutePath() + " (set -Dtengen.shared.data)");
        return p;
    }
}
