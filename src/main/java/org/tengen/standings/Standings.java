package org.tengen.standings;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tengen.rank.Rank;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;
import org.tengen.tournament.TournamentSystem;

/**
 * Computes an event's individual standings: the main score, every criterion of the chain, the
 * places. Plain Java; scores are kept in half points (long) and written as exact decimals.
 *
 * <p>What the rules say about games that were not played normally:
 * <ul>
 *   <li>A bye (轮空) is a win: 2 points, no opponent, nothing added to any tie-break (rules.md);
 *       in NBW and MMS it is worth the event's bye value.</li>
 *   <li>A forfeit (弃权) is a win for the side present and counts in tie-breaks like a game.</li>
 *   <li>Both lose (双方负): 0 each; the game counts as played.</li>
 *   <li>Both win (OpenGotha's {@code RESULT_BOTHWIN}, a ruling the Chinese rules do not name): a win
 *       for each side, counted in tie-breaks like a forfeit win (as OpenGotha counts it in NBW, MMS,
 *       SOS and SODOS); in a Chinese table 2 points each, and each counts the other as beaten in 胜者小分.</li>
 *   <li>No result (无胜负, a long cycle or an annulled game): no points; nothing added to tie-breaks.</li>
 *   <li>Art. 28.2, round robin: a player who withdrew having played fewer than half the rounds has
 *       every result voided, for everyone, and is listed last without a place; with half or more,
 *       the results stand and every game not played is a forfeit win for the opponent. Art. 28.3,
 *       Swiss: results stand, no further games. Art. 28.4, team events: results stand.</li>
 *   <li>A round without a game adds to SOS the player's own starting McMahon score in McMahon,
 *       0 otherwise; absence and bye values of NBW and MMS are accumulated and rounded down.</li>
 * </ul>
 */
public final class Standings {

    private static final BigDecimal TWO = BigDecimal.valueOf(2);
    private static final BigDecimal FOUR = BigDecimal.valueOf(4);

    private final Settings settings;
    private final Map<Integer, Entrant> entrants = new LinkedHashMap<>();
    private final Map<Integer, Slot[]> slots = new HashMap<>();
    private final Set<Integer> voided = new HashSet<>();
    private final int rounds;

    /** What a player did in a round. {@code half}: 2 a win, 1 a draw, 0 a loss. */
    private record Slot(RoundCell.Kind kind, int opponent, int half, Colour colour, int handicap, int warnings) {
    }

    private Standings(Settings settings, List<Entrant> entrants, List<Pairing> pairings) {
        this.settings = settings;
        int maxRound = pairings.stream().mapToInt(Pairing::round).max().orElse(0);
        this.rounds = Math.max(settings.rounds(), maxRound);
        for (Entrant e : entrants) {
            this.entrants.put(e.no(), e);
            slots.put(e.no(), new Slot[rounds + 1]);
        }
        for (Pairing p : pairings) {
            place(p);
        }
        withdrawals();
    }

    public static List<Standing> compute(Settings settings, List<Entrant> entrants, List<Pairing> pairings) {
        return new Standings(settings, entrants, pairings).standings();
    }

    // ---- slots --------------------------------------------------------------------------------

    private void place(Pairing p) {
        if (!slots.containsKey(p.black()) || (!p.bye() && !slots.containsKey(p.white()))) {
            return;
        }
        if (p.bye()) {
            slots.get(p.black())[p.round()] = new Slot(RoundCell.Kind.BYE, 0, 2, null, 0, p.blackWarnings());
            return;
        }
        GameResult r = p.result();
        RoundCell.Kind kind = switch (r.kind()) {
            // A both-win (OpenGotha's RESULT_BOTHWIN) was not played: a win for each side, counted
            // like a forfeit win in every tie-break, as OpenGotha counts it.
            case FORFEIT, BOTH_WIN -> RoundCell.Kind.FORFEIT;
            case VOID, UNKNOWN -> RoundCell.Kind.VOID;
            default -> RoundCell.Kind.PLAYED;
        };
        int blackHalf = r.halfGamesFor(Colour.BLACK);
        int whiteHalf = r.halfGamesFor(Colour.WHITE);
        slots.get(p.black())[p.round()] = new Slot(kind, p.white(), blackHalf, Colour.BLACK, p.handicap(),
                p.blackWarnings());
        slots.get(p.white())[p.round()] = new Slot(kind, p.black(), whiteHalf, Colour.WHITE, p.handicap(),
                p.whiteWarnings());
    }

