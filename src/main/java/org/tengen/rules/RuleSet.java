package org.tengen.rules;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A rule set as a value: every dimension in which the rule sets Tengen meets differ. The named
 * presets are only values of this record; adding a rule set never adds code paths to the replay.
 *
 * @param name        the preset's name, e.g. {@code chinese-2002}
 * @param ko          which repetitions are forbidden (art. 6)
 * @param suicideAllowed whether a move that leaves its own group without liberties is legal (art. 5 forbids it)
 * @param scoring     area (数子法) or territory counting
 * @param komi        what Black gives White in an even game, in points (Chinese: 3¾ stones = 7.5)
 * @param handicapCompensation what Black gives back in a handicap game (还子)
 * @param cycleOutcome what a long cycle leads to (art. 20.3)
 * @param warnings    whether illegal acts draw warnings (警告) and each warning costs a stone (art. 24)
 * @param blackWinsTies Ing rules: a count that ties is a win for Black
 */
public record RuleSet(String name, KoRule ko, boolean suicideAllowed, Scoring scoring, Score komi,
                      HandicapCompensation handicapCompensation, CycleOutcome cycleOutcome,
                      boolean warnings, boolean blackWinsTies) {

    public static final int MIN_SIZE = 2;
    public static final int MAX_SIZE = 25;

    /**
     * The Chinese Weiqi Competition Rules, 2002: area counting, 3¾ stones komi, suicide forbidden
     * (art. 5), whole-board repetition forbidden (art. 6) with immediate ko recaptures void and
     * warned (art. 18.3) and long cycles leading to no result (art. 20.3, default), warnings costing
     * a stone each (art. 24), N/2 stones back in handicap games.
     */
    public static final RuleSet CHINESE_2002 = new RuleSet("chinese-2002", KoRule.SITUATIONAL, false,
            Scoring.AREA, Score.parsePoints("7.5"), HandicapCompensation.N, CycleOutcome.NO_RESULT, true, false);

    /** Japanese rules: territory counting, 6.5 komi, simple ko (a triple ko is not illegal). */
    public static final RuleSet JAPANESE = new RuleSet("japanese", KoRule.SIMPLE, false, Scoring.TERRITORY,
            Score.parsePoints("6.5"), HandicapCompensation.NONE, CycleOutcome.NO_RESULT, false, false);

    /** Korean rules: as Japanese for everything the replay and the count see. */
    public static final RuleSet KOREAN = new RuleSet("korean", KoRule.SIMPLE, false, Scoring.TERRITORY,
            Score.parsePoints("6.5"), HandicapCompensation.NONE, CycleOutcome.NO_RESULT, false, false);

    /**
     * Ing (SST) rules as far as a record shows them: area counting with 8 points komi, suicide of
     * several stones allowed, ties to Black. Ing's own ko categories are approximated by
     * situational superko with the repeating move void.
     */
    public static final RuleSet ING = new RuleSet("ing", KoRule.SITUATIONAL, true, Scoring.AREA,
            Score.ofPoints(8), HandicapCompensation.N, CycleOutcome.MOVE_ILLEGAL, false, true);

    /** Tromp–Taylor, for computer games: area, positional superko, suicide allowed, every stone counts. */
    public static final RuleSet TROMP_TAYLOR = new RuleSet("tromp-taylor", KoRule.POSITIONAL, true, Scoring.AREA,
            Score.parsePoints("7.5"), HandicapCompensation.NONE, CycleOutcome.MOVE_ILLEGAL, false, false);

    /** AGA rules: area counting, situational superko, N − 1 points back in handicap games. */
    public static final RuleSet AGA = new RuleSet("aga", KoRule.SITUATIONAL, false, Scoring.AREA,
            Score.parsePoints("7.5"), HandicapCompensation.N_MINUS_ONE, CycleOutcome.NO_RESULT, false, false);

    public static final List<RuleSet> PRESETS = List.of(CHINESE_2002, JAPANESE, KOREAN, ING, TROMP_TAYLOR, AGA);

    public RuleSet {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(ko, "ko");
        Objects.requireNonNull(scoring, "scoring");
        Objects.requireNonNull(komi, "komi");
        Objects.requireNonNull(handicapCompensation, "handicapCompensation");
        Objects.requireNonNull(cycleOutcome, "cycleOutcome");
    }

    public RuleSet withKomi(Score newKomi) {
        return new RuleSet(name, ko, suicideAllowed, scoring, newKomi, handicapCompensation, cycleOutcome,
                warnings, blackWinsTies);
    }

    public RuleSet withCycleOutcome(CycleOutcome outcome) {
        return new RuleSet(name, ko, suicideAllowed, scoring, komi, handicapCompensation, outcome,
                warnings, blackWinsTies);
    }

    public boolean equalsIgnoringKomi(RuleSet other) {
        return withKomi(Score.ZERO).equals(other.withKomi(Score.ZERO));
    }

    /** The preset of that name ({@code chinese-2002}, {@code chinese}, {@code japanese}, …), case-insensitive. */
    public static RuleSet named(String name) {
        String key = name.trim().toLowerCase(Locale.ROOT);
        for (RuleSet preset : PRESETS) {
            if (preset.name.equals(key)) {
                return preset;
            }
        }
        return switch (key) {
            case "chinese", "cn", "china", "中国", "中国规则" -> CHINESE_2002;
            case "japanese", "jp", "japan", "日本", "日本规则" -> JAPANESE;
            case "korean", "kr", "korea", "韩国" -> KOREAN;
            case "ing", "goe", "应氏", "应氏规则", "sst" -> ING;
            case "tromp-taylor", "tromp taylor", "tt" -> TROMP_TAYLOR;
            case "aga" -> AGA;
            default -> throw new IllegalArgumentException("unknown rule set '" + name + "'; known: "
                    + PRESETS.stream().map(RuleSet::name).toList());
        };
    }

    /** The preset a record's {@code RU} value names, or null when it names none Tengen knows. */
    public static RuleSet forRecordName(String ru) {
        if (ru == null || ru.isBlank()) {
            return null;
        }
        String key = ru.trim().toLowerCase(Locale.ROOT);
        if (key.startsWith("chinese") || key.startsWith("中国") || key.equals("cn")) {
            return CHINESE_2002;
        }
        if (key.startsWith("japan") || key.startsWith("日本") || key.equals("jp")) {
            return JAPANESE;
        }
        if (key.startsWith("korea") || key.startsWith("韩国")) {
            return KOREAN;
        }
        if (key.startsWith("ing") || key.startsWith("goe") || key.startsWith("应氏")) {
            return ING;
        }
        if (key.startsWith("tromp") || key.equals("tt")) {
            return TROMP_TAYLOR;
        }
        if (key.startsWith("aga")) {
            return AGA;
        }
        return null;
    }

    @Override
    public String toString() {
        return name + " (komi " + komi.toPoints() + ")";
    }
}
