package org.tengen.registry;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;

/** The players of the registry, found the ways an import links a sheet's player. */
public interface PlayerRepository extends JpaRepository<Player, Long> {

    Optional<Player> findByFederationId(String federationId);

    List<Player> findByNameAndBirthDateOrderById(String name, LocalDate birthDate);

    List<Player> findByNameOrderById(String name);

    /** Newcomers created by imports without a federation id, waiting for staff to confirm them. */
    List<Player> findByConfirmedFalseOrderById();
}
