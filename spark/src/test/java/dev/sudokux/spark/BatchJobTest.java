package dev.sudokux.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The batch jobs in {@code local[2]} give the command line's answers byte for byte: the same standard
 * output, the same error lines in the same places (the program's name aside), the same exit status,
 * whether a file is one task or cut into several, and over several files and a directory.
 */
class BatchJobTest {

    private static final String DIR = "src/test/resources/batch/";

    static Stream<Arguments> jobs() {
        List<Arguments> jobs = new ArrayList<>();
        String[][] commands = {
            {"check"},
            {"solve"},
            {"solve", "--output-format", "grid"},
            {"count", "--limit", "20"},
            {"count", "--limit", "3", "--output-format", "json"},
            {"rate"},
            {"explain", "--json"},
            {"explain"},
            {"solve", "--solver", "fast"},
            {"check", "--node-limit", "3"},
        };
        String[][] inputs = {
            {DIR + "mixed.txt"},
            {DIR + "puzzles.jsonl"},
            {DIR + "crlf.txt"},
            {DIR + "grid.txt", DIR + "mixed.txt", DIR + "sized.txt", DIR + "grid.txt"},
        };
        for (String[] command : commands) {
            for (String[] input : inputs) {
                // Cut into five tasks always; read as one task only for the first input (the
                // command line's own order, kept to the test's time).
                jobs.add(Arguments.of(command, input, "5"));
                if (input == inputs[0]) {
                    jobs.add(Arguments.of(command, input, "1"));
                }
            }
        }
        return jobs.stream();
    }

    @ParameterizedTest(name = "{0} {1} in {2} tasks")
    @MethodSource("jobs")
    void givesTheCommandLinesAnswers(String[] command, String[] inputs, String partitions) {
        List<String> cli = new ArrayList<>(List.of(command));
        cli.addAll(List.of(inputs));
        List<String> spark = new ArrayList<>(List.of(command));
        spark.addAll(List.of("--partitions", partitions));
        spark.addAll(List.of(inputs));

        LocalSpark.Ran expected = LocalSpark.cli(cli.toArray(String[]::new));
        LocalSpark.Ran got = LocalSpark.spark(spark.toArray(String[]::new));

        assertThat(got.out()).isEqualTo(expected.out());
        assertThat(got.err().replace("sudokux spark " + command[0] + ":", "sudokux " + command[0] + ":"))
                .isEqualTo(expected.err());
        assertThat(got.code()).isEqualTo(expected.code());
    }

    @Test
    void aDirectoryIsItsFilesInPathOrderHiddenOnesLeftOut() {
        LocalSpark.Ran expected = LocalSpark.cli("solve", DIR + "dir/a.txt", DIR + "dir/b.txt", DIR + "dir/sub/c.jsonl");
        LocalSpark.Ran got = LocalSpark.spark("solve", DIR + "dir");
        assertThat(got.out()).isEqualTo(expected.out()).contains("\"input\":\"" + DIR + "dir/sub/c.jsonl\"");
        assertThat(got.err().replace("sudokux spark solve:", "sudokux solve:")).isEqualTo(expected.err());
        assertThat(got.code()).isEqualTo(expected.code());
        LocalSpark.Ran pattern = LocalSpark.spark("solve", DIR + "dir/[ab].txt", DIR + "dir/sub/*");
        assertThat(pattern.out()).isEqualTo(expected.out());
    }

    @Test
    void anInputThatCannotBeReadIsSaidInItsPlaceAndTheOthersAreAnswered() {
        String missing = DIR + "no-such-file.txt";
        LocalSpark.Ran expected = LocalSpark.cli("check", DIR + "crlf.txt", missing, DIR + "grid.txt");
        LocalSpark.Ran got = LocalSpark.spark("check", DIR + "crlf.txt", missing, DIR + "grid.txt");
        assertThat(got.out()).isEqualTo(expected.out());
        assertThat(got.err().replace("sudokux spark check:", "sudokux check:")).isEqualTo(expected.err())
                .contains("cannot read '" + missing + "': no such file");
        assertThat(got.code()).isEqualTo(expected.code()).isEqualTo(2);
    }

    @Test
    void aKilledTaskIsRunAgainAndCountedOnce() {
        // The first attempt of every task is killed a few milliseconds after it starts: Spark runs it
        // again, and the answers must be those of one clean run (none lost, none twice, none cut short).
        // Spark tells its listeners of a task's start asynchronously: on a busy machine a short task can
        // end before the kill comes, so the input is the file four times over, and the run is repeated
        // (each time compared with the command line) until a kill has landed.
        String[] files = {DIR + "mixed.txt", DIR + "mixed.txt", DIR + "mixed.txt", DIR + "mixed.txt"};
        LocalSpark.Ran expected = LocalSpark.cli(join("rate", files));
        int killed = 0;
        for (int round = 0; round < 4 && killed == 0; round++) {
            TaskKiller killer = new TaskKiller(5);
            LocalSpark.context().sc().addSparkListener(killer);
            try {
                LocalSpark.Ran got = LocalSpark.spark(join("rate", "--partitions", "8", files));
                assertThat(got.out()).isEqualTo(expected.out());
                assertThat(got.code()).isEqualTo(expected.code());
                // The listener hears of the tasks' ends a moment after the job's answer is in.
                for (int wait = 0; wait < 100 && killer.killed() == 0; wait++) {
                    sleep(20);
                }
            } finally {
                LocalSpark.context().sc().removeSparkListener(killer);
            }
            killed = killer.killed();
        }
        assertThat(killed).as("tasks killed while they ran").isPositive();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    private static String[] join(String first, String... rest) {
        String[] all = new String[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }

    private static String[] join(String a, String b, String c, String... rest) {
        return join(a, join(b, join(c, rest)));
    }
}
