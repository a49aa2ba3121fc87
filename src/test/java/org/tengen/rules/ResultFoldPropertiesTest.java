package org.tengen.rules;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tengen.sheet.Fold;

/**
 * Folding skips the normaliser for text that is already folded (plain ASCII, simplified
 * ideographs): it must give what the normaliser gives. A leading space always takes the full path
 * (the fold drops it), so text with and without one must fold alike.
 */
class ResultFoldPropertiesTest {

    @Provide
    Arbitrary<String> cells() {
        Arbitrary<Character> chars = Arbitraries.oneOf(
                Arbitraries.chars().range(' ', '~'),
                Arbitraries.of('黑', '白', '胜', '负', '中', '盘', '子', '目', '半', '又', '和', '勝', '負', '盤', '無'),
                Arbitraries.of('\u3000', '\u00a0', '\t', '１', 'Ｗ', '＋', '¾', '\u2044', '（', '）'));
        return chars.list().ofMaxSize(12).map(l -> {
            StringBuilder b = new StringBuilder();
            l.forEach(b::append);
            return b.toString();
        });
    }

    @Property
    void aResultFoldsAsTheNormaliserFoldsIt(@ForAll("cells") String text) {
        assertThat(GameResult.fold(text)).isEqualTo(GameResult.fold(" " + text));
    }

    @Property
    void aCellFoldsAsTheNormaliserFoldsIt(@ForAll("cells") String text) {
        assertThat(Fold.value(text)).isEqualTo(Fold.value(" " + text));
    }

    @Property
    void aFoldedResultIsFoldedAgainUnchanged(@ForAll("cells") String text) {
        String folded = GameResult.fold(text);
        assertThat(GameResult.fold(folded)).isEqualTo(folded);
    }
}
