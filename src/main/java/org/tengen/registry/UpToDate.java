package org.tengen.registry;

import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Whether what the registry derives — the standings, the rating list — was computed from what it
 * holds now: the inputs' hash against the hash stored with the last result, the same test the
 * ranking and rating jobs make before they write. A command asks this first and launches no job
 * when nothing changed; a lookup without Spring makes the very same test
 * ({@link RatingListing#upToDate}, {@link StandingsListing#upToDate}) on its own connection.
 */
@Component
public class UpToDate {

    private final JdbcTemplate jdbc;

    public UpToDate(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The rating list was computed from the rated games and confirmations the registry holds now. */
    public boolean ratings() {
        return Boolean.TRUE.equals(jdbc.execute((ConnectionCallback<Boolean>) RatingListing::upToDate));
    }

    /** Every current tournament's standings were computed from its games, players and settings as they are now. */
    public boolean standings() {
        return Boolean.TRUE.equals(jdbc.execute((ConnectionCallback<Boolean>) StandingsListing::upToDate));
    }
}
