package dev.sudokux.bench;

import dev.sudokux.format.Format;
import dev.sudokux.format.Puzzle;
import dev.sudokux.format.PuzzleItem;
import dev.sudokux.format.PuzzleReader;
import dev.sudokux.format.PuzzleWriter;
import dev.sudokux.sudoku.Grid;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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

/**
 * Reading and writing a whole data set in the text formats, from and to memory (so the figures are
 * the parsing and checking, not the disk): every puzzle of the set read with {@link PuzzleReader}
 * (symbols, length, conflicting givens, one {@code Grid} each), the same set written as GRID and read
 * back, and written as LINE. {@code readLinesBaseline} is the floor: {@code BufferedReader.readLine}
 * over the same text, doing nothing with the lines.
 *
 * <p>The data set is a file of the shared data directory, named by {@code dataset}; the directory is
 * the system property {@code sudokux.data}, else {@code /work/shared/data}.
 *
 * <pre>java -jar bench/target/benchmarks.jar FormatBenchmark</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class FormatBenchmark {

    @Param({"puzzles2_17_clue"})
    public String dataset;

    private String lineText;
    private String gridText;
    private List<Grid> grids;

    @Setup
    public void setUp() throws IOException {
        Path dir = Path.of(System.getProperty("sudokux.data", "/work/shared/data"));
        Path file = dir.resolve(dataset);
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("no data set " + file + ": set -Dsudokux.data=DIR");
        }
        lineText = Files.readString(file, StandardCharsets.UTF_8);
        grids = new ArrayList<>();
        for (PuzzleItem item : PuzzleReader.readAll(lineText, Format.LINE, null)) {
            if (!(item instanceof Puzzle p)) {
                throw new IllegalStateException("bad puzzle in the data set: " + item);
            }
            grids.add(p.grid());
        }
        StringWriter grid = new StringWriter();
        PuzzleWriter writer = new PuzzleWriter(grid, Format.GRID);
        for (Grid g : grids) {
            writer.write(g);
        }
        gridText = grid.toString();
    }

    /** Reads every puzzle of the data set (format detected: LINE). Returns the number of puzzles. */
    @Benchmark
    public int readLines() throws IOException {
        return readAll(lineText);
    }

    /** Reads every puzzle of the data set written as GRID (format detected). */
    @Benchmark
    public int readGrid() throws IOException {
        return readAll(gridText);
    }

    /** The floor: splits the same text into lines with {@code BufferedReader.readLine}. */
    @Benchmark
    public int readLinesBaseline() throws IOException {
        BufferedReader reader = new BufferedReader(new StringReader(lineText), 1 << 16);
        int count = 0;
        while (reader.readLine() != null) {
            count++;
        }
        return count;
    }

    /** Writes every grid of the data set as LINE (to a writer that drops the text). */
    @Benchmark
    public long writeLines() throws IOException {
        Counting out = new Counting();
        PuzzleWriter writer = new PuzzleWriter(out, Format.LINE);
        for (Grid g : grids) {
            writer.write(g);
        }
        return out.count;
    }

    private int readAll(String text) throws IOException {
        int puzzles = 0;
        try (PuzzleReader reader = PuzzleReader.open(new StringReader(text))) {
            while (reader.hasNext()) {
                if (reader.next() instanceof Puzzle) {
                    puzzles++;
                }
            }
        }
        if (puzzles != grids.size()) {
            throw new IllegalStateException(puzzles + " puzzles read, " + grids.size() + " expected");
        }
        return puzzles;
    }

    /** A writer that counts characters and keeps none. */
    private static final class Counting extends Writer {
        long count;

        @Override
        public void write(char[] buffer, int offset, int length) {
            count += length;
        }

        @Override
        public void write(int c) {
            count++;
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }
}
