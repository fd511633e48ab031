package dev.sudokux.variant;

import dev.sudokux.logic.Elimination;
import dev.sudokux.logic.Placement;
import dev.sudokux.solve.Budget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The variant explainer's own techniques, over every house and every constraint of the puzzle:
 * singles, each constraint's own eliminations (cage combinations, lines, dots, pair relations, clues),
 * what a constraint forces onto the cells that see it, locked candidates, naked and hidden subsets,
 * innies and outies (the 45 rule), and a forcing chain over every constraint (an assumption that
 * leads to a contradiction).
 */
final class VariantTechniques {

    /** The most cells a constraint may have for its fillings to be looked at. */
    static final int MAX_CELLS = 12;
    /** The most fillings looked at for one constraint in one step. */
    static final long MAX_FILLINGS = 50_000;
    /** The same, inside a forcing chain's propagation. */
    static final long CHAIN_FILLINGS = 2_000;

    private VariantTechniques() {
    }

    /** The techniques, in the order of their difficulty. */
    static List<VariantTechnique> all() {
        return List.of(
                new FullHouse(),
                new HiddenSingle(),
                new ConstraintSteps(1, 2, 1.7),
                new NakedSingle(),
                new ConstraintSteps(3, 4, 2.5),
                new LockedCandidates(),
                new ConstraintPointing(),
                new NakedSubset(2, 3.0),
                new InniesOuties(),
                new ConstraintSteps(5, 6, 3.1),
                new HiddenSubset(2, 3.4),
                new ConstraintSteps(7, MAX_CELLS, 3.5),
                new SumBounds(),
                new AutomatonSteps(),
                new NakedSubset(3, 3.6),
                new HiddenSubset(3, 4.0),
                new LinkForcing(false),
                new LinkForcing(true),
                new NakedSubset(4, 5.0),
                new HiddenSubset(4, 5.4),
                new AicSteps(),
                new ForcingChain());
    }

    static String digits(long mask) {
        StringBuilder sb = new StringBuilder();
        for (long m = mask; m != 0; m &= m - 1) {
            sb.append(sb.length() == 0 ? "" : ", ").append(Long.numberOfTrailingZeros(m) + 1);
        }
        return sb.toString();
    }

    /** Collects eliminations and says them: {@code r1c1 is not 5, 9; r1c2 is not 1}. */
    static final class Removals {
        final List<Elimination> list = new ArrayList<>();
        private final StringBuilder text = new StringBuilder();
        private final Board board;

        Removals(Board board) {
            this.board = board;
        }

        void add(int p, long mask) {
            if (mask == 0) {
                return;
            }
            for (long m = mask; m != 0; m &= m - 1) {
                list.add(new Elimination(p, Long.numberOfTrailingZeros(m) + 1));
            }
            text.append(text.length() == 0 ? "" : "; ").append(board.cellName(p)).append(" is not ").append(digits(mask));
        }

        boolean isEmpty() {
            return list.isEmpty();
        }

        String text() {
            return text.toString();
        }
    }

    /** A technique's name and difficulty range, said once. */
    abstract static class Rated implements VariantTechnique {
        private final String name;
        final double difficulty;
        private final double maxDifficulty;

        Rated(String name, double difficulty, double maxDifficulty) {
            this.name = name;
            this.difficulty = difficulty;
            this.maxDifficulty = maxDifficulty;
        }

        Rated(String name, double difficulty) {
            this(name, difficulty, difficulty);
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public double difficulty() {
            return difficulty;
        }

        @Override
        public double maxDifficulty() {
            return maxDifficulty;
        }
    }

    static VariantExplainer.Step placement(VariantTechnique t, double difficulty, String focus, Board board, int p,
                                           int d, String why) {
        return new VariantExplainer.Step(t.name(), difficulty, focus,
                board.cellName(p) + " = " + d + " (" + t.name().toLowerCase(java.util.Locale.ROOT) + ": " + why + ")",
                List.of(new Placement(p, d)), List.of());
    }

    static VariantExplainer.Step elimination(VariantTechnique t, double difficulty, String focus, String where,
                                             Removals removals) {
        return new VariantExplainer.Step(t.name(), difficulty, focus, where + ": " + removals.text(), List.of(),
                removals.list);
    }

    // ---- singles ----

    static final class FullHouse extends Rated {
        FullHouse() {
            super("Full House", 1.0);
        }

