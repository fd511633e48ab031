package dev.sudokux.cli;

import dev.sudokux.format.Puzzle;
import dev.sudokux.internal.batch.ExitCode;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code sudokux bench}: throughput of solvers on puzzle files, with the columns the standard
 * benchmark of this field prints (tdoku's): puzzles/sec, usec/puzzle, % solved without guessing,
 * guesses/puzzle.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {
            "Measure solvers on puzzle files: for every solver and file, a warm-up (which also checks every "
                    + "answer: each solution against the rules and givens, each status against the first "
                    + "solver's), then a fixed measuring time cycling through the puzzles. By default each "
                    + "puzzle is solved and its uniqueness confirmed (the search stops at a second solution).",
            "",
            "The table gives puzzles/sec, usec/puzzle, the share solved without guessing, guesses a puzzle "
                    + "(values tried at branch points) and the slowest puzzle met while measuring (its time "
                    + "and its number in the file); --csv gives the first four."
        })
final class BenchCommand implements Callable<Integer> {

    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Puzzle files (any format sudokux reads).")
    List<Path> files;

    @Option(names = "--solver", paramLabel = "NAME[,NAME...]", split = ",",
            description = "Solvers to measure (default: every solver but naive that supports the puzzles).")
    List<String> solvers;

    @Option(names = "--threads", paramLabel = "N", description = "Threads, each solving its share (default: 1).")
    int threads = 1;

    @Option(names = "--warmup", paramLabel = "SECONDS", description = "Warm-up time for each solver and file (default: ${DEFAULT-VALUE}).")
    double warmup = 2;

    @Option(names = "--time", paramLabel = "SECONDS", description = "Measuring time for each solver and file (default: ${DEFAULT-VALUE}).")
    double time = 5;

    @Option(names = "--first", description = "Find the first solution only; do not confirm uniqueness.")
    boolean first;

