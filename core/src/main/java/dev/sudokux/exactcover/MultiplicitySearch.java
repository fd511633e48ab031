package dev.sudokux.exactcover;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One search of Knuth's Algorithm M (TAOCP 7.2.2.1, "exact covering with multiplicities", his program
 * DLX3) on {@link Links}: a primary item {@code i} is covered between {@code u_i} and {@code v_i}
 * times. Each item keeps a {@code bound} (how many more options may still cover it, {@code v_i} at
 * first) and a {@code slack} ({@code v_i - u_i}). Steps M1..M9, as in {@code dlx3.w}:
 *
 * <ul>
 * <li>M2 enter a level (count a node, check the budgets, let the propagator prune);</li>
 * <li>M3 choose the item {@code i} of least branching degree {@code len + min(slack, bound) - bound + 1}
 *     (ties: the smaller {@code min(slack, bound)}, then the longer list, then the first); degree 0 or
 *     less is a dead end, no item left a solution;</li>
 * <li>M4 prepare to branch on {@code i}: {@code bound--}; with no slack and no bound left, cover it as
 *     Algorithm X does; otherwise branch by <em>tweaking</em>, covering it first only when no bound is
 *     left;</li>
 * <li>M5 possibly tweak {@code x}: when too few options are left to reach the lower bound, back up;
 *     otherwise take {@code x} out of {@code i}'s list (and out of every list, when more options may
 *     still cover {@code i}), so that the options tried later at this level leave it out; when the
 *     list is empty, the move is the null move: {@code i} is done, deactivated without another option;</li>
 * <li>M6 try {@code x}: its other items partially covered ({@code bound--}, covered when it reaches 0;
 *     secondary ones covered or purified as in DLX2); M7 try again: undo M6, take the next option;</li>
 * <li>M8 restore {@code i}: uncover or untweak it, {@code bound++}; M9 leave the level.</li>
 * </ul>
 *
 * <p>The same nodes and updates as DLX3 on the same input. Moves at a level are options of {@code i}
 * in list order, then possibly the null move (recorded as {@code i}'s header node).
 */
final class MultiplicitySearch implements Budget.Owner {

    private final Links links;
    private final Bounds m;
    private final int items;
    private final SearchLimits limits;
    private final SolutionVisitor visitor;
    private final List<Solution> kept;
    private final SearchObserver observer;
    private final NodeState state;
    private final long startNanos;
    private final long updatesBefore;
    private final Budget budget;

    private int[] choice = new int[16];
    private int[] firstTweak = new int[16];
    private int[] score = new int[16];
    private long nodes;
    private long guesses;
    private long solutions;
    private int maxLevel;

    MultiplicitySearch(Links links, SearchLimits limits, SolutionVisitor visitor, boolean keep,
                       SearchObserver observer, Propagator propagator, ProgressListener progress) {
        this.links = links;
        this.m = new Bounds(links);
        this.items = links.problem.itemCount();
        this.limits = limits;
        this.visitor = visitor;
        this.kept = keep ? new ArrayList<>() : null;
        this.observer = observer;
        this.state = propagator == null ? null : new NodeState(links, propagator);
        this.startNanos = System.nanoTime();
        this.updatesBefore = links.updates;
        this.budget = new Budget(limits, startNanos, links.updates, progress, null);
    }

    /**
     * Searches below the options {@code chosen} (taken first, in order, as levels that count no
     * nodes) without the options {@code excluded}; puts everything back.
     */
    SearchResult runFrom(int[] chosen, int[] excluded) {
        int given = 0;
        boolean clash = false;
        for (int option : chosen) {
            int x = links.availableNode(option);
            if (x < 0) {
                clash = true;
                break;
            }
            grow(given);
            choice[given] = x;
            score[given] = 1;
            firstTweak[given] = 0;
            links.remove(links.firstNode[option]);
            m.commitAll(links.firstNode[option]);
            given++;
        }
        StopReason reason = StopReason.EXHAUSTED;
        int[] removed = clash ? new int[0] : links.removeOptions(excluded);
        if (!clash) {
            reason = search(given);
        }
        links.restoreOptions(removed);
        for (int l = given - 1; l >= 0; l--) {
            int first = links.firstNode[links.optionOf(choice[l])];
            m.uncommitAll(first);
            links.restore(first);
        }
        return result(reason);
    }

    /** Algorithm M from level {@code base}; returns why it stopped, the links as they were. */
    private StopReason search(int base) {
        final Links links = this.links;
        final int[] top = links.top;
        final int[] dlink = links.dlink;
        int level = base;
        int best;
        int cur;
        StopReason stop = null;
        boolean entered = false;
        search:
        while (true) {
            // M2. [Enter level l.]
            entered = false;
            if ((stop = checkBudget(level)) != null) {
                break;
            }
            entered = true;
            if (state == null || state.enter(level, choice)) {
                // M3. [Choose i.]
                m.choose();
                best = m.best;
                int t = m.degree;
                if (best == 0) {
                    // No item left to cover: choice[0..level-1] is a solution (null moves aside).
                    if ((stop = visit(level)) != null) {
                        break;
                    }
                } else {
                    if (observer != null) {
                        observer.choose(level, best - 1, Math.max(0, t));
                    }
                    if (t > 0) {
                        // M4. [Prepare to branch on i.]
                        grow(level);
                        score[level] = t;
                        firstTweak[level] = 0;
                        cur = dlink[best];
                        choice[level] = cur;
                        firstTweak[level] = m.prepare(best);
                        while (true) {
                            // M5. [Possibly tweak x_l.]
                            if (m.advance(best, cur)) {
                                // M6. [Try x_l.]
                                if (t > 1) {
                                    guesses++;
                                }
                                if (observer != null) {
                                    observer.tryOption(level, cur == best ? -1 : links.optionOf(cur));
                                }
                                if (cur != best) {
                                    m.commitOthers(cur);
                                }
                                level++;
                                if (level > maxLevel) {
                                    maxLevel = level;
                                }
                                continue search;
                            }
                            // M8. [Restore i.]
                            m.restore(best, firstTweak[level]);
                            break;
                        }
                    } else if (observer != null) {
                        observer.deadEnd(level, best - 1);
                    }
                }
            } else if (observer != null) {
                observer.deadEnd(level, -1);
            }
            // M9. [Leave level l.] then M7. [Try again.] at the level above, or M8 when it is done.
            while (true) {
                if (state != null) {
                    state.leave(level);
                }
                if (level == base) {
                    return StopReason.EXHAUSTED;
                }
                level--;
                cur = choice[level];
                if (cur <= items) {
                    // The null move: i was deactivated without an option.
                    best = cur;
                    links.reactivate(best);
                    m.restore(best, firstTweak[level]);
                    continue;
                }
                best = top[cur];
                m.uncommitOthers(cur);
                cur = dlink[cur];
                choice[level] = cur;
                if (observer != null) {
                    observer.backtrack(level);
                }
                if (m.advance(best, cur)) {
                    if (score[level] > 1) {
                        guesses++;
                    }
                    if (observer != null) {
                        observer.tryOption(level, cur == best ? -1 : links.optionOf(cur));
                    }
                    if (cur != best) {
                        m.commitOthers(cur);
                    }
                    level++;
                    continue search;
                }
                m.restore(best, firstTweak[level]);
            }
        }
        unwind(level, base, entered);
        return stop;
    }

    /** Puts back the levels {@code base .. level-1}, deepest first (a search stopped early). */
    private void unwind(int level, int base, boolean entered) {
        if (entered && state != null) {
            state.leave(level);
        }
        while (level > base) {
            level--;
            int cur = choice[level];
            int best;
            if (cur <= items) {
                best = cur;
                links.reactivate(best);
            } else {
                best = links.top[cur];
                m.uncommitOthers(cur);
                if (firstTweak[level] != 0 && m.bound[best] == 0) {
                    // Covered at M4 for tweaking: the search would have reactivated it after its null move.
                    links.reactivate(best);
                }
            }
            m.restore(best, firstTweak[level]);
            if (state != null) {
                state.leave(level);
            }
        }
    }

    /** Counts a node and checks the budgets every 1,024; the reason to stop, or null. */
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

    /** Knuth's path: at each level the move k of the d the item had ({@code print_progress} of DLX3). */
    private SearchProgress path(int level, SearchStats soFar) {
        int[] k = new int[level];
        int[] d = new int[level];
        for (int l = 0; l < level; l++) {
            d[l] = Math.max(1, score[l]);
            int cur = choice[l];
            int item = cur <= items ? cur : links.top[cur];
            int p = firstTweak[l] != 0 ? firstTweak[l] : links.dlink[item];
            k[l] = 1;
            for (int steps = 0; p != cur && steps < d[l]; steps++, p = links.dlink[p]) {
                k[l]++;
            }
            k[l] = Math.min(k[l], d[l]);
        }
        return new SearchProgress(soFar, k, d);
    }

    /** Reports the solution made of the options (not the null moves) at levels {@code 0..level-1}. */
    private StopReason visit(int level) {
        solutions++;
        if (observer != null) {
            observer.solution(level);
        }
        if (visitor != null || kept != null) {
            int count = 0;
            int[] options = new int[level];
            for (int l = 0; l < level; l++) {
                if (choice[l] > items) {
                    options[count++] = links.optionOf(choice[l]);
                }
            }
            Solution solution = Solution.owning(links.problem, Arrays.copyOf(options, count));
            if (kept != null) {
                kept.add(solution);
            }
            if (visitor != null && !visitor.visit(solution)) {
                return StopReason.STOPPED_BY_VISITOR;
            }
        }
        return solutions >= limits.maxSolutions() ? StopReason.SOLUTION_LIMIT : null;
    }

    private void grow(int level) {
        if (level >= choice.length) {
            int size = Math.max(2 * choice.length, level + 1);
            choice = Arrays.copyOf(choice, size);
            firstTweak = Arrays.copyOf(firstTweak, size);
            score = Arrays.copyOf(score, size);
        }
        if (level >= maxLevel) {
            maxLevel = level + 1;
        }
    }

    long updates() {
        return links.updates - updatesBefore;
    }

    /** The counts so far, and the time since the search began. */
    SearchStats stats() {
        return new SearchStats(nodes, updates(), solutions, guesses, maxLevel, System.nanoTime() - startNanos);
    }

    private SearchResult result(StopReason reason) {
        return new SearchResult(solutions, kept == null ? List.of() : kept, reason, stats());
    }
}
