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
        if (alreadyFolded(text)) {
            return text;                        // nothing to fold: the common case, read cheaply
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

    /**
     * Printable ASCII and CJK ideographs (U+4E00–U+9FFF) with single inner spaces and none at either
     * end: folding would return it unchanged (NFKC leaves both as they are), so most cells are read
     * without normalising.
     */
    private static boolean alreadyFolded(String text) {
        int n = text.length();
        if (n == 0) {
            return true;
        }
        if (text.charAt(0) == ' ' || text.charAt(n - 1) == ' ') {
            return false;
        }
        char previous = 'x';
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            boolean plain = c >= '\u0020' && c <= '\u007e' || c >= '\u4e00' && c <= '\u9fff';
            if (!plain || (c == ' ' && previous == ' ')) {
                return false;
            }
            previous = c;
        }
        return true;
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
