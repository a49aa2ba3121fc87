package org.tengen.benchmarks;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.tengen.rating.Backtest;
import org.tengen.rating.Gor;
import org.tengen.rating.Whr;

/**
 * The rating models' speed. {@code gorMillionGames}: GoR over 1,000,000 generated games in 10,000
 * tournaments of 100 games among 20,000 players (ratings frozen within each, as the job rates).
 * {@code wholeHistoryRealGames}: the predictive model fitted on the 164,618 real Tygem games
 * (target/tygem-2015.csv, made by docs/tools/tygem_to_csv.py; the benchmark stops when it is missing).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgs = {"-Xmx2g"})
public class RatingBenchmark {

    List<List<Gor.Game>> tournaments;
    List<Backtest.Game> tygem;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        Random rnd = new Random(1);
        tournaments = new ArrayList<>();
        for (int t = 0; t < 10_000; t++) {
            List<Gor.Game> games = new ArrayList<>();
            for (int g = 0; g < 100; g++) {
                int a = rnd.nextInt(20_000);
                int b = (a + 1 + rnd.nextInt(19_999)) % 20_000;
                games.add(new Gor.Game(t * 100L + g, "p" + a, "p" + b, rnd.nextBoolean() ? 1 : 0, rnd.nextInt(10) < 8
                        ? 0 : rnd.nextInt(10)));
            }
            tournaments.add(games);
        }
        Path csv = Path.of("target/tygem-2015.csv");
        if (!Files.exists(csv)) {
            throw new IllegalStateException("run docs/tools/tygem_to_csv.py first: " + csv.toAbsolutePath());
        }
        tygem = Backtest.parse(Files.readAllLines(csv));
    }

    @Benchmark
    public Map<String, Double> gorMillionGames() {
        Map<String, Double> ratings = new HashMap<>();
        for (List<Gor.Game> games : tournaments) {
            for (Gor.Game g : games) {
                ratings.putIfAbsent(g.black(), 1500.0);
                ratings.putIfAbsent(g.white(), 1500.0);
            }
            ratings.putAll(Gor.apply(ratings, Gor.tournament(games, ratings, 1.0)));
        }
        return ratings;
    }

    @Benchmark
    public double wholeHistoryRealGames() {
        Whr whr = Whr.defaults();
        LocalDate epoch = tygem.get(0).date();
        for (Backtest.Game g : tygem) {
            whr.add((int) java.time.temporal.ChronoUnit.DAYS.between(epoch, g.date()), g.black(), g.white(),
                    g.result() == 'B' ? 1 : 0, 0);
        }
        whr.fit(30);
        return whr.estimate(tygem.get(0).black(), 365).rating();
    }
}
