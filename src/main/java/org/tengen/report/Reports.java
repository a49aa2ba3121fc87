package org.tengen.report;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.tengen.rank.Rank;
import org.tengen.registry.FindingsJson;
import org.tengen.rules.Finding;
import org.tengen.standings.store.StandingsStore;

/** Builds the reports from the registry: what each kind shows, in Chinese and English headings. */
@Component
public class Reports {

    private final JdbcTemplate jdbc;
    private final StandingsStore standings;
    private final String federation;
    private final org.tengen.registry.Registry.Tournaments tournaments;
    /** Merges and corrections of a player, for the player's record. */
    @org.springframework.beans.factory.annotation.Autowired
    private org.tengen.registry.PlayerRecords playerRecords;

    public Reports(JdbcTemplate jdbc, StandingsStore standings, org.tengen.registry.Registry.Tournaments tournaments,
                   @Value("${tengen.federation:中国围棋协会 · Tengen}") String federation) {
        this.jdbc = jdbc;
        this.standings = standings;
        this.tournaments = tournaments;
        this.federation = federation;
    }

    public String dataVersion() {
        Integer runs = jdbc.queryForObject("select count(*) from rating_run", Integer.class);
        Long batch = jdbc.queryForObject("select max(id) from import_batch", Long.class);
        return "制表 made " + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")) + " from the "
                + "registry: imports up to batch " + (batch == null ? 0 : batch) + ", rating run " + runs;
    }

    private static String grade(Object g) {
        return g == null ? "" : Rank.parse(g.toString()).chinese();
    }

    /** 成绩表: place, number, name, grade, club, one column a round, points, tie-breaks. */
    public Report crosstable(String code) {
        long id = standings.current(code).orElseThrow(() -> new IllegalArgumentException("no tournament " + code));
        StandingsStore.Inputs in = standings.inputs(id);
        List<StandingsStore.Line> lines = standings.lines(id);
        List<String> tb = lines.isEmpty() ? List.of() : new ArrayList<>(lines.get(0).tiebreaks().keySet());
        int rounds = lines.isEmpty() ? 0 : lines.get(0).rounds().size();
        List<String> head = new ArrayList<>(List.of("名次 Place", "编号 No", "姓名 Name", "段位 Grade", "单位 Club"));
        for (int r = 1; r <= rounds; r++) {
            head.add("第" + r + "轮");
        }
        head.add("积分 Points");
        head.addAll(tb);
        List<List<Object>> rows = new ArrayList<>();
        for (StandingsStore.Line l : lines) {
            List<Object> row = new ArrayList<>();
            row.add(l.place() == null ? "—" : l.shared() ? l.place() + "=" : l.place());
            row.add(l.no());
            row.add(l.name() + (l.withdrawn() ? " (退赛)" : ""));
            row.add(grade(l.grade()));
            row.add(l.club() == null ? "" : l.club());
            row.addAll(l.rounds());
            row.add(l.points());
            tb.forEach(k -> row.add(l.tiebreaks().get(k)));
            rows.add(row);
        }
        List<Report.Section> sections = new ArrayList<>();
        sections.add(new Report.Section(null, List.of(), Report.Table.of(head, rows)));
        sections.add(new Report.Section(null, List.of("12+b: beat no. 12 with Black · 7-w: lost to no. 7 with White · "
                + "= draw · ! forfeit (弃权) · 0+ bye (轮空) · - no game · × void; = after a place: shared "
                + "(a playoff or lot decides, art. 27.1).", "名次 by " + String.join(" › ",
                in.settings().chain().stream().map(c -> c.chinese()).toList())), null));
        return new Report("crosstable", code, in.name() + " 成绩表", in.settings().system().chinese() + " · " + code,
                federation, dataVersion(), sections);
    }

