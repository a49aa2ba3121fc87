package org.tengen.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.tengen.record.GameRecord;
import org.tengen.record.RecordReader;
import org.tengen.record.RecordReading;

/** The real games of ../shared/data/sgf/ai-games, loaded once per benchmark fork. */
final class Corpus {

    final List<byte[]> files = new ArrayList<>();
    final List<GameRecord> games = new ArrayList<>();
    long moves;

    static Corpus load() {
        Path dir = Path.of(System.getProperty("tengen.shared.data", "../shared/data"), "sgf", "ai-games");
        if (!Files.isDirectory(dir)) {
            throw new IllegalStateException("the benchmark needs the real records at " + dir.toAbsolutePath());
        }
        Corpus c = new Corpus();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path f : walk.filter(Files::isRegularFile)
                    .filter(p -> p.toString().toLowerCase().endsWith(".sgf")).sorted().toList()) {
                byte[] bytes = Files.readAllBytes(f);
                c.files.add(bytes);
                for (RecordReading r : RecordReader.read(bytes)) {
                    if (r.readable()) {
                        c.games.add(r.record());
                        c.moves += r.record().moves().size();
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        System.out.println("corpus: " + c.files.size() + " files, " + c.games.size() + " games, " + c.moves + " moves");
        return c;
    }
}