        public VariantExplainer.Step find(LogicState s, Budget.Meter meter) {
            for (LogicRules.Group g : s.rules.groups) {
                if (!g.full()) {
                    continue;
                }
                int blank = -1;
                int blanks = 0;
                long placed = 0;
                for (int p : g.cells()) {
                    if (s.values[p] == 0) {
                        blanks++;
                        blank = p;
                    } else {
                        placed |= 1L << (s.values[p] - 1);
                    }
                }
                long missing = s.rules.board.allDigits() & ~placed;
                if (blanks == 1 && Long.bitCount(missing) == 1 && (s.cand[blank] & missing) != 0) {
                    int d = Long.numberOfTrailingZeros(missing) + 1;
                    return placement(this, difficulty, g.name(), s.rules.board, blank, d, "the last empty cell of " + g.name());
                }
            }
            return null;
        }
    }

    static final class HiddenSingle extends Rated {
        HiddenSingle() {
            super("Hidden Single", 1.2, 1.5);
        }

        public VariantExplainer.Step find(LogicState s, Budget.Meter meter) {
            for (int pass = 0; pass < 2; pass++) {
                for (LogicRules.Group g : s.rules.groups) {
                    if (!g.full() || g.box() != (pass == 0)) {
                        continue;
                    }
                    for (int d = 1; d <= s.rules.digits; d++) {
                        long bit = 1L << (d - 1);
                        int only = -1;
                        int count = 0;
                        boolean placed = false;
                        for (int p : g.cells()) {
                            placed |= s.values[p] == d;
                            if ((s.cand[p] & bit) != 0) {
                                count++;
                                only = p;
                            }
                        }
                        if (!placed && count == 1) {
                            return placement(this, pass == 0 ? difficulty() : maxDifficulty(), g.name(), s.rules.board, only, d,
                                    "the only place for " + d + " in " + g.name());
                        }
                    }
                }
            }
            return null;
        }
    }

    static final class NakedSingle extends Rated {
        NakedSingle() {
            super("Naked Single", 2.3);
        }

        public VariantExplainer.Step find(LogicState s, Budget.Meter meter) {
            Board board = s.rules.board;
            for (int p = 0; p < s.cand.length; p++) {
                if (board.isCell(p) && s.values[p] == 0 && Long.bitCount(s.cand[p]) == 1) {
                    int d = Long.numberOfTrailingZeros(s.cand[p]) + 1;
                    return placement(this, difficulty, board.cellName(p), board, p, d, "its only candidate");
                }
            }
            return null;
        }
    }

    // ---- a constraint on its own ----

    /** What the fillings of some cells allow: per cell, the digits some filling puts there; and the digits every filling uses. */
    static final class Fillings implements Visitor {
        final long[] seen;
        long always = -1L;
        boolean any;
        boolean cut;

        Fillings(int cells) {
            seen = new long[cells];
        }

        @Override
        public void visit(int[] cells, int[] values) {
            long used = 0;
            for (int i = 0; i < cells.length; i++) {
                seen[i] |= 1L << (values[cells[i]] - 1);
                used |= 1L << (values[cells[i]] - 1);
            }
            always &= used;
            any = true;
        }
    }

    /** What is done with each filling that keeps a rule ({@link #walk}). */
    interface Visitor {
        /** {@code values} holds the filling of {@code cells} (other positions 0); not to be kept. */
        void visit(int[] cells, int[] values);
    }

    /**
     * The fillings of {@code cells} from their candidates that keep {@code check}, no digit repeated
     * where cells see each other; null when there are more than {@code limit} to look at.
     */
    static Fillings fill(LogicState s, int[] cells, Check check, long limit,
                         Budget.Meter meter) {
        if (!fewFillings(s, cells, limit)) {
            return null;
        }
        Fillings f = new Fillings(cells.length);
        int[] values = new int[s.values.length];
        walk(s, cells, 0, values, f, check, meter);
        return f;
    }

    /**
     * {@link #fill} of a rule's cells, remembered ({@link LogicRules.Memo}): while its cells keep the
     * same candidates, the same fillings, counted as one node.
     */
    static Fillings fill(LogicState s, LogicRules.Rule rule, long limit, Budget.Meter meter) {
        int[] cells = rule.cells();
        LogicRules.Memo<Fillings> memo = rule.memo();
        if (!fewFillings(s, cells, limit)) {
            return null;
        }
        if (memo.same(s, cells)) {
            if (meter != null) {
                meter.step();
            }
            return memo.result;
        }
        Fillings f = new Fillings(cells.length);
        walk(s, cells, 0, new int[s.values.length], f, rule.check(), meter);
        memo.remember(s, cells, f);
        return f;
    }

