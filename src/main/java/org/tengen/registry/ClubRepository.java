package org.tengen.registry;

import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;

/** Clubs, by the name the sheets give them. */
public interface ClubRepository extends JpaRepository<Club, Long> {

    Optional<Club> findByName(String name);
}
