package org.tengen.imports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;
import org.tengen.record.RecordLimits;
import org.tengen.record.GameRecord;
import org.tengen.record.RecordReader;
import org.tengen.record.RecordReading;
import org.tengen.registry.FindingsJson;
import org.tengen.rules.Point;
import org.tengen.rules.Score;
import org.tengen.sheet.Fold;
import org.tengen.sheet.Problem;
import org.tengen.sheet.ResultSheet;
import org.tengen.sheet.ResultSheetChecks;
import org.tengen.sheet.SheetGame;
import org.tengen.sheet.SheetPlayer;
import org.tengen.sheet.TournamentInfo;
import org.tengen.verification.Status;
import org.tengen.verification.Verification;
import org.tengen.verification.Verifier;
import org.tengen.ops.ContentHash;
import org.tengen.workbook.ErrorReport;

/**
 * What each step of the import job does (read → validate → resolve players → verify games →
 * publish). Each step's decisions are stored before the step ends, in the step's transaction, so a
 * run killed at any point restarts from the step that did not finish. Only {@link #publish}
 * touches the registry, in one transaction: a tournament is published whole or not at all.
 */
@Component
public class ImportSteps {

    /** Game status of a game without a record: result-level checks only. */
    public static final String NO_RECORD = "NO_RECORD";
    /** Game status of a bye (轮空). */
    public static final String BYE = "BYE";

    private final ImportStore store;
    private final ImportWorkspace workspace;
    private final ErrorReport errorReport;
    /** The member registry: merged registrations followed, the member list's word on a 会员号. */
    @org.springframework.beans.factory.annotation.Autowired
    private org.tengen.registry.PlayerRecords players;

    public ImportSteps(ImportStore store, ImportWorkspace workspace, ErrorReport errorReport) {
        this.store = store;
        this.workspace = workspace;
        this.errorReport = errorReport;
    }

    private Optional<ImportWorkspace.Loaded> open(long batchId) {
        ImportStore.Batch b = store.batch(batchId);
        if (!ImportStore.READING.equals(b.outcome())) {
            return Optional.empty();       // decided already (unchanged content, or a finished run)
        }
        return Optional.of(workspace.load(b));
    }

    // ---- read ---------------------------------------------------------------------------------

    /** Reads the workbook and its records; an unchanged re-import ends here. */
    public String read(long batchId) {
        Optional<ImportWorkspace.Loaded> opened = open(batchId);
        if (opened.isEmpty()) {
            return "decided before";
        }
        ImportWorkspace.Loaded l = opened.get();
        List<Problem> problems = new ArrayList<>(l.sheet().problems());
        problems.addAll(l.recordProblems());
        store.replaceProblems(batchId, "read", problems);
        TournamentInfo t = l.sheet().tournament();
        String code = t == null || t.code().isEmpty() ? null : t.code();
        store.recordRead(batchId, l.contentSha256(), code, l.sheet().games().size());
        if (code != null) {
            Optional<ImportStore.Current> current = store.current(code);
            if (current.isPresent() && l.contentSha256().equals(current.get().contentSha256())) {
                store.replaceProblems(batchId, "read", List.of());
                store.finish(batchId, ImportStore.UNCHANGED, current.get().id(), 0, 0, 0, 0, 0, null);
                return "unchanged: " + code + " version " + current.get().version() + " has the same content";
            }
        }
        return l.sheet().games().size() + " games, " + problems.size() + " problems";
    }

    // ---- validate -----------------------------------------------------------------------------

    /** Checks across rows: players, rounds, withdrawals, warnings, handicaps, teams. */
    public String validate(long batchId) {
        Optional<ImportWorkspace.Loaded> opened = open(batchId);
        if (opened.isEmpty()) {
            return "decided before";
        }
        List<Problem> problems = ResultSheetChecks.problems(opened.get().sheet());
        store.replaceProblems(batchId, "validate", problems);
        return problems.size() + " problems";
    }

    // ---- resolve players ----------------------------------------------------------------------