    /** Individual and team standings, without the rounds. */
    public Report standings(String code) {
        long id = standings.current(code).orElseThrow(() -> new IllegalArgumentException("no tournament " + code));
        StandingsStore.Inputs in = standings.inputs(id);
        List<StandingsStore.Line> lines = standings.lines(id);
        List<String> tb = lines.isEmpty() ? List.of() : new ArrayList<>(lines.get(0).tiebreaks().keySet());
        List<String> head = new ArrayList<>(List.of("名次 Place", "编号 No", "姓名 Name", "段位 Grade", "单位 Club",
                "胜 W", "和 D", "负 L", "积分 Points"));
        head.addAll(tb);
        List<List<Object>> rows = new ArrayList<>();
        for (StandingsStore.Line l : lines) {
            List<Object> row = new ArrayList<>(List.of(l.place() == null ? "—" : l.shared() ? l.place() + "=" : l.place(),
                    l.no(), l.name(), grade(l.grade()), l.club() == null ? "" : l.club(), l.wins(), l.draws(),
                    l.losses(), l.points()));
            tb.forEach(k -> row.add(l.tiebreaks().get(k)));
            rows.add(row);
        }
        List<Report.Section> sections = new ArrayList<>();
        sections.add(new Report.Section("个人名次 Individual standings", List.of(), Report.Table.of(head, rows)));
        List<StandingsStore.TeamLine> teams = standings.teamLines(id);
        if (!teams.isEmpty()) {
            List<List<Object>> trows = new ArrayList<>();
            for (StandingsStore.TeamLine t : teams) {
                trows.add(List.of(t.shared() ? t.place() + "=" : t.place(), t.team(), t.matchPoints(), t.gamePoints(),
                        String.join(" / ", t.boardPoints().stream().map(BigDecimal::toPlainString).toList()),
                        t.opponentsMatchPoints(), String.join("  ", t.matches())));
            }
            sections.add(new Report.Section("团体名次 Team standings", List.of(), Report.Table.of(List.of("名次 Place",
                    "队名 Team", "场分 Match points", "局分 Game points", "各台局分 Boards", "对手场分 Opp. MP",
                    "对局 Matches"), trows)));
        }
        return new Report("standings", code, in.name() + " 名次表", code, federation, dataVersion(), sections);
    }

    /** Every verdict, counted by status, and every game that is not verified with its findings. */
    public Report verification() {
        return verification(null);
    }

    /** The verification report; with {@code since}, of the tournaments published on or after that day (the night's). */
    public Report verification(LocalDate since) {
        String filter = since == null ? "" : " and t.published_at >= '" + since + "'";
        List<List<Object>> counts = new ArrayList<>();
        jdbc.query("select g.status, count(*) n from game g join tournament t on t.id = g.tournament_id and "
                + "t.current_version = true" + filter + " group by g.status order by g.status", rs -> {
                    counts.add(List.of(rs.getString(1), rs.getInt(2)));
                });
        List<List<Object>> games = new ArrayList<>();
        jdbc.query("select g.id, t.code, g.round, g.table_no, b.name bn, w.name wn, g.status, g.result, "
                + "g.computed_result, g.findings, g.notes, g.record_file from game g join tournament t on t.id = "
                + "g.tournament_id and t.current_version = true join participation b on b.id = g.black_id left join "
                + "participation w on w.id = g.white_id where g.status in ('MISMATCH','ILLEGAL','CYCLE','NEEDS_REVIEW',"
                + "'UNREADABLE','NO_RESULT')" + filter + " order by t.code, g.round, g.table_no", rs -> {
                    List<String> f = new ArrayList<>();
                    for (Finding x : FindingsJson.read(rs.getString("findings"))) {
                        f.add("move " + x.move() + " " + x.kind() + (x.point() == null ? "" : " " + x.point()) + ": "
                                + x.ruling());
                    }
                    games.add(List.of(rs.getLong("id"), rs.getString("code"), rs.getInt("round"),
                            rs.getString("bn") + " – " + (rs.getString("wn") == null ? "轮空" : rs.getString("wn")),
                            rs.getString("status"), rs.getString("result"),
                            rs.getString("computed_result") == null ? "" : rs.getString("computed_result"),
                            String.join("; ", f), rs.getString("record_file") == null ? "" : rs.getString("record_file")));
                });
        return new Report("verification", since == null ? "all" : since.toString(), "对局核查报告 Verification report",
                since == null ? "every game of the current tournament versions" : "tournaments published since " + since,
                federation, dataVersion(), List.of(
                new Report.Section("各状态数量 Games by status", List.of(), Report.Table.of(List.of("状态 Status",
                        "对局 Games"), counts)),
                new Report.Section("需要核查的对局 Games to check", games.isEmpty() ? List.of("None.") : List.of(),
                        Report.Table.of(List.of("对局 Game", "赛事 Tournament", "轮 Round", "黑 – 白 Black – White",
                                "状态 Status", "记录 Recorded", "计算 Computed", "发现 Findings", "棋谱 Record"), games))));
    }

