package dev.sudokux.cli;

import picocli.CommandLine.Option;

/** {@code --threads N} for the commands that work on several puzzles at once. */
final class ThreadsOption {
    @Option(names = "--threads", paramLabel = "N",
            description = "Work on N puzzles at once (default: one a core, ${DEFAULT-VALUE} here); "
                    + "answers stay in input order.")
    int threads = Runtime.getRuntime().availableProcessors();

    int validated() {
        if (threads < 1) {
            throw new UserInputException("--threads must be at least 1, not " + threads);
        }
        return threads;
    }
}
