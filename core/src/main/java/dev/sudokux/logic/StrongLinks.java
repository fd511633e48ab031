package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Chains of k strong links on one value, as Sukaku Explainer finds them (its "Turbot Fish" family):
 * k units where the value has two places (or two groups of places: a line whose places fall in two
 * of its boxes, a box whose places lie on one row and one column), joined end to start by units they
 * share (weak links). One end of the first link or the far end of the last is the value, so a cell
 * that sees both ends (outside the units of the chain) loses it; when the two free ends share a unit
 * too, the chain is a loop and every weak link eliminates. For two links: Skyscraper (parallel
 * lines, 4.0), 2-String Kite and Turbot Fish (4.1); three links 5.4 to 5.6, four 5.8 to 6.0; 0.3
 * more when a link is a group. Of the steps found the easiest wins, then the one that removes most,
 * then by the kinds of its units.
 *
 * <p>9x9 only (the groups follow the 3x3 box).
 */
final class StrongLinks implements Technique {

    private static final double[] BASE = {0, 4.0, 5.4, 5.8, 6.2, 6.6, 7.0, 7.4};

    // Box configurations, by position in the box (0..8, row-major): the positions that must hold no
    // place (the value then lies on the heart's row and column, or on two rows, or two columns), and
    // the two blades.
    private static final int[] BOX_EMPTY = {0x1b0, 0x168, 0x0d8, 0x186, 0x145, 0x0c3, 0x036, 0x02d, 0x01b,
        0x1c0, 0x038, 0x007, 0x124, 0x092, 0x049};
    private static final int[] BOX_BLADE1 = {0x048, 0x090, 0x120, 0x041, 0x082, 0x104, 0x009, 0x012, 0x024,
        0x007, 0x007, 0x038, 0x049, 0x049, 0x092};
    private static final int[] BOX_BLADE2 = {0x006, 0x005, 0x003, 0x030, 0x028, 0x018, 0x180, 0x140, 0x0c0,
        0x038, 0x1c0, 0x1c0, 0x092, 0x124, 0x124};
    private static final int[] LINE_EMPTY = {0x007, 0x038, 0x1c0};
    private static final int[] LINE_BLADE1 = {0x038, 0x007, 0x007};
    private static final int[] LINE_BLADE2 = {0x1c0, 0x1c0, 0x038};

    // 9x9 tables: each cell's row, column and box, and as 128-bit cell sets (bit = cell, cells
    // 64-80 in the high word) each cell's peers and each unit's cells.
    private static final int[] ROW = new int[81];
    private static final int[] COLUMN = new int[81];
    private static final int[] BOX = new int[81];
    private static final long[] PEERS_LOW = new long[81];
    private static final long[] PEERS_HIGH = new long[81];
    private static final long[] UNIT_LOW = new long[27];
    private static final long[] UNIT_HIGH = new long[27];

    static {
        for (int cell = 0; cell < 81; cell++) {
            ROW[cell] = cell / 9;
            COLUMN[cell] = cell % 9;
            BOX[cell] = cell / 27 * 3 + cell % 9 / 3;
        }
        for (int a = 0; a < 81; a++) {
            for (int b = 0; b < 81; b++) {
                if (a != b && (ROW[a] == ROW[b] || COLUMN[a] == COLUMN[b] || BOX[a] == BOX[b])) {
                    if (b < 64) {
                        PEERS_LOW[a] |= 1L << b;
                    } else {
                        PEERS_HIGH[a] |= 1L << (b - 64);
                    }
                }
            }
            // units numbered rows 0-8, columns 9-17, boxes 18-26 (the shape's numbering)
            for (int unit : new int[] {ROW[a], 9 + COLUMN[a], 18 + BOX[a]}) {
                if (a < 64) {
                    UNIT_LOW[unit] |= 1L << a;
                } else {
                    UNIT_HIGH[unit] |= 1L << (a - 64);
                }
            }
        }
    }

    private final int links;
    /** The orders of the links Sukaku Explainer reads ({@link #orders(int)}), built once. */
    private final int[][] linkOrders;
    /** The multisets of unit kinds in Sukaku Explainer's order, built once. */
    private final List<int[]> kindSets;

    /**
     * Chains of {@code links} strong links.
     *
     * @throws IllegalArgumentException unless {@code links} is 2 to 4
     */
    public StrongLinks(int links) {
        if (links < 2 || links > 4) {
            throw new IllegalArgumentException("2 to 4 strong links, not " + links);
        }
        this.links = links;
        this.linkOrders = orders(links);
        this.kindSets = kindSets(links);
    }

