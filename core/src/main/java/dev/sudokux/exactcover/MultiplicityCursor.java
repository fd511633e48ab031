package dev.sudokux.exactcover;

import java.util.Arrays;

/**
 * A {@link SearchCursor} for Algorithm M ({@link MultiplicitySearch}): at a node the item of least
 * branching degree is chosen and prepared (M3, M4) at the first {@link #branches()}; child {@code k}
 * is the {@code k}-th move, reached by tweaking the options before it (M5) and trying it (M6); going
 * back up undoes the try but keeps the tweaks, as the search does, so that walking the children in
 * order costs what the search costs. Going to an earlier child starts the node's moves over; the
 * tweaks made again then, and those of the options skipped on the way to a child, are not counted in
 * {@link #updates()}: the count is what the search pays for the nodes the cursor visits.
 *
 * <p>A prefix here excludes options: at a tweaking level, the options tried before the current move
 * (and, for the null move, all of them).
 */
final class MultiplicityCursor implements SearchCursor {
    private static final int NEW = 0;
    private static final int ALIVE = 1;
    private static final int DEAD = 2;
    private static final int SOLUTION = 3;

    private final Links links;
    private final Bounds m;
    private final NodeState state;
    private final long updatesBefore;
    /** Updates made again or in passing, left out of {@link #updates()}. */
    private long uncounted;
    private final int given;
    private final int[] givenFirst;
    private final int[] startExcluded;
    private final int[] removed;
    private final boolean clash;
    private boolean closed;

    private int level;
    private int[] choice = new int[16];
    private int[] status = new int[16];
    /** The item each level branches on (0: not chosen yet; -1: none, the node is a dead end or solution). */
    private int[] best = new int[16];
    private int[] degree = new int[16];
    private int[] firstTweak = new int[16];
    /** How many of the level's moves are tweaked now (tweaking levels). */
    private int[] tweaked = new int[16];
    /** The node of the next move to tweak (tweaking levels). */
    private int[] next = new int[16];

    MultiplicityCursor(Links links, Propagator propagator, Prefix from) {
        this.links = links;
        this.m = new Bounds(links);
        this.state = propagator == null ? null : new NodeState(links, propagator);
        this.updatesBefore = links.updates;
        Arrays.fill(tweaked, -1);
        int[] chosen = from.chosen();
        givenFirst = new int[chosen.length];
        boolean clashed = false;
        int l = 0;
        for (int option : chosen) {
            java.util.Objects.checkIndex(option, links.firstNode.length);
            int x = links.availableNode(option);
            if (x < 0) {
                clashed = true;
                break;
            }
            grow(l);
            choice[l] = x;
            givenFirst[l] = links.firstNode[option];
            links.remove(givenFirst[l]);
            m.commitAll(givenFirst[l]);
            l++;
        }
        given = l;
        level = l;
        clash = clashed;
        startExcluded = from.excluded();
        removed = clashed ? new int[0] : links.removeOptions(startExcluded);
        grow(level);
        reset(level, clashed ? DEAD : NEW);
        tweaked[level] = -1;
    }

    private void reset(int l, int st) {
        status[l] = st;
        best[l] = 0;
    }

    @Override
    public int depth() {
        return level - given;
    }

    private int status() {
        if (status[level] == NEW) {
            if (state != null && !state.enter(level, choice)) {
                status[level] = DEAD;
            } else {
                m.choose();
                if (m.best == 0) {
                    status[level] = SOLUTION;
                } else if (m.degree <= 0) {
                    status[level] = DEAD;
                } else {
                    status[level] = ALIVE;
                    best[level] = m.best;
                    degree[level] = m.degree;
                }
            }
        }
        return status[level];
    }

    @Override
    public boolean isSolution() {
        return status() == SOLUTION;
    }

    @Override
    public int branches() {
        if (status() != ALIVE) {
            return 0;
        }
        if (!prepared(level)) {
            prepare(level);
        }
        return degree[level];
    }

    private boolean prepared(int l) {
        return tweaked[l] >= 0;
    }

    /** M4 at level {@code l}. */
    private void prepare(int l) {
        int i = best[l];
        firstTweak[l] = m.prepare(i);
        tweaked[l] = 0;
        next[l] = links.dlink[i];
    }

