package org.tengen.sheet;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;

/**
 * The checks that span rows of a workbook, made on every game whether or not it has a record:
 * numbers and federation ids unique, nobody playing twice in a round or against themselves, rounds
 * within the declared number, nobody playing after withdrawing, two warnings recorded as a loss
 * (art. 24.2), handicap given by the stronger player, team events with teams and boards.
 */
public final class ResultSheetChecks {

    private ResultSheetChecks() {
    }

    /** The sheet with the problems these checks find added. */
    public static ResultSheet check(ResultSheet sheet) {
        return sheet.withProblems(problems(sheet));
    }

    /** The problems these checks find (none when the tournament sheet could not be read). */
    public static List<Problem> problems(ResultSheet sheet) {
        List<Problem> out = new ArrayList<>();
        if (sheet.tournament() == null) {
            return out;
        }
        TournamentInfo t = sheet.tournament();
        String file = sheet.file();
        String ps = sheet.playersSheet();
        Map<Integer, SheetPlayer> byNo = new HashMap<>();
        Map<String, SheetPlayer> byFid = new HashMap<>();
        for (SheetPlayer p : sheet.players()) {
            SheetPlayer twin = byNo.putIfAbsent(p.no(), p);
            if (twin != null) {
                out.add(error(file, ps, p.row(), sheet.column(ps, "编号"), String.valueOf(p.no()),
                        "number " + p.no() + " is also given to " + twin.name() + " (row " + twin.row() + ")"));
            }
            if (p.federationId() != null) {
                SheetPlayer same = byFid.putIfAbsent(p.federationId(), p);
                if (same != null) {
                    out.add(error(file, ps, p.row(), sheet.column(ps, "会员号"), p.federationId(),
                            "federation id " + p.federationId() + " is also given to " + same.name() + " (row "
                                    + same.row() + ")"));
                }
            }
            if (t.system().team() && (p.team() == null || p.board() == null)) {
                out.add(error(file, ps, p.row(), sheet.column(ps, p.team() == null ? "队名" : "台次"), null,
                        "a team event (" + t.system().chinese() + ") needs every player's team (队名) and board (台次)"));
            }
            if (p.withdrewAfter() != null && t.rounds() != null && p.withdrewAfter() > t.rounds()) {
                out.add(error(file, ps, p.row(), sheet.column(ps, "退赛轮次"), String.valueOf(p.withdrewAfter()),
                        "withdrew after round " + p.withdrewAfter() + " but the tournament has " + t.rounds()
                                + " rounds"));
            }
        }
        Map<Integer, Map<Integer, SheetGame>> playedInRound = new HashMap<>();
        Set<String> pairs = new HashSet<>();
        for (SheetGame g : sheet.games()) {
            if (t.rounds() != null && g.round() > t.rounds()) {
                out.add(error(file, g.sheet(), g.row(), sheet.column(g.sheet(), "轮次"), String.valueOf(g.round()),
                        "round " + g.round() + " but the tournament declares " + t.rounds() + " rounds (轮次)"));
            }
            if (g.black() == g.white()) {
                out.add(error(file, g.sheet(), g.row(), sheet.column(g.sheet(), "白方"), String.valueOf(g.white()),
                        "player " + g.black() + " cannot play against themselves"));
                continue;
            }
            Map<Integer, SheetGame> round = playedInRound.computeIfAbsent(g.round(), r -> new HashMap<>());
            for (int side : g.bye() ? new int[] {g.black()} : new int[] {g.black(), g.white()}) {
                SheetGame other = round.putIfAbsent(side, g);
                if (other != null) {
                    out.add(error(file, g.sheet(), g.row(), sheet.column(g.sheet(), side == g.black() ? "黑方" : "白方"), String.valueOf(side),
                            "player " + side + " already plays in round " + g.round() + " (" + other.sheet()
                                    + " row " + other.row() + ")"));
                }
                SheetPlayer p = byNo.get(side);
                if (p != null && p.withdrewAfter() != null && g.round() > p.withdrewAfter()) {
                    afterWithdrawal(sheet, g, p, side == g.black() ? Colour.BLACK : Colour.WHITE, byNo, out);
                }
            }
            if (g.bye()) {
                continue;
            }
            if (g.result() != null && g.result().kind() == GameResult.Kind.BOTH_WIN) {
                out.add(warning(file, g.sheet(), g.row(), sheet.column(g.sheet(), "结果"), g.resultWritten(),
                        "both win (双方胜): a ruling the Chinese rules do not name, imported as the organiser ruled "
                                + "— a win for each player in the standings; the game is not rated (nothing was "
                                + "played)"));
            }
            if (t.system() == org.tengen.tournament.TournamentSystem.ROUND_ROBIN) {
                String pair = Math.min(g.black(), g.white()) + "-" + Math.max(g.black(), g.white());
                if (!pairs.add(pair)) {
                    out.add(warning(file, g.sheet(), g.row(), sheet.column(g.sheet(), "黑方"), null,
                            "players " + pair + " meet a second time in a round robin"));
                }
            }
            twoWarnings(sheet, g, out);
            SheetPlayer b = byNo.get(g.black());
            SheetPlayer w = byNo.get(g.white());
            if (g.handicap() > 0 && b != null && w != null && b.rank() != null && w.rank() != null
                    && b.rank().compareTo(w.rank()) > 0) {
                out.add(warning(file, g.sheet(), g.row(), sheet.column(g.sheet(), "让子"), String.valueOf(g.handicap()),
                        "a handicap game where Black (" + b.rank() + ") is ranked above White (" + w.rank()
                                + "): are the colours swapped?"));
            }
            if (g.handicap() > 0 && g.komi() != null && !g.komi().isZero()) {
                out.add(warning(file, g.sheet(), g.row(), sheet.column(g.sheet(), "贴子"), g.komi().toPoints(),
                        "a handicap game with komi: Chinese rules give no komi with a handicap (art. 003)"));
            }
            if (t.system().team() && b != null && w != null && b.team() != null && b.team().equals(w.team())) {
                out.add(error(file, g.sheet(), g.row(), sheet.column(g.sheet(), "白方"), String.valueOf(g.white()),
                        "both players are of team " + b.team()));
            }
            if (t.system().team() && g.board() != null && b != null && b.board() != null && w != null
                    && w.board() != null && (!g.board().equals(b.board()) || !g.board().equals(w.board()))) {
                out.add(warning(file, g.sheet(), g.row(), sheet.column(g.sheet(), "台次"), String.valueOf(g.board()),
                        "board " + g.board() + " but the players' fixed boards (分台定人制) are " + b.board() + " and "
                                + w.board()));
            }
        }
        return out;
    }