    /**
     * Links each player of the sheet to the registry: the same player as in the previous version
     * of this tournament; else by federation id; else by name and birth date; else a newcomer,
     * created at publishing and listed for staff to confirm. Never by name alone.
     */
    public String resolvePlayers(long batchId) {
        Optional<ImportWorkspace.Loaded> opened = open(batchId);
        if (opened.isEmpty()) {
            return "decided before";
        }
        ResultSheet sheet = opened.get().sheet();
        if (sheet.tournament() == null) {
            return "no tournament";
        }
        Map<String, Long> previous = new HashMap<>();
        store.current(sheet.tournament().code()).ifPresent(c -> store.jdbc().query(
                "select name, player_id from participation where tournament_id = ?",
                rs -> {
                    previous.put(Fold.key(rs.getString(1)), rs.getLong(2));
                }, c.id()));
        List<ImportStore.Match> matches = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        String ps = sheet.playersSheet();
        for (SheetPlayer p : sheet.players()) {
            Long prev = previous.get(Fold.key(p.name()));
            if (prev != null) {
                matches.add(new ImportStore.Match(p.no(), prev, ImportStore.How.PREVIOUS_VERSION, null));
                continue;
            }
            if (p.federationId() != null) {
                players.memberFinding(p.federationId(), p.name()).ifPresent(f -> problems.add(new Problem(f.error()
                        ? Problem.Severity.ERROR : Problem.Severity.WARNING, sheet.file(), ps, p.row(),
                        sheet.column(ps, "会员号"), p.federationId(), f.reason())));
                List<Map<String, Object>> found = store.jdbc().queryForList(
                        "select id, name, birth_date from player where federation_id = ?", p.federationId());
                if (found.isEmpty()) {
                    matches.add(new ImportStore.Match(p.no(), null, ImportStore.How.NEW_WITH_ID,
                            "federation id " + p.federationId() + " is new to the registry"));
                    continue;
                }
                Map<String, Object> row = found.get(0);
                long id = players.current(((Number) row.get("id")).longValue());
                String registered = (String) row.get("name");
                Object birth = row.get("birth_date");
                if (p.birthDate() != null && birth != null && !p.birthDate().equals(toLocalDate(birth))) {
                    problems.add(new Problem(Problem.Severity.ERROR, sheet.file(), ps, p.row(),
                            sheet.column(ps, "会员号"), p.federationId(), "federation id " + p.federationId()
                            + " belongs to " + registered + ", born " + toLocalDate(birth) + ", but this row says "
                            + p.name() + ", born " + p.birthDate() + ": is the id mistyped?"));
                } else if (!Fold.key(registered).equals(Fold.key(p.name()))) {
                    problems.add(new Problem(Problem.Severity.WARNING, sheet.file(), ps, p.row(),
                            sheet.column(ps, "姓名"), p.name(), "federation id " + p.federationId()
                            + " is registered as " + registered + "; the games are given to " + registered));
                }
                matches.add(new ImportStore.Match(p.no(), id, ImportStore.How.FEDERATION_ID, null));
                continue;
            }
            if (p.birthDate() != null) {
                List<Long> same = players.byNameAndBirthDate(p.name(), p.birthDate());
                if (same.size() == 1) {
                    players.card(same.get(0)).ifPresent(c -> problems.add(new Problem(Problem.Severity.WARNING,
                            sheet.file(), ps, p.row(), sheet.column(ps, "姓名"), p.name(), "no 会员号: linked to "
                            + c.label() + " by name and birth date" + (p.club() != null && c.club() != null
                            && Fold.key(p.club()).equals(Fold.key(c.club())) ? " and club" : ""))));
                    matches.add(new ImportStore.Match(p.no(), same.get(0), ImportStore.How.NAME_AND_BIRTH_DATE,
                            null));
                    continue;
                }
            }
            List<Long> namesakes = store.jdbc().queryForList("select id from player where name = ? order by id",
                    Long.class, p.name());
            matches.add(new ImportStore.Match(p.no(), null, ImportStore.How.NEWCOMER, namesakes.isEmpty() ? null
                    : "registered players with the same name: " + namesakes + " (not merged: no federation id"
                    + (p.birthDate() == null ? " and no birth date" : " and another birth date") + ")"));
        }
        store.replaceMatches(batchId, matches);
        store.replaceProblems(batchId, "resolve", problems);
        long newcomers = matches.stream().filter(m -> m.playerId() == null).count();
        return matches.size() + " players, " + newcomers + " new to the registry";
    }

