package org.tengen.record;

import java.math.BigDecimal;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.tengen.rules.Colour;
import org.tengen.rules.GameResult;
import org.tengen.rules.Move;
import org.tengen.rules.Point;
import org.tengen.rules.RuleSet;
import org.tengen.rules.Score;

/**
 * Reads SGF files into normalised {@link GameRecord}s. It never throws for bad input: a file that
 * is not SGF, or a game whose values make no sense, becomes an unreadable {@link RecordReading}
 * naming the byte offset and what was expected.
 *
 * <p>What it normalises, always with a note:
 * <ul>
 * <li>komi written in hundredths ({@code KM[750]} = 7.5) or in stones ({@code KM[375]} = 3¾ stones
 *     = 7.5 points; {@code KM[3.75]} likewise);</li>
 * <li>handicap stones written as Black's first moves (Black moving several times in a row at the
 *     start, as Chinese servers write them) become setup stones when the record says it is a
 *     handicap game: {@code HA[N]} with N ≥ 2, or {@code KM[0]} with no handicap stated; in the
 *     record of an even game they stay moves, and the replay rules them double moves;</li>
 * <li>results written oddly ({@code B+0.0}, {@code W+2.25}, {@code White resigns.}), see
 *     {@link GameResult#parse};</li>
 * <li>a missing or wrong charset declaration ({@link SgfCharset}).</li>
 * </ul>
 * Variations are ignored (only the main line is a game), not lost: {@link SgfParser} keeps them.
 */
public final class RecordReader {

    private RecordReader() {
    }

    public static List<RecordReading> read(byte[] bytes) {
        SgfCharset.Decoded decoded = SgfCharset.decode(bytes);
        List<SgfTree> trees;
        try {
            trees = SgfParser.parse(decoded.text());
        } catch (SgfSyntaxException e) {
            return List.of(RecordReading.unreadable(0, byteOffset(decoded, e.charOffset()), e.expected()));
        }
        List<RecordReading> readings = new ArrayList<>(trees.size());
        for (int g = 0; g < trees.size(); g++) {
            readings.add(readGame(g, trees.get(g), decoded));
        }
        return readings;
    }

    private static long byteOffset(SgfCharset.Decoded decoded, int charOffset) {
        if (charOffset < 0) {
            return -1;
        }
        int end = Math.min(charOffset, decoded.text().length());
        Charset cs = decoded.charset();
        return decoded.text().substring(0, end).getBytes(cs).length;
    }

    private static final class BadValue extends Exception {
        final int nodeOffset;

        BadValue(int nodeOffset, String expected) {
            super(expected);
            this.nodeOffset = nodeOffset;
        }
    }

    private static RecordReading readGame(int game, SgfTree tree, SgfCharset.Decoded decoded) {
        try {
            return RecordReading.of(normalise(game, tree.mainLine(), decoded.note()));
        } catch (BadValue e) {
            return RecordReading.unreadable(game, byteOffset(decoded, e.nodeOffset), e.getMessage());
        } catch (RuntimeException e) {
            // Nothing in a file may escape the reader; an oversight here still names the game.
            return RecordReading.unreadable(game, -1, "a record Tengen can read (" + e.getMessage() + ")");
        }
    }

