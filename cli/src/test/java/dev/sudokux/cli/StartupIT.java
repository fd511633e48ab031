package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A short {@code xc} run makes picocli read no annotation: its models are built in code
 * ({@link Main#spec}, {@link XcCommand#spec}), because each annotation type picocli reads costs a
 * proxy class generated at run time, which the class-data archive cannot hold (BENCHMARKS.md,
 * "Start-up without annotation proxies"). An {@code @Option} added to {@code XcCommand} or
 * {@code Main} fails this test.
 */
class StartupIT {

    @Test
    void anXcCountGeneratesNoAnnotationProxy() throws Exception {
        List<String> command = new ArrayList<>(List.of(Launch.java(), "-XX:+UseSerialGC", "-Xlog:class+load",
                "-jar", Launch.jar().toString(), "xc", "--count", "--threads", "2", "examples/pentomino-3x20.dlx"));
        Process p = new ProcessBuilder(command).directory(Launch.root().toFile()).redirectErrorStream(true).start();
        String out = Launch.text(p.getInputStream());
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        List<String> loaded = out.lines().filter(l -> l.contains("[class,load]")).toList();
        // The count (pentominoes 3x20: 8 solutions) and classes of the run, so that the log was read.
        assertThat(out.lines()).contains("8");
        assertThat(loaded).anyMatch(l -> l.contains(" dev.sudokux.cli.XcCommand "));
        assertThat(loaded).as("annotation proxies (picocli reading annotations)")
                .noneMatch(l -> l.contains("$Proxy") || l.contains("sun.reflect.annotation.AnnotationInvocationHandler"));
    }
}
