package org.tengen.sheet;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tengen.rank.Rank;
import org.tengen.rules.CycleOutcome;
import org.tengen.rules.GameResult;
import org.tengen.rules.Point;
import org.tengen.rules.RuleSet;
import org.tengen.rules.Score;
import org.tengen.tournament.TournamentSystem;

/**
 * Reads a result workbook's sheets (result-sheet.md) into a {@link ResultSheet}: finds the sheets
 * and header rows by their Chinese or English names, folds every value, applies the defaults, and
 * names the exact cell of everything it cannot read. Plain Java: the workbook itself is read
 * elsewhere into {@link RawSheet}s.
 */
public final class ResultSheetParser {

    /** A column of the sheets 选手 and 对局: its Chinese and English header names (and variants). */
    enum Column {
        NO("编号", "no", "序号", "号码", "number", "#", "no."),
        NAME("姓名", "name", "选手", "player"),
        FEDERATION_ID("会员号", "federation id", "会员编号", "id", "fid", "federationid"),
        RANK("段位", "rank", "等级", "grade", "级位"),
        CLUB("单位", "club", "俱乐部"),
        TEAM("队名", "team", "队伍"),
        PLAYER_BOARD("台次", "board"),
        BIRTH_DATE("出生日期", "birth date", "birthdate", "出生", "生日", "date of birth", "dob"),
        GENDER("性别", "gender", "sex"),
        REGION("地区", "region", "省市", "城市"),
        WITHDREW("退赛轮次", "withdrew after", "退赛", "withdrawn after", "withdrew"),

        ROUND("轮次", "round", "轮"),
        TABLE("台号", "table", "桌号"),
        BLACK("黑方", "black", "执黑"),
        WHITE("白方", "white", "执白"),
        HANDICAP("让子", "handicap", "让子数"),
        KOMI("贴子", "komi", "贴目"),
        RESULT("结果", "result", "比赛结果", "胜负"),
        BLACK_WARNINGS("黑警告", "black warnings", "黑方警告"),
        WHITE_WARNINGS("白警告", "white warnings", "白方警告"),
        RECORD("棋谱", "record", "sgf", "棋谱文件"),
        DEAD_STONES("死子", "dead stones", "deadstones"),
        MATCH("队", "match", "对抗", "场次"),
        GAME_BOARD("台次", "board"),
        NOTE("备注", "note", "notes", "remark");

        final String chinese;
        final String[] names;

        Column(String chinese, String... names) {
            this.chinese = chinese;
            this.names = names;
        }

        String label(String english) {
            return chinese + " / " + english;
        }
    }

    private static final Column[] PLAYER_COLUMNS = {Column.NO, Column.NAME, Column.FEDERATION_ID, Column.RANK,
            Column.CLUB, Column.TEAM, Column.PLAYER_BOARD, Column.BIRTH_DATE, Column.GENDER, Column.REGION,
            Column.WITHDREW};
    private static final Column[] GAME_COLUMNS = {Column.ROUND, Column.TABLE, Column.BLACK, Column.WHITE,
            Column.HANDICAP, Column.KOMI, Column.RESULT, Column.BLACK_WARNINGS, Column.WHITE_WARNINGS,
            Column.RECORD, Column.DEAD_STONES, Column.MATCH, Column.GAME_BOARD, Column.NOTE};

    /** The keys of the sheet 赛事 / Tournament. */
    enum Key {
        NAME("赛事名称", "name", "名称", "赛事", "tournament", "tournament name"),
        CODE("赛事编号", "code", "编号", "tournament code"),
        START("开始日期", "start", "start date", "开赛日期"),
        END("结束日期", "end", "end date", "闭赛日期"),
        VENUE("地点", "venue", "比赛地点", "place"),
        ORGANIZER("主办单位", "organizer", "organiser", "主办"),
        SYSTEM("赛制", "system", "pairing"),
        ROUNDS("轮次", "rounds", "轮数"),
        RULES("规则", "rules", "ruleset"),
        KOMI("贴子", "komi", "贴目"),
        BOARD_SIZE("棋盘", "board size", "boardsize", "棋盘大小", "size"),
        RATED("等级分", "rated"),
        RATING_CLASS("等级分级别", "rating class", "class"),
        RANK_EVENT("段位赛", "rank event", "rankevent"),
        LONG_CYCLE("循环劫", "long cycle", "longcycle", "cycle"),
        BOARDS("台数", "boards", "boards per team"),
        TIEBREAKS("名次排列", "tie-breaks", "tiebreaks", "placement", "名次区分", "placement criteria"),
        BAR("上限", "bar", "mcmahon bar"),
        FLOOR("下限", "floor", "mcmahon floor");

