package org.tengen.registry;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import java.util.Arrays;
import java.util.List;
import org.tengen.rank.Rank;
import org.tengen.rules.Finding;
import org.tengen.rules.GameResult;
import org.tengen.rules.Score;

/**
 * How the registry's typed values are stored. A result, a grade, a komi cross the registry's border
 * as {@link GameResult}, {@link Rank}, {@link Score}; the text in the tables is what Tengen wrote
 * itself ({@link GameResult#notation()}, {@link Rank#notation()}), so reading it back cannot meet
 * anything a person typed. One error policy: a stored value that does not read is a damaged registry
 * and stops the command, naming the value — it is never dropped or guessed.
 */
public final class Converters {

    private Converters() {
    }

    /** A stored value that does not read: the registry was written by something else. */
    static IllegalStateException damaged(String what, String value, RuntimeException cause) {
        return new IllegalStateException("the registry holds '" + value + "' as " + what + ", which is not one: "
                + cause.getMessage(), cause);
    }

    /** {@code B+1.5}, {@code W+R}, {@code Draw} … */
    @Converter
    public static class Result implements AttributeConverter<GameResult, String> {
        @Override
        public String convertToDatabaseColumn(GameResult r) {
            return r == null ? null : r.notation();
        }

        @Override
        public GameResult convertToEntityAttribute(String s) {
            if (s == null) {
                return null;
            }
            try {
                return GameResult.parse(s).result();
            } catch (IllegalArgumentException e) {
                throw damaged("a result", s, e);
            }
        }
    }

    /** {@code 3d}, {@code 15k}, {@code 5p}. */
    @Converter
    public static class Grade implements AttributeConverter<Rank, String> {
        @Override
        public String convertToDatabaseColumn(Rank r) {
            return r == null ? null : r.notation();
        }

        @Override
        public Rank convertToEntityAttribute(String s) {
            try {
                return Rank.parse(s);
            } catch (IllegalArgumentException e) {
                throw damaged("a grade", s, e);
            }
        }
    }

    /** Komi and areas in half points, exact. */
    @Converter
    public static class HalfPoints implements AttributeConverter<Score, Integer> {
        @Override
        public Integer convertToDatabaseColumn(Score s) {
            return s == null ? null : Math.toIntExact(s.halfPoints());
        }

        @Override
        public Score convertToEntityAttribute(Integer halves) {
            return halves == null ? null : Score.ofHalfPoints(halves);
        }
    }

    /** A replay's findings, as {@code verify --format json} writes them. */
    @Converter
    public static class Findings implements AttributeConverter<List<Finding>, String> {
        @Override
        public String convertToDatabaseColumn(List<Finding> f) {
            return f == null ? null : FindingsJson.write(f);
        }

        @Override
        public List<Finding> convertToEntityAttribute(String s) {
            try {
                return List.copyOf(FindingsJson.read(s));
            } catch (RuntimeException e) {
                throw damaged("findings", s, e);
            }
        }
    }

    /** Notes made while reading a record, one a line. */
    @Converter
    public static class Lines implements AttributeConverter<List<String>, String> {
        @Override
        public String convertToDatabaseColumn(List<String> lines) {
            return lines == null || lines.isEmpty() ? null : String.join("\n", lines);
        }

        @Override
        public List<String> convertToEntityAttribute(String s) {
            return s == null || s.isEmpty() ? List.of() : Arrays.asList(s.split("\n"));
        }
    }
}
