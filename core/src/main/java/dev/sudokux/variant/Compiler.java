package dev.sudokux.variant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a {@link VariantPuzzle} into exact cover, as Knuth models Sudoku variants:
 *
 * <ul>
 *   <li>a primary item for each cell (it holds one digit), and one for each digit of each house of
 *       N cells (exactly once); a secondary one for each digit of a smaller house (at most once);</li>
 *   <li>an option for each digit a cell may hold, covering its cell, its houses' digit items and the
 *       constraints' items below;</li>
 *   <li>relations between two cells (anti-knight, anti-king, dots, XV, greater-than, extrema,
 *       thermometers, whispers, the negative rules): for each digit x of one cell that forbids digits
 *       of the other, a secondary item covered by "x in the first" and by each forbidden digit of the
 *       second, so that they exclude each other;</li>
 *   <li>equalities (clones, palindromes): a secondary item the two cells' options colour with their
 *       digit, so that the second takes the colour the first gave;</li>
 *   <li>groups of distinct digits (killer cages, renban lines): a secondary item for each digit of
 *       the group (at most once; exactly once for a group of N cells) and, when the sum or the run
 *       leaves several digit sets, a primary item for the group with one option a legal set,
 *       covering the group's items of the digits <em>not</em> in the set;</li>
 *   <li>constraints read as automata (little killers, arrows, sandwiches, between lines,
 *       quadruples, cages with too many sets): a primary item for each step, coloured secondary
 *       items for the state between two steps and for the digit read, and one option a transition.
 *       Arrows of more than {@link #ARROW_AUTOMATON_CELLS} cells, circle included, and (for the
 *       solver, not {@link #exact}) little killers and region sum lines are not (nor sandwich and
 *       skyscraper clues, which the propagator reads with their own {@link LineRule}s): the propagator
 *       bounds them as weighted sums ({@link LinearSum}; a region sum line as its segments' equal
 *       sums), which decide them once their cells are filled, and they are listed
 *       among the {@link CoverModel#unchecked()} constraints (the solver checks each filling against
 *       them). Reading a long line's every partial sum costs more to build and to walk at each node
 *       than the search it saves. For the solver (not {@link #exact}), the automata left are not laid
 *       out as options either: the propagator walks each one's transitions over its cells' digits
 *       ({@link AutomatonRule}), and they are listed among the unchecked constraints.</li>
 * </ul>
 *
 * Before building, the digits each cell may hold are narrowed (givens, parities, pair relations,
 * group sets and automata, to a fixed point), and the givens' options are applied: the problem
 * left is what a search would face after choosing them. For the propagator ({@link Plan}) it also
 * lists the houses, the groups with one digit set left, and the 45 rule's sums over disjoint houses
 * (a house, or a run of rows or of columns) whose cages do not overlap. Each solution of the problem is one filling
 * of the grid that keeps every compiled constraint, and each such filling is one solution.
 */
final class Compiler {

    /** Above this many transitions a constraint is not compiled but checked at the leaves. */
    static final int MAX_TRANSITIONS = 200_000;
    /** Arrows of more cells than this are left to the propagator's bounds alone, not read as automata. */
    static final int ARROW_AUTOMATON_CELLS = 6;

    /** The most cells a derived sum (the 45 rule's innies and outies) may have. */
    static final int MAX_SUM_CELLS = 6;

    private final VariantPuzzle puzzle;
    private final boolean reasoning;
    /** Little killers as automata even with {@link #reasoning}: the problem alone is exact for them. */
    private final boolean exact;
    private final Board board;
    /** The cages that are houses of {@link #board} ({@link #withFullCages}). */
    private final java.util.Set<Constraint> houseCages = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    private final int n;
    private final long[] mask;
    private final Relations relations;
    private final List<Group> groups = new ArrayList<>();
    private final List<Automaton> automata = new ArrayList<>();
    /**
     * Sums for the propagator's bounds ({@link LinearSum}): long arrows, little killers, the combined
     * sums of little killers and cages ({@link #combinedSums}) and the 45 rule's larger sums
     * ({@link #impliedSums}); planned only with {@link #reasoning}.
     */
    private final List<LinearSum> linearSums = new ArrayList<>();
    private final List<LineRule> lines = new ArrayList<>();
    /** The 45 rule's larger sums among {@link #linearSums} ({@link ImpliedSums}): no search priority of their own. */
    private final List<LinearSum> impliedSums = new ArrayList<>();
    private final List<Constraint> unchecked = new ArrayList<>();
    private boolean impossible;
    /** Raw option of each (position, digit), -1 when none; filled as options are emitted. */
    private int[][] rawCellOption;
    /** Raw item of each position's cell, -1 for holes. */
    private int[] rawCellItem;
    private final java.util.List<long[]> planSets = new ArrayList<>(); // per group: the set masks
    private final java.util.List<int[]> planSetCells = new ArrayList<>();
    private final java.util.List<int[]> planSetOptions = new ArrayList<>();
    private final java.util.List<Object[]> planChains = new ArrayList<>(); // cells, raw options, digit, from, to, states

    /** Distinct digits on some cells, with the digit sets they may hold (null: any). */
    private static final class Group {
        final String name;
        final int[] cells;
        final int sum; // 0: no sum to keep (renban: its runs)
        final boolean renban;
        List<Long> sets;
        /** The cells' digits {@link #sets} were listed from (null before the first listing). */
        long[] listedFrom;

        Group(String name, int[] cells, int sum, boolean renban) {
            this.name = name;
            this.cells = cells;
            this.sum = sum;
            this.renban = renban;
        }
    }

    private Compiler(VariantPuzzle puzzle, boolean reasoning, boolean exact) {
        this.puzzle = puzzle;
        this.reasoning = reasoning;
        this.exact = exact;
        this.board = withFullCages(puzzle, houseCages);
        this.n = board.digits();
        this.mask = new long[board.size()];
        this.relations = new Relations(n);
    }

    /**
     * The puzzle's board with a house for each cage of as many cells as there are digits, no sum or
     * the sum of all digits, that is not a house already (the Interactive Sudoku Solver's 9-cell
     * "AllDifferent" regions of 7x7 boards with 9 digits): each digit is then once in it, so the
     * exact cover problem and the propagator find its hidden singles, its crossings with the other
     * houses and the 45 rule inside it, where as a group of distinct cells it only kept a digit from
     * repeating. The cages made houses are added to {@code made}, and gathered no further.
     */
    private static Board withFullCages(VariantPuzzle puzzle, java.util.Set<Constraint> made) {
        Board board = puzzle.board();
        int n = board.digits();
        java.util.Set<String> known = new java.util.HashSet<>();
        for (House h : board.houses()) {
            known.add(Arrays.toString(h.cells()));
        }
        List<House> extra = new ArrayList<>();
        List<Constraint> constraints = puzzle.constraints();
        for (int k = 0; k < constraints.size(); k++) {
            if (constraints.get(k) instanceof Constraint.Cage cage && cage.cells().length == n
                    && (cage.sum() == 0 || cage.sum() == n * (n + 1) / 2)) {
                made.add(cage);
                // Named apart from the groups' items ("cage1", ...): constraint k + 1's house.
                House house = new House(House.Kind.EXTRA, "full cage " + (k + 1), cage.cells());
                if (known.add(Arrays.toString(house.cells()))) {
                    extra.add(house);
                }
            }
        }
        return extra.isEmpty() ? board : board.withHouses(extra);
    }

    /** Compiles {@code puzzle}. */
    static CoverModel compile(VariantPuzzle puzzle) {
        return compile(puzzle, true);
    }

    /**
     * Compiles {@code puzzle}; {@code reasoning} false leaves out the propagator's house rules
     * (singles, a group's digits confined to a house, the 45 rule's sums), to compare counts with
     * and without them.
     */
    static CoverModel compile(VariantPuzzle puzzle, boolean reasoning) {
        return new Compiler(puzzle, reasoning, false).run();
    }

    /**
     * Compiles {@code puzzle} for its exact cover problem: as {@link #compile(VariantPuzzle)}, but
     * little killers stay automata (the solver bounds them as sums instead), so that the problem
     * alone counts the puzzle's solutions wherever it can.
     */
    static CoverModel exact(VariantPuzzle puzzle) {
        return new Compiler(puzzle, true, true).run();
    }

    private CoverModel run() {
        for (int p = 0; p < mask.length; p++) {
            if (board.isCell(p)) {
                int g = puzzle.given(p);
                mask[p] = g != 0 ? 1L << (g - 1) : board.allDigits();
            }
        }
        for (Constraint c : puzzle.constraints()) {
            gather(c);
        }
        relations.forbidEqualInHouses(board);
        narrow();
        if (reasoning && !exact) {
            linearSums.addAll(combinedSums());
        }
        CoverBuilder b = new CoverBuilder();
        List<Integer> given = new ArrayList<>();
        emit(b, given);
        int[] chosen = given.stream().mapToInt(Integer::intValue).toArray();
        CoverBuilder.Built built = impossible ? null : b.build(chosen);
        Plan plan = built == null ? null : plan(built.renumbered(), built.items());
        return new CoverModel(puzzle, built, unchecked, plan);
    }

    // ---- Gathering: each constraint becomes masks, pair relations, groups or automata.

    private void gather(Constraint c) {
        if (houseCages.contains(c)) {
            return; // a house now (withFullCages)
        }
        LineRule rule = !reasoning || exact ? null
                : c instanceof Constraint.Sandwich s ? SandwichRule.of(s, board)
                : c instanceof Constraint.Skyscraper k ? SkyscraperRule.of(k, board)
                : c instanceof Constraint.XSum x ? XSumRule.of(x, board) : null;
        if (rule != null) {
            // With the propagator, a sandwich on a row or column is tried by the places of its ends and
            // the digit sets between them, a skyscraper clue is read in two passes over bits, and an
            // X-sum by its first digit and the digit sets after it, not walked as automata: the walk
            // cost more at each node than it saved, and its transitions were branched on (sessions 11
            // and 12). The rule decides the clue once its cells are filled; the solver checks it too.
            lines.add(rule);
            unchecked.add(c);
            return;
        }
        Automaton sequence = reasoning && c instanceof Constraint.Sandwich s ? DistinctSandwich.of(s, board) : null;
        if (sequence == null) {
            sequence = Automaton.of(c, board);
        }
        if (sequence != null && c instanceof Constraint.RegionSum rs && reasoning && !exact) {
            // With the propagator, a region sum line is its segments' equal sums (bounded by their boxes'
            // distinct digits), not its automaton: the automaton's walk cost more at each node than it
            // saved, and its transitions, branched on, made the trees larger (session 11: "Region sum
            // lines, hard" 23,064 nodes with both, 4,014 with the sums alone). The sums decide the line
            // once its cells are filled; the solver checks it too.
            equalSegments(rs);
            unchecked.add(c);
        } else if (sequence != null) {
            automata.add(sequence);
        } else if (c instanceof Constraint.AntiKnight) {
            notEqual(Geometry.pairs(board, Geometry.KNIGHT));
        } else if (c instanceof Constraint.AntiKing) {
            notEqual(Geometry.pairs(board, Geometry.KING));
        } else if (c instanceof Constraint.Dot d) {
            relations.add(d.a(), d.b(), (x, y) -> d.type().relates(x, y, d.value()));
        } else if (c instanceof Constraint.Negative neg) {
            for (int[] pair : Geometry.orthogonalPairs(board)) {
                if (!neg.exempt(puzzle, pair[0], pair[1])) {
                    relations.add(pair[0], pair[1], (x, y) -> {
                        for (int v : neg.values()) {
                            if (neg.type().relates(x, y, v)) {
                                return false;
                            }
                        }
                        return true;
                    });
                }
            }
        } else if (c instanceof Constraint.GreaterThan g) {
            relations.add(g.greater(), g.lesser(), (x, y) -> x > y);
        } else if (c instanceof Constraint.Parity p) {
            long evens = 0;
            for (int d = 2; d <= n; d += 2) {
                evens |= 1L << (d - 1);
            }
            mask[p.cell()] &= p.even() ? evens : board.allDigits() & ~evens;
        } else if (c instanceof Constraint.Digits d) {
            mask[d.cell()] &= d.allowed();
        } else if (c instanceof Constraint.Extremum e) {
            for (int other : Geometry.orthogonalNeighbours(board, e.cell())) {
                if (puzzle.isExtremum(other, e.maximum())) {
                    continue;
                }
                relations.add(e.cell(), other, e.maximum() ? (x, y) -> x > y : (x, y) -> x < y);
            }
        } else if (c instanceof Constraint.Thermo t) {
            int[] cells = t.cells();
            for (int i = 0; i < cells.length; i++) {
                for (int j = i + 1; j < cells.length; j++) {
                    int gap = j - i;
                    relations.add(cells[i], cells[j], t.slow() ? (x, y) -> y >= x : (x, y) -> y - x >= gap);
                }
            }
        } else if (c instanceof Constraint.Whispers w) {
            int[] cells = w.cells();
            for (int i = 1; i < cells.length; i++) {
                relations.add(cells[i - 1], cells[i], (x, y) -> Math.abs(x - y) >= w.difference());
            }
        } else if (c instanceof Constraint.Palindrome p) {
            int[] cells = p.cells();
            for (int i = 0, j = cells.length - 1; i < j; i++, j--) {
                relations.addEqual(cells[i], cells[j]);
            }
        } else if (c instanceof Constraint.Clone cl) {
            for (int i = 0; i < cl.originals().length; i++) {
                relations.addEqual(cl.originals()[i], cl.copies()[i]);
            }
        } else if (c instanceof Constraint.Cage cage) {
            group("cage" + (groups.size() + 1), cage.cells(), cage.sum(), false);
        } else if (c instanceof Constraint.Renban r) {
            group("renban" + (groups.size() + 1), r.cells(), 0, true);
        } else if (c instanceof Constraint.LittleKiller lk) {
            int[] ones = new int[lk.cells().length];
            Arrays.fill(ones, 1);
            // With the propagator, a diagonal is a sum bounded by its exclusion groups, as a long arrow:
            // its automaton (every partial sum of the diagonal) cost more to build and to walk at each
            // node than the search it saved (session 8: the little killers' trees and times both fell).
            LinearSum bounds = reasoning && !exact ? LinearSum.of(board, lk.cells(), ones, lk.sum()) : null;
            if (bounds == null) {
                automata.add(Automaton.DistinctSum.of(board, lk.cells(), ones, lk.sum()));
            } else {
                linearSums.add(bounds);
                unchecked.add(c);
            }
        } else if (c instanceof Constraint.Arrow a) {
            int[] cells = a.cells();
            int[] weights = new int[cells.length];
            int place = 1;
            for (int i = a.circle().length - 1; i >= 0; i--) {
                weights[i] = place;
                place = place > Integer.MAX_VALUE / 10 ? place : place * 10;
            }
            for (int i = a.circle().length; i < cells.length; i++) {
                weights[i] = -1;
            }
            if (a.circle().length > 9) {
                unchecked.add(c);
                return;
            }
            // A short arrow's automaton is exact and cheap: bounds beside it only cost time (same trees).
            LinearSum bounds = reasoning && cells.length > ARROW_AUTOMATON_CELLS ? LinearSum.of(board, cells, weights, 0) : null;
            if (bounds == null) {
                automata.add(Automaton.DistinctSum.of(board, cells, weights, 0));
            } else {
                linearSums.add(bounds);
                unchecked.add(c); // the bounds decide it once its cells are filled; the solver checks it too
            }
        } else if (c instanceof Constraint.Between bl) {
            int[] line = bl.cells();
            int[] order = new int[line.length];
            order[0] = line[0];
            order[1] = line[line.length - 1];
            System.arraycopy(line, 1, order, 2, line.length - 2);
            automata.add(new Automaton.Between(order));
        } else if (c instanceof Constraint.Quadruple q) {
            int[] counts = new int[n + 1];
            for (int d : q.digits()) {
                if (d < 1 || d > n) {
                    impossible = true;
                    return;
                }
                counts[d]++;
            }
            int distinct = 0;
            for (int d = 1; d <= n; d++) {
                distinct += counts[d] > 0 ? 1 : 0;
            }
            int[] digits = new int[distinct];
            int[] need = new int[distinct];
            int k = 0;
            for (int d = 1; d <= n; d++) {
                if (counts[d] > 0) {
                    digits[k] = d;
                    need[k++] = counts[d];
                }
            }
            if (distinct > 16) {
                unchecked.add(c);
            } else {
                automata.add(new Automaton.Count(q.cells(), digits, need));
            }
        } else if (c instanceof Constraint.Indexer ix) {
            index(ix.cell(), ix.line(), ix.index());
        } else if (c instanceof Constraint.NumberedRoom room) {
            index(room.cells()[0], room.cells(), room.clue());
        } else {
            unchecked.add(c);
        }
    }

    /**
     * A region sum line for the propagator, instead of its automaton (which reads a segment's digits
     * as a running sum, blind to their being distinct): its segments' equal sums as linear sums, each
     * segment bounded by the distinct digits of its box, as the Interactive Sudoku Solver states them.
     * One-cell segments are equal cells, and every longer segment equals the first one-cell segment,
     * or, with none, every other longer segment. Beyond that solver, the k segments of a line in one
     * box sum to k times another segment's sum, all their cells distinct: a line through a box twice
     * is bounded as a whole there.
     */
    private void equalSegments(Constraint.RegionSum line) {
        int[] cells = line.cells();
        List<int[]> singles = new ArrayList<>();
        List<int[]> multis = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < cells.length; i++) {
            if (line.endsSegment(board, i)) {
                int[] segment = Arrays.copyOfRange(cells, start, i + 1);
                (segment.length == 1 ? singles : multis).add(segment);
                start = i + 1;
            }
        }
        for (int k = 1; k < singles.size(); k++) {
            relations.addEqual(singles.get(0)[0], singles.get(k)[0]);
        }
        // Segments of one box together: k segments of the box sum to k times another segment's sum,
        // and their cells, all in the box, hold distinct digits (bounds a pair of segments misses).
        List<int[]> all = new ArrayList<>(singles);
        all.addAll(multis);
        Map<Integer, List<int[]>> byBox = new java.util.LinkedHashMap<>();
        for (int[] segment : all) {
            byBox.computeIfAbsent(Constraint.RegionSum.regionOf(board, segment[0]), b -> new ArrayList<>()).add(segment);
        }
        for (Map.Entry<Integer, List<int[]>> e : byBox.entrySet()) {
            List<int[]> inBox = e.getValue();
            if (e.getKey() < 0 || inBox.size() < 2) {
                continue;
            }
            int[] reference = null;
            for (int[] segment : all) {
                if (!inBox.contains(segment) && (reference == null || segment.length < reference.length)) {
                    reference = segment;
                }
            }
            if (reference != null) {
                sumAgainst(inBox, reference);
            }
        }
        for (int k = 0; k < multis.size(); k++) {
            if (!singles.isEmpty()) {
                sumAgainst(List.of(singles.get(0)), multis.get(k));
            } else {
                for (int j = 0; j < k; j++) {
                    sumAgainst(List.of(multis.get(j)), multis.get(k));
                }
            }
        }
    }

    /** Plans {@code segments}' cells (weight 1 each) summing to their number times {@code reference}'s sum. */
    private void sumAgainst(List<int[]> segments, int[] reference) {
        int size = reference.length;
        for (int[] segment : segments) {
            size += segment.length;
        }
        int[] cells = new int[size];
        int[] weights = new int[size];
        int at = 0;
        for (int[] segment : segments) {
            for (int cell : segment) {
                cells[at] = cell;
                weights[at++] = 1;
            }
        }
        for (int cell : reference) {
            cells[at] = cell;
            weights[at++] = -segments.size();
        }
        LinearSum sum = LinearSum.of(board, cells, weights, 0);
        if (sum != null) {
            linearSums.add(sum);
        }
    }

    /** When {@code cell} holds d, the d-th cell of {@code line} holds {@code index}: pair relations and masks. */
    private void index(int cell, int[] line, int index) {
        for (int k = 0; k < line.length; k++) {
            int digit = k + 1;
            if (line[k] == cell) {
                if (digit != index) {
                    mask[cell] &= ~(1L << (digit - 1)); // it would point at itself holding another digit
                }
            } else {
                relations.add(cell, line[k], (x, y) -> x != digit || y == index);
            }
        }
        if (line.length < n) {
            mask[cell] &= (1L << line.length) - 1; // a digit beyond the line points nowhere
        }
    }

    /** The pairs must not hold the same digit (pairs that share a house already cannot). */
    private void notEqual(List<int[]> pairs) {
        for (int[] pair : pairs) {
            if (!board.seeEachOther(pair[0], pair[1])) {
                relations.add(pair[0], pair[1], (x, y) -> x != y);
            }
        }
    }

    private void group(String name, int[] cells, int sum, boolean renban) {
        int[] distinctCells = Arrays.stream(cells).distinct().toArray();
        if (distinctCells.length != cells.length || cells.length > n) {
            impossible = true; // a cell twice in a group, or more cells than digits: no distinct filling
            return;
        }
        groups.add(new Group(name, cells, sum, renban));
    }

    // ---- Narrowing: what each cell may hold, to a fixed point.

    private void narrow() {
        boolean changed = true;
        int rounds = 0;
        while (changed && !impossible && rounds++ < 64) {
            changed = singles();
            changed |= relations.prune(mask);
            for (Group g : groups) {
                changed |= narrowGroup(g);
            }
            for (int k = 0; k < automata.size(); k++) {
                Automaton a = automata.get(k);
                if (a != null) {
                    changed |= narrowAutomaton(k, a);
                }
            }
            for (int p = 0; p < mask.length; p++) {
                if (board.isCell(p) && mask[p] == 0) {
                    impossible = true;
                }
            }
        }
    }

    /** A cell with one digit left takes it from its house peers. */
    private boolean singles() {
        boolean changed = false;
        for (int p = 0; p < mask.length; p++) {
            long m = mask[p];
            if (m != 0 && (m & (m - 1)) == 0 && board.isCell(p)) {
                for (int q : board.peers(p)) {
                    if ((mask[q] & m) != 0) {
                        mask[q] &= ~m;
                        changed = true;
                    }
                }
            }
        }
        return changed;
    }

    private boolean narrowGroup(Group g) {
        if ((g.renban || g.sum > 0) && g.listedFrom != null && g.listedFrom.length == g.cells.length
                && sameDigits(g.cells, g.listedFrom)) {
            return false; // listed from these very digits, which that listing already narrowed
        }
        if (g.renban || g.sum > 0) {
            g.listedFrom = digitsOf(g.cells);
        }
        if (g.renban) {
            g.sets = DigitSets.runs(g.cells, mask, n);
        } else if (g.sum > 0) {
            g.sets = DigitSets.withSum(g.cells, mask, g.sum);
            if (g.sets == null) {
                // Too many sets to list: the sum goes to an automaton, the group keeps only distinctness.
                int[] ones = new int[g.cells.length];
                Arrays.fill(ones, 1);
                automata.add(new Automaton.Sum(g.cells, ones, g.sum));
                groups.set(groups.indexOf(g), new Group(g.name, g.cells, 0, false));
                return true;
            }
        } else {
            return false;
        }
        if (g.sets.isEmpty()) {
            impossible = true;
            return false;
        }
        long union = 0;
        for (long s : g.sets) {
            union |= s;
        }
        boolean changed = false;
        for (int c : g.cells) {
            if ((mask[c] & ~union) != 0) {
                mask[c] &= union;
                changed = true;
            }
        }
        if (changed) {
            // Each set still fits the narrowed cells (its matching used digits of the union), so a
            // listing from these digits would be the same sets in the same order: no need to list again.
            g.listedFrom = digitsOf(g.cells);
        }
        return changed;
    }

    /**
     * The transitions of an automaton over the cells' current digits, kept only where they lead
     * from the start to an accepting state; null when there are too many.
     */
    private List<long[]>[] transitions(Automaton a) {
        int[] cells = a.cells();
        int m = cells.length;
        @SuppressWarnings("unchecked")
        List<long[]>[] steps = new List[m];
        // Per step, for each transition, the numbers (within their layers) of its two states.
        int[][] fromOf = new int[m][];
        int[][] toOf = new int[m][];
        int[] layerSize = new int[m + 1];
        layerSize[0] = 1;
        // Each layer's states in the order first met (the options' order follows it).
        long[] states = {a.start()};
        int count = 1;
        int total = 0;
        // For a weighted sum, the least and most the cells from i on may add (a state whose partial
        // sum cannot reach the target with them is never kept: the backward pass would drop it).
        Automaton.WeightedSum sum = a instanceof Automaton.WeightedSum w ? w : null;
        long[] least = sum == null ? null : new long[m + 1];
        long[] most = sum == null ? null : new long[m + 1];
        for (int i = m - 1; sum != null && i >= 0; i--) {
            long lo = Long.MAX_VALUE;
            long hi = Long.MIN_VALUE;
            for (long bits = mask[cells[i]]; bits != 0; bits &= bits - 1) {
                long v = (long) sum.weights()[i] * (Long.numberOfTrailingZeros(bits) + 1);
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
            if (lo > hi) {
                lo = 0; // a cell without digits: nothing is accepted anyway
                hi = 0;
            }
            least[i] = least[i + 1] + lo;
            most[i] = most[i + 1] + hi;
        }
        for (int i = 0; i < m; i++) {
            steps[i] = new ArrayList<>();
            StateNumbers met = new StateNumbers(4 * count);
            long[] next = new long[16];
            int[] from = new int[16];
            int[] to = new int[16];
            int listed = 0;
            for (int k = 0; k < count; k++) {
                long s = states[k];
                for (long bits = mask[cells[i]]; bits != 0; bits &= bits - 1) {
                    int d = Long.numberOfTrailingZeros(bits) + 1;
                    long t = a.step(i, s, d);
                    if (t != Automaton.REJECT && (sum == null || inReach(sum, t, least[i + 1], most[i + 1]))) {
                        steps[i].add(new long[] {s, d, t});
                        int number = met.numberOf(t) - 1;
                        if (number == next.length) {
                            next = Arrays.copyOf(next, number * 2);
                        }
                        next[number] = t;
                        if (listed == from.length) {
                            from = Arrays.copyOf(from, listed * 2);
                            to = Arrays.copyOf(to, listed * 2);
                        }
                        from[listed] = k;
                        to[listed++] = number;
                        if (++total > MAX_TRANSITIONS) {
                            return null;
                        }
                    }
                }
            }
            fromOf[i] = from;
            toOf[i] = to;
            states = next;
            count = met.size();
            layerSize[i + 1] = count;
        }
        boolean[] alive = new boolean[count];
        for (int k = 0; k < count; k++) {
            alive[k] = a.accepts(states[k]);
        }
        for (int i = m - 1; i >= 0; i--) {
            boolean[] before = new boolean[layerSize[i]];
            List<long[]> kept = new ArrayList<>(steps[i].size());
            for (int j = 0; j < steps[i].size(); j++) {
                if (alive[toOf[i][j]]) {
                    kept.add(steps[i].get(j));
                    before[fromOf[i][j]] = true;
                }
            }
            steps[i] = kept;
            alive = before;
        }
        return steps;
    }

    /** Whether the cells left, adding between {@code least} and {@code most}, can bring {@code state}'s partial sum to the target. */
    private static boolean inReach(Automaton.WeightedSum sum, long state, long least, long most) {
        long rest = sum.target() - sum.sumOf(state);
        return rest >= least && rest <= most;
    }

    /** The cells' digits, in their order. */
    private long[] digitsOf(int[] cells) {
        long[] digits = new long[cells.length];
        for (int i = 0; i < cells.length; i++) {
            digits[i] = mask[cells[i]];
        }
        return digits;
    }

    /** Whether the cells hold exactly {@code digits} (as {@link #digitsOf} listed them). */
    private boolean sameDigits(int[] cells, long[] digits) {
        for (int i = 0; i < cells.length; i++) {
            if (mask[cells[i]] != digits[i]) {
                return false;
            }
        }
        return true;
    }

    /** An automaton's transitions and the cells' digits they were listed from. */
    private record Listed(long[] from, List<long[]>[] steps) {
    }

    /** The last transitions listed for each automaton (by identity). */
    private final Map<Automaton, Listed> listed = new IdentityHashMap<>();

    /**
     * {@link #transitions}, listed again only when a digit of the automaton's cells went since the
     * last listing (the narrowing rounds and the emitting ask for the same lists many times).
     */
    private List<long[]>[] transitionsNow(Automaton a) {
        Listed last = listed.get(a);
        if (last != null && sameDigits(a.cells(), last.from())) {
            return last.steps();
        }
        long[] from = digitsOf(a.cells());
        List<long[]>[] steps = transitions(a);
        listed.put(a, new Listed(from, steps));
        return steps;
    }

    private boolean narrowAutomaton(int k, Automaton a) {
        List<long[]>[] steps = transitionsNow(a);
        if (steps == null && a instanceof DistinctSandwich d) {
            // The set of digits between the ends outgrows the listing on large grids (16x16): the
            // plain sum automaton is still exact for the clue, it only knows less.
            automata.set(k, new Automaton.Sandwich(d.cells(), d.low(), d.high(), d.target()));
            return true;
        }
        if (steps == null) {
            automata.set(k, null);
            unchecked.add(constraintOf(a));
            return false;
        }
        int[] cells = a.cells();
        boolean changed = false;
        long[] read = new long[cells.length];
        for (int i = 0; i < cells.length; i++) {
            long digits = 0;
            for (long[] t : steps[i]) {
                digits |= 1L << (t[1] - 1);
            }
            read[i] = digits;
            if ((mask[cells[i]] & ~digits) != 0) {
                mask[cells[i]] &= digits;
                changed = true;
            }
        }
        if (changed && sameDigits(cells, read)) {
            // Every kept transition lies on a path from the start to an accepting state and reads
            // only digits its cell still has (a cell met twice may have lost some: then list again):
            // a listing from the narrowed digits would keep the same transitions.
            listed.put(a, new Listed(read, steps));
        }
        return changed;
    }

    /** The puzzle's constraint an automaton stands for (for the list of unchecked constraints). */
    private Constraint constraintOf(Automaton a) {
        for (Constraint c : puzzle.constraints()) {
            java.util.Set<Integer> own = new java.util.HashSet<>();
            for (int cell : c.cells()) {
                own.add(cell);
            }
            boolean all = own.size() == a.cells().length;
            for (int cell : a.cells()) {
                all &= own.contains(cell);
            }
            if (all) {
                return c;
            }
        }
        return puzzle.constraints().get(0);
    }

    // ---- Emitting items and options.

    /** Extra (item, colour) pairs for each cell option, keyed by position * 64 + digit - 1. */
    private final Map<Integer, int[]> extras = new HashMap<>();

    private void extra(int cell, int digit, int item, int colour) {
        int key = cell * 64 + digit - 1;
        int[] list = extras.get(key);
        if (list == null) {
            list = new int[9];
        } else if (list[0] + 2 >= list.length) {
            list = Arrays.copyOf(list, list.length * 2 + 1);
        }
        list[++list[0]] = item;
        list[++list[0]] = colour;
        extras.put(key, list);
    }

    private void emit(CoverBuilder b, List<Integer> given) {
        if (impossible) {
            return;
        }
        int[] cellItem = new int[mask.length];
        rawCellItem = cellItem;
        Arrays.fill(cellItem, -1);
        rawCellOption = new int[mask.length][];
        for (int p = 0; p < mask.length; p++) {
            if (board.isCell(p)) {
                cellItem[p] = b.primary(board.cellName(p));
            }
        }
        // House digits.
        List<House> houses = board.houses();
        int[][] houseItem = new int[houses.size()][n + 1];
        for (int h = 0; h < houses.size(); h++) {
            House house = houses.get(h);
            long possible = 0;
            for (int cell : house.cellArray()) {
                possible |= mask[cell];
            }
            String name = house.name().replace(" ", "");
            for (int d = 1; d <= n; d++) {
                boolean full = house.size() == n;
                houseItem[h][d] = full ? b.primary(name + "#" + d)
                        : (possible >>> (d - 1) & 1) != 0 ? b.secondary(name + "#" + d) : -1;
            }
        }
        emitRelations(b);
        emitGroups(b);
        emitAutomata(b);
        // The cells' options.
        for (int p = 0; p < mask.length; p++) {
            if (!board.isCell(p)) {
                continue;
            }
            int[] hs = board.housesOf(p);
            for (long bits = mask[p]; bits != 0; bits &= bits - 1) {
                int d = Long.numberOfTrailingZeros(bits) + 1;
                int[] more = extras.get(p * 64 + d - 1);
                int size = 1 + hs.length + (more == null ? 0 : more[0] / 2);
                int[] items = new int[size];
                int[] colours = new int[size];
                int k = 0;
                items[k++] = cellItem[p];
                for (int h : hs) {
                    items[k++] = houseItem[h][d];
                }
                if (more != null) {
                    for (int i = 1; i < more[0]; i += 2) {
                        items[k] = more[i];
                        colours[k++] = more[i + 1];
                    }
                }
                int option = b.option(items, colours, p, d);
                if (rawCellOption[p] == null) {
                    rawCellOption[p] = new int[n + 1];
                    Arrays.fill(rawCellOption[p], -1);
                }
                rawCellOption[p][d] = option;
                if (puzzle.given(p) == d) {
                    given.add(option);
                }
            }
        }
    }

    private void emitRelations(CoverBuilder b) {
        for (Relations.Pair pair : relations.pairs()) {
            boolean sameHouse = board.seeEachOther(pair.a, pair.b);
            String name = board.cellName(pair.a) + "~" + board.cellName(pair.b) + "#";
            for (long bits = mask[pair.a]; bits != 0; bits &= bits - 1) {
                int x = Long.numberOfTrailingZeros(bits);
                long forbidden = pair.forbidden[x] & mask[pair.b];
                if (sameHouse) {
                    forbidden &= ~(1L << x);
                }
                if (forbidden == 0) {
                    continue;
                }
                int item = b.secondary(name + (x + 1));
                extra(pair.a, x + 1, item, 0);
                for (long f = forbidden; f != 0; f &= f - 1) {
                    extra(pair.b, Long.numberOfTrailingZeros(f) + 1, item, 0);
                }
            }
        }
        for (int[] e : relations.equalPairs()) {
            int item = b.secondary(board.cellName(e[0]) + "=" + board.cellName(e[1]));
            for (int cell : e) {
                for (long bits = mask[cell]; bits != 0; bits &= bits - 1) {
                    int d = Long.numberOfTrailingZeros(bits) + 1;
                    extra(cell, d, item, b.colour("d" + d));
                }
            }
        }
    }

    private void emitGroups(CoverBuilder b) {
        for (Group g : groups) {
            long union = 0;
            for (int c : g.cells) {
                union |= mask[c];
            }
            boolean full = g.cells.length == n;
            boolean choose = !full && g.sets != null && g.sets.size() > 1;
            if (!full && !choose && sharesHouse(g.cells)) {
                continue; // its houses keep it distinct, and its set is already in the masks
            }
            int[] digitItem = new int[n + 1];
            for (int d = 1; d <= n; d++) {
                digitItem[d] = full ? b.primary(g.name + "#" + d)
                        : (union >>> (d - 1) & 1) != 0 ? b.secondary(g.name + "#" + d) : -1;
                if (digitItem[d] >= 0) {
                    for (int c : g.cells) {
                        if ((mask[c] >>> (d - 1) & 1) != 0) {
                            extra(c, d, digitItem[d], 0);
                        }
                    }
                }
            }
            if (choose) {
                int groupItem = b.primary(g.name);
                int[] setOptions = new int[g.sets.size()];
                int si = 0;
                for (long set : g.sets) {
                    long others = union & ~set;
                    int[] items = new int[1 + Long.bitCount(others)];
                    items[0] = groupItem;
                    int k = 1;
                    for (long o = others; o != 0; o &= o - 1) {
                        items[k++] = digitItem[Long.numberOfTrailingZeros(o) + 1];
                    }
                    setOptions[si++] = b.option(items, null, -1, -1);
                }
                planSets.add(g.sets.stream().mapToLong(Long::longValue).toArray());
                planSetCells.add(g.cells);
                planSetOptions.add(setOptions);
            }
        }
    }

    private boolean sharesHouse(int[] cells) {
        for (int h : board.housesOf(cells[0])) {
            boolean all = true;
            for (int c : cells) {
                all &= board.houses().get(h).contains(c);
            }
            if (all) {
                return true;
            }
        }
        return false;
    }

    private void emitAutomata(CoverBuilder b) {
        for (int k = 0; k < automata.size(); k++) {
            Automaton a = automata.get(k);
            if (a == null) {
                continue;
            }
            List<long[]>[] steps = transitionsNow(a);
            if (steps == null) {
                unchecked.add(constraintOf(a));
                continue;
            }
            if (reasoning && !exact) {
                // With the propagator, the automaton is walked over its cells' digits by a rule, not
                // laid out as options: each transition an option, the search moved, recorded and
                // branched on them at each node (a zipper's 2,000 of them took half its time).
                lines.add(AutomatonRule.of(a.cells(), TransitionLayers.of(steps), n));
                unchecked.add(constraintOf(a));
                continue;
            }
            int[] cells = a.cells();
            int m = cells.length;
            String name = "line" + (k + 1) + ".";
            int[] stepItem = new int[m];
            int[] stateItem = new int[m]; // the state before step i (i >= 1)
            int[] digitItem = new int[m];
            for (int i = 0; i < m; i++) {
                stepItem[i] = b.primary(name + (i + 1));
                digitItem[i] = b.secondary(name + (i + 1) + "d");
                if (i > 0) {
                    stateItem[i] = b.secondary(name + i + "s");
                }
            }
            // The states of each layer numbered in the order met; a state's colour on the secondary
            // item between two steps is "s" and its number from 1 (both steps meet it in one order).
            TransitionLayers layers = TransitionLayers.of(steps);
            int[][] chainOptions = new int[m][];
            for (int i = 0; i < m; i++) {
                chainOptions[i] = new int[steps[i].size()];
                for (int ti = 0; ti < chainOptions[i].length; ti++) {
                    int size = 2 + (i > 0 ? 1 : 0) + (i < m - 1 ? 1 : 0);
                    int[] items = new int[size];
                    int[] colours = new int[size];
                    int j = 0;
                    items[j++] = stepItem[i];
                    items[j] = digitItem[i];
                    colours[j++] = digitColour(b, layers.digit()[i][ti]);
                    if (i > 0) {
                        items[j] = stateItem[i];
                        colours[j++] = stateColour(b, layers.from()[i][ti] + 1);
                    }
                    if (i < m - 1) {
                        items[j] = stateItem[i + 1];
                        colours[j++] = stateColour(b, layers.to()[i][ti] + 1);
                    }
                    chainOptions[i][ti] = b.option(items, colours, -1, -1);
                }
                for (long bits = mask[cells[i]]; bits != 0; bits &= bits - 1) {
                    int d = Long.numberOfTrailingZeros(bits) + 1;
                    extra(cells[i], d, digitItem[i], digitColour(b, d));
                }
            }
            planChains.add(new Object[] {cells, chainOptions, layers.digit(), layers.from(), layers.to(), layers.states()});
        }
    }

    // ---- The plan of the propagator, in the problem's option numbers.

    private Plan plan(int[] renumbered, int[] items) {
        int[] cellItem = new int[mask.length];
        Arrays.fill(cellItem, -1);
        for (int p = 0; p < mask.length; p++) {
            if (rawCellItem[p] >= 0) {
                cellItem[p] = items[rawCellItem[p]];
            }
        }
        int[][] cellOption = new int[mask.length][];
        java.util.TreeSet<Integer> cells = new java.util.TreeSet<>();
        for (int p = 0; p < mask.length; p++) {
            cellOption[p] = new int[n + 1];
            Arrays.fill(cellOption[p], -1);
            if (rawCellOption[p] != null) {
                for (int d = 1; d <= n; d++) {
                    int raw = rawCellOption[p][d];
                    cellOption[p][d] = raw < 0 ? -1 : renumbered[raw];
                }
            }
        }
        List<Plan.Pair> pairs = new ArrayList<>();
        for (Relations.Pair pair : relations.pairs()) {
            boolean onlyUnequal = true;
            for (int x = 0; x < n; x++) {
                onlyUnequal &= (pair.forbidden[x] & ~(1L << x)) == 0;
            }
            if (!onlyUnequal) {
                pairs.add(new Plan.Pair(pair.a, pair.b, pair.forbidden));
                cells.add(pair.a);
                cells.add(pair.b);
            }
        }
        int[][] equal = relations.equalPairs().toArray(new int[0][]);
        for (int[] e : equal) {
            cells.add(e[0]);
            cells.add(e[1]);
        }
        Plan.Sets[] sets = new Plan.Sets[planSets.size()];
        for (int k = 0; k < sets.length; k++) {
            int[] options = planSetOptions.get(k).clone();
            for (int i = 0; i < options.length; i++) {
                options[i] = renumbered[options[i]];
            }
            sets[k] = new Plan.Sets(planSetCells.get(k), planSets.get(k), options);
            for (int c : planSetCells.get(k)) {
                cells.add(c);
            }
        }
        Plan.Chain[] chains = new Plan.Chain[planChains.size()];
        for (int k = 0; k < chains.length; k++) {
            Object[] c = planChains.get(k);
            int[][] options = (int[][]) c[1];
            int[][] renumberedOptions = new int[options.length][];
            for (int i = 0; i < options.length; i++) {
                renumberedOptions[i] = new int[options[i].length];
                for (int t = 0; t < options[i].length; t++) {
                    renumberedOptions[i][t] = renumbered[options[i][t]];
                }
            }
            chains[k] = new Plan.Chain((int[]) c[0], renumberedOptions, (int[][]) c[2], (int[][]) c[3],
                    (int[][]) c[4], (int[]) c[5]);
            for (int cell : (int[]) c[0]) {
                cells.add(cell);
            }
        }
        List<Plan.Sets> fixedSets = new ArrayList<>();
        for (Group g : groups) {
            if (g.sets != null && g.sets.size() == 1 && g.cells.length < n) {
                fixedSets.add(new Plan.Sets(g.cells, new long[] {g.sets.get(0)}, new int[] {-1}));
            }
        }
        List<Plan.Sum> sums = new ArrayList<>(sums45());
        if (reasoning) {
            sums.addAll(diagonalSums());
            sums.addAll(hiddenCages(sums.isEmpty()));
        }
        boolean anything = !pairs.isEmpty() || equal.length > 0 || sets.length > 0 || chains.length > 0
                || !fixedSets.isEmpty() || !sums.isEmpty() || !linearSums.isEmpty() || !lines.isEmpty();
        List<Plan.Crossing> crossings = reasoning && !anything && onlyHouses() ? crossings() : List.of();
        anything |= !crossings.isEmpty();
        int[][] houses = new int[0][];
        int[][] housesOf = new int[mask.length][];
        Arrays.fill(housesOf, new int[0]);
        if (reasoning && anything) {
            List<House> hs = board.houses();
            houses = new int[hs.size()][];
            for (int h = 0; h < hs.size(); h++) {
                houses[h] = hs.get(h).cellArray().clone();
                for (int c : houses[h]) {
                    cells.add(c);
                }
            }
            for (int p = 0; p < mask.length; p++) {
                housesOf[p] = board.housesOf(p);
            }
            for (Plan.Sets f : fixedSets) {
                for (int c : f.cells()) {
                    cells.add(c);
                }
            }
            for (Plan.Sum sum : sums) {
                for (int c : sum.cells()) {
                    cells.add(c);
                }
            }
        } else {
            fixedSets.clear();
            sums = List.of();
        }
        for (LinearSum sum : linearSums) {
            for (int c : sum.cells()) {
                cells.add(c);
            }
        }
        for (LineRule line : lines) {
            for (int c : line.cells()) {
                cells.add(c);
            }
        }
        Plan plan = new Plan(n, puzzle.givens(), cellItem, cellOption, cells.stream().mapToInt(Integer::intValue).toArray(),
                pairs.toArray(new Plan.Pair[0]), equal, sets, chains, houses, housesOf, fixedSets.toArray(new Plan.Sets[0]),
                sums.toArray(new Plan.Sum[0]), linearSums.toArray(new LinearSum[0]), lines.toArray(new LineRule[0]),
                crossings.toArray(new Plan.Crossing[0]));
        plan.implied.addAll(impliedSums);
        return plan;
    }

    /**
     * Whether the puzzle's rules are its houses alone (and perhaps cells' digit sets), on a board that
     * is not classic: jigsaw, X, windoku, samurai and the other layouts. There the crossings of its
     * houses ({@link #crossings}) cut the trees tenfold and more (16x16 windoku: 1.3 million nodes to
     * 9,749), where exact cover alone has no locked candidates. Cell relations (anti-knight, anti-king)
     * keep plain exact cover: their trees shrank less than the propagator's cost a node grew, and
     * classic boards keep the classic search (BENCHMARKS.md, issue 14, session 13).
     */
    private boolean onlyHouses() {
        if (board.isClassic()) {
            return false;
        }
        for (Constraint c : puzzle.constraints()) {
            if (!(c instanceof Constraint.Digits)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Pairs of full houses sharing two cells or more (a box and a row, a window and a column, two
     * overlapping rows of a layout's grids), each as the cells of each house outside the other.
     */
    private List<Plan.Crossing> crossings() {
        List<House> hs = board.houses();
        int[] shared = new int[hs.size()];
        boolean[] inA = new boolean[mask.length];
        boolean[] inB = new boolean[mask.length];
        List<Plan.Crossing> out = new ArrayList<>();
        for (int a = 0; a < hs.size(); a++) {
            int[] cellsA = hs.get(a).cellArray();
            if (cellsA.length != n) {
                continue;
            }
            Arrays.fill(shared, 0);
            for (int c : cellsA) {
                inA[c] = true;
                for (int b : board.housesOf(c)) {
                    shared[b]++;
                }
            }
            for (int b = a + 1; b < hs.size(); b++) {
                int[] cellsB = hs.get(b).cellArray();
                if (cellsB.length != n || shared[b] < 2 || shared[b] == n) {
                    continue;
                }
                int[] onlyA = new int[n - shared[b]];
                int[] onlyB = new int[n - shared[b]];
                int k = 0;
                for (int c : cellsB) {
                    inB[c] = true;
                    if (!inA[c]) {
                        onlyB[k++] = c;
                    }
                }
                k = 0;
                for (int c : cellsA) {
                    if (!inB[c]) {
                        onlyA[k++] = c;
                    }
                }
                for (int c : cellsB) {
                    inB[c] = false;
                }
                out.add(new Plan.Crossing(onlyA, onlyB));
            }
            for (int c : cellsA) {
                inA[c] = false;
            }
        }
        return out;
    }

    /**
     * The 45 rule ({@link FortyFiveRule}): its innies and mixed innie/outie equations over every full
     * house and every run of up to all but one of the full rows or columns, each of at most
     * {@link #MAX_SUM_CELLS} cells, become sums for the propagator; larger ones (outies too), up to
     * {@link ImpliedSums#MAX_CELLS} cells, become linear sums when their target lies near an end of
     * their range ({@link ImpliedSums}). Only when no two cages with a sum overlap (a cell's cage then
     * tells which cells of a sum differ).
     */
    private List<Plan.Sum> sums45() {
        if (!reasoning) {
            return List.of();
        }
        List<Constraint.Cage> cages = new ArrayList<>();
        for (Constraint c : puzzle.constraints()) {
            if (c instanceof Constraint.Cage cage && cage.sum() > 0) {
                cages.add(cage);
            }
        }
        if (cages.isEmpty()) {
            return List.of();
        }
        int[] cageOf = new int[mask.length];
        Arrays.fill(cageOf, -1);
        for (int k = 0; k < cages.size(); k++) {
            for (int c : cages.get(k).cells()) {
                if (cageOf[c] >= 0) {
                    return List.of();
                }
                cageOf[c] = k;
            }
        }
        int rows = 0;
        int columns = 0;
        for (House h : board.houses()) {
            rows += h.size() == n && h.kind() == House.Kind.ROW ? 1 : 0;
            columns += h.size() == n && h.kind() == House.Kind.COLUMN ? 1 : 0;
        }
        Map<String, Plan.Sum> found = new java.util.LinkedHashMap<>();
        List<FortyFiveRule.Equation> equations = FortyFiveRule.derive(puzzle, Math.max(rows, columns) - 1,
                ImpliedSums.MAX_CELLS, java.util.EnumSet.allOf(FortyFiveRule.Kind.class));
        for (FortyFiveRule.Equation e : equations) {
            if (e.kind() != FortyFiveRule.Kind.OUTIES) {
                addSum(found, e.plus(), e.minus(), e.target(), cageOf);
            }
        }
        List<LinearSum> implied = ImpliedSums.of(board, equations, mask, MAX_SUM_CELLS + 1);
        linearSums.addAll(implied);
        impliedSums.addAll(implied);
        return new ArrayList<>(found.values());
    }

    /** Adds the sum of {@code plus} less the sum of {@code minus} = {@code target}, when small and new. */
    private void addSum(Map<String, Plan.Sum> found, int[] plus, int[] minus, int target, int[] cageOf) {
        int m = plus.length + minus.length;
        if (m == 0 || m > MAX_SUM_CELLS) {
            return;
        }
        int[] cells = new int[m];
        int[] weights = new int[m];
        int k = 0;
        for (int c : plus) {
            cells[k] = c;
            weights[k++] = 1;
        }
        for (int c : minus) {
            cells[k] = c;
            weights[k++] = -1;
        }
        StringBuilder key = new StringBuilder();
        int[] sorted = new int[m];
        for (int i = 0; i < m; i++) {
            sorted[i] = weights[i] * (cells[i] + 1);
        }
        Arrays.sort(sorted);
        for (int v : sorted) {
            key.append(v).append(',');
        }
        key.append('=').append(target);
        found.putIfAbsent(key.toString(), new Plan.Sum(cells, weights, target, distinct(cells, cageOf), false));
    }

    /** Per cell of {@code cells}: the others it must differ from (a house or a cage in common; no cages when null). */
    private long[] distinct(int[] cells, int[] cageOf) {
        int m = cells.length;
        long[] distinct = new long[m];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                if (i != j && cells[i] != cells[j] && (board.seeEachOther(cells[i], cells[j])
                        || cageOf != null && cageOf[cells[i]] >= 0 && cageOf[cells[i]] == cageOf[cells[j]])) {
                    distinct[i] |= 1L << j;
                }
            }
        }
        return distinct;
    }

    /** Each little killer's diagonal as a sum, for its cheap bounds (at most 64 cells; its digit sets when they are few). */
    private List<Plan.Sum> diagonalSums() {
        List<Plan.Sum> sums = new ArrayList<>();
        for (Constraint c : puzzle.constraints()) {
            if (c instanceof Constraint.LittleKiller lk && lk.cells().length <= 64) {
                int[] ones = new int[lk.cells().length];
                Arrays.fill(ones, 1);
                sums.add(new Plan.Sum(lk.cells(), ones, lk.sum(), distinct(lk.cells(), null), true));
            }
        }
        return sums;
    }

    /**
     * Hidden cages (as the Interactive Sudoku Solver derives them for little killers): a full house
     * holds every digit once, so the cells it has left once the little killer diagonals and the
     * cages with a sum wholly inside it are taken away (disjoint pieces, first come first taken)
     * add up to the house's total less their sums; and so does the rest of the house around each
     * such diagonal. Each is a sum of distinct cells (they share the house), which the propagator
     * checks against the digit sets that make it. Houses with cages alone only when {@code cagesToo}
     * (the 45 rule, {@link #sums45()}, derived nothing: its cages overlap).
     */
    private List<Plan.Sum> hiddenCages(boolean cagesToo) {
        List<int[]> pieces = new ArrayList<>();
        List<Integer> pieceSums = new ArrayList<>();
        List<Boolean> diagonal = new ArrayList<>();
        for (Constraint c : puzzle.constraints()) {
            if (c instanceof Constraint.LittleKiller lk) {
                pieces.add(lk.cells());
                pieceSums.add(lk.sum());
                diagonal.add(true);
            } else if (c instanceof Constraint.Cage cage && cage.sum() > 0) {
                pieces.add(cage.cells());
                pieceSums.add(cage.sum());
                diagonal.add(false);
            }
        }
        Map<String, Plan.Sum> found = new java.util.LinkedHashMap<>();
        int houseSum = n * (n + 1) / 2;
        for (House h : board.houses()) {
            if (h.size() != n) {
                continue;
            }
            java.util.BitSet house = new java.util.BitSet(mask.length);
            for (int p : h.cellArray()) {
                house.set(p);
            }
            java.util.BitSet taken = new java.util.BitSet(mask.length);
            int takenSum = 0;
            boolean anyDiagonal = false;
            List<int[]> diagonalsInside = new ArrayList<>();
            List<Integer> diagonalSums = new ArrayList<>();
            for (int k = 0; k < pieces.size(); k++) {
                int[] cells = pieces.get(k);
                boolean inside = true;
                boolean free = true;
                for (int p : cells) {
                    inside &= house.get(p);
                    free &= !taken.get(p);
                }
                if (!inside || Arrays.stream(cells).distinct().count() != cells.length) {
                    continue;
                }
                if (diagonal.get(k)) {
                    diagonalsInside.add(cells);
                    diagonalSums.add(pieceSums.get(k));
                }
                if (!free) {
                    continue;
                }
                for (int p : cells) {
                    taken.set(p);
                }
                takenSum += pieceSums.get(k);
                anyDiagonal |= diagonal.get(k);
            }
            if (!anyDiagonal && !cagesToo) {
                continue;
            }
            java.util.BitSet rest = (java.util.BitSet) house.clone();
            rest.andNot(taken);
            addCage(found, rest.stream().toArray(), houseSum - takenSum);
            for (int k = 0; k < diagonalsInside.size(); k++) {
                java.util.BitSet around = (java.util.BitSet) house.clone();
                for (int p : diagonalsInside.get(k)) {
                    around.clear(p);
                }
                addCage(found, around.stream().toArray(), houseSum - diagonalSums.get(k));
            }
        }
        return new ArrayList<>(found.values());
    }

    /**
     * The little killers' and the cages' sums combined where they see each other ({@link
     * CombinedSums}), in puzzles with a little killer. Not on killers without one: tried, unions of any
     * size grew the slow killers' trees, and unions of at most 9 cells made them no faster and the
     * fast ones 14 % slower (BENCHMARKS.md, "Combined sums on killers (cages only)").
     */
    private List<LinearSum> combinedSums() {
        List<int[]> cells = new ArrayList<>();
        List<Integer> targets = new ArrayList<>();
        boolean diagonal = false;
        for (Constraint c : puzzle.constraints()) {
            if (c instanceof Constraint.LittleKiller lk) {
                cells.add(lk.cells());
                targets.add(lk.sum());
                diagonal = true;
            } else if (c instanceof Constraint.Cage cage && cage.sum() > 0) {
                cells.add(cage.cells());
                targets.add(cage.sum());
            }
        }
        return diagonal ? CombinedSums.of(board, cells, targets) : List.of();
    }

    /** Adds a sum of distinct cells of one house (1 to n-1 of them) when new. */
    private void addCage(Map<String, Plan.Sum> found, int[] cells, int target) {
        if (cells.length == 0 || cells.length >= n || cells.length > 64) {
            return;
        }
        int[] ones = new int[cells.length];
        Arrays.fill(ones, 1);
        found.putIfAbsent(Arrays.toString(cells) + "=" + target,
                new Plan.Sum(cells, ones, target, distinct(cells, null), true));
    }

    /** The colours "d1".."dn" and "s1", "s2" ... as the builder numbers them (0: not asked yet). */
    private int[] digitColours = new int[0];
    private int[] stateColours = new int[0];

    /** The builder's colour "d" + digit, asked of it once. */
    private int digitColour(CoverBuilder b, int digit) {
        if (digit >= digitColours.length) {
            digitColours = Arrays.copyOf(digitColours, digit + 1);
        }
        if (digitColours[digit] == 0) {
            digitColours[digit] = b.colour("d" + digit);
        }
        return digitColours[digit];
    }

    /** The builder's colour "s" + number, asked of it once. */
    private int stateColour(CoverBuilder b, int number) {
        if (number >= stateColours.length) {
            stateColours = Arrays.copyOf(stateColours, Math.max(number + 1, stateColours.length * 2));
        }
        if (stateColours[number] == 0) {
            stateColours[number] = b.colour("s" + number);
        }
        return stateColours[number];
    }
}
