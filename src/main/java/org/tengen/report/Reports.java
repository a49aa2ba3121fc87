package org.tengen.report;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.tengen.rank.Rank;
import org.tengen.rating.RatingList;
import org.tengen.registry.Player;
import org.tengen.registry.PlayerRef;
import org.tengen.registry.RatingRecords;
import org.tengen.registry.ReportRecords;
import org.tengen.registry.StandingRecords;
import org.tengen.rules.Finding;

/**
 * Builds the reports from the registry: what each kind shows, in Chinese and English headings.
 * Read only: a report never recomputes what it prints; it states what it was made from (the last
 * import batch, the rating run, and whether results changed since that run) and the time it was
 * printed, which the caller passes — so two reports of the same data printed with the same time are
 * the same file.
 */
@Component
public class Reports {

    private final ReportRecords records;
    private final RatingRecords ratings;
    private final StandingRecords standings;
    private final PlayerRef.Lookup players;
    private final String federation;
    private final org.tengen.registry.Registry.Tournaments tournaments;
    /** Merges and corrections of a player, for the player's record. */
    @org.springframework.beans.factory.annotation.Autowired
    private org.tengen.registry.PlayerRecords playerRecords;

    public Reports(ReportRecords records, RatingRecords ratings, StandingRecords standings, PlayerRef.Lookup players,
                   org.tengen.registry.Registry.Tournaments tournaments,
                   @Value("${tengen.federation:中国围棋协会 · Tengen}") String federation) {
        this.records = records;
        this.ratings = ratings;
        this.standings = standings;
        this.players = players;
        this.tournaments = tournaments;
        this.federation = federation;
    }

    /** What the registry holds now: the last import batch and the rating run (and whether results changed since). */
    public String dataVersion() {
        ReportRecords.DataVersion v = records.dataVersion();
        boolean current = ratings.lastInputsSha256().filter(RatingList.inputsSha256(ratings.ratedGames(),
                ratings.confirmed())::equals).isPresent();
        return "from the registry: imports up to batch " + v.lastBatch() + ", rating run " + v.ratingRuns()
                + (current || v.ratingRuns() == 0 && ratings.ratedGames().isEmpty() ? ""
                : " (results changed since: 'ratings' or the nightly chain brings the list up to date)");
    }

    /** The line a printed report carries: when it was printed (the caller's time) and what it was made from. */
    public String dataVersion(LocalDateTime printed) {
        return "制表 made " + printed.format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")) + " " + dataVersion();
    }

    private static String grade(Rank g) {
        return g == null ? "" : g.chinese();
    }

    private long current(String code) {
        return standings.current(code).orElseThrow(() -> new IllegalArgumentException("no tournament " + code
                + " in the registry"));
    }

    /** 成绩表: place, number, name, grade, club, one column a round, points, tie-breaks. */
    public Report crosstable(String code, LocalDateTime printed) {
        long id = current(code);
        StandingRecords.Inputs in = standings.inputs(id);
        List<StandingRecords.Line> lines = standings.lines(id);
        List<String> tb = lines.isEmpty() ? List.of() : new ArrayList<>(lines.get(0).tiebreaks().keySet());
        int rounds = lines.isEmpty() ? 0 : lines.get(0).rounds().size();
        List<String> head = new ArrayList<>(List.of("名次 Place", "编号 No", "姓名 Name", "段位 Grade", "单位 Club"));
        for (int r = 1; r <= rounds; r++) {
            head.add("第" + r + "轮");
        }
        head.add("积分 Points");
        head.addAll(tb);
        List<List<Object>> rows = new ArrayList<>();
        for (StandingRecords.Line l : lines) {
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
                federation, dataVersion(printed), sections);
    }

