package org.tengen.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.tengen.record.GameRecord;
import org.tengen.rules.Replay;
import org.tengen.rules.RuleSet;

/**
 * The real corpus (6,087 games, ~1.2 million moves), one thread (= one core). Each operation is
 * the whole corpus; divide the corpus' moves or games by the time per operation (docs/benchmarks.md).
 * <ul>
 * <li>{@code replay}: replay with full legality — occupied points, suicide, ko, and superko (per
 *     rule set) with every hit confirmed — from already-parsed records.</li>
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class ReplayBenchmark {

    private Corpus corpus;

    @Setup
    public void load() {
        corpus = Corpus.load();
    }

    /** chinese-2002: situational superko (art. 6); tromp-taylor: positional; japanese: simple ko only. */
    @Param({"chinese-2002", "tromp-taylor", "japanese"})
    public String rules;

    @Benchmark
    public void replay(Blackhole bh) {
        RuleSet ruleSet = RuleSet.named(rules);
        for (GameRecord g : corpus.games) {
            bh.consume(new Replay(ruleSet, g.size()).run(g.blackSetup(), g.whiteSetup(), g.moves()));
        }
    }
}