        final String chinese;
        final String[] names;

        Key(String chinese, String... names) {
            this.chinese = chinese;
            this.names = names;
        }
    }

    private static final Pattern ROUND_SHEET = Pattern.compile("(?:第(\\d+)轮(?:对局)?|round(\\d+)|r(\\d+))");
    private static final int HEADER_SEARCH_ROWS = 15;
    /** Player numbers (and table numbers) go up to this: a season's league is large, not endless. */
    static final int MAX_PLAYERS = 100_000;
    private static final Map<String, Key> KEYS = new HashMap<>();

    static {
        for (Key k : Key.values()) {
            KEYS.put(Fold.key(k.chinese), k);
            for (String n : k.names) {
                KEYS.putIfAbsent(Fold.key(n), k);
            }
        }
    }

    private final String file;
    private final List<Problem> problems = new ArrayList<>();
    private final Map<String, Map<String, String>> columns = new HashMap<>();

    private ResultSheetParser(String file) {
        this.file = file;
    }

    /** Reads a workbook's sheets; never throws on bad content (it becomes problems). */
    public static ResultSheet parse(String file, List<RawSheet> sheets) {
        return new ResultSheetParser(file).read(sheets);
    }

    private ResultSheet read(List<RawSheet> sheets) {
        RawSheet info = null;
        RawSheet players = null;
        RawSheet games = null;
        Map<Integer, RawSheet> roundSheets = new LinkedHashMap<>();
        for (RawSheet s : sheets) {
            String key = Fold.key(s.name());
            switch (key) {
                case "赛事", "tournament", "赛事信息", "info" -> info = info == null ? s : info;
                case "选手", "players", "选手名单", "player", "名单" -> players = players == null ? s : players;
                case "对局", "games", "对局结果", "results", "game" -> games = games == null ? s : games;
                default -> {
                    Matcher m = ROUND_SHEET.matcher(key);
                    if (m.matches()) {
                        int round = Integer.parseInt(m.group(1) != null ? m.group(1)
                                : m.group(2) != null ? m.group(2) : m.group(3));
                        roundSheets.put(round, s);
                    }
                }
            }
        }
        if (info == null) {
            problems.add(error(null, 0, null, null, "no sheet 赛事 / Tournament (the sheets are "
                    + sheets.stream().map(RawSheet::name).toList() + ")"));
        }
        if (players == null) {
            problems.add(error(null, 0, null, null, "no sheet 选手 / Players"));
        }
        if (games == null && roundSheets.isEmpty()) {
            problems.add(error(null, 0, null, null, "no sheet 对局 / Games and no round sheets (第1轮, Round 1, …)"));
        }
        TournamentInfo tournament = info == null ? null : readTournament(info);
        int size = tournament == null ? 19 : tournament.boardSize();
        List<SheetPlayer> playerList = players == null ? List.of() : readPlayers(players);
        Map<Integer, SheetPlayer> byNo = new HashMap<>();
        Map<String, List<SheetPlayer>> byName = new HashMap<>();
        for (SheetPlayer p : playerList) {
            byNo.putIfAbsent(p.no(), p);
            byName.computeIfAbsent(Fold.key(p.name()), k -> new ArrayList<>()).add(p);
        }
        List<SheetGame> gameList = new ArrayList<>();
        if (games != null) {
            gameList.addAll(readGames(games, null, size, byNo, byName));
        }
        for (Map.Entry<Integer, RawSheet> e : roundSheets.entrySet()) {
            gameList.addAll(readGames(e.getValue(), e.getKey(), size, byNo, byName));
        }
        return new ResultSheet(file, tournament, playerList, gameList, problems, players == null ? null : players.name(),
                columns);
    }

    // ---- 赛事 / Tournament -------------------------------------------------------------------

