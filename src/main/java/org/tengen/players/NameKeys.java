package org.tengen.players;

import com.ibm.icu.text.Transliterator;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sourceforge.pinyin4j.PinyinHelper;
import net.sourceforge.pinyin4j.format.HanyuPinyinCaseType;
import net.sourceforge.pinyin4j.format.HanyuPinyinOutputFormat;
import net.sourceforge.pinyin4j.format.HanyuPinyinToneType;
import net.sourceforge.pinyin4j.format.HanyuPinyinVCharType;
import net.sourceforge.pinyin4j.format.exception.BadHanyuPinyinOutputFormatCombination;
import org.tengen.sheet.Fold;

/**
 * How a player's name is compared: folded as the result sheet folds text, traditional characters
 * read as simplified (ICU's {@code Traditional-Simplified}), and every character's pinyin without
 * tones — ICU's {@code Han-Latin} reading first, then every other reading pinyin4j knows, so a
 * polyphonic surname is found by the reading it has as a surname (曾 zēng, 单 shàn, 解 xiè).
 */
public final class NameKeys {

    private static final Transliterator TO_SIMPLIFIED = Transliterator.getInstance("Traditional-Simplified");
    private static final Transliterator TO_PINYIN = Transliterator.getInstance("Han-Latin; Latin-ASCII; Lower");
    private static final HanyuPinyinOutputFormat PINYIN4J = new HanyuPinyinOutputFormat();

    static {
        PINYIN4J.setToneType(HanyuPinyinToneType.WITHOUT_TONE);
        PINYIN4J.setVCharType(HanyuPinyinVCharType.WITH_V);
        PINYIN4J.setCaseType(HanyuPinyinCaseType.LOWERCASE);
    }

    private NameKeys() {
    }

    /** The name folded (全角 → 半角, spaces), lower case, in simplified characters, without spaces. */
    public static String folded(String name) {
        String s = Fold.value(name).toLowerCase(Locale.ROOT);
        synchronized (TO_SIMPLIFIED) {
            s = TO_SIMPLIFIED.transliterate(s);
        }
        return s.replace(" ", "").replace("·", "").replace("•", "");
    }

    public static boolean isHan(int codePoint) {
        return Character.UnicodeScript.of(codePoint) == Character.UnicodeScript.HAN;
    }

    /** Whether the text holds a Chinese character. */
    public static boolean hasHan(String text) {
        return text.codePoints().anyMatch(NameKeys::isHan);
    }

    /**
     * The readings of each character of a folded name, toneless ASCII ({@code ü} as {@code v}); a
     * character that is not Han is its own single reading (a Latin name is its letters).
     */
    public static List<Set<String>> readings(String name) {
        String f = folded(name);
        List<Set<String>> out = new ArrayList<>();
        int i = 0;
        while (i < f.length()) {
            int cp = f.codePointAt(i);
            String ch = new String(Character.toChars(cp));
            i += Character.charCount(cp);
            Set<String> r = new LinkedHashSet<>();
            if (isHan(cp)) {
                String icu;
                synchronized (TO_PINYIN) {
                    icu = TO_PINYIN.transliterate(ch).strip();
                }
                if (!icu.isEmpty() && icu.chars().allMatch(c -> c >= 'a' && c <= 'z')) {
                    r.add(icu);
                }
                try {
                    String[] all = PinyinHelper.toHanyuPinyinStringArray((char) cp, PINYIN4J);
                    if (all != null) {
                        for (String a : all) {
                            r.add(a.replace("u:", "v"));
                        }
                    }
                } catch (BadHanyuPinyinOutputFormatCombination | RuntimeException e) {
                    // the ICU reading alone
                }
                if (r.isEmpty()) {
                    r.add(ch);
                }
            } else if (Character.isLetterOrDigit(cp)) {
                r.add(latin(ch));
            } else {
                continue;
            }
            out.add(r);
        }
        return out;
    }

    /** The first (ICU's) pinyin of a name, syllables separated by spaces: {@code 马明} → {@code ma ming}. */
    public static String pinyin(String name) {
        List<String> parts = new ArrayList<>();
        for (Set<String> r : readings(name)) {
            parts.add(r.iterator().next());
        }
        return String.join(" ", parts);
    }

    /**
     * Latin text as a query compares: tone marks and tone numbers dropped ({@code mǎ míng},
     * {@code ma3 ming2} → {@code ma ming}), {@code ü}/{@code u:} as {@code v}, lower case, folded.
     */
    public static String latin(String text) {
        String s = Fold.value(text).toLowerCase(Locale.ROOT).replace("ü", "v").replace("u:", "v");
        s = Normalizer.normalize(s, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        s = s.replaceAll("(?<=[a-z])[1-5]", "");
        return s.replaceAll("[^a-z0-9 ]+", " ").replaceAll(" +", " ").strip();
    }
}
