package dev.sudokux.exactcover;

/**
 * The sparse sets of a problem as Knuth's SSXCC lays them out before a search: built once from the
 * problem, never changed, shared by every search (and every thread) of a {@link DancingCells}. Each
 * search starts from a copy of these arrays.
 *
 * <p><b>{@code set}.</b> Item {@code i} of the problem owns a block of {@code set}: two header
 * entries, then one entry an option that holds the item. If the block's options start at index
 * {@code x} (the item's <em>address</em>, which stands for the item everywhere in the search),
 * {@code set[x-2]} is the item's position in its list of active items ({@code pos}), {@code set[x-1]}
 * the number of its options still active ({@code size}), and {@code set[x .. x+size-1]} those
 * options, as the nodes of the item in them. Primary items come first, so an item is primary exactly
 * when its address is below {@link #second}.
 *
 * <p><b>Nodes.</b> The options, one node an item, in input order, with a spacer node before the
 * first option and after each one. Node {@code y} has {@code itm[y]} (the address of its item; for a
 * spacer, minus the length of the option before it), {@code loc[y]} (where the node sits in its
 * item's set; for a spacer, the length of the option after it) and {@code clr[y]} (its colour, 0
 * for none; the array is null without colours). {@code itm} never changes and {@code loc} does, so
 * they are two arrays rather than one of pairs: measured, two arrays search pentominoes 6x10 about
 * 10 % faster (docs/dancing-cells.md).
 *
 * <p><b>{@code item}.</b> The items' addresses in input order: the primary ones, then the secondary
 * ones. A search keeps the active primary items and the active secondary items as two sparse
 * sets, each with {@code pos} as its inverse permutation (so that choosing an item to branch on
 * looks at primary items only). At the start every item is active.
 */
final class CellsLayout {

    /** Entries of {@code set} before each item's options: pos, size. */
    static final int HEADER = 2;

    final ExactCoverProblem problem;
    final int[] set;
    final int[] itm;
    final int[] loc;
    final int[] clr;
    final int[] item;
    /** The address of the first secondary item ({@link Integer#MAX_VALUE} when there is none). */
    final int second;
    /** The address of each item, by problem number. */
    final int[] address;
    /** The option (problem numbering) of each node; -1 for spacers. */
    final int[] optionOfNode;
    /** The first node of each option. */
    final int[] firstNode;
    /** The largest number of options of any item: a bound on the branching degree. */
    final int maxSize;

    CellsLayout(ExactCoverProblem problem) {
        this.problem = problem;
        int n = problem.itemCount();
        int options = problem.optionCount();
        int[] start = problem.rawOptionStart();
        int[] items = problem.rawOptionItems();
        int[] colors = problem.rawOptionColors();
        int nodes = problem.nodeCount() + options + 1;

        // Item sizes, then their addresses: blocks in item order, primary items first.
        int[] size = new int[n];
        for (int p = 0; p < problem.nodeCount(); p++) {
            size[items[p]]++;
        }
        address = new int[n];
        int x = 0;
        int largest = 0;
        for (int i = 0; i < n; i++) {
            x += HEADER;
            address[i] = x;
            x += size[i];
            largest = Math.max(largest, size[i]);
        }
        maxSize = largest;
        set = new int[x];
        second = problem.primaryCount() < n ? address[problem.primaryCount()] : Integer.MAX_VALUE;
        item = new int[n];
        int primary = problem.primaryCount();
        for (int i = 0; i < n; i++) {
            int a = address[i];
            set[a - 2] = i < primary ? i : i - primary;
            item[i] = a;
        }

        itm = new int[nodes];
        loc = new int[nodes];
        clr = colors == null ? null : new int[nodes];
        optionOfNode = new int[nodes];
        firstNode = new int[options];
        int y = 0; // the spacer before option k
        optionOfNode[0] = -1;
        for (int k = 0; k < options; k++) {
            int length = start[k + 1] - start[k];
            loc[y] = length;
            firstNode[k] = y + 1;
            for (int p = start[k]; p < start[k + 1]; p++) {
                y++;
                int a = address[items[p]];
                int loc = a + set[a - 1]++;
                set[loc] = y;
                itm[y] = a;
                this.loc[y] = loc;
                optionOfNode[y] = k;
                if (clr != null) {
                    clr[y] = colors[p];
                }
            }
            y++;
            itm[y] = -length;
            optionOfNode[y] = -1;
        }
    }

    /** Number of nodes, spacers included. */
    int nodeCount() {
        return optionOfNode.length;
    }
}
