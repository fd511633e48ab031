package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchCommandTest {

    @Test
    void csvHasTheStandardColumnsForEverySolverAndFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("few.txt");
        Files.write(file, PuzzleCommandsTest.resource("many-9x9.txt").lines().limit(20).toList());
        CliRun r = CliRun.run("bench", "--csv", "--warmup", "0", "--time", "0.2", "--solver", "dlx", file.toString());
        assertThat(r.status()).as(r.err()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("solver,file,puzzles_per_sec,usec_per_puzzle,no_guess_pct,guesses_per_puzzle");
        assertThat(lines).hasSize(2);
        String[] row = lines.get(1).split(",");
        assertThat(row[0]).isEqualTo("dlx");
        assertThat(row[1]).isEqualTo("few.txt");
        double perSecond = Double.parseDouble(row[2]);
        double micros = Double.parseDouble(row[3]);
        assertThat(perSecond).isPositive();
        assertThat(micros * perSecond).isCloseTo(1e6, org.assertj.core.data.Percentage.withPercentage(1));
        assertThat(Double.parseDouble(row[4])).isBetween(0.0, 100.0);
        assertThat(Double.parseDouble(row[5])).isGreaterThanOrEqualTo(0.0);
    }

    @Test
    void theTableNamesTheSlowestPuzzleOfTheFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("few.txt");
        List<String> puzzles = PuzzleCommandsTest.resource("many-9x9.txt").lines().limit(5).toList();
        Files.write(file, puzzles);
        CliRun r = CliRun.run("bench", "--warmup", "0", "--time", "0.2", "--solver", "fast,dlx", file.toString());
        assertThat(r.status()).as(r.err()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines.get(0)).contains("slowest");
        assertThat(lines).hasSize(3);
        for (String row : lines.subList(1, 3)) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile(" ([0-9,.]+) #([0-9]+)$").matcher(row);
            assertThat(m.find()).as(row).isTrue();
            assertThat(Double.parseDouble(m.group(1).replace(",", ""))).isPositive();
            assertThat(Integer.parseInt(m.group(2))).isBetween(1, puzzles.size());
        }
    }

    @Test
    void anUnknownSolverOrMissingFileIsBadInput(@TempDir Path dir) {
        assertThat(CliRun.run("bench", "--solver", "nope", dir.resolve("x").toString()).status()).isEqualTo(2);
        CliRun missing = CliRun.run("bench", dir.resolve("x").toString());
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).contains("no such file");
    }
}
