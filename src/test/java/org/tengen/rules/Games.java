package org.tengen.rules;

import java.util.ArrayList;
import java.util.List;

/** Small helpers to write test games: moves in GTP names, alternating from the given colour. */
final class Games {

    private Games() {
    }

    /** "B D4, W pass, B E5" style: each token is COLOUR POINT. */
    static List<Move> moves(int size, String text) {
        List<Move> moves = new ArrayList<>();
        for (String token : text.split(",")) {
            String[] parts = token.trim().split("\\s+");
            Colour c = Colour.ofLetter(parts[0].charAt(0));
            if (parts[1].equalsIgnoreCase("pass")) {
                moves.add(Move.pass(c));
            } else {
                moves.add(new Move(c, Point.parseGtp(parts[1], size)));
            }
        }
        return moves;
    }

    static List<Point> stones(Position position, byte colour) {
        List<Point> points = new ArrayList<>();
        for (int y = 0; y < position.size(); y++) {
            for (int x = 0; x < position.size(); x++) {
                if (position.at(x, y) == colour) {
                    points.add(new Point(x, y));
                }
            }
        }
        return points;
    }

    static ReplayOutcome replay(RuleSet rules, String diagram, String moves) {
        Position p = Position.parse(diagram);
        return new Replay(rules, p.size()).run(stones(p, Board.BLACK), stones(p, Board.WHITE),
                moves.isBlank() ? List.of() : moves(p.size(), moves));
    }
}
