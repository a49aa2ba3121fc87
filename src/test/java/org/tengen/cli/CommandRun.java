package org.tengen.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * One command run in the test's JVM as the jar's entry point builds it ({@code TengenCommand.main}:
 * only the named command's options), with what it printed and its exit status.
 */
public record CommandRun(int exit, String out, String err) {

    public static CommandRun run(String... args) {
        picocli.CommandLine cl = TengenCommand.commandLine(args);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int exit = cl.execute(args);
        return new CommandRun(exit, out.toString(), err.toString());
    }
}
