package org.tengen.ops;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/** Reads a settings file staff edit under {@code jobs/} (YAML, plain data only), or says what is wrong with it. */
public final class YamlFile {

    private YamlFile() {
    }

    /** The file's top-level map; {@code what} and {@code hint} name it for staff when it is missing. */
    public static Map<String, Object> read(Path file, String what, String hint) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(what + " " + file.toAbsolutePath() + " is missing (" + hint + ")");
        }
        return read(Settings.given(file));
    }

    /** The top-level map of a settings file found by {@link Settings}. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> read(Settings.File file) throws IOException {
        if (file.path() != null && !Files.isRegularFile(file.path())) {
            throw new IllegalArgumentException(file.path().toAbsolutePath() + " is missing");
        }
        Object y;
        try (Reader r = file.open()) {
            y = new Yaml(new SafeConstructor(new LoaderOptions())).load(r);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(file + ": not valid YAML: " + e.getMessage(), e);
        }
        if (!(y instanceof Map<?, ?>)) {
            throw new IllegalArgumentException(file + " is empty, or not a list of keys and values");
        }
        return (Map<String, Object>) y;
    }
}
