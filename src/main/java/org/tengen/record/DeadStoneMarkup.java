package org.tengen.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.tengen.rules.Board;
import org.tengen.rules.Point;
import org.tengen.rules.Position;

/**
 * How a record marks the dead stones at the end: territory markup ({@code TB}/{@code TW}, FF[4]:
 * a stone on the other side's marked point is dead; CGoban and KGS write it so) and stones removed
 * by {@code AE} after the last move (some editors record the removal of dead stones that way).
 */
public record DeadStoneMarkup(Set<Point> blackTerritory, Set<Point> whiteTerritory, List<Point> removed) {

    public DeadStoneMarkup {
        blackTerritory = Set.copyOf(blackTerritory);
        whiteTerritory = Set.copyOf(whiteTerritory);
        removed = List.copyOf(removed);
    }

    /** The dead stones this markup names in the final position, indexed {@code y * size + x}. */
    public boolean[] deadIn(Position position) {
        int n = position.size();
        boolean[] dead = new boolean[n * n];
        for (Point p : removed) {
            if (p.isOn(n) && position.at(p) != Board.EMPTY) {
                dead[p.y() * n + p.x()] = true;
            }
        }
        for (Point p : blackTerritory) {
            if (p.isOn(n) && position.at(p) == Board.WHITE) {
                dead[p.y() * n + p.x()] = true;
            }
        }
        for (Point p : whiteTerritory) {
            if (p.isOn(n) && position.at(p) == Board.BLACK) {
                dead[p.y() * n + p.x()] = true;
            }
        }
        return dead;
    }

    public static boolean[] fromList(Position position, List<Point> points) {
        return new DeadStoneMarkup(Set.of(), Set.of(), new ArrayList<>(points)).deadIn(position);
    }
}
