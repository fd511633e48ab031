package dev.sudokux.spark;

import dev.sudokux.exactcover.BitsEngine;
import dev.sudokux.exactcover.DancingLinks;
import dev.sudokux.exactcover.DlxFormat;
import dev.sudokux.exactcover.ExactCoverEngine;
import dev.sudokux.exactcover.ExactCoverProblem;
import dev.sudokux.exactcover.Heuristic;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What the tasks of an exact cover job need to rebuild the engine the command line asked for: the
 * engine's name, the heuristic, and the problem's text (sent once to each executor as a broadcast,
 * parsed once per executor JVM and kept while the job runs). The engine {@code auto} picks, and the
 * bits engine's order, are chosen once per problem in each JVM too (the choice estimates several
 * trees: tens of milliseconds, where a task's piece may take less).
 *
 * @param engine    {@code --engine}: links, cells or auto
 * @param heuristic {@code --heuristic}, or null for the engine's default
 * @param digest    the problem text's SHA-256, the key under which executors keep it parsed
 */
record XcSpec(String engine, String heuristic, String digest) implements Serializable {

    private static final long serialVersionUID = 1L;

    /**
     * Problems seen in this JVM, by digest, each with what {@code auto} and {@code bits} chose for it;
     * a few at most (one a job that runs here). The map's lock guards only the look-up: parsing and
     * choosing hold the entry's own lock, so one problem's work never waits on another's.
     */
    private static final Map<String, Parsed> PARSED = new LinkedHashMap<>(4, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Parsed> eldest) {
            return size() > 4;
        }
    };

    /** Choices made in this JVM (tests: the choice runs once per problem). */
    static final AtomicLong CHOICES = new AtomicLong();

    /** An engine's kind, and the bits engine's order (null for the others). */
    private record Choice(String kind, int[] order) {

        static Choice of(ExactCoverEngine engine) {
            return new Choice(engine.name(), engine instanceof BitsEngine bits ? bits.order() : null);
        }

        ExactCoverEngine engine(ExactCoverProblem problem) {
            return order != null ? new BitsEngine(problem, order) : ExactCoverEngine.create(kind, problem);
        }
    }

    /**
     * One problem's entry: the problem parsed once, and for each engine name ({@code auto},
     * {@code bits}) the choice made once, each when first asked for. The choice is deterministic (fixed
     * seeds), so every JVM makes the same one and the pieces of a count add up.
     */
    private static final class Parsed {

        private ExactCoverProblem problem;

        private final Map<String, Choice> chosen = new HashMap<>(2);

        synchronized ExactCoverProblem problem(String text) {
            if (problem == null) {
                problem = DlxFormat.parse(text);
            }
            return problem;
        }

        /** {@code name}'s engine for {@code problem}: the first call chooses (and keeps that engine's kind). */
        synchronized ExactCoverEngine engine(String name, ExactCoverProblem problem) {
            Choice choice = chosen.get(name);
            if (choice != null) {
                return choice.engine(problem);
            }
            CHOICES.incrementAndGet();
            ExactCoverEngine made = ExactCoverEngine.create(name, problem);
            chosen.put(name, Choice.of(made));
            return made;
        }
    }

    /** This spec's entry in {@link #PARSED}, made (empty) if there is none. */
    private Parsed entry() {
        synchronized (PARSED) {
            return PARSED.computeIfAbsent(digest, d -> new Parsed());
        }
    }

    /** The SHA-256 of {@code text}, in hex. */
    static String digestOf(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The problem of {@code text} (whose digest is this spec's), parsed once in this JVM. */
    ExactCoverProblem problem(String text) {
        return entry().problem(text);
    }

    /**
     * A new engine for {@code problem}, as {@code sudokux xc} makes it: a heuristic with engine auto
     * means the links engine.
     *
     * @throws IllegalArgumentException for an unknown engine or heuristic, or a heuristic for cells
     */
    ExactCoverEngine engineFor(ExactCoverProblem problem) {
        String name = heuristic != null && engine.equals("auto") ? "links" : engine;
        ExactCoverEngine e = name.equals("auto") || name.equals("bits") ? chosen(name, problem)
                : ExactCoverEngine.create(name, problem);
        if (heuristic != null) {
            Heuristic h = Heuristic.byName(heuristic);
            if (!(e instanceof DancingLinks links)) {
                throw new IllegalArgumentException("--heuristic is for the links engine, not " + engine);
            }
            links.withHeuristic(h);
        }
        return e;
    }

    /**
     * The engine {@code name} ({@code auto} or {@code bits}) makes for {@code problem} (whose digest is
     * this spec's): the choice made once in this JVM and kept with the problem's entry in
     * {@link #PARSED}, a new engine each call.
     */
    private ExactCoverEngine chosen(String name, ExactCoverProblem problem) {
        return entry().engine(name, problem);
    }
}
