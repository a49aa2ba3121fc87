package org.tengen.verification;

import java.util.ArrayList;
import java.util.List;
import org.tengen.record.DeadStoneMarkup;
import org.tengen.record.GameRecord;
import org.tengen.record.RecordReader;
import org.tengen.record.RecordReading;
import org.tengen.rules.AreaCount;
import org.tengen.rules.Board;
import org.tengen.rules.Colour;
import org.tengen.rules.Counting;
import org.tengen.rules.CycleOutcome;
import org.tengen.rules.DeadStones;
import org.tengen.rules.Finding;
import org.tengen.rules.GameResult;
import org.tengen.rules.Point;
import org.tengen.rules.Position;
import org.tengen.rules.Replay;
import org.tengen.rules.ReplayOutcome;
import org.tengen.rules.RuleSet;
import org.tengen.rules.Score;
import org.tengen.rules.Scoring;
import org.tengen.rules.UnconditionalLife;

/**
 * Verifies game records: replays each under its rule set, applies the rulings, decides the dead
 * stones, counts, and compares with the recorded result.
 *
 * <p>The rule set is, in order: the caller's override ({@code --rules}); the one the record names
 * ({@code RU}); {@code chinese-2002}. Komi likewise: override, the record's {@code KM}, the rule
 * set's (0 in a handicap game). Records written by servers that name Japanese rules but count
 * Chinese-style are recognised: when the rules came from the record, the territory count does not
 * support the recorded result and the area count with the same komi does, the area count is used
 * and a note says so.
 *
 * <p>Dead stones, in order: the record's markup; the sheet's list; the board as it stands when the
 * game ended with two passes; an estimate ({@link DeadStones}). Two passes with nothing marked do
 * not prove every stone alive (art. 8: dead stones are agreed): where the board as it stands does
 * not support the recorded result but a count with the estimated dead stones (less any chain that
 * could still connect to a living one of its colour) gives it, the status is
 * {@code NEEDS_REVIEW} with both counts in the notes; {@code MISMATCH} is for records that support
 * the result neither way. With an estimate, the count is also
 * made with every uncertain chain alive for one side and dead for the other; when the winner
 * differs between those bounds it hangs on the estimate, and the status is {@code NEEDS_REVIEW}.
 */
public final class Verifier {

    /**
     * What the caller may impose on a verification.
     *
     * @param blackWarnings warnings the referee gave Black, as the result sheet records them (0 when
     *                      unknown); the count applies the larger of these and the record's own
     * @param whiteWarnings the same for White
     */
    public record Options(RuleSet rules, Score komi, List<Point> sheetDeadStones, CycleOutcome cycleOutcome,
                          int blackWarnings, int whiteWarnings) {

        public static final Options DEFAULT = new Options(null, null, null, null, 0, 0);

        public Options(RuleSet rules, Score komi, List<Point> sheetDeadStones, CycleOutcome cycleOutcome) {
            this(rules, komi, sheetDeadStones, cycleOutcome, 0, 0);
        }

        public Options withRules(RuleSet r) {
            return new Options(r, komi, sheetDeadStones, cycleOutcome, blackWarnings, whiteWarnings);
        }

        public Options withKomi(Score k) {
            return new Options(rules, k, sheetDeadStones, cycleOutcome, blackWarnings, whiteWarnings);
        }
    }

    private Verifier() {
    }

    /** Reads and verifies every game of a file's bytes. */
    public static List<Verification> verifyFile(String file, byte[] bytes, Options options) {
        List<Verification> out = new ArrayList<>();
        for (RecordReading reading : RecordReader.read(bytes)) {
            if (!reading.readable()) {
                out.add(unreadable(file, reading));
            } else {
                out.add(verify(reading.record(), options).withFile(file));
            }
        }
        return out;
    }

    static Verification unreadable(String file, RecordReading reading) {
        String where = reading.byteOffset() >= 0 ? "byte " + reading.byteOffset() : "the file";
        return unreadable(file, reading.game(), "unreadable at " + where + ": expected " + reading.problem());
    }

