package org.tengen.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Replays a record move by move under a rule set and applies the rulings of rules.md to every
 * illegal act it meets (arts. 17–20, 24):
 * <ul>
 * <li>a stone on an occupied point or off the board: the record is corrupt, replay stops;</li>
 * <li>a stone on a forbidden point (art. 5): void, counts as a pass (art. 19);</li>
 * <li>an immediate single-stone ko recapture (art. 18.3): void, counts as a pass, one warning;</li>
 * <li>the same colour twice with no pass between (art. 17.2): the second move void, one warning;</li>
 * <li>any other whole-board repetition (art. 20.3): a long cycle, whose outcome is the rule set's
 *     {@link CycleOutcome}; a 假生 (false-life) cycle cannot be told apart from other long cycles by
 *     the stones alone and is reported the same way, for the referee to rule. The game ends there:
 *     the record's later moves are not replayed and cannot change the outcome;</li>
 * <li>a second warning for one side (art. 24.2): that side loses, replay stops.</li>
 * </ul>
 * Warnings are only given where the rule set has them ({@link RuleSet#warnings()}).
 *
 * <p>What is not an illegal act: a pass is always legal and places no stone, so a second pass by
 * the same side is no double move (art. 17.2) and is ignored; after both passed, play may resume
 * with either side (art. 21.4). Both leave a note, not a finding.
 *
 * <p>Repetition (art. 6) is judged on every position a player faces, one that arose after a pass
 * included (same stones, same side to move). Repetition is found with 64-bit Zobrist hashes; a hit is confirmed by rebuilding the earlier
 * position and comparing stones, so a hash collision can never produce a ruling.
 *
 * <p>The first move may be by either colour (records of problems and of handicap games start
 * with White); from then on colours must alternate.
 */
public final class Replay {

    private static final long WHITE_TO_MOVE = 0x5DEECE66DL * 0x9E3779B97F4A7C15L;
    private static final int PASS = -1;

    private final RuleSet rules;
    private final int size;

    public Replay(RuleSet rules, int size) {
        this.rules = rules;
        this.size = size;
    }

    public ReplayOutcome run(List<Point> blackSetup, List<Point> whiteSetup, List<Move> moves) {
        return run(blackSetup, whiteSetup, moves, null);
    }

    /**
     * The replay with the side that must move first named: {@link Colour#WHITE} in a handicap game
     * once its stones are set up (after the handicap stones White moves first, art. 17), so a black
     * move before White's first is a double move; null lets the record's first move decide.
     */
    public ReplayOutcome run(List<Point> blackSetup, List<Point> whiteSetup, List<Move> moves, Colour mustMoveFirst) {
        Board board = new Board(size);
        List<Finding> findings = new ArrayList<>();
        for (Point p : blackSetup) {
            setUp(board, Board.BLACK, p, findings);
        }
        for (Point p : whiteSetup) {
            setUp(board, Board.WHITE, p, findings);
        }
        Board setup = board.copy();

        boolean superko = rules.ko() != KoRule.SIMPLE;
        boolean situational = rules.ko() == KoRule.SITUATIONAL;
        LongHashSet seen = superko ? new LongHashSet(moves.size() + 1) : null;
        // Actions applied so far (colour << 16 | index, or PASS), and after how many each position arose.
        int[] actions = new int[moves.size()];
        int actionCount = 0;
        long[] positionKeys = superko ? new long[moves.size() + 1] : null;
        int[] positionActions = superko ? new int[moves.size() + 1] : null;
        int positions = 0;

        Colour firstToMove = mustMoveFirst != null ? mustMoveFirst : moves.isEmpty() ? Colour.BLACK : moves.get(0).colour();
        if (superko) {
            long key = board.hash() ^ (situational && firstToMove == Colour.WHITE ? WHITE_TO_MOVE : 0);
            seen.add(key);
            positionKeys[positions] = key;
            positionActions[positions++] = 0;
        }

        int[] warnings = new int[2];
        List<String> notes = new ArrayList<>();
        Colour expected = firstToMove;
        int consecutivePasses = 0;
        boolean corrupt = false;
        Finding cycle = null;
        Colour lostByWarnings = null;
        int reached = 0;

        for (int i = 0; i < moves.size(); i++) {
            Move move = moves.get(i);
            int number = i + 1;
            reached = number;
            Colour colour = move.colour();
            byte stone = Board.cell(colour);

            if (colour != expected) {
                if (move.isPass()) {
                    // Art. 17.2 "连下两着" is two stones: a pass places none, so a second pass by the same
                    // side is no double move and draws no warning. It changes nothing: the turn stays.
                    notes.add("move " + number + ": a second pass by " + colour.name().toLowerCase()
                            + " in a row places no stone; not a double move (art. 17.2), ignored");
                    continue;
                } else if (consecutivePasses >= 2) {
                    // Art. 21.4: after both passed, play may resume to settle a life-and-death dispute,
                    // the side that claims the stones dead moving first: either side may move.
                    notes.add("play resumed after both passed (art. 21.4): " + colour.name().toLowerCase()
                            + " moved first at move " + number + "; the count is of the final position");
                    expected = colour;
                } else {
                    findings.add(new Finding(number, Finding.Kind.DOUBLE_MOVE, gtp(move),
                            "void: " + colour.name().toLowerCase() + " moved twice in a row (art. 17.2)"
                                    + warningText()));
                    lostByWarnings = warn(colour, warnings, number, findings);
                    if (lostByWarnings != null) {
                        break;
                    }
                    continue; // void; the side to move does not change
                }
            }
            // A pass, and every illegal act the rules turn into a pass (arts. 18.3, 19), end here alike.
            boolean countsAsPass = move.isPass();
            if (!countsAsPass) {
                Point point = move.point();
                if (!point.isOn(size)) {
                    findings.add(new Finding(number, Finding.Kind.OFF_BOARD, point.toSgf(),
                            "the record is corrupt: the point is not on a " + size + "×" + size + " board"));
                    corrupt = true;
                    break;
                }
                int p = board.index(point.x(), point.y());
                switch (board.check(stone, p, rules.suicideAllowed())) {
                    case OCCUPIED -> {
                        findings.add(new Finding(number, Finding.Kind.OCCUPIED, point.toGtp(size),
                                "the record is corrupt: the point is already occupied; replay stops"));
                        corrupt = true;
                    }
                    case SUICIDE -> {
                        findings.add(new Finding(number, Finding.Kind.SUICIDE, point.toGtp(size),
                                "void, counts as a pass (禁着点, art. 19)"));
                        countsAsPass = true;
                    }
                    case KO -> {
                        findings.add(new Finding(number, Finding.Kind.KO, point.toGtp(size),
                                "void, counts as a pass: immediate ko recapture (提劫, art. 18.3)" + warningText()));
                        countsAsPass = true;
                        lostByWarnings = warn(colour, warnings, number, findings);
                    }
                    case LEGAL -> {
                        long key = 0;
                        if (superko) {
                            key = board.hashAfter(stone, p)
                                    ^ (situational && colour == Colour.BLACK ? WHITE_TO_MOVE : 0);
                            if (seen.contains(key) && confirmRepetition(setup, actions, actionCount, board, stone, p,
                                    key, positionKeys, positionActions, positions)) {
                                if (rules.cycleOutcome() == CycleOutcome.MOVE_ILLEGAL) {
                                    findings.add(new Finding(number, Finding.Kind.SUPERKO, point.toGtp(size),
                                            "void, counts as a pass: it repeats an earlier whole-board position (art. 6)"));
                                    countsAsPass = true;
                                } else {
                                    int left = moves.size() - number;
                                    cycle = new Finding(number, Finding.Kind.CYCLE, point.toGtp(size),
                                            "long cycle (循环劫, art. 20.3): " + rules.cycleOutcome().chinese() + " ("
                                                    + rules.cycleOutcome().name().toLowerCase().replace('_', ' ')
                                                    + "); the game ends here"
                                                    + (left > 0 ? ", the record's " + left + " later moves change "
                                                    + "nothing" : ""));
                                    findings.add(cycle);
                                }
                            }
                        }
                        if (!countsAsPass) {
                            if (superko) {
                                seen.add(key);
                                positionKeys[positions] = key;
                                positionActions[positions++] = actionCount + 1;
                            }
                            board.play(stone, p);
                            actions[actionCount++] = (stone << 16) | p;
                            consecutivePasses = 0;
                            expected = colour.opponent();
                        }
                    }
                }
            }
            if (countsAsPass && !corrupt) {
                board.pass();
                actions[actionCount++] = PASS;
                consecutivePasses++;
                expected = colour.opponent();
                if (superko && situational) {
                    // Art. 6 judges every position a player faces, one that arose after a pass too: the
                    // same stones with the other side to move. (A pass itself never repeats anything.)
                    long key = board.hash() ^ (colour == Colour.BLACK ? WHITE_TO_MOVE : 0);
                    seen.add(key);
                    positionKeys[positions] = key;
                    positionActions[positions++] = actionCount;
                }
            }
            if (corrupt || lostByWarnings != null || cycle != null) {
                break;                          // art. 20.3: once a long cycle has repeated, the game is over
            }
        }
        return new ReplayOutcome(board.position(), findings, warnings[0], warnings[1],
                board.prisonersTakenBy(Board.BLACK), board.prisonersTakenBy(Board.WHITE),
                !corrupt && lostByWarnings == null && cycle == null && consecutivePasses >= 2, reached, corrupt,
                cycle, lostByWarnings, notes);
    }

    private void setUp(Board board, byte colour, Point p, List<Finding> findings) {
        if (!p.isOn(size)) {
            findings.add(new Finding(0, Finding.Kind.SETUP, p.toSgf(), "setup stone off the board: ignored"));
            return;
        }
        int index = board.index(p.x(), p.y());
        if (board.at(index) != Board.EMPTY) {
            if (board.at(index) != colour) {
                board.clear(index);
                board.setUp(colour, index);
                findings.add(new Finding(0, Finding.Kind.SETUP, p.toGtp(size),
                        "setup places both colours on one point: the later one stands"));
            }
            return;
        }
        board.setUp(colour, index);
    }

    private String warningText() {
        return rules.warnings() ? "; one warning (警告)" : "";
    }

    private Colour warn(Colour colour, int[] warnings, int number, List<Finding> findings) {
        if (!rules.warnings()) {
            return null;
        }
        int n = ++warnings[colour.ordinal()];
        if (n >= 2) {
            findings.add(new Finding(number, Finding.Kind.TWO_WARNINGS, null,
                    colour.name().toLowerCase() + " has two warnings and loses the game (art. 24.2)"));
            return colour;
        }
        return null;
    }

    /**
     * Rebuilds the earlier position whose key matches and compares stones and side to move, so a
     * 64-bit hash collision can never be taken for a repetition.
     */
    private boolean confirmRepetition(Board setup, int[] actions, int actionCount, Board current, byte stone, int p,
                                      long key, long[] positionKeys, int[] positionActions, int positions) {
        Board after = current.copy();
        after.play(stone, p);
        for (int i = 0; i < positions; i++) {
            if (positionKeys[i] != key) {
                continue;
            }
            Board earlier = setup.copy();
            for (int a = 0; a < positionActions[i]; a++) {
                int action = actions[a];
                if (action == PASS) {
                    earlier.pass();
                } else {
                    earlier.play((byte) (action >>> 16), action & 0xFFFF);
                }
            }
            if (earlier.sameStones(after)) {
                return true;
            }
        }
        return false;
    }

    private String gtp(Move move) {
        if (move.isPass()) {
            return "pass";
        }
        return move.point().isOn(size) ? move.point().toGtp(size) : move.point().toSgf();
    }

}
