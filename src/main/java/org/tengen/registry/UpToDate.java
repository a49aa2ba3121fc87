package org.tengen.registry;

import java.util.List;
import java.util.Set;
import org.springframework.stereotype.Component;
import org.tengen.rating.RatingList;

/**
 * Whether what the registry derives — the standings, the rating list — was computed from what it
 * holds now: the inputs' hash against the hash stored with the last result, the same test the
 * ranking and rating jobs make before they write. A command that only reads asks this first and
 * launches no job when nothing changed.
 */
@Component
public class UpToDate {

    private final RatingRecords ratings;
    private final StandingRecords standings;

    public UpToDate(RatingRecords ratings, StandingRecords standings) {
        this.ratings = ratings;
        this.standings = standings;
    }

    /** The rating list was computed from the rated games and confirmations the registry holds now. */
    public boolean ratings() {
        List<RatingList.RatedGame> games = ratings.ratedGames();
        Set<Long> confirmed = ratings.confirmed();
        String sha = RatingList.inputsSha256(games, confirmed);
        return ratings.lastInputsSha256().filter(sha::equals).isPresent();
    }

    /** Every current tournament's standings were computed from its games, players and settings as they are now. */
    public boolean standings() {
        for (long id : standings.currentTournaments()) {
            StandingRecords.Inputs in = standings.inputs(id);
            if (!in.sha256().equals(in.storedSha256())) {
                return false;
            }
        }
        return true;
    }
}
