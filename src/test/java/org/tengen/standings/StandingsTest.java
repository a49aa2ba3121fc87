package org.tengen.standings;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tengen.rank.Rank;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;
import org.tengen.tournament.TournamentSystem;

/** Standings on hand-made events: each rule with the article it comes from. */
class StandingsTest {

    static final GameResult B = GameResult.win(Colour.BLACK, GameResult.Kind.RESIGNATION);
    static final GameResult W = GameResult.win(Colour.WHITE, GameResult.Kind.RESIGNATION);

    static List<Entrant> players(int n) {
        List<Entrant> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            out.add(Entrant.of(i, "P" + i, Rank.dan(1)));
        }
        return out;
    }

    static Standing of(List<Standing> s, int no) {
        return s.stream().filter(x -> x.entrant().no() == no).findFirst().orElseThrow();
    }

    static BigDecimal d(String v) {
        return new BigDecimal(v);
    }

    /** A 4-player round robin: 1 beats everyone; 2, 3, 4 beat each other in a circle. */
    static List<Pairing> circle() {
        return List.of(
                Pairing.game(1, 1, 2, B), Pairing.game(1, 3, 4, B),
                Pairing.game(2, 1, 3, B), Pairing.game(2, 4, 2, B),
                Pairing.game(3, 4, 1, W), Pairing.game(3, 2, 3, B));
    }

    @Test
    void art27_1_roundRobinPointsThenSbThenWarningsAndSharedPlaces() {
        List<Standing> s = Standings.compute(Settings.defaults(TournamentSystem.ROUND_ROBIN, 3), players(4), circle());
        assertThat(s.get(0).entrant().no()).isEqualTo(1);
        assertThat(s.get(0).points()).isEqualByComparingTo("6");
        assertThat(s.get(0).tiebreaks().get("SB")).isEqualByComparingTo("6");       // beat 2, 3, 4: 2 points each
        // 2, 3 and 4 have 2 points and SB 2 each (each beat one player with 2 points): all share second place.
        assertThat(s.subList(1, 4)).allSatisfy(x -> {
            assertThat(x.place()).isEqualTo(2);
            assertThat(x.points()).isEqualByComparingTo("2");
            assertThat(x.tiebreaks().get("SB")).isEqualByComparingTo("2");
            assertThat(x.shared()).isTrue();
        });
        assertThat(s.get(0).shared()).isFalse();
        assertThat(of(s, 1).rounds()).extracting(RoundCell::notation).containsExactly("2+b", "3+b", "4+w");
    }

    @Test
    void art27_1_fewerWarningsPlaceHigherWhenPointsAndSbAreEqual() {
        List<Pairing> games = new ArrayList<>(circle());
        games.set(1, new Pairing(1, 3, 4, B, 0, 1, 0, null, null));      // player 3 had a warning in round 1
        List<Standing> s = Standings.compute(Settings.defaults(TournamentSystem.ROUND_ROBIN, 3), players(4), games);
        assertThat(s).extracting(x -> x.entrant().no() + ":" + x.place()).containsExactly("1:1", "2:2", "4:2", "3:4");
        assertThat(of(s, 3).tiebreaks().get("warnings")).isEqualByComparingTo("1");
    }

    @Test
    void art27_1_sbCountsHalfTheDrawnOpponentsPoints() {
        List<Pairing> games = List.of(Pairing.game(1, 1, 2, GameResult.DRAW), Pairing.game(1, 3, 4, B),
                Pairing.game(2, 1, 3, B), Pairing.game(2, 2, 4, B));
        List<Standing> s = Standings.compute(Settings.defaults(TournamentSystem.ROUND_ROBIN, 2), players(4), games);
        // 1: draw with 2 (3 points) and beat 3 (2 points): SB = 1.5 + 2.
        assertThat(of(s, 1).points()).isEqualByComparingTo("3");
        assertThat(of(s, 1).tiebreaks().get("SB")).isEqualByComparingTo("3.5");
        assertThat(of(s, 2).tiebreaks().get("SB")).isEqualByComparingTo("1.5");
        assertThat(of(s, 1).place()).isEqualTo(1);
    }

    @Test
    void art28_2_withdrawalBeforeHalfTheRoundsVoidsEveryResultForEveryone() {
        List<Entrant> p = new ArrayList<>(players(4));
        p.set(3, new Entrant(4, "P4", Rank.dan(1), null, null, null, 1, 0, Set.of()));
        List<Pairing> games = List.of(Pairing.game(1, 1, 2, B), Pairing.game(1, 3, 4, W),    // 4 beat 3, then left
                Pairing.game(2, 1, 3, B), Pairing.game(3, 2, 3, B));
        List<Standing> s = Standings.compute(Settings.defaults(TournamentSystem.ROUND_ROBIN, 3), p, games);
        assertThat(of(s, 4).voided()).isTrue();
        assertThat(of(s, 4).place()).isNull();
        assertThat(s.get(s.size() - 1).entrant().no()).isEqualTo(4);
        assertThat(of(s, 4).points()).isEqualByComparingTo("0");
        assertThat(of(s, 3).points()).as("the loss to 4 is gone").isEqualByComparingTo("0");
        assertThat(of(s, 3).losses()).isEqualTo(2);
        assertThat(of(s, 3).rounds().get(0).notation()).isEqualTo("4×");
    }

    @Test
    void art28_2_withdrawalAfterHalfTheRoundsKeepsResultsAndForfeitsTheRest() {
        List<Entrant> p = new ArrayList<>(players(4));
        p.set(3, new Entrant(4, "P4", Rank.dan(1), null, null, null, 2, 0, Set.of()));
        List<Pairing> games = List.of(Pairing.game(1, 1, 2, B), Pairing.game(1, 3, 4, W),
                Pairing.game(2, 4, 2, B), Pairing.game(2, 1, 3, B), Pairing.game(3, 2, 3, B));
        List<Standing> s = Standings.compute(Settings.defaults(TournamentSystem.ROUND_ROBIN, 3), p, games);
        assertThat(of(s, 4).voided()).isFalse();
        assertThat(of(s, 4).points()).isEqualByComparingTo("4");
        assertThat(of(s, 1).points()).as("a forfeit win over 4 in round 3").isEqualByComparingTo("6");
        assertThat(of(s, 1).rounds().get(2).notation()).isEqualTo("4+!");
        assertThat(of(s, 4).rounds().get(2).notation()).isEqualTo("1-!");
    }

    static final GameResult B_FORFEIT = GameResult.win(Colour.BLACK, GameResult.Kind.FORFEIT);
    static final GameResult W_FORFEIT = GameResult.win(Colour.WHITE, GameResult.Kind.FORFEIT);

    static List<Entrant> withdrawn(int players, int no, int after) {
        List<Entrant> p = new ArrayList<>(players(players));
        p.set(no - 1, new Entrant(no, "P" + no, Rank.dan(1), null, null, null, after, 0, Set.of()));
        return p;
    }

    @Test
    void art28_2_forfeitRowsAfterTheWithdrawalAreTheForfeitsItImpliesNotExtraGames() {
        // 4 withdrew after round 2 of 3 (half or more: results stand); the sheet lists round 3 as a forfeit.
        List<Pairing> games = List.of(Pairing.game(1, 1, 2, B), Pairing.game(1, 3, 4, W),
                Pairing.game(2, 4, 2, B), Pairing.game(2, 1, 3, B),
                Pairing.game(3, 2, 3, B), Pairing.game(3, 4, 1, W_FORFEIT));
        List<Standing> s = Standings.compute(Settings.defaults(TournamentSystem.ROUND_ROBIN, 3),
                withdrawn(4, 4, 2), games);
        assertThat(of(s, 4).voided()).isFalse();
        assertThat(of(s, 4).points()).isEqualByComparingTo("4");
        assertThat(of(s, 4).losses()).isEqualTo(1);
        assertThat(of(s, 1).points()).isEqualByComparingTo("6");
        assertThat(of(s, 1).rounds()).extracting(RoundCell::notation).containsExactly("2+b", "3+b", "4+!");
        assertThat(of(s, 4).rounds().get(2).notation()).isEqualTo("1-!");
        assertThat(s.stream().mapToInt(x -> x.points().intValue()).sum()).as("6 games, 2 points each").isEqualTo(12);
    }

    @Test
    void art28_2_aBareWinAfterTheWithdrawalCountsAsTheForfeit() {
        GameResult whiteWins = GameResult.win(Colour.WHITE, GameResult.Kind.WIN);
        List<Pairing> games = List.of(Pairing.game(1, 1, 2, B), Pairing.game(1, 3, 4, W),
                Pairing.game(2, 4, 2, B), Pairing.game(2, 1, 3, B),
                Pairing.game(3, 2, 3, B), Pairing.game(3, 4, 1, whiteWins));
        List<Standing> s = Standings.compute(Settings.defaults(TournamentSystem.ROUND_ROBIN, 3),
                withdrawn(4, 4, 2), games);
        assertThat(of(s, 1).rounds().get(2).notation()).isEqualTo("4+!");
        assertThat(of(s, 4).rounds().get(2).notation()).isEqualTo("1-!");
    }

    @Test
    void art28_2_forfeitRowsAreNotGamesPlayedWhenHalfTheRoundsAreCounted() {
        // 4 played one round of 3 and withdrew; the sheet lists rounds 2 and 3 as forfeits.
        // One game played is fewer than half of 3: every result of 4 is void, the forfeits too.
        List<Pairing> games = List.of(Pairing.game(1, 1, 2, B), Pairing.game(1, 3, 4, W),
                Pairing.game(2, 1, 3, B), Pairing.game(2, 2, 4, B_FORFEIT),
                Pairing.game(3, 2, 3, B), Pairing.game(3, 1, 4, B_FORFEIT));
        List<Standing> s = Standings.compute(Settings.defaults(TournamentSystem.ROUND_ROBIN, 3),
                withdrawn(4, 4, 1), games);
        assertThat(of(s, 4).voided()).isTrue();
        assertThat(of(s, 4).place()).isNull();
        assertThat(s.get(s.size() - 1).entrant().no()).isEqualTo(4);
        assertThat(of(s, 1).points()).as("the forfeit over 4 is void too").isEqualByComparingTo("4");
        assertThat(of(s, 1).rounds().get(2).notation()).isEqualTo("4×");
        assertThat(of(s, 2).points()).isEqualByComparingTo("2");
        assertThat(of(s, 3).points()).as("the loss to 4 is gone").isEqualByComparingTo("0");
    }

    @Test
    void art28_3_swissForfeitRowAfterTheWithdrawalIsAForfeitWinCountedLikeAGame() {
        List<Pairing> games = List.of(Pairing.game(1, 1, 2, B), Pairing.game(1, 3, 4, W),
                Pairing.game(2, 1, 4, W_FORFEIT), Pairing.game(2, 2, 3, B));
        List<Standing> s = Standings.compute(Settings.defaults(TournamentSystem.SWISS, 2), withdrawn(4, 4, 1), games);
        // 4 withdrew after round 1 but had been paired with 1 in round 2: 4 loses it by forfeit.
        assertThat(of(s, 4).points()).isEqualByComparingTo("2");
        assertThat(of(s, 4).withdrawn()).isTrue();
        assertThat(of(s, 4).voided()).isFalse();
        assertThat(of(s, 1).points()).isEqualByComparingTo("4");
        assertThat(of(s, 1).rounds().get(1).notation()).isEqualTo("4+!");
        // 1 met 2 (2 points) and 4 (2 points): OPP 4; a forfeit counts like a game.
        assertThat(of(s, 1).tiebreaks().get("OPP")).isEqualByComparingTo("4");
    }

    @Test
    void bothWinIsAWinForEachCountedInTieBreaksLikeAForfeitWin() {
        // OpenGotha's RESULT_BOTHWIN: the game of round 1 between 1 and 2 could not be played.
        List<Pairing> games = List.of(Pairing.game(1, 1, 2, GameResult.BOTH_WIN), Pairing.game(1, 3, 4, B),
                Pairing.game(2, 1, 3, B), Pairing.game(2, 2, 4, W));
        List<Standing> s = Standings.compute(Settings.defaults(TournamentSystem.SWISS, 2), players(4), games);
        assertThat(of(s, 1).points()).isEqualByComparingTo("4");
        assertThat(of(s, 2).points()).as("a win, then a loss").isEqualByComparingTo("2");
        assertThat(of(s, 1).wins()).isEqualTo(2);
        assertThat(of(s, 1).rounds().get(0).notation()).isEqualTo("2+!");
        assertThat(of(s, 2).rounds().get(0).notation()).isEqualTo("1+!");
        // OPP of 1: 2 (2 points) + 3 (2 points).
        assertThat(of(s, 1).tiebreaks().get("OPP")).isEqualByComparingTo("4");
        Settings nbw = new Settings(TournamentSystem.SWISS, 2, List.of(Criterion.NBW, Criterion.SOS),
                Rank.dan(4), Rank.kyu(20), 0, 2, 1, 2, true);
        List<Standing> e = Standings.compute(nbw, players(4), games);
        assertThat(of(e, 1).tiebreaks().get("NBW")).as("OpenGotha: 1 - 1").isEqualByComparingTo("2");
        assertThat(of(e, 2).tiebreaks().get("NBW")).isEqualByComparingTo("1");
    }

    @Test
    void art28_3_swissWithdrawalResultsStandAndNoFurtherGames() {
        List<Entrant> p = new ArrayList<>(players(4));
        p.set(3, new Entrant(4, "P4", Rank.dan(1), null, null, null, 1, 0, Set.of()));
        List<Pairing> games = List.of(Pairing.game(1, 1, 2, B), Pairing.game(1, 3, 4, W), Pairing.game(2, 1, 3, B),
                Pairing.bye(2, 2));
        List<Standing> s = Standings.compute(Settings.defaults(TournamentSystem.SWISS, 2), p, games);
        assertThat(of(s, 4).points()).isEqualByComparingTo("2");
        assertThat(of(s, 4).withdrawn()).isTrue();
        assertThat(of(s, 4).rounds().get(1).notation()).isEqualTo("-");
        assertThat(of(s, 3).points()).isEqualByComparingTo("0");
    }

    @Test
    void byeIsAWinWithoutTieBreakAndBothLoseAndNoResultGiveNothing() {
        List<Pairing> games = List.of(Pairing.bye(1, 1), Pairing.game(1, 2, 3, GameResult.BOTH_LOSE),
                Pairing.game(2, 1, 2, B), Pairing.game(2, 3, 4, GameResult.VOID), Pairing.bye(1, 4));
        List<Standing> s = Standings.compute(Settings.defaults(TournamentSystem.SWISS, 2), players(4), games);
        assertThat(of(s, 1).points()).isEqualByComparingTo("4");
        assertThat(of(s, 1).wins()).isEqualTo(2);
        assertThat(of(s, 1).tiebreaks().get("OPP")).as("only player 2's points; the bye adds nothing")
                .isEqualByComparingTo("0");
        assertThat(of(s, 2).points()).isEqualByComparingTo("0");
        assertThat(of(s, 2).losses()).isEqualTo(2);
        assertThat(of(s, 3).rounds().get(1).notation()).isEqualTo("4×");
        assertThat(of(s, 4).tiebreaks().get("OPP")).isEqualByComparingTo("0");
        assertThat(of(s, 1).rounds().get(0).notation()).isEqualTo("0+");
    }

    @Test
    void art27_1_swissOpponentsPointsCountForfeitsLikeGames() {
        GameResult forfeit = GameResult.win(Colour.BLACK, GameResult.Kind.FORFEIT);
        List<Pairing> games = List.of(Pairing.game(1, 1, 2, forfeit), Pairing.game(1, 3, 4, B),
                Pairing.game(2, 1, 3, W), Pairing.game(2, 2, 4, B));
        List<Standing> s = Standings.compute(Settings.defaults(TournamentSystem.SWISS, 2), players(4), games);
        // 1: beat 2 (2 points) by forfeit, lost to 3 (4 points): OPP 6; 3: beat 4 and 1: OPP 0 + 2.
        assertThat(of(s, 1).tiebreaks().get("OPP")).isEqualByComparingTo("6");
        assertThat(of(s, 3).tiebreaks().get("OPP")).isEqualByComparingTo("2");
        assertThat(of(s, 1).rounds().get(0).notation()).isEqualTo("2+!");
        assertThat(s.get(0).entrant().no()).isEqualTo(3);
    }

    @Test
    void mcMahonStartingScoreBarFloorAbsenceAndOwnScoreForARoundWithoutAGame() {
        Settings mm = new Settings(TournamentSystem.MCMAHON, 3, List.of(Criterion.MMS, Criterion.SOS, Criterion.SOS_1,
                Criterion.SOSOS, Criterion.SODOS, Criterion.CUSS), Rank.dan(2), Rank.kyu(10), 0, 2, 1, 2, true);
        List<Entrant> p = List.of(Entrant.of(1, "Strong", Rank.dan(5)), Entrant.of(2, "Mid", Rank.kyu(1)),
                Entrant.of(3, "Weak", Rank.kyu(20)),
                new Entrant(4, "Absent", Rank.kyu(1), null, null, null, null, 0, Set.of(2, 3)));
        List<Pairing> games = List.of(Pairing.game(1, 1, 2, B), Pairing.game(1, 3, 4, W),
                Pairing.game(2, 2, 3, B), Pairing.bye(2, 1), Pairing.game(3, 1, 3, B));
        List<Standing> s = Standings.compute(mm, p, games);
        // SMMS: bar 2d = 31, so 5d → 31; 1k = 29; floor 10k = 20, so 20k → 20.
        // MMS of 1: 31 + 2 wins + bye 1 = 34; of 2: 29 + 1 = 30; of 3: 20 + 0 = 20;
        // of 4: 29 + 1 win + two absences of ½ = 1 (accumulated, rounded down) = 31.
        assertThat(of(s, 1).tiebreaks().get("MMS")).isEqualByComparingTo("34");
        assertThat(of(s, 2).tiebreaks().get("MMS")).isEqualByComparingTo("30");
        assertThat(of(s, 3).tiebreaks().get("MMS")).isEqualByComparingTo("20");
        assertThat(of(s, 4).tiebreaks().get("MMS")).isEqualByComparingTo("31");
        // SOS of 1: 30 (2) + own SMMS 31 for the bye round + 20 (3) = 81; SOS-1 drops the 20.
        assertThat(of(s, 1).tiebreaks().get("SOS")).isEqualByComparingTo("81");
        assertThat(of(s, 1).tiebreaks().get("SOS-1")).isEqualByComparingTo("61");
        // SOS of 4: 20 (3) + 29 + 29 (own SMMS for the two absent rounds) = 78.
        assertThat(of(s, 4).tiebreaks().get("SOS")).isEqualByComparingTo("78");
        // SODOS of 1: beat 2 (30) and 3 (20) = 50. CUSS of 1: 32 + 33 + 34 = 99.
        assertThat(of(s, 1).tiebreaks().get("SODOS")).isEqualByComparingTo("50");
        assertThat(of(s, 1).tiebreaks().get("CUSS")).isEqualByComparingTo("99");
        assertThat(s).extracting(x -> x.entrant().no()).containsExactly(1, 4, 2, 3);
    }

    @Test
    void mcMahonSosCorrectsTheOpponentsScoreByTheHandicap() {
        Settings mm = Settings.defaults(TournamentSystem.MCMAHON, 1);
        List<Entrant> p = List.of(Entrant.of(1, "A", Rank.dan(1)), Entrant.of(2, "B", Rank.kyu(2)));
        List<Standing> s = Standings.compute(mm, p, List.of(new Pairing(1, 2, 1, B, 2, 0, 0, null, null)));
        // 2 (Black, 2k: SMMS 28) won with 2 stones: MMS 29; 1 (White, 1d: 30) lost: MMS 30.
        assertThat(of(s, 1).tiebreaks().get("SOS")).as("White adds Black's MMS + handicap").isEqualByComparingTo("31");
        assertThat(of(s, 2).tiebreaks().get("SOS")).as("Black adds White's MMS − handicap").isEqualByComparingTo("28");
    }

    @Test
    void directConfrontationOrdersPlayersTiedOnTheCriteriaBeforeIt() {
        Settings swiss = new Settings(TournamentSystem.SWISS, 2, List.of(Criterion.NBW, Criterion.DC, Criterion.SOS),
                Rank.dan(4), Rank.kyu(20), 0, 2, 1, 2, true);
        // 1 beat 2; 3 beat 4; then 2 beat 4 and 3 sat out: 1, 2 and 3 have one win each.
        List<Pairing> games = List.of(Pairing.game(1, 1, 2, B), Pairing.game(1, 3, 4, B), Pairing.game(2, 2, 4, B));
        List<Standing> s = Standings.compute(swiss, players(4), games);
        assertThat(s).extracting(x -> x.entrant().no()).containsExactly(1, 2, 3, 4);
        assertThat(of(s, 1).tiebreaks().get("DC")).as("1 beat 2 inside the tied group").isEqualByComparingTo("2");
        assertThat(of(s, 2).tiebreaks().get("DC")).isEqualByComparingTo("0");
        assertThat(of(s, 2).tiebreaks().get("SOS")).as("then SOS: 2 met 1 and 4").isEqualByComparingTo("1");
        assertThat(of(s, 3).tiebreaks().get("SOS")).isEqualByComparingTo("0");
        assertThat(of(s, 3).rounds().get(1).notation()).isEqualTo("-");
        assertThat(s).extracting(Standing::place).containsExactly(1, 2, 3, 4);
    }

    @Test
    void art24_2_aLossByTwoWarningsIsALossAndBothWarningsCount() {
        GameResult blackWins = GameResult.win(Colour.BLACK, GameResult.Kind.WIN);
        List<Pairing> games = List.of(new Pairing(1, 1, 2, blackWins, 0, 0, 2, null, null), Pairing.game(1, 3, 4, B));
        List<Standing> s = Standings.compute(Settings.defaults(TournamentSystem.ROUND_ROBIN, 1), players(4), games);
        assertThat(of(s, 2).losses()).isEqualTo(1);
        assertThat(of(s, 2).tiebreaks().get("warnings")).isEqualByComparingTo("2");
        assertThat(of(s, 1).points()).isEqualByComparingTo("2");
        // 2 and 4 both lost to a player with 2 points: 2's two warnings put it last.
        assertThat(s.get(3).entrant().no()).isEqualTo(2);
    }
}
