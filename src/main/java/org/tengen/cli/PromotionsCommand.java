package org.tengen.cli;

import java.io.PrintWriter;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.springframework.context.ConfigurableApplicationContext;
import org.tengen.registry.ReportRecords;
import org.tengen.promotion.store.PromotionsJobConfig;
import org.tengen.rating.store.RatingsJobConfig;
import org.tengen.standings.store.StandingsService;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code promotions [--since DATE]}: rank promotions earned, with the evidence for each. */
@Command(name = "promotions", mixinStandardHelpOptions = true,
        description = {"Rank promotions earned under the policy in jobs/promotions.yaml (段位赛 wins, professionals' "
                + "accumulated wins, placings in designated events, GoR), each with its evidence, effective date and "
                + "certificate number. Standings and ratings are brought up to date first."})
public class PromotionsCommand implements Callable<Integer> {

    @Option(names = "--since", paramLabel = "DATE", description = "Only promotions effective from that day.")
    String since;

    @Option(names = "--player", paramLabel = "PLAYER", description = "Only this player's promotions: a federation id "
            + "(会员号: 33010007, CN-001207, EGF-…) or a registry id written #42.")
    String player;

    @Option(names = "--retroactive", description = "Judge results from before the policy's effective date too.")
    boolean retroactive;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text, json or csv.")
    OutputFormat format;

    @Mixin
    CommonOptions common;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        LocalDate from = LocalDate.of(1900, 1, 1);
        if (since != null) {
            try {
                from = LocalDate.parse(since);
            } catch (RuntimeException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--since takes a date like 2026-01-01");
            }
        }
        java.time.LocalDateTime now = java.time.LocalDateTime.now();   // the command's one reading of the clock
        try (ConfigurableApplicationContext ctx = RegistryContext.start(common)) {
            ctx.getBean(StandingsService.class).bringUpToDate(now);
            ctx.getBean(RatingsJobConfig.RatingsService.class).bringUpToDate(now);
            try {
                ctx.getBean(PromotionsJobConfig.PromotionsService.class).promote(retroactive, now);
            } catch (IllegalStateException e) {
                spec.commandLine().getErr().println("tengen promotions: " + e.getMessage());
                return ExitCode.BAD_INPUT;
            }
            Long only = null;
            if (player != null) {
                try {
                    only = ctx.getBean(org.tengen.registry.PlayerRef.Lookup.class).require(player).getId();
                } catch (IllegalArgumentException e) {
                    spec.commandLine().getErr().println("tengen promotions: " + e.getMessage());
                    return ExitCode.BAD_INPUT;
                }
            }
            List<ReportRecords.GrantedPromotion> rows = ctx.getBean(ReportRecords.class).promotions(from, only);
            if (format == OutputFormat.csv) {
                out.println("certificate,player,name,from,to,rule,tournament,evidence,effective,games");
            }
            TextTable table = new TextTable(new boolean[0]);
            table.add(List.of("证书 Certificate", "会员号", "姓名", "原段位", "新段位", "依据 Rule", "生效 Effective", "证据 Evidence"));
            for (ReportRecords.GrantedPromotion r : rows) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("certificate", r.certificate());
                m.put("player", r.playerName());
                m.put("name", r.name());
                m.put("from", r.from() == null ? null : r.from().notation());
                m.put("to", r.to().notation());
                m.put("rule", r.rule());
                m.put("tournament", r.tournament());
                m.put("evidence", r.evidence());
                m.put("effective", r.effective().toString());
                m.put("games", r.games());
                switch (format) {
                    case json -> out.println(JsonLines.line(m));
                    case csv -> out.println(String.join(",", List.of(String.valueOf(m.get("certificate")),
                            String.valueOf(m.get("player")), String.valueOf(m.get("name")), String.valueOf(m.get("from")),
                            String.valueOf(m.get("to")), String.valueOf(m.get("rule")), String.valueOf(m.get("tournament")),
                            String.valueOf(m.get("evidence")), String.valueOf(m.get("effective")),
                            String.join(" ", r.games().stream().map(String::valueOf).toList())).stream()
                            .map(VerificationOutput::csvCell).toList()));
                    case text -> table.add(List.of(String.valueOf(m.get("certificate")), String.valueOf(m.get("player")),
                            String.valueOf(m.get("name")), String.valueOf(m.get("from")), String.valueOf(m.get("to")),
                            String.valueOf(m.get("rule")), String.valueOf(m.get("effective")),
                            String.valueOf(m.get("evidence"))));
                }
            }
            if (format == OutputFormat.text) {
                out.print(rows.isEmpty() ? "No promotions" + (since == null ? "" : " since " + since) + ".\n"
                        : table.render());
            }
            out.flush();
        }
        return ExitCode.DONE;
    }
}
