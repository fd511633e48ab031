package dev.sudokux.exactcover;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One thread's dancing cells: a working copy of a {@link CellsLayout} and Knuth's SSXCC search on it.
 *
 * <p><b>The moves.</b> Everything is a swap in a sparse set. To <em>swap out</em> an item is to move it
 * past the end of the active items ({@code item[0 .. active-1]}). To <em>hide</em> the options of an
 * item is to remove each of them from the sets of its other active items: swap its node with the
 * last of the set and shrink the set by one. Nothing is ever put back one at a time: going back to a
 * level restores the sizes it saved (and {@code active}), and the sets are whole again, in another
 * order.
 *
 * <p><b>The search</b> ({@link #search}), in SSXCC's steps: enter a level; take a forced move (an
 * item with one option left, found by an earlier hide) without saving anything, or else choose the
 * active primary item with the fewest options (the first in input order among equals); a level with
 * no active primary item is a solution. Swap the item out and hide its options; at a branching
 * level save the sizes of the active items. Then try its options one by one: swap out the option's
 * other items and hide their options (for a coloured secondary item, only the options that give it
 * another colour: the item is then <em>purified</em>, inactive with its colour settled); an item
 * left with no option ends the try at once, one left with a single option goes on the forced-move
 * stack. After a try (failed, or its subtree done), restore the saved sizes and try the next option;
 * after the last, back up a level.
 *
 * <p>{@code nodes} counts levels entered (forced moves included), {@code updates} counts swaps (an
 * item swapped out, an option removed from a set): both as SSXCC counts them, so that with the same
 * input file the two report the same numbers.
 *
 * <p>Not thread-safe: a search has the arrays to itself; {@link #reset} starts the next one from the
 * layout, so every search is the same whatever ran before.
 */
final class CellsSearch {

    /** Time and interruption are checked every this many nodes (a power of two, minus one). */
    private static final long CHECK_MASK = (1 << 10) - 1;

    private final CellsLayout layout;
    private final int[] set;
    private final int[] itm;
    private final int[] loc;
    private final int[] clr;
    private final int[] item;
    private final int second;

    private int active;
    private final int[] force;
    private int forced;
    private int[] choice;
    private int[] saved;
    private int[] degree;
    private int[] savestack;
    private int saveptr;
    private boolean dirty;

    // What the current search is asked to do.
    private SearchLimits limits = SearchLimits.NONE;
    private SolutionVisitor visitor;
    private List<Solution> kept;
    private SearchObserver observer;
    private ProgressListener progress;
    private CellsShared shared;
    private long startNanos;
    private long nextReportNanos;
    private boolean watchClock;
    /** For observers: the level a dead end found while trying an option is reported at. */
    private int observedLevel;

    // What it did.
    long nodes;
    long updates;
    long solutions;
    long guesses;
    int maxLevel;
    private long reportedNodes;
    private long reportedUpdates;

    /** When at least 0: the search records each prefix of this many choices and goes no deeper. */
    private int prefixDepth = -1;
    private List<int[]> prefixes;

    CellsSearch(CellsLayout layout) {
        this.layout = layout;
        this.set = layout.set.clone();
        this.itm = layout.itm;
        this.loc = layout.loc.clone();
        this.clr = layout.clr;
        this.item = layout.item.clone();
        this.second = layout.second;
        int levels = layout.problem.primaryCount() + 2;
        this.force = new int[layout.problem.primaryCount() + 1];
        this.choice = new int[levels];
        this.saved = new int[levels + 1];
        this.degree = new int[levels];
        this.savestack = new int[Math.max(64, 4 * layout.problem.itemCount())];
        this.active = item.length;
    }

    /** Puts the sets back as the layout has them (when a search has changed them). */
    void reset() {
        if (dirty) {
            System.arraycopy(layout.set, 0, set, 0, set.length);
            System.arraycopy(layout.loc, 0, loc, 0, loc.length);
            System.arraycopy(layout.item, 0, item, 0, item.length);
            dirty = false;
        }
        active = item.length;
        forced = 0;
        saveptr = 0;
    }

    /**
     * Sets what the next search does: the limits, where solutions go (a visitor; kept in a list when
     * {@code keep}), who hears its steps and progress, and the counters shared with other threads
     * (null when alone). Clears the counters.
     */
    void prepare(SearchLimits limits, SolutionVisitor visitor, boolean keep, SearchObserver observer,
                 ProgressListener progress, CellsShared shared) {
        this.limits = limits;
        this.visitor = visitor;
        this.kept = keep ? new ArrayList<>() : null;
        this.observer = observer;
        this.progress = shared == null ? progress : null;
        this.shared = shared;
        this.startNanos = shared != null ? shared.startNanos : System.nanoTime();
        this.watchClock = limits.timeLimitNanos() != Long.MAX_VALUE || this.progress != null || shared != null;
        this.nextReportNanos = this.progress == null ? 0 : startNanos + this.progress.intervalNanos();
        nodes = updates = solutions = guesses = 0;
        maxLevel = 0;
        reportedNodes = reportedUpdates = 0;
    }

    /** Makes the next search record the prefixes of {@code depth} choices instead of going deeper. */
    void recordPrefixes(int depth, List<int[]> into) {
        prefixDepth = depth;
        prefixes = into;
    }

    /** The result so far, the search having stopped for {@code reason}. */
    SearchResult result(StopReason reason) {
        return new SearchResult(solutions, kept == null ? List.of() : kept, reason, stats());
    }

    SearchStats stats() {
        return new SearchStats(nodes, updates, solutions, guesses, maxLevel, System.nanoTime() - startNanos);
    }

    /**
     * Takes the options {@code chosen} (problem numbering) as levels {@code 0 .. chosen.length-1}, as
     * forced moves; false when they clash (share an item, or leave an item no option), so that no
     * solution holds them all. Call it on a reset search, then {@link #search} from
     * {@code chosen.length}.
     */
    boolean choose(int[] chosen) {
        dirty = true;
        int level = 0;
        for (int option : chosen) {
            int node = primaryNodeIfAlive(option);
            if (node < 0) {
                return false;
            }
            ensureLevel(level);
            int best = itm[node];
            swapOut(best);
            int oactive = active;
            int p = swapOutOthers(node);
            // Checked, unlike a branching item's hide: an option from outside may leave an item none.
            if (!hideChecked(best, 0, oactive, p) || !hideOthers(node, oactive, p)) {
                forced = 0;
                return false;
            }
            saved[level + 1] = saveptr;
            degree[level] = 1;
            choice[level] = node;
            level++;
        }
        return true;
    }

    /**
     * The node of {@code option}'s first primary item when the option is still available: each of
     * its primary items active and the option still in its set (an option is hidden from every
     * active set but one at once, so this is enough); -1 otherwise.
     */
    private int primaryNodeIfAlive(int option) {
        int first = -1;
        for (int y = layout.firstNode[option]; itm[y] > 0; y++) {
            int x = itm[y];
            if (x < second) {
                if (set[x - 2] >= active || loc[y] >= x + set[x - 1]) {
                    return -1;
                }
                if (first < 0) {
                    first = y;
                }
            }
        }
        return first;
    }

    /**
     * Searches from {@code base} (the levels below it were taken by {@link #choose}); returns why it
     * stopped. The sets are left changed: {@link #reset} before the next search.
     */
    StopReason search(int base) {
        dirty = true;
        final int[] set = this.set;
        final int[] itm = this.itm;
        final int[] loc = this.loc;
        final int[] item = this.item;
        final int second = this.second;
        final SearchObserver observer = this.observer;
        long checkAt = nextCheck(nodes);
        int level = base;
        saved[base] = saveptr;
        search:
        while (true) {
            // Enter a level.
            int best = -1;
            int options = 1;
            int cur;
            boolean backUp = false;
            if (level == prefixDepth) {
                prefixes.add(chosenOptions(level));
                forced = 0; // the forced moves below the prefix are the subtree's to take
                backUp = true;
            } else {
                if (++nodes >= checkAt) {
                    StopReason stop = checkBudget();
                    if (stop != null) {
                        return stop;
                    }
                    checkAt = nextCheck(nodes);
                }
                // Take a forced move if an earlier hide found one still active.
                while (forced > 0) {
                    int x = force[--forced];
                    if (set[x - 2] < active) {
                        best = x;
                        break;
                    }
                }
                if (best < 0) {
                    // Choose the item to branch on.
                    int fewest = Integer.MAX_VALUE;
                    for (int k = 0, n = active; k < n; k++) {
                        int x = item[k];
                        if (x < second) {
                            int s = set[x - 1];
                            if (s <= 1) {
                                if (s == 0) {
                                    // Only after options were chosen from outside: a dead end.
                                    forced = 0;
                                    if (observer != null) {
                                        observer.deadEnd(level, itemNumber(x));
                                    }
                                    best = -1;
                                    backUp = true;
                                    break;
                                }
                                force[forced++] = x;
                            } else if (s < fewest || (s == fewest && x < best)) {
                                fewest = s;
                                best = x;
                            }
                        }
                    }
                    if (!backUp) {
                        if (forced > 0) {
                            best = force[--forced];
                        } else if (best < 0) {
                            // No primary item left to cover: choice[0 .. level-1] is a solution.
                            StopReason stop = visit(level);
                            if (stop != null) {
                                return stop;
                            }
                            backUp = true;
                        } else {
                            options = fewest;
                        }
                    }
                }
            }
            if (backUp) {
                cur = 0;
            } else {
                if (observer != null) {
                    observer.choose(level, itemNumber(best), set[best - 1]);
                }
                swapOut(best);
                int oactive = active;
                hideAll(best, oactive);
                if (options == 1) {
                    saved[level + 1] = saveptr; // a forced move: nothing to restore
                } else {
                    saveSizes(level);
                }
                degree[level] = options;
                cur = best;
            }
            // Try the options of the chosen item, or back up.
            while (true) {
                if (backUp) {
                    if (level == base) {
                        return StopReason.EXHAUSTED;
                    }
                    level--;
                    int node = choice[level];
                    best = itm[node];
                    cur = loc[node];
                    backUp = false;
                    // and on to the next option
                } else {
                    int node = set[cur];
                    choice[level] = node;
                    if (degree[level] > 1) {
                        guesses++;
                    }
                    if (observer != null) {
                        observedLevel = level + 1;
                        observer.tryOption(level, layout.optionOfNode[node]);
                    }
                    if (tryOption(node)) {
                        level++;
                        if (level >= maxLevel) {
                            ensureLevel(level);
                        }
                        continue search;
                    }
                    forced = 0;
                }
                // Next option, if any.
                if (cur + 1 >= best + set[best - 1]) {
                    backUp = true;
                    continue;
                }
                restoreSizes(level);
                cur++;
                if (observer != null) {
                    observer.backtrack(level);
                }
            }
        }
    }

    /** Moves item {@code x} to the end of the active items and makes it inactive. */
    private void swapOut(int x) {
        final int[] set = this.set;
        final int[] item = this.item;
        int p = --active;
        int pp = set[x - 2];
        int y = item[p];
        item[p] = x;
        item[pp] = y;
        set[y - 2] = pp;
        set[x - 2] = p;
        updates++;
    }

    /**
     * Hides every option of item {@code c} (inactive now) from the sets of the other items active
     * before {@code oactive}; no checks (the item chosen for branching).
     *
     * <p>An option still in the set of an active item holds only items active before this move,
     * but for secondary items purified at an earlier level (when an item is covered, every option
     * that holds it is hidden; when a secondary item is purified, those that give it its colour stay).
     * So SSXCC's test of each item's position, which leaves the sets of inactive items alone, is
     * needed for secondary items only: primary ones skip the load (6 % on Scott's pentominoes).
     */
    private void hideAll(int c, int oactive) {
        final int[] set = this.set;
        final int second = this.second;
        final int[] itm = this.itm;
        final int[] loc = this.loc;
        long hidden = 0;
        for (int rr = c, end = c + set[c - 1]; rr < end; rr++) {
            int tt = set[rr];
            for (int nn = tt + 1; nn != tt; ) {
                int uu = itm[nn];
                if (uu < 0) {
                    nn += uu;
                    continue;
                }
                if (uu < second || set[uu - 2] < oactive) {
                    int ss = set[uu - 1] - 1;
                    int vv = loc[nn];
                    int nnp = set[uu + ss];
                    set[uu - 1] = ss;
                    set[uu + ss] = nn;
                    set[vv] = nnp;
                    loc[nn] = uu + ss;
                    loc[nnp] = vv;
                    hidden++;
                }
                nn++;
            }
        }
        updates += hidden;
    }

    /**
     * Takes the option of {@code node}: swaps out its other items and hides their options (for a
     * coloured secondary item, only the options of another colour); false as soon as an active
     * primary item has no option left.
     */
    private boolean tryOption(int node) {
        int oactive = active;
        return hideOthers(node, oactive, swapOutOthers(node));
    }

    /**
     * Swaps out the items of {@code node}'s option but its own (and those purified before), and
     * returns the new number of active items.
     */
    private int swapOutOthers(int node) {
        final int[] set = this.set;
        final int[] itm = this.itm;
        final int[] loc = this.loc;
        final int[] item = this.item;
        int p = active;
        for (int q = node + 1; q != node; ) {
            int c = itm[q];
            if (c < 0) {
                q += c;
                continue;
            }
            int pp = set[c - 2];
            if (pp < p) {
                int cc = item[--p];
                item[p] = c;
                item[pp] = cc;
                set[cc - 2] = pp;
                set[c - 2] = p;
                updates++;
            }
            q++;
        }
        active = p;
        return p;
    }

    /**
     * Hides the options of the items of {@code node}'s option but its own, swapped out just now
     * (active before {@code oactive}, not before {@code active}); false as soon as an active primary
     * item has no option left.
     */
    private boolean hideOthers(int node, int oactive, int active) {
        final int[] set = this.set;
        final int[] itm = this.itm;
        final int[] loc = this.loc;
        for (int q = node + 1; q != node; ) {
            int c = itm[q];
            if (c < 0) {
                q += c;
                continue;
            }
            if (c < second) {
                if (!hideChecked(c, 0, oactive, active)) {
                    return false;
                }
            } else if (set[c - 2] < oactive && !hideChecked(c, clr == null ? 0 : clr[q], oactive, active)) {
                return false; // (an item purified before is left alone)
            }
            q++;
        }
        return true;
    }

    /**
     * Hides the options of item {@code c} (all of them, or those that do not give it {@code color})
     * from the sets of the other items active before {@code oactive}; an item active before
     * {@code active} left with one option goes on the forced-move stack; false when one is left with
     * none.
     */
    private boolean hideChecked(int c, int color, int oactive, int active) {
        final int[] set = this.set;
        final int[] itm = this.itm;
        final int[] loc = this.loc;
        final int second = this.second;
        long hidden = 0;
        for (int rr = c, end = c + set[c - 1]; rr < end; rr++) {
            int tt = set[rr];
            if (color != 0 && clr[tt] == color) {
                continue;
            }
            for (int nn = tt + 1; nn != tt; ) {
                int uu = itm[nn];
                if (uu < 0) {
                    nn += uu;
                    continue;
                }
                if (uu < second || set[uu - 2] < oactive) {
                    int ss = set[uu - 1] - 1;
                    if (ss <= 1 && uu < second && set[uu - 2] < active) {
                        if (ss == 0) {
                            updates += hidden;
                            if (observer != null) {
                                observer.deadEnd(observedLevel, itemNumber(uu));
                            }
                            return false;
                        }
                        force[forced++] = uu;
                    }
                    int vv = loc[nn];
                    int nnp = set[uu + ss];
                    set[uu - 1] = ss;
                    set[uu + ss] = nn;
                    set[vv] = nnp;
                    loc[nn] = uu + ss;
                    loc[nnp] = vv;
                    hidden++;
                }
                nn++;
            }
        }
        updates += hidden;
        return true;
    }

    /** Saves the sizes of the active items: the state to come back to at {@code level}. */
    private void saveSizes(int level) {
        int n = active;
        int ptr = saveptr;
        if (ptr + 2 * n > savestack.length) {
            savestack = Arrays.copyOf(savestack, Math.max(2 * savestack.length, ptr + 2 * n));
        }
        final int[] stack = savestack;
        final int[] set = this.set;
        final int[] item = this.item;
        for (int k = 0; k < n; k++) {
            int x = item[k];
            stack[ptr++] = x;
            stack[ptr++] = set[x - 1];
        }
        saveptr = ptr;
        saved[level + 1] = ptr;
    }

    /** Restores the sizes saved at {@code level} (and the active items with them). */
    private void restoreSizes(int level) {
        int from = saved[level];
        int to = saved[level + 1];
        saveptr = to;
        active = (to - from) >> 1;
        final int[] stack = savestack;
        final int[] set = this.set;
        for (int p = from; p < to; p += 2) {
            set[stack[p] - 1] = stack[p + 1];
        }
    }

    private void ensureLevel(int level) {
        if (level + 1 >= choice.length) {
            int size = Math.max(2 * choice.length, level + 2);
            choice = Arrays.copyOf(choice, size);
            degree = Arrays.copyOf(degree, size);
            saved = Arrays.copyOf(saved, size + 1);
        }
        if (level > maxLevel) {
            maxLevel = level;
        }
    }

    /** The options chosen at levels {@code 0 .. level-1}, problem numbering. */
    private int[] chosenOptions(int level) {
        int[] options = new int[level];
        for (int k = 0; k < level; k++) {
            options[k] = layout.optionOfNode[choice[k]];
        }
        return options;
    }

    /** The problem's number of the item at address {@code x}. */
    private int itemNumber(int x) {
        return Arrays.binarySearch(layout.address, x);
    }

    /** Reports the solution at {@code choice[0 .. level-1]}; returns the reason to stop, or null. */
    private StopReason visit(int level) {
        solutions++;
        if (observer != null) {
            observer.solution(level);
        }
        if (visitor != null || kept != null) {
            Solution solution = Solution.owning(layout.problem, chosenOptions(level));
            if (kept != null) {
                kept.add(solution);
            }
            if (visitor != null && !visitor.visit(solution)) {
                return StopReason.STOPPED_BY_VISITOR;
            }
        }
        if (shared != null) {
            if (shared.solutions.incrementAndGet() >= shared.maxSolutions) {
                shared.stop(StopReason.SOLUTION_LIMIT);
                return StopReason.SOLUTION_LIMIT;
            }
            return null;
        }
        return solutions >= limits.maxSolutions() ? StopReason.SOLUTION_LIMIT : null;
    }

    /** The node count at which {@link #search} next calls {@link #checkBudget}. */
    private long nextCheck(long nodes) {
        long limit = limits.maxNodes();
        return Math.min(limit == Long.MAX_VALUE ? limit : limit + 1, (nodes | CHECK_MASK) + 1);
    }

    /** Checks the budgets at node {@code nodes}; returns the reason to stop, or null to go on. */
    private StopReason checkBudget() {
        long n = nodes;
        if (n > limits.maxNodes()) {
            nodes--;
            return StopReason.NODE_LIMIT;
        }
        if ((n & CHECK_MASK) != 0) {
            return null;
        }
        if (Thread.currentThread().isInterrupted()) {
            stopAll(StopReason.INTERRUPTED);
            return StopReason.INTERRUPTED;
        }
        if (watchClock) {
            long now = System.nanoTime();
            if (now - startNanos > limits.timeLimitNanos()) {
                stopAll(StopReason.TIME_LIMIT);
                return StopReason.TIME_LIMIT;
            }
            if (shared != null) {
                shared.report(n - reportedNodes, updates - reportedUpdates, now);
                reportedNodes = n;
                reportedUpdates = updates;
                StopReason elsewhere = shared.stop;
                if (elsewhere != null) {
                    return elsewhere;
                }
            } else if (progress != null && now - nextReportNanos >= 0) {
                nextReportNanos = now + progress.intervalNanos();
                progress.progress(stats());
            }
        }
        return null;
    }

    private void stopAll(StopReason reason) {
        if (shared != null) {
            shared.stop(reason);
        }
    }
}
