package org.tengen;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.data.jpa.repository.config.EnableJpaRepositories;
import org.tengen.cli.TengenCommand;

/**
 * Tengen (天元): the record-keeping and rating system of a Go federation.
 *
 * <p>{@code java -jar target/tengen.jar COMMAND …}. Commands that need no database ({@code verify})
 * run without starting Spring; the registry commands start the Spring context themselves.
 */
@SpringBootApplication
@EnableJpaRepositories(considerNestedRepositories = true)
public class TengenApplication {

    public static void main(String[] args) {
        System.exit(TengenCommand.execute(args));
    }
}
