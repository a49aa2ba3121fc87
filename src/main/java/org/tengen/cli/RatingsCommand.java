package org.tengen.cli;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.springframework.context.ConfigurableApplicationContext;
import org.tengen.rating.RatingList;
import org.tengen.rating.store.RatingsJobConfig;
import org.tengen.registry.PlayerRef;
import org.tengen.registry.RatedTournamentRecords;
import org.tengen.registry.RatingListing;
import org.tengen.registry.RatingRecords;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code ratings}: the rating list, a player's rating game by game, proposals, back-tests, confirmations. */
@Command(name = "ratings", mixinStandardHelpOptions = true,
        description = {"The rating list (GoR, the EGF's 2021 formula) as of a date, or one player's rating explained "
                + "game by game. The ratings are recomputed first when any rated result changed.",
                "Results improbable given the ratings and the tournament's other games (less than 17%%, a possible "
                        + "typing error) are held out of the rating until confirmed: 'ratings confirm --game ID'."},
        subcommands = {RatingsBacktestCommand.class, RatingsProposeCommand.class, RatingsConfirmCommand.class})
public class RatingsCommand implements Callable<Integer> {

    @Option(names = "--as-of", paramLabel = "DATE", description = "The list as it stood on that day (default: now).")
    String asOf;

    @Option(names = "--player", paramLabel = "PLAYER", description = "One player — a federation id (会员号: "
            + "33010007, CN-001207, EGF-…) or a registry id written #42: every tournament and game that moved the "
            + "rating.")
    String player;

    @Option(names = "--tournament", paramLabel = "CODE", description = "Is this tournament rated yet, and when; "
            + "if it came late, whose ratings it moved.")
    String tournament;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text, json or csv.")
    OutputFormat format;

