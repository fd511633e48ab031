package dev.sudokux.spark;

import dev.sudokux.format.AnswerWriter;
import dev.sudokux.internal.batch.ExitCode;
import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.apache.spark.SparkException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code sudokux spark}: sudokux's batch jobs and exact cover counts on Apache Spark. One entry point
 * for both ways of running them:
 *
 * <ul>
 * <li>embedded: {@code ./sudokux spark check FILE} loads this module and calls {@link #run}, which
 *     runs the job in the same JVM on {@code local[*]} (or {@code --master});</li>
 * <li>on a cluster: {@code spark-submit --class dev.sudokux.spark.SparkMain sudokux-spark.jar check
 *     FILE}: {@link #main}, with spark-submit's master and settings.</li>
 * </ul>
 * The commands, options and answers are those of the command line ({@code sudokux check FILE} and
 * {@code sudokux spark check FILE} print the same bytes), with Spark's options added.
 */
@Command(name = "sudokux spark",
        mixinStandardHelpOptions = true,
        versionProvider = SparkMain.Version.class,
        synopsisSubcommandLabel = "COMMAND",
        description = {
            "Run sudokux's batch jobs on Apache Spark: the same commands, options and answers as without 'spark', "
                    + "the work spread over Spark's executors. Embedded (local[*], nothing to install) unless "
                    + "--master names a cluster; or submit sudokux-spark.jar with spark-submit.",
            ""
        },
        footer = {
            "",
            "Exit status: as the command's without 'spark'; 70 when the Spark job failed for good."
        })
public final class SparkMain implements Runnable {

    /** The system property that says where Spark's log settings are; set for embedded runs only. */
    private static final String LOG_CONFIG = "log4j2.configurationFile";

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is required");
    }

    /** Entry point under {@code spark-submit} (or {@code java -cp ...}): exits with the command's status. */
    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(
                new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8), 1 << 16), false);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int code = run(args, out, err);
        if (out.checkError()) {
            err.println("sudokux spark: cannot write the output");
            code = ExitCode.OUTPUT_FAILED;
        }
        err.flush();
        System.exit(code);
    }

    /**
     * Runs {@code sudokux spark ARGS}, answers to {@code out}, messages to {@code err}; returns the exit
     * status. A failed write to {@code out} comes out as the writer's own exception.
     */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        if (System.getProperty("spark.master") == null && System.getProperty(LOG_CONFIG) == null) {
            // Embedded: Spark's own logging would fill stderr with its start-up; keep warnings only.
            System.setProperty(LOG_CONFIG, "classpath:dev/sudokux/spark/log4j2-embedded.properties");
        }
        CommandLine cli = new CommandLine(new SparkMain());
        for (AnswerWriter.Kind kind : BatchCommand.KINDS) {
            CommandLine batch = BatchCommand.commandLine(kind);
            cli.addSubcommand(batch.getCommandName(), batch);
        }
        cli.addSubcommand(new GenerateCommand());
        cli.addSubcommand(new XcCommand());
        cli.addSubcommand(new CommandLine.HelpCommand());
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler(SparkMain::badArguments);
        RuntimeException[] outputFailed = {null};
        cli.setExecutionExceptionHandler((e, cmd, parsed) -> {
            try {
                if (isOutputFailure(e)) {
                    throw (RuntimeException) e;
                }
                return failed(e, cmd);
            } catch (RuntimeException f) {
                if (!isOutputFailure(f)) {
                    throw f;
                }
                outputFailed[0] = f; // the front's own failed write to stdout: it knows what to do
                return ExitCode.OUTPUT_FAILED;
            }
        });
        int code = cli.execute(args);
        if (outputFailed[0] != null) {
            throw outputFailed[0];
        }
        out.flush();
        err.flush();
        return code;
    }

    /**
     * Whether {@code e} is the front's failed write to standard output (the command line's writer throws
     * its own {@link java.io.UncheckedIOException}), which the front reports itself.
     */
    private static boolean isOutputFailure(Exception e) {
        return e instanceof java.io.UncheckedIOException && !e.getClass().getName().startsWith("java.");
    }

    private static int badArguments(CommandLine.ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        PrintWriter err = cmd.getErr();
        String name = cmd.getCommandSpec().qualifiedName();
        err.println(name + ": " + e.getMessage());
        err.println("Try '" + name + " --help' for more information.");
        return ExitCode.BAD_INPUT;
    }

    private static int failed(Exception e, CommandLine cmd) {
        PrintWriter err = cmd.getErr();
        String name = cmd.getCommandSpec().qualifiedName();
        cmd.getOut().flush();
        if (e instanceof UserInputException) {
            err.println(name + ": " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        if (e instanceof SparkException) {
            err.println(name + ": the Spark job failed: " + firstLine(e.getMessage()));
            debug(e, err);
            return ExitCode.INTERNAL_ERROR;
        }
        err.println(name + ": internal error: " + firstLine(String.valueOf(e.getMessage()))
                + " (please report it; SUDOKUX_DEBUG=1 prints the stack trace)");
        debug(e, err);
        return ExitCode.INTERNAL_ERROR;
    }

    private static void debug(Exception e, PrintWriter err) {
        if (System.getenv("SUDOKUX_DEBUG") != null) {
            e.printStackTrace(err);
        }
    }

    private static String firstLine(String text) {
        if (text == null) {
            return "(no message)";
        }
        int nl = text.indexOf('\n');
        return nl < 0 ? text : text.substring(0, nl);
    }

    /** The version from the jar's manifest, or "development" when run from classes. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = SparkMain.class.getPackage().getImplementationVersion();
            return new String[] {"sudokux spark " + (v == null ? "(development build)" : v)
                    + ", Apache Spark " + org.apache.spark.package$.MODULE$.SPARK_VERSION()};
        }
    }
}