    private static GameRecord normalise(int game, List<SgfNode> line, String charsetNote) throws BadValue {
        List<String> notes = new ArrayList<>();
        if (charsetNote != null) {
            notes.add(charsetNote);
        }
        SgfNode root = line.get(0);
        String gm = root.get("GM");
        if (gm != null && !gm.isBlank() && !gm.trim().equals("1")) {
            throw new BadValue(root.offset(), "GM[1] (Go); this record is of game type " + gm.trim());
        }
        int size = size(root);
        // Game information, from whichever node before the moves carries it.
        String pb = first(line, "PB");
        String pw = first(line, "PW");
        GameInfo info = new GameInfo(pb, pw, first(line, "BR"), first(line, "WR"), first(line, "DT"),
                first(line, "EV"), first(line, "RO"), first(line, "PC"), first(line, "RU"), first(line, "KM"),
                first(line, "RE"));

        Score komi = info.komiText() == null ? null : komi(info.komiText(), notes);
        GameResult result = GameResult.UNKNOWN;
        if (info.resultText() != null) {
            try {
                GameResult.Reading r = GameResult.parse(info.resultText());
                result = r.result();
                if (r.note() != null) {
                    notes.add(r.note());
                }
            } catch (IllegalArgumentException e) {
                notes.add("RE[" + info.resultText() + "] is not a result; the record is taken as stating none");
            }
        }

        Set<Point> black = new LinkedHashSet<>();
        Set<Point> white = new LinkedHashSet<>();
        List<Move> moves = new ArrayList<>();
        List<Point> dead = null;
        Set<Point> territoryBlack = null;
        Set<Point> territoryWhite = null;
        for (SgfNode node : line) {
            boolean hasMove = node.has("B") || node.has("W");
            if (moves.isEmpty()) {
                for (String v : node.all("AB")) {
                    black.addAll(pointList(v, size, node, "AB"));
                }
                for (String v : node.all("AW")) {
                    white.addAll(pointList(v, size, node, "AW"));
                }
                for (String v : node.all("AE")) {
                    List<Point> empties = pointList(v, size, node, "AE");
                    empties.forEach(black::remove);
                    empties.forEach(white::remove);
                }
            } else if (!hasMove) {
                // After the last move: AE removals and TB/TW markup show the dead stones.
                for (String v : node.all("AE")) {
                    if (dead == null) {
                        dead = new ArrayList<>();
                    }
                    dead.addAll(pointList(v, size, node, "AE"));
                }
                if (node.has("AB") || node.has("AW")) {
                    notes.add("stones added after move " + moves.size() + " (AB/AW) are ignored");
                }
            } else if (node.has("AB") || node.has("AW") || node.has("AE")) {
                notes.add("setup at move " + (moves.size() + 1) + " (AB/AW/AE) is ignored");
            }
            for (SgfProperty p : node.properties()) {
                if (p.id().equals("B") || p.id().equals("W")) {
                    Colour colour = Colour.ofLetter(p.id().charAt(0));
                    Point point = movePoint(p.value(), size, node, moves.size() + 1);
                    moves.add(new Move(colour, point));
                    if (territoryBlack != null) {
                        territoryBlack = null; // markup before a later move is not the final count
                        territoryWhite = null;
                    }
                    dead = null;
                }
            }
            // Markup in the node of the final move (KGS writes ";B[]TW[..]TB[..]") counts too.
            if (node.has("TB") || node.has("TW")) {
                territoryBlack = new LinkedHashSet<>();
                territoryWhite = new LinkedHashSet<>();
                for (String v : node.all("TB")) {
                    territoryBlack.addAll(pointList(v, size, node, "TB"));
                }
                for (String v : node.all("TW")) {
                    territoryWhite.addAll(pointList(v, size, node, "TW"));
                }
            }
        }

        int handicap = handicap(root, black, white, moves, komi, notes);
        DeadStoneMarkup markup = null;
        if (territoryBlack != null || dead != null) {
            markup = new DeadStoneMarkup(territoryBlack == null ? Set.of() : territoryBlack,
                    territoryWhite == null ? Set.of() : territoryWhite, dead == null ? List.of() : dead);
        }
        return new GameRecord(game, size, komi, handicap, new ArrayList<>(black), new ArrayList<>(white), moves,
                result, markup, info, notes);
    }

    private static int size(SgfNode root) throws BadValue {
        String sz = root.get("SZ");
        if (sz == null || sz.isBlank()) {
            return 19;
        }
        String s = sz.trim();
        if (s.contains(":")) {
            String[] wh = s.split(":");
            if (wh.length == 2 && wh[0].trim().equals(wh[1].trim())) {
                s = wh[0].trim();
            } else {
                throw new BadValue(root.offset(), "a square board in SZ[" + sz + "]; rectangular boards are not Go as the rules know it");
            }
        }
        int n;
        try {
            n = Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new BadValue(root.offset(), "a board size (a number " + RuleSet.MIN_SIZE + "–" + RuleSet.MAX_SIZE
                    + ") in SZ[" + sz + "]");
        }
        if (n < RuleSet.MIN_SIZE || n > RuleSet.MAX_SIZE) {
            throw new BadValue(root.offset(), "a board size " + RuleSet.MIN_SIZE + "–" + RuleSet.MAX_SIZE
                    + ", found SZ[" + sz + "]");
        }
        return n;
    }

