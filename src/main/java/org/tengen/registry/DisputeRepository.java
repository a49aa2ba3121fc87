package org.tengen.registry;

import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/** Disputes and their rulings. */
public interface DisputeRepository extends JpaRepository<Dispute, Long> {

    /** The disputes of one game, oldest first. */
    @Query("select d from Dispute d where d.game.id = :game order by d.id")
    List<Dispute> ofGame(@Param("game") long gameId);

    /** The disputes on the games of one tournament version, oldest first. */
    @Query("select d from Dispute d join fetch d.game g where g.tournament.id = :tournament order by d.id")
    List<Dispute> ofTournament(@Param("tournament") long tournamentId);

    /** The ruling in force on a game: its latest ruled dispute. */
    default Optional<Dispute> rulingInForce(long gameId) {
        return ofGame(gameId).stream().filter(Dispute::isRuled).reduce((a, b) -> b);
    }
}
