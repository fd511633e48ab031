/**
 * Solving as a person does: techniques that each find one step on a grid of candidates (a
 * placement or eliminations, with the reason), an explainer that applies, at every point, the first
 * step of the first technique that finds one, ratings on Sudoku Explainer's scale, and hints.
 *
 * <p>Start with {@link dev.sudokux.logic.CandidateGrid} (the state), {@link dev.sudokux.logic.Technique}
 * (one way of finding a step), {@link dev.sudokux.logic.Explainer} (the whole solve),
 * {@link dev.sudokux.logic.Rater} (rating and {@link dev.sudokux.logic.Grade grade}),
 * {@link dev.sudokux.logic.Techniques} (the techniques, and choosing among them) and
 * {@link dev.sudokux.logic.Hints} (the next step at three levels of detail).
 *
 * <h2>Difficulty scale</h2>
 * Sudoku Explainer's: the techniques of Sukaku Explainer's default set (whose {@code serate} rated the
 * Sudoku Exchange puzzle bank), with the nested forcing chains of Sudoku Explainer 1.2.1 (which rated
 * the forum's hardest lists), in the order they are tried there. The first technique in this order
 * that finds a step gives it (so the order is not quite that of difficulty: a direct hidden pair
 * at 2.0 comes before a naked single at 2.3); a puzzle's rating is its hardest step's.
 * docs/rating.md says how closely the published ratings are reproduced.
 * <table>
 *   <caption>Techniques in the order they are tried</caption>
 *   <tr><th>difficulty</th><th>technique</th></tr>
 *   <tr><td>1.0</td><td>Full House</td></tr>
 *   <tr><td>1.2 / 1.5</td><td>Hidden Single in a box / in a row or column</td></tr>
 *   <tr><td>1.7 / 1.9</td><td>Direct Pointing / Direct Claiming (a locked candidate that leaves a single)</td></tr>
 *   <tr><td>2.0</td><td>Direct Hidden Pair (a hidden pair that leaves a single)</td></tr>
 *   <tr><td>2.3</td><td>Naked Single</td></tr>
 *   <tr><td>2.5</td><td>Direct Hidden Triple</td></tr>
 *   <tr><td>2.6 / 2.8</td><td>Locked Candidates (Pointing) / (Claiming)</td></tr>
 *   <tr><td>3.0, 3.2, 3.4</td><td>Naked Pair, X-Wing, Hidden Pair</td></tr>
 *   <tr><td>3.6, 3.8, 4.0</td><td>Naked Triple, Swordfish, Hidden Triple</td></tr>
 *   <tr><td>4.0 - 4.3</td><td>2 Strong Links: Skyscraper 4.0, 2-String Kite and Turbot Fish 4.1-4.2, grouped +0.3</td></tr>
 *   <tr><td>4.2, 4.4</td><td>XY-Wing, XYZ-Wing</td></tr>
 *   <tr><td>4.5 - 5.0+</td><td>Unique Rectangle and Unique Loop, types 1-4 (longer loops and bigger type-3 subsets rate more)</td></tr>
 *   <tr><td>5.0, 5.2, 5.4</td><td>Naked Quad, Jellyfish, Hidden Quad</td></tr>
 *   <tr><td>5.4 - 5.7</td><td>3 Strong Links</td></tr>
 *   <tr><td>5.5 / 5.6</td><td>WXYZ-Wing</td></tr>
 *   <tr><td>5.6 - 5.8+</td><td>BUG, types 1-4</td></tr>
 *   <tr><td>5.8 - 6.1</td><td>4 Strong Links</td></tr>
 *   <tr><td>6.2 - 6.4</td><td>VWXYZ-Wing</td></tr>
 *   <tr><td>6.2</td><td>Aligned Pair Exclusion</td></tr>
 *   <tr><td>6.6</td><td>UVWXYZ-Wing</td></tr>
 *   <tr><td>6.5+</td><td>Forcing Chains &amp; Cycles (bidirectional X-, Y-, XY-cycles 6.5/7.0; forcing chains 6.6/7.0)</td></tr>
 *   <tr><td>7.5</td><td>TUVWXYZ-Wing, Aligned Triplet Exclusion</td></tr>
 *   <tr><td>7.5+</td><td>Nishio Forcing Chains</td></tr>
 *   <tr><td>8.0+</td><td>Multiple Forcing Chains (cell and unit)</td></tr>
 *   <tr><td>8.5+</td><td>Dynamic Forcing Chains</td></tr>
 *   <tr><td>9.0+</td><td>Dynamic Forcing Chains (+)</td></tr>
 *   <tr><td>9.5+, 10.0+</td><td>Nested Forcing Chains, Nested Multiple Forcing Chains</td></tr>
 *   <tr><td>10.5+, 11.0+</td><td>Nested Dynamic Forcing Chains, Nested Dynamic Forcing Chains (+)</td></tr>
 * </table>
 * A chain rates its kind's base plus 0.1 each time its complexity (the candidates its conclusion
 * rests on) minus two passes 4, 6, 8, 12, 16, 24, 32, ... Unique rectangles, loops and BUG assume
 * the puzzle has one solution. The strong-link chains work on 9x9 grids only (their groups follow
 * 3x3 boxes); every other technique works on every shape.
 */
package dev.sudokux.logic;