    /** The verdict on a file that could not be read at all (missing, too large, a broken zip). */
    public static Verification unreadable(String file, int game, String problem) {
        Finding finding = new Finding(0, Finding.Kind.UNREADABLE, null, problem);
        return new Verification(file, game, Status.UNREADABLE, GameResult.UNKNOWN, null, null, 0, 0,
                null, 0, null, null, DeadStoneSource.NOT_COUNTED, List.of(finding), List.of(), null, null);
    }

    public static Verification verify(GameRecord record, Options options) {
        List<String> notes = new ArrayList<>(record.notes());
        boolean rulesFromRecord = false;
        RuleSet rules = options.rules();
        if (rules == null) {
            rules = RuleSet.forRecordName(record.info().rulesName());
            if (rules == null) {
                if (record.info().rulesName() != null && !record.info().rulesName().isBlank()) {
                    notes.add("RU[" + record.info().rulesName() + "] names no rule set Tengen knows; "
                            + RuleSet.CHINESE_2002.name() + " applied");
                }
                rules = RuleSet.CHINESE_2002;
            } else {
                rulesFromRecord = true;
            }
        }
        Score komi = options.komi() != null ? options.komi() : record.komi();
        if (komi == null) {
            komi = record.handicap() >= 1 ? Score.ZERO : rules.komi();
        }
        rules = rules.withKomi(komi);
        if (options.cycleOutcome() != null) {
            rules = rules.withCycleOutcome(options.cycleOutcome());
        }

        Verification first = verifyUnder(record, rules, options, notes);
        if (rulesFromRecord && options.rules() == null && rules.scoring() == Scoring.TERRITORY
                && (first.status() == Status.MISMATCH || first.status() == Status.NEEDS_REVIEW)) {
            List<String> areaNotes = new ArrayList<>(notes);
            areaNotes.add("RU[" + record.info().rulesName() + "] but the recorded result is an area count (数子法): "
                    + "counted as " + RuleSet.CHINESE_2002.name() + " with komi " + komi.toPoints());
            Verification area = verifyUnder(record, RuleSet.CHINESE_2002.withKomi(komi), options, areaNotes);
            if (area.status() == Status.VERIFIED) {
                return area;
            }
        }
        return first;
    }

    /**
     * Who must make the first move: White in a handicap game whose stones are set up (art. 17: after
     * the handicap stones, White moves first), so a further black stone before White's first move is a
     * double move (art. 17.2); otherwise the record's first move decides.
     */
    static Colour firstToMove(GameRecord record) {
        boolean handicapStonesSetUp = record.handicap() >= 2 && record.blackSetup().size() == record.handicap()
                && record.whiteSetup().isEmpty();
        return handicapStonesSetUp ? Colour.WHITE : null;
    }

