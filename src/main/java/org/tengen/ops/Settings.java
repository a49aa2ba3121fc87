package org.tengen.ops;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the settings staff edit ({@code nightly.yaml}, {@code promotions.yaml}) are found, the same
 * way by every command, first found first:
 * <ol>
 *   <li>the project folder: {@code jobs/NAME} in the folder Tengen runs in;</li>
 *   <li>{@code $TENGEN_HOME/jobs/NAME}, when the environment variable {@code TENGEN_HOME} names a
 *       folder (Tengen run from anywhere, the federation's settings in one place);</li>
 *   <li>the defaults bundled in the jar (the {@code jobs/} files Tengen was built with).</li>
 * </ol>
 * A command that takes a settings file ({@code --settings FILE}) reads that file and no other.
 * What is found is read and checked before the command writes anything.
 */
public final class Settings {

    /** The bundled defaults: the project's {@code jobs/*.yaml}, copied into the jar by the build. */
    static final String BUNDLED = "defaults/jobs/";

    private Settings() {
    }

    /** A settings file and where it was found; {@code path} is null for a bundled default. */
    public record File(String name, Path path, String origin) {

        public Reader open() throws IOException {
            if (path != null) {
                return Files.newBufferedReader(path, StandardCharsets.UTF_8);
            }
            InputStream in = Settings.class.getClassLoader().getResourceAsStream(BUNDLED + name);
            if (in == null) {
                throw new IOException("the default " + name + " is not in this build of Tengen");
            }
            return new InputStreamReader(in, StandardCharsets.UTF_8);
        }

        /** How staff are told which file it is: its path, or that it is the bundled default. */
        @Override
        public String toString() {
            return path != null ? path + origin : "the default " + name + " bundled with Tengen (no jobs/" + name
                    + " in " + Path.of("").toAbsolutePath() + ", no TENGEN_HOME)";
        }
    }

    /** A file named on the command line: read as it is, or an error saying it is missing. */
    public static File given(Path file) {
        return new File(file.getFileName().toString(), file, "");
    }

    /** {@code NAME} (e.g. {@code promotions.yaml}) from the project folder, TENGEN_HOME or the bundled defaults. */
    public static File find(String name) {
        return find(name, Path.of(""), System.getenv("TENGEN_HOME"));
    }

    static File find(String name, Path workingFolder, String home) {
        Path project = workingFolder.resolve("jobs").resolve(name);
        if (Files.isRegularFile(project)) {
            return new File(name, project, "");
        }
        if (home != null && !home.isBlank()) {
            Path inHome = Path.of(home).resolve("jobs").resolve(name);
            if (Files.isRegularFile(inHome)) {
                return new File(name, inHome, " (TENGEN_HOME)");
            }
        }
        return new File(name, null, "");
    }
}
