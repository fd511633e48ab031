/**
 * Sudoku variants through one puzzle model, solved as exact cover.
 *
 * <p><b>The model.</b> A {@link dev.sudokux.variant.VariantPuzzle} is a
 * {@link dev.sudokux.variant.Board} (a frame of positions, some of them cells; the digits 1..N; the
 * houses, in which no digit repeats and which hold every digit once when they have N cells), a list
 * of {@link dev.sudokux.variant.Constraint}s (cell relations, groups, sums and lines, as data) and the
 * givens. Rows, columns, boxes, jigsaw regions, diagonals, windows, disjoint groups and the grids of
 * the multi-grid {@link dev.sudokux.variant.Layout}s (samurai, twodoku, butterfly, sohei, windmill)
 * are all houses; a classic puzzle is the model with its grid's default houses and no constraint.
 *
 * <p><b>Exact cover.</b> {@link dev.sudokux.variant.CoverModel} compiles a puzzle: cells and the digits
 * of full houses are primary items, smaller houses and cell relations secondary items, equalities
 * colours; a cage of N cells with no sum (or the sum of all N digits) is one more house; a killer
 * cage or renban line has one option for each digit set it may hold; sums and other lines become
 * automata with one option a transition. Each solution of the exact cover problem
 * ({@link dev.sudokux.variant.CoverModel#exact}) is one solution of the puzzle and the other way
 * round. For the search, the propagator walks the other automata over their cells' digits itself
 * ({@code AutomatonRule}) instead of their transitions as options, some clues are read by rules of
 * their own instead of automata (sandwich, skyscraper and X-sum clues on a row or column, region sum
 * lines, long arrows and little killers as bounded sums), and on boards whose rules are their houses alone (jigsaw, X, windoku,
 * samurai) it reads the crossings of full houses (locked candidates); the clues the search alone
 * does not decide are checked on each grid. {@link dev.sudokux.variant.VariantSolver}
 * searches it with {@link dev.sudokux.exactcover.DancingLinks} (branching by
 * {@link dev.sudokux.exactcover.Heuristic#SCORED}, on cells ranked by the propagator, when one prunes
 * at each node) and checks
 * every grid against every rule before handing it out.
 */
package dev.sudokux.variant;
