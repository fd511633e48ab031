package dev.sudokux.exactcover;

/**
 * The dancing links of one problem, laid out as in Knuth's {@code dlx1.w} and {@code dlx2.w}, and
 * their moves: {@link #cover}, {@link #uncover}, {@link #hide}, {@link #unhide}, and for colours
 * {@link #commit}, {@link #uncommit}, {@link #purify}, {@link #unpurify}.
 *
 * <p><b>Layout.</b> Primitive arrays. Items {@code 1..N} (item {@code i} of the problem is
 * {@code i+1} here) sit in a doubly linked list {@code llink/rlink}: the primary ones in a cycle
 * through the root {@code 0}, the secondary ones in a cycle through {@code N+1}. Nodes {@code 1..N}
 * are the item headers; after them come the options, one node an item, each option preceded by a
 * spacer node and the last one followed by one. Every node has {@code top} (its item; for a header,
 * the item's length, the number of options still containing it; for a spacer, minus the option
 * number, from 1) and {@code ulink/dlink} (the vertical list of its item). A spacer's {@code ulink}
 * is the first node of the option before it and its {@code dlink} the last node of the option after
 * it, so an option can be walked round in either direction. {@code color} (only when the problem has
 * colours) holds each node's colour, 0 for none, or -1 for a node whose item was purified by an
 * option of the same colour.
 *
 * <p><b>Updates</b> are counted as Knuth counts them: one for each item taken out of the list of
 * items to cover, and one for each node taken out of an item's list.
 *
 * <p>Links are built once a problem, or (see {@link CompactLinks}) for what a partial solution
 * leaves; copies for other threads are built from the problem the same way, so a node has the same
 * number in every copy.
 */
final class Links {

    /** The head of the list of primary items still to cover. */
    static final int ROOT = 0;

    final ExactCoverProblem problem;
    /** Item list: {@code rlink[ROOT]} is the first primary item still to cover. */
    final int[] llink;
    final int[] rlink;
    /** Nodes: item headers {@code 1..N}, then spacers and options. */
    final int[] top;
    final int[] ulink;
    final int[] dlink;
    /** Each node's colour; null when the problem has none. */
    final int[] color;
    /** The first node of each option (problem numbering). */
    final int[] firstNode;
    /** The first node of each option whose item is primary (made when first needed). */
    private int[] primaryNode;
    /** Link updates so far. */
    long updates;

    /** Builds the links of {@code problem}: time and space linear in its size. */
    Links(ExactCoverProblem problem) {
        this(problem, problem.itemCount() + 1 + problem.nodeCount() + problem.optionCount() + 1,
                problem.hasColors());
        int options = problem.optionCount();
        int[] start = problem.rawOptionStart();
        int[] items = problem.rawOptionItems();
        int[] colors = problem.rawOptionColors();
        int spacer = itemCount() + 1;
        top[spacer] = 0;
        for (int k = 0; k < options; k++) {
            int node = spacer;
            firstNode[k] = node + 1;
            for (int p = start[k]; p < start[k + 1]; p++) {
                node++;
                top[node] = items[p] + 1;
                if (color != null) {
                    color[node] = colors[p];
                }
            }
            spacer = closeOption(spacer, node, k);
        }
        dlink[spacer] = spacer;
        linkItems(null, 0);
        for (int first : firstNode) {
            for (int q = first; top[q] > 0; q++) {
                append(q, top[q]);
            }
        }
    }

    /** Empty links with room for {@code nodes} nodes, for the constructor and {@link CompactLinks}. */
    Links(ExactCoverProblem problem, int nodes, boolean colored) {
        this.problem = problem;
        int n = problem.itemCount();
        llink = new int[n + 2];
        rlink = new int[n + 2];
        top = new int[nodes];
        ulink = new int[nodes];
        dlink = new int[nodes];
        color = colored ? new int[nodes] : null;
        firstNode = new int[problem.optionCount()];
    }

    int itemCount() {
        return problem.itemCount();
    }

