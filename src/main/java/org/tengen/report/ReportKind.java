package org.tengen.report;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The kinds of printed report, each with the word staff type, what it needs to be made, and where
 * its files go (under {@code reports/}).
 */
public enum ReportKind {
    /** 成绩表: every round of a tournament. */
    CROSSTABLE("crosstable", Needs.TOURNAMENT),
    /** Individual and team standings of a tournament. */
    STANDINGS("standings", Needs.TOURNAMENT),
    /** Verdicts by status and the games to check. */
    VERIFICATION("verification", Needs.NOTHING),
    /** The problems of rejected imports, cell by cell. */
    IMPORT_ERRORS("import-errors", Needs.NOTHING),
    /** 等级分表 as of a day. */
    RATING_LIST("rating-list", Needs.NOTHING),
    /** 升段名单. */
    PROMOTIONS("promotions", Needs.NOTHING),
    /** One player's record. */
    PLAYER("player", Needs.PLAYER),
    /** The audit of one game. */
    AUDIT("audit", Needs.GAME),
    /** The static site: rating list, tournaments and players as HTML pages. */
    SITE("site", Needs.NOTHING);

    /** What a kind needs besides the registry. */
    public enum Needs {
        NOTHING(null),
        TOURNAMENT("--tournament CODE"),
        PLAYER("--player PLAYER (a federation id such as 33010007 or CN-001207, or a registry id written #42)"),
        GAME("--game ID");

        private final String option;

        Needs(String option) {
            this.option = option;
        }

        /** The option that gives it, as the usage message names it. */
        public String option() {
            return option;
        }
    }

    private final String word;
    private final Needs needs;

    ReportKind(String word, Needs needs) {
        this.word = word;
        this.needs = needs;
    }

    public String word() {
        return word;
    }

    public Needs needs() {
        return needs;
    }

    /** The folder under the reports folder its files go to. */
    public String folder() {
        return word;
    }

    public static Optional<ReportKind> of(String word) {
        return Arrays.stream(values()).filter(k -> k.word.equals(word)).findFirst();
    }

    /** Every kind's word, for usage messages. */
    public static String words() {
        return Arrays.stream(values()).map(ReportKind::word).collect(Collectors.joining(", "));
    }
}
