package org.tengen.cli;

import picocli.CommandLine.Option;

/** Options every command takes (cli.md). */
public class CommonOptions {

    @Option(names = "--db", paramLabel = "JDBC_URL",
            description = "Registry database (default: an H2 file database under ./data/).")
    String db;

    @Option(names = "--quiet", description = "Print only the results: no progress, no summary.")
    boolean quiet;
}
