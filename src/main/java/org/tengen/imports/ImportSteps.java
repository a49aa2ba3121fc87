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
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.tengen.record.RecordLimits;
import org.tengen.record.GameRecord;
import org.tengen.record.RecordReader;
import org.tengen.record.RecordReading;
import org.tengen.registry.FindingsJson;
import org.tengen.registry.ImportLedger;
import org.tengen.registry.RevisionCause;
import org.tengen.registry.RulingCarryOver;
import org.tengen.registry.TournamentPublisher;
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

    private final ImportStore store;
    private final ImportLedger ledger;
    private final TournamentPublisher publisher;
    private final RulingCarryOver carryOver;
    private final ImportWorkspace workspace;
    private final ErrorReport errorReport;
    /** The member registry: merged registrations followed, the member list's word on a 会员号. */
    @org.springframework.beans.factory.annotation.Autowired
    private org.tengen.registry.PlayerRecords players;

    public ImportSteps(ImportStore store, ImportLedger ledger, TournamentPublisher publisher, RulingCarryOver carryOver,
                       ImportWorkspace workspace, ErrorReport errorReport) {
        this.store = store;
        this.ledger = ledger;
        this.publisher = publisher;
        this.carryOver = carryOver;
        this.workspace = workspace;
        this.errorReport = errorReport;
    }

    private Optional<ImportWorkspace.Loaded> open(long batchId) {
        ImportStore.Batch b = store.batch(batchId);
        if (!b.reading()) {
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
        ledger.replaceProblems(batchId, "read", problems);
        TournamentInfo t = l.sheet().tournament();
        String code = t == null || t.code().isEmpty() ? null : t.code();
        ledger.recordRead(batchId, l.contentSha256(), code, l.sheet().games().size());
        if (code != null) {
            Optional<ImportLedger.Current> current = ledger.current(code);
            if (current.isPresent() && l.contentSha256().equals(current.get().contentSha256())) {
                ledger.replaceProblems(batchId, "read", List.of());
                store.finish(batchId, ImportOutcome.UNCHANGED, current.get().id(), 0, 0, 0, 0, 0, null);
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
        ledger.replaceProblems(batchId, "validate", problems);
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
        ledger.current(sheet.tournament().code()).ifPresent(c -> ledger.playersByName(c.id())
                .forEach((name, id) -> previous.put(Fold.key(name), id)));
        List<ImportLedger.Match> matches = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        String ps = sheet.playersSheet();
        for (SheetPlayer p : sheet.players()) {
            Long prev = previous.get(Fold.key(p.name()));
            if (prev != null) {
                matches.add(match(p, prev, TournamentPublisher.Link.PREVIOUS_VERSION, null));
                continue;
            }
            if (p.federationId() != null) {
                players.memberFinding(p.federationId(), p.name()).ifPresent(f -> problems.add(new Problem(f.error()
                        ? Problem.Severity.ERROR : Problem.Severity.WARNING, sheet.file(), ps, p.row(),
                        sheet.column(ps, "会员号"), p.federationId(), f.reason())));
                Optional<ImportLedger.Known> found = ledger.byFederationId(p.federationId());
                if (found.isEmpty()) {
                    matches.add(match(p, null, TournamentPublisher.Link.NEW_WITH_ID,
                            "federation id " + p.federationId() + " is new to the registry"));
                    continue;
                }
                ImportLedger.Known known = found.get();
                if (p.birthDate() != null && known.birthDate() != null && !p.birthDate().equals(known.birthDate())) {
                    problems.add(new Problem(Problem.Severity.ERROR, sheet.file(), ps, p.row(),
                            sheet.column(ps, "会员号"), p.federationId(), "federation id " + p.federationId()
                            + " belongs to " + known.name() + ", born " + known.birthDate() + ", but this row says "
                            + p.name() + ", born " + p.birthDate() + ": is the id mistyped?"));
                } else if (!Fold.key(known.name()).equals(Fold.key(p.name()))) {
                    problems.add(new Problem(Problem.Severity.WARNING, sheet.file(), ps, p.row(),
                            sheet.column(ps, "姓名"), p.name(), "federation id " + p.federationId()
                            + " is registered as " + known.name() + "; the games are given to " + known.name()));
                }
                matches.add(match(p, players.current(known.id()), TournamentPublisher.Link.FEDERATION_ID, null));
                continue;
            }
            if (p.birthDate() != null) {
                List<Long> same = players.byNameAndBirthDate(p.name(), p.birthDate());
                if (same.size() == 1) {
                    players.card(same.get(0)).ifPresent(c -> problems.add(new Problem(Problem.Severity.WARNING,
                            sheet.file(), ps, p.row(), sheet.column(ps, "姓名"), p.name(), "no 会员号: linked to "
                            + c.label() + " by name and birth date" + (p.club() != null && c.club() != null
                            && Fold.key(p.club()).equals(Fold.key(c.club())) ? " and club" : ""))));
                    matches.add(match(p, same.get(0), TournamentPublisher.Link.NAME_AND_BIRTH_DATE, null));
                    continue;
                }
            }
            List<Long> namesakes = ledger.byName(p.name());
            matches.add(match(p, null, TournamentPublisher.Link.NEWCOMER, namesakes.isEmpty() ? null
                    : "registered players with the same name: " + namesakes + " (not merged: no federation id"
                    + (p.birthDate() == null ? " and no birth date" : " and another birth date") + ")"));
        }
        ledger.replaceMatches(batchId, matches);
        ledger.replaceProblems(batchId, "resolve", problems);
        long newcomers = matches.stream().filter(m -> m.playerId() == null).count();
        return matches.size() + " players, " + newcomers + " new to the registry";
    }

    private static ImportLedger.Match match(SheetPlayer p, Long id, TournamentPublisher.Link how, String detail) {
        return new ImportLedger.Match(p.no(), id, how.name(), detail);
    }

    // ---- verify games -------------------------------------------------------------------------

    /** The games of a run that have a record and are not verified yet, in sheet order. */
    public List<Integer> gamesToVerify(long batchId) {
        Optional<ImportWorkspace.Loaded> opened = open(batchId);
        if (opened.isEmpty()) {
            return List.of();
        }
        var done = ledger.verdicts(batchId).keySet();
        return opened.get().records().keySet().stream().filter(i -> !done.contains(i)).sorted().toList();
    }

    /** Verifies one game's record under the tournament's rules, against the result on the sheet. */
    public ImportLedger.Verdict verify(long batchId, int gameIndex) {
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

    private static ImportLedger.Verdict row(int index, Verification v, String sha) {
        return new ImportLedger.Verdict(index, v.status().name(),
                v.computed() == null ? null : v.computed().notation(), v.rules(), v.moves(),
                v.blackArea() == null ? null : (int) v.blackArea().halfPoints(),
                v.whiteArea() == null ? null : (int) v.whiteArea().halfPoints(),
                v.deadStones() == null ? null : v.deadStones().label(), sha, FindingsJson.write(v.findings()),
                v.notes().isEmpty() ? null : String.join("\n", v.notes()));
    }

    public void saveVerifications(long batchId, List<? extends ImportLedger.Verdict> rows) {
        ledger.insertVerdicts(batchId, List.copyOf(rows));
    }

    // ---- publish ------------------------------------------------------------------------------

    /** The tournament codes being published by runs of this process, each held until its transaction ends. */
    private final Map<String, ReentrantLock> publishing = new ConcurrentHashMap<>();

    /**
     * Publishing a tournament is one run at a time per code in this process: a second run waits here,
     * before it reads the current version, until the first run's transaction has ended — it then
     * sees the version the first published and follows it (or finds its content there already). Without
     * this it would wait for the first run's row locks inside the database, up to the database's lock
     * timeout (two seconds on H2), and fail when the first run takes longer, as on a busy machine.
     * Runs in other processes meet at the database's constraints and restart their publish step.
     */
    private void oneAtATime(String code) {
        ReentrantLock lock = publishing.computeIfAbsent(code, c -> new ReentrantLock());
        if (!TransactionSynchronizationManager.isSynchronizationActive()) {
            throw new IllegalStateException("the publish step runs in a transaction");
        }
        lock.lock();
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            @Override
            public void afterCompletion(int status) {
                lock.unlock();
            }
        });
    }

    /**
     * Publishes the tournament as a new version, or rejects it with its error report. A new version
     * takes over the rulings, disputes and confirmations of the version it supersedes
     * ({@link RulingCarryOver}); where the new sheet disagrees with a ruling, the game is listed for
     * a person (a warning of the batch, and counted among the games to check).
     */
    public String publish(long batchId) {
        ImportStore.Batch b = store.batch(batchId);
        if (!b.reading()) {
            workspace.forget(batchId);
            return "decided before";
        }
        ImportWorkspace.Loaded l = workspace.load(b);
        ResultSheet sheet = l.sheet();
        List<Problem> problems = ledger.problems(batchId);
        int errors = (int) problems.stream().filter(Problem::error).count();
        if (errors > 0 || sheet.tournament() == null) {
            String report = problems.isEmpty() ? null : errorReport.write(sheet.tournament(), b.workbook(), b.id(), problems);
            store.finish(batchId, ImportOutcome.REJECTED, null, 0, 0, Math.max(errors, 1), problems.size() - errors, 0,
                    report);
            ledger.clearStaging(batchId);
            workspace.forget(batchId);
            return "rejected: " + errors + " errors";
        }
        String code = sheet.tournament().code();
        oneAtATime(code);
        Optional<ImportLedger.Current> current = ledger.current(code);
        if (current.isPresent() && l.contentSha256().equals(current.get().contentSha256())) {
            // another run published the same content meanwhile
            store.finish(batchId, ImportOutcome.UNCHANGED, current.get().id(), 0, 0, 0, 0, 0, null);
            ledger.clearStaging(batchId);
            workspace.forget(batchId);
            return "unchanged";
        }
        Map<Integer, ImportLedger.Verdict> verdicts = ledger.verdicts(batchId);
        RevisionCause.state(RevisionCause.importBatch(batchId, code + " published from " + b.workbook()
                + ": grades and birth dates as the sheet declares them"));
        TournamentPublisher.Published p = publisher.publish(batchId, sheet, l.contentSha256(), ledger.matches(batchId),
                verdicts, l.records());
        List<Problem> carried = new ArrayList<>();
        int disagreements = 0;
        int rulingsCarried = 0;
        if (current.isPresent()) {
            List<RulingCarryOver.Carried> items = carryOver.carry(current.get().id(), p.tournamentId());
            for (RulingCarryOver.Carried c : items) {
                switch (c.outcome()) {
                    case SHEET_DISAGREES_WITH_RULING, GAME_NOT_IN_NEW_SHEET -> {
                        disagreements++;
                        carried.add(new Problem(Problem.Severity.WARNING, sheet.file(), c.sheet(), c.sheetRow(),
                                "结果", c.sheetNow() == null ? null : c.sheetNow().notation(), c.describe()));
                    }
                    case RULING_CARRIED -> rulingsCarried++;
                    default -> {
                    }
                }
            }
            List<String> rulings = items.stream().filter(c -> c.ruled() != null && c.newGame() != null)
                    .map(c -> "dispute " + c.dispute() + " (" + c.ruled() + ", " + c.article() + ") on game "
                            + c.newGame()).toList();
            if (!rulings.isEmpty()) {
                List<String> articles = items.stream().map(RulingCarryOver.Carried::article)
                        .filter(java.util.Objects::nonNull).distinct().toList();
                RevisionCause.state(new RevisionCause("import batch " + batchId, code + " version " + p.version()
                        + " published from " + b.workbook() + "; rulings carried over from version "
                        + current.get().version() + ": " + String.join("; ", rulings), articles.size() == 1
                        ? articles.get(0) : null, batchId));
            }
        }
        ledger.replaceProblems(batchId, "publish", carried);
        problems = ledger.problems(batchId);
        int warnings = problems.size();
        String report = problems.isEmpty() ? null : errorReport.write(sheet.tournament(), b.workbook(), b.id(), problems);
        int verified = (int) verdicts.values().stream().filter(v -> v.status().equals(Status.VERIFIED.name()))
                .count();
        int needPerson = (int) verdicts.values().stream()
                .filter(v -> org.tengen.registry.GameStatus.valueOf(v.status()).needsPerson()).count();
        store.finish(batchId, ImportOutcome.PUBLISHED, p.tournamentId(), verified, needPerson + disagreements, 0,
                warnings, p.newcomers(), report);
        ledger.clearStaging(batchId);
        workspace.forget(batchId);
        return "published " + code + " version " + p.version()
                + (rulingsCarried > 0 ? "; " + rulingsCarried + " ruling(s) carried over" : "")
                + (disagreements > 0 ? "; " + disagreements + " ruling(s) for a person to look at" : "");
    }
}
