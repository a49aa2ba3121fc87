package org.tengen.imports;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.Set;
import java.util.function.Consumer;
import org.springframework.batch.core.BatchStatus;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.JobExecution;
import org.springframework.batch.core.job.JobInstance;
import org.springframework.batch.core.job.parameters.JobParameters;
import org.springframework.batch.core.job.parameters.JobParametersBuilder;
import org.springframework.batch.core.launch.JobOperator;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.StepExecution;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.tengen.sheet.Problem;
import org.tengen.ops.ContentHash;

/**
 * Runs the import job on every workbook under some paths, one run per workbook; restarts a run
 * of the same workbook that crashed or failed instead of starting another; refuses one that
 * another process is running.
 */
@Service
public class ImportService {

    /** What became of one workbook. */
    public record Outcome(String source, ImportOutcome outcome, Long batch, String tournament, Integer version,
                          int games, int verified, int needPerson, int errors, int warnings,
                          List<Newcomer> newcomers, List<Problem> problems, List<GameToCheck> gamesToCheck,
                          String errorReport, String message) {

        public boolean needsPerson() {
            return outcome.needsPerson() || needPerson > 0 || errors > 0;
        }
    }

    /** A player the import created without a federation id, for staff to confirm. */
    public record Newcomer(long playerId, int no, String name, String detail) {
    }

    /** A published game whose verification needs a person. */
    public record GameToCheck(long gameId, int round, Integer table, String black, String white, String status,
                              String recorded, String computed) {
    }

    private final JobOperator operator;
    private final JobRepository repository;
    private final Job job;
    private final ImportStore store;
    private final Path workspace;
    private final int parallel;
    private final org.springframework.beans.factory.ObjectProvider<Job> partitionedJob;
    private final Map<String, ReentrantLock> running = new ConcurrentHashMap<>();
    private ImportProgress watching;

    /** Where an import stands, for a person watching (set by the registry's context). */
    @org.springframework.beans.factory.annotation.Autowired(required = false)
    void setProgress(ImportProgress progress) {
        this.watching = progress;
    }

    public ImportService(JobOperator operator, JobRepository repository,
                         @org.springframework.beans.factory.annotation.Qualifier("importJob") Job importJob, ImportStore store,
                         @Value("${tengen.work:data/import-work}") String workspace,
                         @Value("${tengen.import.parallel:0}") int parallel,
                         @org.springframework.beans.factory.annotation.Qualifier("importPartitionedJob")
                         org.springframework.beans.factory.ObjectProvider<Job> partitionedJob) {
        this.parallel = parallel;
        this.partitionedJob = partitionedJob;
        this.operator = operator;
        this.repository = repository;
        this.job = importJob;
        this.store = store;
        this.workspace = Path.of(workspace);
    }

    public List<Outcome> importAll(List<Path> paths, Consumer<Outcome> progress) {
        ImportSources.Found found = ImportSources.find(paths, workspace);
        if (watching != null) {
            watching.expect(found.units().size());
        }
        List<Outcome> out = new ArrayList<>();
        for (ImportSources.Refusal r : found.refusals()) {
            Outcome o = refused(r.source(), r.reason());
            out.add(o);
            progress.accept(o);
        }
        Set<Path> unpacked = new HashSet<>();
        for (ImportSources.Unit unit : found.units()) {
            if (unit.root().startsWith(workspace.toAbsolutePath().normalize())) {
                unpacked.add(unit.root());
            }
        }
        // Workbooks are imported side by side, one import job each: a partitioned job, one partition
        // a workbook, on every core.
        int threads = parallel > 0 ? parallel : Runtime.getRuntime().availableProcessors();
        if (threads <= 1 || found.units().size() <= 1) {
            for (ImportSources.Unit unit : found.units()) {
                Outcome o = importOne(unit);
                out.add(o);
                progress.accept(o);
            }
        } else {
            for (Outcome o : importPartitioned(paths, partitionedJob.getObject())) {
                out.add(o);
                progress.accept(o);
            }
        }
        for (Path dir : unpacked) {
            boolean allDone = out.stream().noneMatch(o -> o.outcome() == ImportOutcome.FAILED);
            if (allDone) {
                try {
                    ImportSources.deleteTree(dir);
                } catch (IOException ignored) {
                    // a leftover workspace folder is harmless; the next import of the zip reuses it
                }
            }
        }
        return out;
    }

