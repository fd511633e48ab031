package dev.sudokux.solve;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The solvers sudokux has, by name, and the default choice for each shape. */
public final class Solvers {

    private static final Map<String, Solver> BY_NAME = new LinkedHashMap<>();

    static {
        register(new DlxSolver());
        register(new NaiveSolver());
        register(new PrunedSolver());
        register(new BitmaskSolver());
        register(new PropagationSolver());
        register(new FastSolver());
        register(new BitsetSolver());
    }

    private Solvers() {
    }

    private static void register(Solver solver) {
        BY_NAME.put(solver.name(), solver);
    }

    /** Every solver, in a fixed order. */
    public static List<Solver> all() {
        return Collections.unmodifiableList(new ArrayList<>(BY_NAME.values()));
    }

    /** The names of every solver. */
    public static List<String> names() {
        return List.copyOf(BY_NAME.keySet());
    }

    /**
     * The solver called {@code name}.
     *
     * @throws IllegalArgumentException naming the solvers there are, when there is none of that name
     */
    public static Solver byName(String name) {
        Solver s = BY_NAME.get(name);
        if (s == null) {
            throw new IllegalArgumentException("no solver '" + name + "': choose one of " + String.join(", ", names()));
        }
        return s;
    }

    /**
     * The fastest suitable solver for puzzles of this shape: {@code fast} for classic 9x9 puzzles,
     * {@code bitset} from 10x10 up, {@code dlx} for the small grids (4x4 to 8x8), where every solver
     * takes microseconds and the exact cover model is the reference (BENCHMARKS.md has the
     * measurements behind the choice).
     */
    public static Solver best(Shape shape) {
        if (BY_NAME.get("fast").supports(shape)) {
            return BY_NAME.get("fast");
        }
        return BY_NAME.get(shape.size() >= 10 ? "bitset" : "dlx");
    }
}
