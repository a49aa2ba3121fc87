package org.tengen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every JSON output prints numbers as staff read them: 10, 10.5 — never 1E+1 or 10.0. */
class JsonLinesTest {

    @Test
    void exactDecimalsPrintPlain() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("points", new BigDecimal("10.00").stripTrailingZeros());      // 1E+1, as the registry gives it back
        m.put("half", new BigDecimal("10.50"));
        m.put("zero", new BigDecimal("0.000"));
        m.put("tiebreaks", Map.of("SOS", new BigDecimal("2.4E+1")));
        m.put("boards", List.of(new BigDecimal("1.0"), new BigDecimal("0.5")));
        assertThat(JsonLines.line(m)).isEqualTo("{\"points\":10,\"half\":10.5,\"zero\":0,\"tiebreaks\":{\"SOS\":24},"
                + "\"boards\":[1,0.5]}");
    }

    @Test
    void doublesPrintWithoutATrailingZero() {
        assertThat(JsonLines.line(Map.of("gor", 2100.0))).isEqualTo("{\"gor\":2100}");
        assertThat(JsonLines.line(Map.of("score", 0.5))).isEqualTo("{\"score\":0.5}");
        assertThat(JsonLines.line(Map.of("sigma", Double.NaN))).isEqualTo("{\"sigma\":null}");
    }
}