    private static Verification verifyUnder(GameRecord record, RuleSet rules, Options options, List<String> notes) {
        ReplayOutcome outcome = new Replay(rules, record.size())
                .run(record.blackSetup(), record.whiteSetup(), record.moves(), firstToMove(record));
        GameResult recorded = record.result();
        if (!outcome.notes().isEmpty()) {
            notes = new ArrayList<>(notes);
            notes.addAll(outcome.notes());
        }
        String bn = record.info().blackName();
        String wn = record.info().whiteName();
        if (outcome.corrupt()) {
            return new Verification(null, record.game(), Status.UNREADABLE, recorded, null, rules.name(),
                    record.size(), record.handicap(), rules.komi(), outcome.moves(), null, null,
                    DeadStoneSource.NOT_COUNTED, outcome.findings(), notes, bn, wn);
        }
        GameResult computed;
        Score blackArea = null;
        Score whiteArea = null;
        DeadStoneSource source = DeadStoneSource.NOT_COUNTED;
        boolean winnerHangsOnEstimate = false;
        GameResult estimated = null;          // art. 8: what the estimate gives where the board as it stands is counted
        Score estimatedBlackArea = null;
        Score estimatedWhiteArea = null;
        boolean estimateCouldSupport = false;
        // Art. 24: the warnings that count are the referee's (the sheet) or the record's, whichever are more.
        int blackWarnings = Math.max(outcome.blackWarnings(), options.blackWarnings());
        int whiteWarnings = Math.max(outcome.whiteWarnings(), options.whiteWarnings());
        boolean lostBySheetWarnings = outcome.lostByWarnings() == null && (blackWarnings >= 2 || whiteWarnings >= 2);
        if (options.blackWarnings() > outcome.blackWarnings() || options.whiteWarnings() > outcome.whiteWarnings()) {
            notes = append(notes, "warnings from the result sheet: Black " + blackWarnings + ", White " + whiteWarnings);
        }

        if (outcome.lostByWarnings() != null) {
            computed = GameResult.win(outcome.lostByWarnings().opponent(), GameResult.Kind.WIN);
        } else if (lostBySheetWarnings) {
            computed = blackWarnings >= 2 && whiteWarnings >= 2 ? GameResult.BOTH_LOSE
                    : GameResult.win(blackWarnings >= 2 ? Colour.WHITE : Colour.BLACK, GameResult.Kind.WIN);
        } else if (outcome.cycle() != null) {
            computed = rules.cycleOutcome() == CycleOutcome.DRAW ? GameResult.DRAW : GameResult.VOID;
        } else if (recorded.kind() == GameResult.Kind.RESIGNATION || recorded.kind() == GameResult.Kind.TIME
                || recorded.kind() == GameResult.Kind.FORFEIT) {
            computed = recorded; // the record cannot contradict a resignation, a loss on time or a forfeit
        } else {
            Position end = outcome.finalPosition();
            boolean[] dead;
            DeadStones.Estimate estimate = null;
            if (record.markup() != null) {
                dead = record.markup().deadIn(end);
                source = DeadStoneSource.MARKED;
            } else if (options.sheetDeadStones() != null) {
                dead = DeadStoneMarkup.fromList(end, options.sheetDeadStones());
                source = DeadStoneSource.SHEET;
            } else if (outcome.endedByTwoPasses()) {
                // The board as it stands, less what is dead beyond any agreement: stones inside the
                // opponent's unconditionally safe area (Benson), which no count could call alive.
                dead = certainlyDead(end);
                source = DeadStoneSource.TWO_PASSES;
            } else {
                estimate = DeadStones.estimate(end);
                dead = estimate.dead();
                source = DeadStoneSource.ESTIMATED;
            }
            AreaCount count = Counting.count(end, dead);
            Score margin = Counting.blackMargin(rules, count, record.handicap(), outcome.blackPrisoners(),
                    outcome.whitePrisoners(), blackWarnings, whiteWarnings);
            computed = GameResult.ofMargin(margin, rules.blackWinsTies());
            Score warningShift = rules.warnings()
                    ? Score.ofPoints(whiteWarnings - (long) blackWarnings) : Score.ZERO;
            blackArea = count.blackArea().plus(warningShift);
            whiteArea = count.whiteArea().minus(warningShift);
            if (estimate != null) {
                winnerHangsOnEstimate = !winnerIsCertain(rules, record, outcome, end, estimate, blackWarnings,
                        whiteWarnings);
            } else if (source == DeadStoneSource.TWO_PASSES
                    && (recorded.hasWinner() || recorded.kind() == GameResult.Kind.DRAW)) {
                if (!supports(recorded, computed)) {
                    // Art. 8: dead stones are agreed, not implied. Two passes with nothing marked do not prove
                    // every stone on the board alive; count again with the estimated dead stones removed.
                    DeadStones.Estimate e = DeadStones.estimate(end);
                    AreaCount withEstimate = Counting.count(end, withoutConnectable(end, e.dead()));
                    estimated = GameResult.ofMargin(Counting.blackMargin(rules, withEstimate, record.handicap(),
                            outcome.blackPrisoners(), outcome.whitePrisoners(), blackWarnings, whiteWarnings),
                            rules.blackWinsTies());
                    estimatedBlackArea = withEstimate.blackArea().plus(warningShift);
                    estimatedWhiteArea = withEstimate.whiteArea().minus(warningShift);
                    estimateCouldSupport = supports(recorded, estimated);
                }
            }
        }

        Status status;
        if (outcome.lostByWarnings() != null || outcome.hasIllegalAct()) {
            status = Status.ILLEGAL;
        } else if (outcome.cycle() != null) {
            status = Status.CYCLE;
        } else if (lostBySheetWarnings) {
            status = computed.kind() == GameResult.Kind.BOTH_LOSE ? (recorded.equals(computed) ? Status.VERIFIED
                    : Status.MISMATCH) : recorded.winner() == computed.winner() ? Status.VERIFIED : Status.MISMATCH;
        } else if (recorded.kind() == GameResult.Kind.UNKNOWN) {
            status = Status.NO_RESULT;
        } else if (recorded.kind() == GameResult.Kind.VOID || recorded.kind() == GameResult.Kind.BOTH_LOSE
                || recorded.kind() == GameResult.Kind.BOTH_WIN) {
            status = Status.NEEDS_REVIEW;
            notes = append(notes, "a recorded " + recorded.notation()
                    + " is a referee's ruling the record itself cannot confirm");
        } else if (!recorded.isCounted() && recorded.kind() != GameResult.Kind.WIN) {
            status = Status.VERIFIED;
        } else {
            boolean sameWinner = recorded.kind() == GameResult.Kind.DRAW
                    ? computed.kind() == GameResult.Kind.DRAW
                    : computed.hasWinner() && computed.winner() == recorded.winner();
            boolean exact = recorded.equals(computed) || (recorded.kind() == GameResult.Kind.WIN && sameWinner);
            if (source == DeadStoneSource.ESTIMATED) {
                if (winnerHangsOnEstimate) {
                    status = Status.NEEDS_REVIEW;
                } else if (!sameWinner) {
                    status = Status.MISMATCH;
                } else {
                    status = exact ? Status.VERIFIED : Status.NEEDS_REVIEW;
                }
            } else if (!exact && estimateCouldSupport) {
                status = Status.NEEDS_REVIEW;
                notes = append(notes, "the board as it stands after two passes (no dead stones marked) counts Black "
                        + blackArea.toPoints() + ", White " + whiteArea.toPoints() + ": " + computed.notation()
                        + "; with the estimated dead stones removed it counts Black " + estimatedBlackArea.toPoints()
                        + ", White " + estimatedWhiteArea.toPoints() + ": " + estimated.notation()
                        + ". Dead stones are agreed, not implied by two passes (art. 8): a referee decides");
            } else {
                status = exact ? Status.VERIFIED : Status.MISMATCH;
                if (estimated != null) {
                    notes = append(notes, "neither the board as it stands (" + computed.notation() + ") nor the "
                            + "estimated dead stones (" + estimated.notation() + ") support the recorded result");
                }
            }
        }
        return new Verification(null, record.game(), status, recorded, computed, rules.name(), record.size(),
                record.handicap(), rules.komi(), outcome.moves(), blackArea, whiteArea, source, outcome.findings(),
                notes, bn, wn);
    }

