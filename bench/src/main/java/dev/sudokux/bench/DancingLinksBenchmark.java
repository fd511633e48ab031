package dev.sudokux.bench;

import dev.sudokux.exactcover.DancingLinks;
import dev.sudokux.exactcover.ExactCoverProblem;
import dev.sudokux.exactcover.examples.NQueens;
import dev.sudokux.exactcover.examples.Pentominoes;
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
 * The engine's inner loops (cover, uncover, hide, unhide, item choice) on whole searches:
 * counting all tilings of the 3 x 20 pentomino box and all solutions of 10 queens, and building the
 * links of the 6 x 10 box.
 *
 * <pre>java -jar bench/target/benchmarks.jar DancingLinksBenchmark</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class DancingLinksBenchmark {

    @Param({"pentomino-3x20", "queens-10"})
    public String problemName;

    private DancingLinks links;
    private ExactCoverProblem box6x10;

    @Setup
    public void setUp() {
        ExactCoverProblem problem = switch (problemName) {
            case "pentomino-3x20" -> Pentominoes.problem(3, 20);
            case "queens-10" -> NQueens.problem(10);
            default -> throw new IllegalArgumentException(problemName);
        };
        links = new DancingLinks(problem);
        box6x10 = Pentominoes.problem(6, 10);
    }

    /** Counts every solution (the links are reused: every search restores them). */
    @Benchmark
    public long countAll() {
        return links.count().solutionCount();
    }

    /** Builds the links of the 6 x 10 box (2,056 options): the set-up cost of every search. */
    @Benchmark
    public DancingLinks buildLinks() {
        return new DancingLinks(box6x10);
    }
}