    /** Whether the cells' candidates make at most {@code limit} fillings to look at. */
    static boolean fewFillings(LogicState s, int[] cells, long limit) {
        long fillings = 1;
        for (int p : cells) {
            fillings *= Math.max(1, Long.bitCount(s.cand[p]));
            if (fillings > limit) {
                return false;
            }
        }
        return true;
    }

    /** Whether a filling of the cells (in {@code values}; other positions 0) keeps the rule. */
    interface Check {
        boolean holds(int[] values);
    }

    /**
     * Hands {@code visitor} every filling of {@code cells} from their candidates (from the {@code k}-th
     * cell on) that keeps {@code check}, no digit repeated where cells see each other; a node each.
     */
    static void walk(LogicState s, int[] cells, int k, int[] values, Visitor visitor, Check check,
                     Budget.Meter meter) {
        if (k == cells.length) {
            if (meter != null) {
                meter.step();
            }
            if (check.holds(values)) {
                visitor.visit(cells, values);
            }
            return;
        }
        int p = cells[k];
        for (long m = s.cand[p]; m != 0; m &= m - 1) {
            int d = Long.numberOfTrailingZeros(m) + 1;
            boolean clash = false;
            for (int j = 0; j < k && !clash; j++) {
                clash = values[cells[j]] == d && s.rules.see(p, cells[j]);
            }
            if (!clash) {
                values[p] = d;
                walk(s, cells, k + 1, values, visitor, check, meter);
                values[p] = 0;
            }
        }
    }

    /** The technique's name for what a constraint is. */
    static String family(Constraint c) {
        if (c instanceof Constraint.Cage) {
            return "Cage Combinations";
        }
        if (c instanceof Constraint.Dot || c instanceof Constraint.GreaterThan) {
            return "Dot and Pair Relations";
        }
        if (c instanceof Constraint.Thermo || c instanceof Constraint.Arrow || c instanceof Constraint.Whispers
                || c instanceof Constraint.Renban || c instanceof Constraint.Palindrome
                || c instanceof Constraint.Between || c instanceof Constraint.Entropic
                || c instanceof Constraint.Zipper || c instanceof Constraint.RegionSum
                || c instanceof Constraint.Clone) {
            return "Line Eliminations";
        }
        if (c instanceof Constraint.Parity || c instanceof Constraint.Digits) {
            return "Cell Rules";
        }
        return "Clue Eliminations";
    }

    /**
     * Each constraint of {@code minCells..maxCells} cells on its own: a candidate goes when no filling of
     * the constraint's cells with it keeps the constraint. The step names the constraint.
     */
    static final class ConstraintSteps extends Rated {
        private final int minCells;
        private final int maxCells;

        ConstraintSteps(int minCells, int maxCells, double difficulty) {
            super("Constraint Eliminations (" + minCells + "-" + maxCells + " cells)", difficulty);
            this.minCells = minCells;
            this.maxCells = maxCells;
        }

        public VariantExplainer.Step find(LogicState s, Budget.Meter meter) {
            return find(s, meter, MAX_FILLINGS);
        }

        VariantExplainer.Step find(LogicState s, Budget.Meter meter, long limit) {
            LogicRules r = s.rules;
            for (LogicRules.Rule c : r.rules) {
                int[] cells = c.cells();
                if (cells.length < minCells || cells.length > maxCells) {
                    continue;
                }
                Fillings f = fill(s, c, limit, meter);
                if (f == null) {
                    continue;
                }
                Removals removals = new Removals(r.board);
                for (int k = 0; k < cells.length; k++) {
                    removals.add(cells[k], s.cand[cells[k]] & ~f.seen[k]);
                }
                if (!removals.isEmpty()) {
                    return new VariantExplainer.Step(c.family(), difficulty, c.name(), c.name() + ": " + removals.text(),
                            List.of(), removals.list);
                }
            }
            return null;
        }
    }

