package org.tengen.standings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;

/**
 * 擂台赛 (art. 26.6): two teams send their players in a set order; the winner of each game stays on
 * (守擂) and meets the next player of the other side; the team whose players are all beaten loses.
 * The sequence is read from the games in order (round, then table); a draw puts both players out.
 */
public final class Challenge {

    private Challenge() {
    }

    /** One game of the sequence: who played, who won, and the winner's run of wins (连胜). */
    public record Bout(int round, int black, int white, Integer winner, int streak) {
    }

    /**
     * The match: the bouts, each team's players still unbeaten at the end, and the winning team
     * (null while both still have players).
     */
    public record Result(List<Bout> bouts, Map<String, List<Integer>> remaining, String winner,
                         Map<Integer, Integer> bestStreak, Map<Integer, String> teamOf) {
    }

    public static Result compute(List<Entrant> entrants, List<Pairing> pairings) {
        Map<Integer, Entrant> byNo = new HashMap<>();
        Map<String, Set<Integer>> teams = new LinkedHashMap<>();
        for (Entrant e : entrants) {
            byNo.put(e.no(), e);
            if (e.team() != null) {
                teams.computeIfAbsent(e.team(), t -> new LinkedHashSet<>()).add(e.no());
            }
        }
        List<Pairing> order = new ArrayList<>(pairings);
        order.removeIf(Pairing::bye);
        order.sort(Comparator.comparingInt(Pairing::round));
        Set<Integer> out = new LinkedHashSet<>();
        Map<Integer, Integer> streak = new HashMap<>();
        Map<Integer, Integer> best = new HashMap<>();
        List<Bout> bouts = new ArrayList<>();
        for (Pairing p : order) {
            GameResult r = p.result();
            Integer winner = r.hasWinner() ? (r.winner() == Colour.BLACK ? p.black() : p.white()) : null;
            if (winner == null) {
                out.add(p.black());
                out.add(p.white());
                bouts.add(new Bout(p.round(), p.black(), p.white(), null, 0));
                continue;
            }
            int loser = winner == p.black() ? p.white() : p.black();
            out.add(loser);
            int s = streak.merge(winner, 1, Integer::sum);
            streak.remove(loser);
            best.merge(winner, s, Math::max);
            bouts.add(new Bout(p.round(), p.black(), p.white(), winner, s));
        }
        Map<String, List<Integer>> remaining = new LinkedHashMap<>();
        List<String> alive = new ArrayList<>();
        for (Map.Entry<String, Set<Integer>> t : teams.entrySet()) {
            List<Integer> left = t.getValue().stream().filter(n -> !out.contains(n)).toList();
            remaining.put(t.getKey(), left);
            if (!left.isEmpty()) {
                alive.add(t.getKey());
            }
        }
        String winner = alive.size() == 1 && teams.size() >= 2 ? alive.get(0) : null;
        Map<Integer, String> teamOf = new HashMap<>();
        teams.forEach((t, members) -> members.forEach(n -> teamOf.put(n, t)));
        return new Result(bouts, remaining, winner, best, teamOf);
    }
}
