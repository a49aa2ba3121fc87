package org.tengen.cli;

import java.time.LocalDateTime;
import java.util.concurrent.Callable;
import org.springframework.context.ConfigurableApplicationContext;
import org.tengen.registry.RatingRecords;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code ratings confirm --game ID --by NAME}: a held improbable result is right; rate it. */
@Command(name = "confirm", mixinStandardHelpOptions = true,
        description = "Confirms a result held for review as improbable: it is rated from the next run on.")
public class RatingsConfirmCommand implements Callable<Integer> {

    @Option(names = "--game", required = true, paramLabel = "ID", description = "The game's registry id.")
    long game;

    @Option(names = "--by", required = true, paramLabel = "NAME", description = "Who checked it.")
    String by;

    @Mixin
    CommonOptions common;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        try (ConfigurableApplicationContext ctx = RegistryContext.start(common)) {
            RatingRecords records = ctx.getBean(RatingRecords.class);
            String reason = records.held().stream().filter(h -> h.game() == game && h.reason() != null)
                    .map(h -> " (held because " + h.reason() + ")").findFirst().orElse("");
            if (!records.confirm(game, by, LocalDateTime.now())) {
                spec.commandLine().getErr().println("tengen ratings confirm: game " + game + " is not held for review");
                return ExitCode.BAD_INPUT;
            }
            spec.commandLine().getOut().println("game " + game + " confirmed by " + by + "; it is rated from the next run"
                    + reason);
        }
        return ExitCode.DONE;
    }
}
