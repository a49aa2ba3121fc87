package org.tengen.sheet;

import java.text.Normalizer;
import java.util.Locale;

/**
 * How the result sheet's text is folded before it is read (result-sheet.md): full-width letters,
 * digits and punctuation (全角) become half-width, the ideographic space a space, surrounding
 * spaces go, and for names of sheets, columns and keys case and inner spaces do not matter.
 */
public final class Fold {

    private Fold() {
    }

    /** A cell's value: full-width → half-width (NFKC), inner runs of spaces → one, trimmed. */
    public static String value(String text) {
        if (text == null) {
            return "";
        }
        String s = Normalizer.normalize(text, Normalizer.Form.NFKC);
        StringBuilder out = new StringBuilder(s.length());
        boolean space = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\u200b' || c == '\ufeff') {
                space = true;
                continue;
            }
            if (space && !out.isEmpty()) {
                out.append(' ');
            }
            space = false;
            out.append(c);
        }
        return out.toString();
    }

    /** A name to match (sheet, column, key): folded, case-folded, without spaces and trailing colons. */
    public static String key(String text) {
        String s = value(text).toLowerCase(Locale.ROOT).replace(" ", "").replace("_", "");
        while (s.endsWith(":")) {
            s = s.substring(0, s.length() - 1);
        }
        return s;
    }
}
