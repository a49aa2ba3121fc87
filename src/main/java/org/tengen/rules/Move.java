package org.tengen.rules;

import java.util.Objects;

/** One move of a record: a stone of a colour at a point, or a pass (虚着, {@code point == null}). */
public record Move(Colour colour, Point point) {

    public Move {
        Objects.requireNonNull(colour, "colour");
    }

    public static Move pass(Colour colour) {
        return new Move(colour, null);
    }

    public static Move play(Colour colour, int x, int y) {
        return new Move(colour, new Point(x, y));
    }

    public boolean isPass() {
        return point == null;
    }
}
