package org.tengen.cli;

import java.util.HashMap;
import java.util.Map;
import org.springframework.boot.Banner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
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
}
