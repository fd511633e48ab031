package dev.sudokux.logic;

import static dev.sudokux.logic.Pencil.box;
import static dev.sudokux.logic.Pencil.cell;
import static dev.sudokux.logic.Pencil.column;
import static dev.sudokux.logic.Pencil.eliminations;
import static dev.sudokux.logic.Pencil.row;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Each technique on a candidate state built by hand, where it must find one known step: so a
 * technique that finds nothing, or the wrong thing, fails here. States start from an empty 9x9 grid
 * (every candidate everywhere) and only the pattern is carved out.
 */
class TechniqueExamplesTest {

    private static Step find(Technique t, Pencil p) {
        Optional<Step> step = t.find(p.grid());
        assertThat(step).as(t.name()).isPresent();
        Step s = step.get();
        assertThat(s.text()).isNotBlank();
        assertThat(s.focus()).isNotBlank();
        assertThat(s.difficulty()).isEqualTo(t.difficulty());
        return s;
    }

    /** Eliminations of each of {@code values} from every cell of the unit except {@code except}. */
    private static List<Elimination> restOf(int unit, int[] values, String... except) {
        List<Integer> skip = new ArrayList<>();
        for (String c : except) {
            skip.add(cell(c));
        }
        List<Elimination> list = new ArrayList<>();
        for (int c : Shape.CLASSIC.unitCells(unit)) {
            if (!skip.contains(c)) {
                for (int v : values) {
                    list.add(new Elimination(c, v));
                }
            }
        }
        return list;
    }

    @Test
    void pointingAlongARow() {
        // In box 1, 7 only in row 1: 7 leaves r1c4..r1c9.
        Pencil p = Pencil.empty().confine(7, box(1), "r1c1", "r1c2", "r1c3");
        Step s = find(new LockedPointing(), p);
        assertThat(s.eliminations()).containsExactlyInAnyOrderElementsOf(
                eliminations(7, "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"));
        assertThat(s.focus()).isEqualTo("box 1");
        assertThat(s.units()).containsExactly(box(1), row(1));
        assertThat(s.text()).isEqualTo("In box 1, 7 can only go in row 1 (r1c1, r1c2 and r1c3), so 7 can be removed"
                + " from the rest of row 1: r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9.");
    }

    @Test
    void pointingAlongAColumn() {
        // In box 5, 3 only in column 5 (r4c5, r6c5): 3 leaves the rest of column 5.
        Pencil p = Pencil.empty().confine(3, box(5), "r4c5", "r6c5");
        Step s = find(new LockedPointing(), p);
        assertThat(s.eliminations()).containsExactlyInAnyOrderElementsOf(
                eliminations(3, "r1c5", "r2c5", "r3c5", "r7c5", "r8c5", "r9c5"));
        assertThat(s.units()).containsExactly(box(5), column(5));
    }

    @Test
    void claimingFromARowAndFromAColumn() {
        // In row 4, 2 only in box 4: 2 leaves rows 5 and 6 of box 4.
        Pencil p = Pencil.empty().confine(2, row(4), "r4c1", "r4c3");
        Step s = find(new LockedClaiming(), p);
        assertThat(s.eliminations()).containsExactlyInAnyOrderElementsOf(
                eliminations(2, "r5c1", "r5c2", "r5c3", "r6c1", "r6c2", "r6c3"));
        assertThat(s.focus()).isEqualTo("row 4");
        // In column 9, 6 only in box 9 (r7c9, r8c9): 6 leaves columns 7 and 8 of box 9.
        Pencil q = Pencil.empty().confine(6, column(9), "r7c9", "r8c9");
        Step t = find(new LockedClaiming(), q);
        assertThat(t.eliminations()).containsExactlyInAnyOrderElementsOf(
                eliminations(6, "r7c7", "r7c8", "r8c7", "r8c8", "r9c7", "r9c8"));
        assertThat(t.units()).containsExactly(column(9), box(9));
    }

