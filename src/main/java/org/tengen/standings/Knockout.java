package org.tengen.standings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;

/**
 * Knockout events (淘汰赛) and best-of-N matches (多局决胜制, art. 26.5): there is no point table
 * (rules.md); each round's matches say who advanced. Games between the same two players in one
 * round form a match won by whoever won more of them (a draw is half). Places: the last match's
 * winner first, its loser second, then the losers of each earlier round sharing the next place
 * (3, 3, 5, 5, 5, 5 …).
 */
public final class Knockout {

    private Knockout() {
    }

    /** One match of a round: the two players, games won (halves for draws, ×2), and who advanced. */
    public record Match(int round, int first, int second, int firstHalves, int secondHalves, Integer winner) {

        /** {@code 3 – 7  2:1} */
        public String notation() {
            return first + " – " + second + "  " + fmt(firstHalves) + ":" + fmt(secondHalves);
        }

        private static String fmt(int halves) {
            return halves % 2 == 0 ? Integer.toString(halves / 2) : halves / 2 + ".5";
        }
    }

    public record Bracket(List<Match> matches, Map<Integer, Integer> places, Map<Integer, Integer> eliminatedIn) {
    }

    public static Bracket compute(List<Entrant> entrants, List<Pairing> pairings) {
        Map<Integer, Map<String, int[]>> rounds = new TreeMap<>();
        for (Pairing p : pairings) {
            if (p.bye()) {
                continue;
            }
            int a = Math.min(p.black(), p.white());
            int b = Math.max(p.black(), p.white());
            int[] halves = rounds.computeIfAbsent(p.round(), r -> new LinkedHashMap<>())
                    .computeIfAbsent(a + "-" + b, k -> new int[2]);
            GameResult r = p.result();
            if (r.kind() == GameResult.Kind.DRAW) {
                halves[0]++;
                halves[1]++;
            } else if (r.hasWinner()) {
                int winner = r.winner() == Colour.BLACK ? p.black() : p.white();
                halves[winner == a ? 0 : 1] += 2;
            }
        }
        List<Match> matches = new ArrayList<>();
        Map<Integer, Integer> eliminatedIn = new HashMap<>();
        int lastRound = 0;
        Integer champion = null;
        for (Map.Entry<Integer, Map<String, int[]>> round : rounds.entrySet()) {
            lastRound = round.getKey();
            for (Map.Entry<String, int[]> m : round.getValue().entrySet()) {
                String[] ab = m.getKey().split("-");
                int a = Integer.parseInt(ab[0]);
                int b = Integer.parseInt(ab[1]);
                int[] h = m.getValue();
                Integer winner = h[0] > h[1] ? Integer.valueOf(a) : h[1] > h[0] ? Integer.valueOf(b) : null;
                matches.add(new Match(round.getKey(), a, b, h[0], h[1], winner));
                if (winner != null) {
                    eliminatedIn.put(winner == a ? b : a, round.getKey());
                }
            }
        }
        for (Match m : matches) {
            if (m.round() == lastRound && m.winner() != null && round(rounds, lastRound) == 1) {
                champion = m.winner();
            }
        }
        Map<Integer, Integer> places = new HashMap<>();
        if (champion != null) {
            places.put(champion, 1);
        }
        // Losers of later rounds place before losers of earlier ones.
        int placed = champion == null ? 0 : 1;
        for (int r = lastRound; r >= 1; r--) {
            List<Integer> out = new ArrayList<>();
            for (Map.Entry<Integer, Integer> e : eliminatedIn.entrySet()) {
                if (e.getValue() == r) {
                    out.add(e.getKey());
                }
            }
            for (int p : out) {
                places.put(p, placed + 1);
            }
            placed += out.size();
        }
        return new Bracket(matches, places, eliminatedIn);
    }

    private static int round(Map<Integer, Map<String, int[]>> rounds, int r) {
        return rounds.get(r).size();
    }
}
