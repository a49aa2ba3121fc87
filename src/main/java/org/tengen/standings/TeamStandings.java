package org.tengen.standings;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;
import org.tengen.tournament.TournamentSystem;

/**
 * Team standings (art. 27.2): each board game scored as an individual game (局分 2/1/0); a match is
 * won by the side with more game points (场分 2/1/0); a team without a match in a round (a bye)
 * gets 2 match points and no game points. Round robin: match points, then game points, then the
 * game points of board 1, board 2, …; equal on all shares the place. Team Swiss: match points,
 * then the opponents' match points, then as the round robin.
 */
public final class TeamStandings {

    private TeamStandings() {
    }

    private static final class Tally {
        int matchPoints;
        long gameHalf;
        final TreeMap<Integer, Long> boardHalf = new TreeMap<>();
        int won;
        int drawn;
        int lost;
        final List<TeamStanding.Match> matches = new ArrayList<>();
        final List<String> opponents = new ArrayList<>();
    }

    public static List<TeamStanding> compute(Settings settings, List<Entrant> entrants, List<Pairing> pairings) {
        Map<Integer, Entrant> byNo = new HashMap<>();
        Set<String> teams = new TreeSet<>();
        int boards = 0;
        for (Entrant e : entrants) {
            byNo.put(e.no(), e);
            if (e.team() != null) {
                teams.add(e.team());
            }
            if (e.board() != null) {
                boards = Math.max(boards, e.board());
            }
        }
        // round → "teamA|teamB" → [game points ×2 of A, of B]
        Map<Integer, Map<String, long[]>> matches = new TreeMap<>();
        Map<Integer, Set<String>> byes = new TreeMap<>();
        Map<String, Tally> tallies = new LinkedHashMap<>();
        teams.forEach(t -> tallies.put(t, new Tally()));
        for (Pairing p : pairings) {
            Entrant b = byNo.get(p.black());
            if (b == null || b.team() == null) {
                continue;
            }
            if (p.bye()) {
                byes.computeIfAbsent(p.round(), r -> new TreeSet<>()).add(b.team());
                continue;
            }
            Entrant w = byNo.get(p.white());
            if (w == null || w.team() == null || w.team().equals(b.team())) {
                continue;
            }
            long[] half = halves(p.result());
            int board = p.board() != null ? p.board() : b.board() != null ? b.board() : 0;
            boards = Math.max(boards, board);
            boolean blackFirst = b.team().compareTo(w.team()) < 0;
            String key = blackFirst ? b.team() + "|" + w.team() : w.team() + "|" + b.team();
            long[] m = matches.computeIfAbsent(p.round(), r -> new LinkedHashMap<>()).computeIfAbsent(key,
                    k -> new long[2]);
            m[blackFirst ? 0 : 1] += half[0];
            m[blackFirst ? 1 : 0] += half[1];
            tallies.get(b.team()).boardHalf.merge(board, half[0], Long::sum);
            tallies.get(w.team()).boardHalf.merge(board, half[1], Long::sum);
        }
        for (Map.Entry<Integer, Map<String, long[]>> round : matches.entrySet()) {
            Set<String> played = new TreeSet<>();
            for (Map.Entry<String, long[]> m : round.getValue().entrySet()) {
                String[] two = m.getKey().split("\\|", 2);
                long a = m.getValue()[0];
                long b = m.getValue()[1];
                record(tallies.get(two[0]), round.getKey(), two[1], a, b);
                record(tallies.get(two[1]), round.getKey(), two[0], b, a);
                played.add(two[0]);
                played.add(two[1]);
            }
            for (String t : byes.getOrDefault(round.getKey(), Set.of())) {
                if (!played.contains(t)) {
                    Tally tally = tallies.get(t);
                    tally.matchPoints += 2;
                    tally.won++;
                    tally.matches.add(new TeamStanding.Match(round.getKey(), null, BigDecimal.ZERO, BigDecimal.ZERO));
                }
            }
        }
        for (Map.Entry<Integer, Set<String>> round : byes.entrySet()) {
            if (!matches.containsKey(round.getKey())) {
                for (String t : round.getValue()) {
                    tallies.get(t).matchPoints += 2;
                    tallies.get(t).won++;
                    tallies.get(t).matches.add(new TeamStanding.Match(round.getKey(), null, BigDecimal.ZERO,
                            BigDecimal.ZERO));
                }
            }
        }
        Map<String, Integer> opp = new HashMap<>();
        for (Map.Entry<String, Tally> e : tallies.entrySet()) {
            int sum = 0;
            for (String o : e.getValue().opponents) {
                sum += tallies.get(o).matchPoints;
            }
            opp.put(e.getKey(), sum);
        }
        final int boardCount = boards;
        boolean swiss = settings.system() == TournamentSystem.TEAM_SWISS;
        Comparator<String> order = Comparator.comparingInt((String t) -> -tallies.get(t).matchPoints);
        if (swiss) {
            order = order.thenComparingInt(t -> -opp.get(t));
        }
        order = order.thenComparingLong(t -> -tallies.get(t).gameHalf);
        for (int k = 1; k <= boardCount; k++) {
            final int board = k;
            order = order.thenComparingLong(t -> -tallies.get(t).boardHalf.getOrDefault(board, 0L));
        }
        List<String> sorted = new ArrayList<>(tallies.keySet());
        sorted.sort(order.thenComparing(t -> t));
        List<TeamStanding> out = new ArrayList<>();
        Integer place = null;
        for (int i = 0; i < sorted.size(); i++) {
            String t = sorted.get(i);
            boolean samePrev = i > 0 && order.compare(t, sorted.get(i - 1)) == 0;
            boolean sameNext = i + 1 < sorted.size() && order.compare(t, sorted.get(i + 1)) == 0;
            if (!samePrev) {
                place = i + 1;
            }
            Tally tally = tallies.get(t);
            List<BigDecimal> boardPoints = new ArrayList<>();
            for (int k = 1; k <= boardCount; k++) {
                boardPoints.add(points(tally.boardHalf.getOrDefault(k, 0L)));
            }
            tally.matches.sort(Comparator.comparingInt(TeamStanding.Match::round));
            out.add(new TeamStanding(place, t, tally.matchPoints, points(tally.gameHalf), boardPoints, opp.get(t),
                    tally.won, tally.drawn, tally.lost, List.copyOf(tally.matches), samePrev || sameNext));
        }
        return out;
    }

    private static void record(Tally t, int round, String opponent, long mine, long theirs) {
        t.gameHalf += mine;
        t.opponents.add(opponent);
        if (mine > theirs) {
            t.matchPoints += 2;
            t.won++;
        } else if (mine == theirs) {
            t.matchPoints += 1;
            t.drawn++;
        } else {
            t.lost++;
        }
        t.matches.add(new TeamStanding.Match(round, opponent, points(mine), points(theirs)));
    }

    /** Board points of a game in "halves" of a game: 2 a win (a both-win for each), 1 a draw, 0 a loss (= 局分). */
    private static long[] halves(GameResult r) {
        return new long[] {r.halfGamesFor(Colour.BLACK), r.halfGamesFor(Colour.WHITE)};
    }

    private static BigDecimal points(long half) {
        return BigDecimal.valueOf(half);
    }
}