    /**
     * Komi as the record writes it. Real records write {@code 7.5}, {@code 750} (hundredths of a
     * point, Fox) or {@code 375} (hundredths of a stone, 3¾ 子): no real komi reaches 100 points,
     * so a value of 100 or more is read in hundredths — of points if that gives whole half points,
     * else of stones. A value that is a whole number of quarter points but not of half points
     * ({@code 3.75}) can only be stones.
     */
    static Score komi(String text, List<String> notes) {
        try {
            return komiValue(text, notes);
        } catch (IllegalArgumentException e) {
            notes.add("KM[" + text + "]: " + e.getMessage() + "; komi is taken from the rules");
            return null;
        }
    }

    private static Score komiValue(String text, List<String> notes) {
        BigDecimal v;
        try {
            v = new BigDecimal(text.trim());
        } catch (NumberFormatException e) {
            notes.add("KM[" + text + "] is not a number; komi is taken from the rules");
            return null;
        }
        BigDecimal magnitude = v.abs();
        if (magnitude.compareTo(BigDecimal.valueOf(100)) >= 0) {
            BigDecimal hundredths = v.movePointLeft(2);
            if (Score.isHalfPoints(hundredths)) {
                notes.add("KM[" + text + "] read as " + plain(hundredths) + " points (hundredths)");
                return Score.parsePoints(hundredths.toPlainString());
            }
            BigDecimal stones = hundredths.multiply(BigDecimal.valueOf(2));
            if (Score.isHalfPoints(stones)) {
                notes.add("KM[" + text + "] read as " + plain(hundredths) + " stones (子) = " + plain(stones) + " points");
                return Score.parsePoints(stones.toPlainString());
            }
        } else if (Score.isHalfPoints(v)) {
            return Score.parsePoints(v.toPlainString());
        } else if (Score.isHalfPoints(v.multiply(BigDecimal.valueOf(2)))) {
            BigDecimal points = v.multiply(BigDecimal.valueOf(2));
            notes.add("KM[" + text + "] is not whole half points: read as " + plain(v) + " stones (子) = "
                    + plain(points) + " points");
            return Score.parsePoints(points.toPlainString());
        }
        notes.add("KM[" + text + "] is neither points nor stones; komi is taken from the rules");
        return null;
    }

    private static String plain(BigDecimal v) {
        return v.stripTrailingZeros().toPlainString();
    }

    /**
     * The handicap (art. 17.2, 003). Black's opening run of moves becomes handicap stones only when
     * the record says so: {@code HA[N]} with N ≥ 2 (any N: 003 describes 13, 16 and 25 stones), or,
     * as Chinese servers write handicap games, {@code KM[0]} with no handicap stated. In the record of
     * an even game ({@code HA[0]} or none, and a komi that is not 0, or none: the rules' even-game
     * komi) and in 让先 ({@code HA[1]}) Black playing twice before White's first move is a double
     * move, left for the replay to rule on (void, one warning).
     */
    private static int handicap(SgfNode root, Set<Point> black, Set<Point> white, List<Move> moves, Score komi,
                                List<String> notes) {
        Integer stated = null;
        String ha = root.get("HA");
        if (ha != null && !ha.isBlank()) {
            try {
                stated = Integer.parseInt(ha.trim());
            } catch (NumberFormatException e) {
                notes.add("HA[" + ha + "] is not a number; ignored");
            }
        }
        // Handicap stones written as Black's first moves: B, B, … then W.
        int run = 0;
        while (run < moves.size() && moves.get(run).colour() == Colour.BLACK && !moves.get(run).isPass()) {
            run++;
        }
        boolean noSetup = black.isEmpty() && white.isEmpty();
        // Only White answering after the run makes it a handicap (a record of Black moves alone is not).
        boolean written = run >= 2 && run < moves.size() && noSetup;
        if (written) {
            boolean statedHandicap = stated != null && stated >= 2;
            // HA[1] is 让先: Black moves first, no stones; only a record silent on the handicap (or HA[0])
            // with no komi reads as a server's handicap game.
            boolean noKomi = komi != null && komi.isZero() && (stated == null || stated == 0);
            if (statedHandicap || noKomi) {
                int stones = statedHandicap ? Math.min(stated, run) : run;
                for (Move m : moves.subList(0, stones)) {
                    black.add(m.point());
                }
                moves.subList(0, stones).clear();
                notes.add("handicap stones written as Black's first " + stones + " moves were set up as handicap"
                        + (statedHandicap
                        ? (stated == run ? "" : " (the record states HA[" + stated + "]; Black's opening run is "
                        + run + " moves)")
                        : " (" + (stated == null ? "no HA[]" : "HA[" + stated + "]") + " but KM[0], as servers write "
                        + "handicap games: taken as " + stones + ")"));
                return stones;
            }
            notes.add("Black moves " + run + " times before White's first move, and the record does not say it is a "
                    + "handicap game (" + (stated == null ? "no HA[]" : "HA[" + stated + "]") + ", "
                    + (komi == null ? "no KM[]" : "KM[" + komi.toPoints() + "]") + "): an even game, so these are "
                    + "double moves (art. 17.2), not handicap stones");
        }
        if (stated != null) {
            if (stated >= 2 && black.size() != stated) {
                notes.add("HA[" + stated + "] but " + black.size() + " black setup stones");
            }
            return Math.max(stated, 0);
        }
        if (black.size() >= 2 && white.isEmpty() && !moves.isEmpty() && moves.get(0).colour() == Colour.WHITE) {
            notes.add("no HA[]; " + black.size() + " black setup stones with White to move read as a handicap of "
                    + black.size());
            return black.size();
        }
        return 0;
    }