    private TournamentInfo readTournament(RawSheet sheet) {
        Map<Key, RawSheet.Row> rows = new LinkedHashMap<>();
        Map<Key, Integer> valueColumn = new HashMap<>();
        for (RawSheet.Row row : sheet.rows()) {
            // The key is the first non-empty cell of the row; its value the next non-empty one.
            for (int c = 0; c < row.cells().size(); c++) {
                String k = Fold.key(row.cell(c));
                if (k.isEmpty()) {
                    continue;
                }
                Key key = KEYS.get(k);
                if (key != null && !rows.containsKey(key)) {
                    rows.put(key, row);
                    valueColumn.put(key, c + 1);
                }
                break;
            }
        }
        Function<Key, String> value = k -> rows.containsKey(k) ? Fold.value(rows.get(k).cell(valueColumn.get(k))) : "";
        String name = value.apply(Key.NAME);
        if (name.isEmpty()) {
            problems.add(error(sheet.name(), rows.containsKey(Key.NAME) ? rows.get(Key.NAME).number() : 0,
                    rows.containsKey(Key.NAME) ? "B" : null, "",
                    "the tournament's name (赛事名称 / Name) is required"));
        }
        LocalDate start = read(sheet, rows, valueColumn, Key.START, SheetValues::date, null);
        LocalDate end = read(sheet, rows, valueColumn, Key.END, SheetValues::date, start);
        if (start != null && end != null && end.isBefore(start)) {
            problems.add(error(sheet.name(), rows.get(Key.END).number(), letter(valueColumn.get(Key.END), Key.END),
                    value.apply(Key.END), "the end date is before the start date " + start));
        }
        TournamentSystem system = read(sheet, rows, valueColumn, Key.SYSTEM, TournamentSystem::parse,
                TournamentSystem.SWISS);
        Integer rounds = read(sheet, rows, valueColumn, Key.ROUNDS, t -> positive(t, "rounds"), null);
        RuleSet rules = read(sheet, rows, valueColumn, Key.RULES, ResultSheetParser::rules, RuleSet.CHINESE_2002);
        Score komi = read(sheet, rows, valueColumn, Key.KOMI, SheetValues::komi, rules.komi());
        int size = read(sheet, rows, valueColumn, Key.BOARD_SIZE, ResultSheetParser::boardSize, 19);
        boolean rated = read(sheet, rows, valueColumn, Key.RATED, SheetValues::yesNo, true);
        char ratingClass = read(sheet, rows, valueColumn, Key.RATING_CLASS, ResultSheetParser::ratingClass, 'A');
        boolean rankEvent = read(sheet, rows, valueColumn, Key.RANK_EVENT, SheetValues::yesNo, false);
        CycleOutcome cycle = read(sheet, rows, valueColumn, Key.LONG_CYCLE, SheetValues::cycle,
                CycleOutcome.NO_RESULT);
        Integer boards = read(sheet, rows, valueColumn, Key.BOARDS, t -> positive(t, "boards"), null);
        List<String> standings = new ArrayList<>();
        List<org.tengen.standings.Criterion> chain = read(sheet, rows, valueColumn, Key.TIEBREAKS,
                org.tengen.standings.Criterion::parseChain, null);
        if (chain != null) {
            standings.add("chain=" + org.tengen.standings.Criterion.format(chain));
        }
        Rank bar = read(sheet, rows, valueColumn, Key.BAR, Rank::parse, null);
        if (bar != null) {
            standings.add("bar=" + bar.notation());
        }
        Rank floor = read(sheet, rows, valueColumn, Key.FLOOR, Rank::parse, null);
        if (floor != null) {
            standings.add("floor=" + floor.notation());
        }
        String code = value.apply(Key.CODE).toUpperCase(Locale.ROOT);
        if (code.isEmpty() && !name.isEmpty()) {
            code = (name + (start != null ? "-" + start.toString().replace("-", "") : ""))
                    .toUpperCase(Locale.ROOT).replace(' ', '-');
        }
        if (code.length() > 100) {
            problems.add(error(sheet.name(), rows.containsKey(Key.CODE) ? rows.get(Key.CODE).number() : 0, null, code,
                    "a tournament code has at most 100 characters"));
        }
        return new TournamentInfo(code, name, start, end, value.apply(Key.VENUE), value.apply(Key.ORGANIZER), system,
                rounds, rules, komi, size, rated, ratingClass, rankEvent, cycle, boards,
                standings.isEmpty() ? null : String.join(";", standings));
    }

