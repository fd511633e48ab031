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
final class CellsSearch implements SearchState, Budget.Owner {

    private final CellsLayout layout;
    private final int[] set;
    private final int[] itm;
    private final int[] loc;
    private final int[] clr;
    /** The active primary items, {@code pitem[0 .. pactive-1]}, and the active secondary ones. */
    private final int[] pitem;
    private final int[] sitem;
    private final int second;

    private int pactive;
    private int sactive;
    /** How many of the sizes saved at each branching level are primary items'. */
    private int[] savedPrimary;
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
    private Budget budget;
    private Propagator propagator;
    private WorkTeam<CellsShare> team;
    private long startNanos;
    /** For observers: the level a dead end found while trying an option is reported at. */
    private int observedLevel;

    // What it did.
    long nodes;
    long updates;
    long solutions;
    long guesses;
    int maxLevel;

    // The node a propagator looks at.
    private int stateLevel;
    private int[] chosenStamp;
    private int stamp;
    private boolean marked;

    /** A cursor's forced-move stack at each level it branched on, for each child to start from. */
    private int[][] forcedAt = new int[0][];

    CellsSearch(CellsLayout layout) {
        this.layout = layout;
        this.set = layout.set.clone();
        this.itm = layout.itm;
        this.loc = layout.loc.clone();
        this.clr = layout.clr;
        int primary = layout.problem.primaryCount();
        this.pitem = Arrays.copyOfRange(layout.item, 0, primary);
        this.sitem = Arrays.copyOfRange(layout.item, primary, layout.item.length);
        this.second = layout.second;
        int levels = layout.problem.primaryCount() + 2;
        this.force = new int[layout.problem.primaryCount() + 1];
        this.choice = new int[levels];
        this.saved = new int[levels + 1];
        this.degree = new int[levels];
        this.savedPrimary = new int[levels];
        this.savestack = new int[Math.max(64, 4 * layout.problem.itemCount())];
        this.pactive = pitem.length;
        this.sactive = sitem.length;
    }

