package org.tengen.cli;

import java.math.BigDecimal;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;

/**
 * The JSON every command prints: numbers as plain numbers ({@code 10}, {@code 10.5}, never
 * {@code 1E+1} or {@code 10.0}), exact decimals as they are, one object a line.
 */
public final class JsonLines {

    /** The mapper of every {@code --format json}, built on first use: a table prints numbers without it. */
    private static final class Mapper {
        static final JsonMapper MAPPER = JsonMapper.builder().addModule(new SimpleModule("plain-numbers")
            .addSerializer(BigDecimal.class, new ValueSerializer<BigDecimal>() {
                @Override
                public void serialize(BigDecimal value, JsonGenerator gen, SerializationContext ctxt) {
                    gen.writeNumber(plain(value));
                }
            })
            .addSerializer(Double.class, new ValueSerializer<Double>() {
                @Override
                public void serialize(Double value, JsonGenerator gen, SerializationContext ctxt) {
                    if (value.isNaN() || value.isInfinite()) {
                        gen.writeNull();
                    } else {
                        gen.writeNumber(plain(BigDecimal.valueOf(value)));
                    }
                }
            })).build();
    }

    private JsonLines() {
    }

    /** A number as JSON and the text outputs print it: {@code 10}, {@code 10.5}, {@code 0.25}. */
    public static String plain(BigDecimal value) {
        return value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString();
    }

    /** One object as a line. */
    public static String line(Object value) {
        return Mapper.MAPPER.writeValueAsString(value);
    }
}