    private static java.time.LocalDate toLocalDate(Object o) {
        if (o instanceof java.sql.Date d) {
            return d.toLocalDate();
        }
        if (o instanceof java.time.LocalDate d) {
            return d;
        }
        return java.time.LocalDate.parse(o.toString().substring(0, 10));
    }

    // ---- verify games -------------------------------------------------------------------------

    /** The games of a run that have a record and are not verified yet, in sheet order. */
    public List<Integer> gamesToVerify(long batchId) {
        Optional<ImportWorkspace.Loaded> opened = open(batchId);
        if (opened.isEmpty()) {
            return List.of();
        }
        var done = store.verifications(batchId).keySet();
        return opened.get().records().keySet().stream().filter(i -> !done.contains(i)).sorted().toList();
    }

    /** Verifies one game's record under the tournament's rules, against the result on the sheet. */
    public ImportStore.VerificationRow verify(long batchId, int gameIndex) {
        ImportWorkspace.Loaded l = workspace.load(store.batch(batchId));
        SheetGame g = l.sheet().games().get(gameIndex);
        TournamentInfo t = l.sheet().tournament();
        Path file = l.records().get(gameIndex);
        byte[] bytes;
        try {
            if (Files.size(file) > RecordLimits.MAX_RECORD_BYTES) {
                return row(gameIndex, Verifier.unreadable(g.record(), 0, "the file is larger than "
                        + RecordLimits.MAX_RECORD_BYTES + " bytes; a game record is never that large"), null);
            }
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            return row(gameIndex, Verifier.unreadable(g.record(), 0, "cannot read the file: " + e.getMessage()), null);
        }
        String sha = ContentHash.of(bytes);
        List<RecordReading> readings = RecordReader.read(bytes);
        RecordReading first = readings.get(0);
        if (!first.readable()) {
            return row(gameIndex, Verifier.unreadable(g.record(), 0, "unreadable at "
                    + (first.byteOffset() >= 0 ? "byte " + first.byteOffset() : "the file") + ": expected "
                    + first.problem()), sha);
        }
        GameRecord record = first.record().withResult(g.result());
        Score komi = g.komi() != null ? g.komi() : g.handicap() > 0 ? Score.ZERO : t.komi();
        List<Point> dead = g.deadStones().isEmpty() ? null : g.deadStones();
        Verification v = Verifier.verify(record, new Verifier.Options(t.rules(), komi, dead, t.cycleOutcome(),
                g.blackWarnings(), g.whiteWarnings()))
                .withFile(g.record());
        List<String> notes = new ArrayList<>(v.notes());
        if (readings.size() > 1) {
            notes.add("the file holds " + readings.size() + " games; the first was verified");
        }
        if (record.handicap() != g.handicap()) {
            notes.add("the record has handicap " + record.handicap() + ", the sheet " + g.handicap());
        }
        if (record.size() != t.boardSize()) {
            notes.add("the record is on a " + record.size() + "×" + record.size() + " board, the tournament on "
                    + t.boardSize() + "×" + t.boardSize());
        }
        if (first.record().result().kind() != org.tengen.rules.GameResult.Kind.UNKNOWN
                && !first.record().result().equals(g.result())) {
            notes.add("the record itself says " + first.record().result().notation() + "; the sheet's "
                    + g.result().notation() + " was checked");
        }
        return row(gameIndex, new Verification(v.file(), v.game(), v.status(), v.recorded(), v.computed(), v.rules(),
                v.size(), v.handicap(), v.komi(), v.moves(), v.blackArea(), v.whiteArea(), v.deadStones(),
                v.findings(), notes, v.blackName(), v.whiteName()), sha);
    }

    private static ImportStore.VerificationRow row(int index, Verification v, String sha) {
        return new ImportStore.VerificationRow(index, v.status().name(),
                v.computed() == null ? null : v.computed().notation(), v.rules(), v.moves(),
                v.blackArea() == null ? null : (int) v.blackArea().halfPoints(),
                v.whiteArea() == null ? null : (int) v.whiteArea().halfPoints(),
                v.deadStones() == null ? null : v.deadStones().label(), sha, FindingsJson.write(v.findings()),
                v.notes().isEmpty() ? null : String.join("\n", v.notes()));
    }

    public void saveVerifications(long batchId, List<? extends ImportStore.VerificationRow> rows) {
        store.insertVerifications(batchId, rows);
    }

    // ---- publish ------------------------------------------------------------------------------