    @Option(names = "--csv", description = "Print CSV: solver,file,puzzles_per_sec,usec_per_puzzle,no_guess_pct,guesses_per_puzzle.")
    boolean csv;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (threads < 1 || warmup < 0 || !(time > 0)) {
            throw new UserInputException("--threads must be at least 1, --warmup at least 0 and --time above 0");
        }
        List<Solver> chosen = new ArrayList<>();
        if (solvers != null) {
            for (String name : solvers) {
                try {
                    chosen.add(Solvers.byName(name.trim()));
                } catch (IllegalArgumentException e) {
                    throw new UserInputException(e.getMessage());
                }
            }
        }
        if (csv) {
            out.println("solver,file,puzzles_per_sec,usec_per_puzzle,no_guess_pct,guesses_per_puzzle");
        } else {
            out.printf(Locale.ROOT, "%-12s %-36s %12s %12s %10s %15s  %s%n", "solver", "file", "puzzles/sec",
                    "usec/puzzle", "%no_guess", "guesses/puzzle", "slowest (usec, puzzle)");
        }
        out.flush();
        // Only the status is read, so a uniqueness run keeps no solution: both are counted (each
        // still checked by the solver), as tdoku's benchmark counts to 2 and keeps none. With
        // --first the solution is kept, as tdoku's -f returns it.
        SolveRequest request = first ? SolveRequest.first() : SolveRequest.uniqueness().withKeep(0);
        String name = spec.qualifiedName();
        int measured = 0;
        int skipped = 0;
        for (Path file : files) {
            List<Grid> puzzles;
            try {
                puzzles = load(file, err);
            } catch (UserInputException e) {
                err.println(name + ": " + e.getMessage() + ": not measured");
                skipped++;
                continue;
            }
            if (puzzles.isEmpty()) {
                err.println(name + ": " + file + ": no puzzle to measure");
                skipped++;
                continue;
            }
            List<Solver> run = chosen.isEmpty() ? defaults(puzzles) : chosen;
            Map<Integer, Status> reference = new HashMap<>();
            String referenceSolver = null;
            for (Solver solver : run) {
                Grid unsupported = puzzles.stream().filter(p -> !solver.supports(p.shape())).findFirst().orElse(null);
                if (unsupported != null) {
                    out.flush();
                    err.println(name + ": solver '" + solver.name() + "' does not solve the " + unsupported.shape()
                            + " puzzles of " + file + ": not measured");
                    skipped++;
                    continue;
                }
                measured++;
                // Warm-up, checking every answer.
                if (referenceSolver == null) {
                    referenceSolver = solver.name();
                }
                Measure warm = measure(solver, puzzles, request, warmup, reference, referenceSolver);
                if (warm.interrupted) {
                    return ExitCode.INTERRUPTED;
                }
                Measure m = measure(solver, puzzles, request, time, null, null);
                if (m.interrupted) {
                    return ExitCode.INTERRUPTED;
                }
                double perSecond = m.puzzles / m.seconds;
                String fileName = file.getFileName().toString();
                if (csv) {
                    out.printf(Locale.ROOT, "%s,%s,%.1f,%.3f,%.2f,%.3f%n", solver.name(), fileName, perSecond,
                            1e6 / perSecond, 100.0 * m.noGuess / m.puzzles, (double) m.guesses / m.puzzles);
                } else {
                    out.printf(Locale.ROOT, "%-12s %-36s %,12.0f %12.3f %9.1f%% %15.3f  %,.1f #%d%n", solver.name(), fileName,
                            perSecond, 1e6 / perSecond, 100.0 * m.noGuess / m.puzzles, (double) m.guesses / m.puzzles,
                            m.slowestNanos / 1e3, m.slowestPuzzle + 1);
                }
                out.flush();
            }
        }
        if (skipped > 0) {
            err.println(name + ": " + measured + " solver-file pair" + (measured == 1 ? "" : "s") + " measured, "
                    + skipped + " not (see above)");
        }
        return measured > 0 ? ExitCode.OK : ExitCode.BAD_INPUT;
    }

    private List<Solver> defaults(List<Grid> puzzles) {
        List<Solver> list = new ArrayList<>();
        for (Solver s : Solvers.all()) {
            if (s.name().equals("naive")) {
                continue;
            }
            if (puzzles.stream().allMatch(p -> s.supports(p.shape()))) {
                list.add(s);
            }
        }
        return list;
    }

    private List<Grid> load(Path file, PrintWriter err) {
        List<Grid> puzzles = new ArrayList<>();
        try (PuzzleSource source = new PuzzleSource(List.of(file), main.stdin(), null, null)) {
            while (source.hasNext()) {
                PuzzleSource.Item item = source.next();
                if (item.unreadable()) {
                    throw new UserInputException(item.inputError());
                }
                if (item.item() instanceof Puzzle p) {
                    puzzles.add(p.grid());
                } else {
                    err.println(spec.qualifiedName() + ": " + item.where() + item.item() + " (skipped)");
                }
            }
        }
        return puzzles;
    }

    /** What one measurement counted. */
    private static final class Measure {
        long puzzles;
        long guesses;
        long noGuess;
        double seconds;
        boolean interrupted;
        long slowestNanos;
        int slowestPuzzle;

        synchronized void add(long p, long g, long n, long slowest, int slowestAt) {
            puzzles += p;
            guesses += g;
            noGuess += n;
            if (slowest > slowestNanos) {
                slowestNanos = slowest;
                slowestPuzzle = slowestAt;
            }
        }
    }

    /**
     * Cycles through the puzzles for {@code seconds} on the configured threads (thread t takes
     * puzzles t, t+threads, ...). With a reference map, checks each status against it (filling it
     * on the first solver's pass).
     */
    private Measure measure(Solver solver, List<Grid> puzzles, SolveRequest request, double seconds,
                            Map<Integer, Status> reference, String referenceSolver) {
        Measure m = new Measure();
        long duration = Duration.ofNanos((long) (seconds * 1e9)).toNanos();
        long start = System.nanoTime();
        AtomicBoolean failed = new AtomicBoolean();
        RuntimeException[] failure = new RuntimeException[1];
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int offset = t;
            Runnable loop = () -> {
                long p = 0;
                long g = 0;
                long n = 0;
                long slowest = -1;
                int slowestAt = 0;
                int i = offset % puzzles.size();
                // One clock read a puzzle: it ends this puzzle's time (and the bookkeeping after the
                // last one, a few nanoseconds) and starts the next one's, and the loop's test reads it.
                long now = System.nanoTime();
                do {
                    Grid puzzle = puzzles.get(i);
                    Result r = solver.solve(puzzle, request);
                    long then = now;
                    now = System.nanoTime();
                    long took = now - then;
                    if (took > slowest) {
                        slowest = took;
                        slowestAt = i;
                    }
                    if (reference != null) {
                        check(solver, puzzle, i, r, reference, referenceSolver);
                    }
                    p++;
                    g += r.stats().guesses();
                    if (r.stats().guesses() == 0) {
                        n++;
                    }
                    i += threads;
                    if (i >= puzzles.size()) {
                        i -= puzzles.size();
                        i %= puzzles.size();
                    }
                } while (now - start < duration && !failed.get()
                        && !Thread.currentThread().isInterrupted() && !(reference != null && p >= puzzles.size()));
                m.add(p, g, n, slowest, slowestAt);
            };
            Thread worker = new Thread(() -> {
                try {
                    loop.run();
                } catch (RuntimeException e) {
                    failed.set(true);
                    synchronized (failure) {
                        failure[0] = e;
                    }
                }
            }, "sudokux-bench-" + t);
            workers.add(worker);
            worker.start();
        }
        for (Thread w : workers) {
            try {
                w.join();
            } catch (InterruptedException e) {
                workers.forEach(Thread::interrupt);
                m.interrupted = true;
                Thread.currentThread().interrupt();
                return m;
            }
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        m.seconds = (System.nanoTime() - start) / 1e9;
        return m;
    }

    private static void check(Solver solver, Grid puzzle, int index, Result r, Map<Integer, Status> reference,
                              String referenceSolver) {
        Status status = r.status();
        synchronized (reference) {
            Status expected = reference.putIfAbsent(index, status);
            if (expected != null && expected != status) {
                throw new IllegalStateException("solver '" + solver.name() + "' says " + status + " for puzzle "
                        + (index + 1) + " (" + puzzle + ") but '" + referenceSolver + "' said " + expected);
            }
        }
    }
}