    /**
     * Ends option {@code k}, whose nodes run from after {@code spacer} to {@code last}, with the
     * spacer after it; returns that spacer.
     */
    int closeOption(int spacer, int last, int k) {
        dlink[spacer] = last; // the last node of the option after the spacer
        int next = last + 1;
        top[next] = -(k + 1);
        ulink[next] = spacer + 1; // the first node of the option before the spacer
        return next;
    }

    /**
     * Links the primary items into a cycle through the root and the secondary ones through their head
     * {@code N+1}, in order, leaving out those marked with {@code stamp} in {@code mark} (when not
     * null); makes every item's list empty.
     */
    void linkItems(int[] mark, int stamp) {
        int n = itemCount();
        int primary = problem.primaryCount();
        linkCycle(ROOT, 1, primary, mark, stamp);
        linkCycle(n + 1, primary + 1, n, mark, stamp);
        for (int i = 1; i <= n; i++) {
            top[i] = 0;
            ulink[i] = i;
            dlink[i] = i;
        }
    }

    private void linkCycle(int head, int from, int to, int[] mark, int stamp) {
        int previous = head;
        for (int i = from; i <= to; i++) {
            if (mark == null || mark[i] != stamp) {
                rlink[previous] = i;
                llink[i] = previous;
                previous = i;
            }
        }
        rlink[previous] = head;
        llink[head] = previous;
    }

    /** Appends node {@code q} at the bottom of the list of {@code item}. */
    void append(int q, int item) {
        int last = ulink[item];
        ulink[q] = last;
        dlink[q] = item;
        dlink[last] = q;
        ulink[item] = q;
        top[item]++;
    }

    /** The option (problem numbering) of node {@code x}: the spacer after it says. */
    int optionOf(int x) {
        while (top[x] > 0) {
            x++;
        }
        return -top[x] - 1;
    }

    /** Whether every primary item is covered. */
    boolean allCovered() {
        return rlink[ROOT] == ROOT;
    }

    /** Whether {@code item} (links numbering) is in the list of items to cover. */
    boolean isActive(int item) {
        return rlink[llink[item]] == item;
    }

    /**
     * X3 [Choose i.]: the primary item with the fewest options, the first such in the list (Knuth's
     * MRV). The scan stops at an item with none (a dead end: nothing can be better); with
     * {@code stopAtOne} also at an item with one (a forced move), which saves the rest of the scan
     * but may miss a later dead end.
     */
    int chooseItem(boolean stopAtOne) {
        final int[] rlink = this.rlink;
        final int[] len = this.top;
        final int enough = stopAtOne ? 1 : 0;
        int best = rlink[ROOT];
        int fewest = len[best];
        for (int i = rlink[best]; fewest > enough && i != ROOT; i = rlink[i]) {
            int l = len[i];
            if (l < fewest) {
                fewest = l;
                best = i;
            }
        }
        return best;
    }

    /**
     * X3 [Choose i.] by {@link Heuristic#WEIGHTED}: the first primary item with at most one option, or
     * else one with the fewest options, of those the first with the largest {@code weight[i]} (links
     * numbering).
     */
    int chooseWeighted(int[] weight) {
        final int[] rlink = this.rlink;
        final int[] len = this.top;
        int best = rlink[ROOT];
        int fewest = len[best];
        if (fewest <= 1) {
            return best;
        }
        int heaviest = weight[best];
        for (int i = rlink[best]; i != ROOT; i = rlink[i]) {
            int l = len[i];
            if (l <= 1) {
                return i;
            }
            if (l < fewest || l == fewest && weight[i] > heaviest) {
                best = i;
                fewest = l;
                heaviest = weight[i];
            }
        }
        return best;
    }

    // ----- Algorithm X's moves (DLX1) -----

    /** Takes {@code item} out of the items to cover and hides every option in its list. */
    void cover(int item) {
        if (color != null) {
            coverColored(item);
            return;
        }
        final int[] dlink = this.dlink;
        for (int p = dlink[item]; p != item; p = dlink[p]) {
            hide(p);
        }
        int l = llink[item];
        int r = rlink[item];
        rlink[l] = r;
        llink[r] = l;
        updates++;
    }