    @Override
    public String name() {
        return links + " Strong Links";
    }

    @Override
    public double difficulty() {
        return BASE[links - 1];
    }

    @Override
    public double maxDifficulty() {
        return BASE[links - 1] + 0.3;
    }

    @Override
    public boolean supports(Shape shape) {
        return shape.boxRows() == 3 && shape.boxColumns() == 3;
    }

    /** One way a unit links two ends: cells (or -1) of each end and its groups. */
    private record Link(int unit, int kind, boolean grouped, int[] ends, int id, int index, int ordinal) {
        // ends: {a, b, aSupport, bSupport, aSupport2, bSupport2}; id: its number among the value's links;
        // index: the unit's number among its kind; ordinal: its place among the unit's links
    }

    /** The best step so far and what orders it. */
    private static final class Best {
        double difficulty;
        int eliminations;
        String suffix;
        long key;
        Step step;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        if (!supports(grid.shape())) {
            return Optional.empty();
        }
        Best best = new Best();
        long[] barren = grid.memo(this, StrongLinks::noBarrenValues);
        for (int value = 1; value <= 9; value++) {
            // The search on a value reads nothing but the value's places (which the places in the rows
            // fix): when they are those of an earlier call on this grid where it met no chain that
            // removes anything, it meets none now.
            boolean same = true;
            for (int row = 0; row < 9 && same; row++) {
                same = barren[value * 9 + row] == grid.places(row, value);
            }
            if (same) {
                continue;
            }
            Search search = new Search(grid, best, value);
            search.run(kindSets);
            if (!search.considered) {
                for (int row = 0; row < 9; row++) {
                    barren[value * 9 + row] = grid.places(row, value);
                }
            }
        }
        return Optional.ofNullable(best.step);
    }

    /** barren[value * 9 + row]: the value's places in the row in a state where its search met nothing; none at first. */
    private static long[] noBarrenValues() {
        long[] barren = new long[90];
        java.util.Arrays.fill(barren, -1L);
        return barren;
    }

    private static List<int[]> kindSets(int links) {
        int[] kinds = new int[links];
        // Multisets of unit kinds (0 box, 1 row, 2 column), in Sukaku Explainer's order: it tries each
        // with each value, the units of each kind in order, every order of the links and direction of
        // each. Here the sets of links joined along a path are found first (the others make no chain)
        // and ties are settled by the place Sukaku Explainer would meet them in.
        List<int[]> sets = new ArrayList<>();
        int width = 3 * links;
        int[] c = Units.firstCombination(links);
        do {
            boolean ok = true;
            for (int i = 0; i < links && ok; i++) {
                ok = c[i] % links == i;
                kinds[i] = c[i] / links;
            }
            if (ok) {
                sets.add(kinds.clone());
            }
        } while (Units.nextCombination(c, width));
        return sets;
    }

    /** The orders of k links Sukaku Explainer reads, as Heap's algorithm visits them, one of each reversed pair. */
    private static int[][] orders(int n) {
        List<int[]> list = new ArrayList<>();
        int[] q = new int[n];
        int[] r = new int[n + 1];
        for (int s = 0; s < n; s++) {
            q[s] = s;
            r[s] = s;
        }
        r[n] = n;
        if (isLex(q)) {
            list.add(q.clone());
        }
        int s = 1;
        while (s < n) {
            r[s]--;
            int t = s % 2 * r[s];
            int tmp = q[t];
            q[t] = q[s];
            q[s] = tmp;
            if (isLex(q)) {
                list.add(q.clone());
            }
            s = 1;
            while (r[s] == 0) {
                r[s] = s;
                s++;
            }
        }
        return list.toArray(new int[0][]);
    }

    private final class Search {
        final CandidateGrid grid;
        final Shape shape;
        final Best best;
        int[] set;
        final int value;
        final Link[] chosen = new Link[links];
        /** Per unit: the links it offers for the value, and its places as cell bits. */
        final List<List<Link>> options = new ArrayList<>();
        final long[] placeLow = new long[27];
        final long[] placeHigh = new long[27];
        int linkCount;
        /** Whether a chain that removes something was met (and weighed against the best). */
        boolean considered;
        /** The cells where the value is a candidate, as a 128-bit cell set. */
        long valueLow;
        long valueHigh;
        final int[][] orders = linkOrders;
        /**
         * shared[(a * 2 + side) * stride + b * 2 + side]: the unit two link ends share (-1 none), by link
         * number; -2 until looked up.
         */
        int[] shared;
        int stride;

