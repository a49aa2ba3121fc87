package org.tengen.registry;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/** The games of the registry. */
public interface GameRepository extends JpaRepository<Game, Long> {

    /** A tournament version's games with both players' entries, in round and table order. */
    @Query("select g from Game g join fetch g.black left join fetch g.white where g.tournament.id = :tournament "
            + "order by g.round, g.tableNo, g.id")
    List<Game> ofTournament(@Param("tournament") long tournamentId);
}
