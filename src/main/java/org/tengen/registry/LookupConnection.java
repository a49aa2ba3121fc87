package org.tengen.registry;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

/**
 * The registry opened for a command that only reads (a lookup) without Spring: a plain JDBC
 * connection to the database Spring would open — the URL of {@code --db}, else
 * {@code SPRING_DATASOURCE_URL} (or the system property), else {@code application.properties};
 * user and password likewise ({@code SPRING_DATASOURCE_USERNAME}, {@code SPRING_DATASOURCE_PASSWORD}).
 *
 * <p>Given only when that is all there is to do: the registry exists, and every migration the jar
 * ships is applied (the versions of its {@code V…__*.sql} files against Flyway's history, one
 * query). A new registry, a pending migration, a database other than H2 or PostgreSQL, or
 * configuration beyond the bundled file and those variables (an {@code application.properties}
 * in the working folder, {@code SPRING_CONFIG_LOCATION} …) gives nothing, and the command starts
 * Spring as every command does — which creates or migrates the registry.
 */
public final class LookupConnection {

    private static final String HISTORY = "flyway_schema_history";

    private LookupConnection() {
    }

    /** The registry, current, over plain JDBC; empty when the command must start Spring instead. */
    public static Optional<Connection> open(String db) {
        Properties bundled = bundled();
        if (bundled == null || configuredElsewhere()) {
            return Optional.empty();
        }
        String url = db != null ? db : setting("spring.datasource.url", bundled);
        String vendor = url == null ? null : url.startsWith("jdbc:h2:") ? "h2"
                : url.startsWith("jdbc:postgresql:") ? "postgresql" : null;
        if (vendor == null || vendor.equals("h2") && !h2Exists(url)) {
            return Optional.empty();
        }
        Set<String> shipped;
        try {
            shipped = MigrationVersions.shipped(LookupConnection.class.getClassLoader(), locations(bundled, vendor),
                    "V", "__", List.of(".sql"));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        Connection c = null;
        try {
            c = DriverManager.getConnection(url, setting("spring.datasource.username", bundled),
                    setting("spring.datasource.password", bundled));
            if (MigrationVersions.applied(c, "\"" + HISTORY + "\"", shipped)) {
                return Optional.of(c);
            }
            c.close();
        } catch (SQLException e) {
            try {
                if (c != null) {
                    c.close();
                }
            } catch (SQLException ignored) {
                // Spring opens it again and says what is wrong
            }
        }
        return Optional.empty();
    }

    /** Flyway's locations with the vendor filled in: {@code db/migration/common}, {@code db/migration/h2}. */
    private static List<String> locations(Properties bundled, String vendor) {
        String s = setting("spring.flyway.locations", bundled);
        return Arrays.stream((s == null ? "classpath:db/migration" : s).split(",")).map(String::strip)
                .map(l -> {
                    if (!l.startsWith("classpath:")) {
                        throw new IllegalStateException("not a classpath location: " + l);
                    }
                    return l.substring("classpath:".length()).replace("{vendor}", vendor);
                })
                .map(l -> l.startsWith("/") ? l.substring(1) : l).toList();
    }

    /** A setting as Spring Boot reads it here: system property, environment variable, the bundled file. */
    private static String setting(String key, Properties bundled) {
        String v = System.getProperty(key);
        if (v == null) {
            v = System.getenv(key.toUpperCase(Locale.ROOT).replace('.', '_').replace("-", ""));
        }
        return v != null ? v : bundled.getProperty(key);
    }

    /**
     * Configuration a plain connection would not follow as Spring does: files beside the bundled one,
     * other locations, profiles, JSON, or Flyway's history table or schema set elsewhere.
     */
    private static boolean configuredElsewhere() {
        for (String file : List.of("application.properties", "application.yml", "application.yaml",
                "config/application.properties", "config/application.yml", "config/application.yaml", "config")) {
            if (Files.exists(Path.of(file))) {
                return true;
            }
        }
        for (String key : List.of("spring.config.location", "spring.config.additional-location", "spring.config.name",
                "spring.config.import", "spring.application.json", "spring.profiles.active", "spring.profiles.include",
                "spring.flyway.table", "spring.flyway.default-schema", "spring.flyway.schemas",
                "spring.flyway.sql-migration-prefix", "spring.flyway.sql-migration-separator",
                "spring.flyway.sql-migration-suffixes", "spring.flyway.enabled", "spring.datasource.driver-class-name")) {
            if (System.getProperty(key) != null
                    || System.getenv(key.toUpperCase(Locale.ROOT).replace('.', '_').replace("-", "")) != null) {
                return true;
            }
        }
        return System.getenv("SPRING_APPLICATION_JSON") != null;
    }

    /** The bundled {@code application.properties}, or null when there is none to read. */
    private static Properties bundled() {
        try (InputStream in = LookupConnection.class.getClassLoader().getResourceAsStream("application.properties")) {
            if (in == null) {
                return null;
            }
            Properties p = new Properties();
            p.load(in);
            return p;
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * Whether an H2 URL names a database that exists: a file database's {@code .mv.db} file (H2
     * would create an empty one); a server's database is asked.
     */
    private static boolean h2Exists(String url) {
        String rest = url.substring("jdbc:h2:".length());
        int semicolon = rest.indexOf(';');
        String name = semicolon < 0 ? rest : rest.substring(0, semicolon);
        if (name.startsWith("mem:")) {
            return false;
        }
        if (name.startsWith("tcp:") || name.startsWith("ssl:")) {
            return true;
        }
        if (name.startsWith("file:")) {
            name = name.substring("file:".length());
        }
        if (name.indexOf(':') >= 0 && !name.matches("^[A-Za-z]:[\\\\/].*")) {
            return false;               // zip:, split: … : Spring's way
        }
        if (name.startsWith("~")) {
            name = System.getProperty("user.home") + name.substring(1);
        }
        return Files.isRegularFile(Path.of(name + ".mv.db"));
    }
}
