package dev.sudokux.variant;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.logic.Elimination;
import dev.sudokux.logic.Grade;
import dev.sudokux.logic.Placement;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.BudgetExceededException;
import dev.sudokux.solve.SolveRequest;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Solves a variant puzzle as a person would, and says each step: at every point the first step of
 * the easiest technique that finds one (Sudoku Explainer's rule), until the grid is full or nothing
 * is found ("stalled"). Every step names the house or the constraint it used.
 *
 * <p>The techniques, in order of difficulty (on Sudoku Explainer's scale):
 * <ul>
 *   <li>over every house (rows, columns, boxes, jigsaw regions, diagonals, windows, extra regions,
 *       the grids of a multi-grid layout): full house (1.0), hidden single (1.2 in a box or region,
 *       1.5 elsewhere), naked single (2.3), locked candidates (2.6 from a box or region, 2.8 from any
 *       other house: a digit's places in a house all see a cell outside it), naked pairs, triples and
 *       quads (3.0, 3.6, 5.0; also in killer cages and renban lines), hidden pairs, triples and quads
 *       (3.4, 4.0, 5.4); a cell "sees" another when they share a house, a killer cage or a renban
 *       line, or are a knight's or king's move apart under anti-knight or anti-king;</li>
 *   <li>each constraint on its own (cage combinations, line, dot and pair-relation eliminations,
 *       clues outside the grid, odd/even cells): a candidate goes when no filling of the constraint's
 *       cells with it keeps the constraint. These rate by the constraint's size: 1.7 for one or two
 *       cells, 2.5 for three or four, 3.1 for five or six, 3.5 for seven to {@value
 *       VariantTechniques#MAX_CELLS} (larger constraints wait until they have fewer candidates);</li>
 *   <li>constraint pointing (2.8): a digit every filling of a constraint uses goes from the cells that
 *       see all its places in the constraint;</li>
 *   <li>innies and outies, the 45 rule (3.0): the cells of a house, or of two to four consecutive rows
 *       or columns, outside the killer cages inside it (or the cells of the cages that stick out)
 *       add up to a known sum, filled like a cage;</li>
 *   <li>sum bounds (3.5) on a sum too long to fill (a long arrow, a little killer, a large cage): a
 *       candidate goes when, with it, the other cells' least or greatest sum (distinct digits where
 *       they see each other) could not make the total;</li>
 *   <li>constraint eliminations along paths (3.5) for constraints with too many fillings to list
 *       (sandwich, X-sum and skyscraper clues over a whole row, zipper, region sum and entropic
 *       lines, long arrows, little killers, large cages): the constraint read cell by cell as an
 *       automaton, a candidate goes when no path through the cells' candidates that the constraint
 *       accepts (without a repeated digit where the cells all see each other) puts it there;</li>
 *   <li>cell forcing (4.2) and house forcing (4.4) over the links between candidates of every house
 *       and constraint: a candidate goes when it would rule out every candidate of a cell, or every
 *       place of a digit in a house or in a constraint that must hold it (two candidates are linked
 *       when no house or constraint lets both be true: a cell, a house, a dot, an arrow, a line, a
 *       cage, each constraint's own fillings), not on a classic puzzle, which keeps the classic
 *       explainer's steps;</li>
 *   <li>on a board that is one grid keeping all its rows, columns and boxes, the classic techniques
 *       from X-Wing (3.2) to dynamic forcing chains (8.5), unchanged (see {@code ClassicSeam}): fish,
 *       strong links, XY- and XYZ-wings, ALS wings, aligned exclusions, forcing chains and cycles,
 *       Nishio, multiple and dynamic forcing chains; no uniqueness-based technique;</li>
 *   <li>alternating inference chains over those links (7.0 and up with the chain's length, at most
 *       8.5; not on a classic puzzle, which keeps the classic chains): strong links from cells with two
 *       candidates, digits with two places in a house and pairs of which every filling of a constraint
 *       holds one, weak links as above; a candidate linked weakly to both ends of a chain goes, and
 *       each link names its house or constraint;</li>
 *   <li>a forcing chain over every constraint (8.6): a candidate goes when placing it leads, by
 *       singles, locked candidates and each constraint's eliminations, to a contradiction;</li>
 *   <li>on a classic puzzle (rows, columns and boxes, nothing else), the classic nested forcing
 *       chains (9.0 and up), as the classic explainer has them.</li>
 * </ul>
 * No step rests on the puzzle having one solution, so every step is sound for any puzzle; a
 * puzzle with several solutions only stalls. Multi-grid layouts (samurai ...) and jigsaw boards get
 * every technique above except the classic ones.
 *
 * <p>A puzzle's rating ({@link #rate}) is the difficulty of its hardest step, as Sudoku Explainer
 * rates classic puzzles; a puzzle logic cannot finish rates {@link #stalledRating()}.
 */
public final class VariantExplainer {

    /**
     * One step: what was found, where, and what it places or rules out.
     *
     * @param technique    the technique: {@code Hidden Single}, {@code Cage Combinations},
     *                     {@code Innies/Outies (45 rule)}, {@code X-Wing} ...
     * @param difficulty   its rating on Sudoku Explainer's scale
     * @param focus        where to look first: a house, a constraint, a cell
     * @param text         the step in words: {@code r1c2 = 5 (hidden single: the only place for 5 in row 1)},
     *                     {@code killer cage 10 at r1c1 r1c2: r1c1 is not 5, 9}
     * @param placements   the digits it places (board positions: {@code row * columns + column})
     * @param eliminations the candidates it rules out (board positions)
     */
    public record Step(String technique, double difficulty, String focus, String text, List<Placement> placements,
                       List<Elimination> eliminations) {
        /** Copies the lists. */
        public Step {
            Objects.requireNonNull(technique, "technique");
            placements = List.copyOf(placements);
            eliminations = List.copyOf(eliminations);
        }
    }

    /**
     * The steps, and how far they got.
     *
     * @param steps      in order
     * @param values     the grid at the end (0 where no digit was placed)
     * @param solved     whether every cell got its digit
     * @param stopReason EXHAUSTED when logic went as far as it goes (solved or stalled); TIME_LIMIT,
     *                   NODE_LIMIT or INTERRUPTED when a budget stopped it first; NODE_LIMIT too when
     *                   the step limit did
     */
    public record Explanation(List<Step> steps, int[] values, boolean solved, StopReason stopReason) {
        /** Copies the list. */
        public Explanation {
            steps = List.copyOf(steps);
        }

        /** The hardest step, or null when there was none. */
        public Step hardest() {
            Step hardest = null;
            for (Step s : steps) {
                if (hardest == null || s.difficulty() > hardest.difficulty()) {
                    hardest = s;
                }
            }
            return hardest;
        }

        /** Whether logic went as far as it goes (no budget cut it short). */
        public boolean isComplete() {
            return stopReason == StopReason.EXHAUSTED;
        }
    }

    /**
     * How hard a variant puzzle is.
     *
     * @param value      the difficulty of the hardest step on Sudoku Explainer's scale; for a stalled
     *                   puzzle {@link #stalledRating()}; when a budget stopped it, the hardest step so far
     * @param hardest    the technique of the hardest step ("none" without steps)
     * @param grade      the grade of the value ({@link Grade#EXTREME} when stalled)
     * @param stalled    whether logic could not finish the puzzle
     * @param steps      the steps applied
     * @param stopReason as in {@link Explanation#stopReason()}
     */
    public record Rating(double value, String hardest, Grade grade, boolean stalled, int steps, StopReason stopReason) {
        /**
         * As {@code sudokux rate} prints it: {@code 3.0 medium Innies/Outies (45 rule)}, with
         * {@code , then stalled} or {@code , stopped: time limit reached} where it applies.
         */
        @Override
        public String toString() {
            String text = String.format(Locale.ROOT, "%.1f %s %s%s", value, grade.name().toLowerCase(Locale.ROOT),
                    hardest, stalled ? ", then stalled" : "");
            return switch (stopReason) {
                case TIME_LIMIT -> text + ", stopped: time limit reached";
                case NODE_LIMIT -> text + ", stopped: node limit reached";
                case INTERRUPTED -> text + ", stopped: interrupted";
                default -> text;
            };
        }
    }

    private static final double STALLED_RATING = stalled();

    /** The rating of a puzzle logic cannot finish: 1.0 above the hardest technique's maximum. */
    public static double stalledRating() {
        return STALLED_RATING;
    }

    private static double stalled() {
        double max = 0;
        for (VariantTechnique t : VariantTechniques.all()) {
            max = Math.max(max, t.maxDifficulty());
        }
        for (dev.sudokux.logic.Technique t : ClassicSeam.techniques()) {
            max = Math.max(max, t.maxDifficulty());
        }
        return Math.round((max + 1.0) * 10) / 10.0;
    }

    /** The techniques for {@code puzzle}, easiest first. */
    static List<VariantTechnique> techniques(VariantPuzzle puzzle) {
        List<VariantTechnique> list = new ArrayList<>(VariantTechniques.all());
        if (puzzle.isClassic()) {
            // the classic explainer's own steps and chains, as it rates them: no link forcing or chain of links
            list.removeIf(t -> t instanceof AicSteps || t instanceof LinkForcing);
        }
        list.addAll(ClassicSeam.forPuzzle(puzzle));
        list.sort(Comparator.comparingDouble(VariantTechnique::difficulty)); // stable: own techniques first on ties
        return list;
    }

    /**
     * Explains {@code puzzle} (meant to have one solution; with none or several the steps still hold,
     * they only stop early). Steps stop at {@code maxSteps}.
     */
    public Explanation explain(VariantPuzzle puzzle, int maxSteps) {
        return explain(puzzle, maxSteps, Budget.UNLIMITED);
    }

    /**
     * {@link #explain(VariantPuzzle, int)} within {@code budget}: each technique tried, each filling of
     * a constraint and each assumption counts a node, and a chain search over the links as many as it
     * visited; when the budget runs out, the steps so far.
     */
    public Explanation explain(VariantPuzzle puzzle, int maxSteps, Budget budget) {
        Budget.Meter meter = budget.start();
        LogicRules rules = new LogicRules(puzzle);
        List<VariantTechnique> techniques = techniques(puzzle);
        LogicState state = new LogicState(rules);
        List<Step> steps = new ArrayList<>();
        StopReason stop = StopReason.EXHAUSTED;
        try {
            while (!state.isSolved() && !state.isBroken()) {
                if (steps.size() >= maxSteps) {
                    stop = StopReason.NODE_LIMIT;
                    break;
                }
                meter.check();
                Step step = next(techniques, state, meter);
                if (step == null) {
                    break;
                }
                apply(state, step);
                steps.add(step);
            }
        } catch (BudgetExceededException e) {
            stop = e.reason();
        }
        return new Explanation(steps, state.values.clone(), state.isSolved() && !state.isBroken(), stop);
    }

    /**
     * The next step on {@code puzzle} as a person has it (its givens being every digit placed so far,
     * candidates being what its rules leave): the step {@link #explain} would take first. Empty when
     * the grid is full or logic finds nothing.
     *
     * @throws BudgetExceededException when the budget runs out first
     */
    public Optional<Step> nextStep(VariantPuzzle puzzle, Budget budget) {
        Budget.Meter meter = budget.start();
        LogicRules rules = new LogicRules(puzzle);
        LogicState state = new LogicState(rules);
        if (state.isSolved() || state.isBroken()) {
            return Optional.empty();
        }
        return Optional.ofNullable(next(techniques(puzzle), state, meter));
    }

    /**
     * The hint text of {@code step} at {@code level}, as for classic puzzles: 1 where to look
     * ("Look at killer cage 15 at r1c1 r1c2."), 2 where and with which technique, 3 the step itself.
     *
     * @throws IllegalArgumentException unless {@code level} is 1, 2 or 3
     */
    public static String hint(Step step, int level) {
        return switch (level) {
            case 1 -> "Look at " + step.focus() + ".";
            case 2 -> "Look at " + step.focus() + ": " + step.technique() + ".";
            case 3 -> step.text();
            default -> throw new IllegalArgumentException("hint levels are 1, 2 and 3, not " + level);
        };
    }

    /**
     * Rates {@code puzzle}: the difficulty of the hardest step of its explanation.
     *
     * @throws IllegalArgumentException when it is not a puzzle logic can rate: it has no solution or
     *                                  several (checked by {@link VariantSolver} first)
     */
    public Rating rate(VariantPuzzle puzzle, Budget budget) {
        Budget.Meter meter = budget.start();
        VariantResult check;
        Budget left;
        try {
            check = new VariantSolver().solve(puzzle, meter.bound(SolveRequest.uniqueness()));
            meter.step(check.stats().nodes());
            left = meter.remaining();
        } catch (BudgetExceededException e) {
            return new Rating(0, "none", Grade.EASY, false, 0, e.reason());
        }
        switch (check.status()) {
            case NONE -> throw new IllegalArgumentException("not a puzzle: it has no solution");
            case MULTIPLE -> throw new IllegalArgumentException(
                    "not a puzzle: it has several solutions, and logic rates puzzles with exactly one");
            case LIMIT_REACHED -> {
                return new Rating(0, "none", Grade.EASY, false, 0, check.stopReason());
            }
            default -> {
                // unique: rate it
            }
        }
        return rate(explain(puzzle, Integer.MAX_VALUE, left));
    }

    /** Rates an explanation: its hardest step; {@link #stalledRating()} when it stalled. */
    public static Rating rate(Explanation x) {
        Step hardest = x.hardest();
        String name = hardest == null ? "none" : hardest.technique();
        double value = hardest == null ? 0 : hardest.difficulty();
        if (!x.isComplete()) {
            return new Rating(value, name, Grade.of(value, false), false, x.steps().size(), x.stopReason());
        }
        if (!x.solved()) {
            return new Rating(Math.max(STALLED_RATING, value + 1.0), name, Grade.EXTREME, true, x.steps().size(),
                    StopReason.EXHAUSTED);
        }
        return new Rating(value, name, Grade.of(value, false), false, x.steps().size(), StopReason.EXHAUSTED);
    }

    private static Step next(List<VariantTechnique> techniques, LogicState state, Budget.Meter meter) {
        for (VariantTechnique t : techniques) {
            meter.step();
            Step step = t.find(state, meter);
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** Applies a step: its placements, then its eliminations. */
    static void apply(LogicState state, Step step) {
        for (Placement p : step.placements()) {
            state.place(p.cell(), p.value());
        }
        for (Elimination e : step.eliminations()) {
            state.eliminate(e.cell(), e.value());
        }
    }
}
