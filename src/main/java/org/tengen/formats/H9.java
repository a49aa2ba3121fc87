package org.tengen.formats;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tengen.rank.Rank;
import org.tengen.rules.Colour;
import org.tengen.rules.CycleOutcome;
import org.tengen.rules.GameResult;
import org.tengen.rules.RuleSet;
import org.tengen.rules.Score;
import org.tengen.sheet.Problem;
import org.tengen.sheet.ResultSheet;
import org.tengen.sheet.SheetGame;
import org.tengen.sheet.SheetPlayer;
import org.tengen.sheet.TournamentInfo;
import org.tengen.standings.Criterion;
import org.tengen.tournament.TournamentSystem;

/**
 * The EGF results format ({@code .h9}, what the European Go Database imports): header lines
 * {@code ; CL[A]}, {@code ; EV[…]}, {@code ; DT[start,end]}, {@code ; KM[7.5]}, {@code ; TC[…]}, then
 * one line a player — place (blank when tied with the line above), name, rank, country, club, the
 * placement criteria, and one token a round: {@code 12+/w0} beat the player on line 12 with White,
 * no handicap; {@code !} instead of {@code /} a result by default (forfeit); {@code 0+} a bye,
 * {@code 0-} a round without a game, {@code 0=} one with half a point; {@code |PIN} at the end the
 * EGD PIN. Opponents are referred to by line number, not by their (possibly shared) place.
 */
public final class H9 {

    private static final Pattern TOKEN = Pattern.compile("(\\d+)([+\\-=?])(?:([/!])([bwBW])?(\\d*))?");
    private static final Pattern RANK = Pattern.compile("\\d{1,2}[kKdDpP]");
    private static final Pattern HEADER = Pattern.compile(";\\s*([A-Z]{2})\\[(.*)]\\s*");

    private H9() {
    }

    // ---- reading ------------------------------------------------------------------------------

    private record Line(int number, int fileLine, String name, Rank rank, String country, String club, String pin,
                        List<String> tokens) {
    }

