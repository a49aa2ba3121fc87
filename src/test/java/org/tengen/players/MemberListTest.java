package org.tengen.players;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tengen.rank.Rank;
import org.tengen.sheet.Problem;
import org.tengen.sheet.RawSheet;

class MemberListTest {

    static RawSheet sheet(String... rows) {
        List<RawSheet.Row> out = new java.util.ArrayList<>();
        for (int i = 0; i < rows.length; i++) {
            out.add(new RawSheet.Row(i + 1, Arrays.asList(rows[i].split("\\|", -1))));
        }
        return new RawSheet("会员", out);
    }

    @Test
    void chineseHeadersAndValuesAsTheResultSheetReadsThem() {
        MemberList.Result r = MemberList.read("members.xlsx", List.of(sheet("会员号|姓名|性别|出生日期|单位|段位",
                "cn-001207|马明|男|1990年3月2日|杭州棋院|业余3段", "33010007|张伟|F|2001-07-08||2k")));
        assertThat(r.problems()).isEmpty();
        assertThat(r.members()).containsExactly(
                new Member("CN-001207", "马明", "男", LocalDate.of(1990, 3, 2), "杭州棋院", Rank.dan(3), 2),
                new Member("33010007", "张伟", "女", LocalDate.of(2001, 7, 8), null, Rank.kyu(2), 3));
    }

    @Test
    void englishHeadersInAnotherOrder() {
        MemberList.Result r = MemberList.read("m.csv", List.of(sheet("Name|Federation ID|Birth date|Club|Rank|Sex",
                "Ma Ming|CN-1|02/03/1990|Hangzhou|3d|M")));
        assertThat(r.problems()).isEmpty();
        assertThat(r.members().get(0).birthDate()).isEqualTo(LocalDate.of(1990, 3, 2));
    }

    @Test
    void aBadDateIsNamedByItsCellAndRejectsTheList() {
        MemberList.Result r = MemberList.read("members.xlsx", List.of(sheet("会员号|姓名|性别|出生日期|单位|段位",
                "CN-1|马明|男|1990-02-30|杭州|3d", "CN-2|张伟|男|1991-01-01|杭州|3d")));
        assertThat(r.rejected()).isTrue();
        Problem p = r.problems().get(0);
        assertThat(p.toString()).startsWith("members.xlsx, sheet 会员, row 2, column D 出生日期: '1990-02-30'");
        assertThat(r.problems()).hasSize(1);
    }

    @Test
    void everyBadCellIsNamed() {
        MemberList.Result r = MemberList.read("m.xlsx", List.of(sheet("会员号|姓名|性别|出生日期|单位|段位",
                "CN 1?|马明|x|soon||30d", "CN-2||男|||", "CN-2|重复|男|||")));
        assertThat(r.problems()).extracting(Problem::column).containsExactly("A 会员号", "C 性别", "D 出生日期",
                "F 段位", "B 姓名", "A 会员号");
        assertThat(r.problems().get(5).reason()).contains("listed twice (also row 3)");
    }

    @Test
    void noHeaderRowIsSaid() {
        assertThat(MemberList.read("m.xlsx", List.of(sheet("a|b", "1|2"))).problems().get(0).reason())
                .contains("会员号 / Federation ID");
    }

    @Test
    void csvInUtf8WithABomOrInGb18030WithQuotes() throws Exception {
        String text = "会员号,姓名,单位\r\nCN-1,马明,\"杭州,棋院\"\r\n";
        byte[] bom = ("\ufeff" + text).getBytes(StandardCharsets.UTF_8);
        byte[] gb = text.getBytes(java.nio.charset.Charset.forName("GB18030"));
        for (byte[] b : List.of(bom, gb)) {
            MemberList.Result r = MemberList.read("m.csv", List.of(Csv.read("m.csv", b, 100, 10)));
            assertThat(r.members()).extracting(Member::club).containsExactly("杭州,棋院");
        }
    }

    @Test
    void aCsvBeyondTheLimitsIsRefused() {
        byte[] many = "a\n".repeat(20).getBytes(StandardCharsets.UTF_8);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Csv.read("m.csv", many, 10, 10))
                .hasMessageContaining("more than 10 rows");
        byte[] wide = ",".repeat(20).getBytes(StandardCharsets.UTF_8);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Csv.read("m.csv", wide, 10, 10))
                .hasMessageContaining("more than 10 columns");
    }
}