    /** Individual and team standings, without the rounds. */
    public Report standings(String code, LocalDateTime printed) {
        long id = current(code);
        StandingRecords.Inputs in = standings.inputs(id);
        List<StandingRecords.Line> lines = standings.lines(id);
        List<String> tb = lines.isEmpty() ? List.of() : new ArrayList<>(lines.get(0).tiebreaks().keySet());
        List<String> head = new ArrayList<>(List.of("名次 Place", "编号 No", "姓名 Name", "段位 Grade", "单位 Club",
                "胜 W", "和 D", "负 L", "积分 Points"));
        head.addAll(tb);
        List<List<Object>> rows = new ArrayList<>();
        for (StandingRecords.Line l : lines) {
            List<Object> row = new ArrayList<>(List.of(l.place() == null ? "—" : l.shared() ? l.place() + "=" : l.place(),
                    l.no(), l.name(), grade(l.grade()), l.club() == null ? "" : l.club(), l.wins(), l.draws(),
                    l.losses(), l.points()));
            tb.forEach(k -> row.add(l.tiebreaks().get(k)));
            rows.add(row);
        }
        List<Report.Section> sections = new ArrayList<>();
        sections.add(new Report.Section("个人名次 Individual standings", List.of(), Report.Table.of(head, rows)));
        List<StandingRecords.TeamLine> teams = standings.teamLines(id);
        if (!teams.isEmpty()) {
            List<List<Object>> trows = new ArrayList<>();
            for (StandingRecords.TeamLine t : teams) {
                trows.add(List.of(t.shared() ? t.place() + "=" : t.place(), t.team(), t.matchPoints(), t.gamePoints(),
                        String.join(" / ", t.boardPoints().stream().map(BigDecimal::toPlainString).toList()),
                        t.opponentsMatchPoints(), String.join("  ", t.matches())));
            }
            sections.add(new Report.Section("团体名次 Team standings", List.of(), Report.Table.of(List.of("名次 Place",
                    "队名 Team", "场分 Match points", "局分 Game points", "各台局分 Boards", "对手场分 Opp. MP",
                    "对局 Matches"), trows)));
        }
        return new Report("standings", code, in.name() + " 名次表", code, federation, dataVersion(printed), sections);
    }

    /** The verification report; with {@code since}, of the tournaments published on or after that day (the night's). */
    public Report verification(LocalDate since, LocalDateTime printed) {
        List<List<Object>> counts = new ArrayList<>();
        records.statusCounts(since).forEach(c -> counts.add(List.of(c.status().name(), c.games())));
        List<List<Object>> games = new ArrayList<>();
        for (ReportRecords.GameToCheck g : records.gamesToCheck(since)) {
            List<String> f = new ArrayList<>();
            for (Finding x : g.findings()) {
                f.add("move " + x.move() + " " + x.kind() + (x.point() == null ? "" : " " + x.point()) + ": "
                        + x.ruling());
            }
            games.add(List.of(g.game(), g.tournament(), g.round(), g.black() + " – " + (g.white() == null ? "轮空"
                    : g.white()), g.status().name(), g.recorded().notation(), nn(g.computed()), String.join("; ", f),
                    nn(g.recordFile())));
        }
        return new Report("verification", since == null ? "all" : since.toString(), "对局核查报告 Verification report",
                since == null ? "every game of the current tournament versions" : "tournaments published since " + since,
                federation, dataVersion(printed), List.of(
                new Report.Section("各状态数量 Games by status", List.of(), Report.Table.of(List.of("状态 Status",
                        "对局 Games"), counts)),
                new Report.Section("需要核查的对局 Games to check", games.isEmpty() ? List.of("None.") : List.of(),
                        Report.Table.of(List.of("对局 Game", "赛事 Tournament", "轮 Round", "黑 – 白 Black – White",
                                "状态 Status", "记录 Recorded", "计算 Computed", "发现 Findings", "棋谱 Record"), games))));
    }

    /** The problems of every rejected import (the cell, the value, the reason). */
    public Report importErrors(LocalDateTime printed) {
        List<List<Object>> rows = new ArrayList<>();
        for (ReportRecords.ImportProblem p : records.importProblems()) {
            rows.add(List.of(p.batch(), p.source(), p.severity(), nn(p.sheet()), p.row() == 0 ? "" : p.row(),
                    nn(p.column()), nn(p.value()), p.reason()));
        }
        return new Report("import-errors", "all", "导入错误 Import errors", "what could not be read, cell by cell",
                federation, dataVersion(printed), List.of(new Report.Section(null, rows.isEmpty() ? List.of("None.")
                : List.of(), Report.Table.of(List.of("批次 Batch", "文件 File", "级别 Severity", "工作表 Sheet", "行 Row",
                        "列 Column", "内容 Value", "原因 Reason"), rows))));
    }

    private static String nn(String s) {
        return s == null ? "" : s;
    }

    private static BigDecimal thousandths(double v) {
        return BigDecimal.valueOf(v).setScale(3, RoundingMode.HALF_UP);
    }

