package org.tengen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tengen.registry.LookupConnection;
import org.tengen.registry.RatingListing;
import org.tengen.registry.StandingsListing;

/**
 * The lookups read the registry over a plain connection when it is current and nothing needs
 * computing first, and start Spring otherwise: the two ways print the same bytes, and the plain
 * way is refused when the registry is new or behind.
 */
class LookupsTest {

    @TempDir
    static Path temp;
    static String db;
    /** A registration merged into another, and the one kept. */
    static String merged;
    static String kept;

    static CommandRun run(boolean withoutSpring, String... args) {
        boolean before = Lookups.withoutSpring;
        Lookups.withoutSpring = withoutSpring;
        try {
            return CommandRun.run(args);
        } finally {
            Lookups.withoutSpring = before;
        }
    }

    static long query(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(db, "sa", ""); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    static String text(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(db, "sa", ""); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    static void update(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(db, "sa", ""); Statement s = c.createStatement()) {
            s.executeUpdate(sql);
        }
    }

    /** The sample registry, its standings and ratings computed, with a ruled, a dismissed and an open dispute. */
    @BeforeAll
    static void aRegistryWithDisputes() throws Exception {
        db = "jdbc:h2:file:" + temp.resolve("tengen").toAbsolutePath() + ";AUTO_SERVER=TRUE";
        System.setProperty("tengen.reports", temp.resolve("reports").toString());
        System.setProperty("tengen.work", temp.resolve("work").toString());
        CommandRun imported = run(false, "import", "sample-data", "--db", db, "--quiet");
        assertThat(imported.exit()).as(imported.err()).isEqualTo(ExitCode.NEEDS_A_PERSON);
        long mismatch = query("select g.id from game g join tournament t on t.id = g.tournament_id where "
                + "t.code = 'HZ-2026-QJ' and g.result = 'W+8.5' and g.computed_result = 'W+6.5'");
        long other = query("select min(g.id) from game g join tournament t on t.id = g.tournament_id where "
                + "t.code = 'SH-2026-CO' and g.result = 'B+R'");
        assertThat(run(false, "dispute", "open", "--game", Long.toString(mismatch), "--by", "谢天佑", "--reason",
                "the margin was typed wrong", "--db", db).exit()).isZero();
        assertThat(run(false, "dispute", "rule", "--dispute", "1", "--result", "白胜3又1/4子", "--article", "art. 9",
                "--referee", "王裁判", "--reason", "recounted from the record", "--db", db).exit()).isZero();
        run(false, "dispute", "open", "--game", Long.toString(other), "--by", "Black", "--reason", "I object", "--db", db);
        run(false, "dispute", "dismiss", "--dispute", "2", "--referee", "李裁判", "--reason", "no grounds", "--db", db);
        run(false, "dispute", "open", "--game", Long.toString(other), "--by", "White", "--reason", "Black played twice",
                "--db", db);
        CommandRun edited = run(false, "players", "edit", "CN-001207", "--birth-date", "1990-03-02", "--by", "王", "--reason",
                "from the ID card", "--db", db);
        assertThat(edited.exit()).as(edited.err()).isZero();
        merged = "#" + query("select id from player where name = '林军'");
        kept = "#" + query("select id from player where name = '林浩然'");
        CommandRun merge = run(false, "players", "merge", merged, "--into", kept, "--by", "王", "--reason", "same person",
                "--keep", "name=林浩然", "--keep", "sex=女", "--keep", "birth-date=2002-10-19", "--db", db);
        assertThat(merge.exit()).as(merge.err()).isZero();
        CommandRun promotions = run(false, "promotions", "--db", db);
        assertThat(promotions.exit()).as(promotions.err()).isZero();
    }

    @AfterEach
    void backToThePlainWay() {
        Lookups.withoutSpring = true;
    }

    private static void sameBothWays(String... args) {
        String[] withDb = java.util.stream.Stream.concat(java.util.Arrays.stream(args), java.util.stream.Stream.of(
                "--db", db)).toArray(String[]::new);
        CommandRun spring = run(false, withDb);
        CommandRun plain = run(true, withDb);
        assertThat(plain.exit()).as(String.join(" ", args) + ": " + plain.err()).isEqualTo(spring.exit());
        assertThat(plain.out()).as(String.join(" ", args)).isEqualTo(spring.out());
        assertThat(plain.err()).as(String.join(" ", args)).isEqualTo(spring.err());
    }

    @Test
    void disputeListPrintsTheSameWithAndWithoutSpring() {
        CommandRun list = run(true, "dispute", "list", "--db", db);
        assertThat(list.out()).contains("dispute 1  game ", "RULED  opened by 谢天佑: the margin was typed wrong  — 王裁判, "
                        + "W+6.5 (art. 9): recounted from the record", "DISMISSED  opened by Black: I object  — 李裁判: no grounds",
                "OPEN  opened by White: Black played twice\n");
        sameBothWays("dispute", "list");
    }

    @Test
    void theRatingListPrintsTheSameWithAndWithoutSpring() {
        sameBothWays("ratings");
        sameBothWays("ratings", "--format", "json");
        sameBothWays("ratings", "--format", "csv");
        sameBothWays("ratings", "--as-of", "2026-10-31");
        assertThat(run(true, "ratings", "--db", db).out()).contains("等级分 GoR", "CN-001207", "This list includes");
    }

    /**
     * What the list adds below it — a result held for review, a tournament that came late and whom
     * it moved — printed the same both ways (written here as a rating run would leave it).
     */
    @Test
    void heldResultsAndALateTournamentPrintTheSameWithAndWithoutSpring() throws Exception {
        long game = query("select min(g.id) from game g join tournament t on t.id = g.tournament_id where "
                + "t.rated = true and t.current_version = true and g.id not in (select game_id from rating_flag)");
        String late = text("select max(code) from rated_tournament");
        String ratedAt = text("select rated_at from rated_tournament where code = '" + late + "'");
        long player = query("select min(player_id) from player_rating");
        update("insert into rating_flag (game_id, probability, flagged_at, reason) values (" + game + ", 0.0123, "
                + "timestamp '2026-11-30 02:00:00', '张三 lost to 李四: 2% given their other games')");
        update("update rated_tournament set late = true where code = '" + late + "'");
        update("insert into rating_moved (rated_at, rerated_from, player_id, rating_before, rating_after, played) "
                + "values (timestamp '" + ratedAt + "', date '2026-09-01', " + player + ", 2100.5, 2112.25, true)");
        try {
            assertThat(run(true, "ratings", "--db", db).out()).contains("Held for review", "game " + game,
                    "张三 lost to 李四", late + " came late", "(played in it)");
            sameBothWays("ratings");
            sameBothWays("ratings", "--format", "json");
            sameBothWays("ratings", "--as-of", "2026-10-31");
        } finally {
            update("delete from rating_moved where player_id = " + player + " and rating_after = 2112.25");
            update("update rated_tournament set late = false where code = '" + late + "'");
            update("delete from rating_flag where game_id = " + game);
        }
    }

    /** A result changed since the list was computed (a write the rating job has not seen): the list is rated first. */
    @Test
    void aChangedResultIsRatedBeforeTheListIsShown() throws Exception {
        long runs = query("select count(*) from rating_run");
        long game = query("select min(g.id) from game g join tournament t on t.id = g.tournament_id where "
                + "t.rated = true and t.current_version = true and g.result like 'B+%'");
        String was = text("select result from game where id = " + game);
        try (Connection c = LookupConnection.open(db).orElseThrow()) {
            assertThat(RatingListing.upToDate(c)).isTrue();
        }
        update("update game set result = 'W+R' where id = " + game);
        try {
            try (Connection c = LookupConnection.open(db).orElseThrow()) {
                assertThat(RatingListing.upToDate(c)).isFalse();
            }
            CommandRun list = run(true, "ratings", "--format", "json", "--db", db);
            assertThat(list.exit()).as(list.err()).isZero();
            assertThat(query("select count(*) from rating_run")).as("the rating job ran").isEqualTo(runs + 1);
            try (Connection c = LookupConnection.open(db).orElseThrow()) {
                assertThat(RatingListing.upToDate(c)).isTrue();
            }
            assertThat(run(true, "ratings", "--format", "json", "--db", db).out()).isEqualTo(list.out());
            assertThat(query("select count(*) from rating_run")).isEqualTo(runs + 1);
        } finally {
            update("update game set result = '" + was + "' where id = " + game);
            run(false, "ratings", "--db", db);
        }
    }

    @Test
    void standingsPrintTheSameWithAndWithoutSpring() {
        for (String format : List.of("text", "json", "csv", "h9")) {
            sameBothWays("standings", "--tournament", "hz-2026-qj", "--format", format);
            sameBothWays("standings", "--tournament", "SZ-2026-TL", "--format", format);
        }
        sameBothWays("standings", "--tournament", "SH-2026-CO");
        sameBothWays("standings", "--tournament", "NOPE");
        CommandRun missing = run(true, "standings", "--tournament", "NOPE", "--db", db);
        assertThat(missing.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(missing.err()).isEqualTo("tengen standings: no tournament NOPE in the registry (known: SZ-2026-TL, "
                + "HZ-2026-QJ, SH-2026-CO, HZ-2026-DW)\n");
    }

    /** A game changed since the standings were computed: they are computed again before they are shown. */
    @Test
    void aChangedResultIsRankedBeforeTheStandingsAreShown() throws Exception {
        String computedAt = "select standings_computed_at from tournament where code = 'SZ-2026-TL' and current_version";
        String before = text(computedAt);
        long game = query("select min(g.id) from game g join tournament t on t.id = g.tournament_id where "
                + "t.code = 'SZ-2026-TL' and t.current_version = true and g.result like 'B+%'");
        String was = text("select result from game where id = " + game);
        update("update game set result = 'W+R' where id = " + game);
        try {
            try (Connection c = LookupConnection.open(db).orElseThrow()) {
                assertThat(StandingsListing.upToDate(c)).isFalse();
            }
            CommandRun text = run(true, "standings", "--tournament", "SZ-2026-TL", "--db", db);
            assertThat(text.exit()).as(text.err()).isZero();
            assertThat(text(computedAt)).as("the ranking job ran").isNotEqualTo(before);
            try (Connection c = LookupConnection.open(db).orElseThrow()) {
                assertThat(StandingsListing.upToDate(c)).isTrue();
            }
            assertThat(run(true, "standings", "--tournament", "SZ-2026-TL", "--db", db).out()).isEqualTo(text.out());
        } finally {
            update("update game set result = '" + was + "' where id = " + game);
            run(false, "standings", "--tournament", "SZ-2026-TL", "--db", db);
            run(false, "ratings", "--db", db);
        }
    }

    @Test
    void aPlayerShownPrintsTheSameWithAndWithoutSpring() {
        for (String player : List.of("#1", kept, merged, "CN-001207", "CN-004000", "#9999", "99999999", "xx!")) {
            sameBothWays("players", "show", player);
            sameBothWays("players", "show", player, "--format", "json");
        }
        assertThat(run(true, "players", "show", kept, "--db", db).out()).contains("Merges:", "merged into " + kept,
                "Rating:", "GoR ");
        assertThat(run(true, "players", "show", "CN-004000", "--db", db).out()).contains("certificate TG-2026-000001");
        CommandRun unknown = run(true, "players", "show", "#9999", "--db", db);
        assertThat(unknown.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(unknown.err()).isEqualTo("tengen players show: no player #9999 in the registry\n");
    }

    /** Each lookup in a JVM of its own, as staff run it: not one class of Spring, Hibernate or Flyway is loaded. */
    @Test
    void theLookupsLoadNoSpringHibernateOrFlyway() throws Exception {
        for (List<String> lookup : List.of(List.of("dispute", "list"), List.of("ratings", "--format", "json"),
                List.of("standings", "--tournament", "HZ-2026-QJ"), List.of("players", "show", "CN-001207"))) {
            List<String> command = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin",
                    "java").toString(), "-verbose:class", "-cp", System.getProperty("java.class.path"),
                    TengenCommand.class.getName()));
            command.addAll(lookup);
            command.addAll(List.of("--db", db));
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertThat(p.waitFor()).as(out).isZero();
            assertThat(out).as(String.join(" ", lookup)).contains("org.tengen.registry.LookupConnection");
            assertThat(out.lines().filter(l -> l.contains("class,load"))
                    .filter(l -> l.matches(".*\\] (org\\.springframework|org\\.hibernate|org\\.flywaydb)\\..*")))
                    .as(String.join(" ", lookup)).isEmpty();
        }
    }

