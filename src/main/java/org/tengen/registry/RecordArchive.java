package org.tengen.registry;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/**
 * The records behind the games, kept by the SHA-256 of their bytes, so an audit can replay a game
 * long after its files are gone. Written once by the publisher; never changed.
 */
@Repository
public class RecordArchive {

    private final JdbcTemplate jdbc;

    public RecordArchive(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The bytes of the record with this hash, if it is kept. */
    public Optional<byte[]> bytes(String sha256) {
        if (sha256 == null) {
            return Optional.empty();
        }
        List<String> b = jdbc.queryForList("select bytes from game_record where sha256 = ?", String.class, sha256);
        return b.isEmpty() ? Optional.empty() : Optional.of(Base64.getDecoder().decode(b.get(0)));
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
