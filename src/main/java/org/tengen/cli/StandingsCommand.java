package org.tengen.cli;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.springframework.context.ConfigurableApplicationContext;
import org.tengen.rank.Rank;
import org.tengen.standings.store.StandingsService;
import org.tengen.registry.StandingRecords;
import org.tengen.registry.StandingsListing;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code standings --tournament CODE}: the order of an event with every tie-break, as a referee pins it up. */
@Command(name = "standings", mixinStandardHelpOptions = true,
        description = {"Individual (and team, for team events) standings of a tournament with every tie-break.",
                "Standings are recomputed first for every tournament whose games changed."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {" 0:printed", " 2:no such tournament, or bad usage", " 3:an internal failure"})
public class StandingsCommand implements Callable<Integer> {

    @Option(names = "--tournament", required = true, paramLabel = "CODE", description = "The tournament code (赛事编号).")
    String code;

    /** The formats of this command: the common three, and the EGF's results format. */
    enum Format { text, json, csv, h9 }

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (a wall table), json (JSON Lines, one object a player, then a team), csv, or h9 "
                    + "(the EGF results format the European Go Database imports). Default: ${DEFAULT-VALUE}.")
    Format format;

    @Mixin
    CommonOptions common;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /**
     * Read over a plain connection when the registry is current and every tournament's standings were
     * computed from what it holds now (see {@link Lookups}); else the ranking job first, then the same read.
     */
    @Override
    public Integer call() {
        String wanted = org.tengen.sheet.Fold.value(code).toUpperCase(java.util.Locale.ROOT);
        Optional<Connection> direct = Lookups.connection(common);
        if (direct.isPresent()) {
            try (Connection c = direct.get()) {
                if (StandingsListing.current(c, wanted).isEmpty() || StandingsListing.upToDate(c)) {
                    return print(c, wanted);
                }
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        }
        try (ConfigurableApplicationContext ctx = RegistryContext.start(common)) {
            if (ctx.getBean(StandingRecords.class).current(wanted).isPresent()) {
                ctx.getBean(StandingsService.class).bringUpToDate(java.time.LocalDateTime.now());
            }
            return RegistryContext.read(ctx, c -> print(c, wanted));
        }
    }

    private int print(Connection registry, String wanted) {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Optional<Long> id = StandingsListing.current(registry, wanted);
        if (id.isEmpty()) {
            List<String> known = StandingsListing.currentCodes(registry);
            err.println("tengen standings: no tournament " + wanted + " in the registry" + (known.isEmpty() ? ""
                    : " (known: " + String.join(", ", known) + ")"));
            return ExitCode.BAD_INPUT;
        }
        StandingRecords.Inputs in = StandingsListing.inputs(registry, id.get());
        List<StandingRecords.Line> lines = StandingsListing.lines(registry, id.get());
        List<StandingRecords.TeamLine> teams = StandingsListing.teamLines(registry, id.get());
        switch (format) {
            case json -> {
                lines.forEach(l -> out.println(JsonLines.line(json(l))));
                teams.forEach(t -> out.println(JsonLines.line(json(t))));
            }
            case csv -> csv(lines, teams, out);
            case text -> text(in, lines, teams, out);
            case h9 -> out.print(StandingsH9.write(StandingsListing.header(registry, id.get()), in, lines));
        }
        out.flush();
        return ExitCode.DONE;
    }

    static Map<String, Object> json(StandingRecords.Line l) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("place", l.place());
        m.put("no", l.no());
        m.put("name", l.name());
        m.put("rank", l.grade() == null ? null : l.grade().notation());
        m.put("club", l.club());
        if (l.team() != null) {
            m.put("team", l.team());
        }
        m.put("points", l.points());
        m.put("wins", l.wins());
        m.put("draws", l.draws());
        m.put("losses", l.losses());
        m.put("tiebreaks", l.tiebreaks());
        m.put("rounds", l.rounds());
        m.put("withdrawn", l.withdrawn());
        m.put("voided", l.voided());
        m.put("shared", l.shared());
        return m;
    }

    static Map<String, Object> json(StandingRecords.TeamLine t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("place", t.place());
        m.put("team", t.team());
        m.put("matchPoints", t.matchPoints());
        m.put("gamePoints", t.gamePoints());
        m.put("boardPoints", t.boardPoints());
        m.put("opponentsMatchPoints", t.opponentsMatchPoints());
        m.put("won", t.won());
        m.put("drawn", t.drawn());
        m.put("lost", t.lost());
        m.put("matches", t.matches());
        m.put("shared", t.shared());
        return m;
    }

    static String num(BigDecimal b) {
        return JsonLines.plain(b);
    }

    private static String grade(Rank grade) {
        return grade == null ? "" : grade.chinese();
    }

    private static void csv(List<StandingRecords.Line> lines, List<StandingRecords.TeamLine> teams, PrintWriter out) {
        List<String> tb = lines.isEmpty() ? List.of() : new ArrayList<>(lines.get(0).tiebreaks().keySet());
        int rounds = lines.isEmpty() ? 0 : lines.get(0).rounds().size();
        List<String> head = new ArrayList<>(List.of("place", "no", "name", "rank", "club", "team"));
        for (int r = 1; r <= rounds; r++) {
            head.add("R" + r);
        }
        head.addAll(List.of("points", "wins", "draws", "losses"));
        head.addAll(tb);
        head.addAll(List.of("withdrawn", "voided", "shared"));
        out.println(String.join(",", head));
        for (StandingRecords.Line l : lines) {
            List<String> c = new ArrayList<>(List.of(l.place() == null ? "" : l.place().toString(),
                    Integer.toString(l.no()), l.name(), l.grade() == null ? "" : l.grade().notation(), nn(l.club()), nn(l.team())));
            c.addAll(l.rounds());
            c.addAll(List.of(num(l.points()), Integer.toString(l.wins()), Integer.toString(l.draws()),
                    Integer.toString(l.losses())));
            tb.forEach(k -> c.add(num(l.tiebreaks().get(k))));
            c.addAll(List.of(Boolean.toString(l.withdrawn()), Boolean.toString(l.voided()), Boolean.toString(l.shared())));
            out.println(String.join(",", c.stream().map(VerificationOutput::csvCell).toList()));
        }
        if (!teams.isEmpty()) {
            out.println();
            out.println("place,team,matchPoints,gamePoints,boardPoints,opponentsMatchPoints,won,drawn,lost");
            for (StandingRecords.TeamLine t : teams) {
                out.println(String.join(",", List.of(t.place() == null ? "" : t.place().toString(), t.team(),
                        Integer.toString(t.matchPoints()), num(t.gamePoints()),
                        String.join(" ", t.boardPoints().stream().map(StandingsCommand::num).toList()),
                        Integer.toString(t.opponentsMatchPoints()), Integer.toString(t.won()),
                        Integer.toString(t.drawn()), Integer.toString(t.lost())).stream()
                        .map(VerificationOutput::csvCell).toList()));
            }
        }
    }

    private static String nn(String s) {
        return s == null ? "" : s;
    }

    private static void text(StandingRecords.Inputs in, List<StandingRecords.Line> lines,
                             List<StandingRecords.TeamLine> teams, PrintWriter out) {
        out.println(in.name() + " (" + in.code() + ") — " + in.settings().system().chinese() + " "
                + in.settings().system().code() + ", 名次 by " + String.join(" › ", in.settings().chain().stream()
                .map(c -> c.chinese() + (c.chinese().equals(c.code()) ? "" : " " + c.code())).toList()));
        out.println();
        List<String> tb = lines.isEmpty() ? List.of() : new ArrayList<>(lines.get(0).tiebreaks().keySet());
        int rounds = lines.isEmpty() ? 0 : lines.get(0).rounds().size();
        List<String> head = new ArrayList<>(List.of("名次", "编号", "姓名", "段位", "单位"));
        for (int r = 1; r <= rounds; r++) {
            head.add("第" + r + "轮");
        }
        head.add("积分");
        head.addAll(tb);
        boolean[] right = new boolean[head.size()];
        right[0] = true;
        right[1] = true;
        for (int i = 5; i < right.length; i++) {
            right[i] = true;
        }
        TextTable table = new TextTable(right);
        table.add(head);
        boolean anyShared = false;
        for (StandingRecords.Line l : lines) {
            List<String> c = new ArrayList<>(List.of(l.place() == null ? "—" : l.place() + (l.shared() ? "=" : ""),
                    Integer.toString(l.no()), l.name() + (l.withdrawn() ? " (退赛)" : ""), grade(l.grade()),
                    nn(l.club())));
            c.addAll(l.rounds());
            c.add(num(l.points()));
            tb.forEach(k -> c.add(num(l.tiebreaks().get(k))));
            table.add(c);
            anyShared |= l.shared();
        }
        out.print(table.render());
        out.println();
        out.println("Rounds: 12+b = beat no. 12 with Black, 7-w = lost to no. 7 with White, = draw, ! forfeit (弃权), "
                + "0+ bye (轮空), - no game, × no result (无胜负) or voided (art. 28).");
        if (anyShared) {
            out.println("=: a shared place; where places may not be shared a playoff or lot decides (art. 27.1 ①C).");
        }
        if (lines.stream().anyMatch(StandingRecords.Line::voided)) {
            out.println("—: withdrew before playing half the rounds; every result of that player is void (art. 28.2).");
        }
        if (!teams.isEmpty()) {
            out.println();
            TextTable t = new TextTable(new boolean[] {true, false, true, true, true, true, false});
            t.add(List.of("名次", "队名", "场分", "局分", "各台局分", "对手场分", "对局"));
            for (StandingRecords.TeamLine l : teams) {
                t.add(List.of(l.place() + (l.shared() ? "=" : ""), l.team(), Integer.toString(l.matchPoints()),
                        num(l.gamePoints()), String.join("/", l.boardPoints().stream().map(StandingsCommand::num)
                                .toList()), Integer.toString(l.opponentsMatchPoints()), String.join("  ", l.matches())));
            }
            out.print(t.render());
        }
    }
}
