package org.tengen.cli;

import java.sql.Connection;
import java.util.Optional;
import org.tengen.registry.LookupConnection;

/**
 * How a command that only reads (a lookup: {@code dispute list}, {@code ratings},
 * {@code standings --tournament}, {@code players show}) reaches the registry. When the registry
 * exists, its schema is current and nothing has to be computed first, it reads it over a plain
 * JDBC connection ({@link LookupConnection}): no Spring, no Hibernate, no Flyway, no Batch — the
 * answer comes in about the time the JVM takes to start. Otherwise it starts Spring as every
 * command does ({@link RegistryContext}: the registry created or migrated, the jobs run) and reads
 * the same rows through Spring's data source, with the same queries and the same output.
 */
final class Lookups {

    /** False makes every lookup start Spring: the tests compare both ways. */
    static boolean withoutSpring = true;

    private Lookups() {
    }

    /** The registry over plain JDBC when a lookup can read it so; empty when it must start Spring. */
    static Optional<Connection> connection(CommonOptions common) {
        if (!withoutSpring) {
            return Optional.empty();
        }
        return LookupConnection.open(common == null ? null : common.db);
    }
}
