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

    /**
     * The rulings in force on games of current versions where the organiser's sheet now says
     * something else than it said when the ruling was made, and not the ruled result either: the
     * ruling is kept, and a person must look ("the new sheet disagrees with a ruling").
     */
    @Query("select d from Dispute d join fetch d.game g join fetch g.tournament t where t.currentVersion = true "
            + "and d.status = org.tengen.registry.Dispute.Status.RULED "
            + "and d.id = (select max(d2.id) from Dispute d2 where d2.game = g "
            + "and d2.status = org.tengen.registry.Dispute.Status.RULED) "
            + "and d.ruling.sheetResult <> g.sheetResult and d.ruling.result <> g.sheetResult "
            + "order by t.code, g.round, g.id")
    List<Dispute> sheetDisagreesWithRuling();
}
