package org.tengen.cli;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import org.springframework.boot.Banner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import javax.sql.DataSource;
import org.springframework.context.ConfigurableApplicationContext;
import org.tengen.TengenApplication;

/**
 * Starts the Spring context of the commands that use the registry: the database (H2 under
 * {@code ./data/} unless {@code --db} names another; user and password from the environment,
 * {@code SPRING_DATASOURCE_USERNAME} and {@code SPRING_DATASOURCE_PASSWORD}), Flyway's
 * migrations, JPA, and Spring Batch with its job repository in the same database.
 */
public final class RegistryContext {

    private RegistryContext() {
    }

    public static ConfigurableApplicationContext start(CommonOptions common, String... profiles) {
        SpringApplication app = new SpringApplication(TengenApplication.class);
        if (profiles.length > 0) {
            app.setAdditionalProfiles(profiles);
        }
        app.setWebApplicationType(WebApplicationType.NONE);
        app.setBannerMode(Banner.Mode.OFF);
        app.setLogStartupInfo(false);
        Map<String, Object> props = new HashMap<>();
        if (common != null && common.db != null) {
            props.put("spring.datasource.url", common.db);
        }
        app.setDefaultProperties(props);
        String[] args = common != null && common.db != null
                ? new String[] {"--spring.datasource.url=" + common.db} : new String[0];
        return app.run(args);
    }

    /** What a lookup does with the registry, the same over Spring's connection as over its own. */
    @FunctionalInterface
    interface Read {
        int read(Connection registry);
    }

    /** Runs a lookup's read on a connection of the context's data source (what {@link Lookups} falls back to). */
    static int read(ConfigurableApplicationContext ctx, Read read) {
        try (Connection c = ctx.getBean(DataSource.class).getConnection()) {
            return read.read(c);
        } catch (SQLException e) {
            throw new IllegalStateException("the registry could not be opened: " + e.getMessage(), e);
        }
    }
}
