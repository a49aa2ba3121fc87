package org.tengen.rules;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The stones on the board and nothing else: placement, captures (art. 4), the forbidden point
 * (art. 5), the simple-ko point and a Zobrist hash of the arrangement. It knows no history: whole-
 * board repetition, passes, warnings and the end of the game belong to {@link Replay}.
 *
 * <p>This is the one mutable type of the rules package, built for speed and never shared: a replay
 * owns one, and hands out immutable {@link Position}s. Points are indices into a padded array
 * ({@code (y + 1) * stride + x + 1}) whose border cells hold {@link #EDGE}, so neighbours are
 * {@code ±1} and {@code ±stride} without bounds checks. Chains (connected groups, art. 3) are
 * circular linked lists with a head; each head keeps the chain's size, its pseudo-liberty count
 * (empty neighbours counted once per adjacent stone — zero exactly when the chain has no liberty)
 * and the XOR of its stones' hash keys, so a capture updates the hash in one step.
 */
public final class Board {

    public static final byte EMPTY = 0;
    public static final byte BLACK = 1;
    public static final byte WHITE = 2;
    public static final byte EDGE = 3;

    /** Legality of a stone at a point, before the history (superko) is considered. */
    public enum Check { LEGAL, OCCUPIED, SUICIDE, KO }

    private static final int MAX_STRIDE = RuleSet.MAX_SIZE + 2;
    /** Zobrist keys per colour and padded point, fixed so hashes are reproducible. */
    private static final long[][] KEYS = new long[3][MAX_STRIDE * MAX_STRIDE];

    static {
        SplittableRandom random = new SplittableRandom(0x7e46e11L);
        for (int c = 1; c <= 2; c++) {
            for (int i = 0; i < KEYS[c].length; i++) {
                KEYS[c][i] = random.nextLong();
            }
        }
    }

    private final int size;
    private final int stride;
    private final byte[] cells;
    private final int[] head;
    private final int[] next;
    private final int[] chainStones;
    private final int[] pseudo;
    private final long[] chainHash;
    private final int[] offsets;
    private long hash;
    private int koPoint = -1;
    private final int[] prisoners = new int[3];
    /** Scratch for distinct neighbour heads; four at most. */
    private final int[] seen = new int[4];
    /** Scratch for counting distinct liberties: a point is counted when its stamp equals {@link #stamp}. */
    private int[] libertyMark;
    private int stamp;

    public Board(int size) {
        if (size < RuleSet.MIN_SIZE || size > RuleSet.MAX_SIZE) {
            throw new IllegalArgumentException("board size " + size + " is outside "
                    + RuleSet.MIN_SIZE + "–" + RuleSet.MAX_SIZE);
        }
        this.size = size;
        this.stride = size + 2;
        int n = stride * (size + 2);
        cells = new byte[n];
        Arrays.fill(cells, EDGE);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                cells[index(x, y)] = EMPTY;
            }
        }
        head = new int[n];
        next = new int[n];
        chainStones = new int[n];
        pseudo = new int[n];
        chainHash = new long[n];
        offsets = new int[] {-stride, -1, 1, stride};
    }

    private Board(Board o) {
        size = o.size;
        stride = o.stride;
        cells = o.cells.clone();
        head = o.head.clone();
        next = o.next.clone();
        chainStones = o.chainStones.clone();
        pseudo = o.pseudo.clone();
        chainHash = o.chainHash.clone();
        offsets = o.offsets.clone();
        hash = o.hash;
        koPoint = o.koPoint;
        System.arraycopy(o.prisoners, 0, prisoners, 0, 3);
    }

    public Board copy() {
        return new Board(this);
    }

    public int size() {
        return size;
    }

    public int stride() {
        return stride;
    }

    public int index(int x, int y) {
        return (y + 1) * stride + x + 1;
    }

    public int x(int index) {
        return index % stride - 1;
    }

    public int y(int index) {
        return index / stride - 1;
    }

    public Point point(int index) {
        return new Point(x(index), y(index));
    }

    public int cellCount() {
        return cells.length;
    }

    public byte at(int index) {
        return cells[index];
    }

    public int[] neighbourOffsets() {
        return offsets;
    }

    public long hash() {
        return hash;
    }

    /** The point the side to move may not play because it would retake a single-stone ko at once; -1 if none. */
    public int koPoint() {
        return koPoint;
    }

    /** Stones of the given colour ({@link #BLACK} or {@link #WHITE}) that this side has captured. */
    public int prisonersTakenBy(byte colour) {
        return prisoners[colour];
    }

    public static byte cell(Colour colour) {
        return colour == Colour.BLACK ? BLACK : WHITE;
    }

    public static long key(byte colour, int index) {
        return KEYS[colour][index];
    }

    public int chainHead(int index) {
        return head[index];
    }

    public boolean hasLiberty(int index) {
        return pseudo[head[index]] > 0;
    }

    /** The next stone of the same chain (circular). */
    public int nextInChain(int index) {
        return next[index];
    }

    /** Places a setup stone (SGF {@code AB}/{@code AW}) with no captures; false if the point is taken. */
    public boolean setUp(byte colour, int p) {
        if (cells[p] != EMPTY) {
            return false;
        }
        addStone(colour, p);
        koPoint = -1;
        return true;
    }

    /**
     * Removes a stone (SGF {@code AE}, or a dead stone taken off for the count). Setup removals are
     * rare, so the board is simply rebuilt without it; prisoners are kept.
     */
    public void clear(int p) {
        if (cells[p] != BLACK && cells[p] != WHITE) {
            return;
        }
        byte[] old = cells.clone();
        old[p] = EMPTY;
        hash = 0;
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] != EDGE) {
                cells[i] = EMPTY;
            }
        }
        for (int i = 0; i < old.length; i++) {
            if (old[i] == BLACK || old[i] == WHITE) {
                addStone(old[i], i);
            }
        }
        koPoint = -1;
    }

    /**
     * The real liberties of the chain at {@code p} (each empty point once), counted up to
     * {@code max}; pseudo-liberties cannot tell one liberty touched twice from two.
     */
    public int liberties(int p, int max) {
        nextStamp();
        return markLiberties(head[p], max);
    }

    /** Marks the chain's liberties not yet marked under the current stamp; returns how many, up to {@code max}. */
    private int markLiberties(int h, int max) {
        int n = 0;
        int s = h;
        do {
            for (int d : offsets) {
                int q = s + d;
                if (cells[q] == EMPTY && libertyMark[q] != stamp) {
                    libertyMark[q] = stamp;
                    if (++n >= max) {
                        return n;
                    }
                }
            }
            s = next[s];
        } while (s != h);
        return n;
    }

    /** Whether chain head {@code h} is among the first {@code distinct} entries of {@link #seen}. */
    private boolean seenBefore(int h, int distinct) {
        for (int i = 0; i < distinct; i++) {
            if (seen[i] == h) {
                return true;
            }
        }
        return false;
    }

    /** One liberty of the chain at {@code p} (for a chain in atari: its only one), or -1. */
    public int aLiberty(int p) {
        int h = head[p];
        int s = h;
        do {
            for (int d : offsets) {
                if (cells[s + d] == EMPTY) {
                    return s + d;
                }
            }
            s = next[s];
        } while (s != h);
        return -1;
    }

    /**
     * Whether a stone of this colour at empty {@code p} would capture nothing and leave a chain of
     * two or more stones with a single liberty (self-atari). A lone stone in atari is not counted:
     * throw-ins are good moves.
     */
    public boolean isSelfAtari(byte colour, int p) {
        byte opponent = (byte) (3 - colour);
        int size = 1;
        for (int d : offsets) {
            int q = p + d;
            if (cells[q] == opponent && liberties(q, 2) == 1) {
                return false; // it captures
            }
        }
        nextStamp();
        libertyMark[p] = stamp; // p itself is no liberty once played
        int libs = 0;
        int distinct = 0;
        for (int d : offsets) {
            int q = p + d;
            byte c = cells[q];
            if (c == EMPTY) {
                if (libertyMark[q] != stamp) {
                    libertyMark[q] = stamp;
                    libs++;
                }
            } else if (c == colour) {
                int h = head[q];
                if (seenBefore(h, distinct)) {
                    continue;
                }
                seen[distinct++] = h;
                size += chainStones[h];
                libs += markLiberties(h, 2 - libs);
            }
            if (libs >= 2) {
                return false;
            }
        }
        return size >= 2 && libs <= 1;
    }

    private void nextStamp() {
        if (libertyMark == null) {
            libertyMark = new int[cells.length];
        }
        if (++stamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(libertyMark, 0);
            stamp = 1;
        }
    }

    /** Whether a stone of this colour may go on {@code p} as far as the stones alone say. */
    public Check check(byte colour, int p, boolean suicideAllowed) {
        if (cells[p] != EMPTY) {
            return Check.OCCUPIED;
        }
        if (p == koPoint) {
            return Check.KO;
        }
        if (suicideAllowed || !isSuicide(colour, p)) {
            return Check.LEGAL;
        }
        return Check.SUICIDE;
    }

    /** Whether a stone at empty {@code p} would capture nothing and leave its own chain without a liberty. */
    public boolean isSuicide(byte colour, int p) {
        byte opponent = (byte) (3 - colour);
        int distinct = 0;
        for (int d : offsets) {
            int q = p + d;
            byte c = cells[q];
            if (c == EMPTY) {
                return false;
            }
            if (c == EDGE) {
                continue;
            }
            int h = head[q];
            if (seenBefore(h, distinct)) {
                continue;
            }
            seen[distinct++] = h;
            int touching = adjacencies(h, p);
            if (c == opponent) {
                if (pseudo[h] == touching) {
                    return false; // captures it
                }
            } else if (pseudo[h] > touching) {
                return false; // our chain has a liberty elsewhere
            }
        }
        return true;
    }

    private int adjacencies(int h, int p) {
        int n = 0;
        for (int d : offsets) {
            int q = p + d;
            if (cells[q] != EMPTY && cells[q] != EDGE && head[q] == h) {
                n++;
            }
        }
        return n;
    }

    /**
     * The hash the board would have after a stone of this colour at empty {@code p}, captures made
     * (and, where suicide is allowed, its own chain removed), without changing anything.
     */
    public long hashAfter(byte colour, int p) {
        byte opponent = (byte) (3 - colour);
        long h = hash ^ KEYS[colour][p];
        int distinct = 0;
        boolean ownLiberty = false;
        boolean captures = false;
        long ownChains = 0;
        for (int d : offsets) {
            int q = p + d;
            byte c = cells[q];
            if (c == EMPTY) {
                ownLiberty = true;
                continue;
            }
            if (c == EDGE) {
                continue;
            }
            int hq = head[q];
            if (seenBefore(hq, distinct)) {
                continue;
            }
            seen[distinct++] = hq;
            int touching = adjacencies(hq, p);
            if (c == opponent) {
                if (pseudo[hq] == touching) {
                    h ^= chainHash[hq];
                    captures = true;
                }
            } else {
                ownChains ^= chainHash[hq];
                if (pseudo[hq] > touching) {
                    ownLiberty = true;
                }
            }
        }
        if (!ownLiberty && !captures) {
            h ^= KEYS[colour][p] ^ ownChains; // suicide: the whole chain leaves the board
        }
        return h;
    }

    /**
     * Plays a stone of this colour at empty {@code p}: captures opponent chains left without
     * liberties, then, if its own chain has none (only reachable where suicide is allowed), removes
     * that. Sets the simple-ko point for the opponent's next move. Returns the number of opponent
     * stones captured.
     */
    public int play(byte colour, int p) {
        byte opponent = (byte) (3 - colour);
        addStone(colour, p);
        int captured = 0;
        int capturedPoint = -1;
        for (int d : offsets) {
            int q = p + d;
            if (cells[q] == opponent && pseudo[head[q]] == 0) {
                capturedPoint = q;
                captured += removeChain(q);
            }
        }
        prisoners[colour] += captured;
        int h = head[p];
        if (pseudo[h] == 0) {
            prisoners[opponent] += removeChain(p); // suicide, where allowed
            koPoint = -1;
            return captured;
        }
        // A single stone that captured a single stone and has that point as its only liberty: ko.
        koPoint = (captured == 1 && chainStones[h] == 1 && pseudo[h] == 1) ? capturedPoint : -1;
        return captured;
    }

    /** A pass changes no stone but ends the ko prohibition. */
    public void pass() {
        koPoint = -1;
    }

    private void addStone(byte colour, int p) {
        cells[p] = colour;
        head[p] = p;
        next[p] = p;
        chainStones[p] = 1;
        chainHash[p] = KEYS[colour][p];
        hash ^= KEYS[colour][p];
        int libs = 0;
        for (int d : offsets) {
            int q = p + d;
            byte c = cells[q];
            if (c == EMPTY) {
                libs++;
            } else if (c != EDGE) {
                pseudo[head[q]]--;
            }
        }
        pseudo[p] = libs;
        for (int d : offsets) {
            int q = p + d;
            if (cells[q] == colour && head[q] != head[p]) {
                merge(head[p], head[q]);
            }
        }
    }

    private void merge(int a, int b) {
        // Relabel the smaller chain into the larger.
        if (chainStones[a] < chainStones[b]) {
            int t = a;
            a = b;
            b = t;
        }
        int s = b;
        do {
            head[s] = a;
            s = next[s];
        } while (s != b);
        int na = next[a];
        next[a] = next[b];
        next[b] = na;
        chainStones[a] += chainStones[b];
        pseudo[a] += pseudo[b];
        chainHash[a] ^= chainHash[b];
    }

    private int removeChain(int p) {
        int h = head[p];
        hash ^= chainHash[h];
        int n = 0;
        int s = h;
        do {
            int following = next[s];
            cells[s] = EMPTY;
            n++;
            s = following;
        } while (s != h);
        // Every removed stone gives a liberty to each neighbouring chain.
        s = h;
        do {
            for (int d : offsets) {
                int q = s + d;
                byte c = cells[q];
                if (c == BLACK || c == WHITE) {
                    pseudo[head[q]]++;
                }
            }
            s = next[s];
        } while (s != h);
        return n;
    }

    /** An immutable copy of the stones. */
    public Position position() {
        byte[] stones = new byte[size * size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                stones[y * size + x] = cells[index(x, y)];
            }
        }
        return new Position(size, stones);
    }

    /** Whether the stones equal those of another board of the same size. */
    public boolean sameStones(Board other) {
        return Arrays.equals(cells, other.cells);
    }
}
