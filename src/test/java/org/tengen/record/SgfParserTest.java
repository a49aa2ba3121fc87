package org.tengen.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The SGF grammar as real files write it: escapes, soft line breaks, FF[3] identifiers, lists of values. */
class SgfParserTest {

    private static SgfNode only(String sgf) throws SgfSyntaxException {
        return SgfParser.parse(sgf).get(0).sequence().get(0);
    }

    @Test
    void valuesAreUnescapedAndSoftLineBreaksRemoved() throws SgfSyntaxException {
        SgfNode n = only("(;C[a \\] b \\\\ c\\\nd]GN[plain]PB[黑方])");
        assertThat(n.get("C")).isEqualTo("a ] b \\ cd");
        assertThat(n.get("GN")).isEqualTo("plain");
        assertThat(n.get("PB")).isEqualTo("黑方");
    }

    @Test
    void lowerCaseLettersOfOldIdentifiersAreDroppedAndListsKeepEveryValue() throws SgfSyntaxException {
        SgfNode n = only("(;AddBlack[aa] [bb]\n[cc]AW[dd]B[ee]W[]lower[x])");
        assertThat(n.all("AB")).containsExactly("aa", "bb", "cc");
        assertThat(n.all("AW")).containsExactly("dd");
        assertThat(n.get("B")).isEqualTo("ee");
        assertThat(n.get("W")).isEmpty();
        assertThat(n.properties()).extracting(SgfProperty::id).containsExactly("AB", "AW", "B", "W");
        assertThat(n.all("XX")).isEqualTo(List.of());
    }

    @Test
    void anUnclosedValueIsReportedWhereItOpens() {
        assertThatThrownBy(() -> SgfParser.parse("(;GN[never closed"))
                .isInstanceOf(SgfSyntaxException.class).hasMessageContaining("']' to close the value of GN");
        assertThatThrownBy(() -> SgfParser.parse("(;GN[escaped at the end\\"))
                .isInstanceOf(SgfSyntaxException.class).hasMessageContaining("']' to close the value of GN");
    }
}
