package org.tengen.verification;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.tengen.rules.Finding;
import org.tengen.rules.RuleSet;

/** Every real record in ../shared/data/sgf is read and verified without an exception, and classified. */
class RealRecordsTest {

    private static List<Verification> verifyAll(Path dir, Verifier.Options options) throws IOException {
        List<Verification> all = new ArrayList<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(Files::isRegularFile)
                    .filter(p -> p.toString().toLowerCase().endsWith(".sgf")).sorted().toList()) {
                all.addAll(Verifier.verifyFile(dir.relativize(f).toString(), Files.readAllBytes(f), options));
            }
        }
        return all;
    }

    @Test
    void everyRealRecordIsReadAndVerifiedWithoutAnException() throws IOException {
        List<Verification> all = verifyAll(SharedData.sgf(""), Verifier.Options.DEFAULT);
        assertThat(all).hasSizeGreaterThan(6500);
        Map<Status, Integer> counts = new EnumMap<>(Status.class);
        all.forEach(v -> counts.merge(v.status(), 1, Integer::sum));
        assertThat(counts.get(Status.VERIFIED)).isGreaterThan(5000);
    }

    @Test
    void theCorruptAiGamesAreReportedAsSuchWithTheMove() throws IOException {
        List<Verification> all = verifyAll(SharedData.sgf("ai-games"), Verifier.Options.DEFAULT);
        List<Verification> corrupt = all.stream().filter(v -> v.status() == Status.UNREADABLE).toList();
        assertThat(corrupt).isNotEmpty();
        assertThat(corrupt).allMatch(v -> v.findings().stream().anyMatch(f -> f.kind() == Finding.Kind.OCCUPIED
                && f.move() > 0 && f.point() != null));
        assertThat(corrupt).anyMatch(v -> v.file().contains("Sweeper"));
    }

    @Test
    void fuegoRepetitionRecordsAreClassified() throws IOException {
        Path dir = SharedData.sgf("fuego-regression/repetition");
        Map<String, Verification> byFile = new java.util.HashMap<>();
        verifyAll(dir, Verifier.Options.DEFAULT).forEach(v -> byFile.put(v.file(), v));
        assertThat(byFile.get("triple-ko.sgf").status()).isEqualTo(Status.CYCLE);
        assertThat(byFile.get("long-life.sgf").status()).isEqualTo(Status.CYCLE);
        assertThat(byFile.get("triple-ko.sgf").computed().notation()).isEqualTo("Void");
        assertThat(byFile.get("simpleko.sgf").findings()).isEmpty();

        Map<String, Verification> tt = new java.util.HashMap<>();
        verifyAll(dir, Verifier.Options.DEFAULT.withRules(RuleSet.TROMP_TAYLOR)).forEach(v -> tt.put(v.file(), v));
        // "W B9 is forbidden if positional superko is used" (the record's own comment).
        assertThat(tt.get("positional-superko.sgf").findings()).extracting(Finding::kind, Finding::point)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(Finding.Kind.SUPERKO, "B9"));
        assertThat(tt.get("positional-superko.sgf").status()).isEqualTo(Status.ILLEGAL);
    }

    @Test
    void territoryMarkupReproducesACountedComputerGame() throws IOException {
        Path dir = SharedData.sgf("fuego-regression/games/2008/EGC2008/9");
        Verification v = verifyAll(dir, Verifier.Options.DEFAULT).stream()
                .filter(x -> x.file().equals("Fuego9-MonteGNU.sgf")).findFirst().orElseThrow();
        assertThat(v.deadStones()).isEqualTo(DeadStoneSource.MARKED);
        assertThat(v.status()).isEqualTo(Status.VERIFIED);
        assertThat(v.computed().notation()).isEqualTo("W+16.5");
    }
}