    private <T> T read(RawSheet sheet, Map<Key, RawSheet.Row> rows, Map<Key, Integer> columns, Key key,
                       Function<String, T> reader, T fallback) {
        RawSheet.Row row = rows.get(key);
        if (row == null) {
            return fallback;
        }
        String raw = row.cell(columns.get(key));
        String text = Fold.value(raw);
        if (text.isEmpty()) {
            return fallback;
        }
        try {
            return reader.apply(text);
        } catch (IllegalArgumentException e) {
            problems.add(error(sheet.name(), row.number(), letter(columns.get(key), key), raw,
                    key.chinese + " / " + key.names[0] + ": " + e.getMessage()));
            return fallback;
        }
    }

    private static String letter(int column, Key key) {
        return RawSheet.columnLetter(column);
    }

    private static int positive(String text, String what) {
        return positive(text, what, 1000);
    }

    private static int positive(String text, String what, int max) {
        int n = SheetValues.integer(text);
        if (n < 1 || n > max) {
            throw new IllegalArgumentException("expected a number of " + what + " from 1 to " + max);
        }
        return n;
    }

    private static RuleSet rules(String text) {
        return RuleSet.named(text);
    }

    private static int boardSize(String text) {
        String s = text.replace("路", "").replace("×19", "").replace("x19", "").replace("×13", "")
                .replace("x13", "").replace("×9", "").replace("x9", "");
        int n = SheetValues.integer(s);
        if (n != 19 && n != 13 && n != 9) {
            throw new IllegalArgumentException("expected a board of 19, 13 or 9");
        }
        return n;
    }

    private static char ratingClass(String text) {
        String s = text.strip().toUpperCase(Locale.ROOT);
        if (s.length() == 1 && "ABCD".contains(s)) {
            return s.charAt(0);
        }
        throw new IllegalArgumentException("expected A, B, C or D");
    }

    // ---- tables with a header row -----------------------------------------------------------

    /** Where each known column is in a sheet, found from its header row. */
    private record Header(int row, Map<Column, Integer> columns, String sheet) {

        String label(Column c) {
            return RawSheet.columnLetter(columns.get(c)) + " " + c.chinese;
        }
    }

    private Header header(RawSheet sheet, Column[] known, Column... required) {
        int searched = 0;
        for (RawSheet.Row row : sheet.rows()) {
            if (++searched > HEADER_SEARCH_ROWS) {
                break;
            }
            Map<Column, Integer> found = new LinkedHashMap<>();
            for (int c = 0; c < row.cells().size(); c++) {
                String k = Fold.key(row.cell(c));
                if (k.isEmpty()) {
                    continue;
                }
                for (Column col : known) {
                    if (found.containsKey(col)) {
                        continue;
                    }
                    if (Fold.key(col.chinese).equals(k) || matchesAny(col.names, k)) {
                        found.put(col, c);
                        break;
                    }
                }
            }
            if (found.size() >= 2) {
                boolean ok = true;
                for (Column r : required) {
                    if (!found.containsKey(r)) {
                        problems.add(error(sheet.name(), row.number(), null, null,
                                "the header row has no column " + r.chinese + " / " + r.names[0]));
                        ok = false;
                    }
                }
                if (!ok) {
                    return null;
                }
                Header h = new Header(row.number(), found, sheet.name());
                Map<String, String> labels = columns.computeIfAbsent(sheet.name(), k -> new HashMap<>());
                found.keySet().forEach(col -> labels.put(col.chinese, h.label(col)));
                return h;
            }
        }
        StringBuilder expected = new StringBuilder();
        for (Column r : required) {
            expected.append(expected.isEmpty() ? "" : ", ").append(r.chinese).append(" / ").append(r.names[0]);
        }
        problems.add(error(sheet.name(), 0, null, null, "no header row found in the first " + HEADER_SEARCH_ROWS
                + " rows (expected columns " + expected + ")"));
        return null;
    }

    private static boolean matchesAny(String[] names, String key) {
        for (String n : names) {
            if (Fold.key(n).equals(key)) {
                return true;
            }
        }
        return false;
    }