    @Test
    void nakedPairTripleAndQuad() {
        Pencil pair = Pencil.empty().only("r1c1", "37").only("r1c5", "37");
        Step s = find(new NakedSubset(2), pair);
        assertThat(s.eliminations()).containsExactlyInAnyOrderElementsOf(restOf(row(1), new int[] {3, 7}, "r1c1", "r1c5"));
        assertThat(s.cells()).containsExactly(cell("r1c1"), cell("r1c5"));

        Pencil triple = Pencil.empty().only("r9c2", "12").only("r9c5", "29").only("r9c8", "19");
        Step t = find(new NakedSubset(3), triple);
        assertThat(t.eliminations()).containsExactlyInAnyOrderElementsOf(
                restOf(row(9), new int[] {1, 2, 9}, "r9c2", "r9c5", "r9c8"));

        Pencil quad = Pencil.empty().only("r1c3", "12").only("r4c3", "23").only("r6c3", "34").only("r9c3", "14");
        Step q = find(new NakedSubset(4), quad);
        assertThat(q.eliminations()).containsExactlyInAnyOrderElementsOf(
                restOf(column(3), new int[] {1, 2, 3, 4}, "r1c3", "r4c3", "r6c3", "r9c3"));
        assertThat(q.text()).startsWith("In column 3, r1c3, r4c3, r6c3 and r9c3 can only hold 1, 2, 3 and 4");
    }

