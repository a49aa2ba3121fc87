package org.tengen.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;
import org.tengen.rules.Point;
import org.tengen.rules.Score;

class RecordReaderTest {

    private static GameRecord one(String sgf) {
        List<RecordReading> r = RecordReader.read(sgf.getBytes(StandardCharsets.UTF_8));
        assertThat(r).hasSize(1);
        assertThat(r.get(0).problem()).isNull();
        return r.get(0).record();
    }

    @Test
    void readsTheMainLineAndIgnoresVariations() {
        GameRecord g = one("(;GM[1]FF[4]SZ[9]KM[7.5]RE[B+1.5];B[ee];W[cc](;B[gg];W[])(;B[cg]))");
        assertThat(g.size()).isEqualTo(9);
        assertThat(g.moves()).hasSize(4);
        assertThat(g.moves().get(2).point()).isEqualTo(new Point(6, 6));
        assertThat(g.moves().get(3).isPass()).isTrue();
        assertThat(g.result().notation()).isEqualTo("B+1.5");
    }

    @Test
    void passesAreEmptyOrTtUpTo19() {
        GameRecord g = one("(;SZ[19];B[tt];W[])");
        assertThat(g.moves()).allMatch(m -> m.isPass());
    }

    @Test
    void readsEveryGameOfACollection() {
        List<RecordReading> r = RecordReader.read("(;SZ[9];B[aa])(;SZ[13];B[bb])".getBytes(StandardCharsets.UTF_8));
        assertThat(r).hasSize(2);
        assertThat(r.get(1).record().size()).isEqualTo(13);
        assertThat(r.get(1).game()).isEqualTo(1);
    }

    @Test
    void escapesAndSoftLineBreaksInValues() throws Exception {
        List<SgfTree> trees = SgfParser.parse("(;C[a \\] b \\\\ c\\\nd]PB[x])");
        assertThat(trees.get(0).sequence().get(0).get("C")).isEqualTo("a ] b \\ cd");
    }

    @Test
    void compressedPointListsAndSetup() {
        GameRecord g = one("(;SZ[9]AB[aa:bb][ee]AW[ii]AE[bb];W[cc])");
        assertThat(g.blackSetup()).containsExactlyInAnyOrder(new Point(0, 0), new Point(1, 0), new Point(0, 1),
                new Point(4, 4));
        assertThat(g.whiteSetup()).containsExactly(new Point(8, 8));
    }

    @Test
    void gbkRecordsWhoseBytesHoldABracketAreDecodedBeforeParsing() {
        Charset gbk = Charset.forName("GBK");
        String name = firstCharacterWithSecondByte(gbk, (byte) ']') + "北";
        byte[] nameBytes = name.getBytes(gbk);
        assertThat(nameBytes[1]).isEqualTo((byte) ']');
        GameRecord g = oneBytes(concat("(;CA[GB2312]PB[".getBytes(gbk), nameBytes, "]PW[张三];B[pd])".getBytes(gbk)));
        assertThat(g.info().blackName()).isEqualTo(name);
        assertThat(g.info().whiteName()).isEqualTo("张三");
    }

    @Test
    void undeclaredGbkIsDetected() {
        GameRecord g = oneBytes("(;PB[李昌镐]PW[聂卫平];B[pd])".getBytes(Charset.forName("GB18030")));
        assertThat(g.info().blackName()).isEqualTo("李昌镐");
        assertThat(g.notes()).anyMatch(n -> n.contains("GB18030"));
    }

    @Test
    void declaredCharsetThatIsWrongFallsBackWithANote() {
        GameRecord g = oneBytes("(;CA[GB2312]PB[李昌镐];B[pd])".getBytes(StandardCharsets.UTF_8));
        assertThat(g.info().blackName()).isEqualTo("李昌镐");
        assertThat(g.notes()).anyMatch(n -> n.contains("UTF-8"));
    }

    @Test
    void komiInHundredthsOrInStonesIsNormalised() {
        assertThat(one("(;KM[750];B[aa])").komi()).isEqualTo(Score.parsePoints("7.5"));
        assertThat(one("(;KM[375];B[aa])").komi()).isEqualTo(Score.parsePoints("7.5"));
        assertThat(one("(;KM[3.75];B[aa])").komi()).isEqualTo(Score.parsePoints("7.5"));
        assertThat(one("(;KM[7.500000];B[aa])").komi()).isEqualTo(Score.parsePoints("7.5"));
        assertThat(one("(;KM[650];B[aa])").notes()).anyMatch(n -> n.contains("hundredths"));
        assertThat(one("(;KM[abc];B[aa])").komi()).isNull();
        GameRecord absurd = one("(;KM[1e30];B[aa])");
        assertThat(absurd.komi()).isNull();
        assertThat(absurd.notes()).anyMatch(n -> n.contains("KM[1e30]") && n.contains("taken from the rules"));
    }