    /** A row's cells under a header, folded, with helpers that record problems at the right cell. */
    private final class Cells {
        final Header header;
        final RawSheet.Row row;
        boolean bad;

        Cells(Header header, RawSheet.Row row) {
            this.header = header;
            this.row = row;
        }

        boolean has(Column c) {
            return header.columns.containsKey(c);
        }

        String raw(Column c) {
            return has(c) ? row.cell(header.columns.get(c)) : "";
        }

        String text(Column c) {
            return Fold.value(raw(c));
        }

        String orNull(Column c) {
            String t = text(c);
            return t.isEmpty() ? null : t;
        }

        <T> T read(Column c, Function<String, T> reader, T blank) {
            String t = text(c);
            if (t.isEmpty()) {
                return blank;
            }
            try {
                return reader.apply(t);
            } catch (IllegalArgumentException e) {
                fail(c, e.getMessage());
                return blank;
            }
        }

        void fail(Column c, String reason) {
            problems.add(error(header.sheet, row.number(), header.label(c), raw(c), reason));
            bad = true;
        }

        void warn(Column c, String reason) {
            problems.add(new Problem(Problem.Severity.WARNING, file, header.sheet, row.number(),
                    c == null ? null : header.label(c), c == null ? null : raw(c), reason));
        }
    }

    // ---- 选手 / Players ----------------------------------------------------------------------

    private List<SheetPlayer> readPlayers(RawSheet sheet) {
        Header header = header(sheet, PLAYER_COLUMNS, Column.NO, Column.NAME);
        List<SheetPlayer> out = new ArrayList<>();
        if (header == null) {
            return out;
        }
        for (RawSheet.Row row : sheet.rows()) {
            if (row.number() <= header.row || row.blank()) {
                continue;
            }
            Cells c = new Cells(header, row);
            Integer no = c.read(Column.NO, t -> positive(t, "players", MAX_PLAYERS), null);
            if (no == null && c.text(Column.NO).isEmpty()) {
                c.fail(Column.NO, "the player's number (编号 / No) is required");
            }
            String name = c.text(Column.NAME);
            if (name.isEmpty()) {
                c.fail(Column.NAME, "the player's name (姓名 / Name) is required");
            } else if (name.length() > 100) {
                c.fail(Column.NAME, "a name has at most 100 characters");
            }
            Rank rank = c.read(Column.RANK, Rank::parse, null);
            Integer board = c.read(Column.PLAYER_BOARD, t -> positive(t, "boards"), null);
            LocalDate birth = c.read(Column.BIRTH_DATE, SheetValues::date, null);
            Integer withdrew = c.read(Column.WITHDREW, t -> {
                int n = SheetValues.integer(t);
                if (n < 0) {
                    throw new IllegalArgumentException("expected the last round played (0 if none)");
                }
                return n;
            }, null);
            String fid = c.orNull(Column.FEDERATION_ID);
            if (fid != null) {
                fid = fid.toUpperCase(Locale.ROOT);
            }
            if (!c.bad && no != null) {
                out.add(new SheetPlayer(no, name, fid, rank, c.orNull(Column.CLUB), c.orNull(Column.TEAM), board,
                        birth, c.orNull(Column.GENDER), c.orNull(Column.REGION), withdrew, row.number()));
            }
        }
        return out;
    }

    // ---- 对局 / Games -----------------------------------------------------------------------

