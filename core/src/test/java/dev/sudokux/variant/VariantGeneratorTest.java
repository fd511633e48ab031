package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Shape;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Generated variant puzzles have one solution that keeps every rule, are minimal (no given can go),
 * keep the rules asked for, and come out the same for the same seed.
 */
class VariantGeneratorTest {

    private final VariantSolver solver = new VariantSolver();

    @Test
    void everyKindGivesUniqueMinimalPuzzles() {
        VariantGenerator generator = new VariantGenerator();
        Shape six = Shape.of(2, 3);
        List<String> kinds = List.of("x", "windoku", "antiknight", "antiking", "jigsaw", "killer", "x,windoku");
        for (String kind : kinds) {
            Shape shape = kind.contains("windoku") || kind.startsWith("x") ? Shape.CLASSIC : six;
            Random random = new Random(kind.hashCode());
            VariantPuzzle template = VariantGenerator.template(kind, shape, random);
            VariantGenerator.Generated g = generator.generate(template, kind.contains("killer"), true, random, 20);
            assertThat(g).as(kind).isNotNull();
            VariantPuzzle p = g.puzzle();
            VariantResult check = solver.check(p);
            assertThat(check.status()).as(kind).isEqualTo(Status.UNIQUE);
            assertThat(check.first()).isEqualTo(g.solution());
            assertThat(p.isSolution(g.solution().values())).isTrue();
            assertMinimal(p, kind);
            assertThat(p.board().houses()).as(kind).hasSameSizeAs(template.board().houses());
            if (kind.contains("killer")) {
                assertThat(p.constraints()).anyMatch(c -> c instanceof Constraint.Cage);
            }
        }
    }

    @Test
    void killerWithoutGivensHasCagesAlone() {
        Random random = new Random(5);
        VariantPuzzle template = VariantGenerator.template("killer", Shape.of(2, 2), random);
        VariantGenerator.Generated g = new VariantGenerator().generate(template, true, false, random, 200);
        assertThat(g).isNotNull();
        assertThat(g.puzzle().givenCount()).isZero();
        assertThat(solver.check(g.puzzle()).status()).isEqualTo(Status.UNIQUE);
    }

    @Test
    void samuraiPuzzlesAreUnique() {
        Random random = new Random(9);
        VariantPuzzle template = VariantGenerator.template("samurai", Shape.of(2, 2), random);
        VariantGenerator.Generated g = new VariantGenerator().generate(template, false, true, random, 20);
        assertThat(g).isNotNull();
        assertThat(g.puzzle().board().gridCorners()).hasNumberOfRows(5);
        assertThat(solver.check(g.puzzle()).status()).isEqualTo(Status.UNIQUE);
        assertMinimal(g.puzzle(), "samurai");
    }

    @Test
    void jigsawLayoutsAreConnectedRegionsOfNCellsAndVary() {
        Set<String> layouts = new HashSet<>();
        for (int seed = 0; seed < 20; seed++) {
            int[] region = VariantGenerator.jigsawLayout(Shape.CLASSIC, new Random(seed));
            int[] size = new int[9];
            for (int r : region) {
                size[r]++;
            }
            assertThat(size).containsOnly(9);
            for (int r = 0; r < 9; r++) {
                assertThat(reached(region, r)).as("region %d of layout %d is connected", r, seed).isEqualTo(9);
            }
            layouts.add(java.util.Arrays.toString(region));
        }
        assertThat(layouts).hasSizeGreaterThan(15);
    }

    @Test
    void theSameSeedGivesTheSamePuzzle() {
        VariantPuzzle a = new VariantGenerator().generate(VariantGenerator.template("antiknight", Shape.of(2, 3),
                new Random(1)), false, true, new Random(2), 10).puzzle();
        VariantPuzzle b = new VariantGenerator().generate(VariantGenerator.template("antiknight", Shape.of(2, 3),
                new Random(1)), false, true, new Random(2), 10).puzzle();
        assertThat(a.givens()).isEqualTo(b.givens());
        assertThatThrownBy(() -> VariantGenerator.template("hexagon", Shape.CLASSIC, new Random()))
                .hasMessageContaining("no variant 'hexagon'");
    }

    /**
     * Orbits cover every cell once and are closed under the map (a samurai frame under a quarter-turn
     * included, its holes going onto holes); a symmetric puzzle keeps its pattern and is minimal among
     * symmetric ones: taking any whole orbit of givens away leaves more than one solution.
     */
    @Test
    void symmetricGivensComeInOrbitsAndNoOrbitCanGo() {
        Board samurai = VariantGenerator.template("samurai", Shape.CLASSIC, new Random(1)).board();
        int[][] orbits = VariantGenerator.orbits(samurai, dev.sudokux.generate.Symmetry.ROT90);
        Set<Integer> covered = new HashSet<>();
        for (int[] orbit : orbits) {
            for (int p : orbit) {
                assertThat(samurai.isCell(p)).isTrue();
                assertThat(covered.add(p)).isTrue();
            }
        }
        int cells = 0;
        for (int p = 0; p < samurai.size(); p++) {
            cells += samurai.isCell(p) ? 1 : 0;
        }
        assertThat(covered).hasSize(cells);

        VariantPuzzle template = VariantGenerator.template("x", Shape.of(2, 3), new Random(3));
        VariantPuzzle p = new VariantGenerator().generate(template, false, true, dev.sudokux.generate.Symmetry.ROT180,
                new Random(4), 20).puzzle();
        int[] g = p.givens();
        for (int[] orbit : VariantGenerator.orbits(p.board(), dev.sudokux.generate.Symmetry.ROT180)) {
            assertThat(orbit).hasSizeLessThanOrEqualTo(2);
            assertThat(g[orbit[0]] != 0).isEqualTo(g[orbit[orbit.length - 1]] != 0);
            if (g[orbit[0]] != 0) {
                int[] less = g.clone();
                for (int q : orbit) {
                    less[q] = 0;
                }
                assertThat(solver.check(p.withGivens(less)).status()).isEqualTo(Status.MULTIPLE);
            }
        }
        assertThat(solver.check(p).status()).isEqualTo(Status.UNIQUE);
    }

    /** How many cells of region {@code r} a walk from one of them reaches through the region. */
    private static int reached(int[] region, int r) {
        int start = -1;
        for (int p = 0; p < region.length && start < 0; p++) {
            start = region[p] == r ? p : -1;
        }
        boolean[] seen = new boolean[region.length];
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>(List.of(start));
        seen[start] = true;
        int count = 0;
        while (!queue.isEmpty()) {
            int p = queue.poll();
            count++;
            int[] next = {p >= 9 ? p - 9 : -1, p < 72 ? p + 9 : -1, p % 9 > 0 ? p - 1 : -1, p % 9 < 8 ? p + 1 : -1};
            for (int q : next) {
                if (q >= 0 && !seen[q] && region[q] == r) {
                    seen[q] = true;
                    queue.add(q);
                }
            }
        }
        return count;
    }

    private void assertMinimal(VariantPuzzle p, String kind) {
        int[] g = p.givens();
        for (int i = 0; i < g.length; i++) {
            if (g[i] != 0) {
                int[] less = g.clone();
                less[i] = 0;
                assertThat(solver.check(p.withGivens(less)).status()).as("%s without the given at %d", kind, i)
                        .isEqualTo(Status.MULTIPLE);
            }
        }
    }
}
