package org.tengen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The compiler directives of a {@code verify} run are accepted by the JVM. A directive the JVM
 * cannot read is refused without a word at run time (verify then compiles as usual, only slower),
 * so this checks it, in a JVM of its own: the directives stay for the life of the process.
 */
class ShortRunCompilationTest {

    /** Run in the separate JVM: prints whether the directives were added. */
    public static final class Probe {
        public static void main(String[] args) {
            System.out.print(ShortRunCompilation.apply() ? "added" : "refused");
        }
    }

    @Test
    void theJvmAcceptsTheDirectives() throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Probe.class.getName())
                .redirectErrorStream(true).start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(out).isEqualTo("added");
    }
}
