package org.tengen.registry;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/** The grades each player held, with their evidence. */
public interface PlayerGradeRepository extends JpaRepository<PlayerGrade, Long> {

    @Query("select g from PlayerGrade g where g.player.id = :player order by g.since, g.id")
    List<PlayerGrade> ofPlayer(@Param("player") long playerId);
}
