package org.tengen.standings;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What places are decided by, in the order a tournament names them (its tie-break chain).
 * The first of {@link #POINTS}, {@link #NBW} and {@link #MMS} in the chain is the event's main
 * score; {@link #SOS} and its kin sum opponents' main scores.
 */
public enum Criterion {
    /** 积分: 2 a win, 1 a draw, 0 a loss (art. 27.1); a bye 2. */
    POINTS("points", "积分"),
    /** Number of wins: 1 a win, ½ a draw, plus the event's values for a bye or an absence. */
    NBW("NBW", "胜局数"),
    /** McMahon score: the starting score from the rank, plus NBW's increments. */
    MMS("MMS", "麦克马洪分"),
    /** 胜者小分 (art. 27.1 ①A): the points of the opponents beaten plus half those of the opponents drawn. */
    SB("SB", "胜者小分"),
    /** 对手分 (art. 27.1 ②B): the sum of all opponents' final points. */
    OPP("OPP", "对手分"),
    /** 警告 (art. 27.1 ①B): fewer warnings over the event place higher. */
    WARNINGS("warnings", "警告"),
    /** Sum of opponents' scores (a round without a game: the own starting MMS in McMahon, 0 otherwise). */
    SOS("SOS", "对手分"),
    /** SOS without the lowest contribution. */
    SOS_1("SOS-1", "SOS-1"),
    /** SOS without the two lowest contributions. */
    SOS_2("SOS-2", "SOS-2"),
    /** Sum of opponents' SOS. */
    SOSOS("SOSOS", "SOSOS"),
    /** Sum of defeated opponents' scores (a draw counts half). */
    SODOS("SODOS", "SODOS"),
    /** Cumulative sum of scores: the main score after round 1, plus after round 2, … */
    CUSS("CUSS", "CUSS"),
    /** Direct confrontation: the main score from the games among the players still tied. */
    DC("DC", "直胜");

    private final String code;
    private final String chinese;

    Criterion(String code, String chinese) {
        this.code = code;
        this.chinese = chinese;
    }

    /** The key in output ({@code SB}, {@code OPP}, {@code warnings}, {@code SOS-1} …). */
    public String code() {
        return code;
    }

    public String chinese() {
        return chinese;
    }

    public boolean mainScore() {
        return this == POINTS || this == NBW || this == MMS;
    }

    /**
     * Reads one criterion: our codes, the Chinese names, and OpenGotha's ({@code SOSW}, {@code SOSM},
     * {@code SOSOSM}, {@code SODOSW}, {@code CUSSM} …: the W/M suffix only says which main score).
     * Returns null for OpenGotha's {@code NULL}.
     */
    public static Criterion parse(String text) {
        String t = text.strip();
        String k = t.toUpperCase(Locale.ROOT).replace(" ", "");
        switch (t) {
            case "积分", "得分", "分" -> {
                return POINTS;
            }
            case "胜者小分", "小分" -> {
                return SB;
            }
            case "对手分", "对手积分" -> {
                return OPP;
            }
            case "警告", "警告次数", "警告少" -> {
                return WARNINGS;
            }
            case "直胜", "胜负关系" -> {
                return DC;
            }
            default -> {
            }
        }
        return switch (k) {
            case "NULL", "" -> null;
            case "POINTS", "PTS", "SCORE" -> POINTS;
            case "NBW" -> NBW;
            case "MMS" -> MMS;
            case "SB", "SONNEBORN-BERGER" -> SB;
            case "OPP" -> OPP;
            case "WARNINGS", "WARN" -> WARNINGS;
            case "SOS", "SOSW", "SOSM" -> SOS;
            case "SOS-1", "SOSW-1", "SOSM-1" -> SOS_1;
            case "SOS-2", "SOSW-2", "SOSM-2" -> SOS_2;
            case "SOSOS", "SOSOSW", "SOSOSM" -> SOSOS;
            case "SODOS", "SODOSW", "SODOSM" -> SODOS;
            case "CUSS", "CUSSW", "CUSSM" -> CUSS;
            case "DC", "SDC" -> DC;
            default -> throw new IllegalArgumentException("'" + text + "' is not a tie-break Tengen knows (expected 积分, "
                    + "胜者小分, 对手分, 警告, 直胜, or NBW, MMS, SOS, SOS-1, SOS-2, SOSOS, SODOS, CUSS, DC)");
        };
    }

    /** A chain written as a list: {@code 积分, 胜者小分, 警告} or {@code MMS SOSM SOSOSM}. */
    public static List<Criterion> parseChain(String text) {
        List<Criterion> out = new ArrayList<>();
        for (String part : text.split("[,;、，；>\\s]+")) {
            if (part.isBlank()) {
                continue;
            }
            Criterion c = parse(part);
            if (c != null && !out.contains(c)) {
                out.add(c);
            }
        }
        if (out.isEmpty() || !out.get(0).mainScore()) {
            throw new IllegalArgumentException("a tie-break chain starts with the main score: 积分 (points), NBW or MMS");
        }
        return out;
    }

    public static String format(List<Criterion> chain) {
        return String.join(",", chain.stream().map(Criterion::code).toList());
    }
}