    private static Outcome refused(String source, String reason) {
        return new Outcome(source, ImportOutcome.REFUSED, null, null, null, 0, 0, 0, 1, 0, List.of(),
                List.of(new Problem(Problem.Severity.ERROR, source, null, 0, null, null, reason)), List.of(), null,
                reason);
    }

    public Outcome importOne(ImportSources.Unit unit) {
        String sha;
        try {
            sha = ContentHash.of(unit.workbook());
        } catch (IOException e) {
            return refused(unit.source(), "cannot read the file: " + e.getMessage());
        }
        // The same content imported twice at once in this process: the second waits for the first.
        ReentrantLock lock = running.computeIfAbsent(sha, k -> new ReentrantLock());
        lock.lock();
        try {
            return importOne(unit, sha);
        } finally {
            lock.unlock();
        }
    }

    private Outcome importOne(ImportSources.Unit unit, String sha) {
        String me = org.tengen.ops.Runner.me();
        Long batch = null;
        for (long id : store.unfinished(sha)) {
            ImportStore.Batch b = store.batch(id);
            if (b.runner() != null && !b.runner().equals(me) && org.tengen.ops.Runner.alive(b.runner())) {
                return refused(unit.source(), "this workbook is being imported by another process (" + b.runner()
                        + ", import batch " + id + "); try again when it has finished");
            }
            batch = id;
        }
        JobExecution execution;
        try {
            if (batch != null) {
                store.claim(batch, me);
                execution = restart(batch);
            } else {
                batch = store.createBatch(unit.source(), unit.workbook().toAbsolutePath().toString(),
                        unit.root().toAbsolutePath().toString(), sha, me);
                execution = operator.start(job, parameters(batch));
            }
        } catch (Exception e) {
            return failed(unit.source(), batch, "the import could not be started: " + e.getMessage());
        }
        if (execution.getStatus() != BatchStatus.COMPLETED && concurrentPublish(execution)) {
            // Another run published a version of the same tournament at the same moment: the
            // version number was taken. Publishing again sees that version and follows it.
            try {
                execution = restart(batch);
            } catch (Exception e) {
                return failed(unit.source(), batch, "the import could not be restarted: " + e.getMessage());
            }
        }
        if (execution.getStatus() != BatchStatus.COMPLETED) {
            return failed(unit.source(), batch, failure(execution));
        }
        return outcome(unit.source(), batch);
    }

    private JobExecution restart(long batch) throws Exception {
        JobParameters params = parameters(batch);
        JobInstance instance = repository.getJobInstance(ImportJobConfig.JOB, params);
        if (instance == null) {
            return operator.start(job, params);
        }
        JobExecution last = repository.getLastJobExecution(instance);
        if (last == null) {
            return operator.start(job, params);
        }
        if (last.getStatus().isRunning()) {
            last = operator.recover(last);   // the process that ran it is gone (killed, crashed)
        }
        if (last.getStatus() == BatchStatus.COMPLETED) {
            return last;
        }
        // Starting a failed instance with the same parameters restarts it at the step that failed.
        return operator.start(job, params);
    }