    /**
     * A digit every filling of a constraint uses (a cage's or a line's digit) goes from each cell outside
     * it that sees every cell of the constraint where that digit can go.
     */
    static final class ConstraintPointing extends Rated {
        ConstraintPointing() {
            super("Constraint Pointing", 2.8);
        }

        public VariantExplainer.Step find(LogicState s, Budget.Meter meter) {
            LogicRules r = s.rules;
            for (LogicRules.Rule c : r.rules) {
                int[] cells = c.cells();
                if (cells.length < 2 || cells.length > MAX_CELLS) {
                    continue;
                }
                Fillings f = fill(s, c, MAX_FILLINGS, meter);
                if (f == null || !f.any) {
                    continue;
                }
                for (long m = f.always & r.board.allDigits(); m != 0; m &= m - 1) {
                    int d = Long.numberOfTrailingZeros(m) + 1;
                    long bit = 1L << (d - 1);
                    List<Integer> where = new ArrayList<>();
                    for (int k = 0; k < cells.length; k++) {
                        if ((f.seen[k] & bit) != 0) {
                            where.add(cells[k]); // placed cells too: d is in one of these in every filling
                        }
                    }
                    Removals removals = seenByAll(s, where, bit);
                    if (!removals.isEmpty()) {
                        return elimination(this, difficulty, c.name(), c.name() + " must hold " + d
                                + " in " + names(r.board, where) + ", which these cells see", removals);
                    }
                }
            }
            return null;
        }
    }

    /**
     * The digits of {@code digits} that each open cell outside {@code where} seeing every cell of
     * {@code where} loses (one of those cells holds each of them, or they hold them all between them).
     */
    static Removals seenByAll(LogicState s, List<Integer> where, long digits) {
        LogicRules r = s.rules;
        Removals removals = new Removals(r.board);
        for (int q : r.sees[where.get(0)]) {
            if (s.values[q] != 0 || (s.cand[q] & digits) == 0 || where.contains(q)) {
                continue;
            }
            boolean all = true;
            for (int p : where) {
                all &= r.see(q, p);
            }
            if (all) {
                removals.add(q, s.cand[q] & digits);
            }
        }
        return removals;
    }

    static String names(Board board, List<Integer> cells) {
        StringBuilder sb = new StringBuilder();
        for (int p : cells) {
            sb.append(sb.length() == 0 ? "" : " ").append(board.cellName(p));
        }
        return sb.toString();
    }

    /** Innies and outies of houses and runs of rows or columns: their sum is known (the 45 rule). */
    static final class InniesOuties extends Rated {
        InniesOuties() {
            super("Innies/Outies (45 rule)", 3.0);
        }

        public VariantExplainer.Step find(LogicState s, Budget.Meter meter) {
            LogicRules r = s.rules;
            for (LogicRules.SumGroup g : r.sums) {
                int[] cells = g.cells();
                int target = g.sum();
                Fillings f = fill(s, cells, v -> {
                    int sum = 0;
                    for (int p : cells) {
                        sum += v[p];
                    }
                    return sum == target;
                }, MAX_FILLINGS, meter);
                if (f == null) {
                    continue;
                }
                Removals removals = new Removals(r.board);
                for (int k = 0; k < cells.length; k++) {
                    removals.add(cells[k], s.cand[cells[k]] & ~f.seen[k]);
                }
                if (!removals.isEmpty()) {
                    String where = g.name() + ": " + names(r.board, toList(cells)) + " add up to " + target;
                    return elimination(this, difficulty, g.name(), where, removals);
                }
            }
            return null;
        }
    }

    /**
     * A sum too long to fill (a long arrow, a little killer, a large cage): a candidate goes when,
     * with it in its cell, the other cells' least or greatest possible sum (each cell its smallest or
     * largest candidate; cells that see each other distinct digits, and not the digit of a cell they
     * see) cannot make the total.
     */
    static final class SumBounds extends Rated {
        SumBounds() {
            super("Sum Bounds", 3.5);
        }

