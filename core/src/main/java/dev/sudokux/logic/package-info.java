/**
 * Solving as a person does: techniques that each find one step on a grid of candidates (a
 * placement or eliminations, with the reason), an explainer that applies the easiest step at every
 * point, ratings on a scale like Sudoku Explainer's, and hints.
 *
 * <p>Start with {@link dev.sudokux.logic.CandidateGrid} (the state), {@link dev.sudokux.logic.Technique}
 * (one way of finding a step), {@link dev.sudokux.logic.Explainer} (the whole solve),
 * {@link dev.sudokux.logic.Rater} (rating and {@link dev.sudokux.logic.Grade grade}) and
 * {@link dev.sudokux.logic.Hints} (the next step at three levels of detail).
 *
 * <h2>Difficulty scale</h2>
 * Sudoku Explainer's (SE 1.2.1) ratings, which Sukaku Explainer keeps for these techniques. Techniques
 * are tried in this order (ties in the order listed); a puzzle's rating is its hardest step's.
 * <table>
 *   <caption>Difficulties</caption>
 *   <tr><th>difficulty</th><th>technique</th></tr>
 *   <tr><td>1.0</td><td>Full House</td></tr>
 *   <tr><td>1.2 / 1.5</td><td>Hidden Single in a box / in a row or column</td></tr>
 *   <tr><td>2.3</td><td>Naked Single</td></tr>
 *   <tr><td>2.6</td><td>Locked Candidates (Pointing)</td></tr>
 *   <tr><td>2.8</td><td>Locked Candidates (Claiming)</td></tr>
 *   <tr><td>3.0</td><td>Naked Pair</td></tr>
 *   <tr><td>3.2</td><td>X-Wing</td></tr>
 *   <tr><td>3.4</td><td>Hidden Pair</td></tr>
 *   <tr><td>3.6</td><td>Naked Triple</td></tr>
 *   <tr><td>3.8</td><td>Swordfish</td></tr>
 *   <tr><td>4.0</td><td>Hidden Triple; Skyscraper*</td></tr>
 *   <tr><td>4.1</td><td>2-String Kite*</td></tr>
 *   <tr><td>4.2</td><td>Turbot Fish*; XY-Wing</td></tr>
 *   <tr><td>4.3</td><td>Empty Rectangle*</td></tr>
 *   <tr><td>4.4</td><td>XYZ-Wing</td></tr>
 *   <tr><td>4.5</td><td>Unique Rectangle types 1, 2 and 4</td></tr>
 *   <tr><td>4.6 / 4.7 / 4.8</td><td>Unique Rectangle type 3 with a naked pair / triple / quad</td></tr>
 *   <tr><td>5.0</td><td>Naked Quad</td></tr>
 *   <tr><td>5.2</td><td>Jellyfish</td></tr>
 *   <tr><td>5.4</td><td>Hidden Quad</td></tr>
 *   <tr><td>5.6</td><td>BUG+1</td></tr>
 * </table>
 * The techniques marked * are not in Sudoku Explainer 1.2.1 but in Sukaku Explainer, which rated
 * the Sudoku Exchange puzzle bank; they are the shortest single-value chains, rated as it rates them.
 * Not modelled: SE's "direct" variants (1.7 to 2.5: a pointing, claiming, hidden pair or triple
 * that yields a single at once), which only lower some ratings below 2.6. Unique rectangles and BUG+1
 * assume the puzzle has one solution.
 */
package dev.sudokux.logic;