    public static ResultSheet read(String file, byte[] bytes) {
        String text = decode(bytes);
        List<Problem> problems = new ArrayList<>();
        Map<String, String> header = new HashMap<>();
        List<String> criteria = new ArrayList<>();
        List<Line> lines = new ArrayList<>();
        String[] raw = text.split("\r?\n");
        for (int i = 0; i < raw.length; i++) {
            String l = raw[i];
            int semi = l.indexOf(';');
            if (semi >= 0) {
                String comment = l.substring(semi);
                Matcher h = HEADER.matcher(comment);
                if (h.matches()) {
                    header.put(h.group(1), h.group(2));
                } else if (comment.matches(";\\s*Pl\\s+Name.*")) {
                    String[] t = comment.substring(1).strip().split("\\s+");
                    // "Pl Name Rk Co Club" then the criteria
                    for (int k = 5; k < t.length; k++) {
                        criteria.add(t[k]);
                    }
                }
                l = l.substring(0, semi);
            }
            if (l.isBlank()) {
                continue;
            }
            Line parsed = line(file, lines.size() + 1, i + 1, l, problems);
            if (parsed != null) {
                lines.add(parsed);
            }
        }
        if (lines.isEmpty()) {
            problems.add(new Problem(Problem.Severity.ERROR, file, null, 0, null, null, "no player lines in the file"));
        }
        int rounds = lines.isEmpty() ? 0 : lines.get(0).tokens().size();
        for (Line l : lines) {
            if (l.tokens().size() != rounds) {
                problems.add(new Problem(Problem.Severity.ERROR, file, null, l.fileLine(), null, null,
                        "this line has " + l.tokens().size() + " rounds, the first " + rounds + ": every line has one "
                                + "token a round"));
            }
        }
        List<SheetPlayer> players = new ArrayList<>();
        for (Line l : lines) {
            Set<Integer> absent = new TreeSet<>();
            for (int r = 0; r < l.tokens().size(); r++) {
                String t = l.tokens().get(r);
                if (t.equals("0-") || t.equals("0=")) {
                    absent.add(r + 1);
                }
            }
            players.add(new SheetPlayer(l.number(), l.name(), l.pin() == null ? null : "EGF-" + l.pin(), l.rank(),
                    l.club(), null, null, null, null, l.country(), null, l.fileLine(), 0, absent));
        }
        List<SheetGame> games = new ArrayList<>();
        for (Line l : lines) {
            for (int r = 0; r < l.tokens().size(); r++) {
                Matcher m = TOKEN.matcher(l.tokens().get(r));
                if (!m.matches()) {
                    continue;
                }
                int opp = Integer.parseInt(m.group(1));
                char res = m.group(2).charAt(0);
                if (opp == 0) {
                    if (res == '+') {
                        games.add(new SheetGame(r + 1, null, l.number(), 0, 0, null,
                                GameResult.win(Colour.BLACK, GameResult.Kind.WIN), "0+", 0, 0, null, List.of(), null,
                                null, null, "h9", l.fileLine(), null));
                    }
                    continue;
                }
                if (opp < 1 || opp > lines.size()) {
                    problems.add(new Problem(Problem.Severity.ERROR, file, null, l.fileLine(), "round " + (r + 1),
                            l.tokens().get(r), "no player on line " + opp));
                    continue;
                }
                Line other = lines.get(opp - 1);
                String mirror = other.tokens().size() > r ? other.tokens().get(r) : "";
                Matcher om = TOKEN.matcher(mirror);
                char theirs = om.matches() ? om.group(2).charAt(0) : ' ';
                boolean mirrored = om.matches() && Integer.parseInt(om.group(1)) == l.number()
                        && theirs == (res == '+' ? '-' : res == '-' ? '+' : res);
                // OpenGotha writes a both-win (RESULT_BOTHWIN) as a win on both lines, a both-lose as a
                // loss on both: rulings the Chinese rules do not name, read as the organiser ruled.
                boolean both = om.matches() && Integer.parseInt(om.group(1)) == l.number()
                        && (res == '+' || res == '-') && theirs == res;
                if (!mirrored && !both) {
                    if (l.number() < opp) {
                        problems.add(new Problem(Problem.Severity.ERROR, file, null, l.fileLine(), "round " + (r + 1),
                                l.tokens().get(r), "line " + opp + " says '" + mirror + "' for that round: a game "
                                + "appears from both sides with the result mirrored"));
                    }
                    continue;
                }
                if (both && res == '-' && l.number() < opp) {
                    problems.add(new Problem(Problem.Severity.WARNING, file, null, l.fileLine(), "round " + (r + 1),
                            l.tokens().get(r), "line " + opp + " also says '" + mirror + "': both lose (双方负), "
                            + "imported as the organiser ruled"));
                }
                if (l.number() > opp) {
                    continue;                     // the game was taken from the other side's line
                }
                boolean iAmWhite = "w".equalsIgnoreCase(m.group(4));
                boolean forfeit = "!".equals(m.group(3));
                int handicap = m.group(5) == null || m.group(5).isEmpty() ? 0 : Integer.parseInt(m.group(5));
                int black = iAmWhite ? opp : l.number();
                int white = iAmWhite ? l.number() : opp;
                GameResult result;
                if (both) {
                    result = res == '+' ? GameResult.BOTH_WIN : GameResult.BOTH_LOSE;
                } else if (res == '=') {
                    result = GameResult.DRAW;
                } else if (res == '?') {
                    result = GameResult.UNKNOWN;
                } else {
                    boolean iWin = res == '+';
                    Colour winner = iWin == !iAmWhite ? Colour.BLACK : Colour.WHITE;
                    result = GameResult.win(winner, forfeit ? GameResult.Kind.FORFEIT : GameResult.Kind.WIN);
                }
                games.add(new SheetGame(r + 1, null, black, white, handicap, null, result, l.tokens().get(r), 0, 0,
                        null, List.of(), null, null, null, "h9", l.fileLine(), null));
            }
        }
        String event = header.getOrDefault("EV", file).strip();
        LocalDate start = null;
        LocalDate end = null;
        String dt = header.get("DT");
        if (dt != null) {
            String[] d = dt.split(",");
            start = parseDate(d[0]);
            end = d.length > 1 ? parseDate(d[1]) : start;
        }
        String code = header.containsKey("TC") ? header.get("TC").strip()
                : (event + (start == null ? "" : "-" + start.toString().replace("-", ""))).replace(' ', '-');
        List<Criterion> chain = new ArrayList<>();
        for (String c : criteria) {
            try {
                Criterion k = Criterion.parse(c);
                if (k != null && !chain.contains(k)) {
                    chain.add(k);
                }
            } catch (IllegalArgumentException e) {
                // CAT, EXT and other columns Tengen does not compute: left out of the order.
            }
        }
        if (chain.isEmpty() || !chain.get(0).mainScore()) {
            chain.add(0, Criterion.MMS);
        }
        TournamentSystem system = chain.get(0) == Criterion.MMS ? TournamentSystem.MCMAHON : TournamentSystem.SWISS;
        Score komi = RuleSet.CHINESE_2002.komi();
        try {
            if (header.containsKey("KM")) {
                komi = Score.parsePoints(header.get("KM").strip());
            }
        } catch (IllegalArgumentException e) {
            problems.add(new Problem(Problem.Severity.WARNING, file, null, 0, "KM", header.get("KM"), e.getMessage()));
        }
        String cl = header.getOrDefault("CL", "A").strip().toUpperCase(Locale.ROOT);
        char ratingClass = cl.length() == 1 && "ABCD".contains(cl) ? cl.charAt(0) : 'A';
        String place = header.get("PC");
        TournamentInfo info = new TournamentInfo(code.toUpperCase(Locale.ROOT), event, start, end,
                place == null ? null : place.strip(), null, system, rounds > 0 ? rounds : null, RuleSet.CHINESE_2002,
                komi, 19, true, ratingClass, false, CycleOutcome.NO_RESULT, null, "chain=" + Criterion.format(chain));
        return new ResultSheet(file, info, players, games, problems, null, Map.of());
    }