    /** Publishes the tournament as a new version, or rejects it with its error report. */
    public String publish(long batchId) {
        ImportStore.Batch b = store.batch(batchId);
        if (!ImportStore.READING.equals(b.outcome())) {
            workspace.forget(batchId);
            return "decided before";
        }
        ImportWorkspace.Loaded l = workspace.load(b);
        ResultSheet sheet = l.sheet();
        List<Problem> problems = store.problems(batchId);
        int errors = (int) problems.stream().filter(Problem::error).count();
        int warnings = problems.size() - errors;
        String report = problems.isEmpty() ? null : errorReport.write(sheet.tournament(), b.workbook(), b.id(), problems);
        if (errors > 0 || sheet.tournament() == null) {
            store.finish(batchId, ImportStore.REJECTED, null, 0, 0, Math.max(errors, 1), warnings, 0, report);
            store.clearStaging(batchId);
            workspace.forget(batchId);
            return "rejected: " + errors + " errors";
        }
        Optional<ImportStore.Current> current = store.current(sheet.tournament().code());
        if (current.isPresent() && l.contentSha256().equals(current.get().contentSha256())) {
            // another run published the same content meanwhile
            store.finish(batchId, ImportStore.UNCHANGED, current.get().id(), 0, 0, 0, 0, 0, null);
            store.clearStaging(batchId);
            workspace.forget(batchId);
            return "unchanged";
        }
        Map<Integer, ImportStore.VerificationRow> verifications = store.verifications(batchId);
        Map<Integer, ImportStore.Match> matches = store.matches(batchId);
        Publication p = new Publication(store, b, l, matches, verifications);
        long tournamentId = p.write();
        int verified = (int) verifications.values().stream().filter(v -> v.status().equals(Status.VERIFIED.name()))
                .count();
        int needPerson = (int) verifications.values().stream().filter(v -> needsPerson(v.status())).count();
        store.finish(batchId, ImportStore.PUBLISHED, tournamentId, verified, needPerson, 0, warnings,
                p.newcomers(), report);
        store.clearStaging(batchId);
        workspace.forget(batchId);
        return "published " + sheet.tournament().code() + " version " + p.version();
    }

    /** Verification statuses that need a person's look. */
    public static boolean needsPerson(String status) {
        return org.tengen.verification.Status.needsPerson(status);
    }

    /** Writes one tournament version into the registry (inside the publish step's transaction). */
    private static final class Publication {
        private final ImportStore store;
        private final ImportStore.Batch batch;
        private final ImportWorkspace.Loaded loaded;
        private final Map<Integer, ImportStore.Match> matches;
        private final Map<Integer, ImportStore.VerificationRow> verifications;
        private int version;
        private int newcomers;

        Publication(ImportStore store, ImportStore.Batch batch, ImportWorkspace.Loaded loaded,
                    Map<Integer, ImportStore.Match> matches, Map<Integer, ImportStore.VerificationRow> verifications) {
            this.store = store;
            this.batch = batch;
            this.loaded = loaded;
            this.matches = matches;
            this.verifications = verifications;
        }

        int version() {
            return version;
        }

        int newcomers() {
            return newcomers;
        }

