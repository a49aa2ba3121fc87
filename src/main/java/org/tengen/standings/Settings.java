package org.tengen.standings;

import java.util.List;
import org.tengen.rank.Rank;
import org.tengen.tournament.TournamentSystem;

/**
 * How a tournament's standings are computed: its system, rounds and tie-break chain, and the
 * McMahon and absence settings of the European systems (as OpenGotha names them; values of NBW
 * and MMS for a bye or an absent round are in half points, and the accumulated ones are rounded
 * down to a whole point when {@code roundDown}).
 */
public record Settings(TournamentSystem system, int rounds, List<Criterion> chain, Rank bar, Rank floor,
                       int nbwAbsentX2, int nbwByeX2, int mmsAbsentX2, int mmsByeX2, boolean roundDown) {

    public Settings {
        chain = List.copyOf(chain);
    }

    /** The defaults of each system: Chinese rules for the Chinese systems (art. 27), OpenGotha's for McMahon. */
    public static Settings defaults(TournamentSystem system, int rounds) {
        List<Criterion> chain = switch (system) {
            case ROUND_ROBIN, TEAM_ROUND_ROBIN, KNOCKOUT, CHALLENGE -> List.of(Criterion.POINTS, Criterion.SB, Criterion.WARNINGS);
            case SWISS, TEAM_SWISS -> List.of(Criterion.POINTS, Criterion.OPP, Criterion.WARNINGS);
            case MCMAHON -> List.of(Criterion.MMS, Criterion.SOS, Criterion.SOSOS);
        };
        return new Settings(system, rounds, chain, Rank.dan(4), Rank.kyu(20), 0, 2, 1, 2, true);
    }

    public Settings withChain(List<Criterion> newChain) {
        return new Settings(system, rounds, newChain, bar, floor, nbwAbsentX2, nbwByeX2, mmsAbsentX2, mmsByeX2,
                roundDown);
    }

    /** The main score: the first of POINTS, NBW, MMS in the chain. */
    public Criterion main() {
        return chain.stream().filter(Criterion::mainScore).findFirst().orElse(Criterion.POINTS);
    }

    /** As stored in the registry: {@code chain=MMS,SOS,SOSOS;bar=4d;floor=20k;nbw=0,2;mms=1,2;roundDown=true}. */
    public String encode() {
        return "chain=" + Criterion.format(chain) + ";bar=" + bar.notation() + ";floor=" + floor.notation() + ";nbw="
                + nbwAbsentX2 + "," + nbwByeX2 + ";mms=" + mmsAbsentX2 + "," + mmsByeX2 + ";roundDown=" + roundDown;
    }

    public static Settings decode(TournamentSystem system, int rounds, String text) {
        Settings s = defaults(system, rounds);
        if (text == null || text.isBlank()) {
            return s;
        }
        List<Criterion> chain = s.chain;
        Rank bar = s.bar;
        Rank floor = s.floor;
        int[] nbw = {s.nbwAbsentX2, s.nbwByeX2};
        int[] mms = {s.mmsAbsentX2, s.mmsByeX2};
        boolean roundDown = s.roundDown;
        for (String part : text.split(";")) {
            int eq = part.indexOf('=');
            if (eq < 0) {
                continue;
            }
            String k = part.substring(0, eq).strip();
            String v = part.substring(eq + 1).strip();
            switch (k) {
                case "chain" -> chain = Criterion.parseChain(v);
                case "bar" -> bar = Rank.parse(v);
                case "floor" -> floor = Rank.parse(v);
                case "nbw" -> nbw = pair(v);
                case "mms" -> mms = pair(v);
                case "roundDown" -> roundDown = Boolean.parseBoolean(v);
                default -> {
                }
            }
        }
        return new Settings(system, rounds, chain, bar, floor, nbw[0], nbw[1], mms[0], mms[1], roundDown);
    }

    private static int[] pair(String v) {
        String[] p = v.split(",");
        return new int[] {Integer.parseInt(p[0].strip()), Integer.parseInt(p[1].strip())};
    }
}
