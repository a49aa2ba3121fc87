package org.tengen.registry;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.Location;
import org.flywaydb.core.api.configuration.Configuration;
import org.springframework.boot.flyway.autoconfigure.FlywayMigrationStrategy;
import org.springframework.context.annotation.Bean;

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

    /**
     * Whether every versioned migration Flyway would find has been applied, and nothing failed: the
     * test a lookup makes without Spring ({@link LookupConnection}), on Flyway's configuration.
     */
    static boolean current(Flyway flyway) {
        Configuration c = flyway.getConfiguration();
        Set<String> shipped;
        try {
            List<String> roots = new ArrayList<>();
            for (Location location : c.getLocations()) {
                if (!location.isClassPath()) {
                    return false;
                }
                roots.add(location.getRootPath());
            }
            shipped = MigrationVersions.shipped(c.getClassLoader(), roots, c.getSqlMigrationPrefix(),
                    c.getSqlMigrationSeparator(), List.of(c.getSqlMigrationSuffixes()));
        } catch (IOException | RuntimeException e) {
            return false;
        }
        String schema = c.getDefaultSchema() != null ? c.getDefaultSchema()
                : c.getSchemas().length > 0 ? c.getSchemas()[0] : null;
        String table = (schema == null ? "" : quote(schema) + ".") + quote(c.getTable());
        try (Connection connection = c.getDataSource().getConnection()) {
            return MigrationVersions.applied(connection, table, shipped);
        } catch (SQLException e) {
            return false;               // unreadable: Flyway decides
        }
    }

    private static String quote(String identifier) {
        return "\"" + identifier + "\"";
    }
}
