package org.tengen.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.springframework.context.ConfigurableApplicationContext;
import org.tengen.audit.GameAudit;
import org.tengen.report.Renderers;
import org.tengen.report.Report;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code audit --game ID}: everything about one game, for a referee. */
@Command(name = "audit", mixinStandardHelpOptions = true,
        description = "Everything about one game: its data as imported, the replay's findings with the board at each "
                + "illegal act and at the end, the count step by step, the rulings applied with their articles, and "
                + "the history of its result (disputes and corrections). --pdf writes the same as a PDF too.")
public class AuditCommand implements Callable<Integer> {

    @Option(names = "--game", required = true, paramLabel = "ID", description = "The game's registry id.")
    long game;

    @Option(names = "--pdf", description = "Also write reports/audit/ID.pdf.")
    boolean pdf;

    @Option(names = "--printed-at", paramLabel = "TIME", description = "The time printed on the audit, e.g. "
            + "2026-11-29T22:15 (default: now, to the minute). The same registry printed with the same time gives "
            + "the same audit.")
    String printedAt;

    @Mixin
    CommonOptions common;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        java.time.LocalDateTime printed;
        try {
            printed = printedAt == null ? java.time.LocalDateTime.now().withSecond(0).withNano(0)
                    : java.time.LocalDateTime.parse(printedAt);
        } catch (java.time.format.DateTimeParseException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--printed-at takes a time like "
                    + "2026-11-29T22:15, not '" + printedAt + "'");
        }
        try (ConfigurableApplicationContext ctx = RegistryContext.start(common)) {
            Report r;
            try {
                r = ctx.getBean(GameAudit.class).build(game, printed);
            } catch (IllegalArgumentException e) {
                spec.commandLine().getErr().println("tengen audit: " + e.getMessage());
                return ExitCode.BAD_INPUT;
            }
            out.print(Renderers.text(r));
            if (pdf) {
                Path file = Path.of(System.getProperty("tengen.reports", "reports"), "audit", game + ".pdf");
                Renderers.pdf(r, file);
                out.println();
                out.println(file);
            }
            out.flush();
        }
        return ExitCode.DONE;
    }
}
