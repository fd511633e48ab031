package dev.sudokux.spark;

import dev.sudokux.exactcover.Estimate;
import dev.sudokux.exactcover.Estimator;
import dev.sudokux.exactcover.ExactCoverEngine;
import dev.sudokux.exactcover.ExactCoverProblem;
import dev.sudokux.exactcover.Prefix;
import dev.sudokux.exactcover.SearchCursor;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntConsumer;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;

/**
 * Cuts an exact cover search into subproblems of similar size, Knuth's way of spreading a count over
 * many machines, with his estimate deciding where to cut deeper: starting from one prefix, every
 * piece whose estimated work is above its share of the total ({@code total / target}) is replaced by
 * its children one level down, each estimated anew (random paths below it), round after round, until
 * no piece is above its share. The rounds run as Spark jobs, the estimates on the executors.
 *
 * <p>The pieces keep the order the search meets them, and are the open nodes of one cut of the tree:
 * every solution lies below exactly one of them, so their counts add up to the whole count, however
 * wrong an estimate was (a bad estimate only makes a task longer). With the same seed the same
 * pieces come out.
 */
final class XcSplitter {

    /** Work is the engine's cost model: link updates plus ten for each node. */
    static final double NODE_COST = 10;
    /** Random paths below each piece. */
    static final long SAMPLES = 200;
    /** Subtrees estimated at fewer nodes than this are not cut further. */
    private static final double SMALL = 100;
    /** No more pieces than this many a task wanted: the cut stops deepening past it. */
    private static final int MAX_PIECES_A_TASK = 64;
    private static final int MAX_ROUNDS = 64;

    /**
     * A subproblem: its prefix line, its estimated work, and whether it cannot be cut further (a
     * solution, or a node counted whole).
     */
    record Piece(String line, double work, boolean leaf) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    private XcSplitter() {
    }

    /**
     * The pieces of the subtree of {@code from}, cut until none is above {@code total / target} of
     * the estimated work (or the cut holds {@code 64 * target} pieces, or the tree ends).
     *
     * @param rounds told the round number and the pieces so far, after each round
     */
    static List<Piece> split(JavaSparkContext jsc, Broadcast<String> text, XcSpec spec, String from, int target,
                             long seed, int parallelism, IntConsumer rounds) {
        List<Piece> pieces = new ArrayList<>(List.of(new Piece(from, Double.POSITIVE_INFINITY, false)));
        for (int round = 0; round < MAX_ROUNDS; round++) {
            double total = 0;
            for (Piece p : pieces) {
                total += p.work();
            }
            double share = total / target;
            List<Integer> cut = new ArrayList<>();
            for (int k = 0; k < pieces.size(); k++) {
                Piece p = pieces.get(k);
                if (!p.leaf() && (Double.isInfinite(p.work()) || p.work() > share)) {
                    cut.add(k);
                }
            }
            if (cut.isEmpty() || (round > 0 && pieces.size() >= (long) MAX_PIECES_A_TASK * target)) {
                break;
            }
            List<String> lines = new ArrayList<>(cut.size());
            for (int k : cut) {
                lines.add(pieces.get(k).line());
            }
            int slices = Math.max(1, Math.min(lines.size(), parallelism));
            List<List<Piece>> children = jsc.parallelize(lines, slices)
                    .map(line -> children(text.value(), spec, line, seed))
                    .collect();
            List<Piece> next = new ArrayList<>(pieces.size() + lines.size() * 4);
            int c = 0;
            for (int k = 0; k < pieces.size(); k++) {
                if (c < cut.size() && cut.get(c) == k) {
                    next.addAll(children.get(c++));
                } else {
                    next.add(pieces.get(k));
                }
            }
            pieces = next;
            rounds.accept(round + 1);
        }
        return pieces;
    }

    /**
     * On an executor: the children of the node of {@code line}, each with its estimated work, in the
     * order the search meets them (dead ends left out). A solution stays itself, a leaf.
     */
    static List<Piece> children(String text, XcSpec spec, String line, long seed) {
        ExactCoverProblem problem = spec.problem(text);
        ExactCoverEngine engine = spec.engineFor(problem);
        Prefix prefix = Prefix.parse(line, problem.optionCount());
        List<Piece> out = new ArrayList<>();
        try (SearchCursor cursor = engine.cursor(prefix)) {
            if (cursor.isSolution()) {
                out.add(new Piece(line, 1, true));
                return out;
            }
            int branches = cursor.branches();
            for (int k = 0; k < branches; k++) {
                cursor.down(k);
                String child = cursor.prefix().toLine();
                if (cursor.isSolution()) {
                    out.add(new Piece(child, 1, true));
                } else {
                    // Knuth's plain random paths: cheap, and the same seed for the same node, whatever
                    // task or round estimates it. A node whose subtree is estimated this small is a task
                    // piece as it is (cutting it would cost more than counting it).
                    Estimate e = Estimator.randomPaths(cursor, SAMPLES, new Random(seed * 31 + child.hashCode()));
                    double work = e.updates() + NODE_COST * e.nodes();
                    out.add(new Piece(child, Math.max(1, work), e.nodes() < SMALL));
                }
                cursor.up();
            }
        }
        return out;
    }
}