    /**
     * Art. 28. In every system, a game of a withdrawn player listed after the round they withdrew in
     * (organisers write those rounds as forfeit rows) is the forfeit art. 28 implies: the withdrawn
     * player loses it, the opponent wins it, whatever the row's notation (B+F, a bare W+, 双方负),
     * unless the opponent had withdrawn too. Then, in a round robin, a player who had played fewer
     * than half the rounds has every result voided (art. 28.2), for everyone; otherwise the games not
     * played and not listed become forfeit wins for the opponents.
     */
    private void withdrawals() {
        for (Entrant e : entrants.values()) {
            if (e.withdrewAfter() == null) {
                continue;
            }
            Slot[] mine = slots.get(e.no());
            for (int r = e.withdrewAfter() + 1; r <= rounds; r++) {
                Slot s = mine[r];
                if (s == null || s.opponent() == 0 || s.kind() == RoundCell.Kind.VOID) {
                    continue;
                }
                Entrant o = entrants.get(s.opponent());
                if (o.withdrewAfter() != null && r > o.withdrewAfter()) {
                    continue;                     // both had withdrawn: the row stands as written
                }
                Slot theirs = slots.get(o.no())[r];
                mine[r] = new Slot(RoundCell.Kind.FORFEIT, o.no(), 0, null, 0, s.warnings());
                slots.get(o.no())[r] = new Slot(RoundCell.Kind.FORFEIT, e.no(), 2, null, 0, theirs.warnings());
            }
        }
        if (settings.system() != TournamentSystem.ROUND_ROBIN) {
            return;
        }
        for (Entrant e : entrants.values()) {
            if (e.withdrewAfter() == null) {
                continue;
            }
            Slot[] mine = slots.get(e.no());
            // 已赛局数: the games played before withdrawing, not the forfeits listed after.
            int played = 0;
            for (int r = 1; r <= Math.min(rounds, e.withdrewAfter()); r++) {
                if (mine[r] != null && mine[r].opponent() != 0 && mine[r].kind() != RoundCell.Kind.VOID) {
                    played++;
                }
            }
            if (played * 2 < rounds) {
                voided.add(e.no());
                for (int r = 1; r <= rounds; r++) {
                    Slot s = mine[r];
                    if (s != null && s.opponent() != 0) {
                        Slot theirs = slots.get(s.opponent())[r];
                        slots.get(s.opponent())[r] = new Slot(RoundCell.Kind.VOID, e.no(), 0, theirs.colour(), 0,
                                theirs.warnings());
                    }
                    mine[r] = s == null ? null : new Slot(RoundCell.Kind.VOID, s.opponent(), 0, s.colour(), 0, 0);
                }
            }
        }
        for (Entrant e : entrants.values()) {
            if (e.withdrewAfter() == null || voided.contains(e.no())) {
                continue;
            }
            Set<Integer> met = new HashSet<>();
            for (Slot s : slots.get(e.no())) {
                if (s != null && s.opponent() != 0) {
                    met.add(s.opponent());
                }
            }
            for (Entrant o : entrants.values()) {
                if (o.no() == e.no() || met.contains(o.no()) || voided.contains(o.no())) {
                    continue;
                }
                int r = freeRound(e.no(), o.no(), e.withdrewAfter() + 1);
                if (r > 0) {
                    slots.get(e.no())[r] = new Slot(RoundCell.Kind.FORFEIT, o.no(), 0, null, 0, 0);
                    slots.get(o.no())[r] = new Slot(RoundCell.Kind.FORFEIT, e.no(), 2, null, 0, 0);
                }
            }
        }
    }

