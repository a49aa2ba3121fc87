package org.tengen.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.standings.StandingsTest.B;
import static org.tengen.standings.StandingsTest.W;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tengen.rank.Rank;
import org.tengen.tournament.TournamentSystem;

/** The standings an event stores, whatever its system: the dispatch the ranking job calls. */
class EventStandingsTest {

    @Test
    void art26_1_aKnockoutIsPlacedByItsBracketNotByPoints() {
        List<Pairing> games = List.of(Pairing.game(1, 1, 4, B), Pairing.game(1, 2, 3, W), Pairing.game(2, 1, 3, W));
        EventStandings.Result r = EventStandings.compute(Settings.defaults(TournamentSystem.KNOCKOUT, 2),
                StandingsTest.players(4), games);
        assertThat(r.standings()).extracting(s -> s.entrant().no() + ":" + s.place())
                .containsExactly("3:1", "1:2", "2:3", "4:3");
        assertThat(r.standings().get(2).shared()).as("both semi-final losers share third").isTrue();
        assertThat(r.standings().get(0).tiebreaks()).as("a bracket has no tie-breaks").isEmpty();
        assertThat(r.teams()).isEmpty();
    }

    @Test
    void art26_6_aChallengeMatchRanksTheTeamWithPlayersLeftFirst() {
        List<Entrant> p = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            p.add(new Entrant(i, "P" + i, Rank.dan(3), null, i <= 3 ? "中国" : "日本", (i - 1) % 3 + 1, null, 0, Set.of()));
        }
        List<Pairing> games = List.of(Pairing.game(1, 1, 4, B), Pairing.game(2, 5, 1, W), Pairing.game(3, 1, 6, W),
                Pairing.game(4, 6, 2, W));
        EventStandings.Result r = EventStandings.compute(Settings.defaults(TournamentSystem.CHALLENGE, 4), p, games);
        assertThat(r.teams()).extracting(TeamStanding::team).containsExactly("中国", "日本");
        TeamStanding china = r.teams().get(0);
        assertThat(china.place()).isEqualTo(1);
        assertThat(china.matchPoints()).isEqualTo(2);
        assertThat(china.gamePoints()).as("three bouts won, two game points each").isEqualByComparingTo(new BigDecimal(6));
        assertThat(r.teams().get(1).place()).isEqualTo(2);
        assertThat(r.teams().get(1).matchPoints()).isZero();
    }

    @Test
    void art26_6_aChallengeMatchNotYetDecidedSharesTheFirstPlace() {
        List<Entrant> p = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            p.add(new Entrant(i, "P" + i, Rank.dan(3), null, i <= 2 ? "甲" : "乙", (i - 1) % 2 + 1, null, 0, Set.of()));
        }
        EventStandings.Result r = EventStandings.compute(Settings.defaults(TournamentSystem.CHALLENGE, 3), p,
                List.of(Pairing.game(1, 1, 3, B)));
        assertThat(r.teams()).allSatisfy(t -> {
            assertThat(t.place()).isEqualTo(1);
            assertThat(t.shared()).isTrue();
        });
    }
}
