package org.tengen.rating.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.doCallRealMethod;
import static org.mockito.Mockito.doThrow;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.bean.override.mockito.MockitoSpyBean;
import org.tengen.imports.ImportService;
import org.tengen.promotion.store.PromotionsJobConfig;
import org.tengen.registry.PromotionRecords;
import org.tengen.registry.RatingRecords;
import org.tengen.standings.store.StandingsService;

/**
 * The rating and promotion jobs on the sample tournaments: each step reads the registry, calls its
 * core and writes back in one transaction, stamped with the run time it is given. A run that fails
 * half-way writes nothing (the list and the grants stay as they were); running it again completes it.
 */
@SpringBootTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RatingAndPromotionJobsTest {

    @TempDir
    static Path temp;

    @DynamicPropertySource
    static void registry(DynamicPropertyRegistry r) {
        r.add("spring.datasource.url", () -> "jdbc:h2:mem:rating-promotion-jobs;DB_CLOSE_DELAY=-1");
        r.add("tengen.reports", () -> temp.resolve("reports").toString());
        r.add("tengen.work", () -> temp.resolve("work").toString());
    }

    static final LocalDateTime NIGHT = LocalDateTime.of(2026, 11, 29, 2, 0);

    @Autowired
    ImportService imports;
    @Autowired
    StandingsService standings;
    @Autowired
    RatingsJobConfig.RatingsService ratings;
    @Autowired
    PromotionsJobConfig.PromotionsService promotions;
    @Autowired
    JdbcTemplate jdbc;
    @MockitoSpyBean
    RatingRecords ratingRecords;
    @MockitoSpyBean
    PromotionRecords promotionRecords;

    int count(String table) {
        return jdbc.queryForObject("select count(*) from " + table, Integer.class);
    }

    @Test
    @Order(1)
    void aRatingRunThatFailsWritesNothingAndTheNextRunCompletesIt() {
        imports.importAll(List.of(Path.of("sample-data/tournaments")), o -> { });
        standings.rankChanged(NIGHT);
        // The run fails after the old list was deleted and the new changes written: all of it rolls back.
        doThrow(new IllegalStateException("database gone (injected)")).when(ratingRecords)
                .replace(any(), anyString(), any());
        assertThatThrownBy(() -> ratings.rate(NIGHT)).hasMessageContaining("database gone (injected)");
        assertThat(count("rating_run")).isZero();
        assertThat(count("player_rating")).isZero();
        doCallRealMethod().when(ratingRecords).replace(any(), anyString(), any());
        ratings.rate(NIGHT);
        assertThat(count("rating_run")).isEqualTo(1);
        assertThat(count("player_rating")).isPositive();
        assertThat(jdbc.queryForObject("select finished_at from rating_run", java.sql.Timestamp.class)
                .toLocalDateTime()).as("stamped with the run's time, not the clock").isEqualTo(NIGHT);
        ratings.rate(NIGHT.plusDays(1));
        assertThat(count("rating_run")).as("nothing changed: not recomputed").isEqualTo(1);
    }

    @Test
    @Order(2)
    void aPromotionRunThatFailsGrantsNothingAndTheNextRunGrantsOnce() {
        doThrow(new IllegalStateException("disk full (injected)")).when(promotionRecords)
                .grant(any(), anyString(), any());
        assertThatThrownBy(() -> promotions.promote(false, NIGHT)).hasMessageContaining("disk full (injected)");
        assertThat(count("promotion")).isZero();
        doCallRealMethod().when(promotionRecords).grant(any(), anyString(), any());
        assertThat(promotions.promote(false, NIGHT)).isEqualTo(1);
        assertThat(jdbc.queryForObject("select granted_at from promotion", java.sql.Timestamp.class)
                .toLocalDateTime()).isEqualTo(NIGHT);
        assertThat(promotions.promote(false, NIGHT.plusDays(1))).as("granted once").isZero();
    }
}
