package org.tengen.cli;

import java.io.PrintWriter;
import java.sql.Date;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.tengen.promotion.store.PromotionsJobConfig;
import org.tengen.rating.store.RatingsJobConfig;
import org.tengen.standings.store.StandingsService;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import tools.jackson.databind.json.JsonMapper;

/** {@code promotions [--since DATE]}: rank promotions earned, with the evidence for each. */
@Command(name = "promotions", mixinStandardHelpOptions = true,
        description = {"Rank promotions earned under the policy in jobs/promotions.yaml (段位赛 wins, professionals' "
                + "accumulated wins, placings in designated events, GoR), each with its evidence, effective date and "
                + "certificate number. Standings and ratings are brought up to date first."})
public class PromotionsCommand implements Callable<Integer> {

    @Option(names = "--since", paramLabel = "DATE", description = "Only promotions effective from that day.")
    String since;

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
        try (ConfigurableApplicationContext ctx = RegistryContext.start(common)) {
            ctx.getBean(StandingsService.class).rankChanged();
            ctx.getBean(RatingsJobConfig.RatingsService.class).rate();
            try {
                ctx.getBean(PromotionsJobConfig.PromotionsService.class).promote(retroactive);
            } catch (IllegalStateException e) {
                spec.commandLine().getErr().println("tengen promotions: " + e.getMessage());
                return ExitCode.BAD_INPUT;
            }
            List<Map<String, Object>> rows = ctx.getBean(JdbcTemplate.class).queryForList("select pr.*, p.name, "
                    + "p.federation_id from promotion pr join player p on p.id = pr.player_id where pr.effective >= ? "
                    + "order by pr.effective, pr.certificate", Date.valueOf(from));
            JsonMapper json = JsonMapper.builder().build();
            if (format == OutputFormat.csv) {
                out.println("certificate,player,name,from,to,rule,tournament,evidence,effective,games");
            }
            TextTable table = new TextTable(new boolean[0]);
            table.add(List.of("证书 Certificate", "会员号", "姓名", "原段位", "新段位", "依据 Rule", "生效 Effective", "证据 Evidence"));
            for (Map<String, Object> r : rows) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("certificate", r.get("CERTIFICATE"));
                m.put("player", r.get("FEDERATION_ID") != null ? r.get("FEDERATION_ID") : "P" + r.get("PLAYER_ID"));
                m.put("name", r.get("NAME"));
                m.put("from", r.get("FROM_GRADE"));
                m.put("to", r.get("TO_GRADE"));
                m.put("rule", r.get("RULE_NAME"));
                m.put("tournament", r.get("TOURNAMENT"));
                m.put("evidence", r.get("EVIDENCE"));
                m.put("effective", r.get("EFFECTIVE").toString());
                m.put("games", r.get("GAMES") == null || r.get("GAMES").toString().isEmpty() ? List.of()
                        : List.of(r.get("GAMES").toString().split(",")));
                switch (format) {
                    case json -> out.println(json.writeValueAsString(m));
                    case csv -> out.println(String.join(",", List.of(String.valueOf(m.get("certificate")),
                            String.valueOf(m.get("player")), String.valueOf(m.get("name")), String.valueOf(m.get("from")),
                            String.valueOf(m.get("to")), String.valueOf(m.get("rule")), String.valueOf(m.get("tournament")),
                            String.valueOf(m.get("evidence")), String.valueOf(m.get("effective")),
                            String.join(" ", (List<String>) m.get("games"))).stream().map(VerificationOutput::csvCell)
                            .toList()));
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
