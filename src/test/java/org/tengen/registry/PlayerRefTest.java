package org.tengen.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** How staff name a player: digits are a federation id (real ones are numeric); a registry id has its #. */
class PlayerRefTest {

    @Test
    void allDigitsAreAFederationIdNeverARegistryId() {
        assertThat(PlayerRef.parse("33010007")).isEqualTo(new PlayerRef.FederationId("33010007"));
        assertThat(PlayerRef.parse("３３０１０００７")).as("full-width digits, as typed on a Chinese keyboard")
                .isEqualTo(new PlayerRef.FederationId("33010007"));
    }

    @Test
    void prefixedFederationIdsAreUpperCased() {
        assertThat(PlayerRef.parse(" cn-001207 ")).isEqualTo(new PlayerRef.FederationId("CN-001207"));
        assertThat(PlayerRef.parse("EGF-12345678")).isEqualTo(new PlayerRef.FederationId("EGF-12345678"));
    }

    @Test
    void aRegistryIdIsWrittenWithAHash() {
        assertThat(PlayerRef.parse("#42")).isEqualTo(new PlayerRef.RegistryId(42));
        assertThat(new PlayerRef.RegistryId(42).notation()).isEqualTo("#42");
        assertThat(PlayerRef.name(null, 42)).isEqualTo("#42");
        assertThat(PlayerRef.name("33010007", 42)).isEqualTo("33010007");
    }

    @Test
    void whatCannotNameAPlayerIsRefusedSayingWhatIsExpected() {
        assertThatThrownBy(() -> PlayerRef.parse("#abc")).hasMessageContaining("#42");
        assertThatThrownBy(() -> PlayerRef.parse("  ")).hasMessageContaining("federation id");
    }

    @Test
    void anUnknownPlayerMessageNamesWhatWasTried() {
        assertThat(new PlayerRef.UnknownPlayer(PlayerRef.parse("33010007")).getMessage())
                .contains("no player 33010007", "federation id (会员号) 33010007", "a registry id is written #33010007");
        assertThat(new PlayerRef.UnknownPlayer(PlayerRef.parse("#7")).getMessage())
                .contains("no player #7", "registry id 7");
    }
}
