package org.tengen.rating.store;

import java.time.LocalDateTime;
import java.util.List;
import java.util.Set;
import org.springframework.stereotype.Component;
import org.tengen.rating.RatingList;
import org.tengen.registry.RatedTournamentRecords;
import org.tengen.registry.RatingRecords;

/**
 * The rating job's step: reads the rated games and the confirmed results from the registry, has
 * {@link RatingList} compute the list, and stores it stamped with the run's time, with the results
 * held for review as improbable and the reason of each in staff's terms ({@code ratings confirm}). When nothing it
 * reads changed since the last run, nothing is written. When anything changed (a late result, a
 * referee's correction), everything is recomputed — the same as rating only from the earliest
 * changed tournament forward, and a million games take a few seconds.
 */
@Component
public class RatingsRun {

    private final RatingRecords records;
    private final RatedTournamentRecords tournaments;

    public RatingsRun(RatingRecords records, RatedTournamentRecords tournaments) {
        this.records = records;
        this.tournaments = tournaments;
    }

    /** The outcome of a run: whether anything was recomputed, and what. */
    public record Outcome(boolean recomputed, int tournaments, int games, int flagged) {
    }

    /** Runs in the caller's transaction (the job's step); {@code runAt} is the job's run time. */
    public Outcome run(LocalDateTime runAt) {
        List<RatingList.RatedGame> games = records.ratedGames();
        Set<Long> confirmed = records.confirmed();
        String sha = RatingList.inputsSha256(games, confirmed);
        if (records.lastInputsSha256().filter(sha::equals).isPresent()) {
            return new Outcome(false, 0, 0, 0);
        }
        RatingList.Outcome o = RatingList.compute(games, confirmed);
        records.replace(o, sha, runAt);
        tournaments.record(runAt);
        return new Outcome(true, o.tournaments(), o.games(), o.held().size());
    }
}