    /** Undoes {@link #cover}. */
    void uncover(int item) {
        if (color != null) {
            uncoverColored(item);
            return;
        }
        int l = llink[item];
        int r = rlink[item];
        rlink[l] = item;
        llink[r] = item;
        final int[] ulink = this.ulink;
        for (int p = ulink[item]; p != item; p = ulink[p]) {
            unhide(p);
        }
    }

    /** Takes the other nodes of node {@code p}'s option out of their items' lists. */
    void hide(int p) {
        final int[] top = this.top;
        final int[] ulink = this.ulink;
        final int[] dlink = this.dlink;
        int hidden = 0;
        for (int q = p + 1; q != p; ) {
            int x = top[q];
            int u = ulink[q];
            if (x <= 0) {
                q = u; // a spacer: back to the first node of this option
            } else {
                int d = dlink[q];
                dlink[u] = d;
                ulink[d] = u;
                top[x]--;
                hidden++;
                q++;
            }
        }
        updates += hidden;
    }

    /** Undoes {@link #hide}, going the other way round the option. */
    void unhide(int p) {
        final int[] top = this.top;
        final int[] ulink = this.ulink;
        final int[] dlink = this.dlink;
        for (int q = p - 1; q != p; ) {
            int x = top[q];
            int d = dlink[q];
            if (x <= 0) {
                q = d; // a spacer: on to the last node of this option
            } else {
                int u = ulink[q];
                dlink[u] = q;
                ulink[d] = q;
                top[x]++;
                q--;
            }
        }
    }

    /** X5 [Try x.]: covers (or, with colours, commits) every item of node {@code x}'s option but its own. */
    void coverOthers(int x) {
        final int[] top = this.top;
        if (color != null) {
            for (int p = x + 1; p != x; ) {
                int j = top[p];
                if (j <= 0) {
                    p = ulink[p];
                } else {
                    commit(p, j);
                    p++;
                }
            }
            return;
        }
        for (int p = x + 1; p != x; ) {
            int j = top[p];
            if (j <= 0) {
                p = ulink[p];
            } else {
                cover(j);
                p++;
            }
        }
    }

    /** X6 [Try again.]: undoes {@link #coverOthers}, right to left. */
    void uncoverOthers(int x) {
        final int[] top = this.top;
        if (color != null) {
            for (int p = x - 1; p != x; ) {
                int j = top[p];
                if (j <= 0) {
                    p = dlink[p];
                } else {
                    uncommit(p, j);
                    p--;
                }
            }
            return;
        }
        for (int p = x - 1; p != x; ) {
            int j = top[p];
            if (j <= 0) {
                p = dlink[p];
            } else {
                uncover(j);
                p--;
            }
        }
    }

    // ----- colours (DLX2): commit, purify, and hiding that leaves purified nodes alone -----

    /** Covers item {@code j} of node {@code p} if {@code p} has no colour, purifies it if it has one. */
    void commit(int p, int j) {
        int c = color[p];
        if (c == 0) {
            coverColored(j);
        } else if (c > 0) {
            purify(p);
        }
    }

    /** Undoes {@link #commit}. */
    void uncommit(int p, int j) {
        int c = color[p];
        if (c == 0) {
            uncoverColored(j);
        } else if (c > 0) {
            unpurify(p);
        }
    }

    private void coverColored(int item) {
        final int[] dlink = this.dlink;
        for (int p = dlink[item]; p != item; p = dlink[p]) {
            hideColored(p);
        }
        int l = llink[item];
        int r = rlink[item];
        rlink[l] = r;
        llink[r] = l;
        updates++;
    }

    private void uncoverColored(int item) {
        int l = llink[item];
        int r = rlink[item];
        rlink[l] = item;
        llink[r] = item;
        final int[] ulink = this.ulink;
        for (int p = ulink[item]; p != item; p = ulink[p]) {
            unhideColored(p);
        }
    }

