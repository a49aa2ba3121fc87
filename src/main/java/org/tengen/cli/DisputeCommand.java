package org.tengen.cli;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.springframework.context.ConfigurableApplicationContext;
import org.tengen.audit.Disputes;
import org.tengen.promotion.store.PromotionsJobConfig;
import org.tengen.rating.store.RatingsJobConfig;
import org.tengen.registry.DisputeList;
import org.tengen.standings.store.StandingsService;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dispute open|rule|dismiss|list}: disputed results and the referee's rulings. */
@Command(name = "dispute", mixinStandardHelpOptions = true,
        description = {"Disputed results. 'open' records who disputes which game and why; 'rule' records the referee's "
                + "ruling — a new result, the article, the reason — changes the result, and brings the tournament's "
                + "standings, the ratings and the promotions up to date; 'dismiss' closes a dispute without a change; "
                + "'list' shows them. Every change of a result is kept: 'audit --game ID' shows its history."})
public class DisputeCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "ACTION", description = "open, rule, dismiss or list.")
    String action;

    @Option(names = "--game", paramLabel = "ID") Long game;
    @Option(names = "--dispute", paramLabel = "N") Long dispute;
    @Option(names = "--by", paramLabel = "WHO", description = "Who disputes (open).") String by;
    @Option(names = "--reason", paramLabel = "TEXT") String reason;
    @Option(names = "--result", paramLabel = "RESULT", description = "The new result (rule): 黑胜1目半, W+R …") String result;
    @Option(names = "--article", paramLabel = "ART", description = "The article applied (rule), e.g. 'art. 24.2'.")
    String article;
    @Option(names = "--referee", paramLabel = "NAME") String referee;

    @Mixin
    CommonOptions common;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private void need(Object v, String option) {
        if (v == null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "dispute " + action + " needs " + option);
        }
    }

    /** {@code dispute list}: read over a plain connection when the registry is current (see {@link Lookups}). */
    private int list() {
        Optional<Connection> direct = Lookups.connection(common);
        if (direct.isPresent()) {
            try (Connection c = direct.get()) {
                return list(c);
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        }
        try (ConfigurableApplicationContext ctx = RegistryContext.start(common)) {
            return RegistryContext.read(ctx, this::list);
        }
    }

    private int list(Connection registry) {
        PrintWriter out = spec.commandLine().getOut();
        List<DisputeList.Listed> all = DisputeList.all(registry);
        if (all.isEmpty()) {
            out.println("No disputes.");
        }
        all.forEach(x -> out.println("dispute " + x.id() + "  game " + x.game() + " (" + x.tournament()
                + " v" + x.version() + " round " + x.round() + ")  " + x.status() + "  opened by "
                + x.openedBy() + ": " + x.reason() + (x.ruling() == null ? ""
                : "  — " + x.referee() + (x.result() == null ? "" : ", " + x.result() + " ("
                + x.article() + ")") + ": " + x.ruling())));
        out.flush();
        return ExitCode.DONE;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        switch (action) {
            case "open" -> {
                need(game, "--game");
                need(by, "--by");
                need(reason, "--reason");
            }
            case "rule" -> {
                need(dispute, "--dispute");
                need(result, "--result");
                need(article, "--article");
                need(referee, "--referee");
                need(reason, "--reason");
            }
            case "dismiss" -> {
                need(dispute, "--dispute");
                need(referee, "--referee");
                need(reason, "--reason");
            }
            case "list" -> {
                return list();
            }
            default -> throw new CommandLine.ParameterException(spec.commandLine(),
                    "dispute takes open, rule, dismiss or list, not '" + action + "'");
        }
        try (ConfigurableApplicationContext ctx = RegistryContext.start(common)) {
            Disputes d = ctx.getBean(Disputes.class);
            try {
                switch (action) {
                    case "open" -> out.println("dispute " + d.open(game, by, reason) + " opened on game " + game);
                    case "rule" -> {
                        // The settings the steps after the ruling read are checked before the ruling is written.
                        ctx.getBean(org.tengen.promotion.store.PromotionsRun.class).policy();
                        long g = d.rule(dispute, result, article, referee, reason);
                        org.tengen.ops.FollowUps after = AfterRuling.followUps(ctx, java.time.LocalDateTime.now(),
                                "dispute " + dispute
                                + " ruled: game " + g + " is now " + result + " (" + article + ")");
                        out.println(after.report());
                        if (!after.complete()) {
                            out.flush();
                            return ExitCode.NEEDS_A_PERSON;
                        }
                    }
                    case "dismiss" -> {
                        d.dismiss(dispute, referee, reason);
                        out.println("dispute " + dispute + " dismissed; the result stands");
                    }
                    default -> throw new IllegalStateException(action);
                }
            } catch (IllegalArgumentException | java.io.IOException e) {
                spec.commandLine().getErr().println("tengen dispute: " + e.getMessage());
                return ExitCode.BAD_INPUT;
            }
            out.flush();
        }
        return ExitCode.DONE;
    }

    /**
     * What a ruling brings up to date. Apart from the command, so that reading the command's methods
     * (picocli does, for every command) loads no Spring type: {@code dispute list} starts no Spring.
     */
    private static final class AfterRuling {

        static org.tengen.ops.FollowUps followUps(ConfigurableApplicationContext ctx, java.time.LocalDateTime now,
                                                  String ruled) {
            return org.tengen.ops.FollowUps.after(ruled)
                    .then("standings", () -> "standings of " + ctx.getBean(StandingsService.class)
                            .bringUpToDate(now) + " tournament(s) recomputed")
                    .then("ratings", () -> {
                        ctx.getBean(RatingsJobConfig.RatingsService.class).bringUpToDate(now);
                        return "ratings brought up to date";
                    })
                    .then("promotions", () -> ctx.getBean(PromotionsJobConfig.PromotionsService.class)
                            .promote(false, now) + " promotion(s) granted");
        }
    }
}
