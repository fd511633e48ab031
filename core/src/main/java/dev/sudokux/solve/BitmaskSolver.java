package dev.sudokux.solve;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.internal.UnitMasks;

/**
 * The competitive programmer's solver: the values used in each row, column and box are bit sets; at
 * every step the search fills the blank cell with the fewest candidates (a population count of
 * {@code ~(row | column | box)}; the scan stops at a cell with one candidate or none), and walks that
 * cell's candidates by lowest set bit ({@link Long#numberOfTrailingZeros(long)},
 * {@code x & (x - 1)}). A cell with no candidate ends the branch. There is no propagation beyond
 * that choice: a cell with one candidate is simply filled next.
 *
 * <p>Cost: {@code O(B)} per node for the scan of the B blank cells left, a few machine words each.
 * Choosing the most constrained cell (the "minimum remaining values" rule) keeps the tree small on
 * ordinary 9x9 puzzles and on large grids with many givens; puzzles that need hidden singles to be
 * seen (hard 9x9, sparse 16x16 and up) branch far more than {@code propagation} or {@code dlx}
 * (on 17-clue puzzles about 8,900 guesses a puzzle against their 6, on magictour's top 1465 about
 * 840 against 52). Use it
 * when a short, allocation-free solver is wanted, for 9x9 to 64x64 grids that are not too sparse.
 *
 * <p>The search is iterative (an explicit stack of levels, one per blank cell), so any shape up to
 * 64x64 is safe for the thread's stack; it allocates only its arrays, once per solve.
 */
public final class BitmaskSolver extends AbstractSolver {

    /** The solver. */
    public BitmaskSolver() {
        super("bitmask", "depth-first search with unit bit masks, fewest-candidates cell first");
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
        private final byte[] values;
        private final UnitMasks masks;
        private final int[] blanks; // blanks[0..open-1] are the cells still blank, in no fixed order
        private final int blankCount;
        private final int[] cellAt; // the cell filled at each level
        private final int[] positionAt; // where that cell was in blanks before it moved to the end
        private final long[] untried; // at each level, the candidates not tried yet
        private final int[] candidateCount; // at each level, how many candidates the cell had
        private final int[] depthAt; // guesses made above each level

        Search(Grid puzzle, SearchContext context) {
            this.shape = puzzle.shape();
            this.context = context;
            this.tracing = context.tracing();
            this.values = new byte[shape.cellCount()];
            puzzle.copyTo(values);
            this.masks = new UnitMasks(shape);
            masks.placeAll(values);
            int count = 0;
            int[] cells = new int[values.length];
            for (int cell = 0; cell < values.length; cell++) {
                if (values[cell] == 0) {
                    cells[count++] = cell;
                }
            }
            this.blanks = cells;
            this.blankCount = count;
            this.cellAt = new int[count];
            this.positionAt = new int[count];
            this.untried = new long[count];
            this.candidateCount = new int[count];
            this.depthAt = new int[count + 1];
        }

        void run() {
            int level = 0;
            descend:
            while (true) {
                // Enter the state where the cells of levels 0..level-1 are filled.
                if (!context.node()) {
                    return;
                }
                int open = blankCount - level;
                if (open == 0) {
                    if (!context.solution(values, depthAt[level])) {
                        return;
                    }
                } else {
                    int best = 0;
                    int fewest = Integer.MAX_VALUE;
                    long bestCandidates = 0;
                    for (int k = 0; k < open; k++) {
                        long candidates = masks.candidates(blanks[k]);
                        int count = Long.bitCount(candidates);
                        if (count < fewest) {
                            best = k;
                            fewest = count;
                            bestCandidates = candidates;
                            if (count <= 1) {
                                break;
                            }
                        }
                    }
                    int cell = blanks[best];
                    if (fewest > 0) {
                        // Move the cell to the end of the open part: blanks[0..open-2] stay blank.
                        blanks[best] = blanks[open - 1];
                        blanks[open - 1] = cell;
                        positionAt[level] = best;
                        cellAt[level] = cell;
                        untried[level] = bestCandidates;
                        candidateCount[level] = fewest;
                        tryNext(level);
                        level++;
                        continue;
                    }
                    if (tracing) {
                        context.tracer().deadEnd(depthAt[level], Reasons.noCandidate(shape, cell));
                    }
                }
                // Go back to the nearest level with a candidate left to try.
                while (level > 0) {
                    level--;
                    int cell = cellAt[level];
                    masks.remove(cell, values[cell]);
                    values[cell] = 0;
                    if (untried[level] != 0) {
                        if (tracing) {
                            context.tracer().backtrack(depthAt[level]);
                        }
                        tryNext(level);
                        level++;
                        continue descend;
                    }
                    // Put the cell back where it was, so the open cells are as this level found them.
                    int end = blankCount - level - 1;
                    int position = positionAt[level];
                    blanks[end] = blanks[position];
                    blanks[position] = cell;
                }
                return;
            }
        }

        /** Puts the next untried candidate in the cell of {@code level}, counting and tracing it. */
        private void tryNext(int level) {
            long left = untried[level];
            int value = Long.numberOfTrailingZeros(left) + 1;
            untried[level] = left & (left - 1);
            int cell = cellAt[level];
            values[cell] = (byte) value;
            masks.place(cell, value);
            int depth = depthAt[level];
            if (candidateCount[level] > 1) {
                context.guess();
                if (tracing) {
                    context.tracer().guess(depth, cell, value, candidateCount[level]);
                }
                depthAt[level + 1] = depth + 1;
            } else {
                if (tracing) {
                    context.tracer().place(depth, cell, value, Reasons.ONLY_CANDIDATE);
                }
                depthAt[level + 1] = depth;
            }
        }
    }
}
