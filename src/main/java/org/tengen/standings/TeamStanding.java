package org.tengen.standings;

import java.math.BigDecimal;
import java.util.List;

/**
 * A team's line in a team event (art. 27.2).
 *
 * @param matchPoints    场分: 2 a match won, 1 drawn, 0 lost; a team bye 2
 * @param gamePoints     局分: the board games' points (2/1/0 each)
 * @param boardPoints    局分 on board 1, board 2, …
 * @param opponentsMatchPoints the sum of the opponents' match points (team Swiss)
 * @param matches        the team's matches in round order
 */
public record TeamStanding(Integer place, String team, int matchPoints, BigDecimal gamePoints,
                           List<BigDecimal> boardPoints, int opponentsMatchPoints, int won, int drawn, int lost,
                           List<Match> matches, boolean shared) {

    /** One match: the opponent team (null for a bye) and the game points of each side. */
    public record Match(int round, String opponent, BigDecimal gamePoints, BigDecimal opponentGamePoints) {

        /** {@code 甲队 5:3}, or {@code 轮空} for a bye. */
        public String notation() {
            return opponent == null ? "轮空" : opponent + " " + gamePoints.stripTrailingZeros().toPlainString() + ":"
                    + opponentGamePoints.stripTrailingZeros().toPlainString();
        }
    }
}
