package org.tengen.standings;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.tengen.tournament.TournamentSystem;

/**
 * The standings of an event of any system, as the registry stores them: the individual table
 * ({@link Standings}), with places from the bracket for a knockout ({@link Knockout}), and the
 * team table — the team standings of a team event, or for a 擂台赛 (art. 26.6, {@link Challenge})
 * the team with players left first and the bouts each side won as its game points.
 */
public final class EventStandings {

    private EventStandings() {
    }

    /** An event's standings: the individual lines and the team lines (empty for an individual event). */
    public record Result(List<Standing> standings, List<TeamStanding> teams) {
    }

    public static Result compute(Settings s, List<Entrant> entrants, List<Pairing> pairings) {
        List<Standing> standings = Standings.compute(s, entrants, pairings);
        if (s.system() == TournamentSystem.KNOCKOUT) {
            standings = knockout(standings, Knockout.compute(entrants, pairings));
        }
        List<TeamStanding> teams = s.system() == TournamentSystem.CHALLENGE
                ? challenge(Challenge.compute(entrants, pairings))
                : s.system().team() ? TeamStandings.compute(s, entrants, pairings) : List.of();
        return new Result(standings, teams);
    }

    /** A knockout has no point table: places come from the round each player was knocked out in. */
    static List<Standing> knockout(List<Standing> table, Knockout.Bracket bracket) {
        List<Standing> out = new ArrayList<>();
        for (Standing x : table) {
            Integer place = bracket.places().get(x.entrant().no());
            long same = bracket.places().values().stream().filter(v -> v.equals(place)).count();
            out.add(new Standing(place, x.entrant(), x.points(), x.wins(), x.draws(), x.losses(), Map.of(),
                    x.rounds(), x.withdrawn(), x.voided(), same > 1));
        }
        out.sort(Comparator.comparing((Standing x) -> x.place() == null ? Integer.MAX_VALUE : x.place())
                .thenComparing(x -> x.entrant().no()));
        return out;
    }

    /** 擂台赛: the team with players left wins; game points are the bouts each side won. */
    static List<TeamStanding> challenge(Challenge.Result r) {
        List<TeamStanding> out = new ArrayList<>();
        for (String t : r.remaining().keySet()) {
            long bouts = r.bouts().stream().filter(b -> b.winner() != null && t.equals(teamOfPlayer(r, b.winner())))
                    .count();
            boolean winner = t.equals(r.winner());
            String other = r.remaining().keySet().stream().filter(x -> !x.equals(t)).findFirst().orElse(null);
            long otherBouts = r.bouts().stream().filter(b -> b.winner() != null && other != null
                    && other.equals(teamOfPlayer(r, b.winner()))).count();
            out.add(new TeamStanding(r.winner() == null ? 1 : winner ? 1 : 2, t, r.winner() == null ? 1 : winner ? 2 : 0,
                    BigDecimal.valueOf(2 * bouts), List.of(), 0, winner ? 1 : 0, r.winner() == null ? 1 : 0,
                    r.winner() != null && !winner ? 1 : 0, List.of(new TeamStanding.Match(1, other,
                    BigDecimal.valueOf(bouts), BigDecimal.valueOf(otherBouts))),
                    r.winner() == null));
        }
        out.sort(Comparator.comparing(TeamStanding::place));
        return out;
    }

    private static String teamOfPlayer(Challenge.Result r, int no) {
        return r.teamOf().get(no);
    }

}