        public VariantExplainer.Step find(LogicState s, Budget.Meter meter) {
            LogicRules r = s.rules;
            for (LogicRules.Linear l : r.linears) {
                int[] cells = l.cells();
                if (fillable(s, cells)) {
                    continue; // the constraint's own eliminations have said all a filling can say
                }
                Removals removals = new Removals(r.board);
                long[] others = new long[cells.length];
                for (int i = 0; i < cells.length; i++) {
                    int p = cells[i];
                    long gone = 0;
                    int[][] groups = s.values[p] != 0 ? null : groups(r, cells, l.weights(), i);
                    for (long m = s.values[p] != 0 ? 0 : s.cand[p]; m != 0; m &= m - 1) {
                        int d = Long.numberOfTrailingZeros(m) + 1;
                        if (meter != null) {
                            meter.step();
                        }
                        for (int j = 0; j < cells.length; j++) {
                            others[j] = j == i ? 0 : r.see(p, cells[j]) ? s.cand[cells[j]] & ~(1L << (d - 1)) : s.cand[cells[j]];
                        }
                        if (!within(l.weights(), others, groups, l.target() - l.weights()[i] * d)) {
                            gone |= 1L << (d - 1);
                        }
                    }
                    removals.add(p, gone);
                }
                if (!removals.isEmpty()) {
                    return elimination(this, difficulty, l.name(), l.name()
                            + ": with it, the other cells' least or greatest sum could not make the total", removals);
                }
            }
            return null;
        }

        /** Whether the cells are few enough, with few enough fillings, for the constraint's own eliminations to fill them. */
        static boolean fillable(LogicState s, int[] cells) {
            if (cells.length > MAX_CELLS) {
                return false;
            }
            return fewFillings(s, cells, MAX_FILLINGS);
        }

        /**
         * The cells other than {@code skip} in the groups {@link #within} bounds together: cells of
         * weight 1 or -1 in groups that all see each other (distinct digits), the others one by one.
         * It depends on the cells only, not on their candidates, so a cell's digits share it.
         */
        private static int[][] groups(LogicRules r, int[] cells, int[] weights, int skip) {
            boolean[] used = new boolean[cells.length];
            used[skip] = true;
            List<int[]> groups = new ArrayList<>();
            int[] group = new int[cells.length];
            for (int i = 0; i < cells.length; i++) {
                if (used[i]) {
                    continue;
                }
                int w = weights[i];
                int size = 0;
                group[size++] = i;
                used[i] = true;
                if (w == 1 || w == -1) {
                    for (int j = i + 1; j < cells.length; j++) {
                        if (used[j] || weights[j] != w) {
                            continue;
                        }
                        boolean all = true;
                        for (int k = 0; k < size && all; k++) {
                            all = r.see(cells[j], cells[group[k]]);
                        }
                        if (all) {
                            group[size++] = j;
                            used[j] = true;
                        }
                    }
                }
                groups.add(Arrays.copyOf(group, size));
            }
            return groups.toArray(new int[0][]);
        }

        /**
         * Whether the cells of {@code groups} (from {@link #groups}), with candidates {@code cand},
         * can add up (times their weights) to {@code rest}, as far as bounds tell.
         */
        private static boolean within(int[] weights, long[] cand, int[][] groups, int rest) {
            long lo = 0;
            long hi = 0;
            for (int[] group : groups) {
                int size = group.length;
                int w = weights[group[0]];
                long union = 0;
                int least = 0;
                int most = 0;
                for (int k = 0; k < size; k++) {
                    long c = cand[group[k]];
                    if (c == 0) {
                        return false;
                    }
                    union |= c;
                    least += Long.numberOfTrailingZeros(c) + 1;
                    most += 64 - Long.numberOfLeadingZeros(c);
                }
                if (Long.bitCount(union) < size) {
                    return false;
                }
                if (size > 1) { // distinct digits: at least the smallest of the union, at most the largest
                    int low = 0;
                    long m = union;
                    for (int k = 0; k < size; k++, m &= m - 1) {
                        low += Long.numberOfTrailingZeros(m) + 1;
                    }
                    int high = 0;
                    m = union;
                    for (int k = 0; k < size; k++) {
                        int top = 63 - Long.numberOfLeadingZeros(m);
                        high += top + 1;
                        m &= ~(1L << top);
                    }
                    least = Math.max(least, low);
                    most = Math.min(most, high);
                }
                if (w > 0) {
                    lo += (long) w * least;
                    hi += (long) w * most;
                } else {
                    lo += (long) w * most;
                    hi += (long) w * least;
                }
            }
            return lo <= rest && rest <= hi;
        }
    }

    static List<Integer> toList(int[] cells) {
        List<Integer> list = new ArrayList<>();
        for (int p : cells) {
            list.add(p);
        }
        return list;
    }

    // ---- houses ----

