package org.tengen.cli;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.management.ObjectName;

/**
 * How the JVM compiles a run of {@code verify}: the run is over in seconds, and the optimising
 * compiler (C2) would spend more processor time compiling the reader, the replay and the count
 * than its code saves them before the end; the quick compiler (C1) alone does. Only the play-outs
 * of the dead-stone estimate, a small loop run millions of times, keep C2. Measured on the 6,087
 * games of the shared records: about 40% less CPU for the whole process (docs/benchmarks.md).
 *
 * <p>Set from inside the process (the JVM's own diagnostic command, as {@code jcmd
 * Compiler.directives_add} would), on a thread of its own while the command starts. A JVM without
 * it compiles as usual; the results are the same either way.
 */
final class ShortRunCompilation {

    static final String DIRECTIVES = """
            [ { match: "org/tengen/rules/Playouts.*", c2: { Exclude: false } },
              { match: "*.*", c2: { Exclude: true } } ]
            """;

    private ShortRunCompilation() {
    }

    /** Starts setting the directives on a daemon thread and returns at once. */
    static void start() {
        Thread t = new Thread(ShortRunCompilation::apply, "short-run-compilation");
        t.setDaemon(true);
        t.start();
    }

    /** Adds the directives; false when this JVM has no such command (it then compiles as usual). */
    static boolean apply() {
        try {
            Path file = Files.createTempFile("tengen-compilation", ".json");
            file.toFile().deleteOnExit(); // a short run may end before this thread does
            try {
                Files.writeString(file, DIRECTIVES);
                Object answer = ManagementFactory.getPlatformMBeanServer().invoke(
                        new ObjectName("com.sun.management:type=DiagnosticCommand"), "compilerDirectivesAdd",
                        new Object[] {new String[] {file.toString()}}, new String[] {String[].class.getName()});
                return String.valueOf(answer).contains("added");
            } finally {
                Files.deleteIfExists(file);
            }
        } catch (Exception | LinkageError e) {
            return false;
        }
    }
}
