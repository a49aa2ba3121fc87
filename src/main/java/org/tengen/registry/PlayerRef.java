package org.tengen.registry;

import java.util.Locale;
import java.util.Optional;
import org.springframework.stereotype.Component;
import org.tengen.sheet.Fold;

/**
 * How staff name a player on every command: a federation id (会员号, as the federation issues it:
 * {@code 33010007}, {@code CN-001207}, {@code EGF-12345678}) or a registry id written with a hash,
 * {@code #42}. Digits alone are always a federation id — real federation ids are numeric — so a
 * registry id needs its {@code #}; nothing is guessed.
 */
public sealed interface PlayerRef {

    /** As staff write it (for messages). */
    String notation();

    /** A federation id (会员号), folded (full-width digits become half-width) and upper-cased. */
    record FederationId(String id) implements PlayerRef {

        @Override
        public String notation() {
            return id;
        }
    }

    /** A registry id, written {@code #42}. */
    record RegistryId(long id) implements PlayerRef {

        @Override
        public String notation() {
            return new PlayerId(id).toString();
        }
    }

    /**
     * Reads what staff typed (full-width digits folded), with the registry's one grammar of player
     * references ({@link PlayerReference}); what names no player is refused saying what is expected.
     */
    static PlayerRef parse(String text) {
        PlayerReference r = PlayerReference.parse(Fold.value(text));
        return r.registryId() != null ? new RegistryId(r.registryId()) : new FederationId(r.federationId());
    }

    /** The way a known player is named in output and file names: the federation id, else the registry id. */
    static String name(String federationId, long registryId) {
        return federationId != null ? federationId : new RegistryId(registryId).notation();
    }

    /** A player named on a command who is not in the registry; the message says what was tried. */
    final class UnknownPlayer extends IllegalArgumentException {

        public UnknownPlayer(PlayerRef ref) {
            super(message(ref));
        }

        private static String message(PlayerRef ref) {
            if (ref instanceof RegistryId r) {
                return "no player " + r.notation() + " in the registry: no player has the registry id " + r.id()
                        + "; a federation id (会员号) is written without #";
            }
            String id = ref.notation();
            return "no player " + id + " in the registry: no player has the federation id (会员号) " + id
                    + (id.matches("P?\\d+") ? "; a registry id is written #" + id.replace("P", "") : "");
        }
    }

    /** Finds the registry's player a reference names. */
    @Component
    class Lookup {

        private final PlayerRepository players;

        public Lookup(PlayerRepository players) {
            this.players = players;
        }

        public Optional<Player> find(PlayerRef ref) {
            if (ref instanceof RegistryId r) {
                return players.findById(r.id());
            }
            return players.findByFederationId(ref.notation());
        }

        /** The player, or {@link UnknownPlayer} naming what was tried. */
        public Player require(PlayerRef ref) {
            return find(ref).orElseThrow(() -> new UnknownPlayer(ref));
        }

        /** Parses and finds in one go (what a command does with its {@code --player}). */
        public Player require(String text) {
            return require(parse(text));
        }
    }
}