        long write() {
            ResultSheet sheet = loaded.sheet();
            TournamentInfo t = sheet.tournament();
            LocalDateTime now = LocalDateTime.now();
            var jdbc = store.jdbc();
            jdbc.update("update tournament set current_version = false, current_code = null, superseded_at = ? "
                    + "where code = ? and current_version = true", java.sql.Timestamp.valueOf(now), t.code());
            Integer last = jdbc.queryForObject("select max(version) from tournament where code = ?", Integer.class,
                    t.code());
            version = last == null ? 1 : last + 1;
            int rounds = t.rounds() != null ? t.rounds()
                    : sheet.games().stream().mapToInt(SheetGame::round).max().orElse(0);
            Integer boards = t.boards() != null ? t.boards() : t.system().team()
                    ? sheet.players().stream().map(SheetPlayer::board).filter(java.util.Objects::nonNull)
                    .max(Integer::compare).orElse(null) : null;
            long tid = store.insert("insert into tournament (code, version, current_version, current_code, name, "
                            + "start_date, end_date, venue, organizer, pairing_system, rounds, rules, komi_half_points, board_size, rated, "
                            + "rating_class, rank_event, long_cycle, boards, content_sha256, batch_id, published_at, "
                            + "standings_settings) "
                            + "values (?, ?, true, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    t.code(), version, t.code(), ImportStore.truncate(t.name(), 300), t.start(), t.end(),
                    ImportStore.truncate(t.venue(), 300), ImportStore.truncate(t.organizer(), 300), t.system().code(),
                    rounds, t.rules().name(), (int) t.komi().halfPoints(), t.boardSize(), t.rated(),
                    String.valueOf(t.ratingClass()), t.rankEvent(), t.cycleOutcome().name(), boards,
                    loaded.contentSha256(), batch.id(), now, t.standings());
            Map<String, Long> clubs = new HashMap<>();
            Map<String, Long> teams = new HashMap<>();
            Map<Integer, Long> participation = new HashMap<>();
            for (SheetPlayer p : sheet.players()) {
                long playerId = player(p, t, now);
                Long club = p.club() == null ? null : clubs.computeIfAbsent(p.club(), this::club);
                Long team = p.team() == null ? null : teams.computeIfAbsent(p.team(), n -> store.insert(
                        "insert into team (tournament_id, name) values (?, ?)", tid, ImportStore.truncate(n, 200)));
                participation.put(p.no(), store.insert("insert into participation (tournament_id, player_id, no, name, "
                                + "grade, club_id, team_id, board, withdrew_after, smms_correction, absent_rounds) "
                                + "values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        tid, playerId, p.no(), p.name(), p.rank() == null ? null : p.rank().notation(), club, team,
                        p.board(), p.withdrewAfter(), p.smmsCorrection(), p.absentRounds().isEmpty() ? null
                                : p.absentRounds().stream().sorted().map(String::valueOf)
                                .collect(Collectors.joining(","))));
            }
            Map<Integer, Long> perRound = sheet.games().stream()
                    .collect(Collectors.groupingBy(SheetGame::round, TreeMap::new, Collectors.counting()));
            jdbc.batchUpdate("insert into tournament_round (tournament_id, number, games) values (?, ?, ?)",
                    new ArrayList<>(perRound.entrySet()), 500, (ps, e) -> {
                        ps.setLong(1, tid);
                        ps.setInt(2, e.getKey());
                        ps.setLong(3, e.getValue());
                    });
            List<Integer> indexes = new ArrayList<>();
            for (int i = 0; i < sheet.games().size(); i++) {
                indexes.add(i);
            }
            jdbc.batchUpdate("insert into game (tournament_id, round, table_no, black_id, white_id, handicap, "
                    + "komi_half_points, result_written, result, sheet_result, black_warnings, white_warnings, record_file, "
                    + "record_sha256, dead_stones, match_name, board, note, sheet, sheet_row, status, computed_result, "
                    + "rules, moves, black_area_half, white_area_half, dead_stone_source, findings, notes) "
                    + "values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    indexes, 1000, (ps, i) -> {
                        SheetGame g = sheet.games().get(i);
                        ImportStore.VerificationRow v = verifications.get(i);
                        Score komi = g.komi() != null ? g.komi() : g.handicap() > 0 ? Score.ZERO : t.komi();
                        ps.setLong(1, tid);
                        ps.setInt(2, g.round());
                        ps.setObject(3, g.table(), java.sql.Types.INTEGER);
                        ps.setLong(4, participation.get(g.black()));
                        ps.setObject(5, g.bye() ? null : participation.get(g.white()), java.sql.Types.BIGINT);
                        ps.setInt(6, g.handicap());
                        ps.setInt(7, (int) komi.halfPoints());
                        ps.setString(8, ImportStore.truncate(g.resultWritten(), 100));
                        ps.setString(9, g.result().notation());
                        ps.setString(10, g.result().notation());
                        ps.setInt(11, g.blackWarnings());
                        ps.setInt(12, g.whiteWarnings());
                        ps.setString(13, ImportStore.truncate(g.record(), 1000));
                        ps.setString(14, v == null ? null : v.recordSha256());
                        ps.setString(15, g.deadStones().isEmpty() ? null : ImportStore.truncate(g.deadStones()
                                .stream().map(pt -> pt.toGtp(t.boardSize())).collect(Collectors.joining(" ")), 2000));
                        ps.setString(16, ImportStore.truncate(g.match(), 200));
                        ps.setObject(17, g.board(), java.sql.Types.INTEGER);
                        ps.setString(18, ImportStore.truncate(g.note(), 1000));
                        ps.setString(19, ImportStore.truncate(g.sheet(), 200));
                        ps.setInt(20, g.row());
                        ps.setString(21, v != null ? v.status() : g.bye() ? BYE : NO_RECORD);
                        ps.setString(22, v == null ? null : v.computed());
                        ps.setString(23, v == null ? null : v.rules());
                        ps.setObject(24, v == null ? null : v.moves(), java.sql.Types.INTEGER);
                        ps.setObject(25, v == null ? null : v.blackAreaHalf(), java.sql.Types.INTEGER);
                        ps.setObject(26, v == null ? null : v.whiteAreaHalf(), java.sql.Types.INTEGER);
                        ps.setString(27, v == null ? null : v.deadStoneSource());
                        ps.setString(28, v == null ? null : v.findings());
                        ps.setString(29, v == null ? null : v.notes());
                    });
            // The records themselves, so an audit can replay a game long after its files are gone.
            for (Map.Entry<Integer, java.nio.file.Path> r : loaded.records().entrySet()) {
                ImportStore.VerificationRow v = verifications.get(r.getKey());
                if (v == null || v.recordSha256() == null) {
                    continue;
                }
                Integer known = jdbc.queryForObject("select count(*) from game_record where sha256 = ?", Integer.class,
                        v.recordSha256());
                if (known == 0) {
                    try {
                        byte[] bytes = java.nio.file.Files.readAllBytes(r.getValue());
                        if (ContentHash.of(bytes).equals(v.recordSha256())) {
                            jdbc.update("insert into game_record (sha256, bytes) values (?, ?)", v.recordSha256(),
                                    java.util.Base64.getEncoder().encodeToString(bytes));
                        }
                    } catch (java.io.IOException e) {
                        // the verdict is stored; the audit will say the record is not kept
                    }
                }
            }
            return tid;
        }