    /** Whether a count supports a recorded result: the same result, or the same winner when the margin is not written. */
    private static boolean supports(GameResult recorded, GameResult computed) {
        if (recorded.equals(computed)) {
            return true;
        }
        if (recorded.kind() == GameResult.Kind.WIN) {
            return computed.hasWinner() && computed.winner() == recorded.winner();
        }
        return false;
    }

    /**
     * The estimated dead stones less every chain that could still connect: one with a liberty next
     * to a chain of its own colour the estimate keeps alive. Such a chain (a stone in atari beside its
     * group, an unfinished ko at the edge) is not dead without the players' agreement, whatever the
     * play-outs make of it; a referee would not take it off the board on the estimate's word.
     */
    static boolean[] withoutConnectable(Position end, boolean[] dead) {
        int n = end.size();
        boolean[] out = dead.clone();
        boolean[] seen = new boolean[n * n];
        int[] stack = new int[n * n];
        int[] chain = new int[n * n];
        int[] dx = {1, -1, 0, 0};
        int[] dy = {0, 0, 1, -1};
        for (int start = 0; start < n * n; start++) {
            if (!dead[start] || seen[start]) {
                continue;
            }
            byte colour = end.at(start % n, start / n);
            int size = 0;
            int top = 0;
            stack[top++] = start;
            seen[start] = true;
            boolean connectable = false;
            while (top > 0) {
                int p = stack[--top];
                chain[size++] = p;
                int x = p % n;
                int y = p / n;
                for (int k = 0; k < 4; k++) {
                    int qx = x + dx[k];
                    int qy = y + dy[k];
                    if (qx < 0 || qy < 0 || qx >= n || qy >= n) {
                        continue;
                    }
                    int q = qy * n + qx;
                    byte c = end.at(qx, qy);
                    if (c == colour && !seen[q]) {
                        seen[q] = true;
                        stack[top++] = q;
                    } else if (c == Board.EMPTY) {
                        for (int j = 0; j < 4; j++) {
                            int rx = qx + dx[j];
                            int ry = qy + dy[j];
                            if (rx >= 0 && ry >= 0 && rx < n && ry < n && end.at(rx, ry) == colour
                                    && !dead[ry * n + rx]) {
                                connectable = true;
                            }
                        }
                    }
                }
            }
            if (connectable) {
                for (int i = 0; i < size; i++) {
                    out[chain[i]] = false;
                }
            }
        }
        return out;
    }

