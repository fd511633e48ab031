package dev.sudokux.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.solve.DlxSolver;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class GeneratorTest {

    /**
     * The number of solutions (up to 2) by a counter other than the generator's solver: the DLX
     * solver when the generator used another one, and always the test's own backtracking oracle.
     */
    static long secondOpinion(Grid puzzle, Solver used) {
        long oracle = OracleCounter.count(puzzle, 2);
        if (!(used instanceof DlxSolver)) {
            assertThat(new DlxSolver().count(puzzle, 2).solutionCount()).as("dlx on %s", puzzle).isEqualTo(oracle);
        }
        return oracle;
    }

    /** Checks one result: found, unique by a second opinion, its solution right, its numbers right. */
    static void assertGood(Generated g, Generator generator) {
        assertThat(g.found()).as("seed %d", g.seed()).isTrue();
        Grid p = g.puzzle();
        assertThat(p.shape()).isSameAs(generator.shape());
        assertThat(secondOpinion(p, generator.solver())).as("solutions of %s", p).isEqualTo(1);
        assertThat(g.solution().isSolutionOf(p)).isTrue();
        assertThat(g.clues()).isEqualTo(p.filledCount()).isPositive();
        assertThat(g.attempts()).isBetween(1, generator.maxAttempts());
        assertThat(generator.symmetry().isSymmetric(p)).as("%s pattern of %s", generator.symmetry(), p).isTrue();
    }

    /** Minimal by the oracle: each clue removed in turn leaves two or more solutions. */
    static void assertMinimalByOracle(Grid puzzle) {
        for (int cell = 0; cell < puzzle.shape().cellCount(); cell++) {
            if (puzzle.get(cell) != 0) {
                assertThat(OracleCounter.count(puzzle.with(cell, 0), 2))
                        .as("without %s of %s", puzzle.shape().cellName(cell), puzzle).isEqualTo(2);
            }
        }
    }

    private static List<Generated> run(Generator g, long seed, int count, int threads) throws InterruptedException {
        List<Generated> out = new ArrayList<>();
        long delivered = g.generate(seed, count, threads, out::add);
        assertThat(delivered).isEqualTo(count);
        return out;
    }

    @Test
    void everyShapeGetsUniquePuzzles() {
        record Case(Shape shape, int count) {
        }
        for (Case c : List.of(new Case(Shape.of(2, 2), 40), new Case(Shape.of(2, 3), 30), new Case(Shape.of(3, 2), 30),
                new Case(Shape.of(2, 4), 20), new Case(Shape.of(3, 3), 30), new Case(Shape.of(3, 4), 4),
                new Case(Shape.of(4, 4), 2))) {
            Generator generator = Generator.builder(c.shape()).build();
            generator.generate(100 + c.shape().size(), c.count()).forEach(g -> assertGood(g, generator));
        }
    }

    @Test
    void twentyFiveByTwentyFive() {
        // Not minimal, and with a small budget per check: the fast way to a unique 25x25 puzzle. The
        // budget is in dlx nodes: with the default bitset solver the same budget goes much further
        // and leaves puzzles too hard for the test's plain backtracking oracle.
        Generator generator = Generator.builder(Shape.of(5, 5)).solver(new DlxSolver()).checkNodeLimit(500).build();
        Generated g = generator.next(2025);
        assertGood(g, generator);
        assertThat(g.clues()).isLessThan(625 * 3 / 5);
    }

    @Test
    void minimalPuzzlesAreMinimal() {
        for (Shape shape : List.of(Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 3))) {
            Generator generator = Generator.builder(shape).minimal(true).build();
            assertThat(generator.checkNodeLimit()).isEqualTo(Long.MAX_VALUE);
            generator.generate(7, shape.size() == 9 ? 10 : 25).forEach(g -> {
                assertGood(g, generator);
                assertMinimalByOracle(g.puzzle());
                assertThat(Minimality.isMinimal(g.puzzle())).isTrue();
            });
        }
    }

    @Test
    void symmetricPuzzlesHaveTheirSymmetry() {
        for (Shape shape : List.of(Shape.of(2, 2), Shape.of(3, 2), Shape.of(3, 3), Shape.of(3, 4))) {
            for (Symmetry s : Symmetry.values()) {
                Generator generator = Generator.builder(shape).symmetry(s).build();
                generator.generate(s.ordinal(), shape.size() == 12 ? 1 : 4)
                        .forEach(g -> assertGood(g, generator)); // includes the symmetry of the pattern
            }
        }
        Generator sixteen = Generator.builder(Shape.of(4, 4)).symmetry(Symmetry.ROT90).build();
        assertGood(sixteen.next(90), sixteen);
    }

    @Test
    void minimalSymmetricPuzzlesHaveNoRemovableOrbit() {
        for (Shape shape : List.of(Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 3), Shape.of(2, 4))) {
            for (Symmetry s : Symmetry.values()) {
                Generator generator = Generator.builder(shape).symmetry(s).minimal(true).build();
                List<Generated> made = generator.generate(s.ordinal(), 6).collect(Collectors.toList());
                for (Generated g : made) {
                    assertGood(g, generator);
                    assertThat(g.attempts()).isEqualTo(1);
                    assertThat(Minimality.isMinimal(g.puzzle(), s)).isTrue();
                    // each orbit's clues removed together leave several solutions, by the oracle
                    for (int[] orbit : s.orbits(shape)) {
                        Grid without = g.puzzle();
                        for (int cell : orbit) {
                            without = without.with(cell, 0);
                        }
                        if (!without.equals(g.puzzle())) {
                            assertThat(OracleCounter.count(without, 2)).isEqualTo(2);
                        }
                    }
                }
            }
        }
    }

    @Test
    void strictlyMinimalSymmetricPuzzlesAreSymmetricAndMinimal() {
        for (Shape shape : List.of(Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 3))) {
            for (Symmetry s : List.of(Symmetry.ROT180, Symmetry.DIAGONAL)) {
                Generator generator = Generator.builder(shape).symmetry(s).strictMinimal(true).build();
                assertThat(generator.minimal()).isTrue();
                generator.generate(3, shape.size() == 9 ? 2 : 5).forEach(g -> {
                    assertGood(g, generator);
                    assertMinimalByOracle(g.puzzle());
                    assertThat(g.attempts()).isEqualTo(g.rejectedNotMinimal() + 1);
                });
            }
        }
    }

    @Test
    void theSeedDecidesThePuzzles() throws InterruptedException {
        Generator generator = Generator.builder(Shape.of(3, 3)).symmetry(Symmetry.ROT180).build();
        List<Generated> one = run(generator, 99, 12, 1);
        assertThat(run(generator, 99, 12, 1)).isEqualTo(one);
        assertThat(run(generator, 99, 12, 2)).isEqualTo(one);
        assertThat(run(generator, 99, 12, 3)).isEqualTo(one);
        assertThat(generator.generate(99, 12).collect(Collectors.toList())).isEqualTo(one);
        assertThat(generator.generate(99, 12).parallel().collect(Collectors.toList())).isEqualTo(one);
        for (Generated g : one) {
            assertThat(g.seed()).isEqualTo(Generator.puzzleSeed(99, g.index()));
            assertThat(generator.next(g.seed()).puzzle()).isEqualTo(g.puzzle());
        }
        assertThat(one.stream().map(Generated::index).collect(Collectors.toList()))
                .containsExactly(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L);
        assertThat(one.stream().map(Generated::puzzle).distinct().count()).isEqualTo(12);
        assertThat(run(generator, 100, 12, 2)).isNotEqualTo(one);
        // A generator built again with the same settings gives the same puzzles.
        Generator again = Generator.builder(Shape.of(3, 3)).symmetry(Symmetry.ROT180).build();
        assertThat(again.next(5)).isEqualTo(generator.next(5));
    }

    @Test
    void theFilterKeepsOnlyWhatItAccepts() throws InterruptedException {
        // About one 9x9 minimal puzzle in three has at most 23 clues.
        Generator generator = Generator.builder(Shape.of(3, 3)).minimal(true)
                .filter(p -> p.filledCount() <= 23).maxAttempts(200).build();
        List<Generated> made = run(generator, 5, 8, 2);
        int rejected = 0;
        for (Generated g : made) {
            assertGood(g, generator);
            assertThat(g.clues()).isLessThanOrEqualTo(23);
            assertThat(g.attempts()).isEqualTo(g.rejectedByFilter() + 1);
            rejected += g.rejectedByFilter();
        }
        assertThat(rejected).as("the filter turned some down").isPositive();
    }

    @Test
    void aFilterThatAcceptsNothingEndsAfterTheAttemptBound() throws InterruptedException {
        List<Grid> seen = new ArrayList<>();
        Generator generator = Generator.builder(Shape.of(2, 3)).filter(p -> {
            seen.add(p);
            return false;
        }).maxAttempts(7).build();
        List<Generated> made = run(generator, 1, 3, 1);
        assertThat(made).hasSize(3).allSatisfy(g -> {
            assertThat(g.found()).isFalse();
            assertThat(g.puzzle()).isNull();
            assertThat(g.clues()).isZero();
            assertThat(g.attempts()).isEqualTo(7);
            assertThat(g.rejectedByFilter()).isEqualTo(7);
        });
        assertThat(seen).hasSize(21).allSatisfy(p -> assertThat(OracleCounter.count(p, 2)).isEqualTo(1));
    }

    @Test
    void theSinkCanStopARun() throws InterruptedException {
        Generator generator = Generator.builder(Shape.of(2, 2)).build();
        List<Generated> got = new ArrayList<>();
        long delivered = generator.generate(3, 1000, 2, g -> {
            got.add(g);
            return got.size() < 5;
        });
        assertThat(delivered).isEqualTo(5);
        assertThat(got).extracting(Generated::index).containsExactly(0L, 1L, 2L, 3L, 4L);
    }

    @Test
    void interruptionStopsALongRunPromptly() throws Exception {
        for (int threads : new int[] {1, 2}) {
            // 16x16 minimal puzzles take seconds each: the run would last many minutes.
            Generator generator = Generator.builder(Shape.of(4, 4)).minimal(true).build();
            AtomicReference<Throwable> outcome = new AtomicReference<>();
            List<Generated> delivered = new ArrayList<>();
            Thread runner = new Thread(() -> {
                try {
                    generator.generate(1, 10_000, threads, delivered::add);
                    outcome.set(new AssertionError("finished"));
                } catch (Throwable t) {
                    outcome.set(t);
                }
            });
            runner.start();
            Thread.sleep(300);
            long interruptedAt = System.nanoTime();
            runner.interrupt();
            runner.join(10_000);
            assertThat(runner.isAlive()).as("still running %d ms after the interrupt",
                    (System.nanoTime() - interruptedAt) / 1_000_000).isFalse();
            assertThat(outcome.get()).isInstanceOf(InterruptedException.class);
            assertThat(delivered.size()).isLessThan(10_000);
            Thread.sleep(50);
            assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().startsWith("sudokux-generate-")
                    && t.isAlive());
        }
    }

    @Test
    void interruptionStopsNextWithACancellation() throws Exception {
        Generator generator = Generator.builder(Shape.of(4, 4)).minimal(true).build();
        AtomicReference<Throwable> outcome = new AtomicReference<>();
        AtomicReference<Boolean> flag = new AtomicReference<>();
        Thread runner = new Thread(() -> {
            try {
                generator.generate(1, 1000).forEach(g -> { });
            } catch (Throwable t) {
                outcome.set(t);
                flag.set(Thread.currentThread().isInterrupted());
            }
        });
        runner.start();
        Thread.sleep(300);
        runner.interrupt();
        runner.join(10_000);
        assertThat(runner.isAlive()).isFalse();
        assertThat(outcome.get()).isInstanceOf(CancellationException.class);
        assertThat(flag.get()).isTrue();
    }

    @Test
    void settingsAreChecked() {
        Generator.Builder b = Generator.builder(Shape.of(3, 3));
        assertThatThrownBy(() -> b.maxAttempts(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.checkNodeLimit(0)).isInstanceOf(IllegalArgumentException.class);
        Generator g = b.build();
        assertThat(g.solver().name()).isEqualTo(Solvers.best(Shape.of(3, 3)).name());
        assertThat(g.maxAttempts()).isEqualTo(Generator.DEFAULT_MAX_ATTEMPTS);
        assertThatThrownBy(() -> g.generate(1, 1, 0, x -> true)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> g.generate(1, -1)).isInstanceOf(IllegalArgumentException.class);
    }
}
