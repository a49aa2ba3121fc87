package org.tengen.promotion.store;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.tengen.promotion.Policy;
import org.tengen.rank.Rank;

/** Reads {@code jobs/promotions.yaml}; a mistake names the key and what was expected. */
public final class PolicyFile {

    private PolicyFile() {
    }

    public static Policy read(Path file) throws IOException {
        return read(org.tengen.ops.Settings.given(file));
    }

    /** The policy in a settings file wherever it was found (the project's jobs/, TENGEN_HOME, the bundled default). */
    @SuppressWarnings("unchecked")
    public static Policy read(org.tengen.ops.Settings.File file) throws IOException {
        Map<String, Object> y = org.tengen.ops.YamlFile.read(file);
        try {
            Object eff = y.get("effective");
            LocalDate effective = eff == null ? LocalDate.MIN : eff instanceof java.util.Date d
                    ? d.toInstant().atZone(java.time.ZoneOffset.UTC).toLocalDate() : LocalDate.parse(eff.toString());
            String prefix = String.valueOf(y.getOrDefault("certificatePrefix", "TG"));
            Policy.RatingRule rating = null;
            if (y.get("rating") instanceof Map<?, ?> m) {
                rating = new Policy.RatingRule(((Number) ((Map<String, Object>) m).getOrDefault("minGames", 0)).intValue(),
                        Rank.parse(String.valueOf(((Map<String, Object>) m).getOrDefault("maxGrade", "7d"))));
            }
            List<Policy.RankEventRule> events = new ArrayList<>();
            for (Object o : (List<Object>) y.getOrDefault("rankEvents", List.of())) {
                Map<String, Object> m = (Map<String, Object>) o;
                events.add(new Policy.RankEventRule(Rank.parse(m.get("grade").toString()),
                        ((Number) m.get("games")).intValue(), ((Number) m.get("wins")).intValue(),
                        m.get("minOpponent") == null ? null : Rank.parse(m.get("minOpponent").toString()),
                        Rank.parse(m.get("to").toString())));
            }
            Map<Rank, Integer> accumulated = new LinkedHashMap<>();
            for (Map.Entry<String, Object> e : ((Map<String, Object>) y.getOrDefault("accumulatedWins", Map.of()))
                    .entrySet()) {
                accumulated.put(Rank.parse(e.getKey()), ((Number) e.getValue()).intValue());
            }
            List<Policy.PlacingRule> placings = new ArrayList<>();
            for (Object o : (List<Object>) y.getOrDefault("placings", List.of())) {
                Map<String, Object> m = (Map<String, Object>) o;
                placings.add(new Policy.PlacingRule(Pattern.compile(m.get("events").toString()),
                        ((Number) m.get("places")).intValue(), Rank.parse(m.get("to").toString()),
                        String.valueOf(m.getOrDefault("name", m.get("events")))));
            }
            return new Policy(effective, prefix, rating, events, accumulated, placings);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage()
                    + " (see the comments in the file for what each key takes)", e);
        }
    }
}
