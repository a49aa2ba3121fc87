package org.tengen.verification;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The dead-stone estimate's agreement with people's counts, pinned: the counted games of
 * ../shared/data/sgf/ai-games (a recorded margin such as {@code W+2.5}, dead stones nobody marked
 * and the game not ended by two passes) verified as {@code verify} runs them, the record's own
 * rules. The measure is docs/verification.md's (docs/tools/compare_with_gnugo.py, the row "as
 * verify runs it"): the computed result equals the recorded one exactly, or names the same winner.
 * A faster or different estimator that agrees less fails here.
 */
class EstimateAgreementTest {

    /** The figures of docs/verification.md's agreement table: no estimator may fall below them. */
    private static final int EXACT_AT_LEAST = 284;
    private static final int WINNER_AT_LEAST = 526;
    private static final Pattern MARGIN = Pattern.compile("[BW]\\+[0-9].*");

    @Test
    void theEstimateAgreesWithTheRecordedCountsAtLeastAsOftenAsDocumented() throws IOException {
        Path dir = SharedData.sgf("ai-games");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(Files::isRegularFile).filter(p -> p.toString().toLowerCase().endsWith(".sgf"))
                    .sorted().toList();
        }
        List<Verification> counted = files.parallelStream()
                .flatMap(f -> Verifier.verifyFile(f.toString(), read(f), Verifier.Options.DEFAULT).stream())
                .filter(v -> v.deadStones() == DeadStoneSource.ESTIMATED)
                .filter(v -> MARGIN.matcher(v.recorded().notation()).matches())
                .toList();
        long exact = counted.stream().filter(v -> v.computed() != null
                && v.computed().notation().equals(v.recorded().notation())).count();
        long winner = counted.stream().filter(v -> v.computed() != null
                && v.computed().notation().charAt(0) == v.recorded().notation().charAt(0)).count();
        String figures = counted.size() + " counted games: " + exact + " exact, " + winner + " winners";
        assertThat(counted).as(figures).hasSizeGreaterThan(600);
        assertThat(exact).as(figures).isGreaterThanOrEqualTo(EXACT_AT_LEAST);
        assertThat(winner).as(figures).isGreaterThanOrEqualTo(WINNER_AT_LEAST);
    }

    private static byte[] read(Path f) {
        try {
            return Files.readAllBytes(f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
