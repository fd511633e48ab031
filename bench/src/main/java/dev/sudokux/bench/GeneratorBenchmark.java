package dev.sudokux.bench;

import dev.sudokux.generate.Generated;
import dev.sudokux.generate.Generator;
import dev.sudokux.generate.Symmetry;
import dev.sudokux.sudoku.Shape;
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
 * Minimal puzzles made one after another, each from the next seed: the time per puzzle (its
 * inverse, puzzles per second per thread). Run with {@code -t 2} for two threads, each with seeds of
 * its own.
 *
 * <pre>java -jar bench/target/benchmarks.jar GeneratorBenchmark -p symmetry=none,rot180 -t 1</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class GeneratorBenchmark {

    @Param({"3x3"})
    public String box;

    @Param({"none", "rot180"})
    public String symmetry;

    private Generator generator;
    private long seed;

    @Setup
    public void setUp() {
        generator = Generator.builder(Shape.parse(box)).symmetry(Symmetry.parse(symmetry)).minimal(true).build();
        seed = System.identityHashCode(this);
    }

    /** One minimal puzzle, symmetric as asked. */
    @Benchmark
    public Generated minimalPuzzle() {
        return generator.next(seed++);
    }
}
