package dev.sudokux.cli;

import dev.sudokux.internal.batch.ExitCode;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The {@code sudokux} command: exact cover and Sudoku of every size.
 *
 * <p>Its model (name, description, {@code --help} and {@code --version}) is built with picocli's
 * programmatic API ({@link #spec}) rather than read from annotations: picocli reads an annotation
 * through a proxy class the JDK generates at run time, one per annotation type, which cannot be kept
 * in the class-data archive, and those proxies were most of a short run's first model
 * (BENCHMARKS.md, "Start-up without annotation proxies"). The commands keep their annotations, except
 * {@code xc} ({@link XcCommand#spec}), whose short runs are timed beside Knuth's programs.
 */
public final class Main implements Runnable {

    /** The lines of {@code sudokux --help} above the options. */
    private static final String[] DESCRIPTION = {
        "Sudoku of every size (4x4, 6x6, 9x9, 16x16, 25x25 ... 64x64, square or rectangular boxes) "
                + "and exact cover with Knuth's Algorithm X on Dancing Links.",
        ""
    };

    /** The lines of {@code sudokux --help} below the commands. */
    private static final String[] FOOTER = {
        "",
        "Exit status: 0 done (a solution exists), 1 no solution, 2 bad input or arguments, "
                + "3 a time or node budget (or the memory) ran out (partial results printed), 70 internal "
                + "error, 74 the output could not be written, 130 interrupted, 141 the output was closed "
                + "early (| head)."
    };

    /** The model picocli parses with (set by {@link #spec}). */
    CommandSpec spec;

    private final InputStream stdin;

    Main(InputStream stdin) {
        this.stdin = stdin;
    }

    /** Standard input, as given to {@link #run}. */
    InputStream stdin() {
        return stdin;
    }

    /** The model of the top-level command, bound to a new {@code Main} reading {@code stdin}. */
    static CommandSpec spec(InputStream stdin) {
        Main main = new Main(stdin);
        CommandSpec spec = CommandSpec.wrapWithoutInspection(main);
        spec.name("sudokux");
        spec.versionProvider(new Version());
        addStandardHelpOptions(spec);
        spec.usageMessage().synopsisSubcommandLabel("COMMAND").description(DESCRIPTION).footer(FOOTER);
        main.spec = spec;
        return spec;
    }

    /**
     * Adds {@code -h, --help} and {@code -V, --version} as picocli's {@code mixinStandardHelpOptions}
     * does (the same names and descriptions), without its annotated mixin.
     */
    static void addStandardHelpOptions(CommandSpec spec) {
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true)
                .description("Show this help message and exit.").build());
        spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true)
                .description("Print version information and exit.").build());
    }

    @Override
    public void run() {
        // No command given: show what there is, as an error (exit 2).
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is required");
    }

    /** Entry point of the {@code sudokux} command. */
    public static void main(String[] args) {
        Timeline.mark("JVM start to main");
        Interruption.install();
        // The file descriptors themselves: System.out is a PrintStream, which hides write errors.
        int code = run(args, System.in, new FileOutputStream(FileDescriptor.out), System.err);
        Interruption.finished();
        Timeline.print(System.err);
        if (!Interruption.shuttingDown()) {
            System.exit(code);
        }
    }

    /**
     * Runs the command with the given streams and returns its exit status; output is flushed before
     * returning.
     */
    static int run(String[] args, InputStream in, OutputStream out, OutputStream err) {
        PrintWriter stdout = StdOut.open(out);
        PrintWriter stderr = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        String name = "sudokux" + (args.length > 0 && COMMANDS.contains(args[0]) ? " " + args[0] : "");
        skipUnusedConverters();
        try {
            CommandLine cli = new CommandLine(spec(in));
            Timeline.mark("picocli: sudokux's model");
            addCommands(cli, args.length > 0 ? args[0] : null);
            Timeline.mark("picocli: the command's model");
            cli.setOut(stdout);
            cli.setErr(stderr);
            Handlers handlers = new Handlers(name, stderr);
            cli.setParameterExceptionHandler(handlers);
            cli.setExecutionExceptionHandler(handlers);
            cli.setExecutionStrategy(handlers);
            int code = cli.execute(args);
            if (code != ExitCode.OUTPUT_FAILED && code != ExitCode.CLOSED_PIPE) {
                stdout.flush();
            }
            Timeline.mark("the command's end (output flushed)");
            return code;
        } catch (StdOut.Failure e) {
            return outputFailed(e, name, stderr);
        } catch (OutOfMemoryError e) {
            stderr.println(name + ": " + Memory.outOfMemory());
            return ExitCode.INCOMPLETE;
        } finally {
            stderr.flush();
        }
    }

    /**
     * Tells picocli not to register its converters for {@code java.sql} and {@code java.time} types
     * (no option of ours takes one by picocli's own converter: durations have {@link DurationConverter}).
     * picocli finds them by reflection, loading some 90 JDK classes on every start; skipping them
     * saves about a tenth of the CPU time of a short {@code xc} run (BENCHMARKS.md, "Start-up").
     * A value the user set ({@code -Dpicocli.converters.excludes=...}) is kept.
     */
    static void skipUnusedConverters() {
        if (System.getProperty("picocli.converters.excludes") == null) {
            System.setProperty("picocli.converters.excludes", "java\\.(sql|time)\\..*");
        }
    }

    /** The status for a failed write to stdout: quietly 141 for a closed pipe, else one line and 74. */
    private static int outputFailed(StdOut.Failure e, String name, PrintWriter err) {
        if (e.closedPipe()) {
            return ExitCode.CLOSED_PIPE;
        }
        err.println(name + ": cannot write the output: " + e.reason());
        return ExitCode.OUTPUT_FAILED;
    }

    /** The commands, in the order {@code --help} lists them. */
    private static final List<String> COMMANDS =
            List.of("solve", "count", "check", "enumerate", "explain", "hint", "rate", "generate", "bench", "xc", "cover", "serve", "spark", "help");

    /**
     * A new instance of the command {@code name}, or of its model where it is built in code ({@code xc});
     * either goes to {@code new CommandLine(...)} (the documentation tests make theirs here too).
     */
    static Object command(String name) {
        return switch (name) {
            case "solve" -> new SolveCommand();
            case "count" -> new CountCommand();
            case "check" -> new CheckCommand();
            case "enumerate" -> new EnumerateCommand();
            case "explain" -> new ExplainCommand();
            case "hint" -> new HintCommand();
            case "rate" -> new RateCommand();
            case "generate" -> new GenerateCommand();
            case "bench" -> new BenchCommand();
            case "xc" -> XcCommand.spec();
            case "cover" -> new CoverCommand();
            case "serve" -> new ServeCommand();
            case "spark" -> new SparkCommand();
            case "help" -> new CommandLine.HelpCommand();
            default -> throw new IllegalArgumentException(name);
        };
    }

    /**
     * Adds the command {@code first} names, or every command when it names none of them (help, a
     * mistyped name, an option). picocli reads a command's options when it is added; reading all of
     * them takes a tenth of a second that a run of one command need not spend.
     */
    private static void addCommands(CommandLine cli, String first) {
        if (first != null && !first.equals("help") && COMMANDS.contains(first)) {
            cli.addSubcommand(first, command(first));
            return;
        }
        for (String name : COMMANDS) {
            cli.addSubcommand(name, command(name));
        }
    }

    /**
     * How a run ends: bad arguments, a failed command, and the execution itself (picocli's {@code
     * RunLast}, with a failed write of help or version said too, since picocli prints those itself).
     * A class rather than three lambdas: the class-data archive cannot hold a lambda that implements
     * one of picocli's interfaces (their class files predate Java 6), and at the archive's writing such
     * a lambda shuts picocli's execution classes out of it too.
     */
    private static final class Handlers implements CommandLine.IParameterExceptionHandler,
            CommandLine.IExecutionExceptionHandler, CommandLine.IExecutionStrategy {
        private final CommandLine.IExecutionStrategy run = new CommandLine.RunLast();
        private final String name;
        private final PrintWriter stderr;

        Handlers(String name, PrintWriter stderr) {
            this.name = name;
            this.stderr = stderr;
        }

        @Override
        public int handleParseException(CommandLine.ParameterException e, String[] args) {
            return badArguments(e, args);
        }

        @Override
        public int handleExecutionException(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
            return failed(e, cmd, parsed);
        }

        @Override
        public int execute(CommandLine.ParseResult parsed) {
            Timeline.mark("picocli: parsing the arguments");
            try {
                return run.execute(parsed);
            } catch (StdOut.Failure f) {
                return outputFailed(f, name, stderr);
            }
        }
    }

    private static int badArguments(CommandLine.ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        PrintWriter err = cmd.getErr();
        String name = cmd.getCommandSpec().qualifiedName();
        err.println(name + ": " + e.getMessage());
        if (e instanceof CommandLine.UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
            String typed = unmatched.getUnmatched().get(0);
            List<String> near = Suggest.nearest(typed, typed.startsWith("-")
                    ? cmd.getCommandSpec().optionsMap().keySet() : cmd.getSubcommands().keySet());
            if (!near.isEmpty()) {
                err.println("Did you mean " + String.join(" or ", near) + "?");
            }
        }
        err.println("Try '" + name + " --help' for more information.");
        return ExitCode.BAD_INPUT;
    }

    private static int failed(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
        PrintWriter err = cmd.getErr();
        String name = cmd.getCommandSpec().qualifiedName();
        StdOut.Failure output = outputFailure(e);
        if (output != null) {
            return outputFailed(output, name, err);
        }
        try {
            cmd.getOut().flush();
        } catch (StdOut.Failure f) {
            return outputFailed(f, name, err);
        }
        if (e instanceof UserInputException) {
            err.println(name + ": " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        if (e instanceof java.io.UncheckedIOException || e instanceof java.io.IOException) {
            err.println(name + ": " + describe(e));
            return ExitCode.BAD_INPUT;
        }
        err.println(name + ": internal error: " + describe(e)
                + " (please report it; SUDOKUX_DEBUG=1 prints the stack trace)");
        if (System.getenv("SUDOKUX_DEBUG") != null) {
            e.printStackTrace(err);
        }
        return ExitCode.INTERNAL_ERROR;
    }

    /** The failed write to stdout behind {@code e}, or null. */
    private static StdOut.Failure outputFailure(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof StdOut.Failure f) {
                return f;
            }
        }
        return null;
    }

    private static String describe(Throwable e) {
        Throwable cause = e instanceof java.io.UncheckedIOException && e.getCause() != null ? e.getCause() : e;
        String message = cause.getMessage();
        return message == null ? cause.getClass().getSimpleName() : message;
    }

    /** The version from the jar's manifest, or "development" when run from classes. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"sudokux " + (v == null ? "(development build)" : v)};
        }
    }
}
