package org.tengen.promotion;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.tengen.rank.Rank;

/**
 * The federation's promotion policy, read from a file staff edit ({@code jobs/promotions.yaml});
 * nothing of it is in code.
 *
 * @param effective   promotions are earned by results from this day on (a policy is not retroactive)
 * @param certificatePrefix the certificate numbers' prefix: PREFIX-YEAR-NNNNNN
 * @param rating      promotion by GoR, as the EGD proposes it, or null
 * @param rankEvents  段位赛: wins needed in one event by the grade a player entered with
 * @param accumulated professionals: wins at the current grade needed for the next
 * @param placings    places in designated events that give a grade (art. 25.3), and titles that promote
 *                    professionals directly (a rule whose grade is professional)
 */
public record Policy(LocalDate effective, String certificatePrefix, RatingRule rating, List<RankEventRule> rankEvents,
                     Map<Rank, Integer> accumulated, List<PlacingRule> placings) {

    /** GoR-based: promote when the EGD would propose a higher grade, after {@code minGames} rated games, up to {@code maxGrade}. */
    public record RatingRule(int minGames, Rank maxGrade) {
    }

    /** A 段位赛 rule: players at {@code grade} who win {@code wins} of at least {@code games} games against opponents of at least {@code minOpponent}. */
    public record RankEventRule(Rank grade, int games, int wins, Rank minOpponent, Rank to) {
    }

    /** Places 1..{@code places} in an event whose code matches {@code events} give {@code to}. */
    public record PlacingRule(Pattern events, int places, Rank to, String name) {
    }
}
