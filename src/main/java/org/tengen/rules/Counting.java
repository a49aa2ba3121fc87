package org.tengen.rules;

/**
 * Counts a final position: area counting (数子法, arts. 8–11) and territory counting (Japanese and
 * Korean rules), with komi, handicap compensation (还子) and warning stones (罚子, art. 24.1).
 *
 * <p>Dead stones are an input: deciding them is {@link DeadStones}' job. Territory counting does
 * not detect seki (eyes in seki score nothing under Japanese rules); a record counted that way
 * needs its dead stones and seki marked by a person.
 */
public final class Counting {

    private Counting() {
    }

    /**
     * Takes the dead stones off and sorts every empty point: surrounded by one colour only, or
     * shared. {@code dead} is indexed {@code y * size + x}; null means no dead stones.
     */
    public static AreaCount count(Position position, boolean[] dead) {
        return countRegions(position, dead);
    }

    private static AreaCount countRegions(Position position, boolean[] dead) {
        int n = position.size();
        byte[] cells = new byte[n * n];
        int deadBlack = 0;
        int deadWhite = 0;
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int i = y * n + x;
                byte c = position.at(x, y);
                if (dead != null && dead[i] && c != Board.EMPTY) {
                    if (c == Board.BLACK) {
                        deadBlack++;
                    } else {
                        deadWhite++;
                    }
                    c = Board.EMPTY;
                }
                cells[i] = c;
            }
        }
        int blackStones = 0;
        int whiteStones = 0;
        int blackTerritory = 0;
        int whiteTerritory = 0;
        int shared = 0;
        boolean[] visited = new boolean[n * n];
        int[] stack = new int[n * n];
        for (int start = 0; start < cells.length; start++) {
            byte c = cells[start];
            if (c == Board.BLACK) {
                blackStones++;
                continue;
            }
            if (c == Board.WHITE) {
                whiteStones++;
                continue;
            }
            if (visited[start]) {
                continue;
            }
            int top = 0;
            stack[top++] = start;
            visited[start] = true;
            int region = 0;
            boolean touchesBlack = false;
            boolean touchesWhite = false;
            while (top > 0) {
                int p = stack[--top];
                region++;
                int x = p % n;
                int y = p / n;
                for (int k = 0; k < 4; k++) {
                    int qx = x + (k == 0 ? -1 : k == 1 ? 1 : 0);
                    int qy = y + (k == 2 ? -1 : k == 3 ? 1 : 0);
                    if (qx < 0 || qy < 0 || qx >= n || qy >= n) {
                        continue;
                    }
                    int q = qy * n + qx;
                    byte qc = cells[q];
                    if (qc == Board.BLACK) {
                        touchesBlack = true;
                    } else if (qc == Board.WHITE) {
                        touchesWhite = true;
                    } else if (!visited[q]) {
                        visited[q] = true;
                        stack[top++] = q;
                    }
                }
            }
            if (touchesBlack && !touchesWhite) {
                blackTerritory += region;
            } else if (touchesWhite && !touchesBlack) {
                whiteTerritory += region;
            } else {
                shared += region;
            }
        }
        return new AreaCount(blackStones, whiteStones, blackTerritory, whiteTerritory, shared, deadBlack, deadWhite);
    }

    /**
     * Black's margin in points under the rule set: positive when Black wins.
     *
     * <p>Area: Black's area − White's area − komi − handicap compensation. With 3¾ stones komi on
     * 19×19 this is Black winning when Black's count exceeds 180.5 + 3.75 = 184.25 (art. 11).
     * Territory: territory + prisoners (captured during play and dead stones) of each side.
     * Each Black warning costs Black one stone (two points of margin), each White warning gives
     * Black one (art. 24.1).
     */
    public static Score blackMargin(RuleSet rules, AreaCount count, int handicap, int blackPrisoners,
                                    int whitePrisoners, int blackWarnings, int whiteWarnings) {
        Score margin;
        if (rules.scoring() == Scoring.AREA) {
            margin = count.blackArea().minus(count.whiteArea());
        } else {
            long black = count.blackTerritory() + (long) blackPrisoners + count.deadWhite();
            long white = count.whiteTerritory() + (long) whitePrisoners + count.deadBlack();
            margin = Score.ofPoints(black - white);
        }
        margin = margin.minus(rules.komi()).minus(rules.handicapCompensation().forHandicap(handicap));
        if (rules.warnings()) {
            margin = margin.minus(Score.ofStones(blackWarnings)).plus(Score.ofStones(whiteWarnings));
        }
        return margin;
    }
}
