package org.tengen.site;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.springframework.stereotype.Component;
import org.tengen.audit.Diagrams;
import org.tengen.diagram.Figures;
import org.tengen.diagram.Timeline;
import org.tengen.record.GameRecord;
import org.tengen.record.RecordReader;
import org.tengen.record.RecordReading;
import org.tengen.registry.PublishedGames;
import org.tengen.report.Html;
import org.tengen.report.Link;
import org.tengen.report.Report;
import org.tengen.report.Reports;
import org.tengen.rules.RuleSet;

/**
 * The federation's static site, written into one folder to upload as it is: the rating list
 * (index.html), the tournaments with their crosstables, the players, and a page per game with a
 * record, where the moves can be stepped through. Plain files, relative links, no server and no
 * script from elsewhere: it works from a folder (file://) as from any web server.
 */
@Component
public class Site {

    /** The folder's files that come from src/main/resources/site as they are. */
    private static final List<String> BUNDLED = List.of("tengen.css", "sort.js", "viewer.js");

    private final Reports reports;
    private final PublishedGames games;

    public Site(Reports reports, PublishedGames games) {
        this.reports = reports;
        this.games = games;
    }

    /** A name as a file name: what a file system or a URL would refuse becomes {@code _}. */
    public static String fileName(String name) {
        return name.replaceAll("[\\\\/:*?\"<>|#%&\\s]+", "_");
    }