    /** Stones inside the opponent's unconditionally safe area (Benson): dead beyond any agreement. */
    public static boolean[] certainlyDead(Position end) {
        int n = end.size();
        UnconditionalLife.Result benson = UnconditionalLife.analyse(end);
        boolean[] dead = new boolean[n * n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                dead[y * n + x] = benson.certainlyDead(end, x, y);
            }
        }
        return dead;
    }

    private static List<String> append(List<String> notes, String note) {
        List<String> more = new ArrayList<>(notes);
        more.add(note);
        return more;
    }

    private static Score margin(RuleSet rules, GameRecord record, ReplayOutcome outcome, AreaCount count, int bw,
                                int ww) {
        return Counting.blackMargin(rules, count, record.handicap(), outcome.blackPrisoners(),
                outcome.whitePrisoners(), bw, ww);
    }

    /** Whether the winner is the same with every uncertain chain counted in Black's favour and in White's. */
    private static boolean winnerIsCertain(RuleSet rules, GameRecord record, ReplayOutcome outcome, Position end,
                                           DeadStones.Estimate estimate, int bw, int ww) {
        int n = end.size();
        boolean[] forBlack = new boolean[n * n];
        boolean[] forWhite = new boolean[n * n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int i = y * n + x;
                byte c = end.at(x, y);
                if (c == 0) {
                    continue;
                }
                if (estimate.certain()[i]) {
                    forBlack[i] = estimate.dead()[i];
                    forWhite[i] = estimate.dead()[i];
                } else {
                    forBlack[i] = c == Board.WHITE;
                    forWhite[i] = c == Board.BLACK;
                }
            }
        }
        GameResult best = GameResult.ofMargin(margin(rules, record, outcome, Counting.count(end, forBlack), bw, ww),
                rules.blackWinsTies());
        GameResult worst = GameResult.ofMargin(margin(rules, record, outcome, Counting.count(end, forWhite), bw, ww),
                rules.blackWinsTies());
        Colour a = best.winner();
        Colour b = worst.winner();
        return a != null && a == b;
    }
}
