package org.tengen.players;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.tengen.rank.Rank;
import org.tengen.sheet.Fold;
import org.tengen.sheet.Problem;
import org.tengen.sheet.RawSheet;
import org.tengen.sheet.SheetValues;

/**
 * Reads the federation's member list from its sheets (a workbook's first sheet with a header row,
 * or a CSV file read as one sheet): headers in Chinese or English as in the result sheet's 选手
 * sheet, cells folded and read the same way (dates, grades). Every bad cell is a {@link Problem}
 * naming the file, sheet, row and column; a list with any error is refused whole.
 */
public final class MemberList {

    /** A 会员号: all digits, or letters, a dash and digits/letters ({@code CN-001207}, {@code EGF-12345678}). */
    public static final Pattern FEDERATION_ID = Pattern.compile("[0-9]{1,30}|[A-Z]{1,10}-[0-9A-Z]{1,30}");
    private static final int HEADER_SEARCH_ROWS = 10;

    enum Column {
        FEDERATION_ID("会员号", "federation id", "会员编号", "id", "fid", "federationid", "member id", "memberid"),
        NAME("姓名", "name", "选手", "player"),
        SEX("性别", "gender", "sex"),
        BIRTH_DATE("出生日期", "birth date", "birthdate", "出生", "生日", "date of birth", "dob"),
        CLUB("单位", "club", "俱乐部"),
        GRADE("段位", "rank", "grade", "等级", "级位");

        final String chinese;
        final String[] names;

        Column(String chinese, String... names) {
            this.chinese = chinese;
            this.names = names;
        }

        boolean matches(String key) {
            if (Fold.key(chinese).equals(key)) {
                return true;
            }
            for (String n : names) {
                if (Fold.key(n).equals(key)) {
                    return true;
                }
            }
            return false;
        }
    }

    public record Result(List<Member> members, List<Problem> problems) {
        public boolean rejected() {
            return problems.stream().anyMatch(Problem::error);
        }
    }

    private MemberList() {
    }

    public static Result read(String file, List<RawSheet> sheets) {
        List<Problem> problems = new ArrayList<>();
        for (RawSheet sheet : sheets) {
            for (RawSheet.Row row : sheet.rows()) {
                if (row.number() > HEADER_SEARCH_ROWS) {
                    break;
                }
                Map<Column, Integer> found = new LinkedHashMap<>();
                for (int c = 0; c < row.cells().size(); c++) {
                    String k = Fold.key(row.cell(c));
                    for (Column col : Column.values()) {
                        if (!k.isEmpty() && !found.containsKey(col) && col.matches(k)) {
                            found.put(col, c);
                            break;
                        }
                    }
                }
                if (found.containsKey(Column.FEDERATION_ID) && found.containsKey(Column.NAME)) {
                    return rows(file, sheet, row.number(), found);
                }
            }
        }
        problems.add(new Problem(Problem.Severity.ERROR, file, null, 0, null, null, "no sheet has a header row with "
                + "会员号 / Federation ID and 姓名 / Name in its first " + HEADER_SEARCH_ROWS + " rows (the member list "
                + "has the columns 会员号, 姓名, 性别, 出生日期, 单位, 段位)"));
        return new Result(List.of(), problems);
    }

    private static Result rows(String file, RawSheet sheet, int headerRow, Map<Column, Integer> columns) {
        List<Member> members = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        for (RawSheet.Row row : sheet.rows()) {
            if (row.number() <= headerRow || row.blank()) {
                continue;
            }
            Cells c = new Cells(file, sheet.name(), row, columns, problems);
            String fid = c.text(Column.FEDERATION_ID).toUpperCase(Locale.ROOT).replace(" ", "");
            if (fid.isEmpty()) {
                c.fail(Column.FEDERATION_ID, "every member has a 会员号 (federation id)");
            } else if (!FEDERATION_ID.matcher(fid).matches()) {
                c.fail(Column.FEDERATION_ID, "expected a 会员号: all digits, or letters, a dash and digits "
                        + "(CN-001207, EGF-12345678)");
            } else if (seen.containsKey(fid)) {
                c.fail(Column.FEDERATION_ID, "会员号 " + fid + " is listed twice (also row " + seen.get(fid) + ")");
            } else {
                seen.put(fid, row.number());
            }
            String name = c.text(Column.NAME);
            if (name.isEmpty()) {
                c.fail(Column.NAME, "the member's name (姓名 / Name) is required");
            } else if (name.length() > 100) {
                c.fail(Column.NAME, "a name has at most 100 characters");
            }
            String sex = c.read(Column.SEX, MemberList::sex, null);
            LocalDate birth = c.read(Column.BIRTH_DATE, MemberList::birthDate, null);
            String club = c.text(Column.CLUB);
            if (club.length() > 200) {
                c.fail(Column.CLUB, "a club's name has at most 200 characters");
            }
            Rank grade = c.read(Column.GRADE, Rank::parse, null);
            if (!c.bad) {
                members.add(new Member(fid, name, sex, birth, club.isEmpty() ? null : club, grade, row.number()));
            }
        }
        if (members.isEmpty() && problems.isEmpty()) {
            problems.add(new Problem(Problem.Severity.ERROR, file, sheet.name(), 0, null, null,
                    "the member list has a header row but no members under it"));
        }
        return new Result(List.copyOf(members), List.copyOf(problems));
    }

    /** 男/女, M/F, male/female. */
    static String sex(String text) {
        return switch (Fold.key(text)) {
            case "男", "m", "male", "男性" -> "男";
            case "女", "f", "w", "female", "女性" -> "女";
            default -> throw new IllegalArgumentException("expected 男 or 女 (M or F)");
        };
    }

    static LocalDate birthDate(String text) {
        LocalDate d = SheetValues.date(text);
        if (d.getYear() < 1900 || d.getYear() > 2100) {
            throw new IllegalArgumentException("a birth date between 1900 and 2100, not " + d);
        }
        return d;
    }

    private static final class Cells {
        final String file;
        final String sheet;
        final RawSheet.Row row;
        final Map<Column, Integer> columns;
        final List<Problem> problems;
        boolean bad;

        Cells(String file, String sheet, RawSheet.Row row, Map<Column, Integer> columns, List<Problem> problems) {
            this.file = file;
            this.sheet = sheet;
            this.row = row;
            this.columns = columns;
            this.problems = problems;
        }

        String raw(Column c) {
            return columns.containsKey(c) ? row.cell(columns.get(c)) : "";
        }

        String text(Column c) {
            return Fold.value(raw(c));
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
            String label = columns.containsKey(c) ? RawSheet.columnLetter(columns.get(c)) + " " + c.chinese : c.chinese;
            problems.add(new Problem(Problem.Severity.ERROR, file, sheet, row.number(), label, raw(c), reason));
            bad = true;
        }
    }
}
