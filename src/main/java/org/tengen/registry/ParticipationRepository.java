package org.tengen.registry;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/** Who played in which tournament version. */
public interface ParticipationRepository extends JpaRepository<Participation, Long> {

    /** A tournament version's entries in sheet order (编号). */
    @Query("select p from Participation p where p.tournament.id = :tournament order by p.no")
    List<Participation> ofTournament(@Param("tournament") long tournamentId);
}