    private void hideColored(int p) {
        final int[] top = this.top;
        final int[] ulink = this.ulink;
        final int[] dlink = this.dlink;
        int hidden = 0;
        for (int q = p + 1; q != p; ) {
            int x = top[q];
            int u = ulink[q];
            if (x <= 0) {
                q = u;
            } else {
                if (color[q] >= 0) {
                    int d = dlink[q];
                    dlink[u] = d;
                    ulink[d] = u;
                    top[x]--;
                    hidden++;
                }
                q++;
            }
        }
        updates += hidden;
    }

    private void unhideColored(int p) {
        final int[] top = this.top;
        final int[] ulink = this.ulink;
        final int[] dlink = this.dlink;
        for (int q = p - 1; q != p; ) {
            int x = top[q];
            int d = dlink[q];
            if (x <= 0) {
                q = d;
            } else {
                if (color[q] >= 0) {
                    int u = ulink[q];
                    dlink[u] = q;
                    ulink[d] = q;
                    top[x]++;
                }
                q--;
            }
        }
    }

    /**
     * Keeps in item {@code top[p]}'s list only the options that give it {@code p}'s colour: the
     * others are hidden, the compatible ones marked -1 so that they are not purified again.
     */
    void purify(int p) {
        int c = color[p];
        int item = top[p];
        for (int q = dlink[item]; q != item; q = dlink[q]) {
            if (color[q] != c) {
                hideColored(q);
            } else if (q != p) {
                color[q] = -1;
            }
        }
    }

    /** Undoes {@link #purify}. */
    void unpurify(int p) {
        int c = color[p];
        int item = top[p];
        for (int q = ulink[item]; q != item; q = ulink[q]) {
            if (color[q] < 0) {
                color[q] = c;
            } else if (q != p) {
                unhideColored(q);
            }
        }
    }

    /**
     * A node of option {@code k} whose item is primary, when every node of the option is still in its
     * item's list and every item still to cover (or, for a coloured secondary item, held with the
     * same colour): the option can be chosen now. -1 when it clashes with what was chosen before.
     */
    int availableNode(int k) {
        int primaryNode = -1;
        for (int x = firstNode[k]; top[x] > 0; x++) {
            int item = top[x];
            boolean purifiedAlike = color != null && color[x] < 0;
            boolean nodeLinked = dlink[ulink[x]] == x;
            if (!nodeLinked || (!isActive(item) && !purifiedAlike)) {
                return -1;
            }
            if (primaryNode < 0 && item <= problem.primaryCount()) {
                primaryNode = x;
            }
        }
        return primaryNode;
    }

    // ----- multiplicities (DLX3): tweaking -----

    /**
     * Takes node {@code n}, the topmost of its item's list, out of that list; with {@code block}, its
     * option's other nodes out of theirs first (the option leaves every list). Each node counts as an
     * update. Undone, for all the nodes tweaked in a row, by {@link #untweak}.
     */
    void tweak(int n, boolean block) {
        int removed = 0;
        for (int q = block ? n + 1 : n; ; ) {
            if (color == null || color[q] >= 0) {
                int u = ulink[q];
                int d = dlink[q];
                int x = top[q];
                if (x <= 0) {
                    q = u; // a spacer: back to the first node of the option
                    continue;
                }
                dlink[u] = d;
                ulink[d] = u;
                top[x]--;
                removed++;
            }
            if (q == n) {
                break;
            }
            q++;
        }
        updates += removed;
    }

    /**
     * Undoes the tweaks of item {@code c}'s nodes from {@code x} (the first tweaked, still pointing
     * down to the next) to the node now at the top of its list: puts them back in the list, and with
     * {@code unblock} their options' other nodes in theirs; without, uncovers {@code c} (which was
     * covered, not blocked), leaving it out of the list of items to cover.
     */
    void untweak(int c, int x, boolean unblock) {
        int z = dlink[c];
        dlink[c] = x;
        int k = 0;
        int q = c;
        int r = x;
        for (; r != z; q = r, r = dlink[r]) {
            ulink[r] = q;
            k++;
            if (unblock) {
                for (int nn = r + 1; nn != r; ) {
                    if (color == null || color[nn] >= 0) {
                        int u = ulink[nn];
                        int d = dlink[nn];
                        int item = top[nn];
                        if (item <= 0) {
                            nn = u;
                            continue;
                        }
                        dlink[u] = nn;
                        ulink[d] = nn;
                        top[item]++;
                    }
                    nn++;
                }
            }
        }
        ulink[r] = q;
        top[c] += k;
        if (!unblock) {
            unhideAll(c);
        }
    }

