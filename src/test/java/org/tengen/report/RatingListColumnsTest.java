package org.tengen.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RatingListColumnsTest {

    @Test
    void aMembersFederationIdIsPrintedAsItIs() {
        assertThat(Reports.federationIdOrNewcomer("33010007", "33010007")).isEqualTo("33010007");
    }

    @Test
    void aNewcomersRegistryIdIsNeverPrintedAsIfItWereAFederationId() {
        assertThat(Reports.federationIdOrNewcomer(null, "#23")).isEqualTo("新人 newcomer #23");
        assertThat(Reports.federationIdOrNewcomer(" ", "#23")).isEqualTo("新人 newcomer #23");
    }
}
