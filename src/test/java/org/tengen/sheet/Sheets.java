package org.tengen.sheet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Writes result workbooks for tests as text: a sheet is rows of cells separated by {@code |}. */
final class Sheets {

    private Sheets() {
    }

    /** Rows numbered from 1; an empty string is an empty row. */
    static RawSheet sheet(String name, String... rows) {
        List<RawSheet.Row> out = new ArrayList<>();
        for (int i = 0; i < rows.length; i++) {
            if (rows[i].isEmpty()) {
                continue;
            }
            out.add(new RawSheet.Row(i + 1, Arrays.asList(rows[i].split("\\|", -1))));
        }
        return new RawSheet(name, out);
    }

    static RawSheet tournament(String... extra) {
        List<String> rows = new ArrayList<>(List.of("赛事名称|测试杯", "赛事编号|T-1", "开始日期|2026-11-28"));
        rows.addAll(List.of(extra));
        return sheet("赛事", rows.toArray(String[]::new));
    }

    static RawSheet players() {
        return sheet("选手", "编号|姓名|会员号|段位", "1|张三|CN-1|3段", "2|李四|CN-2|2段", "3|王五||1级", "4|赵六|CN-4|5d");
    }

    static ResultSheet read(RawSheet... sheets) {
        return ResultSheetChecks.check(ResultSheetParser.parse("t.xlsx", List.of(sheets)));
    }

    static List<Problem> errors(ResultSheet s) {
        return s.problems().stream().filter(Problem::error).toList();
    }
}
