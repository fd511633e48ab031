package dev.sudokux.exactcover;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * The search of the bits engine ({@link BitsEngine}) on the masks of a {@link BitsLayout}: the state
 * of a node is the mask of the items covered on the path to it (two longs a level); the node
 * branches on the first uncovered primary item in the layout's order, trying the options of its
 * group, each with one mask test. No list is changed, so going back up the tree costs nothing.
 *
 * <p>Counted as the other engines count: a node each time a level is entered (the options chosen
 * before the search, by {@link #choose}, are levels but not nodes), and, as this engine's measure of
 * work ("updates"), one per option tested: the size of the group at every node that branches.
 * {@link BitsCursor} walks the same tree with the same counts. One search at a time.
 */
final class BitsSearch implements Budget.Owner, SearchState {

    final BitsLayout layout;
    private final int maxLevels;
    /** The covered mask at each level (level {@code l}: after the options of levels {@code 0..l-1}). */
    final long[] c0;
    final long[] c1;
    /** The option chosen at each level (problem numbering). */
    final int[] choice;
    /** At each level: the group's first option, the next one to test, the group's end. */
    private final int[] start;
    private final int[] next;
    private final int[] end;
    /** Children entered at each level (for the guesses). */
    private final int[] kids;
    /** The position (in the order) of the item each level branches on. */
    private final int[] group;
    /** The levels chosen before the search ({@link #choose}); the search starts below them. */
    int base;

    /** Options removed from the subtree (excluded by a prefix, or by a propagator), by problem number. */
    final boolean[] removed;
    private int[] removedStack = new int[16];
    private int removedTop;
    /** How many removals the excluded options made (never undone during a search). */
    private int excludedTop;
    private boolean anyRemoved;
    private int[][] itemOptions; // made when a propagator first asks

    private SearchLimits limits = SearchLimits.NONE;
    private SolutionVisitor visitor;
    private List<Solution> kept;
    private SearchObserver observer;
    private ProgressListener progress;
    Propagator propagator;
    private WorkTeam<?> team;
    private Budget budget;
    private long startNanos;

    long nodes;
    long updates;
    long solutions;
    long guesses;
    int maxLevel;
    /** The level a propagator is looking at, during its call. */
    private int stateLevel;

    BitsSearch(BitsLayout layout) {
        this.layout = layout;
        this.maxLevels = layout.problem.itemCount() + 2;
        c0 = new long[maxLevels + 1];
        c1 = new long[maxLevels + 1];
        choice = new int[maxLevels + 1];
        start = new int[maxLevels + 1];
        next = new int[maxLevels + 1];
        end = new int[maxLevels + 1];
        kids = new int[maxLevels + 1];
        group = new int[maxLevels + 1];
        removed = new boolean[layout.problem.optionCount()];
    }

    /** Sets what the next searches do (a team for a parallel count's thread, else null). */
    void prepare(SearchLimits limits, SolutionVisitor visitor, boolean keep, SearchObserver observer,
                 ProgressListener progress, Propagator propagator, WorkTeam<?> team) {
        this.limits = limits;
        this.visitor = visitor;
        this.kept = keep ? new ArrayList<>() : null;
        this.observer = observer;
        this.progress = progress;
        this.propagator = propagator;
        this.team = team;
    }

    /** Back at the root: nothing covered, chosen or removed; the counts at zero and the clock started. */
    void reset() {
        clear();
        nodes = 0;
        updates = 0;
        solutions = 0;
        guesses = 0;
        maxLevel = 0;
        if (kept != null) {
            kept.clear();
        }
        startNanos = team != null ? team.startNanos : System.nanoTime();
        budget = new Budget(limits, startNanos, 0, progress, team);
    }

    /** Back at the root, keeping the counts (a parallel count's thread, between two prefixes). */
    void clear() {
        if (anyRemoved) {
            Arrays.fill(removed, false);
            anyRemoved = false;
        }
        removedTop = 0;
        excludedTop = 0;
        c0[0] = 0;
        c1[0] = 0;
        base = 0;
    }

    /**
     * Takes {@code options} (problem numbering) in order, as levels above the search; false when one
     * clashes with those before it (no solution then).
     */
    boolean choose(int[] options) {
        int level = base;
        for (int o : options) {
            if (!take(o, level)) {
                return false;
            }
            level++;
        }
        base = level;
        maxLevel = Math.max(maxLevel, level);
        return true;
    }

    /**
     * Goes down to the node of {@code options[from..]} below the chosen levels as the search reaches
     * it: at each level the propagator (if any) runs first, and what it removes stays removed below
     * (until {@link #clear}); then the option is taken. False when the propagator ends a level or an
     * option clashes (no node there). A parallel count's thread starts its prefixes this way, so
     * that below the cut the options tried are those one thread tries.
     */
    boolean descend(int[] options, int from) {
        int level = base;
        for (int i = from; i < options.length; i++) {
            if (!propagate(level)) {
                return false;
            }
            int o = options[i];
            if (removed[o] || !take(o, level)) {
                return false;
            }
            level++;
            base = level;
        }
        maxLevel = Math.max(maxLevel, level);
        return true;
    }

    /**
     * Takes option {@code o} at {@code level}: the node below covers its items too. False, and
     * nothing changed, when it clashes with the levels above or no level is left.
     */
    private boolean take(int o, int level) {
        long l = layout.optionLo[o];
        long h = layout.optionHi[o];
        if ((l & c0[level]) != 0 || (h & c1[level]) != 0 || level >= maxLevels) {
            return false;
        }
        choice[level] = o;
        c0[level + 1] = c0[level] | l;
        c1[level + 1] = c1[level] | h;
        return true;
    }

    /** Leaves {@code options} (problem numbering) out of every node below. */
    void exclude(int[] options) {
        for (int o : options) {
            if (!removed[o]) {
                push(o);
            }
        }
        excludedTop = removedTop;
    }

    private void push(int option) {
        if (removedTop == removedStack.length) {
            removedStack = Arrays.copyOf(removedStack, 2 * removedTop);
        }
        removedStack[removedTop++] = option;
        removed[option] = true;
        anyRemoved = true;
    }

    /** Puts back the options removed since the stack held {@code mark}. */
    void restore(int mark) {
        while (removedTop > mark) {
            removed[removedStack[--removedTop]] = false;
        }
    }

    int removedMark() {
        return removedTop;
    }

    /**
     * Runs the propagator (if any) at {@code level}; false when it declares the node a dead end. The
     * options it removes stay removed until {@link #restore} to the mark taken before.
     */
    boolean propagate(int level) {
        if (propagator == null) {
            return true;
        }
        stateLevel = level;
        return propagator.propagate(this);
    }

    /**
     * The position (in the order) of the first uncovered primary item at {@code level}, or -1 when
     * every primary item is covered.
     */
    int firstUncovered(int level) {
        long f = ~c0[level] & layout.primaryLo;
        if (f != 0) {
            return Long.numberOfTrailingZeros(f);
        }
        f = ~c1[level] & layout.primaryHi;
        return f == 0 ? -1 : 64 + Long.numberOfTrailingZeros(f);
    }

    /** Searches below the chosen levels until done or stopped; the reason it stopped. */
    StopReason search() {
        final long[] lo = layout.lo;
        final long[] hi = layout.hi;
        final int[] first = layout.first;
        final int[] option = layout.option;
        final long pl = layout.primaryLo;
        final long ph = layout.primaryHi;
        final long[] c0 = this.c0;
        final long[] c1 = this.c1;
        final boolean[] removed = this.removed;
        final boolean checkRemoved = anyRemoved || propagator != null;
        final int base = this.base;
        long n = nodes;
        long u = updates;
        long nextCheck = Budget.nextCheck(n, limits);
        int level = base;
        int[] mark = propagator != null ? new int[maxLevels + 1] : null;
        boolean entering = true;
        StopReason reason = StopReason.EXHAUSTED;
        search:
        while (true) {
            if (entering) {
                n++;
                if (n >= nextCheck) {
                    nodes = n;
                    updates = u;
                    StopReason r = checkBudget(level);
                    n = nodes;
                    if (r != null) {
                        reason = r;
                        break;
                    }
                    nextCheck = Budget.nextCheck(n, limits);
                }
                if (level > maxLevel) {
                    maxLevel = level;
                }
                boolean dead = false;
                if (propagator != null) {
                    mark[level] = removedTop;
                    nodes = n;
                    updates = u;
                    dead = !propagate(level);
                }
                long a = c0[level];
                long f = ~a & pl;
                int r;
                if (f != 0) {
                    r = Long.numberOfTrailingZeros(f);
                } else {
                    f = ~c1[level] & ph;
                    r = f == 0 ? -1 : 64 + Long.numberOfTrailingZeros(f);
                }
                if (dead || r < 0) {
                    if (dead) {
                        if (observer != null) {
                            observer.deadEnd(level, -1);
                        }
                    } else {
                        nodes = n;
                        updates = u;
                        StopReason stop = visit(level);
                        if (stop != null) {
                            reason = stop;
                            break;
                        }
                    }
                    if (propagator != null) {
                        restore(mark[level]);
                    }
                    if (level == base) {
                        break;
                    }
                    level--;
                    entering = false;
                    continue;
                }
                int s = first[r];
                int e = first[r + 1];
                start[level] = s;
                next[level] = s;
                end[level] = e;
                kids[level] = 0;
                group[level] = r;
                u += e - s;
                if (observer != null) {
                    observer.choose(level, layout.order[r], liveIn(level, s, e));
                }
            }
            // Try the next option of the level's group that fits.
            int k = next[level];
            int e = end[level];
            long a = c0[level];
            long b = c1[level];
            while (k < e) {
                if ((lo[k] & a) == 0 && (hi[k] & b) == 0 && !(checkRemoved && removed[option[k]])) {
                    break;
                }
                k++;
            }
            if (k < e) {
                next[level] = k + 1;
                int o = option[k];
                choice[level] = o;
                int born = ++kids[level];
                if (born >= 2) {
                    guesses += born == 2 ? 2 : 1;
                }
                if (observer != null) {
                    if (born > 1) {
                        observer.backtrack(level);
                    }
                    observer.tryOption(level, o);
                }
                c0[level + 1] = a | lo[k];
                c1[level + 1] = b | hi[k];
                level++;
                entering = true;
                continue;
            }
            next[level] = e;
            if (observer != null && kids[level] == 0) {
                observer.deadEnd(level, layout.order[group[level]]);
            }
            if (propagator != null) {
                restore(mark[level]);
            }
            if (level == base) {
                break search;
            }
            level--;
            entering = false;
        }
        nodes = n;
        updates = u;
        return reason;
    }

    /** The options of group {@code s .. e-1} that fit at {@code level} (for the observer). */
    private int liveIn(int level, int s, int e) {
        int count = 0;
        for (int k = s; k < e; k++) {
            if ((layout.lo[k] & c0[level]) == 0 && (layout.hi[k] & c1[level]) == 0 && !removed[layout.option[k]]) {
                count++;
            }
        }
        return count;
    }

    /**
     * Walks the whole subtree of the node at {@code level} (its masks set, no propagator) as
     * {@link #search} would from there: its nodes (the node itself included) into {@code counts[0]},
     * its solutions into {@code counts[1]}; returns its updates. The counts of searches made before
     * are kept. For {@link BitsCursor}'s random paths, which count the deep subtrees whole.
     */
    long countBelow(int level, long[] counts) {
        int savedBase = base;
        long savedNodes = nodes;
        long savedUpdates = updates;
        long savedSolutions = solutions;
        long savedGuesses = guesses;
        int savedMaxLevel = maxLevel;
        base = level;
        nodes = 0;
        updates = 0;
        solutions = 0;
        search();
        counts[0] = nodes;
        counts[1] = solutions;
        long walked = updates;
        base = savedBase;
        nodes = savedNodes;
        updates = savedUpdates;
        solutions = savedSolutions;
        guesses = savedGuesses;
        maxLevel = savedMaxLevel;
        return walked;
    }

    /** Checks the budgets on entering {@code level}; the reason to stop, or null. */
    private StopReason checkBudget(int level) {
        long n = nodes;
        if (n > limits.maxNodes()) {
            nodes--;
            return StopReason.NODE_LIMIT;
        }
        if ((n & Budget.CHECK_MASK) != 0) {
            return null;
        }
        return budget.check(n, updates, level, this);
    }

    /** Reports the solution at levels {@code 0 .. level-1}; the reason to stop, or null. */
    private StopReason visit(int level) {
        solutions++;
        if (observer != null) {
            observer.solution(level);
        }
        if (visitor != null || kept != null) {
            Solution solution = Solution.owning(layout.problem, checkedSolution(level));
            if (kept != null) {
                kept.add(solution);
            }
            if (visitor != null && !visitor.visit(solution)) {
                return StopReason.STOPPED_BY_VISITOR;
            }
        }
        if (team != null) {
            return team.solutionFound();
        }
        return solutions >= limits.maxSolutions() ? StopReason.SOLUTION_LIMIT : null;
    }

    /**
     * The options of levels {@code 0 .. level-1}, checked on their masks: no item twice, every
     * primary item once.
     */
    private int[] checkedSolution(int level) {
        int[] options = Arrays.copyOf(choice, level);
        long l = 0;
        long h = 0;
        for (int o : options) {
            if ((layout.optionLo[o] & l) != 0 || (layout.optionHi[o] & h) != 0) {
                throw new IllegalStateException("bits engine: option " + (o + 1) + " clashes in a solution");
            }
            l |= layout.optionLo[o];
            h |= layout.optionHi[o];
        }
        if ((l & layout.primaryLo) != layout.primaryLo || (h & layout.primaryHi) != layout.primaryHi) {
            throw new IllegalStateException("bits engine: a solution leaves a primary item uncovered");
        }
        return options;
    }

    /** The result of the search that stopped for {@code reason}. */
    SearchResult result(StopReason reason) {
        List<Solution> found = kept == null ? List.of() : kept;
        return new SearchResult(solutions, found, reason, stats());
    }

    SearchStats stats() {
        return new SearchStats(nodes, updates, solutions, guesses, maxLevel, System.nanoTime() - startNanos);
    }

    // ----- Budget.Owner -----

    @Override
    public SearchProgress progressAt(int level) {
        int depth = Math.max(0, level);
        int[] k = new int[depth];
        int[] d = new int[depth];
        for (int l = 0; l < depth; l++) {
            if (l < base) {
                k[l] = 1;
                d[l] = 1;
            } else {
                // The group's options, those that did not fit counted as tried: Knuth's fraction on
                // the group's size is an approximation here.
                d[l] = Math.max(1, end[l] - start[l]);
                k[l] = Math.min(d[l], Math.max(1, next[l] - start[l]));
            }
        }
        return new SearchProgress(new SearchStats(nodes, updates, solutions, guesses, maxLevel,
                System.nanoTime() - startNanos), k, d);
    }

    // ----- SearchState, for a propagator -----

    @Override
    public ExactCoverProblem problem() {
        return layout.problem;
    }

    @Override
    public int level() {
        return stateLevel;
    }

    @Override
    public int chosen(int l) {
        if (l < 0 || l >= stateLevel) {
            throw new IndexOutOfBoundsException("level " + l + " of " + stateLevel);
        }
        return choice[l];
    }

    @Override
    public boolean isChosen(int option) {
        for (int l = 0; l < stateLevel; l++) {
            if (choice[l] == option) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean isLive(int option) {
        return !removed[option] && (layout.optionLo[option] & c0[stateLevel]) == 0
                && (layout.optionHi[option] & c1[stateLevel]) == 0;
    }

    @Override
    public boolean isCovered(int item) {
        return layout.isCovered(item, c0[stateLevel], c1[stateLevel]);
    }

    @Override
    public int liveOptions(int item) {
        if (isCovered(item)) {
            return 0;
        }
        int count = 0;
        for (int o : itemOptions()[item]) {
            if (isLive(o)) {
                count++;
            }
        }
        return count;
    }

    @Override
    public void forEachLive(int item, IntConsumer action) {
        if (isCovered(item)) {
            return;
        }
        for (int o : itemOptions()[item]) {
            if (isLive(o)) {
                action.accept(o);
            }
        }
    }

    @Override
    public boolean remove(int option) {
        if (!isLive(option)) {
            return false;
        }
        push(option);
        return true;
    }

    private int[][] itemOptions() {
        if (itemOptions == null) {
            ExactCoverProblem p = layout.problem;
            int[] count = new int[p.itemCount()];
            for (int o = 0; o < p.optionCount(); o++) {
                for (int k = 0; k < p.optionSize(o); k++) {
                    count[p.optionItem(o, k)]++;
                }
            }
            int[][] lists = new int[p.itemCount()][];
            for (int i = 0; i < lists.length; i++) {
                lists[i] = new int[count[i]];
                count[i] = 0;
            }
            for (int o = 0; o < p.optionCount(); o++) {
                for (int k = 0; k < p.optionSize(o); k++) {
                    int item = p.optionItem(o, k);
                    lists[item][count[item]++] = o;
                }
            }
            itemOptions = lists;
        }
        return itemOptions;
    }
}
