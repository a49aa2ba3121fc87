package org.tengen.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.cli.CommandRun.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

/** {@code verify} end to end on sample-data/, as staff run it. */
class VerifyCommandTest {

    @Test
    void sampleDataShowsEveryStatusAndExitsOneBecauseSomeGamesNeedAPerson() {
        CommandRun r = run("verify", "sample-data/records");
        assertThat(r.exit()).isEqualTo(ExitCode.NEEDS_A_PERSON);
        for (String status : List.of("VERIFIED", "MISMATCH", "ILLEGAL", "CYCLE", "NEEDS_REVIEW", "NO_RESULT",
                "UNREADABLE")) {
            assertThat(r.out()).contains(status);
        }
        assertThat(r.out()).contains("10 games: VERIFIED 3, MISMATCH 1, ILLEGAL 2, CYCLE 1, NEEDS_REVIEW 1, "
                + "NO_RESULT 1, UNREADABLE 1");
        assertThat(r.out()).contains("move 4 KO B8");
    }

    @Test
    @SuppressWarnings("unchecked")
    void jsonLinesCarryTheFieldsOfTheContract() {
        CommandRun r = run("verify", "--format", "json", "sample-data/records/r1-counted-verified.sgf");
        assertThat(r.exit()).isEqualTo(ExitCode.DONE);
        Map<String, Object> line = JsonMapper.builder().build().readValue(r.out().strip(), Map.class);
        assertThat(line).containsEntry("status", "VERIFIED").containsEntry("recorded", "B+1.5")
                .containsEntry("computed", "B+1.5").containsEntry("rules", "chinese-2002").containsEntry("size", 9)
                .containsEntry("handicap", 0).containsEntry("moves", 20).containsEntry("deadStones", "two-passes");
        assertThat(line.get("komiPoints").toString()).isEqualTo("7.5");
        assertThat(line.get("blackArea").toString()).isEqualTo("45.0");
        assertThat(line.get("findings")).isEqualTo(List.of());
    }

    @Test
    void rulesAndKomiCanBeOverridden() {
        CommandRun r = run("verify", "--komi", "0.5", "--format", "csv", "sample-data/records/r1-counted-verified.sgf");
        assertThat(r.out()).contains("MISMATCH").contains("B+8.5");
        assertThat(run("verify", "--rules", "klingon", "sample-data").exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run("verify", "--komi", "7.25", "sample-data").err()).contains("half points");
        CommandRun absurd = run("verify", "--komi", "1e400", "sample-data");
        assertThat(absurd.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(absurd.err()).contains("beyond any score");
    }

    @Test
    void aRunOfVerifyBuildsOnlyVerifyAndTheBareCommandListsThemAll() {
        assertThat(TengenCommand.commandLine("verify", "sample-data").getSubcommands().keySet())
                .containsExactly("verify");
        assertThat(TengenCommand.commandLine("--help").getSubcommands().keySet())
                .contains("verify", "import", "standings", "ratings", "dispute", "players", "help");
        assertThat(TengenCommand.commandLine("verfiy").getSubcommands()).hasSizeGreaterThan(10);
        CommandRun help = run("verify", "--help");
        assertThat(help.exit()).isZero();
        assertThat(help.out()).startsWith("Usage: tengen verify ");
        CommandRun wrong = run("verify", "--frobnicate", "sample-data");
        assertThat(wrong.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(wrong.err()).contains("Unknown option: '--frobnicate'").contains("Try 'tengen verify --help'.");
    }

    @Test
    void aMissingPathIsBadInput() {
        CommandRun r = run("verify", "no/such/folder");
        assertThat(r.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).contains("no/such/folder: no such file or folder");
    }

    @Test
    void zipsAreReadEntryByEntry(@TempDir Path dir) throws IOException {
        Path zip = dir.resolve("round1.zip");
        try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(zip))) {
            z.putNextEntry(new ZipEntry("boards/r1.sgf"));
            z.write(Files.readAllBytes(Path.of("sample-data/records/r1-counted-verified.sgf")));
            z.closeEntry();
            z.putNextEntry(new ZipEntry("readme.txt"));
            z.write("not a record".getBytes(StandardCharsets.UTF_8));
            z.closeEntry();
        }
        CommandRun r = run("verify", "--quiet", zip.toString());
        assertThat(r.exit()).isEqualTo(ExitCode.DONE);
        assertThat(r.out()).contains("round1.zip!boards/r1.sgf").doesNotContain("readme");
    }

    @Test
    void aZipBombEntryIsRefusedWithAMessage(@TempDir Path dir) throws IOException {
        Path zip = dir.resolve("bomb.zip");
        try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(zip))) {
            z.putNextEntry(new ZipEntry("huge.sgf"));
            byte[] zeros = new byte[1 << 20];
            for (int i = 0; i < 17; i++) {
                z.write(zeros);
            }
            z.closeEntry();
        }
        CommandRun r = run("verify", zip.toString());
        assertThat(r.exit()).isEqualTo(ExitCode.NEEDS_A_PERSON);
        assertThat(r.out()).contains("UNREADABLE").contains("inflates to more than");
    }

    @Test
    void everyCommandHasHelp() {
        assertThat(run("--help").out()).contains("verify");
        CommandRun help = run("verify", "--help");
        assertThat(help.exit()).isZero();
        assertThat(help.out()).contains("--rules").contains("--komi").contains("--format").contains("Exit status");
    }
}
