package org.tengen.promotion;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tengen.rank.Rank;
import org.tengen.rating.Gor;

/**
 * Decides the promotions a policy gives, event by event in date order (plain Java). A player's
 * grade moves as promotions are earned, so a later event is judged at the grade then held; a
 * grade is never awarded twice and never lowered here (the EGD's demotion proposals are shown, not
 * applied).
 */
public final class Promotions {

    private Promotions() {
    }

    /** A player's game in an event: the opponent's grade at the event and whether it was a win. */
    public record EventGame(long game, long player, Rank opponentGrade, boolean won, boolean played) {
    }

    /** One event as the promotion rules see it. */
    public record Event(long tournament, String code, String name, LocalDate date, boolean rankEvent,
                        Map<Long, Rank> entryGrades, Map<Long, Integer> places, List<EventGame> games) {
    }

    /** Decides every promotion from the events (in date order) and, at the end, the ratings. */
    public static List<Promotion> decide(Policy policy, Map<Long, Rank> startGrades, List<Event> events,
                                         Map<Long, Double> gor, Map<Long, Integer> ratedGames,
                                         Map<Long, LocalDate> lastPlayed, boolean retroactive) {
        Map<Long, Rank> grade = new HashMap<>(startGrades);
        Map<Long, Integer> winsAtGrade = new HashMap<>();
        Map<Long, List<Long>> winGames = new HashMap<>();
        List<Promotion> out = new ArrayList<>();
        List<Event> ordered = new ArrayList<>(events);
        ordered.sort(Comparator.comparing(Event::date).thenComparing(Event::tournament));
        for (Event e : ordered) {
            boolean counts = retroactive || !e.date().isBefore(policy.effective());
            for (Map.Entry<Long, Rank> entry : e.entryGrades().entrySet()) {
                grade.putIfAbsent(entry.getKey(), entry.getValue());
            }
            if (!counts) {
                continue;
            }
            Map<Long, List<EventGame>> byPlayer = new HashMap<>();
            for (EventGame g : e.games()) {
                byPlayer.computeIfAbsent(g.player(), p -> new ArrayList<>()).add(g);
            }
            // 段位赛: wins in this event.
            if (e.rankEvent()) {
                for (Map.Entry<Long, List<EventGame>> p : byPlayer.entrySet()) {
                    Rank entry = e.entryGrades().get(p.getKey());
                    Rank now = grade.get(p.getKey());
                    for (Policy.RankEventRule rule : policy.rankEvents()) {
                        if (entry == null || !entry.equals(rule.grade()) || now == null || now.compareTo(rule.to()) >= 0) {
                            continue;
                        }
                        List<EventGame> played = p.getValue().stream().filter(EventGame::played).toList();
                        List<EventGame> wins = played.stream().filter(g -> g.won() && (rule.minOpponent() == null
                                || g.opponentGrade() != null && g.opponentGrade().compareTo(rule.minOpponent()) >= 0))
                                .toList();
                        if (played.size() >= rule.games() && wins.size() >= rule.wins()) {
                            out.add(new Promotion(p.getKey(), now, rule.to(), "rank-event", e.code(), wins.size()
                                    + " wins in " + played.size() + " games at " + e.name() + " (段位赛; the policy asks "
                                    + rule.wins() + " of " + rule.games() + (rule.minOpponent() == null ? ""
                                    : " against " + rule.minOpponent().notation() + " or stronger") + ")",
                                    wins.stream().map(EventGame::game).toList(), e.date()));
                            grade.put(p.getKey(), rule.to());
                            break;
                        }
                    }
                }
            }
            // Professionals: wins accumulated at the current grade.
            for (Map.Entry<Long, List<EventGame>> p : byPlayer.entrySet()) {
                Rank now = grade.get(p.getKey());
                if (now == null || !now.professional()) {
                    continue;
                }
                for (EventGame g : p.getValue()) {
                    if (!g.won() || !g.played()) {
                        continue;
                    }
                    winsAtGrade.merge(p.getKey(), 1, Integer::sum);
                    winGames.computeIfAbsent(p.getKey(), k -> new ArrayList<>()).add(g.game());
                    Integer needed = policy.accumulated().get(grade.get(p.getKey()));
                    Rank current = grade.get(p.getKey());
                    if (needed != null && winsAtGrade.get(p.getKey()) >= needed && current.level() < 9) {
                        Rank next = Rank.pro(current.level() + 1);
                        out.add(new Promotion(p.getKey(), current, next, "accumulated-wins", e.code(),
                                needed + " wins at " + current.notation() + " (the policy asks " + needed + ")",
                                List.copyOf(winGames.get(p.getKey())), e.date()));
                        grade.put(p.getKey(), next);
                        winsAtGrade.put(p.getKey(), 0);
                        winGames.put(p.getKey(), new ArrayList<>());
                    }
                }
            }
            // Placings in designated events (art. 25.3).
            for (Policy.PlacingRule rule : policy.placings()) {
                if (!rule.events().matcher(e.code()).matches()) {
                    continue;
                }
                for (Map.Entry<Long, Integer> place : e.places().entrySet()) {
                    Rank now = grade.get(place.getKey());
                    // Amateur placings promote amateurs; a title (a professional grade in the rule) promotes
                    // professionals directly.
                    if (place.getValue() == null || place.getValue() > rule.places() || now == null
                            || now.professional() != rule.to().professional() || now.compareTo(rule.to()) >= 0) {
                        continue;
                    }
                    out.add(new Promotion(place.getKey(), now, rule.to(), "placing", e.code(), "place "
                            + place.getValue() + " at " + e.name() + " (" + rule.name() + ": places 1–" + rule.places()
                            + ")", List.of(), e.date()));
                    grade.put(place.getKey(), rule.to());
                }
            }
        }
        // By rating, as the EGD proposes: upward only, after enough games, up to the policy's grade.
        if (policy.rating() != null) {
            for (Map.Entry<Long, Double> r : gor.entrySet()) {
                Rank now = grade.get(r.getKey());
                LocalDate when = lastPlayed.get(r.getKey());
                if (now == null || now.professional() || ratedGames.getOrDefault(r.getKey(), 0) < policy.rating().minGames()
                        || when == null || (!retroactive && when.isBefore(policy.effective()))) {
                    continue;
                }
                Rank proposed = Gor.propose(now, r.getValue());
                if (proposed == null || proposed.compareTo(now) <= 0) {
                    continue;
                }
                Rank to = proposed.compareTo(policy.rating().maxGrade()) > 0 ? policy.rating().maxGrade() : proposed;
                if (to.compareTo(now) <= 0) {
                    continue;
                }
                out.add(new Promotion(r.getKey(), now, to, "rating", null, String.format("GoR %.3f after %d rated games "
                        + "(the EGD proposes %s)", r.getValue(), ratedGames.get(r.getKey()), proposed.notation()),
                        List.of(), when));
                grade.put(r.getKey(), to);
            }
        }
        return out;
    }
}
