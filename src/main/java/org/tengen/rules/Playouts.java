package org.tengen.rules;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The play-outs of the dead-stone estimate ({@link DeadStones}): a board built for playing many
 * light random games from one position, not for replaying records. It keeps the starting position
 * and goes back to it with a few array copies, so a play-out allocates nothing.
 *
 * <p>Points are indices into a padded array as in {@link Board}. Each chain's head keeps its
 * pseudo-liberty count (an empty neighbour counted once per adjacent stone) and the sum and the sum
 * of squares of those liberties' indices: the chain has exactly one liberty when
 * {@code sum² = count · squares} (all its pseudo-liberties are one point), and that point is
 * {@code sum / count}. So "is this chain in atari, and where" costs no walk of the chain. The empty
 * points are also kept as bits, so looking for a random move skips the stones 64 points at a time.
 *
 * <p>The policy (see {@link #run}): capture a chain the last move left in atari; else rescue one's
 * own chain the last move put in atari; else a random move among the acceptable ones. Nobody fills
 * an own eye, commits suicide, retakes a ko at once, or puts a chain of two or more stones into
 * atari.
 */
final class Playouts {

    private final int size;
    private final int stride;
    private final int[] offsets;
    private final int[] diagonals;

    // The starting position, copied back before each play-out.
    private final byte[] startCells;
    private final int[] startHead;
    private final int[] startNext;
    private final int[] startStones;
    private final int[] startLibs;
    private final int[] startLibSum;
    private final long[] startLibSquares;
    private final long[] startEmptyBits;

    private final byte[] cells;
    private final int[] head;
    private final int[] next;
    private final int[] stones;
    private final int[] libs;
    private final int[] libSum;
    private final long[] libSquares;
    /** The empty points, one bit each in reading order ({@code y * size + x}). */
    private final long[] emptyBits;
    /** Each padded point's place in reading order. */
    private final int[] readingOrder;
    /** The padded point of each place in reading order. */
    private final int[] paddedIndex;
    private int koPoint = -1;

    Playouts(Position position) {
        size = position.size();
        stride = size + 2;
        int cellCount = stride * stride;
        offsets = new int[] {-stride, -1, 1, stride};
        diagonals = new int[] {-stride - 1, -stride + 1, stride - 1, stride + 1};
        cells = new byte[cellCount];
        head = new int[cellCount];
        next = new int[cellCount];
        stones = new int[cellCount];
        libs = new int[cellCount];
        libSum = new int[cellCount];
        libSquares = new long[cellCount];
        emptyBits = new long[(size * size + 63) >>> 6];
        readingOrder = new int[cellCount];
        paddedIndex = new int[size * size];
        Arrays.fill(cells, Board.EDGE);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = index(x, y);
                cells[p] = Board.EMPTY;
                readingOrder[p] = y * size + x;
                paddedIndex[y * size + x] = p;
                setEmpty(p);
            }
        }
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                byte c = position.at(x, y);
                if (c == Board.BLACK || c == Board.WHITE) {
                    addStone(c, index(x, y));
                }
            }
        }
        startCells = cells.clone();
        startHead = head.clone();
        startNext = next.clone();
        startStones = stones.clone();
        startLibs = libs.clone();
        startLibSum = libSum.clone();
        startLibSquares = libSquares.clone();
        startEmptyBits = emptyBits.clone();
    }

    int index(int x, int y) {
        return (y + 1) * stride + x + 1;
    }

    byte at(int p) {
        return cells[p];
    }

    int chainHead(int p) {
        return head[p];
    }

    int nextInChain(int p) {
        return next[p];
    }

    /** The stones as they stand now. */
    Position position() {
        byte[] stonesNow = new byte[size * size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                stonesNow[y * size + x] = cells[index(x, y)];
            }
        }
        return new Position(size, stonesNow);
    }

    /** Whether the chain at (x, y) has exactly one liberty, as the liberty sums tell it. */
    boolean inAtari(int x, int y) {
        int p = index(x, y);
        return cells[p] != Board.EMPTY && inAtari(head[p]);
    }

    /** Back to the starting position. */
    void reset() {
        System.arraycopy(startCells, 0, cells, 0, cells.length);
        System.arraycopy(startHead, 0, head, 0, head.length);
        System.arraycopy(startNext, 0, next, 0, next.length);
        System.arraycopy(startStones, 0, stones, 0, stones.length);
        System.arraycopy(startLibs, 0, libs, 0, libs.length);
        System.arraycopy(startLibSum, 0, libSum, 0, libSum.length);
        System.arraycopy(startLibSquares, 0, libSquares, 0, libSquares.length);
        System.arraycopy(startEmptyBits, 0, emptyBits, 0, emptyBits.length);
        koPoint = -1;
    }

    /**
     * Plays from the current position until both sides pass (or three moves a point have been
     * played), {@code toMove} first, by the light policy of the class comment.
     */
    void run(byte toMove, SplittableRandom random) {
        int limit = size * size * 3;
        int passes = 0;
        int last = -1;
        byte colour = toMove;
        for (int moveNo = 0; moveNo < limit && passes < 2; moveNo++) {
            int chosen = last >= 0 ? tactical(colour, last) : -1;
            if (chosen < 0) {
                chosen = randomMove(colour, random);
            }
            if (chosen < 0) {
                koPoint = -1;
                passes++;
                last = -1;
            } else {
                play(colour, chosen);
                passes = 0;
                last = chosen;
            }
            colour = (byte) (3 - colour);
        }
    }

    /**
     * Who owns point {@code p} now: the colour of its stone, or of every stone next to an empty
     * point; {@link Board#EMPTY} for an empty point both colours (or neither) touch.
     */
    byte owner(int p) {
        byte c = cells[p];
        if (c != Board.EMPTY) {
            return c;
        }
        byte seen = Board.EMPTY;
        for (int k = 0; k < 4; k++) {
            int d = offsets[k];
            byte q = cells[p + d];
            if (q == Board.BLACK || q == Board.WHITE) {
                if (seen == Board.EMPTY) {
                    seen = q;
                } else if (seen != q) {
                    return Board.EMPTY;
                }
            }
        }
        return seen;
    }

    /**
     * The first acceptable empty point in reading order from a random point (wrapping round), or
     * -1 (pass). The empty points are found a word of 64 at a time.
     */
    private int randomMove(byte colour, SplittableRandom random) {
        int points = size * size;
        int from = random.nextInt(points);
        for (int pass = 0; pass < 2; pass++) {
            int i = pass == 0 ? from : 0;
            int end = pass == 0 ? points : from;
            while (i < end) {
                int word = i >>> 6;
                long bits = emptyBits[word] & (-1L << (i & 63));
                if (bits == 0) {
                    i = (word + 1) << 6;
                    continue;
                }
                i = (word << 6) + Long.numberOfTrailingZeros(bits);
                if (i >= end) {
                    break;
                }
                int p = paddedIndex[i];
                if (acceptable(colour, p)) {
                    return p;
                }
                i++;
            }
        }
        return -1;
    }

    private boolean acceptable(byte colour, int p) {
        return p != koPoint && !isOwnEye(colour, p) && !isSuicide(colour, p) && !isSelfAtari(colour, p);
    }

    /** The capture or the rescue the last move calls for, or -1. */
    private int tactical(byte colour, int last) {
        byte c = cells[last];
        if (c != Board.EMPTY && c != colour && inAtari(head[last])) {
            int capture = onlyLiberty(head[last]);
            if (capture != koPoint && !isSuicide(colour, capture)) {
                return capture;
            }
        }
        for (int k = 0; k < 4; k++) {
            int d = offsets[k];
            int q = last + d;
            if (cells[q] == colour && inAtari(head[q])) {
                int escape = onlyLiberty(head[q]);
                if (acceptable(colour, escape)) {
                    return escape;
                }
            }
        }
        return -1;
    }

    private boolean inAtari(int h) {
        long sum = libSum[h];
        return libs[h] > 0 && sum * sum == libs[h] * libSquares[h];
    }

    private int onlyLiberty(int h) {
        return libSum[h] / libs[h];
    }

    /** An empty point whose neighbours are all this colour (or the edge), with the diagonals mostly held. */
    private boolean isOwnEye(byte colour, int p) {
        for (int k = 0; k < 4; k++) {
            int d = offsets[k];
            byte q = cells[p + d];
            if (q != colour && q != Board.EDGE) {
                return false;
            }
        }
        int opponent = 0;
        boolean edge = false;
        for (int k = 0; k < 4; k++) {
            int d = diagonals[k];
            byte q = cells[p + d];
            if (q == Board.EDGE) {
                edge = true;
            } else if (q == 3 - colour) {
                opponent++;
            }
        }
        return edge ? opponent == 0 : opponent <= 1;
    }

    /** Whether a stone at empty {@code p} would capture nothing and have no liberty. */
    private boolean isSuicide(byte colour, int p) {
        for (int k = 0; k < 4; k++) {
            int d = offsets[k];
            byte c = cells[p + d];
            if (c == Board.EMPTY) {
                return false;
            }
            if (c == Board.EDGE) {
                continue;
            }
            boolean atari = inAtari(head[p + d]);
            if (c == colour ? !atari : atari) {
                return false; // our chain keeps another liberty, or theirs is captured
            }
        }
        return true;
    }

    /**
     * Whether a stone at empty {@code p} would capture nothing and leave a chain of two or more
     * stones with a single liberty. A lone stone in atari is not counted: throw-ins are good moves.
     *
     * <p>No walk of the chains: the chain the stone would make has as pseudo-liberties those of the
     * chains it joins, less every occurrence of {@code p}, plus the stone's own empty neighbours;
     * its count, sum and sum of squares follow from the heads' sums, and it has at most one liberty
     * when they are all one point ({@code sum² = count · squares}).
     */
    private boolean isSelfAtari(byte colour, int p) {
        int emptyNeighbours = 0;
        boolean joins = false;
        for (int k = 0; k < 4; k++) {
            int d = offsets[k];
            byte c = cells[p + d];
            if (c == Board.EMPTY) {
                emptyNeighbours++;
            } else if (c == colour) {
                joins = true;
            } else if (c != Board.EDGE && inAtari(head[p + d])) {
                return false; // it captures
            }
        }
        if (!joins || emptyNeighbours >= 2) {
            return false;
        }
        long count = 0;
        long sum = 0;
        long squares = 0;
        long pp = (long) p * p;
        int h0 = -1;
        int h1 = -1;
        int h2 = -1;
        for (int k = 0; k < 4; k++) {
            int d = offsets[k];
            int q = p + d;
            byte c = cells[q];
            if (c == Board.EMPTY) {
                count++;
                sum += q;
                squares += (long) q * q;
            } else if (c == colour) {
                int h = head[q];
                if (h != h0 && h != h1 && h != h2) {
                    if (h0 < 0) {
                        h0 = h;
                    } else if (h1 < 0) {
                        h1 = h;
                    } else {
                        h2 = h;
                    }
                    count += libs[h];
                    sum += libSum[h];
                    squares += libSquares[h];
                }
                // one occurrence of p among the pseudo-liberties, for this stone next to it
                count--;
                sum -= p;
                squares -= pp;
            }
        }
        return count == 0 || sum * sum == count * squares;
    }

    /** Plays a stone that is neither suicide nor a ko retake (the policy never chooses one). */
    private void play(byte colour, int p) {
        byte opponent = (byte) (3 - colour);
        addStone(colour, p);
        int captured = 0;
        int capturedPoint = -1;
        for (int k = 0; k < 4; k++) {
            int d = offsets[k];
            int q = p + d;
            if (cells[q] == opponent && libs[head[q]] == 0) {
                capturedPoint = q;
                captured += removeChain(q);
            }
        }
        int h = head[p];
        if (libs[h] == 0) {
            removeChain(p);
            koPoint = -1;
            return;
        }
        koPoint = captured == 1 && stones[h] == 1 && libs[h] == 1 ? capturedPoint : -1;
    }

    private void addStone(byte colour, int p) {
        cells[p] = colour;
        int i = readingOrder[p];
        emptyBits[i >>> 6] &= ~(1L << i);
        head[p] = p;
        next[p] = p;
        stones[p] = 1;
        int count = 0;
        int sum = 0;
        long squares = 0;
        long pp = (long) p * p;
        for (int k = 0; k < 4; k++) {
            int d = offsets[k];
            int q = p + d;
            byte c = cells[q];
            if (c == Board.EMPTY) {
                count++;
                sum += q;
                squares += (long) q * q;
            } else if (c != Board.EDGE) {
                int hq = head[q];
                libs[hq]--;
                libSum[hq] -= p;
                libSquares[hq] -= pp;
            }
        }
        libs[p] = count;
        libSum[p] = sum;
        libSquares[p] = squares;
        for (int k = 0; k < 4; k++) {
            int d = offsets[k];
            int q = p + d;
            if (cells[q] == colour && head[q] != head[p]) {
                merge(head[p], head[q]);
            }
        }
    }

    private void setEmpty(int p) {
        int i = readingOrder[p];
        emptyBits[i >>> 6] |= 1L << i;
    }

    private void merge(int a, int b) {
        if (stones[a] < stones[b]) {
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
        stones[a] += stones[b];
        libs[a] += libs[b];
        libSum[a] += libSum[b];
        libSquares[a] += libSquares[b];
    }

    private int removeChain(int p) {
        int h = head[p];
        int n = 0;
        int s = h;
        do {
            cells[s] = Board.EMPTY;
            setEmpty(s);
            n++;
            s = next[s];
        } while (s != h);
        s = h;
        do {
            long ss = (long) s * s;
            for (int k = 0; k < 4; k++) {
                int d = offsets[k];
                int q = s + d;
                byte c = cells[q];
                if (c == Board.BLACK || c == Board.WHITE) {
                    int hq = head[q];
                    libs[hq]++;
                    libSum[hq] += s;
                    libSquares[hq] += ss;
                }
            }
            s = next[s];
        } while (s != h);
        return n;
    }
}
