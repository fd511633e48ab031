package dev.sudokux.exactcover;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One search of Knuth's Algorithm X (TAOCP 7.2.2.1, steps X1..X8) on {@link Links}: its path, its
 * counters, its limits and listeners. The recursion is unrolled into arrays indexed by level, so the
 * depth is limited only by memory:
 *
 * <ul>
 * <li>{@code choice[l]}: the node of the option tried at level {@code l};</li>
 * <li>{@code degree[l]}: how many options the item chosen at level {@code l} had;</li>
 * <li>{@code stop[l]}: where trying options at level {@code l} ends, the item's header, or the
 *     first option of the share another thread took (see {@link ParallelCount}).</li>
 * </ul>
 *
 * <p>The steps, each written once in {@link #advance}: X2 enter a level (count a node, check the
 * budgets every 1,024 nodes, let the propagator prune, stop at a solution), X3 choose an item, X4
 * cover it, X5 try an option (cover its other items), X6 try again (uncover them, take the next
 * option), X7 backtrack (uncover the item), X8 leave the level. A solution hands control back to
 * {@link #run}, which reports it and resumes the loop: what happens once a solution or once a search
 * stays out of the loop, so the JIT compiles a small, tight one.
 */
final class Search implements Budget.Owner {

    private final Links links;
    private final boolean stopAtOne;
    private final boolean coverDeadEnds;
    private final boolean scratch;
    private final SearchLimits limits;
    private final SolutionVisitor visitor;
    private final List<Solution> kept;
    private final SearchObserver observer;
    private final NodeState state;
    private final WorkTeam<ParallelCount.Task> team;
    private final long startNanos;
    private final Budget budget;
    /** The links' update count when this search began. */
    private final long updatesBefore;
    /** {@link Heuristic#WEIGHTED}, {@link Heuristic#SCORED}: the items' weights, or null for the others. */
    private final ItemWeights weights;

    private int[] choice = new int[16];
    private int[] degree = new int[16];
    private int[] stop = new int[16];

    private long nodes;
    private long guesses;
    private long solutions;
    private int maxLevel;

    /** Where {@link #advance} stopped, to resume from: the level, and whether entering it. */
    private int level;
    private boolean entering;
    private StopReason budgetStop;
    /** The lowest level this search may leave: the levels below were chosen by the caller. */
    private int base;

    /**
     * A search of {@code links}.
     *
     * @param scratch   the links are compact links built for this search: nothing to put back
     * @param team      the threads of a parallel count this search is one of, or null
     */
    Search(Links links, Heuristic heuristic, boolean scratch, SearchLimits limits, SolutionVisitor visitor,
           boolean keep, SearchObserver observer, Propagator propagator, ProgressListener progress,
           WorkTeam<ParallelCount.Task> team) {
        this.links = links;
        this.stopAtOne = heuristic == Heuristic.FORCED_FIRST;
        this.coverDeadEnds = heuristic == Heuristic.KNUTH;
        this.scratch = scratch;
        this.limits = limits;
        this.visitor = visitor;
        this.kept = keep ? new ArrayList<>() : null;
        this.observer = team != null ? null : observer;
        this.state = propagator == null ? null : new NodeState(links, propagator);
        this.team = team;
        this.startNanos = team != null ? team.startNanos : System.nanoTime();
        this.budget = new Budget(limits, startNanos, links.updates, progress, team);
        this.updatesBefore = links.updates;
        this.weights = ItemWeights.of(heuristic, links, propagator);
    }

    // ----- ways in -----

    /** Searches the whole tree. */
    SearchResult run() {
        return result(search(0, 0, true));
    }

    /**
     * Searches below the options {@code chosen}, taken first, in order, as if the search had chosen
     * them (they count as levels, not as nodes or guesses), without the options {@code excluded}; then
     * puts everything back.
     */
    SearchResult runFrom(int[] chosen, int[] excluded) {
        int l = 0;
        StopReason reason = StopReason.EXHAUSTED;
        boolean clash = false;
        for (int option : chosen) {
            int x = links.availableNode(option);
            if (x < 0) {
                clash = true;
                break;
            }
            ensureLevel(l);
            choice[l] = x;
            degree[l] = 1;
            links.cover(links.top[x]);
            links.coverOthers(x);
            l++;
        }
        int[] removed = clash ? new int[0] : links.removeOptions(excluded);
        if (!clash) {
            reason = search(l, l, true);
        }
        links.restoreOptions(removed);
        unwind(l, 0, false);
        return result(reason);
    }

    /**
     * Searches these (compact) links as if the options of {@code chosenNodes}, linked nowhere, had
     * been chosen on the levels above.
     */
    SearchResult runAfter(int[] chosenNodes) {
        int l = 0;
        for (int node : chosenNodes) {
            ensureLevel(l);
            choice[l] = node;
            degree[l] = 1;
            l++;
        }
        return result(search(l, l, true));
    }

    /**
     * Searches one share of a parallel count: the options of {@code task}'s prefix are chosen again
     * (level by level, the propagator consulted as the first search did), then the options of the
     * task's level from {@code task.first()} up to {@code task.stop()} are tried; everything is put back.
     */
    StopReason runTask(ParallelCount.Task task) {
        int[] prefix = task.prefix();
        int depth = prefix.length;
        ensureLevel(depth);
        for (int l = 0; l < depth; l++) {
            int x = prefix[l];
            if (state != null) {
                state.enter(l, choice);
            }
            choice[l] = x;
            degree[l] = 1;
            stop[l] = links.top[x];
            links.cover(links.top[x]);
            links.coverOthers(x);
        }
        if (state != null) {
            state.enter(depth, choice);
        }
        int x = task.first();
        links.cover(links.top[x]);
        choice[depth] = x;
        degree[depth] = task.degree();
        stop[depth] = task.stop();
        if (task.degree() > 1) {
            guesses++;
        }
        links.coverOthers(x);
        StopReason reason = search(depth, depth + 1, true);
        unwind(depth, 0, false);
        return reason;
    }

    // ----- the search -----

    /**
     * Algorithm X from {@code startLevel} (entering it, or going back to it), never leaving
     * {@code base}: reports solutions, and returns why it stopped, the links as they were when the
     * search began at {@code base}.
     */
    private StopReason search(int base, int startLevel, boolean startEntering) {
        this.base = base;
        this.level = startLevel;
        this.entering = startEntering;
        while (true) {
            int found = advance();
            StopReason reason;
            if (found == EXHAUSTED) {
                return StopReason.EXHAUSTED;
            } else if (found == SOLUTION) {
                // All primary items are covered: choice[0..level-1] is a solution.
                reason = visit(level);
                if (reason == null) {
                    entering = false; // on to the next option at the level above
                    continue;
                }
                unwind(level, base, true);
            } else {
                reason = budgetStop;
                unwind(level, base, false);
            }
            return reason;
        }
    }

    /** What {@link #advance} stopped at. */
    private static final int SOLUTION = 0;
    private static final int EXHAUSTED = 1;
    private static final int OVER_BUDGET = 2;

    /**
     * Steps X2..X8 from {@code level}, never leaving {@code base}: returns {@link #SOLUTION} (at
     * {@code level}), {@link #EXHAUSTED} (links as at the start), or {@link #OVER_BUDGET}
     * ({@code budgetStop} says why; the levels above {@code level} still chosen).
     */
    private int advance() {
        final Links links = this.links;
        final int[] top = links.top;
        final int[] dlink = links.dlink;
        final boolean stopAtOne = this.stopAtOne;
        final NodeState state = this.state;
        final SearchObserver observer = this.observer;
        final int base = this.base;
        long checkAt = nextCheck(nodes);
        int level = this.level;
        boolean entering = this.entering;
        long nodes = this.nodes;
        long guesses = this.guesses;
        int result;
        while (true) {
            int x;
            if (entering) {
                // X2. [Enter level l.]
                if (++nodes >= checkAt) {
                    // Rarely: past the node limit, or time to look at the clock, interrupts, progress.
                    this.nodes = nodes - 1;
                    this.guesses = guesses;
                    if ((budgetStop = checkBudget(level)) != null) {
                        nodes = this.nodes;
                        result = OVER_BUDGET;
                        break;
                    }
                    checkAt = nextCheck(nodes);
                }
                if (state != null && !state.enter(level, choice)) {
                    if (observer != null) {
                        observer.deadEnd(level, -1);
                    }
                    if (weights != null) {
                        blame(level);
                    }
                    entering = false; // the propagator says no solution lies below
                    continue;
                }
                if (links.allCovered()) {
                    result = SOLUTION;
                    break;
                }
                // X3. [Choose i.]
                int item = weights != null ? weights.choose(links) : links.chooseItem(stopAtOne);
                int length = top[item];
                if (observer != null) {
                    observer.choose(level, item - 1, length);
                }
                if (length == 0) {
                    if (weights != null) {
                        blame(level);
                    }
                    if (coverDeadEnds) {
                        links.updates++; // Knuth covers the empty item, and uncovers it at once
                    }
                    if (observer != null) {
                        observer.deadEnd(level, item - 1);
                    }
                    entering = false;
                    continue;
                }
                // X4. [Cover i.]
                links.cover(item);
                x = dlink[item];
                if (level >= choice.length) {
                    ensureLevel(level);
                }
                degree[level] = length;
                stop[level] = item;
            } else {
                // X8. [Leave level l.]
                if (state != null) {
                    state.leave(level);
                }
                if (level == base) {
                    result = EXHAUSTED;
                    break;
                }
                level--;
                // X6. [Try again.]
                x = choice[level];
                links.uncoverOthers(x);
                int item = top[x];
                x = dlink[x];
                if (x == stop[level]) {
                    // X7. [Backtrack.]
                    links.uncover(item);
                    continue;
                }
                if (observer != null) {
                    observer.backtrack(level);
                }
            }
            // X5. [Try x_l.]
            choice[level] = x;
            if (degree[level] > 1) {
                guesses++;
            }
            if (observer != null) {
                observer.tryOption(level, links.optionOf(x));
            }
            links.coverOthers(x);
            level++;
            if (level > maxLevel) {
                maxLevel = level;
            }
            entering = true;
        }
        this.nodes = nodes;
        this.guesses = guesses;
        this.level = level;
        this.entering = entering;
        return result;
    }

    /** {@link Heuristic#WEIGHTED}, {@link Heuristic#SCORED}: the node entered at {@code level} is a dead end. */
    private void blame(int level) {
        weights.blame(links.top, choice, degree, level, base);
    }

    /** The node count at which {@link #advance} next calls {@link #checkBudget}. */
    private long nextCheck(long nodes) {
        return Budget.nextCheck(nodes, limits);
    }

    /**
     * Puts back the choices of levels {@code base .. level-1}, deepest first, and what propagators
     * removed there ({@code entered}: also at {@code level}); nothing to put back in scratch links.
     */
    private void unwind(int level, int base, boolean entered) {
        if (scratch) {
            return;
        }
        if (entered && state != null) {
            state.leave(level);
        }
        while (level > base) {
            level--;
            int x = choice[level];
            links.uncoverOthers(x);
            links.uncover(links.top[x]);
            if (state != null) {
                state.leave(level);
            }
        }
    }

    /** Counts a node and checks the budgets; returns the reason to stop, or null to go on. */
    private StopReason checkBudget(int level) {
        long n = ++nodes;
        if (n > limits.maxNodes()) {
            nodes--;
            return StopReason.NODE_LIMIT;
        }
        if ((n & Budget.CHECK_MASK) != 0) {
            return null;
        }
        return budget.check(n, links.updates, level, this);
    }

    @Override
    public SearchProgress progressAt(int level) {
        return path(level, stats());
    }

    /**
     * Gives a thread that wants work the later half of the options not yet tried at the shallowest
     * level that has some (the largest subtrees, as far as one can tell): it will try them from its
     * own links, this search stops where they begin.
     */
    @Override
    public void share(int level) {
        final int[] dlink = links.dlink;
        for (int l = base; l < level; l++) {
            int left = 0;
            for (int p = dlink[choice[l]]; p != stop[l]; p = dlink[p]) {
                left++;
            }
            if (left > 0) {
                int p = choice[l];
                for (int k = left / 2; k > 0; k--) {
                    p = dlink[p];
                }
                int first = dlink[p];
                team.give(new ParallelCount.Task(Arrays.copyOf(choice, l), first, stop[l], degree[l]));
                stop[l] = first;
                return;
            }
        }
    }

    /**
     * The progress at the node being entered at {@code level}: choice k of d on each level above it
     * (a level given by the caller is choice 1 of 1).
     */
    private SearchProgress path(int level, SearchStats soFar) {
        int[] k = new int[level];
        int[] d = new int[level];
        int[] top = links.top;
        int[] dlink = links.dlink;
        for (int l = 0; l < level; l++) {
            d[l] = Math.max(1, degree[l]);
            k[l] = 1;
            if (d[l] > 1) {
                int item = top[choice[l]];
                for (int p = dlink[item]; p != choice[l] && p != item && k[l] < d[l]; p = dlink[p]) {
                    k[l]++;
                }
            }
        }
        return new SearchProgress(soFar, k, d);
    }

    /** Reports the solution at {@code choice[0..level-1]}; returns the reason to stop, or null. */
    private StopReason visit(int level) {
        solutions++;
        if (observer != null) {
            observer.solution(level);
        }
        if (visitor != null || kept != null) {
            int[] options = new int[level];
            for (int k = 0; k < level; k++) {
                options[k] = links.optionOf(choice[k]);
            }
            Solution solution = Solution.owning(links.problem, options);
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

    private void ensureLevel(int level) {
        if (level >= choice.length) {
            int size = Math.max(choice.length * 2, level + 1);
            choice = Arrays.copyOf(choice, size);
            degree = Arrays.copyOf(degree, size);
            stop = Arrays.copyOf(stop, size);
        }
        if (level >= maxLevel) {
            maxLevel = level + 1;
        }
    }

    // ----- what it did -----

    long nodes() {
        return nodes;
    }

    long updates() {
        return links.updates - updatesBefore;
    }

    long guesses() {
        return guesses;
    }

    long solutions() {
        return solutions;
    }

    int maxLevel() {
        return maxLevel;
    }

    SearchStats stats() {
        return new SearchStats(nodes, updates(), solutions, guesses, maxLevel, System.nanoTime() - startNanos);
    }

    /** The result so far, the search having stopped for {@code reason}. */
    SearchResult result(StopReason reason) {
        return new SearchResult(solutions, kept == null ? List.of() : kept, reason, stats());
    }
}