    /**
     * Imports the workbooks under the paths as a partitioned job (local threads, or remote workers
     * for the distributed job), one partition a workbook; returns what became of each, read back from
     * the partitions' contexts in the job repository.
     */
    public List<Outcome> importPartitioned(List<Path> paths, Job partitioned) {
        Path list;
        try {
            java.nio.file.Files.createDirectories(workspace);
            list = java.nio.file.Files.createTempFile(workspace, "paths-", ".txt");
            // As given: outcomes name their sources the way the caller named them.
            java.nio.file.Files.write(list, paths.stream().map(Path::toString).toList());
        } catch (IOException e) {
            throw new IllegalStateException("cannot write the list of workbooks in " + workspace + ": " + e.getMessage(), e);
        }
        try {
            JobExecution e = org.tengen.ops.Jobs.run(operator, partitioned,
                    new JobParametersBuilder().addString("paths", list.toAbsolutePath().toString()));
            List<Outcome> out = new ArrayList<>();
            List<StepExecution> partitions = new ArrayList<>(repository.getJobExecution(e.getId()).getStepExecutions());
            partitions.removeIf(s -> !s.getStepName().startsWith(PartitionedImport.WORKER_STEP + ":"));
            partitions.sort(java.util.Comparator.comparing(StepExecution::getStepName));
            for (StepExecution s : partitions) {
                var c = repository.getStepExecution(e.getId(), s.getId()).getExecutionContext();
                String source = c.containsKey("source") ? c.getString("source") : s.getStepName();
                ImportOutcome recorded = c.containsKey("outcome") ? ImportOutcome.of(c.getString("outcome")) : null;
                if (recorded == ImportOutcome.REFUSED) {
                    out.add(refused(source, c.containsKey("message") ? c.getString("message") : "refused"));
                } else if (c.containsKey("batch") && recorded != ImportOutcome.FAILED) {
                    out.add(outcome(source, c.getLong("batch")));
                } else {
                    out.add(failed(source, c.containsKey("batch") ? c.getLong("batch") : null,
                            c.containsKey("message") ? c.getString("message") : "the partition did not finish"));
                }
            }
            return out;
        } finally {
            try {
                java.nio.file.Files.deleteIfExists(list);
            } catch (IOException ignored) {
                // a leftover list in the workspace is harmless
            }
        }
    }

    private static boolean concurrentPublish(JobExecution execution) {
        for (StepExecution step : execution.getStepExecutions()) {
            for (Throwable t : step.getFailureExceptions()) {
                for (Throwable c = t; c != null; c = c.getCause()) {
                    if (c instanceof org.springframework.dao.DuplicateKeyException
                            || c instanceof org.springframework.dao.DataIntegrityViolationException
                            || c instanceof org.springframework.dao.PessimisticLockingFailureException
                            || c instanceof org.springframework.dao.CannotAcquireLockException) {
                        return "publish".equals(step.getStepName());
                    }
                }
            }
        }
        return false;
    }

    private static JobParameters parameters(long batch) {
        return new JobParametersBuilder().addLong(ImportJobConfig.BATCH, batch).toJobParameters();
    }

    private static String failure(JobExecution execution) {
        for (StepExecution step : execution.getStepExecutions()) {
            if (!step.getFailureExceptions().isEmpty()) {
                Throwable t = step.getFailureExceptions().get(0);
                while (t.getCause() != null && t.getCause() != t) {
                    t = t.getCause();
                }
                return "stopped in step '" + step.getStepName() + "': "
                        + (t.getMessage() != null ? t.getMessage() : t.toString());
            }
        }
        return "stopped with status " + execution.getStatus() + " " + execution.getExitStatus().getExitDescription();
    }

    private Outcome failed(String source, Long batch, String message) {
        return new Outcome(source, ImportOutcome.FAILED, batch, null, null, 0, 0, 0, 0, 0, List.of(), List.of(), List.of(), null,
                message + " — import it again to continue where it stopped");
    }

    /** The outcome of a finished batch, read back from the registry. */
    public Outcome outcome(String source, long batchId) {
        ImportStore.Batch b = store.batch(batchId);
        Integer version = b.tournamentId() == null ? null : store.version(b.tournamentId());
        List<Newcomer> newcomers = List.of();
        List<GameToCheck> toCheck = List.of();
        if (b.outcome() == ImportOutcome.PUBLISHED) {
            newcomers = store.newcomers(batchId, b.tournamentId()).stream()
                    .map(n -> new Newcomer(n.playerId(), n.no(), n.name(), null)).toList();
            toCheck = store.gamesToCheck(b.tournamentId()).stream()
                    .map(g -> new GameToCheck(g.gameId(), g.round(), g.table(), g.black(), g.white(),
                            g.status().name(), g.result(), g.computed())).toList();
        }
        int games = b.games() == null ? 0 : b.games();
        return new Outcome(source, b.outcome(), batchId, b.tournamentCode(), version,
                b.outcome() == ImportOutcome.UNCHANGED ? 0 : games, nz(b.verified()), nz(b.mismatched()),
                nz(b.errors()), nz(b.warnings()), newcomers, store.problems(batchId), toCheck, b.errorReport(), null);
    }

    private static int nz(Integer i) {
        return i == null ? 0 : i;
    }

}