    /** The problems of every rejected import (the cell, the value, the reason). */
    public Report importErrors() {
        List<List<Object>> rows = new ArrayList<>();
        jdbc.query("select b.id, b.source, b.started_at, p.severity, p.sheet, p.row_no, p.column_name, p.cell_value, "
                + "p.reason from import_problem p join import_batch b on b.id = p.batch_id order by b.id desc, "
                + "p.severity, p.sheet, p.row_no", rs -> {
                    rows.add(List.of(rs.getLong(1), rs.getString(2), rs.getString(4), nn(rs.getString(5)),
                            rs.getInt(6) == 0 ? "" : rs.getInt(6), nn(rs.getString(7)), nn(rs.getString(8)),
                            rs.getString(9)));
                });
        return new Report("import-errors", "all", "导入错误 Import errors", "what could not be read, cell by cell",
                federation, dataVersion(), List.of(new Report.Section(null, rows.isEmpty() ? List.of("None.") : List.of(),
                Report.Table.of(List.of("批次 Batch", "文件 File", "级别 Severity", "工作表 Sheet", "行 Row",
                        "列 Column", "内容 Value", "原因 Reason"), rows))));
    }

    private static String nn(String s) {
        return s == null ? "" : s;
    }

    /** 等级分表: place, name, federation id, grade, GoR, change, games, last played. */
    public Report ratingList(LocalDate asOf) {
        List<List<Object>> rows = new ArrayList<>();
        int[] place = {0};
        jdbc.query("select p.id, p.federation_id, p.name, p.grade, h.rating_after, h.rating_before, h.rated_on, "
                + "(select sum(x.games) from rating_history x where x.player_id = h.player_id and x.rated_on <= ?) g "
                + "from rating_history h join player p on p.id = h.player_id where h.id = (select max(y.id) from "
                + "rating_history y where y.player_id = h.player_id and y.rated_on <= ?) order by h.rating_after desc, "
                + "p.name", rs -> {
                    double after = rs.getDouble("rating_after");
                    rows.add(List.of(++place[0], rs.getString("name"), rs.getString("federation_id") == null
                            ? "P" + rs.getLong("id") : rs.getString("federation_id"), grade(rs.getString("grade")),
                            BigDecimal.valueOf(Math.round(after * 1000), 3),
                            BigDecimal.valueOf(Math.round((after - rs.getDouble("rating_before")) * 1000), 3),
                            rs.getInt("g"), rs.getDate("rated_on").toString()));
                }, java.sql.Date.valueOf(asOf), java.sql.Date.valueOf(asOf));
        return new Report("rating-list", asOf.toString(), "等级分表 Rating list", "GoR (EGF 2021 formula) as of " + asOf,
                federation, dataVersion(), List.of(new Report.Section(null, List.of(), Report.Table.of(List.of(
                "名次 Place", "姓名 Name", "会员号 Federation id", "段位 Grade", "等级分 GoR", "变化 Change", "对局 Games",
                "最近比赛 Last played"), rows))));
    }

    /** 升段名单: who, from, to, evidence, certificate. */
    public Report promotions() {
        List<List<Object>> rows = new ArrayList<>();
        jdbc.query("select pr.*, p.name, p.federation_id from promotion pr join player p on p.id = pr.player_id "
                + "order by pr.effective, pr.certificate", rs -> {
                    rows.add(List.of(rs.getString("certificate"), rs.getString("name"),
                            nn(rs.getString("federation_id")), grade(rs.getString("from_grade")),
                            grade(rs.getString("to_grade")), rs.getString("rule_name"), rs.getDate("effective").toString(),
                            rs.getString("evidence")));
                });
        return new Report("promotions", "all", "升段名单 Promotions", "granted under jobs/promotions.yaml", federation,
                dataVersion(), List.of(new Report.Section(null, rows.isEmpty() ? List.of("None.") : List.of(),
                Report.Table.of(List.of("证书 Certificate", "姓名 Name", "会员号 Federation id", "原段位 From", "新段位 To",
                        "依据 Rule", "生效 Effective", "证据 Evidence"), rows))));
    }

