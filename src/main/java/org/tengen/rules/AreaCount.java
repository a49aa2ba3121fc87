package org.tengen.rules;

/**
 * The count of a final position (after dead stones are taken off), in board points.
 *
 * @param blackStones    black stones left on the board
 * @param whiteStones    white stones left on the board
 * @param blackTerritory empty points only black stones surround
 * @param whiteTerritory empty points only white stones surround
 * @param shared         empty points touching both colours, or neither (dame, seki, open points;
 *                       half to each side under area counting, art. 21.2)
 * @param deadBlack      black stones taken off as dead
 * @param deadWhite      white stones taken off as dead
 */
public record AreaCount(int blackStones, int whiteStones, int blackTerritory, int whiteTerritory, int shared,
                        int deadBlack, int deadWhite) {

    /** Black's area (数子法): stones + territory + half of each shared point. */
    public Score blackArea() {
        return Score.ofPoints(blackStones + blackTerritory).plus(Score.ofHalfPoints(shared));
    }

    public Score whiteArea() {
        return Score.ofPoints(whiteStones + whiteTerritory).plus(Score.ofHalfPoints(shared));
    }

    public int points() {
        return blackStones + whiteStones + blackTerritory + whiteTerritory + shared;
    }
}
