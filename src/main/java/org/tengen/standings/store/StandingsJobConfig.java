package org.tengen.standings.store;

import java.time.LocalDateTime;
import java.util.List;
import org.springframework.batch.core.configuration.annotation.StepScope;
import org.springframework.batch.core.job.Job;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.Step;
import org.springframework.batch.core.step.builder.StepBuilder;
import org.springframework.batch.infrastructure.item.ItemProcessor;
import org.springframework.batch.infrastructure.item.ItemReader;
import org.springframework.batch.infrastructure.item.ItemWriter;
import org.springframework.batch.infrastructure.item.support.ListItemReader;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;
import org.tengen.registry.StandingRecords;
import org.tengen.standings.EventStandings;
import org.tengen.standings.Standing;
import org.tengen.standings.TeamStanding;

/**
 * The ranking job: recomputes the standings of every current tournament whose inputs changed
 * (games, players or settings: their hash differs from the one stored with the standings), one
 * tournament a transaction. A run that stops is simply run again: what is done is not redone.
 * Each step reads from the registry, calls the pure {@link EventStandings}, and writes back.
 * Parameter: {@code runAt}, the run's time, stamped on the standings it writes.
 */
@Configuration
public class StandingsJobConfig {

    public static final String JOB = "standings";

    /** The job parameter that carries the run's time. */
    public static final String RUN_AT = "runAt";

    /** A tournament's new standings, ready to store. */
    public record Ranked(StandingRecords.Inputs inputs, List<Standing> standings, List<TeamStanding> teams) {
    }

    @Bean
    public Job standingsJob(JobRepository repository, Step rankTournaments) {
        return new JobBuilder(JOB, repository).start(rankTournaments).build();
    }

    @Bean
    public Step rankTournaments(JobRepository repository, PlatformTransactionManager tx,
                                ItemReader<Long> tournamentsToRank, ItemWriter<Ranked> saveStandings,
                                StandingRecords records) {
        ItemProcessor<Long, Ranked> rank = id -> {
            StandingRecords.Inputs in = records.inputs(id);
            if (in.sha256().equals(in.storedSha256())) {
                return null;            // unchanged since the standings were computed
            }
            return compute(in);
        };
        return new StepBuilder("rank-tournaments", repository).<Long, Ranked>chunk(1).transactionManager(tx)
                .reader(tournamentsToRank).processor(rank).writer(saveStandings).build();
    }

    @Bean
    @StepScope
    public ItemReader<Long> tournamentsToRank(StandingRecords records) {
        return new ListItemReader<>(records.currentTournaments());
    }

    @Bean
    @StepScope
    public ItemWriter<Ranked> saveStandings(StandingRecords records,
                                            @Value("#{jobParameters['" + RUN_AT + "']}") LocalDateTime runAt) {
        return chunk -> chunk.getItems().forEach(r -> records.save(r.inputs(), r.standings(), r.teams(), runAt));
    }

    public static Ranked compute(StandingRecords.Inputs in) {
        EventStandings.Result r = EventStandings.compute(in.settings(), in.entrants(), in.pairings());
        return new Ranked(in, r.standings(), r.teams());
    }
}
