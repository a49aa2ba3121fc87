package org.tengen.registry;

import jakarta.persistence.EntityManager;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.tengen.rules.GameResult;

/**
 * Rulings survive a new version of a tournament. When a corrected workbook (or OpenGotha, .h9 file)
 * supersedes a version, every game of the new version that is the same game as one of the old
 * (same round, same players by registry id, same colours: {@link Game#sameGame()}) takes over:
 * <ul>
 *   <li>its disputes, which move to the new game — a dispute always points at the current game;</li>
 *   <li>the ruling in force, as long as the new sheet says what the old sheet said when the
 *       ruling was made (or says the ruled result itself). Where the new sheet says something else,
 *       the ruling is kept all the same and the game is listed for a person: the new sheet
 *       disagrees with a ruling. Nothing is overwritten silently either way;</li>
 *   <li>the confirmation of an improbable result ({@code ratings confirm}), as long as the result
 *       that counts is the same.</li>
 * </ul>
 * Runs in the publishing transaction, after the new version's rows are written; every change is
 * made through the entities, so it is an Envers revision with the import batch as its cause.
 */
@Component
public class RulingCarryOver {

    /** What became of a ruling, a dispute or a confirmation of the old version. */
    public enum Outcome {
        /** The ruling holds in the new version: its sheet still says what it said. */
        RULING_CARRIED,
        /** The new sheet says another result than when the ruling was made: the ruling is kept, a person must look. */
        SHEET_DISAGREES_WITH_RULING,
        /** An open or dismissed dispute moved to the same game in the new version. */
        DISPUTE_MOVED,
        /** The disputed game is not in the new sheet: the dispute stays on the old version's game. */
        GAME_NOT_IN_NEW_SHEET,
        /** The confirmed improbable result holds in the new version. */
        CONFIRMATION_CARRIED
    }

    /** One carried (or not carried) item, with what a person needs to find the game. */
    public record Carried(Outcome outcome, long oldGame, Long newGame, Long dispute, int round, String black,
                          String white, GameResult sheetNow, GameResult sheetBefore, GameResult ruled, String article,
                          String sheet, int sheetRow) {

        /** In staff's words. */
        public String describe() {
            String game = "round " + round + ", " + black + " – " + (white == null ? "轮空" : white);
            return switch (outcome) {
                case RULING_CARRIED -> "the ruling of dispute " + dispute + " (" + ruled + ", " + article
                        + ") carries over to game " + newGame + " (" + game + ")";
                case SHEET_DISAGREES_WITH_RULING -> "the new sheet disagrees with a ruling: game " + newGame + " ("
                        + game + ") was ruled " + ruled + " (dispute " + dispute + ", " + article + ") when the sheet said "
                        + sheetBefore + "; the new sheet says " + sheetNow + ". The ruling is kept: a referee must look";
                case DISPUTE_MOVED -> "dispute " + dispute + " now points at game " + newGame + " (" + game + ")";
                case GAME_NOT_IN_NEW_SHEET -> "the game of dispute " + dispute + " (game " + oldGame + ", " + game
                        + ") is not in the new sheet: the dispute stays with the old version";
                case CONFIRMATION_CARRIED -> "the confirmed improbable result of game " + oldGame + " holds for game "
                        + newGame + " (" + game + ")";
            };
        }
    }

    private final GameRepository games;
    private final DisputeRepository disputes;
    private final JdbcTemplate jdbc;
    private final EntityManager em;

    public RulingCarryOver(GameRepository games, DisputeRepository disputes, JdbcTemplate jdbc, EntityManager em) {
        this.games = games;
        this.disputes = disputes;
        this.jdbc = jdbc;
        this.em = em;
    }