    private int freeRound(int a, int b, int from) {
        for (int r = Math.max(1, from); r <= rounds; r++) {
            if (slots.get(a)[r] == null && slots.get(b)[r] == null) {
                return r;
            }
        }
        return -1;
    }

    // ---- scores -------------------------------------------------------------------------------

    private static int rankValue(Rank rank) {
        if (rank == null) {
            return 0;
        }
        return switch (rank.kind()) {
            case KYU -> 30 - rank.level();
            case DAN -> 29 + rank.level();
            case PRO -> 38;
        };
    }

    /** Starting McMahon score (as OpenGotha: 30k = 0, 1d = 30), clamped to floor and bar. */
    long smms(Entrant e) {
        int v = e.rank() == null ? rankValue(settings.floor()) : rankValue(e.rank());
        v = Math.max(rankValue(settings.floor()), Math.min(rankValue(settings.bar()), v));
        return v + e.smmsCorrection();
    }

    /** A score in half points after {@code upTo} rounds. */
    private long scoreX2(Criterion main, int no, int upTo) {
        Slot[] s = slots.get(no);
        long played = 0;
        long unplayed = 0;
        int byes = 0;
        int absent = 0;
        for (int r = 1; r <= upTo; r++) {
            Slot slot = s[r];
            if (slot == null || slot.kind() == RoundCell.Kind.ABSENT) {
                absent++;
            } else if (slot.kind() == RoundCell.Kind.BYE) {
                byes++;
            } else if (slot.kind() != RoundCell.Kind.VOID) {
                played += slot.half();
            }
        }
        return switch (main) {
            case POINTS -> 2 * (played + 2L * byes);
            case NBW -> {
                unplayed = (long) absent * settings.nbwAbsentX2() + (long) byes * settings.nbwByeX2();
                yield played + roundDown(unplayed);
            }
            default -> {
                unplayed = (long) absent * settings.mmsAbsentX2() + (long) byes * settings.mmsByeX2();
                yield 2 * smms(entrants.get(no)) + played + roundDown(unplayed);
            }
        };
    }

    private long roundDown(long x2) {
        return settings.roundDown() ? (x2 / 2) * 2 : x2;
    }

    // ---- standings ----------------------------------------------------------------------------

    private List<Standing> standings() {
        Criterion main = settings.main();
        Map<Integer, Long> mainX2 = new HashMap<>();
        for (int no : entrants.keySet()) {
            mainX2.put(no, voided.contains(no) ? 0 : scoreX2(main, no, rounds));
        }
        Map<Integer, Long> sosX2 = new HashMap<>();
        for (int no : entrants.keySet()) {
            sosX2.put(no, sos(no, mainX2, 0));
        }
        Map<Integer, Map<Criterion, BigDecimal>> values = new HashMap<>();
        for (int no : entrants.keySet()) {
            Map<Criterion, BigDecimal> v = new LinkedHashMap<>();
            for (Criterion c : settings.chain()) {
                v.put(c, value(c, no, mainX2, sosX2));
            }
            values.put(no, v);
        }
        List<Integer> order = new ArrayList<>(entrants.keySet());
        order.removeIf(voided::contains);
        int dc = settings.chain().indexOf(Criterion.DC);
        if (dc >= 0) {
            order.sort(comparator(values, settings.chain().subList(0, dc)));
            directConfrontation(order, values, settings.chain().subList(0, dc));
        }
        order.sort(comparator(values, settings.chain()).thenComparing(no -> no));
        List<Standing> out = new ArrayList<>();
        Integer place = null;
        for (int i = 0; i < order.size(); i++) {
            int no = order.get(i);
            boolean sameAsPrevious = i > 0 && equal(values.get(no), values.get(order.get(i - 1)));
            boolean sameAsNext = i + 1 < order.size() && equal(values.get(no), values.get(order.get(i + 1)));
            if (!sameAsPrevious) {
                place = i + 1;
            }
            out.add(standing(place, no, values.get(no), sameAsPrevious || sameAsNext));
        }
        for (int no : entrants.keySet()) {
            if (voided.contains(no)) {
                out.add(standing(null, no, values.get(no), false));
            }
        }
        return out;
    }

