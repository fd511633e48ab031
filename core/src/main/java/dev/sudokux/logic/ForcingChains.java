package dev.sudokux.logic;

import dev.sudokux.internal.ChainLength;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Sudoku Explainer's chains, from the bidirectional cycles (6.5) to the nested dynamic forcing
 * chains (11 and up), each kind one technique; see {@link ChainEngine} for how they search and rate.
 * Of all the steps a kind finds, the easiest is taken.
 *
 * <ul>
 *   <li>{@link #cycles()}: "Forcing Chains &amp; Cycles", 6.5 and up: bidirectional X-, Y- and
 *       XY-cycles, and forcing chains along single links (6.6 for one value or bivalue cells, 7.0
 *       mixed);</li>
 *   <li>{@link #nishio()}: 7.5 and up: an assumption on one value that contradicts itself;</li>
 *   <li>{@link #multiple()}: 8.0 and up: cell and region forcing chains;</li>
 *   <li>{@link #dynamic()}: 8.5 and up: the same, following every consequence with the candidates
 *       removed so far, and contradictions and double implications;</li>
 *   <li>{@link #nested(int)}: level 1 (9.0), 2 (9.5), 3 (10.0), 4 (10.5), 5 (11.0): dynamic chains that
 *       also apply simple techniques, then forcing chains of the previous kinds, to the grid they
 *       reach.</li>
 * </ul>
 * Work for every shape (on large grids they are slow: they are the last resort).
 */
final class ForcingChains implements Technique {

    private static final int CYCLES = -1;
    private static final int NISHIO = -2;
    private static final int MULTIPLE = -3;
    private static final int DYNAMIC = 0;

    private final int kind;
    private final String name;
    private final double difficulty;

    private ForcingChains(int kind, String name, double difficulty) {
        this.kind = kind;
        this.name = name;
        this.difficulty = difficulty;
    }

    /** Bidirectional cycles and forcing chains along single links: 6.5 and up. */
    public static ForcingChains cycles() {
        return new ForcingChains(CYCLES, "Forcing Chains & Cycles", 6.5);
    }

    /** Nishio forcing chains: 7.5 and up. */
    public static ForcingChains nishio() {
        return new ForcingChains(NISHIO, "Nishio Forcing Chains", 7.5);
    }

    /** Multiple (cell and region) forcing chains: 8.0 and up. */
    public static ForcingChains multiple() {
        return new ForcingChains(MULTIPLE, "Multiple Forcing Chains", 8.0);
    }

    /** Dynamic forcing chains: 8.5 and up. */
    public static ForcingChains dynamic() {
        return new ForcingChains(DYNAMIC, "Dynamic Forcing Chains", 8.5);
    }

    /**
     * Dynamic forcing chains of nesting {@code level} 1 to 5: 8.5 + 0.5 level and up.
     *
     * @throws IllegalArgumentException unless {@code level} is 1 to 5
     */
    public static ForcingChains nested(int level) {
        if (level < 1 || level > 5) {
            throw new IllegalArgumentException("nesting levels are 1 to 5, not " + level);
        }
        String[] names = {"Dynamic Forcing Chains (+)", "Nested Forcing Chains", "Nested Multiple Forcing Chains",
                "Nested Dynamic Forcing Chains", "Nested Dynamic Forcing Chains (+)"};
        return new ForcingChains(level, names[level - 1], 8.5 + 0.5 * level);
    }

    /**
     * Whether this kind makes an assumption and follows it (Nishio, multiple, dynamic and nested
     * forcing chains): trial and error, unlike the cycles and single-link chains of {@link #cycles()}.
     */
    boolean assumes() {
        return kind != CYCLES;
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
        // The length can add about 2.0 on a 9x9 grid (complexities of several thousand literals);
        // larger grids can go further, and a step's own difficulty is kept when it does.
        return Math.round((difficulty + 0.5 + ChainLength.difficulty(50_000)) * 10) / 10.0;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        // One engine per grid for every kind, kept from call to call: its runs and tables are reused
        // (each search starts from load and mode; what a nested search keeps is keyed by its level).
        ChainEngine engine = grid.memo(ChainEngine.class, () -> new ChainEngine(grid.shape(), 0));
        engine.load(grid);
        ChainHint hint;
        if (kind == CYCLES) {
            hint = engine.searchCycles(null);
        } else {
            engine.mode(kind != NISHIO, kind != MULTIPLE, kind == NISHIO, Math.max(kind, 0));
            hint = engine.searchMultiple(null);
        }
        return hint == null ? Optional.empty() : Optional.of(step(grid, engine, hint));
    }

    private Step step(CandidateGrid grid, ChainEngine engine, ChainHint hint) {
        Shape shape = grid.shape();
        List<Placement> placements = new ArrayList<>();
        List<Elimination> eliminations = new ArrayList<>();
        if (hint.placement >= 0) {
            placements.add(new Placement(engine.cellOf(hint.placement), engine.valueOf(hint.placement)));
        } else {
            int[] sorted = hint.removals.clone();
            java.util.Arrays.sort(sorted);
            for (int r : sorted) {
                eliminations.add(new Elimination(r >> 8, (r & 0xff) + 1));
            }
        }
        List<Integer> cells = new ArrayList<>();
        for (int target : hint.targets) {
            for (int p = target; ; p = hint.parent(p, 0)) {
                Integer cell = engine.cellOf(hint.lit[p]);
                if (!cells.contains(cell)) {
                    cells.add(cell);
                }
                if (hint.parentCount(p) == 0) {
                    break;
                }
            }
        }
        int start = hint.lit[root(hint, hint.targets[0])];
        String focus = shape.cellName(engine.cellOf(start));
        String conclusion = placements.isEmpty()
                ? "remove " + Texts.removals(shape, eliminations)
                : shape.cellName(placements.get(0).cell()) + " is " + placements.get(0).value();
        String text = ChainTexts.describe(shape, engine, hint) + " So " + conclusion + ".";
        return new Step(this, hint.difficulty, placements, eliminations, cells, List.of(), focus, text,
                links(grid, engine, hint));
    }

    /**
     * The links along each chain of the step, as its text reads them (from the assumption, along main
     * parents, to each target): an "on" candidate that turns another off is a weak link, an "off"
     * candidate that turns another on a strong one when the two are the only candidates of a cell or
     * places of a value in a unit of {@code grid}. A deduction that needs more (earlier removals of a
     * dynamic chain, a simple technique, a nested chain) is not a link and is left out.
     */
    static List<Link> links(CandidateGrid grid, ChainEngine engine, ChainHint hint) {
        List<Link> links = new ArrayList<>();
        for (int target : hint.targets) {
            List<Link> chain = new ArrayList<>();
            for (int p = target; hint.parentCount(p) > 0; p = hint.parent(p, 0)) {
                int parent = hint.parent(p, 0);
                if (hint.nested[p] != null || hint.cause[p] < ChainRun.CELL || hint.cause[p] > ChainRun.COLUMN) {
                    continue;
                }
                Link link = link(grid, engine, hint.lit[parent], hint.lit[p]);
                if (link != null && !links.contains(link) && !chain.contains(link)) {
                    chain.add(0, link);
                }
            }
            links.addAll(chain);
        }
        return links;
    }

    private static Link link(CandidateGrid grid, ChainEngine engine, int from, int to) {
        int a = engine.cellOf(from);
        int va = engine.valueOf(from);
        int b = engine.cellOf(to);
        int vb = engine.valueOf(to);
        if ((a == b && va == vb) || !grid.hasCandidate(a, va) || !grid.hasCandidate(b, vb)) {
            return null;
        }
        boolean sameValue = va == vb && Peers.sees(grid.shape(), a, b);
        if (ChainEngine.isOn(from) && !ChainEngine.isOn(to) && (a == b || sameValue)) {
            return new Link(a, va, b, vb, false);
        }
        if (!ChainEngine.isOn(from) && ChainEngine.isOn(to) && strong(grid, a, va, b, vb)) {
            return new Link(a, va, b, vb, true);
        }
        return null;
    }

    /** Whether the two candidates are the only two of a cell, or the only two places of a value in a unit. */
    private static boolean strong(CandidateGrid grid, int a, int va, int b, int vb) {
        if (a == b) {
            return grid.candidateCount(a) == 2;
        }
        if (va != vb) {
            return false;
        }
        Shape shape = grid.shape();
        for (int unit : shape.unitsOf(a)) {
            for (int other : shape.unitsOf(b)) {
                if (unit == other && Long.bitCount(grid.places(unit, va)) == 2) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int root(ChainHint hint, int node) {
        int p = node;
        while (hint.parentCount(p) > 0) {
            p = hint.parent(p, 0);
        }
        return p;
    }
}
