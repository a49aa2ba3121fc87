package org.tengen.registry;

import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;

/** Spring Data repositories of the registry (read side). */
public final class Registry {

    private Registry() {
    }

    public interface Tournaments extends JpaRepository<Tournament, Long> {

        Optional<Tournament> findByCodeAndCurrentVersionTrue(String code);

        List<Tournament> findByCodeOrderByVersion(String code);

        List<Tournament> findByCurrentVersionTrueOrderByStartDateAscCodeAsc();
    }

    public interface Players extends JpaRepository<Player, Long> {

        Optional<Player> findByFederationId(String federationId);

        List<Player> findByName(String name);

        List<Player> findByConfirmedFalseOrderById();
    }

    public interface Participations extends JpaRepository<Participation, Long> {

        List<Participation> findByTournamentIdOrderByNo(Long tournamentId);
    }

    public interface Games extends JpaRepository<Game, Long> {

        List<Game> findByTournamentIdOrderByRoundAscTableNoAscIdAsc(Long tournamentId);

        long countByTournamentId(Long tournamentId);
    }

    public interface ImportBatches extends JpaRepository<ImportBatch, Long> {
    }
}