    /** A player's record: games, rating history, promotions. */
    public Report player(String idOrFederationId) {
        List<Long> ids = idOrFederationId.matches("P?\\d+")
                ? jdbc.queryForList("select id from player where id = ?", Long.class,
                Long.parseLong(idOrFederationId.replace("P", "")))
                : jdbc.queryForList("select id from player where federation_id = ?", Long.class,
                idOrFederationId.toUpperCase(java.util.Locale.ROOT));
        if (ids.isEmpty()) {
            throw new IllegalArgumentException("no player " + idOrFederationId);
        }
        long id = ids.get(0);
        Map<String, Object> p = jdbc.queryForMap("select name, federation_id, grade, birth_date from player where id = ?",
                id);
        List<List<Object>> history = new ArrayList<>();
        List<Chart.Point> chart = new ArrayList<>();
        jdbc.query("select h.rated_on, t.code, t.name, h.rating_before, h.rating_after, h.games from rating_history h "
                + "join tournament t on t.id = h.tournament_id where h.player_id = ? order by h.id", rs -> {
                    if (chart.isEmpty()) {
                        chart.add(new Chart.Point("start", rs.getDouble(4)));
                    }
                    chart.add(new Chart.Point(rs.getDate(1).toString(), rs.getDouble(5)));
                    history.add(List.of(rs.getDate(1).toString(), rs.getString(2), rs.getString(3),
                            BigDecimal.valueOf(Math.round(rs.getDouble(4) * 1000), 3),
                            BigDecimal.valueOf(Math.round(rs.getDouble(5) * 1000), 3), rs.getInt(6)));
                }, id);
        List<List<Object>> games = new ArrayList<>();
        jdbc.query("select t.code, g.round, b.player_id bp, b.name bn, w.name wn, g.result, g.status, g.handicap from "
                + "game g join tournament t on t.id = g.tournament_id and t.current_version = true join participation b "
                + "on b.id = g.black_id left join participation w on w.id = g.white_id where b.player_id = ? or "
                + "w.player_id = ? order by t.start_date, t.code, g.round", rs -> {
                    boolean black = rs.getLong("bp") == id;
                    games.add(List.of(rs.getString("code"), rs.getInt("round"), black ? "黑 B" : "白 W",
                            black ? (rs.getString("wn") == null ? "轮空" : rs.getString("wn")) : rs.getString("bn"),
                            rs.getInt("handicap"), rs.getString("result"), rs.getString("status")));
                }, id, id);
        List<List<Object>> promotions = new ArrayList<>();
        jdbc.query("select certificate, from_grade, to_grade, effective, evidence from promotion where player_id = ? "
                + "order by effective", rs -> {
                    promotions.add(List.of(rs.getString(1), grade(rs.getString(2)), grade(rs.getString(3)),
                            rs.getDate(4).toString(), rs.getString(5)));
                }, id);
        String key = p.get("FEDERATION_ID") == null ? "P" + id : p.get("FEDERATION_ID").toString();
        return new Report("player", key, p.get("NAME") + " 棋手档案 Player record", key + " · " + grade(p.get("GRADE")),
                federation, dataVersion(), List.of(
                new Report.Section("等级分历史 Rating history", List.of(), Report.Table.of(List.of("日期 Date",
                        "赛事 Code", "赛事 Tournament", "赛前 Before", "赛后 After", "对局 Games"), history), false,
                        chart.isEmpty() ? null : Chart.pngBase64(chart)),
                new Report.Section("对局 Games", List.of(), Report.Table.of(List.of("赛事 Tournament", "轮 Round",
                        "执 Colour", "对手 Opponent", "让子 Handicap", "结果 Result", "核查 Verification"), games)),
                new Report.Section("升段 Promotions", promotions.isEmpty() ? List.of("None.") : List.of(),
                        Report.Table.of(List.of("证书 Certificate", "原段位 From", "新段位 To", "生效 Effective",
                                "证据 Evidence"), promotions)),
                new Report.Section("合并与更正 Merges and corrections", registryHistory(id), null)));
    }

    /** The merges a player took part in and the corrections of its identity, one line each. */
    private List<String> registryHistory(long id) {
        List<String> lines = new ArrayList<>();
        Long into = playerRecords.mergedInto(id);
        if (into != null) {
            lines.add("Merged into #" + into + ": the games are under that player now.");
        }
        for (org.tengen.registry.PlayerRecords.Merge m : playerRecords.merges(id)) {
            lines.add("Merge " + m.id() + " on " + m.at().toLocalDate() + ": #" + m.from() + " into #" + m.into()
                    + " by " + m.by() + " — " + m.reason() + (m.undone() ? " (undone on " + m.undoneAt().toLocalDate()
                    + " by " + m.undoneBy() + " — " + m.undoReason() + ")" : ""));
        }
        for (org.tengen.registry.PlayerRecords.Correction c : playerRecords.corrections(id)) {
            if (c.field().equals("unmerged") || c.field().equals("merged")) {
                continue;
            }
            lines.add(c.at().toLocalDate() + " " + c.field() + ": " + (c.oldValue() == null ? "(none)" : c.oldValue())
                    + " → " + (c.newValue() == null ? "(none)" : c.newValue()) + " by " + c.by() + " — " + c.reason());
        }
        return lines.isEmpty() ? List.of("None.") : lines;
    }

    public List<String> currentTournaments() {
        return tournaments.findByCurrentVersionTrueOrderByStartDateAscCodeAsc().stream()
                .map(org.tengen.registry.Tournament::getCode).toList();
    }

    public List<String> ratedPlayers() {
        return jdbc.queryForList("select coalesce(p.federation_id, 'P' || cast(p.id as varchar(20))) from player_rating r "
                + "join player p on p.id = r.player_id order by r.gor desc", String.class);
    }
}
