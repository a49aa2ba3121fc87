package org.tengen.tournament;

import java.util.Locale;

/** How a tournament pairs its players (赛制). */
public enum TournamentSystem {
    /** 循环赛: everyone plays everyone. */
    ROUND_ROBIN("round-robin", "循环赛", false),
    /** 积分编排: Swiss, players with equal points meet. */
    SWISS("swiss", "积分编排", false),
    /** 麦克马洪: McMahon, a Swiss whose starting score comes from the rank. */
    MCMAHON("mcmahon", "麦克马洪", false),
    /** 淘汰赛: knockout. */
    KNOCKOUT("knockout", "淘汰赛", false),
    /** 团体循环赛: team round robin. */
    TEAM_ROUND_ROBIN("team-round-robin", "团体循环赛", true),
    /** 团体积分编排: team Swiss. */
    TEAM_SWISS("team-swiss", "团体积分编排", true),
    /** 擂台赛 (art. 26.6): two teams in a set order; the winner of each game stays on until beaten. */
    CHALLENGE("challenge", "擂台赛", true);

    private final String code;
    private final String chinese;
    private final boolean team;

    TournamentSystem(String code, String chinese, boolean team) {
        this.code = code;
        this.chinese = chinese;
        this.team = team;
    }

    public String code() {
        return code;
    }

    public String chinese() {
        return chinese;
    }

    public boolean team() {
        return team;
    }

    /** Reads the Chinese or English name (or the code); throws naming the choices otherwise. */
    public static TournamentSystem parse(String text) {
        String key = text.strip().toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-');
        for (TournamentSystem s : values()) {
            if (s.code.equals(key) || s.chinese.equals(text.strip())) {
                return s;
            }
        }
        return switch (key) {
            case "循环", "round-robin-system", "rr", "berger" -> ROUND_ROBIN;
            case "积分", "瑞士制", "swiss-system" -> SWISS;
            case "mac-mahon", "mcmahon-system", "麦克马洪制" -> MCMAHON;
            case "淘汰", "ko", "cup" -> KNOCKOUT;
            case "团体循环" -> TEAM_ROUND_ROBIN;
            case "团体积分", "团体瑞士制" -> TEAM_SWISS;
            case "擂台", "winner-stays-on", "challenge-match" -> CHALLENGE;
            default -> throw new IllegalArgumentException("'" + text + "' is not a system (expected 循环赛, 积分编排, "
                    + "麦克马洪, 淘汰赛, 团体循环赛, 团体积分编排, 擂台赛 or round-robin, swiss, mcmahon, knockout, "
                    + "team-round-robin, team-swiss, challenge)");
        };
    }
}
