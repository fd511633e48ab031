package dev.sudokux.exactcover;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

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
 * <p>A {@link Propagator} sees each node through this class's {@link SearchState} methods; the
 * options it removes leave their items' sets like hidden ones, and come back with the sizes saved
 * above them.
 *
 * <p>Not thread-safe: a search has the arrays to itself; {@link #reset} starts the next one from the
 * layout, so every search is the same whatever ran before.
 */
final class CellsSearch implements SearchState {

    /** Time, interruption and requests for work are looked at every this many nodes (a power of two, minus one). */
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
    /** The levels below this one were taken by {@link #choose}: the search backs up no further. */
    private int base;

    // What the current search is asked to do.
    private SearchLimits limits = SearchLimits.NONE;
    private SolutionVisitor visitor;
    private List<Solution> kept;
    private SearchObserver observer;
    private ProgressListener progress;
    private Propagator propagator;
    private CellsTeam team;
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

    // The node a propagator looks at.
    private int stateLevel;
    private int[] chosenStamp;
    private int stamp;
    private boolean marked;

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
        base = 0;
    }

    /**
     * Sets what the next searches do: the limits, where solutions go (a visitor; kept in a list when
     * {@code keep}), who hears their steps and progress, the propagator, and the team of a parallel
     * count (null when alone). Clears the counters.
     */
    void prepare(SearchLimits limits, SolutionVisitor visitor, boolean keep, SearchObserver observer,
                 ProgressListener progress, Propagator propagator, CellsTeam team) {
        this.limits = limits;
        this.visitor = visitor;
        this.kept = keep ? new ArrayList<>() : null;
        this.observer = team == null ? observer : null;
        this.progress = team == null ? progress : null;
        this.propagator = propagator;
        this.team = team;
        this.startNanos = team != null ? team.startNanos : System.nanoTime();
        this.watchClock = limits.timeLimitNanos() != Long.MAX_VALUE || this.progress != null || team != null;
        this.nextReportNanos = this.progress == null ? 0 : startNanos + this.progress.intervalNanos();
        nodes = updates = solutions = guesses = 0;
        maxLevel = 0;
        reportedNodes = reportedUpdates = 0;
    }

    /** The result so far, the search having stopped for {@code reason}. */
    SearchResult result(StopReason reason) {
        return new SearchResult(solutions, kept == null ? List.of() : kept, reason, stats());
    }

    SearchStats stats() {
        return new SearchStats(nodes, updates, solutions, guesses, maxLevel, System.nanoTime() - startNanos);
    }

    // ----- entry points -----

    /**
     * Takes the options {@code chosen} (problem numbering) as levels {@code 0 .. chosen.length-1}, as
     * forced moves, the propagator consulted at each node on the way; false when they clash (share
     * an item, or leave an item no option) or the propagator rules them out, so that no solution
     * holds them all. Call it on a reset search; {@link #search()} then goes on below them.
     */
    boolean choose(int[] chosen) {
        dirty = true;
        int level = 0;
        for (int option : chosen) {
            if (propagator != null && !propagate(level)) {
                return false;
            }
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
        base = level;
        return true;
    }

    /** Searches below the levels taken by {@link #choose}; returns why it stopped. */
    StopReason search() {
        return search(base, -1);
    }

    /**
     * Searches a share of a parallel count: its prefix, then at the next level its options of its
     * item; returns why it stopped. Call it on a reset search.
     */
    StopReason search(CellsTeam.Share share) {
        if (!choose(share.prefix())) {
            return StopReason.EXHAUSTED;
        }
        int level = base;
        ensureLevel(level);
        if (propagator != null && !propagate(level)) {
            return StopReason.EXHAUSTED;
        }
        int best = layout.address[share.item()];
        if (set[best - 2] >= active) {
            return StopReason.EXHAUSTED; // cannot happen: the giver had the item active here
        }
        swapOut(best);
        hideAll(best, active);
        // The share's options first in the item's set, and only they.
        int k = 0;
        for (int option : share.options()) {
            int node = nodeOf(option, best);
            int p = loc[node];
            if (p >= best + set[best - 1] || p < best + k) {
                continue; // removed by the propagator (or listed twice)
            }
            int q = best + k;
            int other = set[q];
            set[q] = node;
            set[p] = other;
            loc[node] = q;
            loc[other] = p;
            k++;
        }
        if (k == 0) {
            return StopReason.EXHAUSTED;
        }
        set[best - 1] = k;
        saveSizes(level);
        degree[level] = share.degree();
        return search(level, best);
    }

    // ----- the search -----

    /**
     * The search loop, from {@code level} (entering it; or, when {@code best} is an item's address,
     * trying that item's options at it, its sizes saved), down to {@link #base}; returns why it
     * stopped. The sets are left changed: {@link #reset} before the next search.
     */
    private StopReason search(int level, int best) {
        dirty = true;
        final int[] set = this.set;
        final int[] itm = this.itm;
        final int[] loc = this.loc;
        final int[] item = this.item;
        final int second = this.second;
        final SearchObserver observer = this.observer;
        final int base = this.base;
        long checkAt = nextCheck(nodes);
        boolean enter = best < 0;
        int cur = best;
        search:
        while (true) {
            boolean backUp = false;
            if (enter) {
                // Enter a level.
                best = -1;
                int options = 1;
                if (++nodes >= checkAt) {
                    StopReason stop = checkBudget(level);
                    if (stop != null) {
                        return stop;
                    }
                    checkAt = nextCheck(nodes);
                }
                if (propagator != null && !propagate(level)) {
                    forced = 0;
                    if (observer != null) {
                        observer.deadEnd(level, -1);
                    }
                    backUp = true;
                } else {
                    // Take a forced move if an earlier hide found one still active.
                    while (forced > 0) {
                        int x = force[--forced];
                        if (set[x - 2] < active) {
                            best = x;
                            break;
                        }
                    }
                    if (best >= 0 && set[best - 1] == 0) {
                        // Only after a propagator removed the forced item's last option.
                        forced = 0;
                        if (observer != null) {
                            observer.deadEnd(level, itemNumber(best));
                        }
                        backUp = true;
                    } else if (best < 0) {
                        // Choose the item to branch on.
                        int fewest = Integer.MAX_VALUE;
                        for (int k = 0, n = active; k < n; k++) {
                            int x = item[k];
                            if (x < second) {
                                int s = set[x - 1];
                                if (s <= 1) {
                                    if (s == 0) {
                                        // Only after options were taken or removed from outside.
                                        forced = 0;
                                        if (observer != null) {
                                            observer.deadEnd(level, itemNumber(x));
                                        }
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
                if (!backUp) {
                    if (observer != null) {
                        observer.choose(level, itemNumber(best), set[best - 1]);
                    }
                    swapOut(best);
                    hideAll(best, active);
                    if (options == 1) {
                        saved[level + 1] = saveptr; // a forced move: nothing to restore
                    } else {
                        saveSizes(level);
                    }
                    degree[level] = options;
                    cur = best;
                }
            }
            enter = true;
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

    // ----- the moves -----

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
        final int[] itm = this.itm;
        final int[] loc = this.loc;
        final int second = this.second;
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
        final int[] item = this.item;
        int p = active;
        long swapped = 0;
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
                swapped++;
            }
            q++;
        }
        updates += swapped;
        active = p;
        return p;
    }

    /**
     * Hides the options of the items of {@code node}'s option but its own, swapped out just now
     * (active before {@code oactive}, not before {@code active}); false as soon as an active primary
     * item has no option left. {@link #hideChecked} for each item, written out in one method: the
     * JIT then compiles one loop nest instead of a call an item (7-10 % faster, docs/dancing-cells.md).
     */
    private boolean hideOthers(int node, int oactive, int active) {
        final int[] set = this.set;
        final int[] itm = this.itm;
        final int[] loc = this.loc;
        final int[] clr = this.clr;
        final int second = this.second;
        long hidden = 0;
        for (int q = node + 1; q != node; ) {
            int c = itm[q];
            if (c < 0) {
                q += c;
                continue;
            }
            int color = 0;
            if (c >= second) {
                if (set[c - 2] >= oactive) {
                    q++;
                    continue; // purified before: left alone
                }
                if (clr != null) {
                    color = clr[q];
                }
            }
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
            q++;
        }
        updates += hidden;
        return true;
    }

    /**
     * Hides the options of item {@code c} (all of them, or those that do not give it {@code color})
     * from the sets of the other items active before {@code oactive}; an item active before
     * {@code active} left with one option goes on the forced-move stack; false when one is left with
     * none. (No position test for primary items: see {@link #hideAll}.) The search does the same for
     * all the items of an option at once in {@link #hideOthers}.
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

    // ----- around the search: options, solutions, budgets, shares, progress -----

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

    /** The node of {@code option} whose item is at address {@code x}. */
    private int nodeOf(int option, int x) {
        int y = layout.firstNode[option];
        while (itm[y] != x) {
            y++;
        }
        return y;
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
        if (team != null) {
            return team.solutionFound();
        }
        return solutions >= limits.maxSolutions() ? StopReason.SOLUTION_LIMIT : null;
    }

    /** The node count at which {@link #search} next calls {@link #checkBudget}. */
    private long nextCheck(long nodes) {
        long limit = limits.maxNodes();
        return Math.min(limit == Long.MAX_VALUE ? limit : limit + 1, (nodes | CHECK_MASK) + 1);
    }

    /**
     * Checks the budgets on entering {@code level}; returns the reason to stop, or null to go on.
     * In a parallel count, also reports the counts and gives work to a thread that wants some.
     */
    private StopReason checkBudget(int level) {
        long n = nodes;
        if (n > limits.maxNodes()) {
            nodes--;
            return StopReason.NODE_LIMIT;
        }
        if ((n & CHECK_MASK) != 0) {
            return null;
        }
        if (Thread.currentThread().isInterrupted()) {
            return stopAll(StopReason.INTERRUPTED);
        }
        if (watchClock) {
            long now = System.nanoTime();
            if (now - startNanos > limits.timeLimitNanos()) {
                return stopAll(StopReason.TIME_LIMIT);
            }
            if (team != null) {
                team.report(n - reportedNodes, updates - reportedUpdates, now);
                reportedNodes = n;
                reportedUpdates = updates;
                StopReason elsewhere = team.stop;
                if (elsewhere != null) {
                    return elsewhere;
                }
                if (team.wantsWork()) {
                    share(level);
                }
            } else if (progress != null && now - nextReportNanos >= 0) {
                nextReportNanos = now + progress.intervalNanos();
                progress.progress(path(level, stats()));
            }
        }
        return null;
    }

    private StopReason stopAll(StopReason reason) {
        if (team != null) {
            team.stop(reason);
        }
        return reason;
    }

    /**
     * Gives a thread that wants work the later half of the options not yet tried at the shallowest
     * branching level that has some (the largest subtrees, as far as one can tell): this search
     * stops where they begin. The item branched on there is inactive below it, so its size is
     * only the end of the options to try, free to shrink (and restored by the levels above).
     */
    private void share(int level) {
        for (int l = base; l < level; l++) {
            if (degree[l] <= 1) {
                continue;
            }
            int node = choice[l];
            int best = itm[node];
            int end = best + set[best - 1];
            int left = end - loc[node] - 1;
            if (left > 0) {
                int give = (left + 1) / 2;
                int[] options = new int[give];
                for (int k = 0; k < give; k++) {
                    options[k] = layout.optionOfNode[set[end - give + k]];
                }
                set[best - 1] -= give;
                team.give(new CellsTeam.Share(chosenOptions(l), itemNumber(best), options, degree[l]));
                return;
            }
        }
    }

    /**
     * The progress at the node being entered at {@code level}: choice k of d on each level above it
     * (a level taken by {@link #choose} is choice 1 of 1).
     */
    private SearchProgress path(int level, SearchStats soFar) {
        int[] k = new int[level];
        int[] d = new int[level];
        for (int l = 0; l < level; l++) {
            if (l < base) {
                k[l] = 1;
                d[l] = 1;
            } else {
                int node = choice[l];
                k[l] = loc[node] - itm[node] + 1;
                d[l] = Math.max(degree[l], k[l]);
            }
        }
        return new SearchProgress(soFar, k, d);
    }

    // ----- SearchState: the node as a propagator sees it -----

    /** Lets the propagator look at the node being entered at {@code level}; false for a dead end. */
    private boolean propagate(int level) {
        stateLevel = level;
        marked = false;
        return propagator.propagate(this);
    }

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
        Objects.checkIndex(l, stateLevel);
        return layout.optionOfNode[choice[l]];
    }

    @Override
    public boolean isChosen(int option) {
        Objects.checkIndex(option, layout.firstNode.length);
        if (!marked) {
            if (chosenStamp == null) {
                chosenStamp = new int[layout.firstNode.length];
            }
            if (++stamp == Integer.MAX_VALUE) {
                Arrays.fill(chosenStamp, 0);
                stamp = 1;
            }
            for (int l = 0; l < stateLevel; l++) {
                chosenStamp[layout.optionOfNode[choice[l]]] = stamp;
            }
            marked = true;
        }
        return chosenStamp[option] == stamp;
    }

    @Override
    public boolean isLive(int option) {
        Objects.checkIndex(option, layout.firstNode.length);
        return primaryNodeIfAlive(option) >= 0 && !isChosen(option);
    }

    @Override
    public boolean isCovered(int i) {
        Objects.checkIndex(i, layout.address.length);
        return set[layout.address[i] - 2] >= active;
    }

    @Override
    public int liveOptions(int i) {
        return isCovered(i) ? 0 : set[layout.address[i] - 1];
    }

    @Override
    public void forEachLive(int i, java.util.function.IntConsumer action) {
        if (isCovered(i)) {
            return;
        }
        int x = layout.address[i];
        for (int k = 0, size = set[x - 1]; k < size; k++) {
            int y = set[x + k];
            int option = layout.optionOfNode[y];
            if (!isChosen(option)) {
                action.accept(option);
            }
        }
    }

    @Override
    public boolean remove(int option) {
        if (!isLive(option)) {
            return false;
        }
        for (int y = layout.firstNode[option]; itm[y] > 0; y++) {
            int x = itm[y];
            if (set[x - 2] < active) {
                int ss = set[x - 1] - 1;
                int vv = loc[y];
                int other = set[x + ss];
                set[x - 1] = ss;
                set[x + ss] = y;
                set[vv] = other;
                loc[y] = x + ss;
                loc[other] = vv;
                updates++;
            }
        }
        return true;
    }
}
