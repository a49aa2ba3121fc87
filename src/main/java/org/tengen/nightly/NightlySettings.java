package org.tengen.nightly;

import java.io.IOException;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import org.springframework.scheduling.support.CronExpression;
import org.tengen.ops.Settings;

/** {@code jobs/nightly.yaml}: when the chain runs, where files come from and go, which steps run. */
public record NightlySettings(CronExpression cron, String cronText, ZoneId zone, Path inbox, Path archive, Path failed,
                              List<String> steps) {

    public static final List<String> ALL_STEPS = List.of("import", "standings", "ratings", "promotions", "summary");

    public static NightlySettings read(Path file) throws IOException {
        if (!java.nio.file.Files.isRegularFile(file)) {
            throw new IllegalArgumentException("the chain's settings " + file.toAbsolutePath() + " are missing");
        }
        return read(Settings.given(file));
    }

    /**
     * The chain's settings: the file given ({@code --settings FILE}), or else {@code nightly.yaml} found as
     * every setting is — the project's {@code jobs/}, {@code TENGEN_HOME}, the bundled default.
     */
    public static NightlySettings find(Path given) throws IOException {
        return given != null ? read(given) : read(Settings.find("nightly.yaml"));
    }

    @SuppressWarnings("unchecked")
    public static NightlySettings read(Settings.File file) throws IOException {
        Map<String, Object> y = org.tengen.ops.YamlFile.read(file);
        try {
            Map<String, Object> schedule = (Map<String, Object>) y.getOrDefault("schedule", Map.of());
            String cron = String.valueOf(schedule.getOrDefault("cron", "0 30 1 * * *"));
            CronExpression expression;
            try {
                expression = CronExpression.parse(cron);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("schedule.cron '" + cron + "' is not a cron expression (six fields: "
                        + "second minute hour day month weekday, e.g. \"0 30 1 * * *\")");
            }
            ZoneId zone = ZoneId.of(String.valueOf(schedule.getOrDefault("zone", "Asia/Shanghai")));
            List<String> steps = ((List<Object>) y.getOrDefault("steps", ALL_STEPS)).stream().map(String::valueOf)
                    .toList();
            for (String s : steps) {
                if (!ALL_STEPS.contains(s)) {
                    throw new IllegalArgumentException("steps: '" + s + "' is not a step (expected " + ALL_STEPS + ")");
                }
            }
            return new NightlySettings(expression, cron, zone, Path.of(String.valueOf(y.getOrDefault("inbox", "inbox"))),
                    Path.of(String.valueOf(y.getOrDefault("archive", "inbox/archive"))),
                    Path.of(String.valueOf(y.getOrDefault("failed", "inbox/failed"))), steps);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(file + ": " + e + " (see the comments in the file)", e);
        }
    }

    public NightlySettings withInbox(Path newInbox) {
        return new NightlySettings(cron, cronText, zone, newInbox, newInbox.resolve("archive"),
                newInbox.resolve("failed"), steps);
    }
}