    /** A digit whose places in a full house all see a cell outside them goes from that cell. */
    static final class LockedCandidates extends Rated {
        LockedCandidates() {
            super("Locked Candidates", 2.6, 2.8);
        }

        public VariantExplainer.Step find(LogicState s, Budget.Meter meter) {
            LogicRules r = s.rules;
            for (int pass = 0; pass < 2; pass++) {
                for (LogicRules.Group g : r.groups) {
                    if (!g.full() || g.box() != (pass == 0)) {
                        continue;
                    }
                    for (int d = 1; d <= r.digits; d++) {
                        long bit = 1L << (d - 1);
                        List<Integer> where = new ArrayList<>();
                        boolean placed = false;
                        for (int p : g.cells()) {
                            placed |= s.values[p] == d;
                            if (s.values[p] == 0 && (s.cand[p] & bit) != 0) {
                                where.add(p);
                            }
                        }
                        if (placed || where.size() < 2) {
                            continue;
                        }
                        Removals removals = seenByAll(s, where, bit);
                        if (!removals.isEmpty()) {
                            return elimination(this, pass == 0 ? difficulty() : maxDifficulty(), g.name(), "in " + g.name() + ", " + d
                                    + " can only go in " + names(r.board, where) + ", which these cells see", removals);
                        }
                    }
                }
            }
            return null;
        }
    }

    /** A subset of {@code size} cells or digits (2 to 4) of a house: its name and difficulty. */
    abstract static class Subset extends Rated {
        final int size;

        Subset(String kind, int size, double difficulty) {
            super(kind + " " + new String[] {"Pair", "Triple", "Quad"}[size - 2], difficulty);
            this.size = size;
        }
    }

    /** k cells of a group with k candidates between them: those digits go from every cell seeing all k. */
    static final class NakedSubset extends Subset {
        NakedSubset(int size, double difficulty) {
            super("Naked", size, difficulty);
        }

        public VariantExplainer.Step find(LogicState s, Budget.Meter meter) {
            LogicRules r = s.rules;
            for (LogicRules.Group g : r.groups) {
                List<Integer> open = new ArrayList<>();
                for (int p : g.cells()) {
                    int n = Long.bitCount(s.cand[p]);
                    if (s.values[p] == 0 && n >= 2 && n <= size) {
                        open.add(p);
                    }
                }
                VariantExplainer.Step step = choose(s, g, open, 0, new int[size], 0, 0L, meter);
                if (step != null) {
                    return step;
                }
            }
            return null;
        }

        private VariantExplainer.Step choose(LogicState s, LogicRules.Group g, List<Integer> open, int from,
                                             int[] chosen, int k, long union, Budget.Meter meter) {
            if (Long.bitCount(union) > size) {
                return null;
            }
            if (k == size) {
                LogicRules r = s.rules;
                List<Integer> cells = toList(chosen);
                Removals removals = seenByAll(s, cells, union);
                if (removals.isEmpty()) {
                    return null;
                }
                return elimination(this, difficulty, g.name(), "in " + g.name() + ", " + names(r.board, cells)
                        + " hold " + digits(union) + " between them, and these cells see them all", removals);
            }
            for (int i = from; i < open.size(); i++) {
                chosen[k] = open.get(i);
                VariantExplainer.Step step = choose(s, g, open, i + 1, chosen, k + 1, union | s.cand[open.get(i)], meter);
                if (step != null) {
                    return step;
                }
            }
            return null;
        }
    }

    /** k digits of a full house with only k places between them: those places lose every other digit. */
    static final class HiddenSubset extends Subset {
        HiddenSubset(int size, double difficulty) {
            super("Hidden", size, difficulty);
        }

        public VariantExplainer.Step find(LogicState s, Budget.Meter meter) {
            LogicRules r = s.rules;
            for (LogicRules.Group g : r.groups) {
                if (!g.full()) {
                    continue;
                }
                int[] cells = g.cells();
                long[] places = new long[r.digits + 1];
                List<Integer> open = new ArrayList<>();
                for (int d = 1; d <= r.digits; d++) {
                    long bit = 1L << (d - 1);
                    boolean placed = false;
                    for (int k = 0; k < cells.length; k++) {
                        placed |= s.values[cells[k]] == d;
                        if (s.values[cells[k]] == 0 && (s.cand[cells[k]] & bit) != 0) {
                            places[d] |= 1L << k;
                        }
                    }
                    int n = Long.bitCount(places[d]);
                    if (!placed && n >= 2 && n <= size) {
                        open.add(d);
                    }
                }
                VariantExplainer.Step step = choose(s, g, places, open, 0, new int[size], 0, 0L);
                if (step != null) {
                    return step;
                }
            }
            return null;
        }

