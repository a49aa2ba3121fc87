package org.tengen.promotion;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tengen.rank.Rank;

class PromotionsTest {

    static final Policy POLICY = new Policy(LocalDate.of(2026, 1, 1), "TG", new Policy.RatingRule(10, Rank.dan(5)),
            List.of(new Policy.RankEventRule(Rank.kyu(1), 6, 4, Rank.kyu(2), Rank.dan(1)),
                    new Policy.RankEventRule(Rank.dan(1), 7, 5, Rank.dan(1), Rank.dan(2))),
            Map.of(Rank.pro(1), 3, Rank.pro(2), 4),
            List.of(new Policy.PlacingRule(Pattern.compile("CN-NAT-.*"), 6, Rank.dan(6), "national"),
                    new Policy.PlacingRule(Pattern.compile("CN-AMC-.*"), 1, Rank.dan(7), "champion"),
                    new Policy.PlacingRule(Pattern.compile("WORLD-.*"), 1, Rank.pro(9), "world title")));

    static Promotions.Event event(long id, String code, LocalDate date, boolean rankEvent, Map<Long, Rank> grades,
                                  Map<Long, Integer> places, List<Promotions.EventGame> games) {
        return new Promotions.Event(id, code, code, date, rankEvent, new HashMap<>(grades), new HashMap<>(places), games);
    }

    static List<Promotions.EventGame> wins(long player, int won, int lost, Rank opponents) {
        List<Promotions.EventGame> g = new ArrayList<>();
        for (int i = 0; i < won + lost; i++) {
            g.add(new Promotions.EventGame(player * 100 + i, player, opponents, i < won, true));
        }
        return g;
    }

    @Test
    void art25_3_rankEventWinsAgainstQualifiedOpponentsPromote() {
        Promotions.Event e = event(1, "DW", LocalDate.of(2026, 5, 1), true, Map.of(1L, Rank.kyu(1), 2L, Rank.kyu(1)),
                Map.of(), concat(wins(1, 4, 2, Rank.kyu(2)), wins(2, 4, 2, Rank.kyu(3))));
        List<Promotion> p = Promotions.decide(POLICY, Map.of(), List.of(e), Map.of(), Map.of(), Map.of(), false);
        assertThat(p).singleElement().satisfies(x -> {
            assertThat(x.player()).isEqualTo(1);
            assertThat(x.to()).isEqualTo(Rank.dan(1));
            assertThat(x.rule()).isEqualTo("rank-event");
            assertThat(x.games()).hasSize(4);
            assertThat(x.effective()).isEqualTo(LocalDate.of(2026, 5, 1));
        });
    }

    @Test
    void aPolicyIsNotRetroactiveUnlessAsked() {
        Promotions.Event old = event(1, "DW", LocalDate.of(2025, 5, 1), true, Map.of(1L, Rank.kyu(1)), Map.of(),
                wins(1, 6, 0, Rank.kyu(1)));
        assertThat(Promotions.decide(POLICY, Map.of(), List.of(old), Map.of(), Map.of(), Map.of(), false)).isEmpty();
        assertThat(Promotions.decide(POLICY, Map.of(), List.of(old), Map.of(), Map.of(), Map.of(), true)).hasSize(1);
    }

    @Test
    void professionalsAccumulateWinsAtTheirGrade() {
        Promotions.Event a = event(1, "A", LocalDate.of(2026, 2, 1), false, Map.of(7L, Rank.pro(1)), Map.of(),
                wins(7, 2, 1, Rank.pro(1)));
        Promotions.Event b = event(2, "B", LocalDate.of(2026, 3, 1), false, Map.of(7L, Rank.pro(1)), Map.of(),
                wins(7, 5, 0, Rank.pro(1)));
        List<Promotion> p = Promotions.decide(POLICY, Map.of(), List.of(a, b), Map.of(), Map.of(), Map.of(), false);
        // 3 wins at 1p → 2p (in event B), then 4 more at 2p would be needed: only 4 of B's 5 remain → 3p too.
        assertThat(p).extracting(x -> x.to().notation()).containsExactly("2p", "3p");
        assertThat(p.get(0).event()).isEqualTo("B");
    }

    @Test
    void art25_3_placingsInDesignatedEventsGiveSixAndSevenDan() {
        Promotions.Event nat = event(1, "CN-NAT-2026", LocalDate.of(2026, 8, 1), false,
                Map.of(1L, Rank.dan(5), 2L, Rank.dan(5), 3L, Rank.dan(6)), Map.of(1L, 1, 2L, 7, 3L, 2), List.of());
        Promotions.Event champ = event(2, "CN-AMC-2026", LocalDate.of(2026, 9, 1), false,
                Map.of(1L, Rank.dan(6)), Map.of(1L, 1), List.of());
        List<Promotion> p = Promotions.decide(POLICY, Map.of(), List.of(nat, champ), Map.of(), Map.of(), Map.of(), false);
        assertThat(p).extracting(x -> x.player() + ":" + x.to().notation()).containsExactly("1:6d", "1:7d");
    }

    @Test
    void ratingPromotesUpwardOnlyAfterEnoughGamesAndUpToTheCap() {
        Map<Long, Rank> start = Map.of(1L, Rank.kyu(1), 2L, Rank.dan(3), 3L, Rank.kyu(5), 4L, Rank.dan(4));
        List<Promotions.Event> events = List.of(event(1, "X", LocalDate.of(2026, 3, 1), false, start, Map.of(), List.of()));
        Map<Long, Double> gor = Map.of(1L, 2230.0, 2L, 2100.0, 3L, 1750.0, 4L, 2950.0);
        Map<Long, Integer> games = Map.of(1L, 12, 2L, 12, 3L, 4, 4L, 40);
        Map<Long, LocalDate> last = Map.of(1L, LocalDate.of(2026, 3, 1), 2L, LocalDate.of(2026, 3, 1),
                3L, LocalDate.of(2026, 3, 1), 4L, LocalDate.of(2026, 3, 1));
        List<Promotion> p = Promotions.decide(POLICY, Map.of(), events, gor, games, last, false);
        // 1: 1k at 2230 → 2d; 2: a demotion proposal, not applied; 3: too few games; 4: capped at 5d.
        assertThat(p).extracting(x -> x.player() + ":" + x.to().notation()).containsExactlyInAnyOrder("1:2d", "4:5d");
    }

    @SafeVarargs
    static <T> List<T> concat(List<T>... lists) {
        List<T> out = new ArrayList<>();
        for (List<T> l : lists) {
            out.addAll(l);
        }
        return out;
    }

    @Test
    void aWorldTitlePromotesAProfessionalDirectlyAndNeverAnAmateur() {
        Promotions.Event world = event(1, "WORLD-LG-2026", LocalDate.of(2026, 2, 1), false,
                Map.of(1L, Rank.pro(5), 2L, Rank.dan(7)), Map.of(1L, 1, 2L, 1), List.of());
        List<Promotion> p = Promotions.decide(POLICY, Map.of(), List.of(world), Map.of(), Map.of(), Map.of(), false);
        assertThat(p).extracting(x -> x.player() + ":" + x.to().notation()).containsExactly("1:9p");
    }
}
