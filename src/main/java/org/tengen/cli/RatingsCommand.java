package org.tengen.cli;

import java.io.PrintWriter;
import java.sql.Date;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.tengen.rank.Rank;
import org.tengen.rating.store.RatingsJobConfig;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import tools.jackson.databind.json.JsonMapper;

/** {@code ratings}: the rating list, a player's rating game by game, proposals, back-tests, confirmations. */
@Command(name = "ratings", mixinStandardHelpOptions = true,
        description = {"The rating list (GoR, the EGF's 2021 formula) as of a date, or one player's rating explained "
                + "game by game. The ratings are recomputed first when any rated result changed.",
                "Results the predictive model gives less than 1% are held out of the rating until confirmed: "
                        + "'ratings confirm --game ID'."},
        subcommands = {RatingsBacktestCommand.class, RatingsProposeCommand.class, RatingsConfirmCommand.class})
public class RatingsCommand implements Callable<Integer> {

    @Option(names = "--as-of", paramLabel = "DATE", description = "The list as it stood on that day (default: now).")
    String asOf;

    @Option(names = "--player", paramLabel = "ID", description = "One player (federation id, or registry id): "
            + "every tournament and game that moved the rating.")
    String player;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text, json or csv.")
    OutputFormat format;

    @Mixin
    CommonOptions common;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        LocalDate date = LocalDate.of(9999, 12, 31);
        if (asOf != null) {
            try {
                date = LocalDate.parse(asOf);
            } catch (RuntimeException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--as-of takes a date like 2026-11-29");
            }
        }
        try (ConfigurableApplicationContext ctx = RegistryContext.start(common)) {
            ctx.getBean(RatingsJobConfig.RatingsService.class).rate();
            JdbcTemplate jdbc = ctx.getBean(JdbcTemplate.class);
            if (player != null) {
                return explain(jdbc, out, date);
            }
            List<Map<String, Object>> rows = list(jdbc, date);
            if (format == OutputFormat.json) {
                rows.forEach(r -> out.println(JSON.writeValueAsString(r)));
            } else if (format == OutputFormat.csv) {
                out.println("place,player,name,grade,gor,change,games,lastPlayed");
                rows.forEach(r -> out.println(String.join(",", List.of(r.get("place").toString(),
                        String.valueOf(r.get("player")), (String) r.get("name"), String.valueOf(r.get("grade")),
                        r.get("gor").toString(), r.get("change").toString(), r.get("games").toString(),
                        String.valueOf(r.get("lastPlayed"))).stream().map(VerificationOutput::csvCell).toList())));
            } else {
                TextTable t = new TextTable(new boolean[] {true, false, false, false, true, true, true, false});
                t.add(List.of("名次", "会员号", "姓名", "段位", "等级分 GoR", "变化", "对局", "最近比赛"));
                for (Map<String, Object> r : rows) {
                    t.add(List.of(r.get("place").toString(), String.valueOf(r.get("player")), (String) r.get("name"),
                            r.get("grade") == null ? "" : Rank.parse((String) r.get("grade")).chinese(),
                            String.format("%.3f", (Double) r.get("gor")), String.format("%+.3f", (Double) r.get("change")),
                            r.get("games").toString(), String.valueOf(r.get("lastPlayed"))));
                }
                out.print(t.render());
                List<Map<String, Object>> held = jdbc.queryForList("select f.game_id, f.probability, t.code, g.round, "
                        + "g.result from rating_flag f join game g on g.id = f.game_id join tournament t on "
                        + "t.id = g.tournament_id where f.confirmed_at is null order by f.game_id");
                if (!held.isEmpty()) {
                    out.println();
                    out.println("Held for review (the predictive model gave the result less than 1%; confirm with "
                            + "'ratings confirm --game ID'):");
                    held.forEach(h -> out.printf("  game %s, %s round %s, %s: %.2f%%%n", h.get("GAME_ID"), h.get("CODE"),
                            h.get("ROUND"), h.get("RESULT"), 100 * ((Number) h.get("PROBABILITY")).doubleValue()));
                }
            }
            out.flush();
        }
        return ExitCode.DONE;
    }

    static List<Map<String, Object>> list(JdbcTemplate jdbc, LocalDate date) {
        List<Map<String, Object>> rows = jdbc.queryForList("select h.player_id, p.federation_id, p.name, p.grade, "
                + "h.rating_after, h.rating_before, h.rated_on, (select sum(x.games) from rating_history x where "
                + "x.player_id = h.player_id and x.rated_on <= ?) games from rating_history h join player p on "
                + "p.id = h.player_id where h.id = (select max(y.id) from rating_history y where y.player_id = "
                + "h.player_id and y.rated_on <= ?) order by h.rating_after desc, p.name", Date.valueOf(date),
                Date.valueOf(date));
        List<Map<String, Object>> out = new ArrayList<>();
        int place = 0;
        for (Map<String, Object> r : rows) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("place", ++place);
            m.put("player", r.get("FEDERATION_ID") != null ? r.get("FEDERATION_ID") : "P" + r.get("PLAYER_ID"));
            m.put("name", r.get("NAME"));
            m.put("grade", r.get("GRADE"));
            double after = ((Number) r.get("RATING_AFTER")).doubleValue();
            m.put("gor", Math.round(after * 1000) / 1000.0);
            m.put("change", Math.round((after - ((Number) r.get("RATING_BEFORE")).doubleValue()) * 1000) / 1000.0);
            m.put("games", ((Number) r.get("GAMES")).intValue());
            m.put("lastPlayed", r.get("RATED_ON").toString());
            out.add(m);
        }
        return out;
    }

    private int explain(JdbcTemplate jdbc, PrintWriter out, LocalDate date) {
        List<Long> ids = player.matches("P?\\d+") && !player.contains("-")
                ? jdbc.queryForList("select id from player where id = ?", Long.class,
                Long.parseLong(player.replace("P", "")))
                : jdbc.queryForList("select id from player where federation_id = ?", Long.class,
                player.toUpperCase(java.util.Locale.ROOT));
        if (ids.isEmpty()) {
            spec.commandLine().getErr().println("tengen ratings: no player " + player + " in the registry");
            return ExitCode.BAD_INPUT;
        }
        long id = ids.get(0);
        Map<String, Object> p = jdbc.queryForMap("select name, federation_id, grade from player where id = ?", id);
        List<Map<String, Object>> tournaments = jdbc.queryForList("select h.tournament_id, t.code, t.name, "
                + "t.rating_class, h.rated_on, h.rating_before, h.rating_after, h.games from rating_history h join "
                + "tournament t on t.id = h.tournament_id where h.player_id = ? and h.rated_on <= ? order by h.id",
                id, Date.valueOf(date));
        if (format == OutputFormat.json) {
            for (Map<String, Object> t : tournaments) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("tournament", t.get("CODE"));
                m.put("date", t.get("RATED_ON").toString());
                m.put("before", round(t.get("RATING_BEFORE")));
                m.put("after", round(t.get("RATING_AFTER")));
                m.put("games", games(jdbc, id, (Long) t.get("TOURNAMENT_ID")));
                out.println(JSON.writeValueAsString(m));
            }
            out.flush();
            return ExitCode.DONE;
        }
        out.println(p.get("NAME") + " (" + (p.get("FEDERATION_ID") == null ? "P" + id : p.get("FEDERATION_ID")) + ")");
        for (Map<String, Object> t : tournaments) {
            out.printf("%n%s %s (%s), class %s: %.3f → %.3f (%+.3f)%n", t.get("RATED_ON"), t.get("NAME"), t.get("CODE"),
                    t.get("RATING_CLASS"), ((Number) t.get("RATING_BEFORE")).doubleValue(),
                    ((Number) t.get("RATING_AFTER")).doubleValue(), ((Number) t.get("RATING_AFTER")).doubleValue()
                            - ((Number) t.get("RATING_BEFORE")).doubleValue());
            for (Map<String, Object> g : games(jdbc, id, (Long) t.get("TOURNAMENT_ID"))) {
                out.printf("  %-5s %-12s (%.0f) %s%s  expected %.3f, scored %s: %.2f × (%.3f − %.3f) + %.3f = %+.3f"
                                + " × weight %.2f%n", "R" + g.get("round"), g.get("opponent"), g.get("opponentBefore"),
                        Boolean.TRUE.equals(g.get("black")) ? "黑" : "白",
                        ((Integer) g.get("handicap")) > 0 ? " 让" + g.get("handicap") + "子" : "", g.get("expected"),
                        g.get("score"), g.get("con"), g.get("score"), g.get("expected"), g.get("bonus"),
                        ((Double) g.get("delta")) / ((Double) g.get("weight")), g.get("weight"));
            }
        }
        out.println();
        out.println("Each game: con × (score − expected) + bonus, times the event's class weight (A 1, B ¾, C ½, "
                + "D ¼); ratings are frozen during an event, so every game counts against the rating it started with.");
        out.flush();
        return ExitCode.DONE;
    }

    private static double round(Object v) {
        return Math.round(((Number) v).doubleValue() * 1000) / 1000.0;
    }

    private static List<Map<String, Object>> games(JdbcTemplate jdbc, long player, long tournament) {
        List<Map<String, Object>> out = new ArrayList<>();
        jdbc.query("select c.*, g.round, o.name opponent from rating_change c join game g on g.id = c.game_id "
                + "join player o on o.id = c.opponent_id where c.player_id = ? and c.tournament_id = ? order by "
                + "g.round, c.id", rs -> {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("game", rs.getLong("game_id"));
                    m.put("round", rs.getInt("round"));
                    m.put("opponent", rs.getString("opponent"));
                    m.put("opponentBefore", Math.round(rs.getDouble("opponent_before") * 1000) / 1000.0);
                    m.put("black", rs.getBoolean("black"));
                    m.put("handicap", rs.getInt("handicap"));
                    m.put("expected", Math.round(rs.getDouble("expected") * 1e6) / 1e6);
                    m.put("score", rs.getDouble("score"));
                    m.put("con", Math.round(rs.getDouble("con") * 1000) / 1000.0);
                    m.put("bonus", Math.round(rs.getDouble("bonus") * 1000) / 1000.0);
                    m.put("weight", rs.getDouble("weight"));
                    m.put("delta", Math.round(rs.getDouble("delta") * 1000) / 1000.0);
                    out.add(m);
                }, player, tournament);
        return out;
    }
}
