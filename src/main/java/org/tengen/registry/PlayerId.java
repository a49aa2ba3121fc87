package org.tengen.registry;

/**
 * A player's registry id, the number the registry gave them; written {@code #42} where it could be
 * taken for a federation id (会员号), which may be all digits too.
 */
public record PlayerId(long value) {

    public static PlayerId parse(String text) {
        String s = text.strip();
        if (!s.startsWith("#") || s.length() < 2) {
            throw new IllegalArgumentException("'" + text + "' is not a registry id (expected e.g. #42)");
        }
        try {
            return new PlayerId(Long.parseLong(s.substring(1)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a registry id (expected e.g. #42)");
        }
    }

    @Override
    public String toString() {
        return "#" + value;
    }
}