    private static boolean equal(Map<Criterion, BigDecimal> a, Map<Criterion, BigDecimal> b) {
        for (Map.Entry<Criterion, BigDecimal> e : a.entrySet()) {
            if (e.getValue().compareTo(b.get(e.getKey())) != 0) {
                return false;
            }
        }
        return true;
    }

    private static Comparator<Integer> comparator(Map<Integer, Map<Criterion, BigDecimal>> values,
                                                  List<Criterion> chain) {
        Comparator<Integer> c = (a, b) -> 0;
        for (Criterion k : chain) {
            Comparator<Integer> byK = Comparator.comparing(no -> values.get(no).get(k));
            c = c.thenComparing(k == Criterion.WARNINGS ? byK : byK.reversed());
        }
        return c;
    }

    /** DC: within each group tied on the criteria before it, the points scored against the others. */
    private void directConfrontation(List<Integer> order, Map<Integer, Map<Criterion, BigDecimal>> values,
                                     List<Criterion> before) {
        int i = 0;
        while (i < order.size()) {
            int j = i + 1;
            while (j < order.size() && equalOn(values.get(order.get(i)), values.get(order.get(j)), before)) {
                j++;
            }
            Set<Integer> group = new HashSet<>(order.subList(i, j));
            for (int no : group) {
                long half = 0;
                for (Slot s : slots.get(no)) {
                    if (s != null && group.contains(s.opponent()) && s.kind() != RoundCell.Kind.VOID) {
                        half += s.half();
                    }
                }
                values.get(no).put(Criterion.DC, group.size() > 1 ? BigDecimal.valueOf(half) : BigDecimal.ZERO);
            }
            i = j;
        }
    }

    private static boolean equalOn(Map<Criterion, BigDecimal> a, Map<Criterion, BigDecimal> b, List<Criterion> cs) {
        for (Criterion c : cs) {
            if (a.get(c).compareTo(b.get(c)) != 0) {
                return false;
            }
        }
        return true;
    }

    /** The opponent's contribution to SOS in one round, in half points. */
    private long contributionX2(int no, int r, Map<Integer, Long> mainX2) {
        Slot s = slots.get(no)[r];
        boolean game = s != null && s.opponent() != 0 && s.kind() != RoundCell.Kind.VOID;
        if (!game) {
            return settings.main() == Criterion.MMS ? 2 * smms(entrants.get(no)) : 0;
        }
        long opp = mainX2.get(s.opponent());
        if (settings.main() == Criterion.MMS && s.handicap() > 0 && s.colour() != null) {
            opp += s.colour() == Colour.WHITE ? 2L * s.handicap() : -2L * s.handicap();
        }
        return opp;
    }