    private List<SheetGame> readGames(RawSheet sheet, Integer sheetRound, int size, Map<Integer, SheetPlayer> byNo,
                                      Map<String, List<SheetPlayer>> byName) {
        Column[] required = sheetRound == null
                ? new Column[] {Column.ROUND, Column.BLACK, Column.WHITE, Column.RESULT}
                : new Column[] {Column.BLACK, Column.WHITE, Column.RESULT};
        Header header = header(sheet, GAME_COLUMNS, required);
        List<SheetGame> out = new ArrayList<>();
        if (header == null) {
            return out;
        }
        for (RawSheet.Row row : sheet.rows()) {
            if (row.number() <= header.row || row.blank()) {
                continue;
            }
            Cells c = new Cells(header, row);
            Integer round = sheetRound;
            if (round == null) {
                round = c.read(Column.ROUND, t -> positive(t.replace("第", "").replace("轮", ""), "rounds"), null);
                if (round == null && c.text(Column.ROUND).isEmpty()) {
                    c.fail(Column.ROUND, "the round (轮次 / Round) is required");
                }
            }
            Integer table = c.read(Column.TABLE, t -> positive(t, "tables", MAX_PLAYERS), null);
            int black = player(c, Column.BLACK, byNo, byName);
            int white = player(c, Column.WHITE, byNo, byName);
            if (black == 0 && white == 0) {
                c.fail(Column.WHITE, "both sides are a bye");
            } else if (black == 0) {        // the bye written on the Black side
                black = white;
                white = 0;
            }
            int handicap = c.read(Column.HANDICAP, SheetValues::handicap, 0);
            Score komi = c.read(Column.KOMI, SheetValues::komi, null);
            int bw = c.read(Column.BLACK_WARNINGS, SheetValues::warnings, 0);
            int ww = c.read(Column.WHITE_WARNINGS, SheetValues::warnings, 0);
            String resultText = c.text(Column.RESULT);
            GameResult result = null;
            if (resultText.isEmpty()) {
                if (white == 0 && black > 0) {
                    result = GameResult.win(org.tengen.rules.Colour.BLACK, GameResult.Kind.WIN);
                } else {
                    c.fail(Column.RESULT, "the result (结果 / Result) is required");
                }
            } else {
                try {
                    result = GameResult.parse(resultText).result();
                    if (result.kind() == GameResult.Kind.UNKNOWN) {
                        c.fail(Column.RESULT, "the result says nothing (expected e.g. 黑胜3/4子, B+1.5, 白中盘胜, 和棋)");
                    }
                } catch (IllegalArgumentException e) {
                    c.fail(Column.RESULT, e.getMessage());
                }
            }
            List<Point> dead = c.read(Column.DEAD_STONES, t -> deadStones(t, size), List.of());
            Integer board = c.read(Column.GAME_BOARD, t -> positive(t, "boards"), null);
            String record = c.orNull(Column.RECORD);
            if (!c.bad && round != null && black > 0) {
                out.add(new SheetGame(round, table, black, white, handicap, komi, result, resultText, bw, ww, record,
                        dead, c.orNull(Column.MATCH), board, c.orNull(Column.NOTE), sheet.name(), row.number(),
                        c.has(Column.RECORD) ? header.label(Column.RECORD) : null));
            }
        }
        return out;
    }

    /** A player cell: a number, an exact name, or 轮空/bye (0). Returns −1 when unreadable. */
    private int player(Cells c, Column col, Map<Integer, SheetPlayer> byNo, Map<String, List<SheetPlayer>> byName) {
        String t = c.text(col);
        if (t.isEmpty()) {
            c.fail(col, "the player (" + col.chinese + ") is required: a number from 选手 or a name");
            return -1;
        }
        String key = Fold.key(t);
        if (key.equals("轮空") || key.equals("bye") || key.equals("—") || key.equals("-")) {
            return 0;
        }
        try {
            int no = SheetValues.integer(t);
            if (!byNo.containsKey(no)) {
                c.fail(col, "no player " + no + " in the sheet 选手 / Players");
                return -1;
            }
            return no;
        } catch (IllegalArgumentException notNumber) {
            List<SheetPlayer> named = byName.getOrDefault(key, List.of());
            if (named.size() == 1) {
                return named.get(0).no();
            }
            c.fail(col, named.isEmpty() ? "no player called '" + t + "' in the sheet 选手 / Players"
                    : named.size() + " players are called '" + t + "': write the player's number");
            return -1;
        }
    }

    private static List<Point> deadStones(String text, int size) {
        List<Point> out = new ArrayList<>();
        for (String token : text.split("[\\s,;、，；]+")) {
            if (token.isEmpty()) {
                continue;
            }
            try {
                out.add(Point.parseGtp(token, size));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("'" + token + "' is not a point on a " + size + "×" + size
                        + " board (expected points like D4 E5 Q16, no letter I)");
            }
        }
        return out;
    }

    private Problem error(String sheet, int row, String column, String value, String reason) {
        return new Problem(Problem.Severity.ERROR, file, sheet, row, column, value, reason);
    }
}