    /** Unhides every option in {@code item}'s list: {@link #uncover} without putting the item back. */
    private void unhideAll(int item) {
        for (int p = ulink[item]; p != item; p = ulink[p]) {
            if (color != null) {
                unhideColored(p);
            } else {
                unhide(p);
            }
        }
    }

    /** Takes {@code item} out of the list of items to cover (without hiding anything). */
    void deactivate(int item) {
        int l = llink[item];
        int r = rlink[item];
        rlink[l] = r;
        llink[r] = l;
    }

    /** Puts {@code item} back in the list of items to cover. */
    void reactivate(int item) {
        int l = llink[item];
        int r = rlink[item];
        rlink[l] = item;
        llink[r] = item;
    }

    /** Hides every option in {@code item}'s list, leaving the item in the list of items to cover; one update, as a cover. */
    void hideAll(int item) {
        for (int p = dlink[item]; p != item; p = dlink[p]) {
            if (color != null) {
                hideColored(p);
            } else {
                hide(p);
            }
        }
        updates++;
    }

    // ----- options taken out by a propagator -----

    /**
     * Whether option {@code k} (problem numbering) can still be chosen. One node tells: the option's
     * first node with a primary item is in its item's list, and that item still to cover. (Covering
     * an item hides its options from every other list; purifying hides the options of other colours
     * the same way; {@link #remove} takes out every node; a chosen option's items are all covered.)
     */
    boolean isLive(int k) {
        int[] primary = primaryNode;
        if (primary == null) {
            primary = primaryNode = new int[firstNode.length];
            int primaryCount = problem.primaryCount();
            for (int o = 0; o < firstNode.length; o++) {
                int q = firstNode[o];
                while (top[q] > primaryCount) {
                    q++;
                }
                primary[o] = q;
            }
        }
        int q = primary[k];
        return dlink[ulink[q]] == q && isActive(top[q]);
    }

    /** Takes every node of the option starting at node {@code first} out of its item's list. */
    void remove(int first) {
        int removed = 0;
        for (int q = first; top[q] > 0; q++) {
            if (color == null || color[q] >= 0) {
                int u = ulink[q];
                int d = dlink[q];
                dlink[u] = d;
                ulink[d] = u;
                top[top[q]]--;
                removed++;
            }
        }
        updates += removed;
    }

    /** Undoes {@link #remove}, last node first. */
    void restore(int first) {
        int q = first;
        while (top[q] > 0) {
            q++;
        }
        for (q--; q >= first; q--) {
            if (color == null || color[q] >= 0) {
                int u = ulink[q];
                int d = dlink[q];
                dlink[u] = q;
                ulink[d] = q;
                top[top[q]]++;
            }
        }
    }

    /**
     * Takes out of the links the options {@code excluded} (problem numbering) that are still
     * available (a prefix's exclusions), and returns the first nodes of those taken out, for
     * {@link #restoreOptions}.
     */
    int[] removeOptions(int[] excluded) {
        int[] removed = new int[excluded.length];
        int k = 0;
        for (int option : excluded) {
            java.util.Objects.checkIndex(option, firstNode.length);
            if (availableNode(option) >= 0) {
                removed[k++] = firstNode[option];
                remove(firstNode[option]);
            }
        }
        return java.util.Arrays.copyOf(removed, k);
    }

    /** Puts back the options {@link #removeOptions} took out, the last first. */
    void restoreOptions(int[] removed) {
        for (int k = removed.length - 1; k >= 0; k--) {
            restore(removed[k]);
        }
    }
}
