package org.tengen.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.standings.StandingsTest.B;
import static org.tengen.standings.StandingsTest.W;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tengen.rank.Rank;
import org.tengen.rules.GameResult;
import org.tengen.tournament.TournamentSystem;

class TeamStandingsTest {

    /** Teams A, B, C, D of two boards: players 1–2 A, 3–4 B, 5–6 C, 7–8 D (board 1 first). */
    static List<Entrant> teams() {
        String[] names = {"A", "B", "C", "D"};
        List<Entrant> out = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            out.add(new Entrant(i, "P" + i, Rank.dan(1), null, names[(i - 1) / 2], 2 - i % 2, null, 0, Set.of()));
        }
        return out;
    }

    @Test
    void art27_2_matchPointsFromGamePointsThenGamePointsThenBoardOne() {
        List<Pairing> games = List.of(
                // round 1: A 3:1? no — A beats B 4:0; C and D draw 2:2 (each won one board)
                Pairing.game(1, 1, 3, B), Pairing.game(1, 4, 2, W),
                Pairing.game(1, 5, 7, B), Pairing.game(1, 8, 6, B),
                // round 2: A and C draw 2:2 (A wins board 1, C board 2); B beats D 4:0
                Pairing.game(2, 1, 5, B), Pairing.game(2, 2, 6, W),
                Pairing.game(2, 3, 7, B), Pairing.game(2, 4, 8, B));
        List<TeamStanding> s = TeamStandings.compute(Settings.defaults(TournamentSystem.TEAM_ROUND_ROBIN, 2), teams(),
                games);
        assertThat(s).extracting(TeamStanding::team).containsExactly("A", "B", "C", "D");
        TeamStanding a = s.get(0);
        assertThat(a.matchPoints()).isEqualTo(3);
        assertThat(a.gamePoints()).isEqualByComparingTo("6");
        assertThat(a.boardPoints()).extracting(Object::toString).containsExactly("4", "2");
        assertThat(a.matches()).extracting(TeamStanding.Match::notation).containsExactly("B 4:0", "C 2:2");
        // B and C both have 3 match points? B: lost 0:4, won 4:0 → 2; C: draw + draw → 2; equal game points 4:
        // board 1 decides: B won board 1 against D (2), C won board 1 against D (2) and lost it to A: equal;
        // board 2: B 2 (round 2), C 2 (round 2) … equal on all: a shared place.
        assertThat(s.get(1).matchPoints()).isEqualTo(2);
        assertThat(s.get(2).matchPoints()).isEqualTo(2);
        assertThat(s.get(1).place()).isEqualTo(2);
        assertThat(s.get(2).place()).isEqualTo(2);
        assertThat(s.get(1).shared()).isTrue();
        assertThat(s.get(3).place()).isEqualTo(4);
    }

    @Test
    void teamSwissOrdersByOpponentsMatchPointsAndAByeIsTwoMatchPoints() {
        List<Entrant> t = teams().subList(0, 6);
        List<Pairing> games = List.of(
                Pairing.game(1, 1, 3, B), Pairing.game(1, 4, 2, W), Pairing.bye(1, 5), Pairing.bye(1, 6),
                Pairing.game(2, 5, 3, B), Pairing.game(2, 4, 6, GameResult.DRAW), Pairing.bye(2, 1), Pairing.bye(2, 2));
        List<TeamStanding> s = TeamStandings.compute(Settings.defaults(TournamentSystem.TEAM_SWISS, 2), t, games);
        TeamStanding a = s.stream().filter(x -> x.team().equals("A")).findFirst().orElseThrow();
        assertThat(a.matchPoints()).isEqualTo(4);
        assertThat(a.matches()).extracting(TeamStanding.Match::notation).containsExactly("B 4:0", "轮空");
        TeamStanding c = s.stream().filter(x -> x.team().equals("C")).findFirst().orElseThrow();
        assertThat(c.matchPoints()).as("a bye, then 3:1 over B").isEqualTo(4);
        // A and C both met only B, who has no match point: equal; A has more game points (4 to 3).
        assertThat(a.opponentsMatchPoints()).isZero();
        assertThat(c.opponentsMatchPoints()).isZero();
        assertThat(s).extracting(TeamStanding::team).containsExactly("A", "C", "B");
    }

    @Test
    void art28_4_forfeitRowsOfAWithdrawnPlayerAreGamePointsForTheOtherTeam() {
        // Player 4 (team B, board 2) withdrew after round 1; round 2 lists his board as a forfeit.
        List<Entrant> t = new ArrayList<>(teams());
        t.set(3, new Entrant(4, "P4", Rank.dan(1), null, "B", 2, 1, 0, Set.of()));
        GameResult whiteByForfeit = GameResult.win(org.tengen.rules.Colour.WHITE, GameResult.Kind.FORFEIT);
        List<Pairing> games = List.of(
                Pairing.game(1, 1, 3, B), Pairing.game(1, 4, 2, B),
                Pairing.game(2, 3, 5, B), Pairing.game(2, 4, 6, whiteByForfeit));
        List<TeamStanding> s = TeamStandings.compute(Settings.defaults(TournamentSystem.TEAM_ROUND_ROBIN, 2), t, games);
        TeamStanding c = s.stream().filter(x -> x.team().equals("C")).findFirst().orElseThrow();
        assertThat(c.matches()).extracting(TeamStanding.Match::notation).containsExactly("B 2:2");
        TeamStanding b = s.stream().filter(x -> x.team().equals("B")).findFirst().orElseThrow();
        assertThat(b.gamePoints()).isEqualByComparingTo("4");
    }

    @Test
    void bothWinGivesEachBoardAGameWin() {
        List<Pairing> games = List.of(Pairing.game(1, 1, 3, GameResult.BOTH_WIN), Pairing.game(1, 4, 2, B));
        List<TeamStanding> s = TeamStandings.compute(Settings.defaults(TournamentSystem.TEAM_ROUND_ROBIN, 1),
                teams().subList(0, 4), games);
        TeamStanding b = s.stream().filter(x -> x.team().equals("B")).findFirst().orElseThrow();
        assertThat(b.matches()).extracting(TeamStanding.Match::notation).containsExactly("A 4:2");
        assertThat(b.matchPoints()).isEqualTo(2);
    }
}
