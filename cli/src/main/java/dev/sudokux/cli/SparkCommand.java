package dev.sudokux.cli;

import dev.sudokux.internal.batch.ExitCode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * {@code sudokux spark}: hands its arguments to the spark module ({@code spark/target/sudokux-spark.jar}
 * with Spark's own jars from {@code spark/target/lib}), which parses them, prints their help and runs
 * the job, embedded in this JVM ({@code local[*]} unless {@code --master} says otherwise). The module is
 * loaded here, in a class loader of its own, and only for this command: the other commands never carry
 * Spark on their class path, and this module does not depend on that one. The launcher builds the
 * module, and gives the JVM the options Spark needs on Java 17, when {@code spark} is asked for.
 */
@Command(name = "spark",
        description = {
            "Run a batch job (solve, check, count, rate, explain, generate) or an exact cover count on Apache "
                    + "Spark: the same options and answers, the work spread over every core (local[*]) or a "
                    + "cluster (--master spark://HOST:7077). Its commands and options: sudokux spark --help.",
            ""
        })
final class SparkCommand implements Callable<Integer> {

    /** Where the spark module's jar is, when not in the build tree ({@code -Dsudokux.spark.jar=PATH}). */
    static final String JAR_PROPERTY = "sudokux.spark.jar";
    /** Where Spark's jars are, when not beside the module's jar in {@code lib/} ({@code -Dsudokux.spark.lib=DIR}). */
    static final String LIB_PROPERTY = "sudokux.spark.lib";

    @Spec
    CommandSpec spec;

    /** Everything after {@code spark}, options included: the spark module reads them. */
    @Unmatched
    List<String> args = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path jar = ModuleLauncher.jarOf(JAR_PROPERTY, "spark", "sudokux-spark.jar");
        ModuleLauncher module = new ModuleLauncher("sudokux-spark", jar, jar == null ? null : sparkLib(jar),
                "dev.sudokux.spark.SparkMain");
        if (!module.built()) {
            if (args.isEmpty() || args.contains("--help") || args.contains("-h")) {
                spec.commandLine().usage(out);
                out.println();
                out.println("(Its commands are listed once the spark module is built: ./sudokux spark builds it.)");
                return ExitCode.OK;
            }
            err.println("sudokux spark: the spark module is not built (" + (jar == null ? "spark/target/sudokux-spark.jar"
                    : jar) + " and Spark's jars in spark/target/lib): ./sudokux spark builds it, or "
                    + "./mvnw -pl spark -am package -DskipTests");
            return ExitCode.BAD_INPUT;
        }
        // The module's jar carries the library, and Spark's jars their own dependencies.
        return module.run(args, out, err);
    }

    /** Spark's jars: the property's folder, or {@code lib/} beside the module's jar. */
    static Path sparkLib(Path jar) {
        String given = System.getProperty(LIB_PROPERTY);
        if (given != null && !given.isEmpty()) {
            return Path.of(given);
        }
        Path dir = jar.getParent();
        return dir == null ? null : dir.resolve("lib");
    }
}
