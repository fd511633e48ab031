package dev.sudokux.solve;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;

/**
 * Constraint propagation with backtracking, after Norvig: every blank cell keeps its candidates as a
 * bit set; placing a value removes it from the candidates of the cell's peers; and the search
 * repeatedly places every naked single (a cell with one candidate left) and every hidden single (a
 * value with one place left in a row, column or box) until nothing is forced. A cell left with no
 * candidate, or a value with no place left in a unit, is a contradiction: the branch is dead. When
 * nothing is forced the search guesses on a blank cell with the fewest candidates, trying them from
 * the lowest, and propagates again; there is no cap on the number of guesses.
 *
 * <p>Cost: a placement costs {@code O(3N)} eliminations, and a unit is re-examined for hidden singles
 * ({@code O(N)}) only when one of its cells changed; undoing a guess replays a trail of the
 * candidate sets it changed. Most 9x9 puzzles need few or no guesses (singles solve about half of
 * the 17-clue puzzles outright), so it is much faster than the plain searches on hard puzzles and on
 * sparse large grids, and it reports a person-readable reason for every forced value. Use it for
 * 9x9 to 64x64 puzzles, to explain a solve ({@code --trace}), and to measure how much guessing a
 * puzzle needs.
 *
 * <p>The search is iterative (an explicit stack of guesses and undo trails sized by the shape), so
 * any shape up to 64x64 is safe for the thread's stack; it allocates only its arrays, once per solve.
 */
public final class PropagationSolver extends AbstractSolver {

    /** The solver. */
    public PropagationSolver() {
        super("propagation", "naked and hidden singles to a fixed point, then a guess on a fewest-candidates cell");
    }

    @Override
    protected void search(Grid puzzle, SearchContext context) {
        new Search(puzzle, context).run();
    }

    /** The state of one solve. */
    private static final class Search {
        private final Shape shape;
        private final SearchContext context;
        private final boolean tracing;
        private final long all;
        private final int cellCount;

        // The grid being filled: values (0 blank), candidates (a placed cell keeps its value's bit),
        // and the values placed in each unit.
        private final byte[] values;
        private final long[] candidates;
        private final long[] placedIn;
        private int blanks;

        // Undo trails: every change of a candidate set (cell and old set), every placed cell.
        private final int[] changedCell;
        private final long[] changedFrom;
        private int changes;
        private final int[] placedCell;
        private int placements;

        // Work left for propagation: cells that became naked singles, units whose cells changed.
        private final int[] singles;
        private int singleCount;
        private final int[] dirtyUnits;
        private final boolean[] dirty;
        private int dirtyCount;

        // The guesses on the current path, one level each.
        private final int[] guessCell;
        private final long[] untried;
        private final int[] candidateCount;
        private final int[] changesAt;
        private final int[] placementsAt;
        private int depth; // guesses the current state rests on

        // The last contradiction: a cell without candidate, or a value without place in a unit.
        private int emptyCell;
        private int emptyUnit;
        private int missingValue;

        Search(Grid puzzle, SearchContext context) {
            this.shape = puzzle.shape();
            this.context = context;
            this.tracing = context.tracing();
            this.all = shape.allValues();
            this.cellCount = shape.cellCount();
            int n = shape.size();
            values = new byte[cellCount];
            candidates = new long[cellCount];
            placedIn = new long[3 * n];
            // A change removes at least one candidate, and a path removes each at most once.
            changedCell = new int[cellCount * n];
            changedFrom = new long[cellCount * n];
            placedCell = new int[cellCount];
            singles = new int[cellCount];
            dirtyUnits = new int[3 * n];
            dirty = new boolean[3 * n];
            guessCell = new int[cellCount];
            untried = new long[cellCount];
            candidateCount = new int[cellCount];
            changesAt = new int[cellCount];
            placementsAt = new int[cellCount];
            puzzle.copyTo(values);
        }