    /** Puts the sets back as the layout has them (when a search has changed them). */
    void reset() {
        if (dirty) {
            System.arraycopy(layout.set, 0, set, 0, set.length);
            System.arraycopy(layout.loc, 0, loc, 0, loc.length);
            System.arraycopy(layout.item, 0, pitem, 0, pitem.length);
            System.arraycopy(layout.item, pitem.length, sitem, 0, sitem.length);
            dirty = false;
        }
        pactive = pitem.length;
        sactive = sitem.length;
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
                 ProgressListener progress, Propagator propagator, WorkTeam<CellsShare> team) {
        this.limits = limits;
        this.visitor = visitor;
        this.kept = keep ? new ArrayList<>() : null;
        this.observer = team == null ? observer : null;
        this.propagator = propagator;
        this.team = team;
        this.startNanos = team != null ? team.startNanos : System.nanoTime();
        this.budget = new Budget(limits, startNanos, 0, progress, team);
        nodes = updates = solutions = guesses = 0;
        maxLevel = 0;
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
            int oactive = sactive;
            swapOutOthers(node);
            // Checked, unlike a branching item's hide: an option from outside may leave an item none.
            if (!hideChecked(best, 0, oactive, pactive) || !hideOthers(node, oactive, pactive)) {
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

    /**
     * Takes the options {@code excluded} (problem numbering) out of the search below the levels taken
     * by {@link #choose} (a prefix's exclusions): those still live leave the sets of their items, as
     * a propagator's removals do. An item left with one option is then a forced move, one left with
     * none a dead end, as the search finds on entering its next level.
     */
    void exclude(int[] excluded) {
        for (int option : excluded) {
            if (primaryNodeIfAlive(option) >= 0) {
                removeOption(option);
            }
        }
    }

    /** Searches below the levels taken by {@link #choose}; returns why it stopped. */
    StopReason search() {
        return search(base, -1);
    }

    /**
     * Searches a share of a parallel count: its prefix (less the options {@code excluded} from the
     * whole count), then at the next level its options of its item; returns why it stopped. Call it
     * on a reset search.
     */
    StopReason search(CellsShare share, int[] excluded) {
        if (!choose(share.prefix())) {
            return StopReason.EXHAUSTED;
        }
        exclude(excluded);
        int level = base;
        ensureLevel(level);
        if (propagator != null && !propagate(level)) {
            return StopReason.EXHAUSTED;
        }
        int best = layout.address[share.item()];
        if (set[best - 2] >= pactive) {
            return StopReason.EXHAUSTED; // cannot happen: the giver had the item active here
        }
        swapOut(best);
        hideAll(best, sactive);
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
                if (++nodes >= checkAt) {
                    StopReason stop = checkBudget(level);
                    if (stop != null) {
                        return stop;
                    }
                    checkAt = nextCheck(nodes);
                }
                best = chooseItem(level);
                if (best == SOLUTION) {
                    // No primary item left to cover: choice[0 .. level-1] is a solution.
                    StopReason stop = visit(level);
                    if (stop != null) {
                        return stop;
                    }
                    backUp = true;
                } else if (best == DEAD) {
                    backUp = true;
                } else {
                    int options = set[best - 1];
                    if (observer != null) {
                        observer.choose(level, itemNumber(best), options);
                    }
                    swapOut(best);
                    hideAll(best, sactive);
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

    /** {@link #chooseItem}'s answer at a solution: no active primary item. */
    static final int SOLUTION = 0;
    /** {@link #chooseItem}'s answer at a dead end. (Addresses are at least {@link CellsLayout#HEADER}.) */
    static final int DEAD = -1;

    /**
     * The node being entered at {@code level}, as SSXCC looks at it: the propagator first (when
     * there is one); then a forced move (an item left with one option by an earlier hide, still
     * active), or else the active primary item with the fewest options, the first in input order
     * among equals. Returns that item's address, {@link #SOLUTION} when no primary item is active,
     * or {@link #DEAD} when the propagator ends the node or an active primary item has no option
     * (the forced-move stack is then cleared).
     */
    private int chooseItem(int level) {
        if (propagator != null && !propagate(level)) {
            return deadEnd(level, -1);
        }
        final int[] set = this.set;
        while (forced > 0) {
            int x = force[--forced];
            if (set[x - 2] < pactive) {
                // Empty only after a propagator removed the forced item's last option.
                return set[x - 1] == 0 ? deadEnd(level, x) : x;
            }
        }
        // Branch-free: the fewest options, then the first item (the one with the lowest address),
        // as one key; a compare and a move an item, not a guessed branch.
        final int[] pitem = this.pitem;
        long bestKey = Long.MAX_VALUE;
        for (int k = 0, n = pactive; k < n; k++) {
            int x = pitem[k];
            int s = set[x - 1];
            bestKey = Math.min(bestKey, ((long) s << 32) | x);
            if (s <= 1) {
                if (s == 0) {
                    return deadEnd(level, x); // only after options were taken or removed from outside
                }
                force[forced++] = x;
            }
        }
        if (forced > 0) {
            return force[--forced];
        }
        return bestKey == Long.MAX_VALUE ? SOLUTION : (int) bestKey;
    }

    /** A dead end at {@code level}, for want of item {@code x} (-1: the propagator's): {@link #DEAD}. */
    private int deadEnd(int level, int x) {
        forced = 0;
        if (observer != null) {
            observer.deadEnd(level, x < 0 ? -1 : itemNumber(x));
        }
        return DEAD;
    }

    // ----- the moves -----

    /** Moves primary item {@code x} to the end of the active ones and makes it inactive. */
    private void swapOut(int x) {
        final int[] set = this.set;
        final int[] item = this.pitem;
        int p = --pactive;
        int pp = set[x - 2];
        int y = item[p];
        item[p] = x;
        item[pp] = y;
        set[y - 2] = pp;
        set[x - 2] = p;
        updates++;
    }

    /**
     * Hides every option of item {@code c} (inactive now) from the sets of the other active items
     * ({@code oactive}: the number of active secondary items); no checks (the item chosen for
     * branching).
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
        int oactive = sactive;
        swapOutOthers(node);
        return hideOthers(node, oactive, pactive);
    }

    /** Swaps out the items of {@code node}'s option but its own (and those purified before). */
    private void swapOutOthers(int node) {
        final int[] set = this.set;
        final int[] itm = this.itm;
        final int[] pitem = this.pitem;
        final int[] sitem = this.sitem;
        final int second = this.second;
        int p = pactive;
        int sp = sactive;
        long swapped = 0;
        for (int q = node + 1; q != node; ) {
            int c = itm[q];
            if (c < 0) {
                q += c;
                continue;
            }
            int pp = set[c - 2];
            if (c < second) {
                if (pp < p) {
                    int cc = pitem[--p];
                    pitem[p] = c;
                    pitem[pp] = cc;
                    set[cc - 2] = pp;
                    set[c - 2] = p;
                    swapped++;
                }
            } else if (pp < sp) {
                int cc = sitem[--sp];
                sitem[sp] = c;
                sitem[pp] = cc;
                set[cc - 2] = pp;
                set[c - 2] = sp;
                swapped++;
            }
            q++;
        }
        updates += swapped;
        pactive = p;
        sactive = sp;
    }

    /**
     * Hides the options of the items of {@code node}'s option but its own, swapped out just now;
     * {@code oactive} is the number of active secondary items before, {@code active} that of active
     * primary items after; false as soon as an active primary item has no option left. {@link #hideChecked} for each item, written out in one method: the
     * JIT then compiles one loop nest instead of a call an item (7-10 % faster, docs/dancing-cells.md).
     *
     * <p>The option walks here (and in {@link #hideAll}, {@link #swapOutOthers}) keep their {@code continue}
     * at the spacer, which gives the loop two back edges: C2's first compile of each walk is thrown away at
     * once by a {@code loop_limit_check} trap, and its second compile is still faster than the code of a
     * one-back-edge walk. Measured, as were a counted loop over the option's range and
     * two loops an option: all slower (docs/dancing-cells.md, tricks 5, 13-16).
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
     * from the sets of the other active items ({@code oactive}: the number of active secondary
     * items before this move); a primary item active before {@code active} left with one option goes
     * on the forced-move stack; false when one is left with none. (No position test for primary items: see {@link #hideAll}.) The search does the same for
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
        int np = pactive;
        int ns = sactive;
        int ptr = saveptr;
        if (ptr + 2 * (np + ns) > savestack.length) {
            savestack = Arrays.copyOf(savestack, Math.max(2 * savestack.length, ptr + 2 * (np + ns)));
        }
        final int[] stack = savestack;
        final int[] set = this.set;
        final int[] pitem = this.pitem;
        final int[] sitem = this.sitem;
        for (int k = 0; k < np; k++) {
            int x = pitem[k];
            stack[ptr++] = x;
            stack[ptr++] = set[x - 1];
        }
        for (int k = 0; k < ns; k++) {
            int x = sitem[k];
            stack[ptr++] = x;
            stack[ptr++] = set[x - 1];
        }
        saveptr = ptr;
        saved[level + 1] = ptr;
        savedPrimary[level] = np;
    }

    /** Restores the sizes saved at {@code level} (and the active items with them). */
    private void restoreSizes(int level) {
        int from = saved[level];
        int to = saved[level + 1];
        saveptr = to;
        pactive = savedPrimary[level];
        sactive = ((to - from) >> 1) - pactive;
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
            savedPrimary = Arrays.copyOf(savedPrimary, size);
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
                if (set[x - 2] >= pactive || loc[y] >= x + set[x - 1]) {
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
        return Budget.nextCheck(nodes, limits);
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
        if ((n & Budget.CHECK_MASK) != 0) {
            return null;
        }
        return budget.check(n, updates, level, this);
    }

    @Override
    public SearchProgress progressAt(int level) {
        return path(level, stats());
    }

    /**
     * Gives a thread that wants work the later half of the options not yet tried at the shallowest
     * branching level that has some (the largest subtrees, as far as one can tell): this search
     * stops where they begin. The item branched on there is inactive below it, so its size is
     * only the end of the options to try, free to shrink (and restored by the levels above).
     */
    @Override
    public void share(int level) {
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
                team.give(new CellsShare(chosenOptions(l), itemNumber(best), options, degree[l]));
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
        int x = layout.address[i];
        return set[x - 2] >= (x < second ? pactive : sactive);
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
        removeOption(option);
        return true;
    }

    /** Takes {@code option} out of the sets of its active items (an update each). */
    private void removeOption(int option) {
        for (int y = layout.firstNode[option]; itm[y] > 0; y++) {
            int x = itm[y];
            if (set[x - 2] < (x < second ? pactive : sactive)) {
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
    }

    // ----- a cursor's moves (CellsCursor): the search's, one node at a time -----

    /**
     * Starts a cursor at the node of {@code from}: its chosen options taken as {@link #choose} takes
     * them, then its excluded ones left out; false when the chosen ones clash.
     */
    boolean startCursor(Prefix from, Propagator propagator) {
        reset();
        prepare(SearchLimits.NONE, null, false, null, null, propagator, null);
        if (!choose(from.chosen())) {
            return false;
        }
        exclude(from.excluded());
        return true;
    }

    /** Looks at the node entered at {@code level} as the search does: {@link #chooseItem}'s answer. */
    int look(int level) {
        ensureLevel(level);
        return chooseItem(level);
    }

    /**
     * Branches on the item at address {@code x} at {@code level}, as the search does: swaps it out
     * and hides its options; then saves the sizes (even for a forced move) and the forced-move
     * stack, so that each child starts from the same state. Returns the number of children.
     */
    int branch(int level, int x) {
        swapOut(x);
        hideAll(x, sactive);
        saveSizes(level);
        if (level >= forcedAt.length) {
            forcedAt = Arrays.copyOf(forcedAt, Math.max(2 * forcedAt.length, level + 1));
        }
        forcedAt[level] = Arrays.copyOf(force, forced);
        degree[level] = set[x - 1];
        return degree[level];
    }

    /**
     * Tries child {@code k} of the item at address {@code x} branched on at {@code level}; false when
     * the option leaves an active primary item no option (the search enters no node there).
     */
    boolean tryChild(int level, int x, int k) {
        int[] stack = forcedAt[level];
        System.arraycopy(stack, 0, force, 0, stack.length);
        forced = stack.length;
        int node = set[x + k];
        choice[level] = node;
        if (tryOption(node)) {
            return true;
        }
        forced = 0;
        return false;
    }

    /**
     * The whole state of the sets, to come back to exactly ({@link #restore}): not only their sizes
     * but the order of their elements, on which the order of the options to try and of the forced
     * moves depends.
     */
    int[][] snapshot() {
        return new int[][] {set.clone(), loc.clone(), pitem.clone(), sitem.clone(), {pactive, sactive, saveptr}};
    }

    /** Puts the sets back exactly as {@link #snapshot} found them. */
    void restore(int[][] snapshot) {
        System.arraycopy(snapshot[0], 0, set, 0, set.length);
        System.arraycopy(snapshot[1], 0, loc, 0, loc.length);
        System.arraycopy(snapshot[2], 0, pitem, 0, pitem.length);
        System.arraycopy(snapshot[3], 0, sitem, 0, sitem.length);
        pactive = snapshot[4][0];
        sactive = snapshot[4][1];
        saveptr = snapshot[4][2];
    }

    /** Goes back to the state {@link #branch} saved at {@code level}, undoing every child. */
    void backTo(int level) {
        restoreSizes(level);
    }

    /** The option (problem numbering) chosen at {@code level} by the last {@link #tryChild} there. */
    int chosenOption(int level) {
        return layout.optionOfNode[choice[level]];
    }
}
