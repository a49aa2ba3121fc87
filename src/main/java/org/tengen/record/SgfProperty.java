package org.tengen.record;

import java.util.List;

/** One SGF property: its identifier ({@code B}, {@code AB}, {@code KM} …) and its values, unescaped. */
public record SgfProperty(String id, List<String> values) {

    public SgfProperty {
        values = List.copyOf(values);
    }

    public String value() {
        return values.isEmpty() ? "" : values.get(0);
    }
}
