package org.tengen.cli;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.springframework.context.ConfigurableApplicationContext;
import org.tengen.players.Duplicates;
import org.tengen.players.MergePlan;
import org.tengen.players.PlayerCard;
import org.tengen.players.Search;
import org.tengen.players.store.PlayersService;
import org.tengen.rank.Rank;
import org.tengen.registry.PlayerProfile;
import org.tengen.registry.PlayerRecords;
import org.tengen.registry.PlayerReference;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import tools.jackson.databind.json.JsonMapper;

/** {@code players …}: the member registry staff keep. */
@Command(name = "players", mixinStandardHelpOptions = true,
        description = {"The member registry staff keep: newcomers confirmed, the same person merged (and unmerged), "
                + "corrections with who and why, search by characters, pinyin or initials, the federation's member list.",
                "A player is named by a federation id (会员号: all digits, CN-…, EGF-…) or a registry id such as #42."},
        subcommands = {PlayersCommand.ListPlayers.class, PlayersCommand.Show.class, PlayersCommand.SearchPlayers.class,
                PlayersCommand.Confirm.class, PlayersCommand.Merge.class, PlayersCommand.Unmerge.class,
                PlayersCommand.Edit.class, PlayersCommand.DuplicatesCommand.class, PlayersCommand.ImportMembers.class})
public class PlayersCommand implements Runnable {

    /** The mapper of {@code --format json}, built on first use: a table or {@code --help} needs none. */
    private static final class Json {
        static final JsonMapper MAPPER = JsonMapper.builder().build();
    }