        Search(CandidateGrid grid, Best best, int value) {
            this.grid = grid;
            this.shape = grid.shape();
            this.best = best;
            this.value = value;
            for (int kind = 0; kind < 3; kind++) {
                for (int i = 0; i < 9; i++) {
                    options.add(List.of());
                }
            }
            for (int kind = 0; kind < 3; kind++) {
                for (int i = 0; i < 9; i++) {
                    int unit = unit(kind, i);
                    options.set(unit, options(unit, kind, i));
                    long low = 0;
                    long high = 0;
                    int[] cells = ShapeTables.unitCells(shape, unit);
                    for (long p = grid.places(unit, value); p != 0; p &= p - 1) {
                        int cell = cells[Long.numberOfTrailingZeros(p)];
                        if (cell < 64) {
                            low |= 1L << cell;
                        } else {
                            high |= 1L << (cell - 64);
                        }
                    }
                    placeLow[unit] = low;
                    placeHigh[unit] = high;
                }
            }
            for (int row = 0; row < 9; row++) {
                valueLow |= placeLow[row];
                valueHigh |= placeHigh[row];
            }
            stride = 2 * linkCount;
            shared = new int[stride * stride];
            java.util.Arrays.fill(shared, -2);
        }

        /** Every link of the value, by id. */
        final List<Link> all = new ArrayList<>();
        long key;
        int order;

        void run(List<int[]> sets) {
            for (List<Link> l : options) {
                all.addAll(l);
            }
            int m = all.size();
            if (m < links) {
                return;
            }
            // adjacent[a]: the links joined to link a, in increasing order
            int[][] adjacent = new int[m][m];
            int[] degree = new int[m];
            for (int a = 0; a < m; a++) {
                for (int b = a + 1; b < m; b++) {
                    Link x = all.get(a);
                    Link y = all.get(b);
                    if (x.unit != y.unit && adjacent(x, y)) {
                        adjacent[a][degree[a]++] = b;
                        adjacent[b][degree[b]++] = a;
                    }
                }
            }
            for (int a = 0; a < m; a++) {
                adjacent[a] = java.util.Arrays.copyOf(adjacent[a], degree[a]);
            }
            LongSet seen = new LongSet();
            int[] path = new int[links];
            for (int a = 0; a < m; a++) {
                path[0] = a;
                extend(path, 1, adjacent, seen, sets);
            }
        }

        private void extend(int[] path, int depth, int[][] adjacent, LongSet seen, List<int[]> sets) {
            if (depth == links) {
                long subset = 0;
                for (int id : path) {
                    subset |= 1L << id;
                }
                if (seen.add(subset)) {
                    chosenSet(path, sets);
                }
                return;
            }
            int last = path[depth - 1];
            for (int b : adjacent[last]) {
                Link link = all.get(b);
                boolean free = true;
                for (int i = 0; i < depth && free; i++) {
                    Link other = all.get(path[i]);
                    free = b != path[i] && (placeLow[other.unit] & placeLow[link.unit]) == 0
                            && (placeHigh[other.unit] & placeHigh[link.unit]) == 0;
                }
                if (free) {
                    path[depth] = b;
                    extend(path, depth + 1, adjacent, seen, sets);
                }
            }
        }

        /** A set of links joined along a path: laid out as Sukaku Explainer's search holds them, then every order tried. */
        private void chosenSet(int[] path, List<int[]> sets) {
            Link[] sorted = new Link[links];
            for (int i = 0; i < links; i++) {
                sorted[i] = all.get(path[i]);
            }
            java.util.Arrays.sort(sorted, (a, b) -> a.kind != b.kind ? Integer.compare(a.kind, b.kind)
                    : Integer.compare(a.index, b.index));
            int[] kinds = new int[links];
            for (int i = 0; i < links; i++) {
                kinds[i] = sorted[i].kind;
                chosen[i] = sorted[i];
            }
            int setIndex = 0;
            while (!java.util.Arrays.equals(sets.get(setIndex), kinds)) {
                setIndex++;
            }
            set = sets.get(setIndex);
            long k = setIndex;
            k = k << 4 | value;
            for (Link l : sorted) {
                k = k << 5 | l.index << 1 | l.ordinal;
            }
            key = k;
            if (canEliminate()) {
                orders();
            }
        }

