package org.tengen.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Settings are found the same way by every command: the project folder, TENGEN_HOME, the bundled defaults. */
class SettingsTest {

    @TempDir
    Path temp;

    private Path write(Path folder, String text) throws IOException {
        Path file = folder.resolve("jobs").resolve("promotions.yaml");
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }

    @Test
    void theProjectFolderComesFirst() throws IOException {
        Path project = write(temp.resolve("project"), "certificatePrefix: P\n");
        write(temp.resolve("home"), "certificatePrefix: H\n");
        Settings.File f = Settings.find("promotions.yaml", temp.resolve("project"), temp.resolve("home").toString());
        assertThat(f.path()).isEqualTo(project);
        assertThat(YamlFile.read(f)).containsEntry("certificatePrefix", "P");
    }

    @Test
    void thenTengenHome() throws IOException {
        write(temp.resolve("home"), "certificatePrefix: H\n");
        Settings.File f = Settings.find("promotions.yaml", temp.resolve("elsewhere"), temp.resolve("home").toString());
        assertThat(YamlFile.read(f)).containsEntry("certificatePrefix", "H");
        assertThat(f.toString()).contains("TENGEN_HOME");
    }

    @Test
    void elseTheDefaultsBundledInTheJarWhichAreTheProjectsJobsFiles() throws IOException {
        Settings.File f = Settings.find("promotions.yaml", temp.resolve("elsewhere"), null);
        assertThat(f.path()).isNull();
        assertThat(f.toString()).contains("bundled");
        Map<String, Object> bundled = YamlFile.read(f);
        Map<String, Object> project = YamlFile.read(Settings.given(Path.of("jobs/promotions.yaml")));
        assertThat(bundled).isEqualTo(project);
        try (Reader r = Settings.find("nightly.yaml", temp, "").open()) {
            assertThat(r.read()).isPositive();
        }
    }

    @Test
    void aFileWithAMistakeIsNamedInTheMessage() throws IOException {
        write(temp, "[not: a map");
        Settings.File f = Settings.find("promotions.yaml", temp, null);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> YamlFile.read(f))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(f.path().toString());
    }
}
