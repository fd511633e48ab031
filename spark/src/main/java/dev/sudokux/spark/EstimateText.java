package dev.sudokux.spark;

import dev.sudokux.exactcover.Estimate;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * An estimate written as {@code sudokux xc --estimate} writes it (the command line's words and
 * roundings; the spark module does not carry the command line, so a test compares the two).
 */
final class EstimateText {
    private EstimateText() {
    }

    /** One line a figure, numbers written out to four digits, each with its spread. */
    static void print(Estimate e, PrintWriter out) {
        if (e.exact()) {
            out.println("exact (the search took less than a tenth of a second):");
            out.println(grouped((long) e.nodes()) + " nodes");
            out.println(grouped((long) e.updates()) + " updates");
            out.println(grouped((long) e.solutions()) + " solutions");
            out.println(rounded(e.seconds(), 2) + " s");
            return;
        }
        out.println("estimated from " + grouped(e.samples()) + " random paths ("
                + rounded(e.elapsedNanos() / 1e9, 2) + " s), spreads are standard errors:");
        out.println(rounded(e.nodes(), 4) + " nodes ± " + rounded(e.nodesSpread(), 2));
        out.println(rounded(e.updates(), 4) + " updates ± " + rounded(e.updatesSpread(), 2));
        out.println(rounded(e.solutions(), 4) + " solutions ± " + rounded(e.solutionsSpread(), 2));
        out.println(rounded(e.seconds(), 3) + " s ± " + rounded(e.secondsSpread(), 2) + " s (one thread)");
    }

    static String grouped(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** {@code x} to {@code digits} significant digits, with commas; under 10 it keeps its decimals. */
    static String rounded(double x, int digits) {
        if (Double.isNaN(x) || Double.isInfinite(x)) {
            return String.valueOf(x);
        }
        if (x == 0) {
            return "0";
        }
        BigDecimal r = new BigDecimal(x).round(new MathContext(digits, RoundingMode.HALF_EVEN));
        if (Math.abs(x) >= 10 || r.scale() <= 0) {
            return String.format(Locale.ROOT, "%,d", r.setScale(0, RoundingMode.HALF_EVEN).longValueExact());
        }
        return r.stripTrailingZeros().toPlainString();
    }
}
