package org.tengen.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.tengen.record.GameRecord;
import org.tengen.record.RecordReader;
import org.tengen.record.RecordReading;
import org.tengen.rules.Counting;
import org.tengen.rules.Replay;
import org.tengen.rules.ReplayOutcome;
import org.tengen.rules.RuleSet;
import org.tengen.verification.Verifier;

/**
 * The real corpus end to end, one thread (= one core); each operation is the whole corpus.
 * <ul>
 * <li>{@code parseReplayCount}: bytes → charset → SGF → normalised record → replay → area count of
 *     the final position.</li>
 * <li>{@code verifyFiles}: the full verification as {@code verify} runs it, dead-stone estimates
 *     included.</li>
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class VerificationBenchmark {

    private Corpus corpus;

    @Setup
    public void load() {
        corpus = Corpus.load();
    }

    @Benchmark
    public void parseReplayCount(Blackhole bh) {
        for (byte[] file : corpus.files) {
            for (RecordReading r : RecordReader.read(file)) {
                if (r.readable()) {
                    GameRecord g = r.record();
                    ReplayOutcome out = new Replay(RuleSet.CHINESE_2002, g.size())
                            .run(g.blackSetup(), g.whiteSetup(), g.moves());
                    bh.consume(Counting.count(out.finalPosition(), null));
                }
            }
        }
    }

    @Benchmark
    @Warmup(iterations = 1, time = 10)
    @Measurement(iterations = 3, time = 10)
    public void verifyFiles(Blackhole bh) {
        for (byte[] file : corpus.files) {
            bh.consume(Verifier.verifyFile("f", file, Verifier.Options.DEFAULT));
        }
    }
}
