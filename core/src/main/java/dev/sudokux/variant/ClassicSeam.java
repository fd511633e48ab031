package dev.sudokux.variant;

import dev.sudokux.logic.CandidateGrid;
import dev.sudokux.logic.Explainer;
import dev.sudokux.logic.Technique;
import dev.sudokux.logic.Techniques;
import dev.sudokux.solve.Budget;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The classic techniques (fish, strong links, wings, aligned exclusions, forcing chains) on a variant
 * puzzle, unchanged: where the board is one N x N grid that keeps all its rows, columns and boxes,
 * the variant's candidates are written into the classic {@link CandidateGrid} of that shape and the
 * technique looks at it. Its steps are sound for the variant too: they rest only on the rows, columns
 * and boxes, which the variant keeps, and on candidates, which the variant's rules have only made
 * fewer. Uniqueness-based techniques (unique rectangles, BUG) are left out: the variant's own rules
 * may break the deadly pattern they rely on. The techniques the variant explainer does itself over
 * every house (singles, locked candidates, naked and hidden subsets) are left out too; the nested
 * forcing chains only run on classic puzzles ({@link #forPuzzle}).
 */
final class ClassicSeam implements VariantTechnique {

    private static final Set<String> OWN_OR_UNSOUND = Set.of("Unique Rectangle", "BUG");
    /** The hardest classic technique used on every board: dynamic forcing chains; nested ones only where {@link #forPuzzle} says. */
    static final double UNNESTED = 8.5;

    private final Technique technique;
    private final Explainer explainer;

    private ClassicSeam(Technique technique) {
        this.technique = technique;
        this.explainer = new Explainer(List.of(technique));
    }

    /**
     * The classic techniques for {@code puzzle}: those of {@link #forBoard(Board)}, and the nested forcing
     * chains (9.0 and up) where the puzzle is a classic one, its rows, columns and boxes and nothing else
     * (the classic grid then holds the whole puzzle, and the explanation is the classic one's). The
     * nested chains see only rows, columns and boxes: on a grid with more (Sudoku X's diagonals, a
     * killer's cages) they spent minutes finding nothing on the stalled fixtures.
     */
    static List<VariantTechnique> forPuzzle(VariantPuzzle puzzle) {
        return forBoard(puzzle.board(), puzzle.isClassic());
    }

    /** The classic techniques up to dynamic forcing chains (8.5) that apply to {@code board} (none unless it is one grid with all its boxes). */
    static List<VariantTechnique> forBoard(Board board) {
        return forBoard(board, false);
    }

    private static List<VariantTechnique> forBoard(Board board, boolean nested) {
        Shape shape = shapeOf(board);
        List<VariantTechnique> list = new ArrayList<>();
        if (shape == null) {
            return list;
        }
        for (Technique t : techniques()) {
            if (t.supports(shape) && (nested || t.difficulty() <= UNNESTED)) {
                list.add(new ClassicSeam(t));
            }
        }
        return list;
    }

    /** Every classic technique the seam may use, whatever the board (nested forcing chains included). */
    static List<Technique> techniques() {
        List<Technique> list = new ArrayList<>();
        for (Technique t : Techniques.all()) {
            String name = t.name();
            if (t.difficulty() >= 3.2 && !OWN_OR_UNSOUND.contains(name)
                    && !name.startsWith("Naked ") && !name.startsWith("Hidden ")) {
                list.add(t);
            }
        }
        return list;
    }

    /** The classic shape of {@code board}, or null when it is not one full grid with its rows, columns and boxes. */
    static Shape shapeOf(Board board) {
        Shape shape = board.gridShape();
        int[][] corners = board.gridCorners();
        if (shape == null || corners == null || corners.length != 1 || corners[0][0] != 0 || corners[0][1] != 0
                || board.rows() != shape.size() || board.columns() != shape.size()
                || board.digits() != shape.size() || board.cellCount() != shape.cellCount()) {
            return null;
        }
        int rows = 0;
        int columns = 0;
        int boxes = 0;
        for (House h : board.houses()) {
            rows += h.kind() == House.Kind.ROW ? 1 : 0;
            columns += h.kind() == House.Kind.COLUMN ? 1 : 0;
            boxes += h.kind() == House.Kind.BOX ? 1 : 0;
        }
        int n = shape.size();
        return rows == n && columns == n && boxes == n ? shape : null;
    }

    @Override
    public String name() {
        return technique.name();
    }

    @Override
    public double difficulty() {
        return technique.difficulty();
    }

    @Override
    public double maxDifficulty() {
        return technique.maxDifficulty();
    }

    /**
     * The classic grid of {@code s}: its digits, and its candidates as the variant's rules left them.
     * Built once per state (kept in the state until it changes), for every classic technique in turn.
     */
    private static CandidateGrid grid(LogicState s) {
        if (s.seamGrid != null) {
            return s.seamGrid;
        }
        CandidateGrid grid = CandidateGrid.of(Grid.of(shapeOf(s.rules.board), s.values));
        for (int p = 0; p < s.values.length; p++) {
            if (s.values[p] == 0) {
                for (long gone = grid.candidates(p) & ~s.cand[p]; gone != 0; gone &= gone - 1) {
                    grid.eliminate(p, Long.numberOfTrailingZeros(gone) + 1);
                }
            }
        }
        s.seamGrid = grid;
        return grid;
    }

    @Override
    public VariantExplainer.Step find(LogicState s, Budget.Meter meter) {
        CandidateGrid grid = grid(s);
        if (grid.isBroken()) {
            return null;
        }
        Optional<dev.sudokux.logic.Step> found = meter == null ? explainer.nextStep(grid)
                : explainer.nextStep(grid, meter);
        if (found.isEmpty()) {
            return null;
        }
        dev.sudokux.logic.Step step = found.get();
        return new VariantExplainer.Step(technique.name(), step.difficulty(), step.focus(), step.text(),
                step.placements(), step.eliminations());
    }
}
