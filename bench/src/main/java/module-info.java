/**
 * The benchmarks: JMH microbenchmarks of the inner loops and the programs the bench scripts run
 * ({@code java -cp bench/target/benchmarks.jar ...}). Nothing is exported: they are run, not used.
 *
 * <p>Compiled as a module so that a benchmark measures only what users can reach: core's exported API.
 * A benchmark that needs an internal kernel says so by failing to compile. JMH has no module
 * descriptor of its own; {@code jmh.core} is the name Java gives its jar. The shaded
 * {@code benchmarks.jar} leaves every module descriptor out and runs on the class path, as JMH expects.
 */
module dev.sudokux.bench {
    requires dev.sudokux.core;
    requires com.google.gson;
    requires java.management;
    requires java.net.http;
    requires jmh.core;
}