    private static String first(List<SgfNode> line, String id) {
        for (SgfNode node : line) {
            String v = node.get(id);
            if (v != null) {
                return v;
            }
            if (node.has("B") || node.has("W")) {
                break;
            }
        }
        return null;
    }

    private static Point movePoint(String value, int size, SgfNode node, int moveNumber) throws BadValue {
        String v = value.trim();
        if (v.isEmpty() || (v.equals("tt") && size <= 19)) {
            return null;
        }
        if (v.length() != 2 || coordinate(v.charAt(0)) < 0 || coordinate(v.charAt(1)) < 0) {
            throw new BadValue(node.offset(), "a point like 'dd' (or '' for a pass) at move " + moveNumber
                    + ", found '" + value + "'");
        }
        if (coordinate(v.charAt(0)) >= size || coordinate(v.charAt(1)) >= size) {
            throw new BadValue(node.offset(), "a point on the " + size + "×" + size + " board at move " + moveNumber
                    + ", found '" + value + "'");
        }
        return new Point(coordinate(v.charAt(0)), coordinate(v.charAt(1)));
    }

    private static int coordinate(char c) {
        if (c >= 'a' && c <= 'z') {
            return c - 'a';
        }
        if (c >= 'A' && c <= 'Z') {
            return c - 'A' + 26;
        }
        return -1;
    }

    /** A point or a compressed rectangle {@code aa:cc}, as AB/AW/AE/TB/TW write them. */
    private static List<Point> pointList(String value, int size, SgfNode node, String id) throws BadValue {
        String v = value.trim();
        List<Point> points = new ArrayList<>();
        if (v.isEmpty() || (v.equals("tt") && size <= 19)) {
            return points;
        }
        String[] corners = v.split(":");
        if (corners.length > 2 || corners[0].length() != 2 || (corners.length == 2 && corners[1].length() != 2)) {
            throw new BadValue(node.offset(), "a point like 'dd' or a rectangle like 'aa:cc' in " + id + "[" + value + "]");
        }
        int x1 = coordinate(corners[0].charAt(0));
        int y1 = coordinate(corners[0].charAt(1));
        int x2 = corners.length == 2 ? coordinate(corners[1].charAt(0)) : x1;
        int y2 = corners.length == 2 ? coordinate(corners[1].charAt(1)) : y1;
        if (x1 < 0 || y1 < 0 || x2 < 0 || y2 < 0 || Math.max(Math.max(x1, x2), Math.max(y1, y2)) >= size) {
            throw new BadValue(node.offset(), "points on the " + size + "×" + size + " board in " + id + "[" + value + "]");
        }
        for (int y = Math.min(y1, y2); y <= Math.max(y1, y2); y++) {
            for (int x = Math.min(x1, x2); x <= Math.max(x1, x2); x++) {
                points.add(new Point(x, y));
            }
        }
        return points;
    }
}
