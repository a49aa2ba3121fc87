package org.tengen.registry;

import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

/** Tournaments and their versions. */
public interface TournamentRepository extends JpaRepository<Tournament, Long> {

    /** The current version of a tournament. */
    Optional<Tournament> findByCodeAndCurrentVersionTrue(String code);

    /** Every version of a tournament, oldest first. */
    List<Tournament> findByCodeOrderByVersion(String code);

    @Query("select max(t.version) from Tournament t where t.code = :code")
    Integer lastVersion(@Param("code") String code);
}
