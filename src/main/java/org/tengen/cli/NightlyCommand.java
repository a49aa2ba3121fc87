package org.tengen.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.springframework.context.ConfigurableApplicationContext;
import org.tengen.imports.ImportProgress;
import org.tengen.nightly.NightlyProgress;
import org.tengen.nightly.NightlyService;
import org.tengen.nightly.NightlySettings;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code nightly [--inbox DIR]}: the nightly chain, once, now. */
@Command(name = "nightly", mixinStandardHelpOptions = true,
        description = {"The nightly chain, once: import every new workbook in the inbox (imported files move to the "
                + "archive, rejected ones to the failed folder with their error report), then standings, ratings, "
                + "promotions, and the morning summary under reports/nightly/.",
                "Settings: jobs/nightly.yaml. Only one chain runs at a time; a chain that failed or was killed is "
                        + "continued where it stopped by running nightly again."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {" 0:done, nothing needs a person", " 1:done, something needs a person (a rejected file, a game "
                + "to check, a player to confirm)", " 2:bad settings, or another chain is running",
                " 3:the chain stopped on a failure"})
public class NightlyCommand implements Callable<Integer> {

    @Option(names = "--inbox", paramLabel = "DIR", description = "Read this folder instead of the settings' inbox.")
    Path inbox;

    @Option(names = "--leave-files", description = "Do not move the files (for sample data and rehearsals).")
    boolean leaveFiles;

    @Option(names = "--settings", paramLabel = "FILE",
            description = "The chain's settings. Default: jobs/nightly.yaml in this folder, else in $TENGEN_HOME, "
                    + "else the defaults bundled with Tengen.")
    Path settingsFile;

    @Mixin
    CommonOptions common;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        NightlySettings settings;
        try {
            settings = NightlySettings.find(settingsFile);
        } catch (IOException | IllegalArgumentException e) {
            err.println("tengen nightly: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        if (inbox != null) {
            settings = settings.withInbox(inbox);
        }
        ProgressLine progress = ProgressLine.to(err, common.quiet);
        try (ConfigurableApplicationContext ctx = RegistryContext.start(common)) {
            NightlyProgress chain = ctx.getBean(NightlyProgress.class);
            ImportProgress imports = ctx.getBean(ImportProgress.class);
            if (progress.on()) {
                chain.watch(progress::show);
                imports.watch(line -> progress.show(NightlyProgress.line("import-inbox") + " — "
                        + line.replaceFirst("^import ", "")));
            }
            NightlyService.Result r;
            try {
                r = ctx.getBean(NightlyService.class).run(settings, leaveFiles);
            } finally {
                chain.watch(null);
                imports.watch(null);
                progress.clear();
            }
            return report(r, out, err);
        }
    }

    static int run(NightlyService service, NightlySettings settings, boolean leave, PrintWriter out, PrintWriter err) {
        return report(service.run(settings, leave), out, err);
    }

    private static int report(NightlyService.Result r, PrintWriter out, PrintWriter err) {
        if (!r.ran()) {
            err.println("tengen nightly: " + r.text());
            return ExitCode.BAD_INPUT;
        }
        if (!r.completed()) {
            err.println("tengen nightly: " + r.text());
            return ExitCode.INTERNAL;
        }
        out.print(r.text());
        out.flush();
        return r.needsPerson() ? ExitCode.NEEDS_A_PERSON : ExitCode.DONE;
    }
}
