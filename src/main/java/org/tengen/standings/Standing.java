package org.tengen.standings;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * One line of the standings.
 *
 * @param place     the place, shared places numbered as in sport (1, 2, 2, 4); null for a player whose
 *                  results are void (art. 28.2), listed last
 * @param points    points as the Chinese rules count them: 2 a win, 1 a draw, 0 a loss, 2 a bye
 * @param tiebreaks every criterion of the chain but points, by its code, in chain order, exact
 * @param rounds    one cell a round, e.g. {@code 12+b}
 * @param shared    whether the place is shared with another player (a playoff or lot decides)
 */
public record Standing(Integer place, Entrant entrant, BigDecimal points, int wins, int draws, int losses,
                       Map<String, BigDecimal> tiebreaks, List<RoundCell> rounds, boolean withdrawn, boolean voided,
                       boolean shared) {
}
