package org.tengen.formats;

import java.io.ByteArrayInputStream;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
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
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Reads an OpenGotha tournament file (XML, dataVersion 201) as a tournament like any workbook:
 * its code is the file's {@code shortName}; players are numbered in file order and named surname
 * first as OpenGotha shows them; games refer to players by OpenGotha's key (surname and first name
 * without spaces, upper-cased); byes, per-round absences (the {@code participating} flags),
 * handicaps, results by default (forfeits, {@code _BYDEF}), team boards, the McMahon bar and floor,
 * the absence and bye values and the placement criteria it names become the tournament's settings.
 * The EGF PIN, when there is one, becomes the federation id {@code EGF-PIN}.
 */
public final class OpenGotha {

    private OpenGotha() {
    }

    /** Whether the bytes look like an OpenGotha file. */
    public static boolean looksLike(byte[] head) {
        String s = new String(head, 0, Math.min(head.length, 600), java.nio.charset.StandardCharsets.UTF_8);
        return s.contains("<Tournament") && (s.contains("dataVersion") || s.contains("<Players"));
    }

    public static ResultSheet read(String file, byte[] bytes) {
        List<Problem> problems = new ArrayList<>();
        Document doc;
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false);
            f.setFeature("http://xml.org/sax/features/external-general-entities", false);
            f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            f.setExpandEntityReferences(false);
            DocumentBuilder b = f.newDocumentBuilder();
            doc = b.parse(new ByteArrayInputStream(bytes));
        } catch (Exception e) {
            return failed(file, "not a readable OpenGotha file: " + e.getMessage());
        }
        Element root = doc.getDocumentElement();
        if (!root.getTagName().equals("Tournament")) {
            return failed(file, "not an OpenGotha file: the root element is <" + root.getTagName() + ">");
        }
        Element gps = first(root, "GeneralParameterSet");
        if (gps == null) {
            return failed(file, "the file has no <GeneralParameterSet>");
        }
        int rounds = intAttr(gps, "numberOfRounds", 0);
        // Players, keyed as OpenGotha keys them.
        Map<String, Integer> byKey = new HashMap<>();
        List<SheetPlayer> players = new ArrayList<>();
        Map<String, String[]> teamBoard = teamBoards(root);
        NodeList ps = root.getElementsByTagName("Player");
        for (int i = 0; i < ps.getLength(); i++) {
            Element p = (Element) ps.item(i);
            String surname = p.getAttribute("name").strip();
            String first = p.getAttribute("firstName").strip();
            String key = (surname + first).replace(" ", "").toUpperCase(Locale.ROOT);
            int no = i + 1;
            if (byKey.putIfAbsent(key, no) != null) {
                problems.add(new Problem(Problem.Severity.ERROR, file, "Players", no, "name", surname + " " + first,
                        "two players have the key " + key + " (surname and first name): OpenGotha cannot tell them "
                                + "apart either"));
            }
            Rank rank = null;
            String r = p.getAttribute("rank").strip();
            try {
                rank = r.isEmpty() ? null : Rank.parse(r.toLowerCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                problems.add(new Problem(Problem.Severity.ERROR, file, "Players", no, "rank", r, e.getMessage()));
            }
            String pin = p.getAttribute("egfPin").strip();
            Set<Integer> absent = new HashSet<>();
            String part = p.getAttribute("participating");
            for (int round = 1; round <= Math.min(rounds, part.length()); round++) {
                if (part.charAt(round - 1) == '0') {
                    absent.add(round);
                }
            }
            String[] tb = teamBoard.get(key);
            players.add(new SheetPlayer(no, (surname + " " + first).strip(), pin.isEmpty() ? null : "EGF-" + pin, rank,
                    emptyToNull(p.getAttribute("club")), tb == null ? null : tb[0],
                    tb == null ? null : Integer.valueOf(tb[1]), null, null, emptyToNull(p.getAttribute("country")),
                    null, no, intAttr(p, "smmsCorrection", 0), absent));
        }
        List<SheetGame> games = new ArrayList<>();
        NodeList gs = root.getElementsByTagName("Game");
        int unknown = 0;
        for (int i = 0; i < gs.getLength(); i++) {
            Element g = (Element) gs.item(i);
            int round = intAttr(g, "roundNumber", 0);
            Integer black = byKey.get(g.getAttribute("blackPlayer"));
            Integer white = byKey.get(g.getAttribute("whitePlayer"));
            if (black == null || white == null) {
                problems.add(new Problem(Problem.Severity.ERROR, file, "Games", i + 1, black == null ? "blackPlayer"
                        : "whitePlayer", black == null ? g.getAttribute("blackPlayer") : g.getAttribute("whitePlayer"),
                        "no player with that key in <Players>"));
                continue;
            }
            String res = g.getAttribute("result").strip();
            GameResult result = result(res);
            if (result == null) {
                problems.add(new Problem(Problem.Severity.WARNING, file, "Games", i + 1, "result", res,
                        "a result code OpenGotha does not write (expected RESULT_BLACKWINS, RESULT_WHITEWINS, "
                                + "RESULT_EQUAL, RESULT_BOTHWIN, RESULT_BOTHLOSE, each also _BYDEF, or "
                                + "RESULT_UNKNOWN): read as no result yet, as OpenGotha reads it"));
                result = GameResult.UNKNOWN;
            }
            if (result.kind() == GameResult.Kind.UNKNOWN) {
                unknown++;
            }
            games.add(new SheetGame(round, intOrNull(g, "tableNumber"), black, white, intAttr(g, "handicap", 0), null,
                    result, res, 0, 0, null, List.of(), null, null, null, "Games", i + 1, null));
        }
        if (unknown > 0) {
            problems.add(new Problem(Problem.Severity.WARNING, file, "Games", 0, "result", "RESULT_UNKNOWN",
                    unknown + " games have no result yet; they count for nobody"));
        }
        NodeList byes = root.getElementsByTagName("ByePlayer");
        for (int i = 0; i < byes.getLength(); i++) {
            Element b = (Element) byes.item(i);
            Integer no = byKey.get(b.getAttribute("player"));
            if (no != null) {
                games.add(new SheetGame(intAttr(b, "roundNumber", 0), null, no, 0, 0, null,
                        GameResult.win(Colour.BLACK, GameResult.Kind.WIN), "bye", 0, 0, null, List.of(), null, null,
                        null, "ByePlayers", i + 1, null));
            }
        }
        boolean teams = !teamBoard.isEmpty();
        List<Criterion> chain = new ArrayList<>();
        Element placement = first(root, "PlacementParameterSet");
        if (placement != null) {
            NodeList cs = placement.getElementsByTagName("PlacementCriterion");
            for (int i = 0; i < cs.getLength(); i++) {
                String name = ((Element) cs.item(i)).getAttribute("name");
                try {
                    Criterion c = Criterion.parse(name);
                    if (c != null && !chain.contains(c)) {
                        chain.add(c);
                    }
                } catch (IllegalArgumentException e) {
                    problems.add(new Problem(Problem.Severity.WARNING, file, "PlacementParameterSet", i + 1, "name",
                            name, "a placement criterion Tengen does not compute; left out of the order"));
                }
            }
        }
        if (chain.isEmpty() || !chain.get(0).mainScore()) {
            chain.add(0, Criterion.MMS);
        }
        TournamentSystem system = teams ? TournamentSystem.TEAM_SWISS
                : chain.get(0) == Criterion.MMS ? TournamentSystem.MCMAHON : TournamentSystem.SWISS;
        String settings = "chain=" + Criterion.format(chain) + ";bar=" + rank(gps, "genMMBar", "4d") + ";floor="
                + rank(gps, "genMMFloor", "20k") + ";nbw=" + intAttr(gps, "genNBW2ValueAbsent", 0) + ","
                + intAttr(gps, "genNBW2ValueBye", 2) + ";mms=" + intAttr(gps, "genMMS2ValueAbsent", 1) + ","
                + intAttr(gps, "genMMS2ValueBye", 2) + ";roundDown=" + !"false".equals(gps.getAttribute("genRoundDownNBWMMS"));
        Score komi;
        try {
            komi = Score.parsePoints(gps.getAttribute("komi").isBlank() ? "7.5" : gps.getAttribute("komi"));
        } catch (IllegalArgumentException e) {
            komi = RuleSet.CHINESE_2002.komi();
        }
        int size = intAttr(gps, "size", 19);
        String shortName = gps.getAttribute("shortName").strip();
        String name = gps.getAttribute("name").strip();
        String code = (shortName.isEmpty() ? name : shortName).toUpperCase(Locale.ROOT);
        Integer boards = null;
        Element tgps = first(root, "TeamGeneralParameterSet");
        if (teams && tgps != null) {
            boards = intAttr(tgps, "teamSize", 0) > 0 ? intAttr(tgps, "teamSize", 0) : null;
        }
        TournamentInfo info = new TournamentInfo(code, name.isEmpty() ? code : name, date(gps, "beginDate"),
                date(gps, "endDate"), emptyToNull(gps.getAttribute("location")), emptyToNull(gps.getAttribute("director")),
                system, rounds > 0 ? rounds : null, RuleSet.CHINESE_2002, komi, size == 9 || size == 13 ? size : 19, true,
                'A', false, CycleOutcome.NO_RESULT, boards, settings);
        return new ResultSheet(file, info, players, games, problems, "Players", Map.of());
    }

    /**
     * OpenGotha's result codes (its {@code Game.RESULT_*}; {@code _BYDEF}: "by default", decided
     * without play) and pairgoth's spelling {@code RESULT_BOTHLOOSE}; null for a code neither writes.
     */
    static GameResult result(String code) {
        return switch (code.toUpperCase(Locale.ROOT)) {
            case "RESULT_WHITEWINS" -> GameResult.win(Colour.WHITE, GameResult.Kind.WIN);
            case "RESULT_BLACKWINS" -> GameResult.win(Colour.BLACK, GameResult.Kind.WIN);
            case "RESULT_WHITEWINS_BYDEF" -> GameResult.win(Colour.WHITE, GameResult.Kind.FORFEIT);
            case "RESULT_BLACKWINS_BYDEF" -> GameResult.win(Colour.BLACK, GameResult.Kind.FORFEIT);
            case "RESULT_EQUAL", "RESULT_EQUAL_BYDEF", "RESULT_JIGO" -> GameResult.DRAW;
            case "RESULT_BOTHLOSE", "RESULT_BOTHLOSE_BYDEF", "RESULT_BOTHLOOSE", "RESULT_BOTHLOOSE_BYDEF" ->
                    GameResult.BOTH_LOSE;
            case "RESULT_BOTHWIN", "RESULT_BOTHWIN_BYDEF" -> GameResult.BOTH_WIN;
            case "RESULT_UNKNOWN", "" -> GameResult.UNKNOWN;
            default -> null;
        };
    }

    private static Map<String, String[]> teamBoards(Element root) {
        Map<String, String[]> out = new LinkedHashMap<>();
        Map<String, Integer> roundSeen = new HashMap<>();
        NodeList teams = root.getElementsByTagName("Team");
        for (int i = 0; i < teams.getLength(); i++) {
            Element t = (Element) teams.item(i);
            NodeList boards = t.getElementsByTagName("Board");
            for (int j = 0; j < boards.getLength(); j++) {
                Element b = (Element) boards.item(j);
                String player = b.getAttribute("player");
                int round = intAttr(b, "roundNumber", 1);
                if (!roundSeen.containsKey(player) || round < roundSeen.get(player)) {
                    roundSeen.put(player, round);
                    out.put(player, new String[] {t.getAttribute("teamName").strip(), b.getAttribute("boardNumber")});
                }
            }
        }
        return out;
    }

    private static String rank(Element e, String attr, String fallback) {
        String v = e.getAttribute(attr).strip().toLowerCase(Locale.ROOT);
        try {
            return v.isEmpty() ? fallback : Rank.parse(v).notation();
        } catch (IllegalArgumentException ex) {
            return fallback;
        }
    }

    private static LocalDate date(Element e, String attr) {
        try {
            return LocalDate.parse(e.getAttribute(attr).strip());
        } catch (RuntimeException ex) {
            return null;
        }
    }

    private static Element first(Element root, String tag) {
        NodeList n = root.getElementsByTagName(tag);
        return n.getLength() == 0 ? null : (Element) n.item(0);
    }

    private static int intAttr(Element e, String attr, int fallback) {
        try {
            return Integer.parseInt(e.getAttribute(attr).strip());
        } catch (NumberFormatException ex) {
            return fallback;
        }
    }

    private static Integer intOrNull(Element e, String attr) {
        try {
            return Integer.valueOf(e.getAttribute(attr).strip());
        } catch (NumberFormatException ex) {
            return null;
        }
    }

    private static String emptyToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    private static ResultSheet failed(String file, String reason) {
        return new ResultSheet(file, null, List.of(), List.of(),
                List.of(new Problem(Problem.Severity.ERROR, file, null, 0, null, null, reason)), null, Map.of());
    }
}