    @Test
    void aNewRegistryIsLeftToSpring() {
        String fresh = "jdbc:h2:file:" + temp.resolve("new").toAbsolutePath() + ";AUTO_SERVER=TRUE";
        assertThat(LookupConnection.open(fresh)).isEmpty();
        assertThat(temp.resolve("new.mv.db")).doesNotExist();
        CommandRun list = run(true, "dispute", "list", "--db", fresh);
        assertThat(list.exit()).as(list.err()).isZero();
        assertThat(list.out()).isEqualTo("No disputes.\n");
        assertThat(temp.resolve("new.mv.db")).as("Spring created and migrated it").exists();
        Optional<Connection> now = LookupConnection.open(fresh);
        assertThat(now).isPresent();
        now.ifPresent(LookupsTest::close);
    }

    @Test
    void aPendingMigrationIsLeftToSpring() throws Exception {
        Optional<Connection> current = LookupConnection.open(db);
        assertThat(current).isPresent();
        current.ifPresent(LookupsTest::close);
        long rank = query("select max(\"installed_rank\") from \"flyway_schema_history\" where \"version\" is not null");
        String version = text("select \"version\" from \"flyway_schema_history\" where \"installed_rank\" = " + rank);
        update("update \"flyway_schema_history\" set \"version\" = '0.9' where \"installed_rank\" = " + rank);
        try {
            assertThat(LookupConnection.open(db)).as("a migration of the jar is not recorded").isEmpty();
        } finally {
            update("update \"flyway_schema_history\" set \"version\" = '" + version + "' where \"installed_rank\" = "
                    + rank);
        }
        long failed = query("select min(\"installed_rank\") from \"flyway_schema_history\" where \"version\" is not null");
        update("update \"flyway_schema_history\" set \"success\" = false where \"installed_rank\" = " + failed);
        try {
            assertThat(LookupConnection.open(db)).as("a failed migration").isEmpty();
        } finally {
            update("update \"flyway_schema_history\" set \"success\" = true where \"installed_rank\" = " + failed);
        }
    }

    private static void close(Connection c) {
        try {
            c.close();
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
