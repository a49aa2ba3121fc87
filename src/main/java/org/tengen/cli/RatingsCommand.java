package org.tengen.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code ratings}: the rating list, a player's history, proposals and back-tests. */
@Command(name = "ratings", mixinStandardHelpOptions = true,
        description = "The rating list (GoR, the EGF's formula), a player's rating game by game, EGD-style grade "
                + "proposals, and back-tests of the rating models.",
        subcommands = {RatingsBacktestCommand.class})
public class RatingsCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        throw new CommandLine.ParameterException(spec.commandLine(), "not yet");
    }
}