    private static LocalDate parseDate(String s) {
        try {
            return LocalDate.parse(s.strip());
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static Line line(String file, int number, int fileLine, String text, List<Problem> problems) {
        String body = text;
        String pin = null;
        int bar = body.indexOf('|');
        if (bar >= 0) {
            pin = body.substring(bar + 1).strip();
            body = body.substring(0, bar);
            if (pin.isEmpty()) {
                pin = null;
            }
        }
        List<String> t = new ArrayList<>(List.of(body.strip().split("\\s+")));
        List<String> tokens = new ArrayList<>();
        while (!t.isEmpty() && (TOKEN.matcher(t.get(t.size() - 1)).matches())) {
            tokens.add(0, t.remove(t.size() - 1));
        }
        int i = 0;
        if (!t.isEmpty() && t.get(0).matches("\\d+") && body.length() - body.stripLeading().length() < 5) {
            i = 1;                              // the place (absent when tied with the line above)
        }
        int rankAt = -1;
        for (int k = i + 1; k < t.size(); k++) {
            if (RANK.matcher(t.get(k)).matches()) {
                rankAt = k;
                break;
            }
        }
        if (rankAt < 0) {
            problems.add(new Problem(Problem.Severity.ERROR, file, null, fileLine, null, text.strip(),
                    "no rank (like 3D, 12K) after the name"));
            return null;
        }
        String name = String.join(" ", t.subList(i, rankAt)).replace('_', ' ');
        Rank rank = Rank.parse(t.get(rankAt).toLowerCase(Locale.ROOT));
        String country = rankAt + 1 < t.size() ? t.get(rankAt + 1) : null;
        String club = rankAt + 2 < t.size() ? t.get(rankAt + 2) : null;
        return new Line(number, fileLine, name, rank, country, club, pin, tokens);
    }

    private static String decode(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, Charset.forName("ISO-8859-15"));      // what OpenGotha writes
        }
    }

