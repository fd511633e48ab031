package dev.sudokux.variant;

import dev.sudokux.exactcover.ExactCoverProblem;
import java.util.List;

/**
 * A {@link VariantPuzzle} compiled to exact cover, its givens applied: the problem, what each option
 * means (a digit in a cell, or an option of a constraint's own item) and how a set of options makes
 * a grid. The compilation is described in {@link Compiler}'s terms in the package documentation:
 * houses are items, cell relations are secondary items, equalities are colours, groups have one
 * option a legal digit set, and sums and lines are automata with one option a transition.
 *
 * <pre>{@code
 * CoverModel model = CoverModel.exact(puzzle);
 * if (!model.isImpossible()) {
 *     DlxFormat.write(model.problem(), writer);   // Knuth's format, for sudokux xc or his programs
 * }
 * }</pre>
 */
public final class CoverModel {

    private final VariantPuzzle puzzle;
    private final CoverBuilder.Built built;
    private final List<Constraint> unchecked;
    private final Plan plan;

    CoverModel(VariantPuzzle puzzle, CoverBuilder.Built built, List<Constraint> unchecked, Plan plan) {
        this.puzzle = puzzle;
        this.built = built;
        this.unchecked = List.copyOf(unchecked);
        this.plan = plan;
    }

    /** What the propagator needs (null when the puzzle is impossible). */
    Plan plan() {
        return plan;
    }

    /** Compiles {@code puzzle} as the solver does. */
    public static CoverModel compile(VariantPuzzle puzzle) {
        return Compiler.compile(puzzle);
    }

    /**
     * Compiles {@code puzzle} for its exact cover problem alone ({@link #problem()}, as {@code
     * sudokux cover} prints it): little killers are read as automata there, where the solver bounds
     * them as sums; the constraints still left to the check of each solution are {@link #unchecked()}.
     */
    public static CoverModel exact(VariantPuzzle puzzle) {
        return Compiler.exact(puzzle);
    }

    /** Compiles {@code puzzle}, with or without the propagator's house rules (see {@link Compiler}). */
    static CoverModel compile(VariantPuzzle puzzle, boolean reasoning) {
        return Compiler.compile(puzzle, reasoning);
    }

    /** The puzzle compiled. */
    public VariantPuzzle puzzle() {
        return puzzle;
    }

    /**
     * Whether the compiler found that the puzzle has no solution before any search (givens that
     * clash, a cell left without a digit, a cage sum no digits make); {@link #problem()} is then null.
     */
    public boolean isImpossible() {
        return built == null;
    }

    /**
     * Whether the givens fill every cell and keep every compiled constraint, so that there is nothing
     * left to cover: the grid of the givens is the only candidate solution (the problem then has a
     * single item {@code done} that no option covers).
     */
    public boolean isSolved() {
        return built != null && !built.hasItems();
    }

    /**
     * The constraints the compiler could not turn into exact cover (too many states), and the arrows
     * of more than {@code Compiler.ARROW_AUTOMATON_CELLS} cells, which the propagator bounds as
     * weighted sums instead; a search over {@link #problem()} finds fillings that may break them,
     * which a solver must check. Empty for every puzzle whose constraints are all of the kinds the
     * compiler knows, of reasonable size, without such long arrows.
     */
    public List<Constraint> unchecked() {
        return unchecked;
    }

    /** Whether the problem is exactly the puzzle: its solutions are the puzzle's, one for one. */
    public boolean isExact() {
        return unchecked.isEmpty();
    }

    /** The exact cover problem left after the givens, with named items; null when impossible. */
    public ExactCoverProblem problem() {
        return built == null ? null : built.problem();
    }

    /** The cell option {@code option} fills, or -1 for an option of a constraint's own item. */
    public int cell(int option) {
        return built.cell()[option];
    }

    /** The digit option {@code option} puts in its cell, or -1. */
    public int digit(int option) {
        return built.digit()[option];
    }

    /**
     * The values (one a position, 0 for holes) that the options {@code chosen} and the givens make.
     */
    public int[] values(int[] chosen) {
        int[] values = puzzle.givens();
        int[] cell = built.cell();
        int[] digit = built.digit();
        for (int option : chosen) {
            if (cell[option] >= 0) {
                values[cell[option]] = digit[option];
            }
        }
        return values;
    }
}
