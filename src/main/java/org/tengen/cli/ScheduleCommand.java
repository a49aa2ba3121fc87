package org.tengen.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.concurrent.Callable;
import org.springframework.context.ConfigurableApplicationContext;
import org.tengen.nightly.NightlyService;
import org.tengen.nightly.NightlySettings;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code schedule}: the service that fires the nightly chain on time (run it under systemd or a terminal). */
@Command(name = "schedule", mixinStandardHelpOptions = true,
        description = {"Runs in the foreground and fires the nightly chain at the times jobs/nightly.yaml names "
                + "(cron and time zone). The settings are read again before every run, so staff may edit them while "
                + "it runs. Stop it with Ctrl-C; a chain it was running is continued by the next run."})
public class ScheduleCommand implements Callable<Integer> {

    @Option(names = "--settings", paramLabel = "FILE",
            description = "The chain's settings. Default: jobs/nightly.yaml in this folder, else in $TENGEN_HOME, "
                    + "else the defaults bundled with Tengen.")
    Path settingsFile;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "0",
            description = "Stop after N runs (0: never; for rehearsals).")
    int runs;

    @Mixin
    CommonOptions common;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        NightlySettings settings;
        try {
            settings = NightlySettings.find(settingsFile);
        } catch (IOException | IllegalArgumentException e) {
            err.println("tengen schedule: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        try (ConfigurableApplicationContext ctx = RegistryContext.start(common)) {
            NightlyService service = ctx.getBean(NightlyService.class);
            int done = 0;
            while (runs == 0 || done < runs) {
                ZonedDateTime now = ZonedDateTime.now(settings.zone());
                ZonedDateTime next = settings.cron().next(now);
                out.println("tengen schedule: next nightly chain at " + next + " (" + settings.cronText() + ")");
                out.flush();
                long wait = java.time.Duration.between(ZonedDateTime.now(settings.zone()), next).toMillis();
                if (wait > 0) {
                    Thread.sleep(wait);
                }
                try {
                    settings = NightlySettings.find(settingsFile);
                } catch (IOException | IllegalArgumentException e) {
                    err.println("tengen schedule: " + e.getMessage() + " — keeping the previous settings");
                }
                int exit = NightlyCommand.run(service, settings, false, out, err);
                out.println("tengen schedule: the chain ended with status " + exit);
                done++;
            }
        }
        return ExitCode.DONE;
    }
}
