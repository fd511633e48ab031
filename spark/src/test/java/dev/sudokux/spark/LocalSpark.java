package dev.sudokux.spark;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The tests' Spark: one {@code local[2]} context for the whole test JVM (starting one takes seconds),
 * which lets a failed task be tried again (up to 3 attempts); and the two ways of running a command
 * the tests compare: {@code sudokux spark ...} on that context, and the command line itself.
 */
final class LocalSpark {

    private static JavaSparkContext context;

    private LocalSpark() {
    }

    /** The shared context, started on first use and stopped when the JVM ends. */
    static synchronized JavaSparkContext context() {
        if (context == null) {
            System.setProperty("log4j2.configurationFile", "classpath:dev/sudokux/spark/log4j2-embedded.properties");
            SparkConf conf = new SparkConf().setMaster("local[2,3]").setAppName("sudokux spark tests")
                    .set("spark.ui.enabled", "false").set("spark.ui.showConsoleProgress", "false");
            context = new JavaSparkContext(conf);
            Runtime.getRuntime().addShutdownHook(new Thread(context::stop));
        }
        return context;
    }

    /** What a command printed, and its exit status. */
    record Ran(int code, String out, String err) {
    }

    /** {@code sudokux spark ARGS} on the shared context. */
    static Ran spark(String... args) {
        Session.shared = LocalSpark::context;
        try {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int code = SparkMain.run(args, new PrintWriter(out), new PrintWriter(err));
            return new Ran(code, out.toString(), err.toString());
        } finally {
            Session.shared = null;
        }
    }

    /** {@code sudokux ARGS}, the command line itself (its class {@code dev.sudokux.cli.Main}), no standard input. */
    static Ran cli(String... args) {
        try {
            Method run = Class.forName("dev.sudokux.cli.Main").getDeclaredMethod("run", String[].class,
                    java.io.InputStream.class, OutputStream.class, OutputStream.class);
            run.setAccessible(true);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = (Integer) run.invoke(null, args, new ByteArrayInputStream(new byte[0]), out, err);
            return new Ran(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
