package org.tengen.samples;

import java.util.List;
import java.util.Random;

/** Played-out games for other test code (benchmarks): random legal moves to two passes. */
public final class SampleMoves {

    private SampleMoves() {
    }

    public static List<String> playOut(int size, long seed) {
        return Playout.play(size, List.of(), List.of(), new Random(seed), Integer.MAX_VALUE);
    }
}
