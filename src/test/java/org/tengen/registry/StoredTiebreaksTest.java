package org.tengen.registry;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/**
 * The tie-breaks a standings line stores, read back without a JSON library as the JSON mapper reads
 * them (what {@code standings} printed before it read them itself): the same criteria in the same
 * order, the same numbers.
 */
class StoredTiebreaksTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** As the stored lines were read before: the mapper's map, each value through its text. */
    private static Map<String, BigDecimal> asTheMapperReads(String json) {
        Map<?, ?> raw = JSON.readValue(json, LinkedHashMap.class);
        Map<String, BigDecimal> out = new LinkedHashMap<>();
        raw.forEach((k, v) -> out.put((String) k, new BigDecimal(v.toString())));
        return out;
    }

    @Test
    void theNumbersAsTheMapperReadsThem() {
        for (String json : List.of("{}", "{\"SB\":42,\"warnings\":0}", "{\"SOS\":10.5,\"SOSOS\":0.25,\"MMS\":-3}",
                "{\"a\":10.0,\"b\":1E+1,\"c\":33.333333333333333333,\"d\":123456789012345678901234567890}",
                "{ \"胜局\" : 7 , \"对手分\\\"\\\\\\u00e9\":2.5 }", "{\"x\":1e-7,\"y\":-0.0,\"z\":5E2}")) {
            assertThat(StandingsListing.tiebreaks(json)).as(json).containsExactlyEntriesOf(asTheMapperReads(json));
        }
    }

    @Test
    void anythingButAFlatObjectOfNumbersGoesToTheMapper() {
        for (String json : List.of("{\"a\":null}", "{\"a\":\"1\"}", "{\"a\":{\"b\":1}}")) {
            Map<String, BigDecimal> read;
            try {
                read = StandingsListing.tiebreaks(json);
            } catch (RuntimeException e) {
                read = null;
            }
            Map<String, BigDecimal> mapper;
            try {
                mapper = asTheMapperReads(json);
            } catch (RuntimeException e) {
                mapper = null;
            }
            assertThat(read).as(json).isEqualTo(mapper);
        }
    }

    @Property
    void whatTheRankingJobWritesReadsBackAsTheMapperReadsIt(@ForAll("tiebreaks") Map<String, BigDecimal> tiebreaks) {
        String stored = JSON.writeValueAsString(tiebreaks);
        assertThat(StandingsListing.tiebreaks(stored)).containsExactlyEntriesOf(asTheMapperReads(stored));
    }

    @Provide
    Arbitrary<Map<String, BigDecimal>> tiebreaks() {
        Arbitrary<String> criteria = Arbitraries.oneOf(Arbitraries.of("SB", "SOS", "SOSOS", "MMS", "warnings", "胜局",
                "对手分"), Arbitraries.strings().ofMinLength(1).ofMaxLength(6));
        Arbitrary<BigDecimal> values = Arbitraries.oneOf(Arbitraries.integers().between(-1000, 100_000)
                        .map(BigDecimal::valueOf),
                Arbitraries.bigDecimals().between(BigDecimal.valueOf(-1000), BigDecimal.valueOf(100_000)).ofScale(2),
                Arbitraries.integers().between(0, 4000).map(q -> BigDecimal.valueOf(q).divide(BigDecimal.valueOf(4))));
        return Arbitraries.maps(criteria, values).ofMaxSize(8).map(LinkedHashMap::new);
    }
}