    @Test
    void hiddenPairTripleAndQuad() {
        Pencil pair = Pencil.empty().confine(4, box(5), "r4c4", "r6c6").confine(6, box(5), "r4c4", "r6c6");
        Step s = find(new HiddenSubset(2), pair);
        List<Elimination> expected = new ArrayList<>();
        for (String c : new String[] {"r4c4", "r6c6"}) {
            for (int v : new int[] {1, 2, 3, 5, 7, 8, 9}) {
                expected.add(new Elimination(cell(c), v));
            }
        }
        assertThat(s.eliminations()).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(s.focus()).isEqualTo("box 5");

        Pencil triple = Pencil.empty();
        for (int v : new int[] {1, 5, 8}) {
            triple.confine(v, row(2), "r2c1", "r2c4", "r2c9");
        }
        triple.remove(1, "r2c9").remove(5, "r2c1");
        Step t = find(new HiddenSubset(3), triple);
        expected.clear();
        for (String c : new String[] {"r2c1", "r2c4", "r2c9"}) {
            for (int v : new int[] {2, 3, 4, 6, 7, 9}) {
                expected.add(new Elimination(cell(c), v));
            }
        }
        assertThat(t.eliminations()).containsExactlyInAnyOrderElementsOf(expected);

        Pencil quad = Pencil.empty();
        for (int v : new int[] {2, 3, 4, 9}) {
            quad.confine(v, column(7), "r1c7", "r3c7", "r5c7", "r8c7");
        }
        Step q = find(new HiddenSubset(4), quad);
        expected.clear();
        for (String c : new String[] {"r1c7", "r3c7", "r5c7", "r8c7"}) {
            for (int v : new int[] {1, 5, 6, 7, 8}) {
                expected.add(new Elimination(cell(c), v));
            }
        }
        assertThat(q.eliminations()).containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void xWingOnRows() {
        Pencil p = Pencil.empty().confine(5, row(2), "r2c3", "r2c8").confine(5, row(6), "r6c3", "r6c8");
        Step s = find(new Fish(2), p);
        List<Elimination> expected = new ArrayList<>();
        for (int r : new int[] {1, 3, 4, 5, 7, 8, 9}) {
            expected.add(new Elimination(cell("r" + r + "c3"), 5));
            expected.add(new Elimination(cell("r" + r + "c8"), 5));
        }
        assertThat(s.eliminations()).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(s.focus()).isEqualTo("rows 2 and 6");
        assertThat(s.text()).startsWith("In rows 2 and 6, 5 can only go in columns 3 and 8, so 5 can be removed");
    }

    @Test
    void swordfishOnColumns() {
        Pencil p = Pencil.empty().confine(8, column(1), "r2c1", "r5c1").confine(8, column(5), "r5c5", "r8c5")
                .confine(8, column(9), "r2c9", "r8c9");
        Step s = find(new Fish(3), p);
        List<Elimination> expected = new ArrayList<>();
        for (int r : new int[] {2, 5, 8}) {
            for (int c : new int[] {2, 3, 4, 6, 7, 8}) {
                expected.add(new Elimination(cell("r" + r + "c" + c), 8));
            }
        }
        assertThat(s.eliminations()).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(s.units()).containsExactly(column(1), column(5), column(9), row(2), row(5), row(8));
    }

    @Test
    void jellyfishOnRows() {
        Pencil p = Pencil.empty().confine(1, row(1), "r1c2", "r1c4").confine(1, row(3), "r3c4", "r3c6")
                .confine(1, row(7), "r7c6", "r7c8").confine(1, row(9), "r9c8", "r9c2");
        Step s = find(new Fish(4), p);
        List<Elimination> expected = new ArrayList<>();
        for (int r : new int[] {2, 4, 5, 6, 8}) {
            for (int c : new int[] {2, 4, 6, 8}) {
                expected.add(new Elimination(cell("r" + r + "c" + c), 1));
            }
        }
        assertThat(s.eliminations()).containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void xyWing() {
        // Pivot r5c5 (1/2), wings r2c5 (2/3) and r5c1 (1/3): r2c1 sees both wings and loses 3.
        Pencil p = Pencil.empty().only("r5c5", "12").only("r2c5", "23").only("r5c1", "13");
        Step s = find(new XYWing(), p);
        assertThat(s.eliminations()).containsExactly(new Elimination(cell("r2c1"), 3));
        assertThat(s.cells()).containsExactly(cell("r5c5"), cell("r2c5"), cell("r5c1"));
        assertThat(s.focus()).isEqualTo("r5c5");
    }

    @Test
    void xyzWing() {
        // Pivot r5c5 (1/2/3), wings r4c5 (2/3) and r5c2 (1/3): r5c4 and r5c6 see all three and lose 3.
        Pencil p = Pencil.empty().only("r5c5", "123").only("r4c5", "23").only("r5c2", "13");
        Step s = find(new XYZWing(), p);
        assertThat(s.eliminations()).containsExactlyInAnyOrderElementsOf(eliminations(3, "r5c4", "r5c6"));
    }

    @Test
    void uniqueRectangleType1() {
        Pencil p = Pencil.empty().only("r1c1", "12").only("r1c4", "12").only("r2c1", "12").only("r2c4", "1259");
        Step s = find(new UniqueLoop(), p);
        assertThat(s.eliminations()).containsExactly(new Elimination(cell("r2c4"), 1), new Elimination(cell("r2c4"), 2));
        assertThat(s.cells()).containsExactlyInAnyOrder(cell("r1c1"), cell("r1c4"), cell("r2c1"), cell("r2c4"));
    }

    @Test
    void uniqueRectangleType2() {
        Pencil p = Pencil.empty().only("r1c1", "12").only("r1c4", "12").only("r2c1", "127").only("r2c4", "127");
        Step s = find(new UniqueLoop(), p);
        assertThat(s.eliminations()).containsExactlyInAnyOrderElementsOf(
                eliminations(7, "r2c2", "r2c3", "r2c5", "r2c6", "r2c7", "r2c8", "r2c9"));
    }

    @Test
    void uniqueRectangleType3WithANakedPair() {
        Pencil p = Pencil.empty().only("r1c1", "12").only("r1c4", "12").only("r2c1", "123").only("r2c4", "124")
                .only("r2c7", "34");
        Step s = new UniqueLoop().find(p.grid()).orElseThrow();
        assertThat(s.difficulty()).isEqualTo(4.6, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(s.eliminations()).containsExactlyInAnyOrderElementsOf(
                restOf(row(2), new int[] {3, 4}, "r2c1", "r2c4", "r2c7"));
        assertThat(s.cells()).contains(cell("r2c7"));
    }

    @Test
    void uniqueRectangleType3WithANakedTripleRatesHigher() {
        Pencil p = Pencil.empty().only("r1c1", "12").only("r1c4", "12").only("r2c1", "123").only("r2c4", "124")
                .only("r2c7", "35").only("r2c9", "45");
        Step s = new UniqueLoop().find(p.grid()).orElseThrow();
        assertThat(s.difficulty()).isEqualTo(4.7, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(s.eliminations()).containsExactlyInAnyOrderElementsOf(
                restOf(row(2), new int[] {3, 4, 5}, "r2c1", "r2c4", "r2c7", "r2c9"));
    }

    @Test
    void uniqueRectangleType4() {
        // Roof r2c1, r2c4: in row 2, 1 only there, so neither can be 2.
        Pencil p = Pencil.empty().only("r1c1", "12").only("r1c4", "12").confine(1, row(2), "r2c1", "r2c4");
        Step s = find(new UniqueLoop(), p);
        assertThat(s.eliminations()).containsExactly(new Elimination(cell("r2c1"), 2), new Elimination(cell("r2c4"), 2));
        assertThat(s.text()).contains("type 4");
    }

    @Test
    void noUniqueRectangleInOneBoxOrFourBoxes() {
        // r1c1, r1c2, r2c1, r2c2 lie in one box; r1c1, r1c4, r4c1, r4c4 in four: neither is a deadly pattern.
        Pencil one = Pencil.empty().only("r1c1", "12").only("r1c2", "12").only("r2c1", "12").only("r2c2", "1259");
        assertThat(new UniqueLoop().find(one.grid())).isEmpty();
        Pencil four = Pencil.empty().only("r1c1", "12").only("r1c4", "12").only("r4c1", "12").only("r4c4", "1259");
        assertThat(new UniqueLoop().find(four.grid())).isEmpty();
    }

    @Test
    void bugPlusOne() {
        // Relabel a solution's 1 -> 2 -> 3 -> 1: the cells of 1, 2 and 3 get the candidates of both grids,
        // every other cell keeps its value. That is a BUG (each of 1, 2, 3 twice in every unit). Give one
        // cell of 1 (candidates 1 and 2) the extra candidate 3: BUG type 1 says that cell is 3, removing 1 and 2.
        Grid solution = TestGrids.randomSolution(Shape.CLASSIC, new Random(3));
        int[] values = solution.toArray();
        for (int c = 0; c < 81; c++) {
            if (values[c] <= 3) {
                values[c] = 0;
            }
        }
        CandidateGrid grid = CandidateGrid.of(Grid.of(Shape.CLASSIC, values));
        int odd = -1;
        for (int c = 0; c < 81; c++) {
            int v = solution.get(c);
            if (v <= 3) {
                int next = v % 3 + 1;
                for (int w = 1; w <= 9; w++) {
                    if (w != v && w != next) {
                        grid.eliminate(c, w);
                    }
                }
                if (v == 1 && odd < 0) {
                    odd = c;
                }
            }
        }
        assertThat(new Bug().find(grid)).as("a pure BUG has no +1").isEmpty();
        CandidateGrid plus = CandidateGrid.of(Grid.of(Shape.CLASSIC, values));
        for (int c = 0; c < 81; c++) {
            int v = solution.get(c);
            if (v <= 3) {
                int next = v % 3 + 1;
                for (int w = 1; w <= 9; w++) {
                    if (w != v && w != next && !(c == odd && w == 3)) {
                        plus.eliminate(c, w);
                    }
                }
            }
        }
        Step s = new Bug().find(plus).orElseThrow();
        assertThat(s.eliminations()).containsExactly(new Elimination(odd, 1), new Elimination(odd, 2));
        assertThat(s.focus()).isEqualTo(Shape.CLASSIC.cellName(odd));
    }
}