    /**
     * Art. 28: a game of a withdrawn player after the round they withdrew in. Organisers list those
     * rounds as forfeit rows (art. 28.2 "以下的比赛按弃权处理", 28.4 "未赛部分均作弃权处理"; in a Swiss,
     * 28.3, a pairing made before the withdrawal was known), and that is correct: a forfeit the
     * withdrawn player loses is accepted, and so is a win for the opponent whose margin is not written
     * (the standings count it as the forfeit art. 28 implies, with a warning). Both lose is accepted
     * when the opponent had withdrawn too (a double forfeit), with a warning otherwise. Only a result
     * that says the game was played (on the count, by resignation, on time, a draw), that the
     * withdrawn player won, or that contradicts the forfeit (no result, both win) is an error.
     */
    private static void afterWithdrawal(ResultSheet sheet, SheetGame g, SheetPlayer p, Colour side,
                                        Map<Integer, SheetPlayer> byNo, List<Problem> out) {
        String file = sheet.file();
        String where = p.name() + " withdrew after round " + p.withdrewAfter() + " (退赛轮次)";
        if (g.bye()) {
            out.add(error(file, g.sheet(), g.row(), sheet.column(g.sheet(), "白方"), g.resultWritten(),
                    where + " but has a bye (轮空) in round " + g.round() + ": a withdrawn player is not paired "
                            + "again (art. 28)"));
            return;
        }
        GameResult r = g.result();
        if (r == null) {
            return;                             // the cell itself is already an error
        }
        String resultColumn = sheet.column(g.sheet(), "结果");
        int opponentNo = side == Colour.BLACK ? g.white() : g.black();
        SheetPlayer opponent = byNo.get(opponentNo);
        boolean opponentWithdrew = opponent != null && opponent.withdrewAfter() != null
                && g.round() > opponent.withdrewAfter();
        switch (r.kind()) {
            case FORFEIT -> {
                if (r.winner() == side && !opponentWithdrew) {
                    out.add(error(file, g.sheet(), g.row(), resultColumn, g.resultWritten(), where
                            + " but wins round " + g.round() + " by forfeit: after a withdrawal the games are "
                            + "forfeits the withdrawn player loses (art. 28): expected "
                            + side.opponent().chinese() + "胜(弃权) / " + side.opponent().letter() + "+F"));
                }
            }
            case WIN -> {
                if (r.winner() == side) {
                    out.add(error(file, g.sheet(), g.row(), resultColumn, g.resultWritten(), where
                            + " but wins round " + g.round() + ": after a withdrawal the games are forfeits the "
                            + "withdrawn player loses (art. 28)"));
                } else {
                    out.add(warning(file, g.sheet(), g.row(), resultColumn, g.resultWritten(), where
                            + ": round " + g.round() + " is read as the forfeit art. 28 implies ("
                            + side.opponent().letter() + "+F)"));
                }
            }
            case BOTH_LOSE -> {
                if (!opponentWithdrew) {
                    out.add(warning(file, g.sheet(), g.row(), resultColumn, g.resultWritten(), where
                            + ": both lose in round " + g.round() + ", though art. 28 makes it a forfeit win for "
                            + (opponent == null ? "the opponent" : opponent.name())));
                }
            }
            default -> out.add(error(file, g.sheet(), g.row(), resultColumn, g.resultWritten(), where
                    + " but round " + g.round() + "'s result " + r.notation() + (r.wasPlayed()
                    ? " says the game was played" : " is not the forfeit art. 28 implies")
                    + ": after a withdrawal the games are forfeits the withdrawn player loses (art. 28): expected "
                    + side.opponent().chinese() + "胜(弃权) / " + side.opponent().letter() + "+F"));
        }
    }

