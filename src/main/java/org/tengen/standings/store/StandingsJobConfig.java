package org.tengen.standings.store;

import java.util.List;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.Step;
import org.springframework.batch.core.step.builder.StepBuilder;
import org.springframework.batch.infrastructure.item.ItemProcessor;
import org.springframework.batch.infrastructure.item.ItemWriter;
import org.springframework.batch.core.configuration.annotation.StepScope;
import org.springframework.batch.infrastructure.item.ItemReader;
import org.springframework.batch.infrastructure.item.support.ListItemReader;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;
import org.tengen.standings.Settings;
import org.tengen.standings.Standing;
import org.tengen.standings.Standings;
import org.tengen.standings.TeamStanding;
import org.tengen.standings.TeamStandings;

/**
 * The ranking job: recomputes the standings of every current tournament whose inputs changed
 * (games, players or settings: their hash differs from the one stored with the standings), one
 * tournament a transaction. A run that stops is simply run again: what is done is not redone.
 */
@Configuration
public class StandingsJobConfig {

    public static final String JOB = "standings";

    /** A tournament's new standings, ready to store. */
    public record Ranked(StandingsStore.Inputs inputs, List<Standing> standings, List<TeamStanding> teams) {
    }

    @Bean
    public Job standingsJob(JobRepository repository, Step rankTournaments) {
        return new JobBuilder(JOB, repository).start(rankTournaments).build();
    }

    @Bean
    public Step rankTournaments(JobRepository repository, PlatformTransactionManager tx,
                                ItemReader<Long> tournamentsToRank, StandingsStore store) {
        ItemProcessor<Long, Ranked> rank = id -> {
            StandingsStore.Inputs in = store.inputs(id);
            if (in.sha256().equals(in.storedSha256())) {
                return null;            // unchanged since the standings were computed
            }
            return compute(in);
        };
        ItemWriter<Ranked> save = chunk -> chunk.getItems().forEach(r -> store.save(r.inputs(), r.standings(),
                r.teams()));
        return new StepBuilder("rank-tournaments", repository).<Long, Ranked>chunk(1).transactionManager(tx)
                .reader(tournamentsToRank).processor(rank).writer(save).build();
    }

    @Bean
    @StepScope
    public ItemReader<Long> tournamentsToRank(StandingsStore store) {
        return new ListItemReader<>(store.currentTournaments());
    }

    /** A knockout has no point table: places come from the round each player was knocked out in. */
    static List<Standing> knockout(List<Standing> table, org.tengen.standings.Knockout.Bracket bracket) {
        java.util.List<Standing> out = new java.util.ArrayList<>();
        for (Standing x : table) {
            Integer place = bracket.places().get(x.entrant().no());
            long same = bracket.places().values().stream().filter(v -> v.equals(place)).count();
            out.add(new Standing(place, x.entrant(), x.points(), x.wins(), x.draws(), x.losses(), java.util.Map.of(),
                    x.rounds(), x.withdrawn(), x.voided(), same > 1));
        }
        out.sort(java.util.Comparator.comparing((Standing x) -> x.place() == null ? Integer.MAX_VALUE : x.place())
                .thenComparing(x -> x.entrant().no()));
        return out;
    }

    /** 擂台赛: the team with players left wins; game points are the bouts each side won. */
    static List<TeamStanding> challenge(org.tengen.standings.Challenge.Result r) {
        List<TeamStanding> out = new java.util.ArrayList<>();
        for (String t : r.remaining().keySet()) {
            long bouts = r.bouts().stream().filter(b -> b.winner() != null && t.equals(teamOfPlayer(r, b.winner())))
                    .count();
            boolean winner = t.equals(r.winner());
            String other = r.remaining().keySet().stream().filter(x -> !x.equals(t)).findFirst().orElse(null);
            long otherBouts = r.bouts().stream().filter(b -> b.winner() != null && other != null
                    && other.equals(teamOfPlayer(r, b.winner()))).count();
            out.add(new TeamStanding(r.winner() == null ? 1 : winner ? 1 : 2, t, r.winner() == null ? 1 : winner ? 2 : 0,
                    java.math.BigDecimal.valueOf(2 * bouts), List.of(), 0, winner ? 1 : 0, r.winner() == null ? 1 : 0,
                    r.winner() != null && !winner ? 1 : 0, List.of(new TeamStanding.Match(1, other,
                    java.math.BigDecimal.valueOf(bouts), java.math.BigDecimal.valueOf(otherBouts))),
                    r.winner() == null));
        }
        out.sort(java.util.Comparator.comparing(TeamStanding::place));
        return out;
    }

    private static String teamOfPlayer(org.tengen.standings.Challenge.Result r, int no) {
        return r.teamOf().get(no);
    }

    public static Ranked compute(StandingsStore.Inputs in) {
        Settings s = in.settings();
        List<Standing> standings = Standings.compute(s, in.entrants(), in.pairings());
        if (s.system() == org.tengen.tournament.TournamentSystem.KNOCKOUT) {
            standings = knockout(standings, org.tengen.standings.Knockout.compute(in.entrants(), in.pairings()));
        }
        List<TeamStanding> teams = s.system() == org.tengen.tournament.TournamentSystem.CHALLENGE
                ? challenge(org.tengen.standings.Challenge.compute(in.entrants(), in.pairings()))
                : s.system().team() ? TeamStandings.compute(s, in.entrants(), in.pairings()) : List.of();
        return new Ranked(in, standings, teams);
    }
}
