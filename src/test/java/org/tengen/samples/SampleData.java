package org.tengen.samples;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.CellStyle;
import org.apache.poi.ss.usermodel.CreationHelper;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.util.CellRangeAddress;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.tengen.rank.Rank;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;
import org.tengen.verification.Verification;
import org.tengen.verification.Verifier;

/**
 * Writes {@code sample-data/tournaments/}: hand-checkable tournaments in the shapes organisers send
 * (result-sheet.md), every game with a record played by {@link Playout} to the end (so the count is
 * exact) or to a resignation, and the result on the sheet taken from the record's count.
 * Deterministic: the same seed writes the same files.
 *
 * <pre>mvn -q -B test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.tengen.samples.SampleData -Dexec.args=sample-data/tournaments</pre>
 */
public final class SampleData {

    static final String[] SURNAMES = {"王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "孙", "马", "朱",
        "胡", "郭", "何", "林", "罗", "高", "梁", "郑", "谢", "宋", "唐", "许", "韩", "冯", "邓", "曹", "彭", "曾", "萧"};
    static final String[] GIVEN = {"伟", "芳", "娜", "敏", "静", "强", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛",
        "明", "超", "秀英", "霞", "平", "刚", "子涵", "浩然", "思远", "一鸣", "欣怡", "雨桐", "宇轩", "梓萱", "俊杰", "嘉怡",
        "天佑", "博文", "诗琪"};

    record Player(int no, String name, String fid, Rank rank, String club, String team, Integer board,
                  LocalDate birth, String gender, String region, Integer withdrewAfter) {
    }

    record Game(int round, int table, Player black, Player white, int handicap, String result, int bw, int ww,
                String record, String match, Integer board, String note) {
    }

    private final Random rnd;

