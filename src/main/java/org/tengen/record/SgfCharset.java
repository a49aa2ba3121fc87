package org.tengen.record;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Finds the character set of an SGF file and decodes it. This must happen before parsing: in GBK
 * the second byte of a Chinese character may be {@code ]} or {@code \}, which would otherwise end
 * or escape a value.
 *
 * <p>Order: a byte-order mark; else strict UTF-8 if the bytes are valid UTF-8; else the declared
 * {@code CA[…]} (GB2312 and GBK are read as their superset GB18030) if they decode cleanly with
 * it; else GB18030; else Latin-1, which always decodes. Whenever the declared charset was missing or wrong, the reading
 * carries a note that says what was used.
 */
public final class SgfCharset {

    public static final Charset GB18030 = Charset.forName("GB18030");

    /** Decoded text, the charset used, and a note when the file's own declaration was not followed. */
    public record Decoded(String text, Charset charset, String note) {
    }

    private SgfCharset() {
    }

    public static Decoded decode(byte[] bytes) {
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            return new Decoded(new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8), StandardCharsets.UTF_8, null);
        }
        if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xFE) {
            return new Decoded(new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16LE), StandardCharsets.UTF_16LE, null);
        }
        if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFE && (bytes[1] & 0xFF) == 0xFF) {
            return new Decoded(new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16BE), StandardCharsets.UTF_16BE, null);
        }
        String declaredName = declared(bytes);
        Charset declared = declaredName == null ? null : charsetFor(declaredName);
        // Valid UTF-8 first: GB18030 decodes almost any bytes without complaint, while GBK text is
        // practically never valid UTF-8, so a clean UTF-8 decode is the stronger evidence.
        String utf8 = strict(bytes, StandardCharsets.UTF_8);
        if (utf8 != null) {
            boolean declaredOther = declared != null && !declared.equals(StandardCharsets.UTF_8) && !isAscii(bytes);
            return new Decoded(utf8, StandardCharsets.UTF_8, declaredOther
                    ? "declared CA[" + declaredName + "] but the file is UTF-8; read as UTF-8" : null);
        }
        if (declared != null) {
            String text = strict(bytes, declared);
            if (text != null) {
                return new Decoded(text, declared, null);
            }
        }
        String gb = strict(bytes, GB18030);
        if (gb != null) {
            return new Decoded(gb, GB18030, declaredName == null ? "no CA[] declared; read as GB18030 (GBK/GB2312)"
                    : "declared CA[" + declaredName + "] but the bytes are GBK/GB18030; read as GB18030");
        }
        return new Decoded(new String(bytes, StandardCharsets.ISO_8859_1), StandardCharsets.ISO_8859_1,
                "the text is neither UTF-8 nor GB18030" + (declaredName == null ? "" : " nor " + declaredName)
                        + "; names may be garbled (read as Latin-1)");
    }

    private static Charset charsetFor(String name) {
        String n = name.trim().toUpperCase(Locale.ROOT).replace("_", "-");
        if (n.equals("GB2312") || n.equals("GBK") || n.equals("CP936") || n.equals("EUC-CN") || n.equals("GB18030")
                || n.equals("GB-2312")) {
            return GB18030;
        }
        try {
            return Charset.forName(n);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The value of the first {@code CA[...]} in the raw bytes (ASCII), or null. */
    static String declared(byte[] b) {
        for (int i = 0; i + 3 < b.length; i++) {
            if (b[i] == 'C' && b[i + 1] == 'A' && b[i + 2] == '[' && (i == 0 || !isUpper(b[i - 1]))) {
                int end = i + 3;
                while (end < b.length && b[end] != ']' && end - i < 40) {
                    end++;
                }
                if (end < b.length && b[end] == ']') {
                    return new String(b, i + 3, end - i - 3, StandardCharsets.ISO_8859_1).trim();
                }
                return null;
            }
        }
        return null;
    }

    private static boolean isUpper(byte c) {
        return c >= 'A' && c <= 'Z';
    }

    private static boolean isAscii(byte[] bytes) {
        for (byte x : bytes) {
            if (x < 0) {
                return false;
            }
        }
        return true;
    }

    private static String strict(byte[] bytes, Charset charset) {
        // Pure ASCII decodes the same under every charset Tengen meets; skip the decoder.
        if (isAscii(bytes) && !charset.name().startsWith("UTF-16")) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
        try {
            CharBuffer cb = charset.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes));
            return cb.toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
