package dev.sudokux.internal.batch;

import dev.sudokux.exactcover.Estimate;
import java.io.PrintWriter;

/**
 * An {@link Estimate} as {@code sudokux xc --estimate} and {@code sudokux spark xc --estimate} write
 * it: one line a figure, numbers written out to four digits, each with its spread; where the estimate
 * took more than a tenth of the count's estimated time, the time's line says so.
 */
public final class EstimateText {
    private EstimateText() {
    }

    /** Writes {@code e} to {@code out}, one line a figure. */
    public static void print(Estimate e, PrintWriter out) {
        if (e.exact()) {
            out.println("exact (the tree is small enough to count whole):");
            out.println(Numbers.grouped((long) e.nodes()) + " nodes");
            out.println(Numbers.grouped((long) e.updates()) + " updates");
            out.println(Numbers.grouped((long) e.solutions()) + " solutions");
            out.println(Numbers.rounded(e.seconds(), 2) + " s");
            return;
        }
        out.println("estimated from " + Numbers.grouped(e.samples()) + " random paths ("
                + Numbers.rounded(e.elapsedNanos() / 1e9, 2) + " s), spreads are standard errors:");
        out.println(Numbers.rounded(e.nodes(), 4) + " nodes ± " + Numbers.rounded(e.nodesSpread(), 2));
        out.println(Numbers.rounded(e.updates(), 4) + " updates ± " + Numbers.rounded(e.updatesSpread(), 2));
        out.println(Numbers.rounded(e.solutions(), 4) + " solutions ± " + Numbers.rounded(e.solutionsSpread(), 2));
        out.println(Numbers.rounded(e.seconds(), 3) + " s ± " + Numbers.rounded(e.secondsSpread(), 2)
                + " s (one thread" + smallTree(e) + ")");
    }

    /**
     * What holds on a tree so small that the estimate took more than a tenth of the count's estimated
     * time (a count of a fraction of a second: a fresh JVM runs the estimate's first paths before
     * compiling them): said on the time's line, or nothing.
     */
    private static String smallTree(Estimate e) {
        double took = e.elapsedNanos() / 1e9;
        if (!(took > e.seconds() / 10)) {
            return "";
        }
        return "; this estimate took " + Numbers.rounded(took, 2) + " s, over a tenth of that: a tree this small "
                + "is counted exactly, with --count, in about that time";
    }
}
