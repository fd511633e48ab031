package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Region sum lines, which the propagator reads as their segments' equal sums (pairs of segments, and
 * the segments that share a box against another one), count what brute force counts. Random 4x4 and
 * 6x6 boards, lines of several segments that a random solution keeps (now and then one it breaks),
 * found by trying random walks, so that lines passing through a box twice come up (the case the
 * box-wide sums are for). Seeded, so a failure repeats.
 */
class RegionSumLinesTest {

    private static final long LIMIT = 3000;

    @Test
    void longLinesCountAsBruteForce() {
        RandomVariants rv = new RandomVariants(2011);
        VariantSolver solver = new VariantSolver();
        int compared = 0;
        int revisiting = 0;
        int none = 0;
        for (int round = 0; round < 240; round++) {
            Board board = rv.board();
            int[] solution = rv.fill(board);
            if (solution == null) {
                continue;
            }
            List<Constraint> lines = new ArrayList<>();
            int wanted = 1 + rv.random().nextInt(3);
            // A line the solution breaks is easy to find, one it keeps is not: decide per puzzle
            // whether its last line lies, and keep trying walks for the others.
            boolean lastLies = rv.random().nextInt(6) == 0;
            for (int tries = 0; tries < 2000 && lines.size() < wanted; tries++) {
                boolean lie = lastLies && lines.size() == wanted - 1;
                Constraint.RegionSum line = new Constraint.RegionSum(rv.walk(board, 3 + rv.random().nextInt(6), true));
                if (segments(board, line) >= 2
                        && line.holds(new VariantPuzzle(board, List.of(), new int[board.size()]), solution) != lie) {
                    lines.add(line);
                    revisiting += revisits(board, line) ? 1 : 0;
                }
            }
            if (lines.isEmpty()) {
                continue;
            }
            double density = board.cellCount() > 20 ? 0.1 + 0.25 * rv.random().nextDouble() : 0.1;
            VariantPuzzle puzzle = new VariantPuzzle(board, lines, rv.givens(board, solution, density));
            long expected = BruteForce.count(puzzle, LIMIT);
            VariantResult r = solver.count(puzzle, LIMIT);
            assertThat(r.solutionCount()).as("round %d: %s %s", round, board, lines).isEqualTo(expected);
            compared++;
            none += expected == 0 ? 1 : 0;
        }
        assertThat(compared).isGreaterThan(150);
        assertThat(revisiting).as("lines through one box twice").isGreaterThan(20);
        assertThat(none).as("puzzles without a solution").isGreaterThan(5);
        assertThat(compared - none).as("puzzles with solutions").isGreaterThan(60);
    }

    private static int segments(Board board, Constraint.RegionSum line) {
        int count = 0;
        for (int i = 0; i < line.cells().length; i++) {
            count += line.endsSegment(board, i) ? 1 : 0;
        }
        return count;
    }

    private static boolean revisits(Board board, Constraint.RegionSum line) {
        Set<Integer> seen = new HashSet<>();
        int[] cells = line.cells();
        for (int i = 0; i < cells.length; i++) {
            if (i == 0 || line.endsSegment(board, i - 1)) {
                int region = Constraint.RegionSum.regionOf(board, cells[i]);
                if (region >= 0 && !seen.add(region)) {
                    return true;
                }
            }
        }
        return false;
    }
}
