package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code sudokux}'s and {@code xc}'s models are built in code ({@link Main#spec}, {@link XcCommand#spec}):
 * a picocli annotation on them would be ignored (an option that silently does not exist), and every
 * option of the model must reach its field.
 */
class ProgrammaticModelTest {

    @Test
    void mainAndXcCarryNoPicocliAnnotation() {
        List<String> found = new ArrayList<>();
        for (Class<?> c : List.of(Main.class, XcCommand.class)) {
            List<Annotation> annotations = new ArrayList<>(List.of(c.getDeclaredAnnotations()));
            for (Field f : c.getDeclaredFields()) {
                annotations.addAll(List.of(f.getDeclaredAnnotations()));
            }
            for (Annotation a : annotations) {
                if (a.annotationType().getName().startsWith("picocli.")) {
                    found.add(c.getSimpleName() + ": " + a);
                }
            }
        }
        assertThat(found).as("picocli annotations the programmatic model would ignore").isEmpty();
    }

    @Test
    void everyXcOptionReachesItsField() {
        CommandSpec spec = XcCommand.spec();
        new CommandLine(spec).parseArgs("--all", "--count", "--split", "3", "--estimate", "--make", "queens", "8",
                "--break-symmetry", "--prefix", "1 2", "--samples", "7", "--estimator", "knuth", "--precision", "2.5",
                "--seed", "9", "--progress", "1.5", "-q", "--limit", "4", "--indices", "--stats", "--node-limit", "11",
                "--threads", "3", "--engine", "links", "--heuristic", "knuth", "--time-limit", "2s", "problem.dlx");
        XcCommand xc = (XcCommand) spec.userObject();
        xc.readOptions();
        assertThat(xc.file).isEqualTo(Path.of("problem.dlx"));
        assertThat(xc.all && xc.count && xc.estimate && xc.breakSymmetry && xc.quiet && xc.indices && xc.stats).isTrue();
        assertThat(xc.split).isEqualTo(3);
        assertThat(xc.make).containsExactly("queens", "8");
        assertThat(xc.prefix).isEqualTo("1 2");
        assertThat(xc.samples).isEqualTo(7);
        assertThat(xc.estimator).isEqualTo("knuth");
        assertThat(xc.precision).isEqualTo(2.5);
        assertThat(xc.seed).isEqualTo(9);
        assertThat(xc.progressSeconds).isEqualTo(1.5);
        assertThat(xc.limit).isEqualTo(4);
        assertThat(xc.nodeLimit).isEqualTo(11);
        assertThat(xc.threads).isEqualTo(3);
        assertThat(xc.engine).isEqualTo("links");
        assertThat(xc.heuristic).isEqualTo("knuth");
        assertThat(xc.timeLimit).isEqualTo(Duration.ofSeconds(2));
        // The 21 options given above, and -h, -V: one added to spec() must be added here (and to readOptions).
        assertThat(spec.options()).hasSize(23);
    }

    @Test
    void xcDefaultsAreTheFieldsDefaults() {
        CommandSpec spec = XcCommand.spec();
        new CommandLine(spec).parseArgs();
        XcCommand xc = (XcCommand) spec.userObject();
        xc.readOptions();
        XcCommand fresh = new XcCommand();
        assertThat(xc.file).isNull();
        assertThat(xc.all || xc.count || xc.estimate || xc.breakSymmetry || xc.quiet || xc.indices || xc.stats).isFalse();
        assertThat(xc.split).isNull();
        assertThat(xc.make).isNull();
        assertThat(xc.samples).isEqualTo(fresh.samples);
        assertThat(xc.estimator).isEqualTo(fresh.estimator);
        assertThat(xc.precision).isEqualTo(fresh.precision);
        assertThat(xc.seed).isEqualTo(fresh.seed);
        assertThat(xc.threads).isEqualTo(fresh.threads);
        assertThat(xc.engine).isEqualTo(fresh.engine);
        assertThat(xc.limit).isNull();
        assertThat(xc.timeLimit).isNull();
    }
}
