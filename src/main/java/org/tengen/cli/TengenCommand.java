package org.tengen.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top command: {@code tengen COMMAND [OPTIONS]}. */
@Command(name = "tengen", mixinStandardHelpOptions = true, version = "Tengen 0.1",
        description = "Tengen (天元): records, verification, standings and ratings of a Go federation.",
        subcommands = {VerifyCommand.class, ImportCommand.class, StandingsCommand.class, RatingsCommand.class, PromotionsCommand.class, NightlyCommand.class, ReportCommand.class, AuditCommand.class,
                DisputeCommand.class, PlayersCommand.class, WorkerCommand.class,
                ScheduleCommand.class, CommandLine.HelpCommand.class},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
                " 0:done",
                " 1:done, but something needs a person (a mismatch, a rejected row)",
                " 2:bad usage, or input that could not be read at all",
                " 3:an internal failure"})
public class TengenCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is needed (see --help)");
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new TengenCommand());
        cl.setOut(new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true));
        cl.setErr(new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true));
        cl.setExitCodeExceptionMapper(e -> e instanceof CommandLine.ParameterException ? ExitCode.BAD_INPUT
                : ExitCode.INTERNAL);
        cl.setParameterExceptionHandler((ex, args) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println("tengen: " + ex.getMessage());
            c.getErr().println("Try 'tengen " + (c.getCommandName().equals("tengen") ? "" : c.getCommandName() + " ")
                    + "--help'.");
            return ExitCode.BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, c, parsed) -> {
            c.getErr().println("tengen: internal failure: " + ex);
            ex.printStackTrace(c.getErr());
            return ExitCode.INTERNAL;
        });
        return cl;
    }

    /** {@code java -jar tengen.jar COMMAND …}: the jar's entry point. */
    public static void main(String[] args) {
        System.exit(execute(args));
    }

    public static int execute(String... args) {
        return commandLine().execute(args);
    }
}
