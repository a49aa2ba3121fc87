package org.tengen.standings.store;

import org.tengen.imports.ImportOutcome;
import org.tengen.registry.StandingRecords;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.tengen.imports.ImportService;
import org.tengen.imports.ImportStore;

/**
 * The ranking job on H2: the sample tournaments and the real OpenGotha files, with values worked
 * out by hand (an independent reading of the XML: the opponents of each player and their scores),
 * recomputation only when something changed, and the .h9 export read back.
 */
@SpringBootTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class StandingsJobTest {

    /** The time a command would read where it starts. */
    private static final java.time.LocalDateTime NOW = java.time.LocalDateTime.of(2026, 11, 29, 22, 15);

    @TempDir
    static Path temp;

    @DynamicPropertySource
    static void registry(DynamicPropertyRegistry r) {
        r.add("spring.datasource.url", () -> "jdbc:h2:mem:standings-job-test;DB_CLOSE_DELAY=-1");
        r.add("tengen.reports", () -> temp.resolve("reports").toString());
        r.add("tengen.work", () -> temp.resolve("work").toString());
    }

    @Autowired
    ImportService imports;

    @Autowired
    StandingsService service;

    @org.springframework.test.context.bean.override.mockito.MockitoSpyBean
    StandingRecords store;

    @Autowired
    JdbcTemplate jdbc;

    static Path opengotha() {
        Path p = Path.of(System.getProperty("tengen.shared.data", "../shared/data")).resolve("opengotha");
        Assumptions.assumeTrue(Files.isDirectory(p), "skipped: the OpenGotha files are not at " + p.toAbsolutePath());
        return p;
    }

    private Map<Integer, StandingRecords.Line> lines(String code) {
        return store.lines(store.current(code).orElseThrow()).stream()
                .collect(Collectors.toMap(StandingRecords.Line::no, Function.identity()));
    }

    @Test
    @Order(1)
    void ranksTheSampleTournaments() {
        imports.importAll(List.of(Path.of("sample-data/tournaments")), o -> { });
        assertThat(service.bringUpToDate(NOW)).isEqualTo(4);
        Map<Integer, StandingRecords.Line> hz = lines("HZ-2026-QJ");
        // Player 10 withdrew after 3 of 9 rounds (art. 28.2): void, no place, listed last.
        assertThat(hz.get(10).voided()).isTrue();
        assertThat(hz.get(10).place()).isNull();
        List<StandingRecords.Line> ordered = store.lines(store.current("HZ-2026-QJ").orElseThrow());
        assertThat(ordered.get(ordered.size() - 1).no()).isEqualTo(10);
        // Every other player: 2 points a win over the 8 remaining opponents; points add up to 2 × games.
        int total = ordered.stream().mapToInt(l -> l.points().intValue()).sum();
        assertThat(total).isEqualTo(2 * 36);
        for (StandingRecords.Line l : ordered) {
            if (!l.voided()) {
                assertThat(l.rounds()).hasSize(9);
                assertThat(l.wins() + l.draws() + l.losses()).isEqualTo(8);
            }
        }
        // Places follow points, then SB, then warnings.
        for (int i = 1; i < ordered.size() - 1; i++) {
            assertThat(ordered.get(i).points()).isLessThanOrEqualTo(ordered.get(i - 1).points());
        }
        // The team league: 4 teams, 3 rounds, 2 match points a win; the match points add up to 2 × 6 matches.
        List<StandingRecords.TeamLine> teams = store.teamLines(store.current("SZ-2026-TL").orElseThrow());
        assertThat(teams).hasSize(4);
        assertThat(teams.stream().mapToInt(StandingRecords.TeamLine::matchPoints).sum()).isEqualTo(12);
        assertThat(teams.get(0).matches()).hasSize(3);
        // The Swiss: a bye is 2 points and adds nothing to OPP.
        Map<Integer, StandingRecords.Line> sh = lines("SH-2026-CO");
        assertThat(sh.values()).filteredOn(l -> l.rounds().contains("0+")).hasSize(5);
        assertThat(service.bringUpToDate(NOW)).as("nothing changed: nothing recomputed").isZero();
    }

    @Test
    @Order(2)
    void aChangedGameRecomputesOnlyItsTournament() {
        long id = store.current("SH-2026-CO").orElseThrow();
        jdbc.update("update game set result = 'W+R' where id = (select min(id) from game where tournament_id = ? "
                + "and result like 'B+%' and white_id is not null)", id);
        assertThat(service.bringUpToDate(NOW)).isEqualTo(1);
    }

    @Test
    @Order(3)
    void realOpenGothaFilesAgreeWithValuesWorkedOutByHand() {
        List<ImportService.Outcome> out = imports.importAll(List.of(opengotha()), o -> { });
        assertThat(out).extracting(ImportService.Outcome::outcome).containsOnly(ImportOutcome.PUBLISHED);
        service.bringUpToDate(NOW);

        // swiss-u12-2020.xml: NBW, DC, SOSW; a bye is worth 0 in this event.
        // Grosu (no. 31) won all six games against 36, 29, 22, 23, 20, 7, who have 2, 4, 5, 5, 4, 4 wins: SOS 24.
        Map<Integer, StandingRecords.Line> u12 = lines("CNJ-2020-U12");
        assertThat(u12.get(31).place()).isEqualTo(1);
        assertThat(u12.get(31).tiebreaks().get("NBW")).isEqualByComparingTo("6");
        assertThat(u12.get(31).tiebreaks().get("SOS")).isEqualByComparingTo("24");
        assertThat(u12.get(22).tiebreaks().get("NBW")).isEqualByComparingTo("5");
        assertThat(u12.get(22).tiebreaks().get("SOS")).isEqualByComparingTo("24");
        assertThat(u12.get(10).tiebreaks().get("SOS")).isEqualByComparingTo("23");
        // 22 and 23: 5 wins, neither met the other (DC 0), SOS 24 each: a shared second place.
        assertThat(u12.get(22).place()).isEqualTo(2);
        assertThat(u12.get(23).place()).isEqualTo(2);
        assertThat(u12.get(22).shared()).isTrue();

        // mcmahon-sodos-2020.xml: NBW, SOSW, SODOSW; two games without a result count for nobody.
        Map<Integer, StandingRecords.Line> jt = lines("JAKO-TAKO NR 7");
        assertThat(jt.get(6).tiebreaks()).containsEntry("NBW", new java.math.BigDecimal("6"));
        assertThat(jt.get(6).tiebreaks().get("SODOS")).isEqualByComparingTo("21");
        assertThat(jt.get(10).tiebreaks().get("SOS")).isEqualByComparingTo("21");
        assertThat(jt.get(10).tiebreaks().get("SODOS")).isEqualByComparingTo("15");
        assertThat(jt.get(19).tiebreaks().get("SOS")).isEqualByComparingTo("23");
        assertThat(jt.get(19).tiebreaks().get("SODOS")).isEqualByComparingTo("12");

        // team-14-teams-2020.xml: McMahon (bar 4d, floor 20k), MMS, SOSM, SOSOSM; 14 teams of 3.
        // Perroux (no. 1, 2k): SMMS 28 + 4 wins = 32; opponents' MMS 138 in all.
        Map<Integer, StandingRecords.Line> lgo = lines("TOURNOI_EQUIPE_LGO_2020");
        assertThat(lgo.get(1).tiebreaks().get("MMS")).isEqualByComparingTo("32");
        assertThat(lgo.get(1).tiebreaks().get("SOS")).isEqualByComparingTo("138");
        assertThat(lgo.get(4).tiebreaks().get("MMS")).isEqualByComparingTo("34");
        assertThat(lgo.get(4).tiebreaks().get("SOS")).isEqualByComparingTo("171");
        assertThat(lgo.get(40).tiebreaks().get("MMS")).isEqualByComparingTo("35");
        assertThat(lgo.get(40).tiebreaks().get("SOS")).isEqualByComparingTo("157");
        assertThat(lgo.get(1).team()).isNotNull();
        List<StandingRecords.TeamLine> teams = store.teamLines(store.current("TOURNOI_EQUIPE_LGO_2020").orElseThrow());
        assertThat(teams).hasSize(14);
        assertThat(teams.get(0).team()).isEqualTo("Lorient");
        assertThat(teams.get(0).matchPoints()).isEqualTo(10);
    }

    @Test
    @Order(4)
    void theH9ExportReadsBackToTheSameStandings() throws Exception {
        StandingRecords.Inputs in = store.inputs(store.current("JAKO-TAKO NR 7").orElseThrow());
        String h9 = org.tengen.cli.StandingsH9.write(store.header(in.tournamentId()), in, store.lines(in.tournamentId()));
        assertThat(h9).contains("; EV[Turniej Jako-Tako nr 7]").contains("; CL[A]").contains("+/");
        Path file = temp.resolve("copy.h9");
        Files.writeString(file, h9.replace("; TC[JAKO-TAKO NR 7]", "; TC[JT-COPY]"));
        assertThat(imports.importAll(List.of(file), o -> { }).get(0).outcome()).isEqualTo(ImportOutcome.PUBLISHED);
        service.bringUpToDate(NOW);
        List<StandingRecords.Line> original = store.lines(in.tournamentId());
        List<StandingRecords.Line> copy = store.lines(store.current("JT-COPY").orElseThrow());
        assertThat(copy).extracting(StandingRecords.Line::name).containsExactlyElementsOf(
                original.stream().map(StandingRecords.Line::name).toList());
        assertThat(copy).extracting(l -> l.tiebreaks().get("NBW") + "/" + l.tiebreaks().get("SOS"))
                .containsExactlyElementsOf(original.stream().map(l -> l.tiebreaks().get("NBW") + "/"
                        + l.tiebreaks().get("SOS")).toList());
    }

    @Test
    @Order(5)
    void aRunThatStopsIsContinuedByTheNextWithoutRedoingWhatWasDone() {
        jdbc.update("update tournament set standings_inputs_sha256 = null where current_version = true");
        int all = jdbc.queryForObject("select count(*) from tournament where current_version = true", Integer.class);
        int[] saved = {0};
        org.mockito.Mockito.doAnswer(inv -> {
            if (++saved[0] == 3) {
                throw new IllegalStateException("database gone (injected)");
            }
            return inv.callRealMethod();
        }).when(store).save(org.mockito.ArgumentMatchers.any(), org.mockito.ArgumentMatchers.any(),
                org.mockito.ArgumentMatchers.any(), org.mockito.ArgumentMatchers.any());
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> service.bringUpToDate(NOW))
                .hasMessageContaining("database gone (injected)");
        // One tournament a transaction: the two before the failure are stored, the third rolled back.
        assertThat(jdbc.queryForObject("select count(*) from tournament where current_version = true and "
                + "standings_inputs_sha256 is not null", Integer.class)).isEqualTo(2);
        org.mockito.Mockito.doCallRealMethod().when(store).save(org.mockito.ArgumentMatchers.any(),
                org.mockito.ArgumentMatchers.any(), org.mockito.ArgumentMatchers.any(),
                org.mockito.ArgumentMatchers.any());
        assertThat(service.bringUpToDate(NOW)).isEqualTo(all - 2);
        assertThat(jdbc.queryForObject("select count(*) from tournament where current_version = true and "
                + "standings_inputs_sha256 is null", Integer.class)).isZero();
    }
}