        void run() {
            if (!context.node()) {
                return;
            }
            boolean consistent = start() && propagate();
            int level = 0; // guesses on the path; the state after guess k is at depth k + 1
            while (true) {
                if (!consistent) {
                    deadEnd();
                } else if (blanks == 0) {
                    if (!context.solution(values, depth)) {
                        return;
                    }
                } else {
                    open(level);
                    consistent = tryNext(level);
                    level++;
                    if (context.stopped()) {
                        return;
                    }
                    continue;
                }
                // Go back to the nearest guess with a candidate left to try.
                while (true) {
                    if (level == 0) {
                        return;
                    }
                    level--;
                    undo(changesAt[level], placementsAt[level]);
                    if (untried[level] != 0) {
                        break;
                    }
                }
                if (tracing) {
                    context.tracer().backtrack(level);
                }
                consistent = tryNext(level);
                level++;
                if (context.stopped()) {
                    return;
                }
            }
        }

        /** Sets the candidates from the givens; false when a blank cell has none. */
        private boolean start() {
            for (int cell = 0; cell < cellCount; cell++) {
                int v = values[cell];
                if (v != 0) {
                    long bit = 1L << (v - 1);
                    candidates[cell] = bit;
                    for (int unit : ShapeTables.unitsOf(shape, cell)) {
                        placedIn[unit] |= bit;
                    }
                }
            }
            boolean consistent = true;
            for (int cell = 0; cell < cellCount; cell++) {
                if (values[cell] != 0) {
                    continue;
                }
                blanks++;
                int[] units = ShapeTables.unitsOf(shape, cell);
                long c = all & ~(placedIn[units[0]] | placedIn[units[1]] | placedIn[units[2]]);
                candidates[cell] = c;
                if (c == 0) {
                    if (consistent) {
                        emptyCell = cell;
                        consistent = false;
                    }
                } else if ((c & (c - 1)) == 0) {
                    singles[singleCount++] = cell;
                }
            }
            for (int unit = 0; unit < dirty.length; unit++) {
                markDirty(unit);
            }
            return consistent;
        }

        /** Chooses the blank cell with the fewest candidates as the branch point of {@code level}. */
        private void open(int level) {
            int best = -1;
            int fewest = Integer.MAX_VALUE;
            for (int cell = 0; cell < cellCount; cell++) {
                if (values[cell] == 0) {
                    int count = Long.bitCount(candidates[cell]);
                    if (count < fewest) {
                        best = cell;
                        fewest = count;
                        if (count <= 2) {
                            break; // after propagation no blank cell has fewer than two
                        }
                    }
                }
            }
            guessCell[level] = best;
            untried[level] = candidates[best];
            candidateCount[level] = fewest;
            changesAt[level] = changes;
            placementsAt[level] = placements;
        }

        /**
         * Places the next untried candidate of the branch point of {@code level} and propagates;
         * returns whether the new state is consistent (false also when the context said stop).
         */
        private boolean tryNext(int level) {
            int cell = guessCell[level];
            long left = untried[level];
            long bit = left & -left;
            untried[level] = left ^ bit;
            int value = Long.numberOfTrailingZeros(bit) + 1;
            if (candidateCount[level] > 1) {
                context.guess();
                if (tracing) {
                    context.tracer().guess(level, cell, value, candidateCount[level]);
                }
                depth = level + 1;
            } else {
                if (tracing) {
                    context.tracer().place(level, cell, value, Reasons.ONLY_CANDIDATE);
                }
                depth = level;
            }
            if (!context.node()) {
                return false;
            }
            return assign(cell, value) && propagate();
        }

        /** Tells the tracer why the current state is dead, and drops the work left. */
        private void deadEnd() {
            if (tracing) {
                context.tracer().deadEnd(depth, emptyCell >= 0 ? Reasons.noCandidate(shape, emptyCell)
                        : Reasons.noPlace(shape, emptyUnit, missingValue));
            }
            singleCount = 0;
            while (dirtyCount > 0) {
                dirty[dirtyUnits[--dirtyCount]] = false;
            }
        }