    private long sos(int no, Map<Integer, Long> mainX2, int drop) {
        if (voided.contains(no)) {
            return 0;
        }
        List<Long> parts = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            parts.add(contributionX2(no, r, mainX2));
        }
        parts.sort(null);
        long sum = 0;
        for (int i = Math.min(drop, parts.size()); i < parts.size(); i++) {
            sum += parts.get(i);
        }
        return sum;
    }

    private BigDecimal value(Criterion c, int no, Map<Integer, Long> mainX2, Map<Integer, Long> sosX2) {
        if (voided.contains(no)) {
            return BigDecimal.ZERO;
        }
        Slot[] s = slots.get(no);
        return switch (c) {
            case POINTS, NBW, MMS -> halves(c == settings.main() ? mainX2.get(no) : scoreX2(c, no, rounds));
            case SOS -> halves(sosX2.get(no));
            case SOS_1 -> halves(sos(no, mainX2, 1));
            case SOS_2 -> halves(sos(no, mainX2, 2));
            case SOSOS -> {
                long sum = 0;
                for (int r = 1; r <= rounds; r++) {
                    Slot slot = s[r];
                    if (slot != null && slot.opponent() != 0 && slot.kind() != RoundCell.Kind.VOID) {
                        sum += sosX2.get(slot.opponent());
                    } else if (settings.main() == Criterion.MMS) {
                        sum += 2 * smms(entrants.get(no)) * rounds;
                    }
                }
                yield halves(sum);
            }
            case SODOS, SB -> {
                // Σ opponent's score × own result (1, ½, 0); in quarters of a point.
                long quarters = 0;
                for (int r = 1; r <= rounds; r++) {
                    Slot slot = s[r];
                    if (slot != null && slot.opponent() != 0 && slot.kind() != RoundCell.Kind.VOID) {
                        long opp = c == Criterion.SB ? mainScoreX2(Criterion.POINTS, slot.opponent())
                                : mainX2.get(slot.opponent());
                        quarters += opp * slot.half();
                    }
                }
                yield BigDecimal.valueOf(quarters).divide(FOUR);
            }
            case OPP -> {
                long sum = 0;
                for (int r = 1; r <= rounds; r++) {
                    Slot slot = s[r];
                    if (slot != null && slot.opponent() != 0 && slot.kind() != RoundCell.Kind.VOID) {
                        sum += mainScoreX2(Criterion.POINTS, slot.opponent());
                    }
                }
                yield halves(sum);
            }
            case CUSS -> {
                long sum = 0;
                for (int r = 1; r <= rounds; r++) {
                    sum += scoreX2(settings.main(), no, r);
                }
                yield halves(sum);
            }
            case WARNINGS -> {
                int w = 0;
                for (Slot slot : s) {
                    if (slot != null) {
                        w += slot.warnings();
                    }
                }
                yield BigDecimal.valueOf(w);
            }
            case DC -> BigDecimal.ZERO;
        };
    }

    private long mainScoreX2(Criterion c, int no) {
        return voided.contains(no) ? 0 : scoreX2(c, no, rounds);
    }

    private static BigDecimal halves(long x2) {
        return BigDecimal.valueOf(x2).divide(TWO);
    }

    private Standing standing(Integer place, int no, Map<Criterion, BigDecimal> values, boolean shared) {
        Entrant e = entrants.get(no);
        Slot[] s = slots.get(no);
        int wins = 0;
        int draws = 0;
        int losses = 0;
        List<RoundCell> cells = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            Slot slot = s[r];
            if (slot == null) {
                cells.add(new RoundCell(r, 0, null, null, 0, RoundCell.Kind.ABSENT));
                continue;
            }
            Character result = slot.kind() == RoundCell.Kind.VOID || slot.kind() == RoundCell.Kind.BYE ? null
                    : slot.half() == 2 ? '+' : slot.half() == 1 ? '=' : '-';
            if (slot.kind() == RoundCell.Kind.PLAYED || slot.kind() == RoundCell.Kind.FORFEIT
                    || slot.kind() == RoundCell.Kind.BYE) {
                if (slot.kind() == RoundCell.Kind.BYE || slot.half() == 2) {
                    wins++;
                } else if (slot.half() == 1) {
                    draws++;
                } else {
                    losses++;
                }
            }
            Character colour = slot.colour() == null ? null : slot.colour() == Colour.BLACK ? 'b' : 'w';
            cells.add(new RoundCell(r, slot.opponent(), result, colour, slot.handicap(), slot.kind()));
        }
        Map<String, BigDecimal> tiebreaks = new LinkedHashMap<>();
        for (Map.Entry<Criterion, BigDecimal> v : values.entrySet()) {
            if (v.getKey() != Criterion.POINTS) {
                tiebreaks.put(v.getKey().code(), v.getValue());
            }
        }
        BigDecimal points = voided.contains(no) ? BigDecimal.ZERO : halves(scoreX2(Criterion.POINTS, no, rounds));
        return new Standing(place, e, points, wins, draws, losses, tiebreaks, cells, e.withdrewAfter() != null,
                voided.contains(no), shared);
    }
}
