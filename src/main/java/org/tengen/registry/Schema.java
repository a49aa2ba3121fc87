package org.tengen.registry;

import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.Set;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.Location;
import org.flywaydb.core.api.configuration.Configuration;
import org.springframework.boot.flyway.autoconfigure.FlywayMigrationStrategy;
import org.springframework.context.annotation.Bean;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;

/**
 * The registry's schema on start: Flyway migrates it only when it is behind. Every command starts
 * with this check, so it is cheap when the schema is current — the versions of the migrations in
 * the jar against the versions the database has applied, one query — and Flyway itself (its
 * scan, its validation of every applied migration) runs only when a migration is missing.
 */
@org.springframework.context.annotation.Configuration(proxyBeanMethods = false)
public class Schema {

    @Bean
    public FlywayMigrationStrategy migrateWhenBehind() {
        return flyway -> {
            if (!current(flyway)) {
                flyway.migrate();
            }
        };
    }

    /** Whether every versioned migration Flyway would find has been applied, and nothing failed. */
    static boolean current(Flyway flyway) {
        Configuration c = flyway.getConfiguration();
        Set<String> shipped;
        try {
            shipped = shipped(c);
        } catch (IOException | RuntimeException e) {
            return false;
        }
        if (shipped.isEmpty()) {
            return false;
        }
        String schema = c.getDefaultSchema() != null ? c.getDefaultSchema()
                : c.getSchemas().length > 0 ? c.getSchemas()[0] : null;
        String table = (schema == null ? "" : quote(schema) + ".") + quote(c.getTable());
        Set<String> applied = new HashSet<>();
        try (Connection connection = c.getDataSource().getConnection();
             Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("select " + quote("version") + ", " + quote("success") + " from " + table)) {
            while (rs.next()) {
                if (!rs.getBoolean(2)) {
                    return false;       // a failed migration: Flyway says what to do
                }
                if (rs.getString(1) != null) {
                    applied.add(normalise(rs.getString(1)));
                }
            }
        } catch (SQLException e) {
            return false;               // no history yet (a new registry), or unreadable: Flyway decides
        }
        return applied.containsAll(shipped);
    }

    private static Set<String> shipped(Configuration c) throws IOException {
        PathMatchingResourcePatternResolver resolver = new PathMatchingResourcePatternResolver(c.getClassLoader());
        Set<String> versions = new HashSet<>();
        String prefix = c.getSqlMigrationPrefix();
        String separator = c.getSqlMigrationSeparator();
        for (Location location : c.getLocations()) {
            if (!location.isClassPath()) {
                throw new IllegalStateException("not a classpath location: " + location);
            }
            for (String suffix : c.getSqlMigrationSuffixes()) {
                for (Resource r : resolver.getResources("classpath*:" + location.getRootPath() + "/**/" + prefix + "*"
                        + separator + "*" + suffix)) {
                    String name = r.getFilename();
                    if (name != null && name.startsWith(prefix) && name.contains(separator)) {
                        versions.add(normalise(name.substring(prefix.length(), name.indexOf(separator))));
                    }
                }
            }
        }
        return versions;
    }

    /** Flyway writes 1.2 for V1_2; trailing zero parts (1.0) are the same version as 1. */
    private static String normalise(String version) {
        String v = version.replace('_', '.');
        while (v.endsWith(".0")) {
            v = v.substring(0, v.length() - 2);
        }
        return v;
    }

    private static String quote(String identifier) {
        return "\"" + identifier + "\"";
    }
}