    /** Writes the site into {@code dir} and returns the files written. */
    public List<Path> write(Path dir, LocalDateTime printed) throws IOException {
        List<Path> out = new ArrayList<>();
        for (String f : BUNDLED) {
            out.add(write(dir.resolve(f), Html.resource("/site/" + f)));
        }
        List<PublishedGames.Game> withRecords = games.withRecords();
        // The players' records first: their page keys decide which names link to a page.
        Map<String, Report> playerReports = new LinkedHashMap<>();
        for (long id : reports.ratedPlayers()) {
            Report p = reports.player(id, printed);
            playerReports.put(p.name(), p);
        }
        Set<String> playerPages = playerReports.keySet();

        // Games first: only those whose record reads get a page, and only those are linked.
        Map<Long, PublishedGames.Game> pages = new LinkedHashMap<>();
        Path gameDir = dir.resolve("games");
        String version = reports.dataVersion(printed);
        String federation = null;
        for (PublishedGames.Game g : withRecords) {
            Optional<byte[]> bytes = games.recordBytes(g.recordSha256());
            GameRecord record = bytes.map(Site::record).orElse(null);
            if (record == null) {
                continue;
            }
            Timeline t;
            RuleSet rules;
            try {
                rules = RuleSet.named(g.ruleSetName());
                t = Timeline.of(rules, record.size(), record.blackSetup(), record.whiteSetup(), record.moves());
            } catch (IllegalArgumentException | IllegalStateException e) {
                continue;      // a record the engine cannot replay: its findings are in the verification report
            }
            if (federation == null) {
                federation = reports.ratingList(printed.toLocalDate(), printed).federation();
            }
            out.add(write(gameDir.resolve(GamePage.fileName(g.id())), GamePage.html(g, t, counted(g, t, record),
                    playerPages, federation, version)));
            Path sgf = gameDir.resolve(g.id() + ".sgf");
            Files.write(sgf, bytes.get());
            out.add(sgf);
            pages.put(g.id(), g);
        }

        // The rating list, with names linking to the players' pages; a newcomer's placeholder is no federation id.
        Report list = reports.ratingList(printed.toLocalDate(), printed);
        federation = list.federation();
        List<Report.Section> home = new ArrayList<>();
        for (Report.Section s : list.sections()) {
            home.add(s.table() == null ? s : new Report.Section(s.heading(), s.lines(), relink(s.table(), row -> {
                String key = String.valueOf(row.get(2));
                if (playerPages.contains(key)) {
                    row.set(1, new Link(String.valueOf(row.get(1)), "players/" + fileName(key) + ".html"));
                }
                if (isNewcomer(key)) {
                    row.set(2, NEWCOMER);
                }
            })));
        }

        // Tournaments: an index, and per tournament the crosstable (results linking to the games) and the standings.
        Map<String, Map<String, Long>> gameOf = new HashMap<>();       // code → "round:player no" → game id
        for (PublishedGames.Game g : pages.values()) {
            Map<String, Long> m = gameOf.computeIfAbsent(g.code(), k -> new HashMap<>());
            m.put(g.round() + ":" + g.blackNo(), g.id());
            if (g.whiteNo() != null) {
                m.put(g.round() + ":" + g.whiteNo(), g.id());
            }
        }
        List<List<Object>> tournaments = new ArrayList<>();
        for (String code : reports.currentTournaments()) {
            Report cross = reports.crosstable(code, printed);
            Report st = reports.standings(code, printed);
            Map<String, Long> ids = gameOf.getOrDefault(code, Map.of());
            List<Report.Section> all = new ArrayList<>();
            for (Report.Section s : cross.sections()) {
                if (s.table() == null) {
                    all.add(s);
                    continue;
                }
                List<String> head = s.table().headings();
                all.add(new Report.Section(s.heading(), s.lines(), relink(s.table(), row -> {
                    for (int c = 0; c < head.size() && c < row.size(); c++) {
                        String h = head.get(c);
                        if (h.startsWith("第") && h.endsWith("轮")) {
                            Long id = ids.get(h.substring(1, h.length() - 1) + ":" + row.get(1));
                            if (id != null) {
                                row.set(c, new Link(String.valueOf(row.get(c)), "../games/" + GamePage.fileName(id)));
                            }
                        }
                    }
                })));
            }
            all.addAll(st.sections());
            out.add(write(dir.resolve("tournaments").resolve(fileName(code) + ".html"), Html.sitePage(new Report(
                    "tournament", code, cross.title(), cross.subtitle(), federation, cross.dataVersion(), all), "../",
                    "tournaments/index.html")));
            tournaments.add(List.of(new Link(code, fileName(code) + ".html"), cross.title(), cross.subtitle()));
        }
        List<List<Object>> fromHome = new ArrayList<>();
        for (List<Object> t : tournaments) {
            Link l = (Link) t.get(0);
            fromHome.add(List.of(new Link(l.text(), "tournaments/" + l.href()), t.get(1), t.get(2)));
        }
        home.add(new Report.Section("赛事 Tournaments", List.of(), Report.Table.of(List.of("赛事 Code", "名称 Name",
                "赛制 System"), fromHome)));
        out.add(write(dir.resolve("index.html"), Html.sitePage(new Report("site", "index", "等级分与成绩 Ratings and results",
                list.subtitle(), federation, list.dataVersion(), home), "", "index.html")));
        out.add(write(dir.resolve("tournaments/index.html"), Html.sitePage(new Report("site", "tournaments",
                "赛事 Tournaments", null, federation, version, List.of(new Report.Section(null, List.of(),
                Report.Table.of(List.of("赛事 Code", "名称 Name", "赛制 System"), tournaments)))), "../",
                "tournaments/index.html")));

        // Players: each rated player's record, the games linking to their pages.
        Map<String, Long> playerGame = new HashMap<>();       // "code:round:key" → game id
        for (PublishedGames.Game g : pages.values()) {
            playerGame.put(g.code() + ":" + g.round() + ":" + g.blackKey(), g.id());
            if (g.whiteKey() != null) {
                playerGame.put(g.code() + ":" + g.round() + ":" + g.whiteKey(), g.id());
            }
        }
        List<List<Object>> players = new ArrayList<>();
        for (Map.Entry<String, Report> e : playerReports.entrySet()) {
            String key = e.getKey();
            Report p = e.getValue();
            List<Report.Section> sections = new ArrayList<>();
            for (Report.Section s : p.sections()) {
                if (s.table() == null || !s.table().headings().contains("结果 Result")) {
                    sections.add(s);
                    continue;
                }
                int result = s.table().headings().indexOf("结果 Result");
                sections.add(new Report.Section(s.heading(), s.lines(), relink(s.table(), row -> {
                    Long id = playerGame.get(row.get(0) + ":" + row.get(1) + ":" + key);
                    if (id != null) {
                        row.set(result, new Link(String.valueOf(row.get(result)), "../games/" + GamePage.fileName(id)));
                    }
                }), s.diagram(), s.pngBase64(), s.figure()));
            }
            String subtitle = isNewcomer(key) && p.subtitle() != null
                    ? p.subtitle().replaceFirst("^" + java.util.regex.Pattern.quote(key), "新人 newcomer (no federation id yet)")
                    : p.subtitle();
            out.add(write(dir.resolve("players").resolve(fileName(key) + ".html"), Html.sitePage(new Report(p.kind(),
                    p.name(), p.title(), subtitle, federation, p.dataVersion(), sections), "../", "players/index.html")));
            players.add(List.of(new Link(p.title().replace(" 棋手档案 Player record", ""), fileName(key) + ".html"),
                    isNewcomer(key) ? NEWCOMER : key));
        }
        out.add(write(dir.resolve("players/index.html"), Html.sitePage(new Report("site", "players", "棋手 Players",
                null, federation, version, List.of(new Report.Section(null, List.of(), Report.Table.of(List.of(
                "姓名 Name", "会员号 Federation id"), players)))), "../", "players/index.html")));

        // Games: every page, by tournament and round.
        List<List<Object>> rows = new ArrayList<>();
        for (PublishedGames.Game g : pages.values()) {
            rows.add(List.of(g.code(), g.round(), g.table() == null ? "" : g.table(), g.blackName(),
                    g.whiteName() == null ? "轮空" : g.whiteName(), new Link(g.result(), GamePage.fileName(g.id())),
                    g.status()));
        }
        out.add(write(gameDir.resolve("index.html"), Html.sitePage(new Report("site", "games", "对局 Games",
                "every game with a record, to replay move by move", federation, version, List.of(new Report.Section(null,
                rows.isEmpty() ? List.of("None.") : List.of(), Report.Table.of(List.of("赛事 Tournament", "轮 Round",
                "台 Table", "黑 Black", "白 White", "结果 Result", "核查 Verification"), rows)))), "../",
                "games/index.html")));
        return out;
    }

