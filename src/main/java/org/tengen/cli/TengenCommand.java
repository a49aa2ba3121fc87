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
        return configure(new CommandLine(new TengenCommand(), FACTORY));
    }

    /**
     * The command line for these arguments: when the first names a command, {@code tengen} with only
     * that command under it, so a run does not pay for reading every other command's options (picocli
     * reads them all by reflection, and some start what they need as they are built); otherwise the
     * whole command line, which lists them all.
     */
    static CommandLine commandLine(String... args) {
        if (args.length > 0) {
            for (Class<?> sub : TengenCommand.class.getAnnotation(Command.class).subcommands()) {
                Command c = sub.getAnnotation(Command.class);
                if (c != null && c.name().equals(args[0]) && sub != CommandLine.HelpCommand.class) {
                    CommandLine.Model.CommandSpec root = CommandLine.Model.CommandSpec.create().name("tengen");
                    root.mixinStandardHelpOptions(true);
                    CommandLine cl = new CommandLine(root, FACTORY);
                    cl.addSubcommand(c.name(), new CommandLine(sub, FACTORY));
                    return configure(cl);
                }
            }
        }
        return commandLine();
    }

    /** Builds commands and their mixins with their no-argument constructors. */
    private static final CommandLine.IFactory FACTORY = new CommandLine.IFactory() {
        @Override
        public <K> K create(Class<K> cls) throws Exception {
            try {
                java.lang.reflect.Constructor<K> constructor = cls.getDeclaredConstructor();
                constructor.setAccessible(true);
                return constructor.newInstance();
            } catch (NoSuchMethodException e) {
                return CommandLine.defaultFactory().create(cls); // interfaces and collections
            }
        }
    };

    private static CommandLine configure(CommandLine cl) {
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
        if (args.length > 0 && args[0].equals("verify")) {
            ShortRunCompilation.start();
        }
        System.exit(execute(args));
    }

    public static int execute(String... args) {
        return commandLine(args).execute(args);
    }
}