        /**
         * Whether some order of the chosen links could remove something: a victim has the value, lies
         * outside the links' units and sees an end cell of two different links (the free ends of an
         * open chain, or the two sides of a weak link in a loop). When no cell does, no order finds a
         * step, so none is tried.
         */
        private boolean canEliminate() {
            long outLow = valueLow;
            long outHigh = valueHigh;
            for (Link l : chosen) {
                outLow &= ~UNIT_LOW[l.unit];
                outHigh &= ~UNIT_HIGH[l.unit];
            }
            long onceLow = 0;
            long onceHigh = 0;
            long twiceLow = 0;
            long twiceHigh = 0;
            for (Link l : chosen) {
                long low = (PEERS_LOW[l.ends[0]] | PEERS_LOW[l.ends[1]]) & outLow;
                long high = (PEERS_HIGH[l.ends[0]] | PEERS_HIGH[l.ends[1]]) & outHigh;
                twiceLow |= onceLow & low;
                twiceHigh |= onceHigh & high;
                onceLow |= low;
                onceHigh |= high;
            }
            return (twiceLow | twiceHigh) != 0;
        }

        /** Whether some end of {@code a} shares a unit with some end of {@code b}. */
        private boolean adjacent(Link a, Link b) {
            return shared(a, 0, b, 0) >= 0 || shared(a, 0, b, 1) >= 0 || shared(a, 1, b, 0) >= 0
                    || shared(a, 1, b, 1) >= 0;
        }

        /** The unit shared by end {@code sa} of link {@code a} and end {@code sb} of link {@code b}, or -1. */
        private int shared(Link a, int sa, Link b, int sb) {
            int k = (a.id * 2 + sa) * stride + b.id * 2 + sb;
            int u = shared[k];
            if (u == -2) {
                int[] x = a.ends;
                int[] y = b.ends;
                u = sharedUnit(x[sa], x[sa + 2], x[sa + 4], y[sb], y[sb + 2], y[sb + 4]);
                shared[k] = u;
            }
            return u;
        }

        private int unit(int kind, int index) {
            return kind == 0 ? 18 + index : kind == 1 ? index : 9 + index;
        }

        /** The ways a unit is a strong link on the value (none, one, or two for some groups). */
        private List<Link> options(int unit, int kind, int index) {
            long places = grid.places(unit, value);
            int count = Long.bitCount(places);
            List<Link> result = new ArrayList<>(2);
            if (count <= 1) {
                return List.of();
            }
            if (count <= 1 || count > 6) {
                return result;
            }
            int[] cells = ShapeTables.unitCells(shape, unit);
            boolean box = kind == 0;
            if (count == 2) {
                int a = cells[Long.numberOfTrailingZeros(places)];
                int b = cells[63 - Long.numberOfLeadingZeros(places)];
                if (box && sameLine(a, b)) {
                    return result;
                }
                result.add(new Link(unit, kind, false, new int[] {a, b, -1, -1, -1, -1}, linkCount++, index, 0));
                return result;
            }
            int configs = box ? 15 : 3;
            int e = -1;
            long blade1 = 0;
            long blade2 = 0;
            long heart = 0;
            for (int k = 0; k < configs; k++) {
                if (k > 8 && count < 4) {
                    continue;
                }
                long empty = box ? BOX_EMPTY[k] : LINE_EMPTY[k];
                if ((places & empty) == 0) {
                    blade1 = places & (box ? BOX_BLADE1[k] : LINE_BLADE1[k]);
                    blade2 = places & (box ? BOX_BLADE2[k] : LINE_BLADE2[k]);
                    heart = box && k < 9 ? places & (1L << k) : 0;
                    e = k;
                    break;
                }
            }
            if (e < 0 || blade1 == 0 || blade2 == 0) {
                return result;
            }
            int[] b1 = at(cells, blade1);
            int[] b2 = at(cells, blade2);
            int heartCell = box && e < 9 ? cells[e] : -1;
            if (b1.length == 1 || b2.length == 1) {
                if (b1.length == 1) {
                    if (b2.length == 1) {
                        // Both blades single (a box with the heart): one link, the second blade's cell
                        // against the first blade's cell with the heart.
                        result.add(new Link(unit, kind, true, new int[] {b2[0], b1[0], -1, heartCell, -1, -1},
                                linkCount++, index, 0));
                        return result;
                    }
                    result.add(new Link(unit, kind, true, box
                            ? new int[] {b1[0], b2[0], -1, heartCell, -1, b2.length > 1 ? b2[1] : -1}
                            : new int[] {b1[0], b2[0], -1, b2[1], -1, b2.length > 2 ? b2[2] : -1},
                            linkCount++, index, result.size()));
                }
                if (b2.length == 1) {
                    result.add(new Link(unit, kind, true, box
                            ? new int[] {b2[0], b1[0], -1, heartCell, -1, b1.length > 1 ? b1[1] : -1}
                            : new int[] {b2[0], b1[0], -1, b1[1], -1, b1.length > 2 ? b1[2] : -1},
                            linkCount++, index, result.size()));
                }
                return result;
            }
            int[] ends = {b1[0], b2[0], b1[1], b2[1], b1.length > 2 ? b1[2] : -1, b2.length > 2 ? b2[2] : -1};
            boolean pairs = e > 8 && count == 4 && sameLine(ends[2], ends[3]) && sameLine(ends[0], ends[1]);
            if (pairs) {
                result.add(new Link(unit, kind, true, ends, linkCount++, index, result.size()));
                int[] other = ends.clone();
                other[1] = b1[1];
                other[2] = b2[0];
                result.add(new Link(unit, kind, true, other, linkCount++, index, result.size()));
                return result;
            }
            if (e < 9 && heart != 0) {
                if (b1.length == 2) {
                    ends[4] = heartCell;
                }
                if (b2.length == 2) {
                    ends[5] = heartCell;
                }
            }
            result.add(new Link(unit, kind, true, ends, linkCount++, index, result.size()));
            return result;
        }