        private VariantExplainer.Step choose(LogicState s, LogicRules.Group g, long[] places, List<Integer> open,
                                             int from, int[] chosen, int k, long union) {
            if (Long.bitCount(union) > size) {
                return null;
            }
            if (k == size) {
                long digits = 0;
                for (int d : chosen) {
                    digits |= 1L << (d - 1);
                }
                int[] cells = g.cells();
                Removals removals = new Removals(s.rules.board);
                List<Integer> where = new ArrayList<>();
                for (long m = union; m != 0; m &= m - 1) {
                    int p = cells[Long.numberOfTrailingZeros(m)];
                    where.add(p);
                    removals.add(p, s.cand[p] & ~digits);
                }
                if (removals.isEmpty()) {
                    return null;
                }
                return elimination(this, difficulty, g.name(), "in " + g.name() + ", " + digits(digits)
                        + " can only go in " + names(s.rules.board, where), removals);
            }
            for (int i = from; i < open.size(); i++) {
                chosen[k] = open.get(i);
                VariantExplainer.Step step = choose(s, g, places, open, i + 1, chosen, k + 1, union | places[open.get(i)]);
                if (step != null) {
                    return step;
                }
            }
            return null;
        }
    }

    // ---- assumptions ----

    /**
     * A candidate that, placed, leads by singles and every constraint's own eliminations to a
     * contradiction (a cell with no candidate, a house with no place for a digit, a constraint that
     * cannot be filled, a full grid that breaks a rule) goes: a forcing chain over every constraint.
     */
    static final class ForcingChain extends Rated {
        private static final List<VariantTechnique> PROPAGATION = List.of(
                new FullHouse(), new HiddenSingle(), new NakedSingle(), new LockedCandidates());
        private static final ConstraintSteps CONSTRAINTS = new ConstraintSteps(1, MAX_CELLS, 0);

        ForcingChain() {
            super("Forcing Chain (every constraint)", 8.6);
        }

        public VariantExplainer.Step find(LogicState s, Budget.Meter meter) {
            Board board = s.rules.board;
            for (int want = 2; want <= s.rules.digits; want++) {
                for (int p = 0; p < s.cand.length; p++) {
                    if (!board.isCell(p) || s.values[p] != 0 || Long.bitCount(s.cand[p]) != want) {
                        continue;
                    }
                    for (long m = s.cand[p]; m != 0; m &= m - 1) {
                        int d = Long.numberOfTrailingZeros(m) + 1;
                        if (meter != null) {
                            meter.step();
                        }
                        LogicState t = s.copy();
                        t.place(p, d);
                        int steps = propagate(t, meter);
                        if (t.isBroken()) {
                            Removals removals = new Removals(board);
                            removals.add(p, 1L << (d - 1));
                            return elimination(this, difficulty, board.cellName(p), "if " + board.cellName(p) + " were " + d
                                    + ", " + steps + " steps of singles and constraints later " + t.why(), removals);
                        }
                    }
                }
            }
            return null;
        }

        /** Applies easy steps until none is found or the state breaks; returns how many. */
        static int propagate(LogicState t, Budget.Meter meter) {
            int steps = 0;
            while (!t.isBroken()) {
                if (t.isSolved()) {
                    if (!t.rules.puzzle.isSolution(t.values)) {
                        t.fail("the full grid would break " + firstBroken(t));
                    }
                    break;
                }
                VariantExplainer.Step step = null;
                for (VariantTechnique v : PROPAGATION) {
                    step = v.find(t, meter);
                    if (step != null) {
                        break;
                    }
                }
                if (step == null) {
                    // a constraint with no filling left loses every candidate here, which breaks the state
                    step = CONSTRAINTS.find(t, meter, CHAIN_FILLINGS);
                }
                if (step == null) {
                    break;
                }
                VariantExplainer.apply(t, step);
                steps++;
            }
            return steps;
        }

        private static String firstBroken(LogicState t) {
            String v = t.rules.puzzle.violation(t.values);
            return v == null ? "a rule" : v;
        }
    }
}
