package org.tengen.standings.store;

import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.parameters.JobParametersBuilder;
import org.springframework.batch.core.launch.JobOperator;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Service;

/** Runs the ranking job; the commands call it before they print standings. */
@Service
public class StandingsService {

    private final JobOperator operator;
    private final Job job;
    private final org.tengen.registry.UpToDate upToDate;

    public StandingsService(JobOperator operator, @Qualifier("standingsJob") Job job,
                            org.tengen.registry.UpToDate upToDate) {
        this.operator = operator;
        this.job = job;
        this.upToDate = upToDate;
    }

    /**
     * What a command does before it prints: recomputes what changed, with the command's own time
     * (read once where the command starts); returns how many tournaments were ranked anew. When
     * nothing changed no job is launched.
     */
    public long bringUpToDate(java.time.LocalDateTime runAt) {
        if (upToDate.standings()) {
            return 0;
        }
        return rankChanged(runAt);
    }

    /** Recomputes what changed with the given run time (the nightly chain passes its own). */
    public long rankChanged(java.time.LocalDateTime runAt) {
        return org.tengen.ops.Jobs.written(org.tengen.ops.Jobs.run(operator, job, new JobParametersBuilder()
                .addLocalDateTime(StandingsJobConfig.RUN_AT, runAt)));
    }
}