    /** Art. 24.2: the second warning loses the game. */
    private static void twoWarnings(ResultSheet sheet, SheetGame g, List<Problem> out) {
        String file = sheet.file();
        boolean blackOut = g.blackWarnings() >= 2;
        boolean whiteOut = g.whiteWarnings() >= 2;
        if (!blackOut && !whiteOut) {
            return;
        }
        GameResult r = g.result();
        boolean ok;
        String expected;
        if (blackOut && whiteOut) {
            ok = r.kind() == GameResult.Kind.BOTH_LOSE;
            expected = "both lose (双方负)";
        } else {
            Colour loser = blackOut ? Colour.BLACK : Colour.WHITE;
            ok = r.winner() == loser.opponent() || r.kind() == GameResult.Kind.BOTH_LOSE;
            expected = loser.opponent().chinese() + " wins";
        }
        if (!ok) {
            out.add(error(file, g.sheet(), g.row(), sheet.column(g.sheet(), "结果"), g.resultWritten(),
                    (blackOut ? "Black" : "White") + (blackOut && whiteOut ? " and White have" : " has")
                            + " two warnings, which lose the game (art. 24.2): expected " + expected));
        }
    }

    private static Problem error(String file, String sheet, int row, String column, String value, String reason) {
        return new Problem(Problem.Severity.ERROR, file, sheet, row, column, value, reason);
    }

    private static Problem warning(String file, String sheet, int row, String column, String value, String reason) {
        return new Problem(Problem.Severity.WARNING, file, sheet, row, column, value, reason);
    }
}