    /** 等级分表: place, name, federation id, grade, GoR, change, games, last played. */
    public Report ratingList(LocalDate asOf, LocalDateTime printed) {
        List<List<Object>> rows = new ArrayList<>();
        int place = 0;
        for (RatingRecords.ListLine l : ratings.list(asOf)) {
            rows.add(List.of(++place, l.name(), federationIdOrNewcomer(l.federationId(), l.playerName()), grade(l.grade()), thousandths(l.rating()),
                    thousandths(l.rating() - l.ratingBefore()), l.games(), l.ratedOn().toString()));
        }
        return new Report("rating-list", asOf.toString(), "等级分表 Rating list", "GoR (EGF 2021 formula) as of " + asOf,
                federation, dataVersion(printed), List.of(new Report.Section(null, List.of(), Report.Table.of(List.of(
                "名次 Place", "姓名 Name", "会员号 Federation id", "段位 Grade", "等级分 GoR", "变化 Change", "对局 Games",
                "最近比赛 Last played"), rows))));
    }

    /**
     * The 会员号 column: the federation id, or for a newcomer an import created (no 会员号 yet) a
     * label that says so, with the registry id staff name the player by in commands ({@code #42}).
     */
    static String federationIdOrNewcomer(String federationId, String registryName) {
        return federationId != null && !federationId.isBlank() ? federationId : "新人 newcomer " + registryName;
    }

    /** 升段名单: who, from, to, evidence, certificate. */
    public Report promotions(LocalDateTime printed) {
        List<List<Object>> rows = new ArrayList<>();
        for (ReportRecords.GrantedPromotion p : records.promotions(null, null)) {
            rows.add(List.of(p.certificate(), p.name(), nn(p.federationId()), grade(p.from()), grade(p.to()), p.rule(),
                    p.effective().toString(), p.evidence()));
        }
        return new Report("promotions", "all", "升段名单 Promotions", "granted under jobs/promotions.yaml", federation,
                dataVersion(printed), List.of(new Report.Section(null, rows.isEmpty() ? List.of("None.") : List.of(),
                Report.Table.of(List.of("证书 Certificate", "姓名 Name", "会员号 Federation id", "原段位 From", "新段位 To",
                        "依据 Rule", "生效 Effective", "证据 Evidence"), rows))));
    }

    /** A player's record (games, rating history, promotions); the player as staff name one ({@link PlayerRef}). */
    public Report player(String player, LocalDateTime printed) {
        return player(players.require(player), printed);
    }

    /** A player's record by registry id. */
    public Report player(long registryId, LocalDateTime printed) {
        return player(players.require(new PlayerRef.RegistryId(registryId)), printed);
    }

    private Report player(Player p, LocalDateTime printed) {
        long id = p.getId();
        List<List<Object>> history = new ArrayList<>();
        List<Chart.Point> chart = new ArrayList<>();
        for (RatingRecords.TournamentStep s : ratings.steps(id, LocalDate.of(9999, 12, 31))) {
            if (chart.isEmpty()) {
                chart.add(new Chart.Point("start", s.before()));
            }
            chart.add(new Chart.Point(s.ratedOn().toString(), s.after()));
            history.add(List.of(s.ratedOn().toString(), s.code(), s.name(), thousandths(s.before()),
                    thousandths(s.after()), s.games()));
        }
        List<List<Object>> games = new ArrayList<>();
        for (ReportRecords.PlayerGame g : records.games(id)) {
            games.add(List.of(g.tournament(), g.round(), g.black() ? "黑 B" : "白 W",
                    g.opponent() == null ? "轮空" : g.opponent(), g.handicap(), g.result().notation(), g.status()));
        }
        List<List<Object>> promotions = new ArrayList<>();
        for (ReportRecords.GrantedPromotion x : records.promotions(null, id)) {
            promotions.add(List.of(x.certificate(), grade(x.from()), grade(x.to()), x.effective().toString(),
                    x.evidence()));
        }
        String key = PlayerRef.name(p.getFederationId(), id);
        return new Report("player", key, p.getName() + " 棋手档案 Player record", key + " · "
                + grade(p.getGrade()), federation, dataVersion(printed),
                List.of(
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

    /** The players on the rating list, best first, by registry id. */
    public List<Long> ratedPlayers() {
        return ratings.ratedPlayers();
    }
}