    static String jsonLine(Object value) {
        return Json.MAPPER.writeValueAsString(value);
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "players needs a subcommand: list, show, search, "
                + "confirm, merge, unmerge, edit, duplicates or import-members (see --help)");
    }

    /** What every subcommand shares: the registry, the output, the refusal of what cannot be done. */
    abstract static class Sub implements Callable<Integer> {
        @Mixin
        CommonOptions common;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        PrintWriter out() {
            return spec.commandLine().getOut();
        }

        @Override
        public Integer call() {
            try (ConfigurableApplicationContext ctx = RegistryContext.start(common)) {
                int exit = run(ctx.getBean(PlayersService.class));
                out().flush();
                return exit;
            } catch (PlayersService.Refused | IllegalArgumentException e) {
                out().flush();
                spec.commandLine().getErr().println("tengen players " + spec.name() + ": " + e.getMessage());
                return ExitCode.BAD_INPUT;
            }
        }

        abstract int run(PlayersService players);

        int outcome(PlayersService.Outcome o) {
            out().println(o.done());
            o.followUps().forEach(f -> out().println("  " + f));
            return o.complete() ? ExitCode.DONE : ExitCode.NEEDS_A_PERSON;
        }
    }

    static Map<String, Object> json(PlayerCard p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", p.id());
        m.put("federationId", p.federationId());
        m.put("name", p.name());
        m.put("sex", p.sex());
        m.put("birthDate", p.birthDate() == null ? null : p.birthDate().toString());
        m.put("club", p.club());
        m.put("grade", p.grade());
        m.put("confirmed", p.confirmed());
        return m;
    }

    static String grade(String g) {
        return g == null ? "" : Rank.parse(g).chinese();
    }

    static String s(Object o) {
        return o == null ? "" : o.toString();
    }

    static void print(PrintWriter out, OutputFormat format, List<PlayerCard> players,
                      Function<PlayerCard, Map<String, Object>> extra) {
        if (format == OutputFormat.json) {
            for (PlayerCard p : players) {
                Map<String, Object> m = json(p);
                m.putAll(extra.apply(p));
                out.println(jsonLine(m));
            }
            return;
        }
        if (format == OutputFormat.csv) {
            out.println("id,federationId,name,sex,birthDate,club,grade,confirmed");
            for (PlayerCard p : players) {
                out.println(String.join(",", List.of(s(p.id()), s(p.federationId()), p.name(), s(p.sex()),
                        s(p.birthDate()), s(p.club()), s(p.grade()), s(p.confirmed())).stream()
                        .map(VerificationOutput::csvCell).toList()));
            }
            return;
        }
        TextTable t = new TextTable(new boolean[] {false, false, false, false, false, false, false});
        t.add(List.of("会员号", "姓名", "性别", "出生日期", "单位", "段位", ""));
        for (PlayerCard p : players) {
            t.add(List.of(p.reference(), p.name(), s(p.sex()), s(p.birthDate()), s(p.club()), grade(p.grade()),
                    p.confirmed() ? "" : "newcomer"));
        }
        out.print(t.render());
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "The members and other known players; "
            + "--newcomers: the ones created by an import and not yet confirmed.")
    static class ListPlayers extends Sub {
        @Option(names = "--club", paramLabel = "CLUB", description = "Players of a club (单位); part of its name is enough.")
        String club;
        @Option(names = "--grade", paramLabel = "GRADE", description = "Players of a grade: 3d, 业余3段, 2k …")
        String grade;
        @Option(names = "--newcomers", description = "Only newcomers waiting for staff to confirm them.")
        boolean newcomers;
        @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text, json or csv.")
        OutputFormat format;

        @Override
        int run(PlayersService players) {
            List<PlayerCard> list = players.list(club, grade, newcomers);
            print(out(), format, list, p -> Map.of());
            if (format == OutputFormat.text && !common.quiet) {
                out().println(list.size() + " player(s)" + (newcomers && !list.isEmpty() ? "; confirm one with: tengen "
                        + "players confirm PLAYER [--federation-id ID] --by NAME" : ""));
            }
            return ExitCode.DONE;
        }
    }

    @Command(name = "search", mixinStandardHelpOptions = true, description = "Players by name as typed, in simplified "
            + "or traditional characters, by pinyin with or without tones, by initials (ma ming, mm → 马明), by 会员号 "
            + "or its beginning; best matches first, with club and birth year to tell namesakes apart.")
    static class SearchPlayers extends Sub {
        @Parameters(index = "0", arity = "1..*", paramLabel = "TEXT")
        List<String> text;
        @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text, json or csv.")
        OutputFormat format;

        @Override
        int run(PlayersService players) {
            List<Search.Hit> hits = players.search(String.join(" ", text));
            if (format == OutputFormat.text) {
                if (hits.isEmpty()) {
                    out().println("No player matches '" + String.join(" ", text) + "'.");
                }
                for (Search.Hit h : hits) {
                    out().println(h.player().label() + (h.player().confirmed() ? "" : " newcomer") + "  — "
                            + h.how().label);
                }
                return ExitCode.DONE;
            }
            Map<Long, Search.Hit> by = new LinkedHashMap<>();
            hits.forEach(h -> by.put(h.player().id(), h));
            print(out(), format, hits.stream().map(Search.Hit::player).toList(), p -> {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("score", by.get(p.id()).score());
                m.put("match", by.get(p.id()).how().label);
                return m;
            });
            return ExitCode.DONE;
        }
    }

    @Command(name = "show", mixinStandardHelpOptions = true, description = "One player: identity, grade history with "
            + "the promotion certificates, tournaments played, rating and its history, merges and corrections.")
    static class Show implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "PLAYER")
        String player;
        @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text or json.")
        OutputFormat format;
        @Mixin
        CommonOptions common;
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        PrintWriter out() {
            return spec.commandLine().getOut();
        }

        /** Read over a plain connection when the registry is current (see {@link Lookups}), else after Spring's start. */
        @Override
        public Integer call() {
            Optional<Connection> direct = Lookups.connection(common);
            if (direct.isPresent()) {
                try (Connection c = direct.get()) {
                    return show(c);
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                }
            }
            try (ConfigurableApplicationContext ctx = RegistryContext.start(common)) {
                return RegistryContext.read(ctx, this::show);
            }
        }

        private int show(Connection registry) {
            try {
                int exit = print(registry);
                out().flush();
                return exit;
            } catch (IllegalArgumentException e) {
                out().flush();
                spec.commandLine().getErr().println("tengen players " + spec.name() + ": " + e.getMessage());
                return ExitCode.BAD_INPUT;
            }
        }

        private int print(Connection registry) {
            PlayerReference ref = PlayerReference.parse(player);
            PlayerProfile p = PlayerProfile.of(registry, ref).orElseThrow(() -> new IllegalArgumentException(
                    "no player " + ref + " in the registry"));
            if (format != OutputFormat.text) {
                Map<String, Object> m = json(p.player());
                m.put("mergedInto", p.mergedInto());
                m.put("grades", p.grades().stream().map(g -> map("grade", g.grade(), "since", s(g.since()), "source",
                        g.source())).toList());
                m.put("promotions", p.promotions().stream().map(c -> map("certificate", c.certificate(), "from",
                        c.fromGrade(), "to", c.toGrade(), "rule", c.rule(), "tournament", c.tournament(), "effective",
                        s(c.effective()))).toList());
                m.put("tournaments", p.tournaments().stream().map(t -> map("code", t.code(), "name", t.tournament(),
                        "start", s(t.start()), "nameAsWritten", t.nameAsWritten(), "grade", t.grade(), "club", t.club(),
                        "place", t.place(), "games", t.games())).toList());
                m.put("gor", p.rating() == null ? null : Math.round(p.rating().gor() * 1000) / 1000.0);
                m.put("ratedGames", p.rating() == null ? 0 : p.rating().games());
                m.put("ratingHistory", p.ratingHistory().stream().map(r -> map("tournament", r.code(), "date",
                        s(r.ratedOn()), "before", Math.round(r.before() * 1000) / 1000.0, "after",
                        Math.round(r.after() * 1000) / 1000.0, "games", r.games())).toList());
                m.put("merges", p.merges().stream().map(x -> map("merge", x.id(), "from", x.from(), "into", x.into(),
                        "by", x.by(), "reason", x.reason(), "at", x.at().toString(), "undone", x.undone())).toList());
                m.put("corrections", p.corrections().stream().map(c -> map("field", c.field(), "old", c.oldValue(),
                        "new", c.newValue(), "by", c.by(), "reason", c.reason(), "at", c.at().toString())).toList());
                out().println(jsonLine(m));
                return ExitCode.DONE;
            }
            PrintWriter o = out();
            PlayerCard c = p.player();
            o.println(c.name() + " (" + c.reference() + ", registry id #" + c.id() + ")" + (c.confirmed() ? ""
                    : " — newcomer, not yet confirmed"));
            if (p.mergedInto() != null) {
                o.println("  merged into #" + p.mergedInto() + ": its games are under that player now");
            }
            o.println("  会员号 " + (c.federationId() == null ? "none" : c.federationId()) + " · 性别 " + s(c.sex())
                    + " · 出生日期 " + s(c.birthDate()) + " · 单位 " + s(c.club()) + " · 段位 " + grade(c.grade()));
            o.println();
            o.println("Grades:");
            if (p.grades().isEmpty()) {
                o.println("  none recorded");
            }
            p.grades().forEach(g -> o.println("  " + grade(g.grade()) + (g.since() == null ? "" : " since " + g.since())
                    + " — " + g.source()));
            if (!p.promotions().isEmpty()) {
                o.println("Promotions:");
                p.promotions().forEach(x -> o.println("  certificate " + x.certificate() + ": " + grade(x.fromGrade())
                        + " → " + grade(x.toGrade()) + " from " + x.effective() + " (" + x.rule()
                        + (x.tournament() == null ? "" : ", " + x.tournament()) + ")"));
            }
            o.println("Tournaments:");
            if (p.tournaments().isEmpty()) {
                o.println("  none");
            }
            p.tournaments().forEach(t -> o.println("  " + s(t.start()) + "  " + t.code() + "  " + t.tournament()
                    + "  as " + t.nameAsWritten() + (t.grade() == null ? "" : " " + grade(t.grade()))
                    + (t.club() == null ? "" : ", " + t.club()) + ", " + t.games() + " game(s)"
                    + (t.place() == null ? "" : ", place " + t.place())));
            o.println("Rating:");
            if (p.rating() == null) {
                o.println("  not rated");
            } else {
                o.printf("  GoR %.3f after %d game(s), last played %s%n", p.rating().gor(), p.rating().games(),
                        s(p.rating().lastPlayed()));
                p.ratingHistory().forEach(r -> o.printf("  %s %s: %.3f → %.3f (%d game(s))%n", r.ratedOn(), r.code(),
                        r.before(), r.after(), r.games()));
            }
            if (!p.merges().isEmpty()) {
                o.println("Merges:");
                for (PlayerRecords.Merge x : p.merges()) {
                    o.println("  merge " + x.id() + ": #" + x.from() + " merged into #" + x.into() + " on "
                            + x.at().toLocalDate() + " by " + x.by() + " — " + x.reason()
                            + (x.notes() == null || x.notes().isEmpty() ? "" : " (" + x.notes() + ")")
                            + (x.undone() ? "; undone on " + x.undoneAt().toLocalDate() + " by " + x.undoneBy() + " — "
                            + x.undoReason() : ""));
                }
            }
            if (!p.corrections().isEmpty()) {
                o.println("Corrections:");
                p.corrections().stream().filter(x -> !x.field().equals("unmerged")).forEach(x -> o.println("  "
                        + x.at().toLocalDate() + " " + x.field() + ": " + (x.oldValue() == null ? "(none)" : x.oldValue())
                        + " → " + (x.newValue() == null ? "(none)" : x.newValue()) + " by " + x.by() + " — "
                        + x.reason()));
            }
            return ExitCode.DONE;
        }
    }

    static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    @Command(name = "confirm", mixinStandardHelpOptions = true, description = "Accepts a newcomer as a new member, "
            + "or gives it the 会员号 staff looked up.")
    static class Confirm extends Sub {
        @Parameters(index = "0", paramLabel = "PLAYER")
        String player;
        @Option(names = "--federation-id", paramLabel = "ID", description = "The 会员号 staff looked up.")
        String federationId;
        @Option(names = "--by", paramLabel = "NAME", required = true, description = "Who confirms.")
        String by;

        @Override
        int run(PlayersService players) {
            return outcome(players.confirm(player, federationId, by, java.time.LocalDateTime.now()));
        }
    }

    @Command(name = "merge", mixinStandardHelpOptions = true, description = {"The same person registered twice: games, "
            + "grades, promotions and disputes move to the player kept; standings, ratings and promotions are brought up "
            + "to date. Conflicting facts (two birth dates, two 会员号) are refused with the conflict named unless --keep "
            + "says which. Every merge can be undone: players unmerge MERGE_ID."})
    static class Merge extends Sub {
        @Parameters(index = "0", paramLabel = "PLAYER", description = "The registration that goes away.")
        String player;
        @Option(names = "--into", paramLabel = "PLAYER", required = true, description = "The registration kept.")
        String into;
        @Option(names = "--by", paramLabel = "NAME", required = true)
        String by;
        @Option(names = "--reason", paramLabel = "TEXT", required = true)
        String reason;
        @Option(names = "--keep", paramLabel = "FACT=VALUE", description = "Which value to keep where the two disagree: "
                + "birth-date=1990-03-02, federation-id=CN-001207, name=马明, sex=男.")
        Map<String, String> keep = new LinkedHashMap<>();

        @Override
        int run(PlayersService players) {
            Map<MergePlan.Fact, String> k = new LinkedHashMap<>();
            keep.forEach((f, v) -> k.put(MergePlan.Fact.of(f), v));
            return outcome(players.merge(player, into, by, reason, k, java.time.LocalDateTime.now()));
        }
    }

    @Command(name = "unmerge", mixinStandardHelpOptions = true, description = "Undoes a merge: both players as they "
            + "were, each with their own games, grades and promotions; standings and ratings brought up to date.")
    static class Unmerge extends Sub {
        @Parameters(index = "0", paramLabel = "MERGE_ID")
        long merge;
        @Option(names = "--by", paramLabel = "NAME", required = true)
        String by;
        @Option(names = "--reason", paramLabel = "TEXT", required = true)
        String reason;

        @Override
        int run(PlayersService players) {
            return outcome(players.unmerge(merge, by, reason, java.time.LocalDateTime.now()));
        }
    }

    @Command(name = "edit", mixinStandardHelpOptions = true, description = "A correction of a player's identity, kept "
            + "in the player's history with who and why (players show). A blank value clears a fact.")
    static class Edit extends Sub {
        @Parameters(index = "0", paramLabel = "PLAYER")
        String player;
        @Option(names = "--name", paramLabel = "NAME") String name;
        @Option(names = "--birth-date", paramLabel = "DATE") String birthDate;
        @Option(names = "--sex", paramLabel = "SEX", description = "男 or 女 (M or F).") String sex;
        @Option(names = "--club", paramLabel = "CLUB") String club;
        @Option(names = "--federation-id", paramLabel = "ID") String federationId;
        @Option(names = "--by", paramLabel = "NAME", required = true) String by;
        @Option(names = "--reason", paramLabel = "TEXT", required = true) String reason;

        @Override
        int run(PlayersService players) {
            Map<MergePlan.Fact, String> changes = new LinkedHashMap<>();
            if (name != null) {
                changes.put(MergePlan.Fact.NAME, name);
            }
            if (federationId != null) {
                changes.put(MergePlan.Fact.FEDERATION_ID, federationId);
            }
            if (birthDate != null) {
                changes.put(MergePlan.Fact.BIRTH_DATE, birthDate);
            }
            if (sex != null) {
                changes.put(MergePlan.Fact.SEX, sex);
            }
            if (club != null) {
                changes.put(MergePlan.Fact.CLUB, club);
            }
            return outcome(players.edit(player, changes, by, reason, java.time.LocalDateTime.now()));
        }
    }

    @Command(name = "duplicates", mixinStandardHelpOptions = true, description = "Likely duplicates for staff to look "
            + "at, each with its evidence and the command that settles it. Nothing is merged by itself.")
    static class DuplicatesCommand extends Sub {
        @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text or json.")
        OutputFormat format;

        @Override
        int run(PlayersService players) {
            List<Duplicates.Pair> pairs = players.duplicates();
            for (Duplicates.Pair p : pairs) {
                if (format == OutputFormat.text) {
                    out().println(p.other().label() + "  and  " + p.keep().label());
                    p.evidence().forEach(e -> out().println("  " + e));
                    out().println("  settle with: " + p.command());
                } else {
                    out().println(jsonLine(map("player", json(p.other()), "into", json(p.keep()),
                            "evidence", p.evidence(), "command", p.command())));
                }
            }
            if (format == OutputFormat.text && !common.quiet) {
                out().println(pairs.isEmpty() ? "No likely duplicates." : pairs.size() + " likely duplicate(s)");
            }
            return ExitCode.DONE;
        }
    }

    @Command(name = "import-members", mixinStandardHelpOptions = true, description = {"Imports the federation's member "
            + "list (.xlsx or .csv: 会员号, 姓名, 性别, 出生日期, 单位, 段位 — Chinese or English headers). All or nothing: "
            + "a list with a bad cell is rejected with every error named (reports/import-errors/). The same list again "
            + "changes nothing.", "After it, a workbook's 会员号 that is not a member is a warning, and one whose member "
            + "has another name an error naming both."})
    static class ImportMembers extends Sub {
        @Parameters(index = "0", paramLabel = "FILE")
        Path file;

        @Override
        int run(PlayersService players) {
            if (!Files.isRegularFile(file)) {
                throw new PlayersService.Refused("no file " + file);
            }
            PlayersService.MembersImported r = players.importMembers(file, java.time.LocalDateTime.now());
            if (r.rejected()) {
                out().println(file + ": REJECTED, nothing stored; " + r.problems().size() + " error(s):");
                r.problems().forEach(p -> out().println("  " + p));
                if (r.errorReport() != null) {
                    out().println("error report: " + r.errorReport());
                }
                return ExitCode.NEEDS_A_PERSON;
            }
            if (r.outcome().equals("UNCHANGED")) {
                out().println(file + ": UNCHANGED, the same list as the last one (" + r.members() + " members)");
            } else {
                out().println(file + ": IMPORTED, " + r.members() + " members: " + r.added() + " new to the registry, "
                        + r.updated() + " brought up to date");
            }
            return ExitCode.DONE;
        }
    }
}
