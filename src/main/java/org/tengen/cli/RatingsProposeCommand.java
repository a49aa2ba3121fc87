package org.tengen.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.tengen.rank.Rank;
import org.tengen.rating.Gor;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code ratings propose}: the EGD-style proposed grade for a declared grade and a GoR. Needs no database. */
@Command(name = "propose", mixinStandardHelpOptions = true,
        description = {"The grade the EGD would propose (P&D) for a declared grade and a GoR: none while the GoR is "
                + "within 100 of the grade's nominal rating; otherwise the grade the GoR reaches (several at once if "
                + "earned). 20 kyu to 7 dan; none for professionals.",
                "--input CSV (columns grade,gor) prints grade,gor,proposed for a whole list ('--' for no change)."})
public class RatingsProposeCommand implements Callable<Integer> {

    @Option(names = "--grade", paramLabel = "G", description = "The declared grade: 3d, 2k, 业余3段 …")
    String grade;

    @Option(names = "--gor", paramLabel = "R", description = "The GoR.")
    Double gor;

    @Option(names = "--input", paramLabel = "CSV", description = "A list: grade,gor a line (a header is skipped).")
    Path input;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (input != null) {
            List<String> lines;
            try {
                lines = Files.readAllLines(input, StandardCharsets.UTF_8);
            } catch (IOException e) {
                spec.commandLine().getErr().println("tengen ratings propose: cannot read " + input + ": " + e.getMessage());
                return ExitCode.BAD_INPUT;
            }
            out.println("grade,gor,proposed");
            for (int i = 0; i < lines.size(); i++) {
                String l = lines.get(i).strip();
                if (l.isEmpty() || (i == 0 && l.toLowerCase().startsWith("grade"))) {
                    continue;
                }
                String[] c = l.split(",");
                try {
                    Rank g = Rank.parse(c[0]);
                    double r = Double.parseDouble(c[1].strip());
                    Rank p = Gor.propose(g, r);
                    out.println(g.notation() + "," + c[1].strip() + "," + (p == null ? "--" : p.notation()));
                } catch (RuntimeException e) {
                    spec.commandLine().getErr().println("tengen ratings propose: " + input + " line " + (i + 1) + ": "
                            + e.getMessage());
                    return ExitCode.BAD_INPUT;
                }
            }
            out.flush();
            return ExitCode.DONE;
        }
        if (grade == null || gor == null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "give --grade and --gor, or --input CSV");
        }
        Rank g;
        try {
            g = Rank.parse(grade);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        Rank p = Gor.propose(g, gor);
        out.println(p == null ? "--" : p.notation());
        out.flush();
        return ExitCode.DONE;
    }
}