    SampleData(long seed) {
        this.rnd = new Random(seed);
    }

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args.length > 0 ? args[0] : "sample-data/tournaments");
        new SampleData(20261129L).writeAll(out);
    }

    void writeAll(Path out) throws IOException {
        roundRobin(out.resolve("2026-hangzhou-autumn"));
        swiss(out.resolve("2026-city-open"));
        teamLeague(out);
        withErrors(out.resolve("2026-junior-cup"));
        rankEvent(out.resolve("2026-hangzhou-rank-event"));
    }

    // ---- 5. a 段位赛 without records: result-level checks only, and a promotion ------------------

    private void rankEvent(Path dir) throws IOException {
        String[] grades = {"1k", "1d", "2d", "1d", "2k", "1k", "2d", "1d"};
        int[] strength = {10, 9, 8, 7, 6, 5, 4, 3};
        try (XSSFWorkbook wb = new XSSFWorkbook()) {
            Sheet info = wb.createSheet("赛事");
            String[][] kv = {{"赛事名称", "2026年杭州市业余围棋段位赛"}, {"赛事编号", "HZ-2026-DW"}, {"开始日期", "2026-11-21"},
                {"结束日期", "2026-11-22"}, {"赛制", "循环赛"}, {"轮次", "7"}, {"段位赛", "是"}, {"等级分级别", "B"}};
            for (int i = 0; i < kv.length; i++) {
                Row row = info.createRow(i);
                row.createCell(0).setCellValue(kv[i][0]);
                row.createCell(1).setCellValue(kv[i][1]);
            }
            Sheet ps = wb.createSheet("选手");
            header(ps, 0, "编号", "姓名", "会员号", "段位", "单位");
            for (int i = 0; i < 8; i++) {
                Row row = ps.createRow(i + 1);
                row.createCell(0).setCellValue(i + 1);
                row.createCell(1).setCellValue(name());
                row.createCell(2).setCellValue(String.format("CN-%06d", 4000 + i * 17));
                row.createCell(3).setCellValue(Rank.parse(grades[i]).chinese());
                row.createCell(4).setCellValue("杭州棋院");
            }
            Sheet gs = wb.createSheet("对局");
            header(gs, 0, "轮次", "台号", "黑方", "白方", "结果");
            int r = 1;
            for (int round = 1; round <= 7; round++) {
                int table = 1;
                for (int[] pair : berger(8, round - 1)) {
                    Row row = gs.createRow(r++);
                    row.createCell(0).setCellValue(round);
                    row.createCell(1).setCellValue(table++);
                    row.createCell(2).setCellValue(pair[0] + 1);
                    row.createCell(3).setCellValue(pair[1] + 1);
                    boolean blackWins = strength[pair[0]] > strength[pair[1]];
                    row.createCell(4).setCellValue(blackWins ? "黑中盘胜" : "白中盘胜");
                }
            }
            save(wb, dir.resolve("段位赛成绩.xlsx"));
        }
    }

    // ---- players and games --------------------------------------------------------------------

    private final Set<String> usedNames = new HashSet<>();

    private String name() {
        while (true) {
            String n = SURNAMES[rnd.nextInt(SURNAMES.length)] + GIVEN[rnd.nextInt(GIVEN.length)];
            if (usedNames.add(n)) {
                return n;
            }
        }
    }

    private Rank rank(int strength) {
        return strength >= 1 ? Rank.dan(Math.min(7, strength)) : Rank.kyu(1 - strength);
    }

    /** A record of a game between two players: who wins follows their ranks, the margin the record's count. */
    private Game play(int round, int table, Player black, Player white, String file, Path dir, String event,
                      String date, int bw, int ww, List<int[]> forced, Boolean blackWins) throws IOException {
        double diff = black.rank().strength() - white.rank().strength();
        boolean wantBlack = blackWins != null ? blackWins : rnd.nextDouble() < 1 / (1 + Math.exp(-0.5 * diff));
        boolean resign = forced.isEmpty() && rnd.nextDouble() < 0.3;
        String sgf = null;
        GameResult result = null;
        for (int attempt = 0; attempt < 40; attempt++) {
            long seed = rnd.nextLong();
            List<String> moves = Playout.play(19, List.of(), forced, new Random(seed), resign ? 120 + rnd.nextInt(120)
                    : Integer.MAX_VALUE);
            if (resign) {
                result = GameResult.win(wantBlack ? Colour.BLACK : Colour.WHITE, GameResult.Kind.RESIGNATION);
                sgf = sgf(event, round, date, black, white, result.notation(), moves);
                break;
            }
            String unscored = sgf(event, round, date, black, white, "", moves);
            Verification v = Verifier.verifyFile(file, unscored.getBytes(StandardCharsets.UTF_8),
                    new Verifier.Options(null, null, null, null, bw, ww)).get(0);
            result = v.computed();
            sgf = sgf(event, round, date, black, white, result.notation(), moves);
            if (!result.hasWinner() || result.winner() == (wantBlack ? Colour.BLACK : Colour.WHITE)
                    || !forced.isEmpty()) {
                break;
            }
        }
        Files.createDirectories(dir.resolve(file).getParent());
        Files.writeString(dir.resolve(file), sgf, StandardCharsets.UTF_8);
        return new Game(round, table, black, white, 0, result.chinese(), bw, ww, file, null, null, null);
    }

    private static String sgf(String event, int round, String date, Player b, Player w, String re, List<String> moves) {
        StringBuilder s = new StringBuilder("(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[7.5]RU[Chinese]");
        s.append("EV[").append(event).append("]RO[").append(round).append("]DT[").append(date).append("]");
        s.append("PB[").append(b.name()).append("]BR[").append(b.rank().notation()).append("]");
        s.append("PW[").append(w.name()).append("]WR[").append(w.rank().notation()).append("]");
        if (!re.isEmpty()) {
            s.append("RE[").append(re).append("]");
        }
        int n = 0;
        for (String m : moves) {
            s.append(n++ % 10 == 0 ? "\n;" : ";").append(m);
        }
        return s.append(")\n").toString();
    }

    /** Berger tables: round r of a round robin of n (even) players, as pairs of indexes. */
    static List<int[]> berger(int n, int r) {
        List<int[]> pairs = new ArrayList<>();
        int[] ring = new int[n - 1];
        for (int i = 0; i < n - 1; i++) {
            ring[i] = (i + r) % (n - 1);
        }
        pairs.add(r % 2 == 0 ? new int[] {n - 1, ring[0]} : new int[] {ring[0], n - 1});
        for (int i = 1; i < n / 2; i++) {
            pairs.add(new int[] {ring[i], ring[n - 1 - i]});
        }
        return pairs;
    }

    // ---- 1. a round robin with Chinese headers -----------------------------------------------------

    private void roundRobin(Path dir) throws IOException {
        String event = "2026年杭州市秋季围棋公开赛";
        List<Player> players = new ArrayList<>();
        String[] clubs = {"杭州棋院", "西湖围棋俱乐部", "浙江大学棋社", "滨江少儿围棋"};
        for (int i = 1; i <= 10; i++) {
            players.add(new Player(i, name(), i == 9 ? null : String.format("CN-%06d", 1200 + i * 7),
                    rank(6 - i / 2), clubs[i % clubs.length], null, null,
                    LocalDate.of(1975 + i * 3, 1 + i % 12, 1 + i * 2), i % 3 == 0 ? "女" : "男", "浙江杭州",
                    i == 10 ? 3 : null));
        }
        List<Game> games = new ArrayList<>();
        for (int r = 1; r <= 9; r++) {
            String date = LocalDate.of(2026, 10, 3).plusDays((r - 1) / 3).toString();
            int table = 1;
            for (int[] pair : berger(10, r - 1)) {
                Player b = players.get(pair[0]);
                Player w = players.get(pair[1]);
                if ((b.withdrewAfter() != null && r > b.withdrewAfter())
                        || (w.withdrewAfter() != null && r > w.withdrewAfter())) {
                    continue;                      // no game: the player had withdrawn
                }
                String file = "棋谱/第" + r + "轮-" + table + "台.sgf";
                Game g;
                if (r == 2 && table == 1) {        // an immediate ko recapture, then play on: ILLEGAL
                    g = play(r, table, b, w, file, dir, event, date, 0, 0, koOpening(), null);
                } else if (r == 4 && table == 2) { // a referee's warning to White, counted at the end
                    g = play(r, table, b, w, file, dir, event, date, 0, 1, List.of(), null);
                } else if (r == 6 && table == 3) { // White's second warning loses the game (art. 24.2)
                    g = play(r, table, b, w, file, dir, event, date, 0, 2, List.of(), true);
                    g = new Game(g.round(), g.table(), b, w, 0, "黑胜", 0, 2, g.record(), null, null,
                            "白方第二次警告判负");
                } else {
                    g = play(r, table, b, w, file, dir, event, date, 0, 0, List.of(), null);
                }
                if (r == 7 && table == 1) {        // a typing error in the margin: MISMATCH
                    g = new Game(g.round(), g.table(), b, w, 0, typo(g.result()), 0, 0, g.record(), null, null, null);
                }
                games.add(g);
                table++;
            }
        }
        try (XSSFWorkbook wb = new XSSFWorkbook()) {
            CellStyle dateStyle = wb.createCellStyle();
            CreationHelper ch = wb.getCreationHelper();
            dateStyle.setDataFormat(ch.createDataFormat().getFormat("yyyy-mm-dd"));
            Sheet info = wb.createSheet("赛事");
            String[][] kv = {{"赛事名称", event}, {"赛事编号", "HZ-2026-QJ"}, {"开始日期", null}, {"结束日期", null},
                {"地点", "杭州棋院"}, {"主办单位", "杭州市围棋协会"}, {"赛制", "循环赛"}, {"轮次", "9"},
                {"规则", "中国规则"}, {"贴子", "3又3/4子"}, {"棋盘", "19"}, {"等级分", "是"}, {"等级分级别", "B"},
                {"段位赛", "否"}, {"循环劫", "无胜负"}};
            for (int i = 0; i < kv.length; i++) {
                Row row = info.createRow(i);
                row.createCell(0).setCellValue(kv[i][0]);
                if (kv[i][1] != null) {
                    row.createCell(1).setCellValue(kv[i][1]);
                } else {
                    Cell c = row.createCell(1);
                    c.setCellValue(i == 2 ? LocalDate.of(2026, 10, 3) : LocalDate.of(2026, 10, 5));
                    c.setCellStyle(dateStyle);
                }
            }
            Sheet ps = wb.createSheet("选手");
            header(ps, 0, "编号", "姓名", "会员号", "段位", "单位", "出生日期", "性别", "地区", "退赛轮次");
            int r = 1;
            for (Player p : players) {
                Row row = ps.createRow(r++);
                row.createCell(0).setCellValue(p.no());
                row.createCell(1).setCellValue(p.name());
                if (p.fid() != null) {
                    row.createCell(2).setCellValue(p.fid());
                }
                row.createCell(3).setCellValue(p.rank().chinese());
                row.createCell(4).setCellValue(p.club());
                Cell bd = row.createCell(5);
                bd.setCellValue(p.birth());
                bd.setCellStyle(dateStyle);
                row.createCell(6).setCellValue(p.gender());
                row.createCell(7).setCellValue(p.region());
                if (p.withdrewAfter() != null) {
                    row.createCell(8).setCellValue(p.withdrewAfter());
                }
            }
            Sheet gs = wb.createSheet("对局");
            header(gs, 0, "轮次", "台号", "黑方", "白方", "让子", "结果", "黑警告", "白警告", "棋谱", "备注");
            r = 1;
            for (Game g : games) {
                Row row = gs.createRow(r++);
                row.createCell(0).setCellValue(g.round());
                row.createCell(1).setCellValue(g.table());
                row.createCell(2).setCellValue(g.black().no());
                row.createCell(3).setCellValue(g.white().no());
                row.createCell(4).setCellValue(0);
                row.createCell(5).setCellValue(g.result());
                row.createCell(6).setCellValue(g.bw());
                row.createCell(7).setCellValue(g.ww());
                row.createCell(8).setCellValue(g.record());
                if (g.note() != null) {
                    row.createCell(9).setCellValue(g.note());
                }
            }
            save(wb, dir.resolve("杭州秋季赛成绩表.xlsx"));
        }
    }

    /** A ko on the open board, and Black retaking it at once (art. 18.3). */
    private static List<int[]> koOpening() {
        int ox = 8;
        int oy = 8;
        int[][] seq = {{2, 1}, {4, 0}, {3, 0}, {4, 2}, {3, 2}, {5, 1}, {4, 1}, {3, 1}, {4, 1}};
        List<int[]> out = new ArrayList<>();
        for (int[] s : seq) {
            out.add(new int[] {ox + s[0], oy + s[1]});
        }
        return out;
    }

    /** The result as an organiser mistypes it: one stone more for the winner. */
    private static String typo(String chinese) {
        GameResult r = GameResult.parse(chinese).result();
        if (r.kind() != GameResult.Kind.POINTS) {
            return r.winner() == Colour.BLACK ? "白中盘胜" : "黑中盘胜";
        }
        return GameResult.byPoints(r.winner(), r.margin().plus(org.tengen.rules.Score.ofStones(1))).chinese();
    }

    // ---- 2. a Swiss with English headers, typed messily ------------------------------------------

    private void swiss(Path dir) throws IOException {
        String event = "City Open 2026";
        List<Player> players = new ArrayList<>();
        String[] clubs = {"Shanghai Go Club", "Pudong Weiqi", "Fudan University", "Jing'an Youth", "Minhang Club"};
        for (int i = 1; i <= 33; i++) {
            int strength = 5 - (i * 14) / 33;
            players.add(new Player(i, name(), i % 7 == 0 ? null : String.format("CN-%06d", 2000 + i * 13),
                    rank(strength), clubs[i % clubs.length], null, null,
                    i % 4 == 0 ? null : LocalDate.of(1980 + i, 1 + i % 12, 1 + i % 28), i % 2 == 0 ? "F" : "M",
                    "Shanghai", null));
        }
        Map<Integer, Integer> points = new LinkedHashMap<>();
        Set<String> met = new HashSet<>();
        Set<Integer> hadBye = new HashSet<>();
        List<Game> games = new ArrayList<>();
        for (int r = 1; r <= 5; r++) {
            List<Player> order = new ArrayList<>(players);
            order.sort(Comparator.comparingInt((Player p) -> -points.getOrDefault(p.no(), 0))
                    .thenComparingInt(p -> -p.rank().strength()).thenComparingInt(Player::no));
            Player bye = null;
            for (int i = order.size() - 1; i >= 0; i--) {
                if (!hadBye.contains(order.get(i).no())) {
                    bye = order.remove(i);
                    hadBye.add(bye.no());
                    break;
                }
            }
            int table = 1;
            String date = LocalDate.of(2026, 11, 14).plusDays((r - 1) / 3).toString();
            while (!order.isEmpty()) {
                Player a = order.remove(0);
                int j = 0;
                while (j < order.size() - 1 && met.contains(key(a, order.get(j)))) {
                    j++;
                }
                Player b = order.remove(j);
                met.add(key(a, b));
                boolean aBlack = (r + table) % 2 == 0;
                Player black = aBlack ? a : b;
                Player white = aBlack ? b : a;
                Game g = play(r, table, black, white, "records/R" + r + "-T" + table + ".sgf", dir, event, date, 0, 0,
                        List.of(), null);
                GameResult res = GameResult.parse(g.result()).result();
                Player winner = res.winner() == Colour.BLACK ? black : white;
                points.merge(winner.no(), 2, Integer::sum);
                games.add(new Game(r, table, black, white, 0, res.notation(), 0, 0, g.record(), null, null, null));
                table++;
            }
            points.merge(bye.no(), 2, Integer::sum);
            games.add(new Game(r, table, bye, null, 0, "", 0, 0, null, null, null, null));
        }
        try (XSSFWorkbook wb = new XSSFWorkbook()) {
            Sheet info = wb.createSheet(" Tournament ");
            String[][] kv = {{"Name:", event}, {"Code", "ＳＨ-２０２６-ＣＯ"}, {"Start", "14/11/2026"},
                {"End", "2026年11月15日"}, {"Venue", "Shanghai Chess Institute"}, {"Organizer", "Shanghai Go Association"},
                {"System", "Swiss"}, {"Rounds", "５"}, {"Rules", "Chinese"}, {"Komi", "7.5"}, {"Rated", "yes"},
                {"Rating class", "a"}};
            for (int i = 0; i < kv.length; i++) {
                Row row = info.createRow(i + 2);
                row.createCell(0).setCellValue(kv[i][0]);
                row.createCell(1).setCellValue(kv[i][1]);
            }
            info.createRow(0).createCell(0).setCellValue("City Open 2026 — tournament information");
            info.addMergedRegion(new CellRangeAddress(0, 0, 0, 3));
            Sheet ps = wb.createSheet("PLAYERS");
            ps.createRow(0).createCell(0).setCellValue("City Open 2026 — list of players (final)");
            ps.addMergedRegion(new CellRangeAddress(0, 0, 0, 6));
            header(ps, 2, "No.", " Name ", "Federation ID", "Rank", "Club", "Birth date", "Gender", "Phone");
            int r = 3;
            for (Player p : players) {
                Row row = ps.createRow(r++);
                row.createCell(0).setCellValue(p.no() % 5 == 0 ? fullWidth(Integer.toString(p.no()))
                        : Integer.toString(p.no()));
                row.createCell(1).setCellValue(p.no() % 6 == 0 ? p.name() + "  " : p.name());
                if (p.fid() != null) {
                    row.createCell(2).setCellValue(p.no() % 3 == 0 ? p.fid().toLowerCase() : p.fid());
                }
                String rank = p.rank().notation();
                row.createCell(3).setCellValue(p.no() % 4 == 0 ? rank.toUpperCase() : p.no() % 4 == 1
                        ? rank.replace("d", " dan").replace("k", " kyu") : rank);
                row.createCell(4).setCellValue(p.club());
                if (p.birth() != null) {
                    LocalDate b = p.birth();
                    row.createCell(5).setCellValue(p.no() % 2 == 0 ? b.getDayOfMonth() + "/" + b.getMonthValue() + "/"
                            + b.getYear() : b.getYear() + "年" + b.getMonthValue() + "月" + b.getDayOfMonth() + "日");
                }
                row.createCell(6).setCellValue(p.gender());
                row.createCell(7).setCellValue("138" + String.format("%08d", p.no() * 7919));
                if (p.no() == 12) {
                    r++;                           // a blank row in the middle of the list
                }
            }
            Sheet gs = wb.createSheet("Games");
            gs.createRow(0).createCell(0).setCellValue("Results — City Open 2026");
            header(gs, 1, " ROUND", "Table ", "Black", "White", "Ｒｅｓｕｌｔ", "Record", "Arbiter");
            r = 2;
            int lastRound = 1;
            for (Game g : games) {
                if (g.round() != lastRound) {
                    r++;                           // a blank row between rounds
                    lastRound = g.round();
                }
                Row row = gs.createRow(r++);
                row.createCell(0).setCellValue(Integer.toString(g.round()));
                row.createCell(1).setCellValue(g.table());
                row.createCell(2).setCellValue(g.black().no() % 9 == 0 ? fullWidth(Integer.toString(g.black().no()))
                        : Integer.toString(g.black().no()));
                row.createCell(3).setCellValue(g.white() == null ? "bye" : Integer.toString(g.white().no()));
                row.createCell(4).setCellValue(g.result());
                if (g.record() != null) {
                    row.createCell(5).setCellValue(g.table() % 4 == 0 ? g.record().toLowerCase() : g.record());
                }
                row.createCell(6).setCellValue("LM");
            }
            save(wb, dir.resolve("City Open 2026 results.xlsx"));
        }
    }

    private static String key(Player a, Player b) {
        return Math.min(a.no(), b.no()) + "-" + Math.max(a.no(), b.no());
    }

    static String fullWidth(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            b.append(c >= '!' && c <= '~' ? (char) (c - '!' + '！') : c);
        }
        return b.toString();
    }

    // ---- 3. a team round robin with 4 boards, sent as a zip -----------------------------------------

    private void teamLeague(Path out) throws IOException {
        Path dir = Files.createTempDirectory("tengen-team");
        String event = "2026年苏州市围棋团体联赛";
        String[] teams = {"姑苏队", "园区队", "吴中队", "相城队"};
        List<Player> players = new ArrayList<>();
        int no = 1;
        for (int t = 0; t < teams.length; t++) {
            for (int board = 1; board <= 4; board++) {
                players.add(new Player(no, name(), String.format("CN-%06d", 3000 + no * 11), rank(5 - board - t % 2),
                        teams[t] + "俱乐部", teams[t], board, null, null, "江苏苏州", null));
                no++;
            }
        }
        List<Game> games = new ArrayList<>();
        for (int r = 1; r <= 3; r++) {
            int table = 1;
            for (int[] m : berger(4, r - 1)) {
                String match = teams[m[0]] + "-" + teams[m[1]];
                for (int board = 1; board <= 4; board++) {
                    Player a = players.get(m[0] * 4 + board - 1);
                    Player b = players.get(m[1] * 4 + board - 1);
                    boolean aBlack = board % 2 == 1;
                    Player black = aBlack ? a : b;
                    Player white = aBlack ? b : a;
                    Game g = play(r, table, black, white, "sgf/r" + r + "/" + table + ".sgf", dir, event,
                            LocalDate.of(2026, 9, 6).plusWeeks(r - 1).toString(), 0, 0, List.of(), null);
                    games.add(new Game(r, table, black, white, 0, g.result(), 0, 0, g.record(), match, board, null));
                    table++;
                }
            }
        }
        try (XSSFWorkbook wb = new XSSFWorkbook()) {
            Sheet info = wb.createSheet("赛事");
            String[][] kv = {{"赛事名称", event}, {"赛事编号", "SZ-2026-TL"}, {"开始日期", "2026-09-06"},
                {"结束日期", "2026-09-20"}, {"赛制", "团体循环赛"}, {"轮次", "3"}, {"台数", "4"}, {"规则", "中国规则"},
                {"贴子", "3.75子"}, {"等级分级别", "C"}};
            for (int i = 0; i < kv.length; i++) {
                Row row = info.createRow(i);
                row.createCell(0).setCellValue(kv[i][0]);
                row.createCell(1).setCellValue(kv[i][1]);
            }
            Sheet ps = wb.createSheet("选手");
            header(ps, 0, "编号", "姓名", "会员号", "段位", "单位", "队名", "台次", "地区");
            int r = 1;
            for (Player p : players) {
                Row row = ps.createRow(r++);
                row.createCell(0).setCellValue(p.no());
                row.createCell(1).setCellValue(p.name());
                row.createCell(2).setCellValue(p.fid());
                row.createCell(3).setCellValue(p.rank().chinese());
                row.createCell(4).setCellValue(p.club());
                row.createCell(5).setCellValue(p.team());
                row.createCell(6).setCellValue(p.board());
                row.createCell(7).setCellValue(p.region());
            }
            for (int round = 1; round <= 3; round++) {
                Sheet gs = wb.createSheet("第" + round + "轮");
                header(gs, 0, "台号", "队", "台次", "黑方", "白方", "结果", "棋谱");
                r = 1;
                for (Game g : games) {
                    if (g.round() != round) {
                        continue;
                    }
                    Row row = gs.createRow(r++);
                    row.createCell(0).setCellValue(g.table());
                    row.createCell(1).setCellValue(g.match());
                    row.createCell(2).setCellValue(g.board());
                    row.createCell(3).setCellValue(g.black().name());     // names, not numbers: the sheet allows both
                    row.createCell(4).setCellValue(g.white().name());
                    row.createCell(5).setCellValue(g.result());
                    row.createCell(6).setCellValue(g.record());
                }
            }
            save(wb, dir.resolve("苏州团体联赛.xlsx"));
        }
        zip(dir, out.resolve("2026-suzhou-team-league.zip"));
    }

    // ---- 4. a small event with mistakes: rejected with its error report -------------------------

    private void withErrors(Path dir) throws IOException {
        String event = "2026年少儿围棋锦标赛";
        List<Player> players = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            players.add(new Player(i, name(), null, rank(-i), "少儿围棋学校", null, null, LocalDate.of(2014 + i % 4, i, 10 + i),
                    null, "江苏南京", null));
        }
        List<Game> games = new ArrayList<>();
        for (int r = 1; r <= 2; r++) {
            int table = 1;
            for (int[] pair : berger(6, r - 1)) {
                Game g = play(r, table, players.get(pair[0]), players.get(pair[1]), "r" + r + "-" + table + ".sgf",
                        dir, event, "2026-11-28", 0, 0, List.of(), null);
                games.add(g);
                table++;
            }
        }
        try (XSSFWorkbook wb = new XSSFWorkbook()) {
            Sheet info = wb.createSheet("赛事");
            String[][] kv = {{"赛事名称", event}, {"赛事编号", "NJ-2026-SE"}, {"开始日期", "2026-11-28"}, {"赛制", "积分编排"},
                {"轮次", "2"}, {"贴子", "3又3/4子"}};
            for (int i = 0; i < kv.length; i++) {
                Row row = info.createRow(i);
                row.createCell(0).setCellValue(kv[i][0]);
                row.createCell(1).setCellValue(kv[i][1]);
            }
            Sheet ps = wb.createSheet("选手");
            header(ps, 0, "编号", "姓名", "段位", "单位", "出生日期");
            int r = 1;
            for (Player p : players) {
                Row row = ps.createRow(r++);
                row.createCell(0).setCellValue(p.no());
                row.createCell(1).setCellValue(p.name());
                row.createCell(2).setCellValue(p.rank().chinese());
                row.createCell(3).setCellValue(p.club());
                row.createCell(4).setCellValue(p.birth().toString());
            }
            Sheet gs = wb.createSheet("对局");
            header(gs, 0, "轮次", "台号", "黑方", "白方", "结果", "棋谱");
            r = 1;
            for (Game g : games) {
                Row row = gs.createRow(r++);
                row.createCell(0).setCellValue(g.round());
                row.createCell(1).setCellValue(g.table());
                row.createCell(2).setCellValue(g.black().no());
                // Mistakes: a player who is not on the list, a result no rule knows, a record outside the folder.
                row.createCell(3).setCellValue(g.round() == 2 && g.table() == 3 ? 17 : g.white().no());
                row.createCell(4).setCellValue(g.round() == 1 && g.table() == 2 ? "黑胜3/5子" : g.result());
                row.createCell(5).setCellValue(g.round() == 2 && g.table() == 1 ? "../../secret/r2-1.sgf" : g.record());
            }
            save(wb, dir.resolve("少儿锦标赛成绩.xlsx"));
        }
    }

    // ---- workbook helpers -----------------------------------------------------------------------

    private static void header(Sheet sheet, int rowIndex, String... names) {
        Row row = sheet.createRow(rowIndex);
        for (int i = 0; i < names.length; i++) {
            row.createCell(i).setCellValue(names[i]);
        }
    }

    private static void save(XSSFWorkbook wb, Path file) throws IOException {
        Files.createDirectories(file.getParent());
        wb.getProperties().getCoreProperties().setCreated(java.util.Optional.of(
                java.util.Date.from(java.time.Instant.parse("2026-11-29T00:00:00Z"))));
        try (OutputStream out = Files.newOutputStream(file)) {
            wb.write(out);
        }
    }

    private static void zip(Path dir, Path zip) throws IOException {
        Files.createDirectories(zip.getParent());
        List<Path> files;
        try (var walk = Files.walk(dir)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            for (Path f : files) {
                ZipEntry e = new ZipEntry(dir.relativize(f).toString().replace('\\', '/'));
                e.setTime(0);
                out.putNextEntry(e);
                Files.copy(f, out);
                out.closeEntry();
            }
        }
        try (var walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
