package org.tengen.players;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.tengen.sheet.Fold;

/**
 * What a merge of two registrations of one person keeps: where only one of them knows a fact
 * (会员号, birth date, sex, club) the merged player has it; where both know it and disagree (a club
 * aside: people change clubs), the merge is refused with the conflict named, unless staff said
 * which to keep ({@code --keep birth-date=1990-03-02}). Names equal once traditional characters are read as simplified do not
 * conflict (the player kept keeps its own).
 */
public final class MergePlan {

    /** The facts of a player a merge compares. */
    public enum Fact {
        NAME("name", "姓名"),
        FEDERATION_ID("federation-id", "会员号"),
        BIRTH_DATE("birth-date", "出生日期"),
        SEX("sex", "性别"),
        CLUB("club", "单位");

        public final String option;
        public final String chinese;

        Fact(String option, String chinese) {
            this.option = option;
            this.chinese = chinese;
        }

        public static Fact of(String option) {
            for (Fact f : values()) {
                if (f.option.equals(option.toLowerCase(Locale.ROOT).strip())) {
                    return f;
                }
            }
            throw new IllegalArgumentException("--keep names one of name, federation-id, birth-date, sex, club, not '"
                    + option + "'");
        }
    }

    /** A player's facts, as text ({@code yyyy-MM-dd} for the birth date); null where unknown. */
    public record Facts(String name, String federationId, LocalDate birthDate, String sex, String club) {

        String get(Fact f) {
            return switch (f) {
                case NAME -> name;
                case FEDERATION_ID -> federationId;
                case BIRTH_DATE -> birthDate == null ? null : birthDate.toString();
                case SEX -> sex;
                case CLUB -> club;
            };
        }

        Facts with(Fact f, String v) {
            return switch (f) {
                case NAME -> new Facts(v, federationId, birthDate, sex, club);
                case FEDERATION_ID -> new Facts(name, v, birthDate, sex, club);
                case BIRTH_DATE -> new Facts(name, federationId, v == null ? null : LocalDate.parse(v), sex, club);
                case SEX -> new Facts(name, federationId, birthDate, v, club);
                case CLUB -> new Facts(name, federationId, birthDate, sex, v);
            };
        }
    }

    /** Two values of one fact that disagree. */
    public record Conflict(Fact fact, String moved, String kept) {
        @Override
        public String toString() {
            return "two different " + fact.chinese + " (" + fact.option + "): " + moved + " and " + kept
                    + "; say which with --keep " + fact.option + "=VALUE";
        }
    }

    /**
     * @param merged    the facts the player kept has after the merge
     * @param conflicts disagreements staff did not settle (the merge is refused while any remains)
     * @param notes     what was taken from where, for the merge's record
     */
    public record Plan(Facts merged, List<Conflict> conflicts, List<String> notes) {
        public boolean refused() {
            return !conflicts.isEmpty();
        }
    }

    private MergePlan() {
    }

    /**
     * @param moved the registration that goes away (its games move)
     * @param kept  the registration that stays
     * @param keep  staff's choices: fact → the value to keep (one of the two)
     */
    public static Plan plan(Facts moved, Facts kept, Map<Fact, String> keep) {
        Facts merged = kept;
        List<Conflict> conflicts = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Map<Fact, String> choices = new LinkedHashMap<>(keep);
        for (Fact f : Fact.values()) {
            String a = moved.get(f);
            String b = kept.get(f);
            String choice = choices.remove(f);
            if (choice != null) {
                String c = f == Fact.FEDERATION_ID ? choice.toUpperCase(Locale.ROOT) : choice;
                if (!same(f, c, a) && !same(f, c, b)) {
                    throw new IllegalArgumentException("--keep " + f.option + "=" + choice + " is neither of the two "
                            + "values (" + (a == null ? "none" : a) + ", " + (b == null ? "none" : b) + ")");
                }
                String value = same(f, c, b) ? b : a;
                if (!Objects.equals(value, b)) {
                    notes.add(f.chinese + " " + value + " kept (instead of " + b + ")");
                }
                merged = merged.with(f, value);
                continue;
            }
            if (a == null || same(f, a, b)) {
                continue;
            }
            if (b != null && f == Fact.CLUB) {
                continue;          // people change clubs: the kept registration's club stays
            }
            if (b == null) {
                merged = merged.with(f, a);
                notes.add(f.chinese + " " + a + " taken from the merged registration");
                continue;
            }
            conflicts.add(new Conflict(f, a, b));
        }
        return new Plan(merged, List.copyOf(conflicts), List.copyOf(notes));
    }

    private static boolean same(Fact f, String x, String y) {
        if (x == null || y == null) {
            return x == y;
        }
        return switch (f) {
            case NAME -> NameKeys.folded(x).equals(NameKeys.folded(y));
            case CLUB -> Fold.key(x).equals(Fold.key(y));
            case FEDERATION_ID -> x.equalsIgnoreCase(y);
            default -> x.equals(y);
        };
    }
}
