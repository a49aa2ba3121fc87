package org.tengen.imports;

import java.time.LocalDateTime;
import java.util.List;
import org.springframework.stereotype.Component;
import org.tengen.registry.GameStatus;
import org.tengen.registry.ImportLedger;
import org.tengen.sheet.Problem;

/**
 * The import's batches as the rest of the import sees them: their outcomes, their problems, what
 * they published. Holds no SQL: the registry's {@link ImportLedger} keeps the rows.
 */
@Component
public class ImportStore {

    /** What the ledger says of a batch whose run has not decided yet. */
    static final String READING = "READING";

    /**
     * An import batch as stored; {@code outcome} is what became of it, null while its run is still
     * reading (not finished, or interrupted).
     */
    public record Batch(long id, String source, String workbook, String root, String workbookSha256,
                        String contentSha256, String runner, ImportOutcome outcome, String tournamentCode,
                        Long tournamentId, Integer games, Integer verified, Integer mismatched, Integer errors,
                        Integer warnings, Integer newcomers, String errorReport, LocalDateTime startedAt) {

        /** The run has not decided yet: the steps still have work to do. */
        public boolean reading() {
            return outcome == null;
        }
    }

    /** A newcomer a batch brought: registry id, number on the sheet, name. */
    public record Newcomer(long playerId, int no, String name) {
    }

    /** A published game a person must look at: its verification, in the registry's terms. */
    public record GameToCheck(long gameId, int round, Integer table, String black, String white, GameStatus status,
                              String result, String computed) {
    }

    private final ImportLedger ledger;

    public ImportStore(ImportLedger ledger) {
        this.ledger = ledger;
    }

    public long createBatch(String source, String workbook, String root, String workbookSha, String runner) {
        return ledger.createBatch(source, workbook, root, workbookSha, runner, READING);
    }

    public Batch batch(long id) {
        ImportLedger.Batch b = ledger.batch(id);
        return new Batch(b.id(), b.source(), b.workbook(), b.root(), b.workbookSha256(), b.contentSha256(), b.runner(),
                READING.equals(b.outcome()) ? null : ImportOutcome.of(b.outcome()), b.tournamentCode(), b.tournamentId(), b.games(), b.verified(), b.mismatched(), b.errors(),
                b.warnings(), b.newcomers(), b.errorReport(), b.startedAt());
    }

    /** Batches of this workbook content that never finished (a crash, a kill, a failure). */
    public List<Long> unfinished(String workbookSha) {
        return ledger.batchesOf(workbookSha, READING);
    }

    /** Records what became of a batch, with its counts; the run is over. */
    public void finish(long batchId, ImportOutcome outcome, Long tournamentId, int verified, int toCheck, int errors,
                       int warnings, int newcomers, String errorReport) {
        ledger.finish(batchId, outcome.name(), tournamentId, verified, toCheck, errors, warnings, newcomers,
                errorReport);
    }

    public void claim(long batchId, String runner) {
        ledger.claim(batchId, runner);
    }

    public List<Problem> problems(long batchId) {
        return ledger.problems(batchId);
    }

    /** The players a published batch created without a federation id, for staff to confirm. */
    public List<Newcomer> newcomers(long batchId, long tournamentId) {
        return ledger.newcomers(batchId, tournamentId).stream()
                .map(n -> new Newcomer(n.playerId(), n.no(), n.name())).toList();
    }

    /** The games of a published version whose verification needs a person. */
    public List<GameToCheck> gamesToCheck(long tournamentId) {
        return ledger.gamesToCheck(tournamentId).stream().map(g -> new GameToCheck(g.gameId(), g.round(), g.table(),
                g.black(), g.white(), g.status(), g.result().notation(),
                g.computed() == null ? null : g.computed().notation())).toList();
    }

    /** The version number of a published tournament version. */
    public Integer version(long tournamentId) {
        return ledger.version(tournamentId).orElse(null);
    }

    static String truncate(String s, int max) {
        return s == null || s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
