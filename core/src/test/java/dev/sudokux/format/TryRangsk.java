package dev.sudokux.format;

import dev.sudokux.solve.SolveRequest;
import dev.sudokux.variant.CoverModel;
import dev.sudokux.variant.VariantResult;
import dev.sudokux.variant.VariantSolver;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class TryRangsk {
    @Test
    void run() throws Exception {
        VariantSolver solver = new VariantSolver();
        for (FPuzzlesTest.Fixture f : FPuzzlesTest.rangsk()) {
            FPuzzles.Read read;
            try {
                read = FPuzzles.decode(f.link());
            } catch (IllegalArgumentException e) {
                System.out.println(f.title() + ": " + e.getMessage());
                continue;
            }
            long t0 = System.nanoTime();
            CoverModel m = CoverModel.compile(read.puzzle());
            long t1 = System.nanoTime();
            VariantResult r = solver.solve(read.puzzle(), SolveRequest.uniqueness().withTimeLimit(Duration.ofSeconds(10)));
            long t2 = System.nanoTime();
            System.out.printf("%-30s %s compile %.1f ms solve %.1f ms nodes %d items %d options %d%n", f.title(), r.status(),
                    (t1 - t0) / 1e6, (t2 - t1) / 1e6, r.stats().nodes(),
                    m.problem() == null ? 0 : m.problem().itemCount(), m.problem() == null ? 0 : m.problem().optionCount());
        }
    }
}