        private int[] at(int[] cells, long positions) {
            int[] r = new int[Long.bitCount(positions)];
            int i = 0;
            for (long p = positions; p != 0; p &= p - 1) {
                r[i++] = cells[Long.numberOfTrailingZeros(p)];
            }
            return r;
        }

        private boolean sameLine(int a, int b) {
            return shape.row(a) == shape.row(b) || shape.column(a) == shape.column(b);
        }

        /** Every order of the links and direction of each, with the ends' shared units looked up once. */
        private void orders() {
            int n = links;
            int[] degree = new int[n];
            int edges = 0;
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    if (adjacent(chosen[i], chosen[j])) {
                        degree[i]++;
                        degree[j]++;
                        edges++;
                    }
                }
            }
            for (int i = 0; i < n; i++) {
                if (degree[i] == 0) {
                    return;
                }
            }
            if (edges < n - 1 || (n == 4 && edges == 3 && (degree[0] == 3 || degree[1] == 3 || degree[2] == 3
                    || degree[3] == 3))) {
                return;
            }
            int[] u = new int[n];
            for (int qi = 0; qi < orders.length; qi++) {
                int[] q = orders[qi];
                for (int mask = 0; mask < 1 << n; mask++) {
                    boolean joined = true;
                    for (int w = 0; w < n - 1 && joined; w++) {
                        int uw = mask >> (n - 1 - w) & 1;
                        int un = mask >> (n - 2 - w) & 1;
                        // The far end of link w (side 1 - u) and the near end of link w + 1 (side u).
                        joined = shared(chosen[q[w]], 1 - uw, chosen[q[w + 1]], un) >= 0;
                    }
                    if (!joined) {
                        continue;
                    }
                    for (int i = 0; i < n; i++) {
                        u[i] = mask >> (n - 1 - i) & 1;
                    }
                    order = (qi << 4) | mask;
                    direction = u;
                    chain(q, u);
                }
            }
        }

        /** The direction each link of the chain being tried is read in (for its step's links). */
        private int[] direction;

        /** End {@code side} (0 start, 1 far end) of link {@code l} read in direction {@code dir}. */
        private int end(int l, int dir, int side, int support) {
            int which = side == 0 ? dir : 1 - dir;
            return chosen[l].ends[which + 2 * support];
        }

        private void chain(int[] q, int[] u) {
            int n = links;
            int[] shared = new int[n - 1];
            for (int w = 0; w < n - 1; w++) {
                shared[w] = shared(chosen[q[w]], 1 - u[w], chosen[q[w + 1]], u[w + 1]);
            }
            int[] start = {end(q[0], u[0], 0, 0), end(q[0], u[0], 0, 1), end(q[0], u[0], 0, 2)};
            int[] finish = {end(q[n - 1], u[n - 1], 1, 0), end(q[n - 1], u[n - 1], 1, 1),
                end(q[n - 1], u[n - 1], 1, 2)};
            int ring = shared(chosen[q[0]], u[0], chosen[q[n - 1]], 1 - u[n - 1]);
            // Cells as 128-bit sets (low word cells 0-63, high word 64-80): those the chain's units
            // (and, for an open chain, its weak links' units) exclude, and the victims found.
            long excludedLow = 0;
            long excludedHigh = 0;
            for (int i = 0; i < n; i++) {
                excludedLow |= UNIT_LOW[chosen[q[i]].unit];
                excludedHigh |= UNIT_HIGH[chosen[q[i]].unit];
            }
            victimLow = 0;
            victimHigh = 0;
            int eliminations = 0;
            if (ring >= 0) {
                if (!minFirst(q) || u[0] != 0) {
                    return;
                }
                eliminations += victims(start, finish, q, excludedLow, excludedHigh);
                for (int w = 0; w < n - 1; w++) {
                    eliminations += seenByBoth(end(q[w], u[w], 1, 0), end(q[w], u[w], 1, 1), end(q[w], u[w], 1, 2),
                            end(q[w + 1], u[w + 1], 0, 0), end(q[w + 1], u[w + 1], 0, 1),
                            end(q[w + 1], u[w + 1], 0, 2), excludedLow, excludedHigh);
                }
            } else {
                for (int w = 0; w < n - 1; w++) {
                    excludedLow |= UNIT_LOW[shared[w]];
                    excludedHigh |= UNIT_HIGH[shared[w]];
                }
                eliminations += victims(start, finish, q, excludedLow, excludedHigh);
            }
            if (victimLow == 0 && victimHigh == 0) {
                return;
            }
            List<Integer> victims = new ArrayList<>();
            for (long v = victimLow; v != 0; v &= v - 1) {
                victims.add(Long.numberOfTrailingZeros(v));
            }
            for (long v = victimHigh; v != 0; v &= v - 1) {
                victims.add(64 + Long.numberOfTrailingZeros(v));
            }
            consider(q, eliminations, victims, ring, shared, start, finish);
        }

        /** The victims found by the current chain, as a 128-bit cell set (see {@link #chain}). */
        long victimLow;
        long victimHigh;

        /** The cells with the value seeing both free ends (and their groups): counts them, adds them to the victims. */
        private int victims(int[] start, int[] finish, int[] q, long excludedLow, long excludedHigh) {
            boolean ga = chosen[q[0]].grouped;
            boolean gb = chosen[q[links - 1]].grouped;
            return seenByBoth(start[0], ga ? start[1] : -1, ga ? start[2] : -1,
                    finish[0], gb ? finish[1] : -1, gb ? finish[2] : -1, excludedLow, excludedHigh);
        }

        /**
         * The cells with the value, outside the excluded ones, that see end {@code a} and its supports
         * and end {@code b} and its supports (a support counts only when the one before it is set):
         * counts them and adds them to the victims.
         */
        private int seenByBoth(int a, int as, int as2, int b, int bs, int bs2, long excludedLow, long excludedHigh) {
            long low = valueLow & ~excludedLow & PEERS_LOW[a] & PEERS_LOW[b];
            long high = valueHigh & ~excludedHigh & PEERS_HIGH[a] & PEERS_HIGH[b];
            if (as >= 0) {
                low &= PEERS_LOW[as];
                high &= PEERS_HIGH[as];
                if (as2 >= 0) {
                    low &= PEERS_LOW[as2];
                    high &= PEERS_HIGH[as2];
                }
            }
            if (bs >= 0) {
                low &= PEERS_LOW[bs];
                high &= PEERS_HIGH[bs];
                if (bs2 >= 0) {
                    low &= PEERS_LOW[bs2];
                    high &= PEERS_HIGH[bs2];
                }
            }
            victimLow |= low;
            victimHigh |= high;
            return Long.bitCount(low) + Long.bitCount(high);
        }

        /**
         * The unit two ends (with their groups) share: a column first, then a row, then a box; -1 when
         * none. A second support counts only when the first is set.
         */
        private int sharedUnit(int a, int as, int as2, int b, int bs, int bs2) {
            for (int kind = 2; kind >= 0; kind--) {
                int key = key(kind, a);
                if (key(kind, b) != key) {
                    continue;
                }
                boolean same = true;
                if (as >= 0) {
                    same = key(kind, as) == key;
                    if (same && as2 >= 0) {
                        same = key(kind, as2) == key;
                    }
                }
                if (same && bs >= 0) {
                    same = key(kind, bs) == key;
                    if (same && bs2 >= 0) {
                        same = key(kind, bs2) == key;
                    }
                }
                if (same) {
                    return kind == 2 ? 9 + COLUMN[a] : kind == 1 ? ROW[a] : 18 + BOX[a];
                }
            }
            return -1;
        }

        private int key(int kind, int cell) {
            return kind == 2 ? COLUMN[cell] : kind == 1 ? ROW[cell] : BOX[cell];
        }

        private boolean minFirst(int[] q) {
            int first = fullNumber(chosen[q[0]]);
            for (Link l : chosen) {
                if (fullNumber(l) < first) {
                    return false;
                }
            }
            return true;
        }

        private int fullNumber(Link l) {
            int index = l.kind == 0 ? l.unit - 18 : l.kind == 1 ? l.unit : l.unit - 9;
            return l.kind * 10 + index + 1;
        }

        private void consider(int[] q, int eliminations, List<Integer> victims, int ring, int[] shared, int[] start,
                              int[] finish) {
            int grouped = 0;
            for (Link l : chosen) {
                grouped += l.grouped ? 1 : 0;
            }
            int[] actual = new int[links];
            for (int i = 0; i < links; i++) {
                actual[i] = set[q[i]];
            }
            if (!isLex(actual)) {
                int[] reversed = new int[links];
                for (int i = 0; i < links; i++) {
                    reversed[i] = actual[links - 1 - i];
                }
                actual = reversed;
            }
            String kinds = lineName(actual);
            String suffix = grouped + kinds;
            double difficulty = BASE[links - 1];
            if (grouped > 0) {
                difficulty += 0.3;
            } else if (!kinds.contains("0") && !kinds.contains("2")) {
                difficulty += 0;
            } else if (kinds.contains("0") && kinds.contains("2")) {
                difficulty += 0.2;
            } else {
                difficulty += 0.1;
            }
            considered = true;
            Best b = best;
            long found = key << 8 | order;
            if (b.step != null) {
                if (difficulty > b.difficulty) {
                    return;
                }
                if (difficulty == b.difficulty) {
                    if (eliminations < b.eliminations) {
                        return;
                    }
                    if (eliminations == b.eliminations) {
                        int bySuffix = suffix.compareTo(b.suffix);
                        if (bySuffix > 0 || (bySuffix == 0 && found >= b.key)) {
                            return;
                        }
                    }
                }
            }
            b.key = found;
            b.difficulty = difficulty;
            b.eliminations = eliminations;
            b.suffix = suffix;
            b.step = step(q, victims, ring, shared, difficulty, kinds, grouped, start, finish);
        }

        private Step step(int[] q, List<Integer> victims, int ring, int[] shared, double difficulty, String kinds,
                          int grouped, int[] start, int[] finish) {
            victims.sort(null);
            List<Elimination> eliminations = Bits.eliminations(victims, value);
            List<Integer> units = new ArrayList<>();
            List<Integer> cells = new ArrayList<>();
            StringBuilder chain = new StringBuilder();
            for (int i = 0; i < links; i++) {
                Link l = chosen[q[i]];
                units.add(l.unit);
                cells.addAll(Bits.cellsAt(ShapeTables.unitCells(shape, l.unit), grid.places(l.unit, value)));
                chain.append(i == 0 ? "" : ", ").append(shape.unitName(l.unit));
            }
            String name;
            if (ring >= 0) {
                name = (grouped > 0 ? "Grouped " : "") + "X-Loop of " + links + " strong links";
            } else if (!kinds.contains("0") && !kinds.contains("2")) {
                name = links < 3 ? "Skyscraper" : links + " Skyscrapers";
            } else if (!kinds.contains("0") && links < 4) {
                name = links + "-String Kite";
            } else {
                name = links + " Strong Links";
            }
            if (grouped > 0 && ring < 0) {
                name = "Grouped " + name;
            }
            String text = name + " on " + value + ": strong links in " + chain + ", joined by "
                    + Texts.units(shape, sharedList(shared)) + ". One of " + shape.cellName(start[0]) + " and "
                    + shape.cellName(finish[0]) + " is " + value
                    + (ring >= 0 ? ", and the chain closes in " + shape.unitName(ring) + ", so every weak link holds"
                    : "") + ": remove " + Texts.removals(shape, eliminations) + ".";
            return new Step(StrongLinks.this, difficulty, List.of(), eliminations, cells, units,
                    shape.unitName(units.get(0)), text, links(q, direction, ring >= 0));
        }

        /**
         * The chain's links on the value: each unit's strong link, the weak links joining them, and
         * for a loop the weak link that closes it; a grouped link (and a weak link to one of its
         * groups) is not a link between two candidates and is left out.
         */
        private List<dev.sudokux.logic.Link> links(int[] q, int[] u, boolean loop) {
            List<dev.sudokux.logic.Link> result = new ArrayList<>();
            for (int i = 0; i < links; i++) {
                boolean grouped = chosen[q[i]].grouped;
                int near = end(q[i], u[i], 0, 0);
                int far = end(q[i], u[i], 1, 0);
                if (i > 0 && !grouped && !chosen[q[i - 1]].grouped) {
                    int before = end(q[i - 1], u[i - 1], 1, 0);
                    result.add(new dev.sudokux.logic.Link(before, value, near, value, false));
                }
                if (!grouped) {
                    result.add(new dev.sudokux.logic.Link(near, value, far, value, true));
                }
            }
            if (loop && !chosen[q[0]].grouped && !chosen[q[links - 1]].grouped) {
                int last = end(q[links - 1], u[links - 1], 1, 0);
                result.add(new dev.sudokux.logic.Link(last, value, end(q[0], u[0], 0, 0), value, false));
            }
            return result;
        }

        private List<Integer> sharedList(int[] shared) {
            List<Integer> list = new ArrayList<>();
            for (int s : shared) {
                list.add(s);
            }
            list.sort(null);
            List<Integer> sameKind = new ArrayList<>();
            for (int s : list) {
                if (sameKind.isEmpty() || s / 9 == sameKind.get(0) / 9) {
                    sameKind.add(s);
                }
            }
            return sameKind.size() == list.size() ? list : List.of(list.get(0));
        }
    }

    /** A set of longs (the subsets of links already met), open addressing; 0 is never added. */
    private static final class LongSet {
        private long[] table = new long[64];
        private int size;

        /** Adds {@code key} (not 0): whether it was new. */
        boolean add(long key) {
            int mask = table.length - 1;
            int i = (int) (key * 0x9E3779B97F4A7C15L >>> 40) & mask;
            while (table[i] != 0) {
                if (table[i] == key) {
                    return false;
                }
                i = (i + 1) & mask;
            }
            table[i] = key;
            if (++size * 2 > table.length) {
                grow();
            }
            return true;
        }

        private void grow() {
            long[] old = table;
            table = new long[old.length * 2];
            size = 0;
            for (long k : old) {
                if (k != 0) {
                    add(k);
                }
            }
        }
    }

    /** Whether the digits of {@code a} read as a word are no greater than read backwards. */
    static boolean isLex(int[] a) {
        StringBuilder forward = new StringBuilder();
        StringBuilder backward = new StringBuilder();
        for (int i = 0; i < a.length; i++) {
            forward.append(a[i]);
            backward.append(a[a.length - 1 - i]);
        }
        return forward.toString().compareTo(backward.toString()) <= 0;
    }

    /**
     * The kinds of the links as Sukaku Explainer names them: boxes 0, lines 1 and 2 with rows and
     * columns exchanged if that reads smaller (forwards or backwards).
     */
    static String lineName(int[] kinds) {
        StringBuilder original = new StringBuilder();
        StringBuilder lines = new StringBuilder();
        StringBuilder swapped = new StringBuilder();
        boolean row = false;
        for (int k : kinds) {
            row |= k == 1;
            original.append(k);
            lines.append(k == 2 ? 1 : k);
            swapped.append(k == 1 ? 2 : k == 2 ? 1 : k);
        }
        if (!row) {
            return lines.toString();
        }
        String current = swapped.toString();
        String reverse = swapped.reverse().toString();
        String best = reverse.compareTo(current) > 0 ? current : reverse;
        return original.toString().compareTo(best) > 0 ? best : original.toString();
    }
}
