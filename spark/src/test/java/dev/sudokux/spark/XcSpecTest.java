package dev.sudokux.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.exactcover.BitsEngine;
import dev.sudokux.exactcover.DlxFormat;
import dev.sudokux.exactcover.ExactCoverEngine;
import dev.sudokux.exactcover.ExactCoverProblem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The engine a spec makes on an executor: auto's choice made once per problem and JVM, the same engine each time. */
class XcSpecTest {

    private static final String DIR = "src/test/resources/xc/";

    @Test
    void autosChoiceRunsOncePerProblemAndGivesTheSameEngineEveryTime() throws IOException {
        for (String name : new String[] {"queens-8.dlx", "langford-7.dlx", "pentomino-3x20.dlx"}) {
            String text = Files.readString(Path.of(DIR + name));
            for (String engine : new String[] {"auto", "bits"}) {
                XcSpec spec = new XcSpec(engine, null, XcSpec.digestOf(text) + " " + name); // a digest no other test uses
                ExactCoverEngine fresh = ExactCoverEngine.create(engine, DlxFormat.parse(text));
                long before = XcSpec.CHOICES.get();
                for (int call = 0; call < 5; call++) {
                    ExactCoverProblem problem = DlxFormat.parse(text); // each task's own parse, as without PARSED
                    ExactCoverEngine e = spec.engineFor(problem);
                    assertThat(e.name()).as("%s, %s, call %d", name, engine, call).isEqualTo(fresh.name());
                    assertThat(e.problem()).isSameAs(problem);
                    if (fresh instanceof BitsEngine bits) {
                        assertThat(((BitsEngine) e).order()).isEqualTo(bits.order());
                    }
                    assertThat(e.count().solutionCount()).isEqualTo(fresh.count().solutionCount());
                }
                assertThat(XcSpec.CHOICES.get() - before).as("%s, %s: choices made", name, engine).isEqualTo(1);
            }
        }
    }

    @Test
    void namedMrvEnginesAndHeuristicsChooseNothing() throws IOException {
        String text = Files.readString(Path.of(DIR + "queens-8.dlx"));
        long before = XcSpec.CHOICES.get();
        for (XcSpec spec : new XcSpec[] {new XcSpec("links", null, "d1"), new XcSpec("cells", null, "d1"),
                new XcSpec("auto", "knuth", "d1")}) {
            ExactCoverEngine e = spec.engineFor(DlxFormat.parse(text));
            assertThat(e.name()).isEqualTo(spec.engine().equals("cells") ? "cells" : "links");
            assertThat(e.count().solutionCount()).isEqualTo(92);
        }
        assertThat(XcSpec.CHOICES.get()).isEqualTo(before);
    }
}