    /** Carries the rulings, disputes and confirmations of version {@code oldId} over to {@code newId}. */
    public List<Carried> carry(long oldId, long newId) {
        List<Dispute> old = disputes.ofTournament(oldId);
        List<Map<String, Object>> confirmed = jdbc.queryForList("select f.game_id, f.probability, f.flagged_at, "
                + "f.confirmed_by, f.confirmed_at, f.reason from rating_flag f join game g on g.id = f.game_id "
                + "where g.tournament_id = ? and f.confirmed_at is not null", oldId);
        List<Carried> out = new ArrayList<>();
        if (old.isEmpty() && confirmed.isEmpty()) {
            return out;
        }
        Map<Game.SameGame, List<Game>> byKey = new HashMap<>();
        for (Game g : games.ofTournament(newId)) {
            byKey.computeIfAbsent(g.sameGame(), k -> new ArrayList<>()).add(g);
        }
        Map<Game, List<Dispute>> perGame = new LinkedHashMap<>();
        old.forEach(d -> perGame.computeIfAbsent(d.getGame(), k -> new ArrayList<>()).add(d));
        Map<Long, Game> newOf = new HashMap<>();
        for (Map.Entry<Game, List<Dispute>> e : perGame.entrySet()) {
            Game was = e.getKey();
            Optional<Game> same = same(byKey, was);
            Optional<Dispute> ruling = e.getValue().stream().filter(Dispute::isRuled).reduce((a, b) -> b);
            if (same.isEmpty()) {
                for (Dispute d : e.getValue()) {
                    out.add(carried(Outcome.GAME_NOT_IN_NEW_SHEET, was, null, d, was.getSheetResult()));
                }
                continue;
            }
            Game now = same.get();
            newOf.put(was.getId(), now);
            for (Dispute d : e.getValue()) {
                d.moveTo(now);
                if (ruling.isEmpty() || d != ruling.get()) {
                    out.add(carried(Outcome.DISPUTE_MOVED, was, now, d, now.getSheetResult()));
                }
            }
            if (ruling.isPresent()) {
                Dispute.Ruling r = ruling.get().getRuling();
                now.rule(r.getResult());
                boolean agrees = now.getSheetResult().equals(r.getSheetResult())
                        || now.getSheetResult().equals(r.getResult());
                out.add(carried(agrees ? Outcome.RULING_CARRIED : Outcome.SHEET_DISAGREES_WITH_RULING, was, now,
                        ruling.get(), now.getSheetResult()));
            }
        }
        for (Map<String, Object> f : confirmed) {
            long oldGame = ((Number) f.get("GAME_ID")).longValue();
            Game was = em.find(Game.class, oldGame);
            Game now = newOf.containsKey(oldGame) ? newOf.get(oldGame) : same(byKey, was).orElse(null);
            if (now == null || !now.getResult().equals(was.getResult())) {
                continue;
            }
            Integer already = jdbc.queryForObject("select count(*) from rating_flag where game_id = ?", Integer.class,
                    now.getId());
            if (already == 0) {
                jdbc.update("insert into rating_flag (game_id, probability, flagged_at, confirmed_by, confirmed_at, "
                        + "reason) values (?, ?, ?, ?, ?, ?)", now.getId(), f.get("PROBABILITY"),
                        ts(f.get("FLAGGED_AT")), f.get("CONFIRMED_BY"), ts(f.get("CONFIRMED_AT")), f.get("REASON"));
            }
            out.add(carried(Outcome.CONFIRMATION_CARRIED, was, now, null, now.getSheetResult()));
        }
        return out;
    }

    /** The one game of the new version that is the same game; none when there is none or more than one. */
    private static Optional<Game> same(Map<Game.SameGame, List<Game>> byKey, Game was) {
        List<Game> found = byKey.getOrDefault(was.sameGame(), List.of());
        return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
    }

    private static Carried carried(Outcome o, Game was, Game now, Dispute d, GameResult sheetNow) {
        Game g = now == null ? was : now;
        Dispute.Ruling r = d == null ? null : d.getRuling();
        return new Carried(o, was.getId(), now == null ? null : now.getId(), d == null ? null : d.getId(), g.getRound(),
                g.getBlack().getName(), g.getWhite() == null ? null : g.getWhite().getName(), sheetNow,
                r == null ? null : r.getSheetResult(), r == null ? null : r.getResult(),
                r == null ? null : r.getArticle(), g.getSheet(), g.getSheetRow());
    }

    private static Object ts(Object o) {
        return o instanceof java.time.LocalDateTime t ? Timestamp.valueOf(t) : o;
    }
}
