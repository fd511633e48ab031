/**
 * The exact cover engine: Knuth's Algorithm X on Dancing Links, with primary and secondary items and
 * colours (DLX1 and DLX2), and his DLX text format.
 *
 * <p>Start with {@link dev.sudokux.exactcover.ExactCoverProblem} (build or
 * {@link dev.sudokux.exactcover.DlxFormat#parse(String) read} a problem), then search it with
 * {@link dev.sudokux.exactcover.DancingLinks}.
 */
package dev.sudokux.exactcover;