        /** Places singles until none is left; false at a contradiction. */
        private boolean propagate() {
            while (true) {
                if (singleCount > 0) {
                    int cell = singles[--singleCount];
                    if (values[cell] != 0) {
                        continue;
                    }
                    int value = Long.numberOfTrailingZeros(candidates[cell]) + 1;
                    if (tracing) {
                        context.tracer().place(depth, cell, value, Reasons.ONLY_CANDIDATE);
                    }
                    if (!assign(cell, value)) {
                        return false;
                    }
                } else if (dirtyCount > 0) {
                    int unit = dirtyUnits[--dirtyCount];
                    dirty[unit] = false;
                    if (!placeHiddenSingles(unit)) {
                        return false;
                    }
                } else {
                    return true;
                }
            }
        }

        /**
         * Places every value that has one place left in {@code unit}; false when a value has none.
         */
        private boolean placeHiddenSingles(int unit) {
            int[] cells = ShapeTables.unitCells(shape, unit);
            long once = 0;
            long twice = 0;
            for (int cell : cells) {
                if (values[cell] == 0) {
                    long c = candidates[cell];
                    twice |= once & c;
                    once |= c;
                }
            }
            long missing = all & ~(once | placedIn[unit]);
            if (missing != 0) {
                return noPlace(unit, missing);
            }
            long hidden = once & ~twice;
            while (hidden != 0) {
                long bit = hidden & -hidden;
                hidden ^= bit;
                if ((placedIn[unit] & bit) != 0) {
                    continue;
                }
                int place = -1;
                for (int cell : cells) {
                    if (values[cell] == 0 && (candidates[cell] & bit) != 0) {
                        place = cell;
                        break;
                    }
                }
                if (place < 0) {
                    return noPlace(unit, bit); // its one place took another hidden single
                }
                int value = Long.numberOfTrailingZeros(bit) + 1;
                if (tracing) {
                    context.tracer().place(depth, place, value, Reasons.onlyPlace(shape, unit, value));
                }
                if (!assign(place, value)) {
                    return false;
                }
            }
            return true;
        }

        /** Places {@code value} in blank {@code cell} and removes it from the peers; false when a peer empties. */
        private boolean assign(int cell, int value) {
            long bit = 1L << (value - 1);
            long c = candidates[cell];
            if (c != bit) {
                changedCell[changes] = cell;
                changedFrom[changes++] = c;
                candidates[cell] = bit;
            }
            values[cell] = (byte) value;
            placedCell[placements++] = cell;
            blanks--;
            for (int unit : ShapeTables.unitsOf(shape, cell)) {
                placedIn[unit] |= bit;
                markDirty(unit);
            }
            for (int peer : ShapeTables.peers(shape, cell)) {
                long p = candidates[peer];
                if ((p & bit) != 0) {
                    // A placed peer holds another value, so only blank peers get here.
                    changedCell[changes] = peer;
                    changedFrom[changes++] = p;
                    p ^= bit;
                    candidates[peer] = p;
                    int[] units = ShapeTables.unitsOf(shape, peer);
                    markDirty(units[0]);
                    markDirty(units[1]);
                    markDirty(units[2]);
                    if (p == 0) {
                        emptyCell = peer;
                        return false;
                    }
                    if ((p & (p - 1)) == 0) {
                        singles[singleCount++] = peer;
                    }
                }
            }
            return true;
        }

        private boolean noPlace(int unit, long values) {
            emptyCell = -1;
            emptyUnit = unit;
            missingValue = Long.numberOfTrailingZeros(values) + 1;
            return false;
        }

        private void markDirty(int unit) {
            if (!dirty[unit]) {
                dirty[unit] = true;
                dirtyUnits[dirtyCount++] = unit;
            }
        }

        /** Restores the state recorded when the trails held {@code changeMark} and {@code placementMark} entries. */
        private void undo(int changeMark, int placementMark) {
            while (placements > placementMark) {
                int cell = placedCell[--placements];
                long bit = ~(1L << (values[cell] - 1));
                for (int unit : ShapeTables.unitsOf(shape, cell)) {
                    placedIn[unit] &= bit;
                }
                values[cell] = 0;
                blanks++;
            }
            while (changes > changeMark) {
                changes--;
                candidates[changedCell[changes]] = changedFrom[changes];
            }
        }
    }
}
