package org.tengen.registry;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * How every command names a player: a federation id (会员号 — all digits, {@code CN-…},
 * {@code EGF-…}, letters, a dash and digits) or a registry id written {@code #42}. A text that is
 * neither is an error that says so.
 */
public record PlayerReference(String federationId, Long registryId) {

    private static final Pattern FEDERATION_ID = Pattern.compile("[0-9]{1,30}|[A-Z]{1,10}-[0-9A-Z]{1,30}");

    public static PlayerReference parse(String text) {
        String s = text == null ? "" : text.strip();
        if (s.startsWith("#")) {
            try {
                long id = Long.parseLong(s.substring(1));
                if (id > 0) {
                    return new PlayerReference(null, id);
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new IllegalArgumentException("'" + text + "' is not a registry id (expected # and a number, e.g. #42)");
        }
        String fid = s.toUpperCase(Locale.ROOT);
        if (FEDERATION_ID.matcher(fid).matches()) {
            return new PlayerReference(fid, null);
        }
        throw new IllegalArgumentException("'" + text + "' names no player: expected a federation id (会员号: all digits, "
                + "CN-…, EGF-…) or a registry id such as #42");
    }

    @Override
    public String toString() {
        return registryId != null ? "#" + registryId : federationId;
    }
}
