package dev.sudokux.spark;

import java.util.function.Supplier;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The Spark context a command runs its jobs on. Under {@code spark-submit} the master and settings
 * are spark-submit's (it passes them as {@code spark.*} system properties); run by
 * {@code sudokux spark} the job is embedded: {@code local[*]} unless {@code --master} says otherwise,
 * no web UI, and Spark's own console progress bar off (the commands draw their own).
 */
final class Session implements AutoCloseable {

    /** For tests: a context shared by every command run in this JVM (set and cleared by the tests). */
    static volatile Supplier<JavaSparkContext> shared;

    private final JavaSparkContext context;
    private final boolean owned;

    private Session(JavaSparkContext context, boolean owned) {
        this.context = context;
        this.owned = owned;
    }

    /** Opens the context for {@code options}, named {@code "sudokux " + command}. */
    static Session open(SparkOptions options, String command) {
        Supplier<JavaSparkContext> test = shared;
        if (test != null) {
            return new Session(test.get(), false);
        }
        if (!Object.class.getModule().isOpen("java.nio", Session.class.getModule())) {
            throw new UserInputException("Spark needs packages of the JDK opened to it on Java 17: run this with "
                    + "./sudokux (it passes --add-opens=java.base/java.nio=ALL-UNNAMED and the others Spark's own "
                    + "launcher passes; see the README), or with spark-submit");
        }
        SparkConf conf = new SparkConf();
        boolean submitted = conf.contains("spark.master");
        if (options.master != null) {
            conf.setMaster(options.master);
        } else if (options.threads != null) {
            if (submitted && !conf.get("spark.master").startsWith("local")) {
                throw new UserInputException("--threads is for local mode; the cluster's executors decide here");
            }
            conf.setMaster("local[" + options.threads + "]");
        } else if (!submitted) {
            conf.setMaster("local[*]");
        }
        if (!conf.contains("spark.app.name")) {
            conf.setAppName("sudokux " + command);
        }
        if (!submitted) {
            conf.setIfMissing("spark.ui.enabled", "false");
        }
        conf.set("spark.ui.showConsoleProgress", "false");
        for (String c : options.conf) {
            int eq = c.indexOf('=');
            conf.set(c.substring(0, eq).trim(), c.substring(eq + 1).trim());
        }
        return new Session(new JavaSparkContext(conf), true);
    }

    JavaSparkContext context() {
        return context;
    }

    /** The cores the jobs run on (Spark's default parallelism). */
    int cores() {
        return context.defaultParallelism();
    }

    /** Stops the context when this session started it. */
    @Override
    public void close() {
        if (owned) {
            context.stop();
        }
    }
}
