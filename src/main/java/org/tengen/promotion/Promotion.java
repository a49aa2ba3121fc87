package org.tengen.promotion;

import java.time.LocalDate;
import java.util.List;
import org.tengen.rank.Rank;

/**
 * A grade awarded, with its evidence.
 *
 * @param rule      which rule of the policy: {@code rank-event}, {@code accumulated-wins}, {@code placing}, {@code rating}
 * @param evidence  in words: the event, the wins, the place, the GoR
 * @param games     the registry ids of the games that earned it
 * @param effective the day the grade is held from
 */
public record Promotion(long player, Rank from, Rank to, String rule, String event, String evidence, List<Long> games,
                        LocalDate effective) {
}
