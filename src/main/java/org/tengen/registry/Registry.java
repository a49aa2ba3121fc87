package org.tengen.registry;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** Spring Data repositories of the registry's read side (writes go through the jobs' JDBC batches). */
public final class Registry {

    private Registry() {
    }

    public interface Tournaments extends JpaRepository<Tournament, Long> {

        /** The current version of every tournament, in date order. */
        List<Tournament> findByCurrentVersionTrueOrderByStartDateAscCodeAsc();
    }

    public interface Players extends JpaRepository<Player, Long> {

        /** Newcomers created by imports without a federation id, waiting for staff to confirm them. */
        long countByConfirmedFalse();
    }
}
