package org.tengen.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tengen.cli.CommandRun.run;
import static org.assertj.core.api.Assertions.within;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The member registry end to end, as staff run it: one person entered without a 会员号 in one
 * tournament and with it in another is listed as a likely duplicate, merged (one rating, the one a
 * single registration gives), shown with both tournaments and the merge, and unmerged exactly;
 * search; the member list (a bad date rejects it whole; then a workbook's 会员号 is checked).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PlayersCommandTest {

    @TempDir
    static Path temp;
    static String db;
    static String single;

    static List<List<Object>> rows(String url, String sql) throws Exception {
        List<List<Object>> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url, "sa", ""); ResultSet rs = c.createStatement().executeQuery(sql)) {
            while (rs.next()) {
                List<Object> row = new ArrayList<>();
                for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                    row.add(rs.getObject(i));
                }
                out.add(row);
            }
        }
        return out;
    }

    static double number(String url, String sql) throws Exception {
        return ((Number) rows(url, sql).get(0).get(0)).doubleValue();
    }

    static Path workbook(String file, String code, String date, String[][] players, String[][] games) throws Exception {
        Path book = temp.resolve(file);
        try (XSSFWorkbook wb = new XSSFWorkbook(); OutputStream out = Files.newOutputStream(book)) {
            String[][][] sheets = {{{"赛事名称", code + " 测试赛"}, {"赛事编号", code}, {"开始日期", date}}, players, games};
            String[] names = {"赛事", "选手", "对局"};
            for (int i = 0; i < 3; i++) {
                Sheet sh = wb.createSheet(names[i]);
                for (int r = 0; r < sheets[i].length; r++) {
                    Row row = sh.createRow(r);
                    for (int c = 0; c < sheets[i][r].length; c++) {
                        row.createCell(c).setCellValue(sheets[i][r][c]);
                    }
                }
            }
            wb.write(out);
        }
        return book;
    }

    static final String[][] GAMES = {{"轮次", "黑方", "白方", "结果"}, {"1", "1", "2", "B+R"}, {"1", "3", "4", "W+R"},
        {"2", "1", "3", "B+R"}, {"2", "2", "4", "B+R"}, {"3", "4", "1", "W+R"}, {"3", "2", "3", "W+R"}};

    /** The autumn event: 马明 without a 会员号 (his first tournament), the spring one with it. */
    static Path[] tournaments(String maMingInAutumn) throws Exception {
        Path autumn = workbook("autumn.xlsx", "PL-AUT", "2026-09-01", new String[][] {
            {"编号", "姓名", "会员号", "段位", "单位"}, {"1", "马明", maMingInAutumn, "2d", "杭州棋院"},
            {"2", "李娜", "CN-900102", "3d", "宁波"}, {"3", "张伟", "CN-900103", "1d", "宁波"},
            {"4", "王芳", "CN-900104", "1k", "温州"}}, GAMES);
        Path spring = workbook("spring.xlsx", "PL-SPR", "2026-11-01", new String[][] {
            {"编号", "姓名", "会员号", "段位", "单位"}, {"1", "马明", "CN-900101", "2d", "杭州棋院"},
            {"2", "李娜", "CN-900102", "3d", "宁波"}, {"3", "张伟", "CN-900103", "1d", "宁波"},
            {"4", "王芳", "CN-900104", "1k", "温州"}}, GAMES);
        return new Path[] {autumn, spring};
    }

    @BeforeAll
    static void importTheTwoTournaments() throws Exception {
        System.setProperty("tengen.reports", temp.resolve("reports").toString());
        System.setProperty("tengen.work", temp.resolve("work").toString());
        // What a single registration gives: 马明 with his 会员号 in both.
        single = "jdbc:h2:file:" + temp.resolve("single").toAbsolutePath() + ";AUTO_SERVER=TRUE";
        Path[] once = tournaments("CN-900101");
        for (Path p : once) {
            assertThat(run("import", p.toString(), "--db", single, "--quiet").exit()).isZero();
        }
        assertThat(run("ratings", "--db", single).exit()).isZero();
        Files.delete(once[0]);
        Files.delete(once[1]);
        db = "jdbc:h2:file:" + temp.resolve("tengen").toAbsolutePath() + ";AUTO_SERVER=TRUE";
        for (Path p : tournaments("")) {
            CommandRun r = run("import", p.toString(), "--db", db, "--quiet");
            assertThat(r.exit()).as(r.out() + r.err()).isZero();
        }
        assertThat(run("ratings", "--db", db).exit()).isZero();
    }

    static List<List<Object>> ratingRows(String url) throws Exception {
        return rows(url, "select player_id, gor, games, last_played, last_change, predictive, predictive_sigma "
                + "from player_rating order by player_id");
    }

    static long newcomer() throws Exception {
        return (long) number(db, "select id from player where name = '马明' and federation_id is null");
    }

    @Test
    @Order(1)
    void theNewcomerIsListedAndItsDuplicateFound() throws Exception {
        CommandRun newcomers = run("players", "list", "--newcomers", "--db", db);
        assertThat(newcomers.out()).contains("#" + newcomer(), "马明", "newcomer").doesNotContain("李娜");
        CommandRun json = run("players", "list", "--format", "json", "--db", db);
        assertThat(json.out().lines().count()).isEqualTo(5);
        assertThat(json.out()).contains("\"id\":" + newcomer() + ",");
        CommandRun dup = run("players", "duplicates", "--db", db);
        assertThat(dup.exit()).isZero();
        assertThat(dup.out()).contains("马明 (#" + newcomer() + ", 杭州棋院)  and  马明 (CN-900101, 杭州棋院)",
                "same name and club 杭州棋院", "settle with: tengen players merge #" + newcomer() + " --into CN-900101");
        assertThat(number(db, "select count(*) from player_rating")).isEqualTo(5);
    }

    @Test
    @Order(2)
    void searchFindsMaMingByInitialsPinyinAndTraditionalCharacters() {
        for (String q : List.of("mm", "ma ming", "馬明", "CN-900101", "cn-9001")) {
            CommandRun r = run("players", "search", q, "--db", db);
            assertThat(r.out()).as(q).contains("马明 (CN-900101, 杭州棋院)");
        }
        assertThat(run("players", "search", "mm", "--format", "json", "--db", db).out()).contains("\"score\":80");
    }

    static List<List<Object>> beforeMerge;

    @Test
    @Order(3)
    void aMergeLeavesOneRatingTheOneASingleRegistrationGives() throws Exception {
        beforeMerge = ratingRows(db);
        long newcomer = newcomer();
        CommandRun refused = run("players", "merge", "#" + newcomer, "--into", "CN-900102", "--by", "王老师", "--reason", "x",
                "--db", db);
        assertThat(refused.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(refused.err()).contains("both played in PL-AUT: one person cannot have", "two different 姓名");
        CommandRun merge = run("players", "merge", "#" + newcomer, "--into", "CN-900101", "--by", "王老师", "--reason",
                "the same person, entered without his 会员号 in the autumn", "--db", db);
        assertThat(merge.exit()).as(merge.err()).isZero();
        assertThat(merge.out()).contains("merge 1:", "ratings recomputed");
        assertThat(number(db, "select count(*) from player_rating")).isEqualTo(4);
        CommandRun list = run("ratings", "--format", "json", "--db", db);
        assertThat(list.out().lines().filter(l -> l.contains("马明")).count()).isEqualTo(1);
        String gor = "select r.gor from player_rating r join player p on p.id = r.player_id where p.federation_id = ";
        for (String who : List.of("'CN-900101'", "'CN-900102'", "'CN-900103'", "'CN-900104'")) {
            assertThat(number(db, gor + who)).as(who).isCloseTo(number(single, gor + who), within(1e-9));
        }
        assertThat(number(db, "select games from player_rating r join player p on p.id = r.player_id "
                + "where p.federation_id = 'CN-900101'")).isEqualTo(6);
        assertThat(run("players", "duplicates", "--db", db).out()).contains("No likely duplicates.");
    }

    @Test
    @Order(4)
    void showListsBothTournamentsAndTheMerge() throws Exception {
        CommandRun show = run("players", "show", "CN-900101", "--db", db);
        assertThat(show.exit()).isZero();
        assertThat(show.out()).contains("PL-AUT", "PL-SPR", "merge 1: #" + newcomer() + " merged into #", "王老师",
                "GoR");
        CommandRun json = run("players", "show", "CN-900101", "--format", "json", "--db", db);
        assertThat(json.out()).contains("\"ratedGames\":6", "\"merge\":1", "\"code\":\"PL-AUT\"");
        CommandRun page = run("report", "player", "--player", "CN-900101", "--type", "html", "--out",
                temp.resolve("site").toString(), "--db", db);
        assertThat(page.exit()).as(page.err()).isZero();
        String html = Files.readString(Path.of(page.out().strip().lines().filter(l -> l.endsWith(".html")).findFirst()
                .orElseThrow()));
        assertThat(html).contains("PL-AUT", "PL-SPR", "Merge 1 on", "王老师");
        CommandRun old = run("players", "show", "#" + newcomer(), "--db", db);
        assertThat(old.out()).contains("merged into #");
        CommandRun edit = run("players", "edit", "#" + newcomer(), "--club", "x", "--by", "a", "--reason", "b", "--db", db);
        assertThat(edit.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(edit.err()).contains("was merged into 马明 (CN-900101");
    }

    @Test
    @Order(5)
    void unmergeRestoresBothExactly() throws Exception {
        CommandRun un = run("players", "unmerge", "1", "--by", "王老师", "--reason", "two people after all", "--db", db);
        assertThat(un.exit()).as(un.err()).isZero();
        assertThat(ratingRows(db)).isEqualTo(beforeMerge);
        assertThat(rows(db, "select federation_id, name, birth_date, gender, club, grade, confirmed, merged_into "
                + "from player where id = " + newcomer())).hasSize(1);
        assertThat(run("players", "unmerge", "1", "--by", "a", "--reason", "b", "--db", db).err())
                .contains("undone already");
        assertThat(run("players", "show", "CN-900101", "--db", db).out()).contains("undone on");
    }

    @Test
    @Order(6)
    void confirmAndEditAreKeptWithWhoAndWhy() throws Exception {
        long newcomer = newcomer();
        CommandRun taken = run("players", "confirm", "#" + newcomer, "--federation-id", "CN-900101", "--by", "王老师", "--db", db);
        assertThat(taken.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(taken.err()).contains("会员号 CN-900101 is 马明 (CN-900101", "players merge");
        CommandRun ok = run("players", "confirm", "#" + newcomer, "--federation-id", "CN-900199", "--by", "王老师", "--db", db);
        assertThat(ok.exit()).as(ok.err()).isZero();
        CommandRun edit = run("players", "edit", "CN-900199", "--birth-date", "1990年3月2日", "--sex", "M", "--by", "王老师",
                "--reason", "from his ID card", "--db", db);
        assertThat(edit.exit()).as(edit.err()).isZero();
        assertThat(edit.out()).contains("出生日期 (none) → 1990-03-02", "性别 (none) → 男");
        assertThat(run("players", "show", "CN-900199", "--db", db).out()).contains("birth-date: (none) → 1990-03-02 by "
                + "王老师 — from his ID card");
        // The correction is an Envers revision of the player, with who and why.
        assertThat(number(db, "select count(*) from player_aud a join registry_revision r on r.id = a.rev "
                + "where r.revised_by = '王老师' and r.reason = 'from his ID card' and a.birth_date = DATE '1990-03-02'"))
                .isEqualTo(1);
        CommandRun bad = run("players", "edit", "CN-900199", "--birth-date", "1990-02-30", "--by", "a", "--reason", "b",
                "--db", db);
        assertThat(bad.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run("players", "show", "nobody", "--db", db).err()).contains("names no player");
    }

    @Test
    @Order(7)
    void aMemberListWithABadDateIsRejectedNamingTheCellAndNothingIsStored() throws Exception {
        Path list = temp.resolve("members.csv");
        Files.writeString(list, "会员号,姓名,性别,出生日期,单位,段位\nCN-900101,马明,男,1990-03-02,杭州棋院,2d\n"
                + "CN-900102,李娜,女,1991-02-30,宁波,3d\n", StandardCharsets.UTF_8);
        double players = number(db, "select count(*) from player");
        CommandRun r = run("players", "import-members", list.toString(), "--db", db);
        assertThat(r.exit()).isEqualTo(ExitCode.NEEDS_A_PERSON);
        assertThat(r.out()).contains("REJECTED", "row 3, column D 出生日期: '1991-02-30'", "import-errors");
        assertThat(number(db, "select count(*) from member")).isZero();
        assertThat(number(db, "select count(*) from member_list")).isZero();
        assertThat(number(db, "select count(*) from player")).isEqualTo(players);
        assertThat(Files.list(temp.resolve("reports/import-errors")).map(p -> p.getFileName().toString()))
                .contains("members-members.csv.xlsx", "members-members.csv.csv");
    }

    @Test
    @Order(8)
    void afterTheMemberListAWorkbooksIdIsChecked() throws Exception {
        Path list = temp.resolve("members2.csv");
        Files.writeString(list, "Federation ID,Name,Sex,Birth date,Club,Rank\nCN-900101,马明,M,1990-03-02,杭州棋院,2d\n"
                + "CN-900102,李娜,F,1991-02-03,宁波,3d\nCN-900103,张伟,M,,宁波,1d\nCN-900104,王芳,F,,温州,1k\n"
                + "CN-900200,陈静,F,2000-01-01,杭州,5k\n", StandardCharsets.UTF_8);
        CommandRun r = run("players", "import-members", list.toString(), "--db", db);
        assertThat(r.exit()).as(r.out() + r.err()).isZero();
        assertThat(r.out()).contains("IMPORTED, 5 members: 1 new to the registry");
        assertThat(run("players", "import-members", list.toString(), "--db", db).out()).contains("UNCHANGED");
        assertThat(run("players", "show", "CN-900102", "--db", db).out()).contains("1991-02-03");
        Path wrongName = workbook("wrong.xlsx", "PL-W", "2026-11-20", new String[][] {
            {"编号", "姓名", "会员号"}, {"1", "赵六", "CN-900101"}, {"2", "李娜", "CN-900999"}},
            new String[][] {{"轮次", "黑方", "白方", "结果"}, {"1", "1", "2", "B+R"}});
        CommandRun imp = run("import", wrongName.toString(), "--db", db);
        assertThat(imp.out() + imp.err()).contains("REJECTED");
        String report = Files.readString(Files.list(temp.resolve("reports/import-errors"))
                .filter(p -> p.getFileName().toString().startsWith("PL-W") && p.toString().endsWith(".csv"))
                .findFirst().orElseThrow());
        assertThat(report).contains("会员号 CN-900101 is the member 马明 on the member list, but this row says 赵六",
                "会员号 CN-900999 is not on the federation's member list");
    }

    @Test
    @Order(9)
    void aNewcomerWithAMembersNameBirthDateAndClubIsLinkedWithANoteNeverOnTheNameAlone() throws Exception {
        Path book = workbook("linked.xlsx", "PL-L", "2026-11-25", new String[][] {
            {"编号", "姓名", "会员号", "出生日期", "单位"}, {"1", "陈静", "", "2000-01-01", "杭州"},
            {"2", "李娜", "CN-900102", "", ""}, {"3", "马明", "", "", "杭州棋院"}},
            new String[][] {{"轮次", "黑方", "白方", "结果"}, {"1", "1", "2", "B+R"}, {"2", "3", "1", "W+R"}});
        CommandRun imp = run("import", book.toString(), "--db", db, "--quiet");
        assertThat(imp.exit()).as(imp.out() + imp.err()).isZero();
        assertThat(number(db, "select count(*) from participation pa join tournament t on t.id = pa.tournament_id "
                + "join player p on p.id = pa.player_id where t.code = 'PL-L' and p.federation_id = 'CN-900200'"))
                .isEqualTo(1);
        // 马明 without a 会员号 or birth date: a newcomer, never merged on the name
        assertThat(number(db, "select count(*) from participation pa join tournament t on t.id = pa.tournament_id "
                + "join player p on p.id = pa.player_id where t.code = 'PL-L' and p.federation_id is null")).isEqualTo(1);
        String report = Files.readString(Files.list(temp.resolve("reports/import-errors"))
                .filter(p -> p.getFileName().toString().startsWith("PL-L") && p.toString().endsWith(".csv"))
                .findFirst().orElseThrow());
        assertThat(report).contains("no 会员号: linked to 陈静 (CN-900200, 杭州, born 2000) by name and birth date "
                + "and club");
    }
}