    // ---- writing ------------------------------------------------------------------------------

    /** A player's line to write: place (null when void), criteria values in header order, cells as standings show them. */
    public record Entry(Integer place, int no, String name, String grade, String country, String club,
                        List<String> criteria, List<String> cells, String federationId) {
    }

    /**
     * Writes the results. {@code cells} use the standings' notation ({@code 12+b}, {@code 7-w2},
     * {@code 12+!}, {@code 0+}, {@code -}, {@code 5×}); opponents become line numbers.
     */
    public static String write(String event, String code, LocalDate start, LocalDate end, char ratingClass,
                               Score komi, List<String> criteriaNames, List<Entry> entries) {
        StringBuilder b = new StringBuilder();
        b.append("; CL[").append(ratingClass).append("]\n");
        b.append("; EV[").append(event).append("]\n");
        b.append("; TC[").append(code).append("]\n");
        if (start != null) {
            b.append("; DT[").append(start).append(',').append(end == null ? start : end).append("]\n");
        }
        b.append("; KM[").append(komi.toPoints()).append("]\n");
        b.append("; Generated by Tengen\n;\n");
        b.append("; Pl Name                            Rk Co Club");
        criteriaNames.forEach(c -> b.append(' ').append(String.format("%4s", c)));
        b.append('\n');
        Map<Integer, Integer> lineOf = new LinkedHashMap<>();
        for (int i = 0; i < entries.size(); i++) {
            lineOf.put(entries.get(i).no(), i + 1);
        }
        Integer previous = null;
        for (Entry e : entries) {
            String place = e.place() == null || e.place().equals(previous) ? "" : e.place().toString();
            previous = e.place();
            b.append(String.format("%4s", place)).append(' ');
            String name = e.name().length() > 30 ? e.name().substring(0, 30) : e.name();
            b.append(name).append(" ".repeat(Math.max(1, 31 - org.tengen.formats.H9.width(name))));
            String rk = e.grade() == null ? "30K" : Rank.parse(e.grade()).notation().toUpperCase(Locale.ROOT);
            b.append(String.format("%3s", rk)).append(' ');
            b.append(e.country() == null || e.country().length() != 2 ? "CN" : e.country().toUpperCase(Locale.ROOT));
            String club = e.club() == null || e.club().isBlank() ? "xxxx" : e.club().replace(' ', '_');
            b.append(' ').append(String.format("%-4s", club.length() > 4 ? club.substring(club.length() - 4) : club));
            e.criteria().forEach(c -> b.append(' ').append(String.format("%4s", c)));
            b.append(" 0");
            for (String cell : e.cells()) {
                b.append(' ').append(String.format("%8s", token(cell, lineOf)));
            }
            if (e.federationId() != null && e.federationId().startsWith("EGF-")) {
                b.append(" |").append(e.federationId().substring(4));
            }
            b.append('\n');
        }
        return b.toString();
    }

    private static final Pattern CELL = Pattern.compile("(\\d+)([+\\-=])(!)?([bw])?(\\d*)");

    static String token(String cell, Map<Integer, Integer> lineOf) {
        if (cell.equals("0+")) {
            return "0+";
        }
        Matcher m = CELL.matcher(cell);
        if (!m.matches() || !lineOf.containsKey(Integer.parseInt(m.group(1)))) {
            return "0-";                       // no game, a void game, an opponent not listed
        }
        int line = lineOf.get(Integer.parseInt(m.group(1)));
        String colour = m.group(4) == null ? "" : m.group(4);
        String hcp = m.group(5) == null || m.group(5).isEmpty() ? "0" : m.group(5);
        return line + m.group(2) + (m.group(3) != null ? "!" : "/") + colour + (colour.isEmpty() ? "" : hcp);
    }

    static int width(String s) {
        int w = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            w += c >= 0x2E80 ? 2 : 1;
        }
        return w;
    }
}
