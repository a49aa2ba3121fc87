package org.tengen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class ProgressLineTest {

    @Test
    void onATerminalEachLineReplacesTheOneBeforeAndIsWipedAtTheEnd() {
        StringWriter s = new StringWriter();
        ProgressLine p = new ProgressLine(new PrintWriter(s), true);
        p.show("import 1/12 workbooks — a.xlsx: read");
        p.show("import 1/12 workbooks — a.xlsx: read");      // the same line again: nothing new
        p.show("import 2/12 workbooks");
        p.clear();
        String longer = "import 1/12 workbooks — a.xlsx: read";
        String shorter = "import 2/12 workbooks";
        assertEquals("\r" + longer
                + "\r" + shorter + " ".repeat(ProgressLine.columns(longer) - shorter.length())
                + "\r" + " ".repeat(shorter.length()) + "\r", s.toString());
    }

    @Test
    void offATerminalNothingAtAll() {
        StringWriter s = new StringWriter();
        ProgressLine p = new ProgressLine(new PrintWriter(s), false);
        p.show("import 1/12 workbooks — a.xlsx: read");
        p.clear();
        assertEquals("", s.toString());
        assertFalse(p.on());
    }

    @Test
    void chineseCharactersTakeTwoColumnsAndALongLineIsCutBeforeItWraps() {
        assertEquals(2 * 7 + 5, ProgressLine.columns("杭州秋季赛成绩表".substring(0, 7) + ".xlsx"));
        String name = "杭州秋季赛成绩表".repeat(10) + ".xlsx";
        String shown = ProgressLine.fit("import 3/12 workbooks — " + name + ": verify-games");
        assertTrue(ProgressLine.columns(shown) <= ProgressLine.MAX_COLUMNS, shown);
        assertTrue(shown.endsWith("…"), shown);
        assertEquals("short", ProgressLine.fit("short"));
    }

    @Test
    void aTestRunHasNoTerminal() {
        // surefire pipes the JVM's output: progress must stay off, as on any pipe
        assertFalse(ProgressLine.to(new PrintWriter(new StringWriter()), false).on());
        assertFalse(ProgressLine.to(new PrintWriter(new StringWriter()), true).on());
    }
}
