package dev.sudokux.variant;

import dev.sudokux.exactcover.Propagator;
import dev.sudokux.exactcover.SearchState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The lookahead of a variant puzzle at each node of the exact cover search. Exact cover alone only
 * forward-checks a sum or a line (an option goes when a chosen option clashes with it); this reads
 * the digits each cell may still hold from the live options and narrows them to a fixed point with
 * the rules the compiler planned ({@link Plan}), as a constraint solver's candidates would be:
 *
 * <ul>
 *   <li>relations between two cells (thermometers, dots, greater-than, whispers, extrema): a digit
 *       with no partner left in the other cell goes (arc consistency);</li>
 *   <li>equal cells (clones, palindromes) keep only the digits both may hold;</li>
 *   <li>a group choosing a digit set (killer cage, renban): a set counts only while its digits can
 *       be given one each to the cells (a matching); a digit no such set has goes from every cell;</li>
 *   <li>an automaton (little killer, arrow, sandwich, between line, quadruple, large cage): a digit
 *       goes from a cell when no path from the start to an accepting state reads it there (long
 *       arrows and little killers are no automaton here: they are bounded as weighted sums,
 *       {@link LinearSum});</li>
 *   <li>sandwich, skyscraper and X-sum clues ({@link LineRule}): a sandwich keeps the digits of the
 *       places of its ends and the digit sets between them that fit, a skyscraper those of the paths
 *       of its two passes over the tallest digits so far, an X-sum those of each X and the digit sets
 *       after it that fit;</li>
 *   <li>houses (when any other rule is planned): a cell left with one digit takes it from the rest
 *       of its houses, and a digit only one cell of a house may hold goes there (naked and hidden
 *       singles, inside the fixed point rather than one search level each);</li>
 *   <li>crossings of full houses ({@link Plan.Crossing}: a box and a row, a window and a column),
 *       on boards whose rules are their houses alone: the cells of each house outside the other keep
 *       only the digits the other's may hold (locked candidates, both ways);</li>
 *   <li>a group's required digits (those in every set that still fits): a digit only one cell of
 *       the group may hold goes there, and one whose cells in the group share a house leaves the
 *       rest of that house;</li>
 *   <li>linear sums (the 45 rule's innies and outies, a little killer's diagonal, {@link Plan.Sum}):
 *       each cell keeps the digits within the bounds the others leave, and, when the cells have few
 *       digit combinations, only the digits of some filling that makes the target; when its cells must
 *       all differ (a hidden cage: a house less the little killers and cages inside it), only the
 *       digits of the digit sets that make the target and fit the cells, and the digits all those sets
 *       share are confined to it as a cage's are.</li>
 * </ul>
 *
 * Cheap rules (pairs, equalities, houses, fixed sets, a little killer's diagonal sum) run before
 * costly ones (sets, automata, the 45 rule's sums, crossings), so a costly rule looks at cells the cheap ones
 * have already narrowed, and a dead end the bounds see spares the automaton's walk.
 *
 * It removes the options of the digits that went; a cell left with no digit is a dead end. The
 * options of sets and transitions are left to the search: once the cells are filled, the one that
 * fits is forced.
 *
 * <p><b>Incremental.</b> Everything is derived from the {@link SearchState}; to spare work, the digits
 * found at each level are kept with the path of chosen options that led there, and a node whose
 * parent's record is on its own path starts from it: a cell whose number of live options equals its
 * parent's digit count has the same digits (they only shrink going down), and only the rules of the
 * cells that changed are run again. A record off the path is never used (the node is computed in
 * full), so the order in which an engine visits nodes does not matter. One instance serves one
 * search on one thread.
 */
final class VariantPropagator implements Propagator {

    private static final int PAIR = 0;
    private static final int EQUAL = 1;
    private static final int SETS = 2;
    private static final int CHAIN = 3;
    private static final int HOUSE = 4;
    private static final int FIXED = 5;
    private static final int SUM = 6;
    private static final int LINEAR = 7;
    private static final int LINE = 8;
    private static final int CROSS = 9;
    /** The most leaves-and-branches a sum's exact look at its cells may visit before it settles for bounds. */
    private static final int SUM_BUDGET = 1024;
    /** Above this many combinations of its cells' digits a sum only keeps bounds. */
    private static final long SUM_PRODUCT = 256;

    private final Plan plan;
    private final CoverModel model;
    private final int[] cells;
    private final int[] ruleKind;
    private final int[] ruleIndex;
    private final int[][] rulesOfCell;
    private final long[] mask;
    private final long[] before;
    private final boolean[] fixed;
    // The worklist of rules.
    // Two of them: cheap rules (pairs, equalities, houses, fixed sets) run before costly ones (sets,
    // automata, sums), so that a costly rule runs on cells the cheap ones have already narrowed.
    private final int[][] queue = new int[2][];
    private final boolean[] queued;
    private final int[] head = new int[2];
    private final int[] tail = new int[2];
    private final int[] queuedCount = new int[2];
    private final int[] priority;
    private int queuedTotal;
    // Scratch for chains: alive transitions per step, reachable states per layer.
    private final boolean[][][] alive;
    private final boolean[][][] layer;
    // The options of sets and transitions ("aux"): whether each still fits, and those that just stopped.
    private final int[][] setAux;
    private final int[][][] chainAux;
    /** Per chain and step: the problem's item of the step (its transitions' primary item), or -1 when unknown. */
    private final int[][] stepItem;
    private final int[] auxOption;
    /** For each option of the problem that is a set or a transition, its rule; -1 otherwise. */
    private final int[] ruleOfOption;
    private boolean[] auxAlive;
    private int[] newlyDead;
    private int newlyDeadCount;
    private SearchState current;
    /** {@link #narrow} for the rules kept in their own classes ({@link LinearSum}). */
    private final LinearSum.Narrower narrower = this::narrow;
    /** The linear sums' scratch (their groups' bounds), this propagator's own: the plan is shared. */
    private final int[] linearScratch;
    /** The line rules' scratch, this propagator's own: the plan is shared. */
    private final long[] lineScratch;
    /** Per position: the plan's houses holding it ({@link Plan#housesOf}). */
    private final int[][] housesOfCell;
    /**
     * Per position: its houses as bits (house h is bit h), when the plan has at most 64 houses; null
     * otherwise ({@link #confined} then looks them up in {@link #housesOfCell}).
     */
    private final long[] houseBits;
    // Scratch for groups and sums.
    private final int[] groupStamp;
    private int stamp;
    private final int[] sumValue = new int[64];
    /** The largest group {@link #fits} checks by Hall's condition (2^n subsets) rather than by matching. */
    private static final int HALL_CELLS = 4;
    /** Scratch for {@link #fits}: the union of the digits of each subset of the group's cells. */
    private final long[] hallUnion = new long[1 << HALL_CELLS];
    private final long[] sumSupport = new long[64];
    private final int[] sufMin = new int[65];
    private final int[] sufMax = new int[65];
    private int sumSteps;
    /**
     * Per sum: when its cells must all differ and count once each (a cage, a hidden cage), the digit
     * sets of its size that make its target; null otherwise.
     */
    private final long[][] sumCombos;
    /** The most digits for which a sum's digit sets are listed (2^digits subsets looked at once). */
    private static final int COMBO_DIGITS = 16;
    // Scratch for matchings.
    private final int[] owner = new int[64];
    private final int[] seen = new int[64];
    private int seenStamp;
    // The record of each level: its cells' digits and fixed flags, and the path that led there.
    private long[][] recordMask = new long[16][];
    private boolean[][] recordFixed = new boolean[16][];
    private int[] path = new int[16];
    private boolean[] recorded = new boolean[16];
    private boolean[][] recordAux = new boolean[16][];

    VariantPropagator(CoverModel model) {
        this.model = model;
        this.plan = model.plan();
        int size = plan.given.length;
        this.cells = plan.cells;
        this.mask = new long[size];
        this.before = new long[size];
        this.fixed = new boolean[size];
        List<int[]> rules = new ArrayList<>(); // {kind, index, cells...}
        for (int k = 0; k < plan.pairs.length; k++) {
            rules.add(new int[] {PAIR, k, plan.pairs[k].a(), plan.pairs[k].b()});
        }
        for (int k = 0; k < plan.equal.length; k++) {
            rules.add(new int[] {EQUAL, k, plan.equal[k][0], plan.equal[k][1]});
        }
        for (int k = 0; k < plan.sets.length; k++) {
            rules.add(concat(new int[] {SETS, k}, plan.sets[k].cells()));
        }
        for (int k = 0; k < plan.chains.length; k++) {
            rules.add(concat(new int[] {CHAIN, k}, plan.chains[k].cells()));
        }
        for (int k = 0; k < plan.houses.length; k++) {
            rules.add(concat(new int[] {HOUSE, k}, plan.houses[k]));
        }
        for (int k = 0; k < plan.fixedSets.length; k++) {
            rules.add(concat(new int[] {FIXED, k}, plan.fixedSets[k].cells()));
        }
        for (int k = 0; k < plan.sums.length; k++) {
            rules.add(concat(new int[] {SUM, k}, plan.sums[k].cells()));
        }
        for (int k = 0; k < plan.linearSums.length; k++) {
            rules.add(concat(new int[] {LINEAR, k}, plan.linearSums[k].cells()));
        }
        for (int k = 0; k < plan.lines.length; k++) {
            rules.add(concat(new int[] {LINE, k}, plan.lines[k].cells()));
        }
        for (int k = 0; k < plan.crossings.length; k++) {
            rules.add(concat(concat(new int[] {CROSS, k}, plan.crossings[k].onlyA()), plan.crossings[k].onlyB()));
        }
        housesOfCell = plan.housesOf;
        houseBits = plan.houses.length <= 64 ? new long[size] : null;
        if (houseBits != null) {
            for (int p = 0; p < size; p++) {
                for (int h : housesOfCell[p]) {
                    houseBits[p] |= 1L << h;
                }
            }
        }
        groupStamp = new int[size];
        ruleKind = new int[rules.size()];
        ruleIndex = new int[rules.size()];
        List<List<Integer>> byCell = new ArrayList<>();
        for (int p = 0; p < size; p++) {
            byCell.add(new ArrayList<>());
        }
        for (int r = 0; r < rules.size(); r++) {
            int[] rule = rules.get(r);
            ruleKind[r] = rule[0];
            ruleIndex[r] = rule[1];
            for (int i = 2; i < rule.length; i++) {
                List<Integer> list = byCell.get(rule[i]);
                if (!list.contains(r)) {
                    list.add(r);
                }
            }
        }
        rulesOfCell = new int[size][];
        for (int p = 0; p < size; p++) {
            rulesOfCell[p] = byCell.get(p).stream().mapToInt(Integer::intValue).toArray();
        }
        List<Integer> aux = new ArrayList<>();
        setAux = new int[plan.sets.length][];
        for (int k = 0; k < plan.sets.length; k++) {
            int[] options = plan.sets[k].options();
            setAux[k] = new int[options.length];
            for (int j = 0; j < options.length; j++) {
                setAux[k][j] = aux.size();
                aux.add(options[j]);
            }
        }
        chainAux = new int[plan.chains.length][][];
        for (int k = 0; k < plan.chains.length; k++) {
            int[][] options = plan.chains[k].options();
            chainAux[k] = new int[options.length][];
            for (int i = 0; i < options.length; i++) {
                chainAux[k][i] = new int[options[i].length];
                for (int t = 0; t < options[i].length; t++) {
                    chainAux[k][i][t] = aux.size();
                    aux.add(options[i][t]);
                }
            }
        }
        auxOption = aux.stream().mapToInt(Integer::intValue).toArray();
        stepItem = new int[plan.chains.length][];
        for (int k = 0; k < plan.chains.length; k++) {
            int[][] options = plan.chains[k].options();
            stepItem[k] = new int[options.length];
            for (int i = 0; i < options.length; i++) {
                stepItem[k][i] = stepItem(model.problem(), options[i]);
            }
        }
        ruleOfOption = new int[model.problem().optionCount()];
        Arrays.fill(ruleOfOption, -1);
        for (int r = 0; r < ruleKind.length; r++) {
            if (ruleKind[r] == SETS) {
                for (int o : plan.sets[ruleIndex[r]].options()) {
                    if (o >= 0) {
                        ruleOfOption[o] = r;
                    }
                }
            } else if (ruleKind[r] == CHAIN) {
                for (int[] step : plan.chains[ruleIndex[r]].options()) {
                    for (int o : step) {
                        if (o >= 0) {
                            ruleOfOption[o] = r;
                        }
                    }
                }
            }
        }
        auxAlive = new boolean[auxOption.length];
        newlyDead = new int[Math.max(16, auxOption.length)];
        queue[0] = new int[rules.size() + 1];
        queue[1] = new int[rules.size() + 1];
        queued = new boolean[rules.size()];
        priority = new int[rules.size()];
        for (int r = 0; r < rules.size(); r++) {
            int kind = ruleKind[r];
            boolean early = kind == SUM && plan.sums[ruleIndex[r]].early();
            priority[r] = (kind == SETS || kind == CHAIN || kind == SUM || kind == LINE || kind == CROSS) && !early ? 1 : 0;
        }
        int scratch = 0;
        for (LinearSum s : plan.linearSums) {
            scratch = Math.max(scratch, s.scratchLength());
        }
        linearScratch = new int[scratch];
        int lineScratchLength = 0;
        for (LineRule l : plan.lines) {
            lineScratchLength = Math.max(lineScratchLength, l.scratchLength());
        }
        lineScratch = new long[lineScratchLength];
        sumCombos = new long[plan.sums.length][];
        for (int k = 0; k < plan.sums.length; k++) {
            sumCombos[k] = combos(plan.sums[k], plan.digits);
        }
        alive = new boolean[plan.chains.length][][];
        layer = new boolean[plan.chains.length][][];
        for (int k = 0; k < plan.chains.length; k++) {
            Plan.Chain c = plan.chains[k];
            alive[k] = new boolean[c.cells().length][];
            layer[k] = new boolean[c.cells().length + 1][];
            for (int i = 0; i < c.cells().length; i++) {
                alive[k][i] = new boolean[c.options()[i].length];
            }
            for (int i = 0; i <= c.cells().length; i++) {
                layer[k][i] = new boolean[Math.max(1, c.states()[i])];
            }
        }
    }

    /**
     * The priorities of {@link dev.sudokux.exactcover.Heuristic#SCORED}, as the Interactive Sudoku
     * Solver ranks its cells: a cell's item gets, for each house and each other rule over it, that
     * rule's size (a house, a pair), or for a group, a line or a sum of m cells {@code max(2n - m, n)}
     * (small sums first, every sum high); each set of cells counts once (a little killer is both an
     * automaton and a sum). Items that are not cells get 0: the search branches on cells, as that
     * solver does, and on other items only when forced or when no cell is left.
     */
    @Override
    public int[] itemPriorities() {
        int[] priority = new int[model.problem().itemCount()];
        int n = plan.digits;
        java.util.Set<String> seen = new java.util.HashSet<>();
        List<int[]> groups = new ArrayList<>();
        for (int[] h : plan.houses) {
            groups.add(h);
        }
        for (Plan.Sum s : plan.sums) {
            groups.add(s.cells());
        }
        for (LinearSum s : plan.linearSums) {
            if (!plan.implied.contains(s)) {
                groups.add(s.cells());
            }
        }
        for (Plan.Chain c : plan.chains) {
            groups.add(c.cells());
        }
        for (LineRule l : plan.lines) {
            groups.add(l.cells());
        }
        for (Plan.Sets s : plan.sets) {
            groups.add(s.cells());
        }
        for (Plan.Sets s : plan.fixedSets) {
            groups.add(s.cells());
        }
        for (int k = 0; k < groups.size(); k++) {
            int[] g = groups.get(k);
            int[] sorted = g.clone();
            Arrays.sort(sorted);
            if (!seen.add(Arrays.toString(sorted))) {
                continue;
            }
            int weight = k < plan.houses.length ? g.length : Math.max(2 * n - g.length, n);
            for (int c : g) {
                if (plan.cellItem[c] >= 0) {
                    priority[plan.cellItem[c]] += weight;
                }
            }
        }
        for (Plan.Pair p : plan.pairs) {
            for (int c : new int[] {p.a(), p.b()}) {
                if (plan.cellItem[c] >= 0) {
                    priority[plan.cellItem[c]] += 2;
                }
            }
        }
        for (int[] e : plan.equal) {
            for (int c : e) {
                if (plan.cellItem[c] >= 0) {
                    priority[plan.cellItem[c]] += 2;
                }
            }
        }
        for (int item : plan.cellItem) {
            if (item >= 0 && priority[item] == 0) {
                priority[item] = 1; // a cell no rule looks at
            }
        }
        return priority;
    }

    /**
     * House candidates ({@link Propagator#pairCandidates()}) for puzzles without sums (cages, little
     * killers, arrows): on the lines and dots of ISS's collections they cut the trees (Bicycle race,
     * thermometers: 470,969 nodes to 51,352; Doggo Experiment #8, whispers: 17,269 to 3,676), on its
     * killers, little killers and arrows they grew more trees than they cut (Arrow, slow: 40,536 to
     * 98,015 nodes; BENCHMARKS.md).
     */
    @Override
    public boolean pairCandidates() {
        for (Constraint c : model.puzzle().constraints()) {
            if (c instanceof Constraint.Cage || c instanceof Constraint.LittleKiller || c instanceof Constraint.Arrow) {
                return false;
            }
        }
        return true;
    }

    /** The digit sets of a sum of distinct cells with weights 1 (see {@link #sumCombos}), or null. */
    static long[] combos(Plan.Sum s, int digits) {
        int m = s.cells().length;
        if (digits > COMBO_DIGITS || m > digits) {
            return null;
        }
        long others = m == 64 ? -1L : (1L << m) - 1;
        for (int i = 0; i < m; i++) {
            if (s.weights()[i] != 1 || s.distinct()[i] != (others & ~(1L << i))) {
                return null;
            }
        }
        List<Long> sets = new ArrayList<>();
        for (int set = 0; set < 1 << digits; set++) {
            if (Integer.bitCount(set) != m) {
                continue;
            }
            int total = 0;
            for (int bits = set; bits != 0; bits &= bits - 1) {
                total += Integer.numberOfTrailingZeros(bits) + 1;
            }
            if (total == s.target()) {
                sets.add((long) set);
            }
        }
        return sets.stream().mapToLong(Long::longValue).toArray();
    }

    /** The one primary item every live option of {@code options} covers, or -1. */
    private static int stepItem(dev.sudokux.exactcover.ExactCoverProblem problem, int[] options) {
        int item = -1;
        for (int o : options) {
            if (o < 0) {
                continue;
            }
            int primary = -1;
            for (int k = 0; k < problem.optionSize(o); k++) {
                int it = problem.optionItem(o, k);
                if (problem.isPrimary(it)) {
                    if (primary >= 0) {
                        return -1; // two primary items: not a plain step
                    }
                    primary = it;
                }
            }
            if (primary < 0 || item >= 0 && primary != item) {
                return -1;
            }
            item = primary;
        }
        return item;
    }

    private static int[] concat(int[] a, int[] b) {
        int[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    @Override
    public boolean propagate(SearchState state) {
        int level = state.level();
        if (queuedTotal > 0) { // left over from a call that found a dead end early
            Arrays.fill(queued, false);
        }
        for (int q = 0; q < 2; q++) {
            head[q] = 0;
            tail[q] = 0;
            queuedCount[q] = 0;
        }
        queuedTotal = 0;
        newlyDeadCount = 0;
        current = state;
        if (level > 0 && isParentRecord(state, level)) {
            if (!fromParent(state, level)) {
                return false;
            }
        } else if (!fromScratch(state, level)) {
            return false;
        }
        if (!runRules()) {
            return false;
        }
        for (int cell : cells) {
            long gone = before[cell] & ~mask[cell];
            if (gone != 0) {
                if (fixed[cell]) {
                    return false; // a placed digit does not fit
                }
                int[] options = plan.cellOption[cell];
                for (long g = gone; g != 0; g &= g - 1) {
                    int d = Long.numberOfTrailingZeros(g) + 1;
                    if (options[d] >= 0) {
                        state.remove(options[d]);
                    }
                }
            }
        }
        for (int i = 0; i < newlyDeadCount; i++) {
            int option = auxOption[newlyDead[i]];
            if (option >= 0) {
                state.remove(option);
            }
        }
        record(state, level);
        return true;
    }

    /** Marks aux option {@code a} as fitting or not; one that stops fitting is removed at the end. */
    private void auxFits(int a, boolean fits) {
        if (auxAlive[a] && !fits) {
            auxAlive[a] = false;
            newlyDead[newlyDeadCount++] = a;
        }
    }

    /** Whether the record of level {@code level-1} was made on this node's path. */
    private boolean isParentRecord(SearchState state, int level) {
        int parent = level - 1;
        if (parent >= recorded.length || !recorded[parent]) {
            return false;
        }
        for (int l = 0; l < parent; l++) {
            if (path[l] != state.chosen(l)) {
                return false;
            }
        }
        return true;
    }

    private void record(SearchState state, int level) {
        if (level >= recorded.length) {
            int size = Math.max(2 * recorded.length, level + 1);
            recordMask = Arrays.copyOf(recordMask, size);
            recordFixed = Arrays.copyOf(recordFixed, size);
            recorded = Arrays.copyOf(recorded, size);
            path = Arrays.copyOf(path, size);
            recordAux = Arrays.copyOf(recordAux, size);
        }
        if (recordMask[level] == null) {
            recordMask[level] = new long[mask.length];
            recordFixed[level] = new boolean[mask.length];
            recordAux[level] = new boolean[auxAlive.length];
        }
        System.arraycopy(auxAlive, 0, recordAux[level], 0, auxAlive.length);
        long[] m = recordMask[level];
        boolean[] f = recordFixed[level];
        for (int cell : cells) {
            m[cell] = mask[cell];
            f[cell] = fixed[cell];
        }
        if (level > 0) {
            path[level - 1] = state.chosen(level - 1);
        }
        recorded[level] = true;
        // The records below this level belong to other branches now.
        for (int l = level + 1; l < recorded.length && recorded[l]; l++) {
            recorded[l] = false;
        }
    }

    /** The digits from the parent's record: only cells whose live options changed are read again. */
    private boolean fromParent(SearchState state, int level) {
        long[] m = recordMask[level - 1];
        boolean[] f = recordFixed[level - 1];
        System.arraycopy(recordAux[level - 1], 0, auxAlive, 0, auxAlive.length);
        for (int cell : cells) {
            mask[cell] = m[cell];
            fixed[cell] = f[cell];
        }
        int option = state.chosen(level - 1);
        if (ruleOfOption[option] >= 0) {
            enqueue(ruleOfOption[option]); // a set or a transition was chosen
        }
        int placed = model.cell(option);
        if (placed >= 0 && mask.length > placed && rulesOfCell[placed].length > 0 && !fixed[placed]) {
            mask[placed] = 1L << (model.digit(option) - 1);
            fixed[placed] = true;
            enqueueRules(placed);
        }
        for (int cell : cells) {
            before[cell] = mask[cell];
            if (fixed[cell]) {
                continue;
            }
            int item = plan.cellItem[cell];
            int live = state.liveOptions(item);
            if (live == Long.bitCount(mask[cell])) {
                continue;
            }
            if (live == 0) {
                return false;
            }
            long now = liveDigits(state, cell, mask[cell]);
            if (now == 0) {
                return false;
            }
            mask[cell] = now;
            before[cell] = now;
            enqueueRules(cell);
        }
        return true;
    }

    /** Every cell's digits read from the live options and the chosen ones; every rule queued. */
    private boolean fromScratch(SearchState state, int level) {
        for (int cell : cells) {
            int g = plan.given[cell];
            mask[cell] = g != 0 ? 1L << (g - 1) : 0;
            fixed[cell] = g != 0;
        }
        for (int l = 0; l < level; l++) {
            int option = state.chosen(l);
            int cell = model.cell(option);
            if (cell >= 0 && rulesOfCell[cell].length > 0) {
                mask[cell] = 1L << (model.digit(option) - 1);
                fixed[cell] = true;
            }
        }
        for (int cell : cells) {
            if (!fixed[cell]) {
                long m = liveDigits(state, cell, -1L);
                if (m == 0) {
                    return false;
                }
                mask[cell] = m;
            }
            before[cell] = mask[cell];
        }
        Arrays.fill(auxAlive, true);
        for (int r = 0; r < ruleKind.length; r++) {
            enqueue(r);
        }
        return true;
    }

    /** The digits of {@code among} whose option in {@code cell} is live. */
    private long liveDigits(SearchState state, int cell, long among) {
        long m = 0;
        int[] options = plan.cellOption[cell];
        for (long bits = among & plan.allDigits(); bits != 0; bits &= bits - 1) {
            int d = Long.numberOfTrailingZeros(bits) + 1;
            if (d < options.length && options[d] >= 0 && state.isLive(options[d])) {
                m |= 1L << (d - 1);
            }
        }
        return m;
    }

    private void enqueueRules(int cell) {
        for (int r : rulesOfCell[cell]) {
            enqueue(r);
        }
    }

    private void enqueue(int rule) {
        if (!queued[rule]) {
            queued[rule] = true;
            int q = priority[rule];
            int[] list = queue[q];
            list[tail[q]] = rule;
            tail[q] = tail[q] + 1 == list.length ? 0 : tail[q] + 1;
            queuedCount[q]++;
            queuedTotal++;
        }
    }

    /** Runs the queued rules until none is left; false at a dead end. */
    private boolean runRules() {
        while (queuedTotal > 0) {
            int q = queuedCount[0] > 0 ? 0 : 1;
            int[] list = queue[q];
            int r = list[head[q]];
            head[q] = head[q] + 1 == list.length ? 0 : head[q] + 1;
            queuedCount[q]--;
            queuedTotal--;
            queued[r] = false;
            boolean ok = switch (ruleKind[r]) {
                case PAIR -> pair(plan.pairs[ruleIndex[r]]);
                case EQUAL -> equal(plan.equal[ruleIndex[r]]);
                case SETS -> sets(ruleIndex[r]);
                case CHAIN -> chain(ruleIndex[r]);
                case HOUSE -> house(ruleIndex[r]);
                case FIXED -> confined(plan.fixedSets[ruleIndex[r]].cells(), plan.fixedSets[ruleIndex[r]].sets()[0]);
                case LINEAR -> plan.linearSums[ruleIndex[r]].propagate(mask, narrower, linearScratch);
                case LINE -> plan.lines[ruleIndex[r]].propagate(mask, narrower, lineScratch);
                case CROSS -> cross(plan.crossings[ruleIndex[r]]);
                default -> sum(plan.sums[ruleIndex[r]], sumCombos[ruleIndex[r]]);
            };
            if (!ok) {
                return false; // what is left in the queues is cleared at the next call
            }
        }
        return true;
    }

    /** Narrows {@code cell} to {@code m}; false when nothing is left. */
    private boolean narrow(int cell, long m) {
        if (m == mask[cell]) {
            return true;
        }
        if (m == 0) {
            return false;
        }
        mask[cell] = m;
        enqueueRules(cell);
        return true;
    }

    /** Arc consistency on one pair. */
    private boolean pair(Plan.Pair p) {
        long ma = mask[p.a()];
        long mb = mask[p.b()];
        long keepA = 0;
        long supportB = 0;
        long[] forbidden = p.forbidden();
        for (long m = ma; m != 0; m &= m - 1) {
            int x = Long.numberOfTrailingZeros(m);
            long ok = mb & ~forbidden[x];
            if (ok != 0) {
                keepA |= 1L << x;
                supportB |= ok;
            }
        }
        return narrow(p.a(), keepA) && narrow(p.b(), mb & supportB);
    }

    private boolean equal(int[] e) {
        long both = mask[e[0]] & mask[e[1]];
        return narrow(e[0], both) && narrow(e[1], both);
    }

    /** A group's digit sets: the union of those that still fit narrows its cells. */
    private boolean sets(int k) {
        Plan.Sets s = plan.sets[k];
        int[] group = s.cells();
        long[] sets = s.sets();
        int[] options = s.options();
        int chosen = -1;
        for (int j = 0; j < sets.length; j++) {
            if (options[j] >= 0 && current.isChosen(options[j])) {
                chosen = j;
            }
        }
        long union = 0;
        long required = -1L;
        for (int j = 0; j < sets.length; j++) {
            int a = setAux[k][j];
            boolean fits = (chosen < 0 || chosen == j) && options[j] >= 0 && (auxAlive[a] || chosen == j)
                    && fits(group, sets[j]);
            auxFits(a, fits);
            if (fits) {
                union |= sets[j];
                required &= sets[j];
            }
        }
        return narrowTo(group, union, required);
    }

    /**
     * The cells of a group of distinct cells keep only digits of {@code union} (the digit sets that
     * still fit), and the digits of {@code required} (in all of them) are {@link #confined} to it;
     * false when no set fits or a cell is left without a digit.
     */
    private boolean narrowTo(int[] group, long union, long required) {
        if (union == 0) {
            return false;
        }
        for (int c : group) {
            if (!narrow(c, mask[c] & union)) {
                return false;
            }
        }
        return required == 0 || confined(group, required);
    }

    /**
     * A group of distinct cells holds every digit of {@code required}: a digit only one of its cells
     * may hold goes there, and a digit whose cells in the group share a house goes from the rest of
     * that house (a killer cage's digits pointing, as locked candidates).
     */
    private boolean confined(int[] group, long required) {
        if (plan.houses.length == 0) {
            return true;
        }
        stamp++;
        for (int c : group) {
            groupStamp[c] = stamp;
        }
        for (long bits = required; bits != 0; bits &= bits - 1) {
            long bit = bits & -bits;
            int count = 0;
            int first = -1;
            long common = -1L; // the houses of every cell of the group that may hold the digit (bits)
            for (int c : group) {
                if ((mask[c] & bit) != 0) {
                    if (count++ == 0) {
                        first = c;
                    }
                    if (houseBits != null) {
                        common &= houseBits[c];
                    }
                }
            }
            if (count == 0) {
                return false;
            }
            if (count == 1) {
                if (!narrow(first, bit)) {
                    return false;
                }
            }
            for (int h : housesOfCell[first]) {
                if (houseBits != null ? (common >>> h & 1) == 0 : !inEveryHouse(group, bit, h)) {
                    continue;
                }
                for (int c : plan.houses[h]) {
                    if (groupStamp[c] != stamp && (mask[c] & bit) != 0 && !narrow(c, mask[c] & ~bit)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Whether every cell of {@code group} that may hold the digit {@code bit} is in house {@code h}. */
    private boolean inEveryHouse(int[] group, long bit, int h) {
        for (int c : group) {
            if ((mask[c] & bit) != 0 && !contains(housesOfCell[c], h)) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(int[] list, int v) {
        for (int x : list) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    /** Two crossing full houses: each one's cells outside the other keep the digits the other's may hold. */
    private boolean cross(Plan.Crossing x) {
        int[] a = x.onlyA();
        int[] b = x.onlyB();
        long inA = 0;
        for (int c : a) {
            inA |= mask[c];
        }
        long inB = 0;
        for (int c : b) {
            inB |= mask[c];
        }
        if (inA == inB) {
            return true;
        }
        long both = inA & inB;
        for (int c : a) {
            if (!narrow(c, mask[c] & both)) {
                return false;
            }
        }
        for (int c : b) {
            if (!narrow(c, mask[c] & both)) {
                return false;
            }
        }
        return true;
    }

    /** Singles in a house: a placed digit leaves the others, a digit one cell may hold goes there. */
    private boolean house(int h) {
        int[] cs = plan.houses[h];
        long singles = 0;
        long once = 0;
        long twice = 0;
        for (int c : cs) {
            long m = mask[c];
            if ((m & (m - 1)) == 0) {
                if ((singles & m) != 0) {
                    return false; // two cells of the house hold the same digit
                }
                singles |= m;
            }
            twice |= once & m;
            once |= m;
        }
        if ((twice & singles) != 0) { // a placed digit is still a candidate elsewhere
            for (int c : cs) {
                long m = mask[c];
                if ((m & (m - 1)) != 0 && (m & singles) != 0 && !narrow(c, m & ~singles)) {
                    return false;
                }
            }
            once = 0;
            twice = 0;
            for (int c : cs) {
                long m = mask[c];
                twice |= once & m;
                once |= m;
            }
        }
        if (!plan.fullHouse[h]) {
            return true;
        }
        if (once != plan.allDigits()) {
            return false; // a digit no cell of the house may hold
        }
        for (long bits = once & ~twice & ~singles; bits != 0; bits &= bits - 1) {
            long bit = bits & -bits;
            for (int c : cs) {
                if ((mask[c] & bit) != 0) {
                    if (!narrow(c, bit)) {
                        return false; // two digits only this cell may hold
                    }
                    break;
                }
            }
        }
        return true;
    }

    /**
     * A linear sum (the 45 rule's innies and outies): each cell keeps the digits within the bounds the
     * other cells leave, and, when the cells have few digits, only the digits some filling of all of
     * them (distinct where they must be) adding up to the target uses.
     */
    private boolean sum(Plan.Sum s, long[] combos) {
        if (combos != null && !digitSets(s.cells(), combos)) {
            return false;
        }
        int[] cs = s.cells();
        int[] w = s.weights();
        int m = cs.length;
        int lo = 0;
        int hi = 0;
        long product = 1;
        for (int i = m - 1; i >= 0; i--) {
            long mk = mask[cs[i]];
            int least = Long.numberOfTrailingZeros(mk) + 1;
            int most = 64 - Long.numberOfLeadingZeros(mk);
            lo += w[i] > 0 ? least : -most;
            hi += w[i] > 0 ? most : -least;
            sufMin[i] = lo;
            sufMax[i] = hi;
            product *= Long.bitCount(mk);
        }
        sufMin[m] = 0;
        sufMax[m] = 0;
        int target = s.target();
        if (target < lo || target > hi) {
            return false;
        }
        if (product <= SUM_PRODUCT) {
            for (int i = 0; i < m; i++) {
                sumSupport[i] = 0;
            }
            sumSteps = 0;
            if (fill(s, 0, 0)) {
                for (int i = 0; i < m; i++) {
                    if (!narrow(cs[i], mask[cs[i]] & sumSupport[i])) {
                        return false;
                    }
                }
                return true;
            }
        }
        for (int i = 0; i < m; i++) {
            long mk = mask[cs[i]];
            int least = Long.numberOfTrailingZeros(mk) + 1;
            int most = 64 - Long.numberOfLeadingZeros(mk);
            int ownMin = w[i] > 0 ? least : -most;
            int ownMax = w[i] > 0 ? most : -least;
            // This cell's term lies in [target - (hi - ownMax), target - (lo - ownMin)].
            int termLo = target - (hi - ownMax);
            int termHi = target - (lo - ownMin);
            int dLo = w[i] > 0 ? termLo : -termHi;
            int dHi = w[i] > 0 ? termHi : -termLo;
            long keep = range(dLo, dHi);
            if ((mk & ~keep) != 0 && !narrow(cs[i], mk & keep)) {
                return false;
            }
        }
        return true;
    }

    /**
     * A sum of distinct cells holds one of {@code combos}: those that hold every placed digit and
     * whose digits the cells still have narrow its cells, and the digits in all of them are confined
     * to it (a digit one cell may hold goes there; one whose cells share a house leaves the rest).
     */
    private boolean digitSets(int[] cs, long[] combos) {
        long union = 0;
        long placed = 0;
        for (int c : cs) {
            long m = mask[c];
            if ((m & (m - 1)) == 0) {
                if ((placed & m) != 0) {
                    return false; // a digit twice
                }
                placed |= m;
            }
            union |= m;
        }
        long possible = 0;
        long required = -1L;
        for (long set : combos) {
            if ((set & ~union) == 0 && (placed & ~set) == 0) {
                possible |= set;
                required &= set;
            }
        }
        return narrowTo(cs, possible, required & ~placed);
    }

    /** The digits lo..hi as bits. */
    private static long range(int lo, int hi) {
        lo = Math.max(lo, 1);
        hi = Math.min(hi, 64);
        if (lo > hi) {
            return 0;
        }
        long upTo = hi == 64 ? -1L : (1L << hi) - 1;
        return upTo & ~((1L << (lo - 1)) - 1);
    }

    /** Fills cells i.. of the sum, {@code partial} so far; false when it ran out of steps. */
    private boolean fill(Plan.Sum s, int i, int partial) {
        if (sumSteps >= 0 && ++sumSteps > SUM_BUDGET) {
            return false;
        }
        int[] cs = s.cells();
        int target = s.target();
        if (partial + sufMin[i] > target || partial + sufMax[i] < target) {
            return true;
        }
        long distinct = s.distinct()[i];
        long allowed = mask[cs[i]];
        for (long d = distinct & ((1L << i) - 1); d != 0; d &= d - 1) {
            allowed &= ~(1L << (sumValue[Long.numberOfTrailingZeros(d)] - 1));
        }
        int weight = s.weights()[i];
        if (i == cs.length - 1) { // the last cell: the one digit that makes the target
            int digit = weight * (target - partial);
            if (digit >= 1 && digit <= 64 && (allowed >>> (digit - 1) & 1) != 0) {
                sumValue[i] = digit;
                boolean all = true;
                for (int j = 0; j <= i; j++) {
                    sumSupport[j] |= 1L << (sumValue[j] - 1);
                    all &= sumSupport[j] == mask[cs[j]];
                }
                if (all) {
                    sumSteps = Integer.MIN_VALUE / 2; // every digit is used: nothing to narrow, stop looking
                }
            }
            return true;
        }
        for (long bits = allowed; bits != 0; bits &= bits - 1) {
            int digit = Long.numberOfTrailingZeros(bits) + 1;
            sumValue[i] = digit;
            if (!fill(s, i + 1, partial + weight * digit)) {
                return false;
            }
            if (sumSteps < 0) {
                return true;
            }
        }
        return true;
    }

    /** Whether the cells can take the digits of {@code set} one each. */
    private boolean fits(int[] group, long set) {
        long union = 0;
        int n = group.length;
        for (int i = 0; i < n; i++) {
            long m = mask[group[i]] & set;
            if (m == 0) {
                return false;
            }
            union |= m;
            if (n <= HALL_CELLS) {
                hallUnion[1 << i] = m;
            }
        }
        if (union != set) {
            return false;
        }
        if (n <= 2) {
            return true; // each cell has a digit of the set and together they have both
        }
        if (n <= HALL_CELLS) {
            // Hall's condition: every k of the cells hold at least k digits of the set between them
            // (single cells and all of them are checked above).
            int all = (1 << n) - 1;
            for (int cells = 3; cells < all; cells++) {
                int lowest = cells & -cells;
                if (cells == lowest) {
                    continue;
                }
                long u = hallUnion[cells ^ lowest] | hallUnion[lowest];
                hallUnion[cells] = u;
                if (Long.bitCount(u) < Integer.bitCount(cells)) {
                    return false;
                }
            }
            return true;
        }
        for (long b = set; b != 0; b &= b - 1) {
            owner[Long.numberOfTrailingZeros(b)] = -1;
        }
        for (int i = 0; i < group.length; i++) {
            seenStamp++;
            if (!augment(i, group, set)) {
                return false;
            }
        }
        return true;
    }

    private boolean augment(int i, int[] group, long set) {
        for (long m = mask[group[i]] & set; m != 0; m &= m - 1) {
            int d = Long.numberOfTrailingZeros(m);
            if (seen[d] == seenStamp) {
                continue;
            }
            seen[d] = seenStamp;
            if (owner[d] < 0 || augment(owner[d], group, set)) {
                owner[d] = i;
                return true;
            }
        }
        return false;
    }

    /** Arc consistency on an automaton's chain: the digits on a path from start to accepting end. */
    private boolean chain(int k) {
        Plan.Chain c = plan.chains[k];
        int[] cs = c.cells();
        int m = cs.length;
        boolean[][] on = alive[k];
        boolean[][] states = layer[k];
        Arrays.fill(states[0], false);
        states[0][0] = true;
        for (int i = 0; i < m; i++) {
            int[] digit = c.digit()[i];
            int[] from = c.from()[i];
            int[] to = c.to()[i];
            boolean[] next = states[i + 1];
            Arrays.fill(next, false);
            boolean[] here = states[i];
            long cellMask = mask[cs[i]];
            boolean any = false;
            int[] options = c.options()[i];
            int[] aux = chainAux[k][i];
            int chosen = -1;
            int step = stepItem[k][i];
            if (step < 0 || current.isCovered(step)) { // a transition of this step may be chosen
                for (int t = 0; t < digit.length; t++) {
                    if (options[t] >= 0 && current.isChosen(options[t])) {
                        chosen = t;
                    }
                }
            }
            for (int t = 0; t < digit.length; t++) {
                boolean a = (chosen < 0 ? auxAlive[aux[t]] && options[t] >= 0 : chosen == t) && here[from[t]]
                        && (cellMask >>> (digit[t] - 1) & 1) != 0;
                on[i][t] = a;
                if (a) {
                    next[to[t]] = true;
                    any = true;
                }
            }
            if (!any) {
                return false;
            }
        }
        // Backward: states[i] becomes the states of layer i that lead on to the end.
        for (int i = m - 1; i >= 0; i--) {
            int[] digit = c.digit()[i];
            int[] from = c.from()[i];
            int[] to = c.to()[i];
            boolean[] after = states[i + 1];
            boolean[] here = states[i];
            Arrays.fill(here, false);
            long digits = 0;
            int[] aux = chainAux[k][i];
            for (int t = 0; t < digit.length; t++) {
                boolean fits = on[i][t] && after[to[t]];
                if (fits) {
                    here[from[t]] = true;
                    digits |= 1L << (digit[t] - 1);
                }
                if (auxAlive[aux[t]]) {
                    auxFits(aux[t], fits);
                }
            }
            if (!narrow(cs[i], mask[cs[i]] & digits)) {
                return false;
            }
        }
        return true;
    }
}
