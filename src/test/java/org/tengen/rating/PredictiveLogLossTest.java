package org.tengen.rating;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Pins the predictive model's held-out log-loss on fixed splits of the real games in
 * ../shared/data/ratings, so that a change that makes it predict worse fails the build: below GoR,
 * below the constant 50% and below the logistic fit on grades and handicap alone.
 */
class PredictiveLogLossTest {

    static Path ratingsData(String file) {
        Path p = Path.of(System.getProperty("tengen.shared.data", "../shared/data")).resolve("ratings").resolve(file);
        Assumptions.assumeTrue(Files.isRegularFile(p),
                "skipped: the real games are not at " + p.toAbsolutePath() + " (set -Dtengen.shared.data)");
        return p;
    }

    static List<Backtest.Game> aga() throws IOException {
        return Backtest.parse(Files.readAllLines(ratingsData("aga-2000-2001h1.csv"), StandardCharsets.UTF_8));
    }

    /** The Tygem games of the months up to {@code until}, as docs/tools/tygem_to_csv.py reads them. */
    static List<Backtest.Game> tygem(LocalDate until) throws IOException {
        List<Backtest.Game> out = new ArrayList<>();
        try (ZipInputStream z = new ZipInputStream(Files.newInputStream(ratingsData("tygem-2015-games.zip")))) {
            ZipEntry e = z.getNextEntry();
            assertThat(e).isNotNull();
            BufferedReader r = new BufferedReader(new InputStreamReader(z, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String[] c = line.split("\t", -1);
                if (c.length < 9 || !c[1].startsWith("C") || c[8].isEmpty()) {
                    continue;
                }
                char result = Character.toUpperCase(c[8].charAt(0));
                LocalDate date = LocalDate.parse(c[1].substring(1, 11).replace('.', '-'));
                if ((result == 'B' || result == 'W') && !date.isAfter(until)) {
                    out.add(new Backtest.Game(date, "tygem", c[3], c[6], 0, 6.5, result, null, null));
                }
            }
        }
        return out;
    }

    @Test
    void agaTournamentGamesFittedOnTwelveMonthsPredictTheNextSix() throws IOException {
        List<Backtest.Game> games = aga();
        LocalDate until = LocalDate.of(2000, 12, 31);
        double predictive = Backtest.predictive(games, until).logLoss();
        double grades = Backtest.gradesRun(games, until).metrics().logLoss();
        double gor = Backtest.gor(games, until).logLoss();
        assertThat(predictive).isLessThan(grades).isLessThan(gor).isLessThan(Math.log(2));
        assertThat(predictive).as("the log-loss docs/ratings.md gives, 0.6815").isLessThan(0.6825);
    }

    @Test
    void tygemOnlineGamesFittedOnThreeMonthsPredictTheFourth() throws IOException {
        List<Backtest.Game> games = tygem(LocalDate.of(2015, 4, 30));
        LocalDate until = LocalDate.of(2015, 3, 31);
        double predictive = Backtest.predictive(games, until).logLoss();
        double grades = Backtest.gradesRun(games, until).metrics().logLoss();
        double gor = Backtest.gor(games, until).logLoss();
        assertThat(predictive).isLessThan(grades).isLessThan(gor).isLessThan(Math.log(2));
        assertThat(predictive).isLessThan(0.66);
    }
}