    @Test
    void handicapStonesWrittenAsBlacksFirstMovesBecomeSetup() {
        GameRecord g = one("(;SZ[19]HA[0]KM[0];B[pd];B[dp];W[pp];B[dd])");
        assertThat(g.handicap()).isEqualTo(2);
        assertThat(g.blackSetup()).hasSize(2);
        assertThat(g.moves()).hasSize(2);
        assertThat(g.moves().get(0).colour()).isEqualTo(Colour.WHITE);
        assertThat(g.notes()).anyMatch(n -> n.contains("HA[0]"));
    }

    @Test
    void resultsAreNormalisedAndUnknownTextIsNoted() {
        assertThat(one("(;RE[W+Resign];B[aa])").result().notation()).isEqualTo("W+R");
        GameRecord odd = one("(;RE[has adjourned.];B[aa])");
        assertThat(odd.result()).isEqualTo(GameResult.UNKNOWN);
        assertThat(odd.notes()).anyMatch(n -> n.contains("adjourned"));
    }

    @Test
    void territoryMarkupInTheFinalMoveNodeIsRead() {
        GameRecord g = one("(;SZ[9];B[aa];W[bb];B[];W[]TB[bb][cc]TW[ii])");
        assertThat(g.markup()).isNotNull();
        assertThat(g.markup().blackTerritory()).contains(new Point(1, 1));
    }

    @Test
    void malformedRecordsBecomeUnreadableWithTheByteOffset() {
        List<RecordReading> r = RecordReader.read("(;SZ[19]PB[张三];B[pd".getBytes(StandardCharsets.UTF_8));
        assertThat(r.get(0).readable()).isFalse();
        assertThat(r.get(0).problem()).contains("']'");
        // The unclosed value opens at byte 20: "(;SZ[19]PB[张三];B" is 20 bytes in UTF-8 (张三 is 6).
        assertThat(r.get(0).byteOffset()).isEqualTo(20);

        RecordReading bad = RecordReader.read("(;SZ[9];B[zz])".getBytes(StandardCharsets.UTF_8)).get(0);
        assertThat(bad.readable()).isFalse();
        assertThat(bad.problem()).contains("9×9 board at move 1");
        RecordReading worse = RecordReader.read("(;SZ[9];B[d])".getBytes(StandardCharsets.UTF_8)).get(0);
        assertThat(worse.readable()).isFalse();
        assertThat(worse.problem()).contains("move 1");
        assertThat(RecordReader.read("hello".getBytes(StandardCharsets.UTF_8)).get(0).problem())
                .contains("not an SGF file");
        assertThat(RecordReader.read("(;SZ[40];B[aa])".getBytes(StandardCharsets.UTF_8)).get(0).problem())
                .contains("SZ[40]");
    }

    @Test
    void writingBackRoundTripsWhatWasRead() throws Exception {
        String sgf = "(;GM[1]FF[4]SZ[19]PB[张三]C[say \\] and \\\\]AB[aa][bb];W[cc](;B[dd];W[ee])(;B[ff]))";
        List<SgfTree> trees = SgfParser.parse(sgf);
        String written = SgfWriter.write(trees);
        List<SgfTree> again = SgfParser.parse(written);
        assertThat(SgfWriter.write(again)).isEqualTo(written);
        assertThat(again.get(0).variations()).hasSize(2);
        assertThat(again.get(0).sequence().get(0).get("C")).isEqualTo("say ] and \\");
    }

    private static GameRecord oneBytes(byte[] bytes) {
        List<RecordReading> r = RecordReader.read(bytes);
        assertThat(r.get(0).problem()).isNull();
        return r.get(0).record();
    }

    private static String firstCharacterWithSecondByte(Charset cs, byte second) {
        for (char c = '\u4e00'; c < '\u9fa5'; c++) {
            byte[] b = String.valueOf(c).getBytes(cs);
            if (b.length == 2 && b[1] == second) {
                return String.valueOf(c);
            }
        }
        throw new AssertionError("no such character");
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] out = new byte[n];
        int k = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, k, p.length);
            k += p.length;
        }
        return out;
    }
}