        private long club(String name) {
            List<Long> found = store.jdbc().queryForList("select id from club where name = ?", Long.class, name);
            return found.isEmpty() ? store.insert("insert into club (name) values (?)", ImportStore.truncate(name, 200))
                    : found.get(0);
        }

        private long player(SheetPlayer p, TournamentInfo t, LocalDateTime now) {
            ImportStore.Match m = matches.get(p.no());
            if (m != null && m.how() == ImportStore.How.NEW_WITH_ID) {
                // Another import may have registered this federation id since the players were resolved.
                List<Long> registered = store.jdbc().queryForList("select id from player where federation_id = ?",
                        Long.class, p.federationId());
                if (!registered.isEmpty()) {
                    m = new ImportStore.Match(p.no(), registered.get(0), ImportStore.How.FEDERATION_ID, null);
                }
            }
            String grade = p.rank() == null ? null : p.rank().notation();
            String source = "declared at " + t.code();
            if (m == null || m.playerId() == null) {
                boolean withId = m != null && m.how() == ImportStore.How.NEW_WITH_ID;
                if (!withId) {
                    newcomers++;
                }
                long id = store.insert("insert into player (federation_id, name, birth_date, gender, region, grade, "
                                + "confirmed, created_at, created_by) values (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        p.federationId(), p.name(), p.birthDate(), ImportStore.truncate(p.gender(), 20),
                        ImportStore.truncate(p.region(), 100), grade, withId, now, batch.id());
                if (grade != null) {
                    store.insert("insert into player_grade (player_id, grade, since, source) values (?, ?, ?, ?)", id,
                            grade, t.start(), source);
                }
                return id;
            }
            long id = m.playerId();
            if (grade != null) {
                String current = store.jdbc().queryForObject("select grade from player where id = ?", String.class, id);
                if (!grade.equals(current)) {
                    store.insert("insert into player_grade (player_id, grade, since, source) values (?, ?, ?, ?)", id,
                            grade, t.start(), source);
                    store.jdbc().update("update player set grade = ? where id = ?", grade, id);
                }
            }
            if (p.birthDate() != null) {
                store.jdbc().update("update player set birth_date = ? where id = ? and birth_date is null",
                        java.sql.Date.valueOf(p.birthDate()), id);
            }
            return id;
        }
    }
}