    @Override
    public void down(int k) {
        int d = branches();
        java.util.Objects.checkIndex(k, d);
        int i = best[level];
        int cur;
        if (firstTweak[level] == 0) {
            // No tweaking: the k-th option of the list, as in Algorithm X.
            cur = links.dlink[i];
            for (int j = 0; j < k; j++) {
                cur = links.dlink[cur];
            }
        } else {
            if (k < tweaked[level]) {
                startOver(level);
            }
            long before = links.updates;
            while (tweaked[level] < k) {
                if (!m.advance(i, next[level])) {
                    throw new IllegalStateException("move " + k + " of " + d + " is past the end");
                }
                next[level] = links.dlink[next[level]];
                tweaked[level]++;
            }
            uncounted += links.updates - before;
            cur = next[level];
            if (!m.advance(i, cur)) {
                throw new IllegalStateException("move " + k + " of " + d + " is past the end");
            }
            next[level] = cur == i ? i : links.dlink[cur];
            tweaked[level]++;
        }
        choice[level] = cur;
        if (cur != i) {
            m.commitOthers(cur);
        }
        level++;
        grow(level);
        reset(level, NEW);
        tweaked[level] = -1;
        firstTweak[level] = 0;
    }

    /** Undoes the tweaks of level {@code l} and prepares it again, uncounted. */
    private void startOver(int l) {
        long before = links.updates;
        unprepare(l);
        prepare(l);
        uncounted += links.updates - before;
    }

    /** M8 at level {@code l}: the item as before {@link #prepare}. */
    private void unprepare(int l) {
        int i = best[l];
        if (firstTweak[l] != 0 && m.bound[i] == 0) {
            links.reactivate(i); // covered at M4 to be tweaked
        }
        m.restore(i, firstTweak[l]);
        tweaked[l] = -1;
    }

    @Override
    public void up() {
        if (level == given) {
            throw new IllegalStateException("the cursor is at its starting node");
        }
        leaveNode();
        level--;
        int cur = choice[level];
        int i = best[level];
        if (cur == i) {
            if (m.bound[i] != 0) {
                links.reactivate(i); // the null move deactivated it
            }
        } else {
            m.uncommitOthers(cur);
        }
    }

    private void leaveNode() {
        if (status[level] == ALIVE && best[level] > 0 && prepared(level)) {
            unprepare(level);
        }
        if (state != null && status[level] != NEW) {
            state.leave(level);
        }
        reset(level, NEW);
        tweaked[level] = -1;
    }

    @Override
    public Prefix prefix() {
        int[] chosen = new int[level];
        int nc = 0;
        int[] excluded = Arrays.copyOf(startExcluded, startExcluded.length + 16);
        int ne = startExcluded.length;
        for (int l = 0; l < level; l++) {
            if (choice[l] > m.items) {
                chosen[nc++] = links.optionOf(choice[l]);
            }
            if (l >= given && firstTweak[l] != 0) {
                // The options tweaked before this move are left out below it.
                for (int p = firstTweak[l]; p != choice[l] && p != best[l]; p = links.dlink[p]) {
                    if (ne == excluded.length) {
                        excluded = Arrays.copyOf(excluded, 2 * ne);
                    }
                    excluded[ne++] = links.optionOf(p);
                }
            }
        }
        return new Prefix(Arrays.copyOf(chosen, nc), Arrays.copyOf(excluded, ne));
    }

    @Override
    public long updates() {
        return links.updates - updatesBefore - uncounted;
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        while (level > given) {
            up();
        }
        if (!clash) {
            leaveNode();
        }
        links.restoreOptions(removed);
        for (int l = given - 1; l >= 0; l--) {
            m.uncommitAll(givenFirst[l]);
            links.restore(givenFirst[l]);
        }
    }

    private void grow(int l) {
        if (l >= choice.length) {
            int size = Math.max(2 * choice.length, l + 1);
            choice = Arrays.copyOf(choice, size);
            status = Arrays.copyOf(status, size);
            best = Arrays.copyOf(best, size);
            degree = Arrays.copyOf(degree, size);
            firstTweak = Arrays.copyOf(firstTweak, size);
            int old = tweaked.length;
            tweaked = Arrays.copyOf(tweaked, size);
            Arrays.fill(tweaked, old, size, -1);
            next = Arrays.copyOf(next, size);
        }
    }
}
