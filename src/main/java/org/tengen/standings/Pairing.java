package org.tengen.standings;

import org.tengen.rules.GameResult;

/**
 * A game (or bye) of the event as the standings need it.
 *
 * @param white 0 for a bye (轮空) of {@code black}
 * @param board team events: the board, or null to take the players' fixed boards
 * @param match team events: the match's name as written, or null
 */
public record Pairing(int round, int black, int white, GameResult result, int handicap, int blackWarnings,
                      int whiteWarnings, Integer board, String match) {

    public static Pairing game(int round, int black, int white, GameResult result) {
        return new Pairing(round, black, white, result, 0, 0, 0, null, null);
    }

    public static Pairing bye(int round, int player) {
        return new Pairing(round, player, 0, GameResult.win(org.tengen.rules.Colour.BLACK, GameResult.Kind.WIN), 0, 0,
                0, null, null);
    }

    public boolean bye() {
        return white == 0;
    }
}
