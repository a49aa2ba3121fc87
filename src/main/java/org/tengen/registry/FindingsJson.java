package org.tengen.registry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tengen.rules.Finding;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** How a game's findings are stored in the registry: the JSON of {@code verify --format json}. */
public final class FindingsJson {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private FindingsJson() {
    }

    public static String write(List<Finding> findings) {
        if (findings.isEmpty()) {
            return null;
        }
        List<Map<String, Object>> out = new ArrayList<>();
        for (Finding f : findings) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("move", f.move());
            m.put("kind", f.kind().name());
            m.put("point", f.point());
            m.put("ruling", f.ruling());
            out.add(m);
        }
        return JSON.writeValueAsString(out);
    }

    public static List<Finding> read(String json) {
        List<Finding> out = new ArrayList<>();
        if (json == null || json.isBlank()) {
            return out;
        }
        for (JsonNode n : JSON.readTree(json)) {
            JsonNode point = n.get("point");
            out.add(new Finding(n.get("move").asInt(), Finding.Kind.valueOf(n.get("kind").asString()),
                    point == null || point.isNull() ? null : point.asString(), n.get("ruling").asString()));
        }
        return out;
    }
}
