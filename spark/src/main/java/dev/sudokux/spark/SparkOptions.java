package dev.sudokux.spark;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** The options every job shares: where it runs and how finely it is cut into tasks. */
final class SparkOptions {

    @Option(names = "--master", paramLabel = "URL",
            description = "Where the job runs: local[*] (every core of this machine, the default), local[N], "
                    + "spark://HOST:7077 (a standalone cluster), yarn, k8s://... Under spark-submit, its own "
                    + "--master is used.")
    String master;

    @Option(names = "--threads", paramLabel = "N",
            description = "In local mode: run on N cores (the same as --master local[N]).")
    Integer threads;

    @Option(names = "--partitions", paramLabel = "N",
            description = "How many tasks to cut the work into (default: four a core the job runs on, so that "
                    + "tasks of uneven length still keep every core busy).")
    Integer partitions;

    @Option(names = "--conf", paramLabel = "KEY=VALUE",
            description = "A Spark setting, as spark-submit's --conf (spark.executor.memory=4g, ...); repeatable.")
    List<String> conf = new ArrayList<>();

    @Option(names = {"-q", "--quiet"}, description = "No progress line on stderr (there is none anyway when stderr is "
            + "not a terminal).")
    boolean quiet;

    /** Checks the values; throws a user error naming the bad one. */
    void validate() {
        if (threads != null && threads < 1) {
            throw new UserInputException("--threads must be at least 1, not " + threads);
        }
        if (partitions != null && partitions < 1) {
            throw new UserInputException("--partitions must be at least 1, not " + partitions);
        }
        if (threads != null && master != null) {
            throw new UserInputException("--threads is --master local[N]: give one of them");
        }
        for (String c : conf) {
            int eq = c.indexOf('=');
            if (eq <= 0) {
                throw new UserInputException("--conf takes KEY=VALUE, not '" + c + "'");
            }
        }
    }

    /** How many tasks for work that {@code cores} cores run. */
    int tasks(int cores) {
        return partitions != null ? partitions : 4 * Math.max(1, cores);
    }
}