    /**
     * A player without a federation id (a newcomer an import created) is named by registry id
     * ({@code #42}, see {@link org.tengen.registry.PlayerRef}): that is no 会员号, and the site does not
     * show it as one.
     */
    static boolean isNewcomer(String key) {
        return key.startsWith("#");
    }

    private static final String NEWCOMER = "— 新人 newcomer";

    /** The final position as counted, when the verification counted it with known dead stones. */
    private static Figures.Figure counted(PublishedGames.Game g, Timeline t, GameRecord record) {
        if (g.deadStoneSource() == null) {
            return null;
        }
        try {
            var end = t.positionAfter(t.steps().size());
            boolean[] dead = Diagrams.deadStones(end, record, g.deadStoneSource(), g.deadStones());
            return dead == null ? null : Figures.counted(end, dead, g.deadStoneSource());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static GameRecord record(byte[] bytes) {
        List<RecordReading> r = RecordReader.read(bytes);
        return r.isEmpty() || !r.get(0).readable() ? null : r.get(0).record();
    }

    private static Report.Table relink(Report.Table t, java.util.function.Consumer<List<Object>> change) {
        List<List<Object>> rows = new ArrayList<>();
        for (List<Object> r : t.rows()) {
            List<Object> row = new ArrayList<>(r);
            change.accept(row);
            rows.add(row);
        }
        return Report.Table.of(t.headings(), rows);
    }

    private static Path write(Path file, String text) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
