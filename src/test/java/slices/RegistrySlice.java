package slices;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.data.jpa.autoconfigure.DataJpaRepositoriesAutoConfiguration;
import org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration;
import org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceTransactionManagerAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration;
import org.springframework.boot.persistence.autoconfigure.EntityScan;
import org.springframework.boot.transaction.autoconfigure.TransactionAutoConfiguration;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.data.jpa.repository.config.EnableJpaRepositories;
import org.tengen.registry.Game;

/**
 * The registry alone, as a JPA slice (what {@code @DataJpaTest} gives): the data source, Flyway's
 * migrations, Hibernate validating the entities against them (ddl-auto=validate), Envers, the
 * repositories and the registry's own components — no jobs, no commands. Outside the
 * application's package on purpose, so the application's own scan never finds it.
 */
@SpringBootConfiguration
@ImportAutoConfiguration({DataSourceAutoConfiguration.class, DataSourceTransactionManagerAutoConfiguration.class,
        JdbcTemplateAutoConfiguration.class, FlywayAutoConfiguration.class, HibernateJpaAutoConfiguration.class,
        DataJpaRepositoriesAutoConfiguration.class, TransactionAutoConfiguration.class})
@EntityScan(basePackageClasses = Game.class)
@EnableJpaRepositories(basePackageClasses = Game.class, considerNestedRepositories = true)
@ComponentScan(basePackageClasses = Game.class)
public class RegistrySlice {
}