    @Mixin
    CommonOptions common;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

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
        PlayerRef ref = null;
        if (player != null) {
            try {
                ref = PlayerRef.parse(player);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--player: " + e.getMessage());
            }
        }
        if (ref == null && tournament == null) {
            return list(date);
        }
        try (ConfigurableApplicationContext ctx = RegistryContext.start(common)) {
            ctx.getBean(RatingsJobConfig.RatingsService.class).bringUpToDate(java.time.LocalDateTime.now());
            RatingRecords records = ctx.getBean(RatingRecords.class);
            if (ref != null) {
                java.util.Optional<org.tengen.registry.Player> p = ctx.getBean(PlayerRef.Lookup.class).find(ref);
                if (p.isEmpty()) {
                    spec.commandLine().getErr().println("tengen ratings: " + new PlayerRef.UnknownPlayer(ref).getMessage());
                    return ExitCode.BAD_INPUT;
                }
                return explain(records, p.get(), out, date);
            }
            return RatedTournamentsOutput.tournament(ctx.getBean(RatedTournamentRecords.class), tournament, format,
                    out, spec.commandLine().getErr());
        }
    }

    /**
     * The list: read over a plain connection when the registry is current and the list was computed
     * from what it holds now (see {@link Lookups}); else the rating job first, then the same read.
     */
    private int list(LocalDate date) {
        Optional<Connection> direct = Lookups.connection(common);
        if (direct.isPresent()) {
            try (Connection c = direct.get()) {
                if (RatingListing.upToDate(c)) {
                    return list(c, date);
                }
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        }
        try (ConfigurableApplicationContext ctx = RegistryContext.start(common)) {
            ctx.getBean(RatingsJobConfig.RatingsService.class).bringUpToDate(java.time.LocalDateTime.now());
            return RegistryContext.read(ctx, c -> list(c, date));
        }
    }

    private int list(Connection registry, LocalDate date) {
        PrintWriter out = spec.commandLine().getOut();
        List<RatingRecords.ListLine> lines = RatingListing.list(registry, date);
        if (format == OutputFormat.json) {
            list(lines).forEach(r -> out.println(JsonLines.line(r)));
        } else if (format == OutputFormat.csv) {
            out.println("place,player,name,grade,gor,change,games,lastPlayed");
            list(lines).forEach(r -> out.println(String.join(",", List.of(r.get("place").toString(),
                    String.valueOf(r.get("player")), (String) r.get("name"), String.valueOf(r.get("grade")),
                    JsonLines.plain((BigDecimal) r.get("gor")), JsonLines.plain((BigDecimal) r.get("change")),
                    r.get("games").toString(), String.valueOf(r.get("lastPlayed"))).stream()
                    .map(VerificationOutput::csvCell).toList())));
        } else {
            TextTable t = new TextTable(new boolean[] {true, false, false, false, true, true, true, false});
            t.add(List.of("名次", "会员号", "姓名", "段位", "等级分 GoR", "变化", "对局", "最近比赛"));
            int place = 0;
            for (RatingRecords.ListLine l : lines) {
                t.add(List.of(Integer.toString(++place), l.playerName(), l.name(),
                        l.grade() == null ? "" : l.grade().chinese(), String.format("%.3f", l.rating()),
                        String.format("%+.3f", l.rating() - l.ratingBefore()), Integer.toString(l.games()),
                        l.ratedOn().toString()));
            }
            out.print(t.render());
            RatedTournamentsOutput.included(registry, date, out);
            List<RatingRecords.HeldResult> held = RatingListing.held(registry);
            if (!held.isEmpty()) {
                out.println();
                out.printf("Held for review (given the ratings and the tournament's other games the result "
                        + "had less than %s%%, a possible typing error; confirm with 'ratings confirm --game ID'):%n",
                        JsonLines.plain(BigDecimal.valueOf(RatingList.IMPROBABLE * 100)));
                held.forEach(h -> out.printf("  game %d, %s round %d, %s: %.2f%%%s%n", h.game(), h.tournament(),
                        h.round(), h.result().notation(), 100 * h.probability(),
                        h.reason() == null ? "" : "\n    " + h.reason()));
            }
        }
        out.flush();
        return ExitCode.DONE;
    }

    /** Three decimals, exactly as printed. */
    static BigDecimal thousandths(double v) {
        return BigDecimal.valueOf(v).setScale(3, RoundingMode.HALF_UP);
    }

    static List<Map<String, Object>> list(List<RatingRecords.ListLine> lines) {
        List<Map<String, Object>> out = new ArrayList<>();
        int place = 0;
        for (RatingRecords.ListLine l : lines) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("place", ++place);
            m.put("player", l.playerName());
            m.put("name", l.name());
            m.put("grade", l.grade() == null ? null : l.grade().notation());
            m.put("gor", thousandths(l.rating()));
            m.put("change", thousandths(l.rating() - l.ratingBefore()));
            m.put("games", l.games());
            m.put("lastPlayed", l.ratedOn().toString());
            out.add(m);
        }
        return out;
    }

    private int explain(RatingRecords records, org.tengen.registry.Player p, PrintWriter out, LocalDate date) {
        long id = p.getId();
        List<RatingRecords.TournamentStep> tournaments = records.steps(id, date);
        if (format == OutputFormat.json) {
            for (RatingRecords.TournamentStep t : tournaments) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("tournament", t.code());
                m.put("date", t.ratedOn().toString());
                m.put("before", thousandths(t.before()));
                m.put("after", thousandths(t.after()));
                List<Map<String, Object>> games = new ArrayList<>();
                for (RatingRecords.GameChange g : records.changes(id, t.tournament())) {
                    Map<String, Object> x = new LinkedHashMap<>();
                    x.put("game", g.game());
                    x.put("round", g.round());
                    x.put("opponent", g.opponent());
                    x.put("opponentBefore", thousandths(g.opponentBefore()));
                    x.put("black", g.black());
                    x.put("handicap", g.handicap());
                    x.put("expected", BigDecimal.valueOf(g.expected()).setScale(6, RoundingMode.HALF_UP));
                    x.put("score", BigDecimal.valueOf(g.score()));
                    x.put("con", thousandths(g.con()));
                    x.put("bonus", thousandths(g.bonus()));
                    x.put("weight", BigDecimal.valueOf(g.weight()));
                    x.put("delta", thousandths(g.delta()));
                    games.add(x);
                }
                m.put("games", games);
                out.println(JsonLines.line(m));
            }
            out.flush();
            return ExitCode.DONE;
        }
        out.println(p.getName() + " (" + PlayerRef.name(p.getFederationId(), id) + ")");
        for (RatingRecords.TournamentStep t : tournaments) {
            out.printf("%n%s %s (%s), class %s: %.3f → %.3f (%+.3f)%n", t.ratedOn(), t.name(), t.code(),
                    t.ratingClass(), t.before(), t.after(), t.after() - t.before());
            for (RatingRecords.GameChange g : records.changes(id, t.tournament())) {
                out.printf("  %-5s %-12s (%.0f) %s%s  expected %.3f, scored %s: %.2f × (%s − %.3f) + %.3f = %+.3f"
                                + " × weight %.2f%n", "R" + g.round(), g.opponent(), g.opponentBefore(),
                        g.black() ? "黑" : "白", g.handicap() > 0 ? " 让" + g.handicap() + "子" : "", g.expected(),
                        JsonLines.plain(BigDecimal.valueOf(g.score())), g.con(),
                        JsonLines.plain(BigDecimal.valueOf(g.score())), g.expected(), g.bonus(),
                        g.delta() / g.weight(), g.weight());
            }
        }
        out.println();
        out.println("Each game: con × (score − expected) + bonus, times the event's class weight (A 1, B ¾, C ½, "
                + "D ¼); ratings are frozen during an event, so every game counts against the rating it started with.");
        out.flush();
        return ExitCode.DONE;
    }
}
