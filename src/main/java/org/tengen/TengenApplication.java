package org.tengen;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.data.jpa.repository.config.EnableJpaRepositories;
import org.springframework.data.repository.config.BootstrapMode;

/**
 * Tengen (天元): the record-keeping and rating system of a Go federation — the Spring application
 * the registry's commands start ({@code cli.RegistryContext}). The program's entry point is the
 * command line, {@code cli.TengenCommand}: commands that need no database ({@code verify}) run
 * without starting Spring at all.
 */
@SpringBootApplication
@EnableJpaRepositories(considerNestedRepositories = true, bootstrapMode = BootstrapMode.LAZY)
public class TengenApplication {
}
