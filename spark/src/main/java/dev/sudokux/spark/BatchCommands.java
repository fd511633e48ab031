package dev.sudokux.spark;

import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Format;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The batch commands: the command line's {@code solve}, {@code check}, {@code count}, {@code rate} and {@code explain}, on Spark. */
final class BatchCommands {
    private BatchCommands() {
    }

    private static final String EXIT = "Exit status: 0 every puzzle answered (each has a solution), 1 some puzzle has "
            + "none, 2 some input was bad, 3 a budget left some puzzle unanswered, 70 the Spark job failed, 130 "
            + "interrupted.";

    @Command(name = "solve", mixinStandardHelpOptions = true,
            description = {"Solve each puzzle, on Spark: the same answers as 'sudokux solve', in input order.", ""},
            footer = {"", EXIT})
    static final class Solve extends BatchCommand {
        @Override
        protected AnswerWriter.Kind kind() {
            return AnswerWriter.Kind.SOLVE;
        }
    }

    @Command(name = "check", mixinStandardHelpOptions = true,
            description = {"Say for each puzzle, on Spark, whether it has one solution (unique), several (multiple) "
                    + "or none: the same answers as 'sudokux check', in input order.", ""},
            footer = {"", EXIT})
    static final class Check extends BatchCommand {
        @Override
        protected AnswerWriter.Kind kind() {
            return AnswerWriter.Kind.CHECK;
        }
    }

    @Command(name = "count", mixinStandardHelpOptions = true,
            description = {"Count the solutions of each puzzle, on Spark: the same answers as 'sudokux count', in "
                    + "input order.", ""},
            footer = {"", EXIT})
    static final class Count extends BatchCommand {
        @Option(names = "--limit", paramLabel = "N",
                description = "Stop counting a puzzle at N solutions and print N+ when there are more.")
        Long limit;

        @Override
        protected void validate() {
            if (limit != null && limit < 1) {
                throw new UserInputException("--limit must be at least 1, not " + limit);
            }
        }

        @Override
        protected long countLimit() {
            return limit == null ? 0 : limit;
        }

        @Override
        protected AnswerWriter.Kind kind() {
            return AnswerWriter.Kind.COUNT;
        }
    }

    @Command(name = "rate", mixinStandardHelpOptions = true,
            description = {"Rate each puzzle as a person would find it, on Spark: the same answers as 'sudokux rate' "
                    + "('4.2 hard XY-Wing'), in input order.", ""},
            footer = {"", EXIT})
    static final class Rate extends BatchCommand {
        @Override
        protected AnswerWriter.Kind kind() {
            return AnswerWriter.Kind.RATE;
        }
    }

    @Command(name = "explain", mixinStandardHelpOptions = true,
            description = {"Explain how to solve each puzzle, on Spark: the same answers as 'sudokux explain', in "
                    + "input order.", ""},
            footer = {"", EXIT})
    static final class Explain extends BatchCommand {
        @Option(names = "--json", description = "One JSON object a puzzle (the same as --output-format json).")
        boolean json;

        @Override
        protected Format outputFormat() {
            return json ? Format.JSON : outputFormat;
        }

        @Override
        protected AnswerWriter.Kind kind() {
            return AnswerWriter.Kind.EXPLAIN;
        }
    }
}
