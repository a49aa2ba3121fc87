package org.tengen.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.cli.CommandRun.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** {@code ratings backtest --flip-check}: the hold's counts, reproducible from the command line. */
class RatingsBacktestFlipCheckTest {

    @TempDir
    Path temp;

    /** Ten monthly events of 30 players from 15 kyu to 5 dan, even games, a grade worth 0.19. */
    Path games() throws IOException {
        Random random = new Random(3);
        List<String> lines = new ArrayList<>(List.of("date,event,black,white,handicap,komi,result,black_rank,white_rank"));
        for (int e = 0; e < 10; e++) {
            LocalDate date = LocalDate.of(2024, 1 + e, 10);
            for (int g = 0; g < 60; g++) {
                int b = random.nextInt(30);
                int w = random.nextInt(30);
                if (b != w) {
                    double p = 1 / (1 + Math.exp(-0.19 * 0.67 * (b - w)));
                    lines.add(date + ",open" + e + ",p" + b + ",p" + w + ",0,7," + (random.nextDouble() < p ? "B" : "W")
                            + "," + grade(b) + "," + grade(w));
                }
            }
        }
        Path csv = temp.resolve("games.csv");
        Files.write(csv, lines, StandardCharsets.UTF_8);
        return csv;
    }

    static String grade(int p) {
        int s = -14 + (int) Math.round(p * 0.67);
        return s >= 1 ? s + "d" : (1 - s) + "k";
    }

    @Test
    void theFlipCheckCountsTypingErrorsCaughtAgainstTrueUpsetsHeld() throws IOException {
        Path csv = games();
        CommandRun text = run("ratings", "backtest", "--games", csv.toString(), "--train-until", "2024-06-30",
                "--flip-check", "3");
        assertThat(text.exit()).as(text.err()).isZero();
        assertThat(text.out()).contains("one result in a thousand of the", "real results:", "3 seeds",
                "typing errors", "true upsets", "on the ratings the day before alone");
        CommandRun json = run("ratings", "backtest", "--games", csv.toString(), "--train-until", "2024-06-30",
                "--flip-check", "3", "--hold-below", "0.17", "--format", "json");
        assertThat(json.exit()).as(json.err()).isZero();
        JsonNode j = JsonMapper.builder().build().readTree(json.out());
        assertThat(j.get("level").asDouble()).isEqualTo(0.17);
        assertThat(j.get("seeds").asInt()).isEqualTo(3);
        assertThat(j.get("flipped").asLong()).isPositive();
        assertThat(j.get("caught").asLong()).isBetween(0L, j.get("flipped").asLong());
        assertThat(j.get("upsetsHeld").asLong()).isBetween(0L, j.get("upsets").asLong());
    }

    @Test
    void aLevelThatIsNoProbabilityIsRefused() throws IOException {
        CommandRun r = run("ratings", "backtest", "--games", games().toString(), "--train-until", "2024-06-30",
                "--flip-check", "3", "--hold-below", "1.5");
        assertThat(r.exit()).isNotZero();
        assertThat(r.err()).contains("--hold-below");
    }
}
