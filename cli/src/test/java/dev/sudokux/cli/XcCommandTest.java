package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class XcCommandTest {

    static final String KNUTH = """
            | Knuth's 6 x 7 example
            a b c d e f g
            c e f
            a d g
            b c f
            a d
            b g
            d e g
            """;

    static final String FOUR_QUEENS = """
            r0 r1 r2 r3 c0 c1 c2 c3 | a0 a1 a2 a3 a4 a5 a6 b0 b1 b2 b3 b4 b5 b6
            r0 c0 a0 b3
            r0 c1 a1 b2
            r0 c2 a2 b1
            r0 c3 a3 b0
            r1 c0 a1 b4
            r1 c1 a2 b3
            r1 c2 a3 b2
            r1 c3 a4 b1
            r2 c0 a2 b5
            r2 c1 a3 b4
            r2 c2 a4 b3
            r2 c3 a5 b2
            r3 c0 a3 b6
            r3 c1 a4 b5
            r3 c2 a5 b4
            r3 c3 a6 b3
            """;

    @Test
    void printsTheFirstSolutionAsInTheInput() {
        CliRun r = CliRun.withInput(KNUTH, "xc");
        assertThat(r.status()).isZero();
        assertThat(r.out()).isEqualTo("c e f\na d\nb g\n");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void readsAFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("knuth.dlx");
        Files.writeString(file, KNUTH);
        CliRun r = CliRun.run("xc", "--indices", file.toString());
        assertThat(r.out()).isEqualTo("1 4 5\n");
        assertThat(r.status()).isZero();
    }

    @Test
    void allPrintsEverySolutionWithABlankLineBetween() {
        CliRun r = CliRun.withInput(FOUR_QUEENS, "xc", "--all");
        assertThat(r.status()).isZero();
        assertThat(r.out()).isEqualTo("r0 c1 a1 b2\nr1 c3 a4 b1\nr2 c0 a2 b5\nr3 c2 a5 b4\n\n"
                + "r0 c2 a2 b1\nr1 c0 a1 b4\nr2 c3 a5 b2\nr3 c1 a4 b5\n");
    }

    @Test
    void indicesAreOneBasedAndIncreasing() {
        CliRun r = CliRun.withInput(FOUR_QUEENS, "xc", "--all", "--indices");
        assertThat(r.out()).isEqualTo("2 8 9 15\n3 5 12 14\n");
    }

    @Test
    void countPrintsOnlyTheNumber() {
        assertThat(CliRun.withInput(FOUR_QUEENS, "xc", "--count").out()).isEqualTo("2\n");
        CliRun none = CliRun.withInput("a b\na\n", "xc", "--count");
        assertThat(none.out()).isEqualTo("0\n");
        assertThat(none.status()).isZero();
    }

    @Test
    void limitStopsAndSaysWhetherThereAreMore() {
        assertThat(CliRun.withInput(FOUR_QUEENS, "xc", "--count", "--limit", "1").out()).isEqualTo("1+\n");
        assertThat(CliRun.withInput(FOUR_QUEENS, "xc", "--count", "--limit", "2").out()).isEqualTo("2\n");
        assertThat(CliRun.withInput(FOUR_QUEENS, "xc", "--count", "--limit", "3").out()).isEqualTo("2\n");
        CliRun one = CliRun.withInput(FOUR_QUEENS, "xc", "--all", "--limit", "1", "--indices");
        assertThat(one.out()).isEqualTo("2 8 9 15\n");
        assertThat(one.status()).isZero();
        // --limit alone prints up to N solutions.
        assertThat(CliRun.withInput(FOUR_QUEENS, "xc", "--limit", "5", "--indices").out()).isEqualTo("2 8 9 15\n3 5 12 14\n");
    }

    @Test
    void noSolutionExitsWithOneAndPrintsNothing() {
        CliRun r = CliRun.withInput("a b c\na b\nb c\n", "xc");
        assertThat(r.status()).isEqualTo(1);
        assertThat(r.out()).isEmpty();
    }

    @Test
    void statsGoToStderr() {
        CliRun r = CliRun.withInput(KNUTH, "xc", "--count", "--stats");
        assertThat(r.out()).isEqualTo("1\n");
        assertThat(r.err()).matches("(?s)7 items \\(7 primary\\), 6 options; 1 solutions, \\d+ nodes, \\d+ updates, .* s search.*\n");
    }

    @Test
    void nodeBudgetGivesAnIncompleteCountAndExitThree() {
        CliRun r = CliRun.withInput(FOUR_QUEENS, "xc", "--count", "--node-limit", "3");
        assertThat(r.status()).isEqualTo(3);
        assertThat(r.out()).matches("[0-2]\\+\n");
        assertThat(r.err()).contains("incomplete: node limit of 3 reached");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "unknown item;a b\\na c;stdin: line 2, column 3: unknown item 'c' (not in the items line)",
        "repeated item;a b\\na b a;stdin: line 2, column 5: item 'a' is repeated in this option (first at column 1)",
        "repeated in items line;a b a;stdin: line 1, column 5: item 'a' is listed twice in the items line (first at column 1)",
        "no primary;a | x\\nx;stdin: line 2, column 1: this option has no primary item (every option needs one)",
        "missing items line;| nothing here;stdin: line 2, column 1: missing items line: the input has no line that is not blank or a comment",
        "colour on primary;a | x\\na:red x;stdin: line 2, column 2: primary item 'a' can't have a colour (only secondary items can)",
    })
    void badInputIsOneLineOnStderrWithExitTwo(String name, String input, String message) {
        CliRun r = CliRun.withInput(input.replace("\\n", "\n"), "xc");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("sudokux xc: " + message + "\n");
    }

    @Test
    void missingFileIsBadInput() {
        CliRun r = CliRun.run("xc", "no/such/file.dlx");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("sudokux xc: cannot read 'no/such/file.dlx': no such file\n");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void badArgumentsAreUsageErrors() {
        CliRun r = CliRun.withInput(KNUTH, "xc", "--all", "--count");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).startsWith("sudokux xc: ").contains("mutually exclusive").doesNotContain("at dev.");
        CliRun modes = CliRun.withInput(KNUTH, "xc", "--split", "1", "--estimate");
        assertThat(modes.status()).isEqualTo(2);
        assertThat(modes.out()).isEmpty();
        assertThat(modes.err()).startsWith("sudokux xc: --split, --estimate are mutually exclusive");
        assertThat(CliRun.withInput(KNUTH, "xc", "--limit", "0").status()).isEqualTo(2);
        assertThat(CliRun.withInput(KNUTH, "xc", "--time-limit", "soon").err()).contains("'soon' is not a duration");
    }

    @Test
    void bothEnginesGiveTheSameAnswers() {
        for (String engine : new String[] {"links", "cells", "bits", "auto"}) {
            assertThat(CliRun.withInput(FOUR_QUEENS, "xc", "--engine", engine, "--count").out()).isEqualTo("2\n");
            assertThat(CliRun.withInput(FOUR_QUEENS, "xc", "--engine", engine, "--count", "--threads", "2").out())
                    .isEqualTo("2\n");
            CliRun all = CliRun.withInput(FOUR_QUEENS, "xc", "--engine", engine, "--all", "--indices");
            assertThat(all.out().lines().sorted()).containsExactly("2 8 9 15", "3 5 12 14");
            assertThat(CliRun.withInput(KNUTH, "xc", "--engine", engine, "--indices").out()).isEqualTo("1 4 5\n");
        }
    }

    @Test
    void anUnknownEngineOrAHeuristicForCellsIsAUsageError() {
        CliRun unknown = CliRun.withInput(KNUTH, "xc", "--engine", "ropes");
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).isEqualTo("sudokux xc: --engine: unknown exact cover engine 'ropes' "
                + "(known: links, cells, bits, auto)\n");
        CliRun heuristic = CliRun.withInput(KNUTH, "xc", "--engine", "cells", "--heuristic", "knuth");
        assertThat(heuristic.status()).isEqualTo(2);
        assertThat(heuristic.err()).isEqualTo("sudokux xc: --heuristic is for the links engine, not cells\n");
        // With the default engine, --heuristic means links.
        assertThat(CliRun.withInput(KNUTH, "xc", "--heuristic", "knuth", "--indices").out()).isEqualTo("1 4 5\n");
    }

    @Test
    void theBitsEngineRefusesColoursAndSaysItsTreeIsItsOwn() {
        CliRun coloured = CliRun.withInput("a b | x\na x:red\nb x:red\n", "xc", "--engine", "bits");
        assertThat(coloured.status()).isEqualTo(2);
        assertThat(coloured.err()).isEqualTo(
                "sudokux xc: --engine: the bits engine does not take colours; use cells or links\n");
        CliRun stats = CliRun.withInput(FOUR_QUEENS, "xc", "--engine", "bits", "--count", "--stats");
        assertThat(stats.out()).isEqualTo("2\n");
        assertThat(stats.err()).contains("bits engine (order: ", "nodes of its own tree");
    }

    @Test
    void helpListsTheOptions() {
        CliRun r = CliRun.run("xc", "--help");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("--all", "--count", "--limit", "--indices", "--stats", "--node-limit", "--time-limit",
                "--engine", "cells");
    }

    @Test
    void theCountsOfTheSplitLinesAddUpToTheCount() {
        for (String depth : new String[] {"0", "1", "2", "3"}) {
            CliRun split = CliRun.withInput(FOUR_QUEENS, "xc", "--split", depth);
            assertThat(split.status()).isZero();
            long total = 0;
            for (String line : split.out().split("\n", -1)) {
                if (line.isEmpty() && !depth.equals("0")) {
                    continue;
                }
                CliRun count = CliRun.withInput(FOUR_QUEENS, "xc", "--count", "--prefix", line);
                assertThat(count.status()).isZero();
                total += Long.parseLong(count.out().trim());
                if (depth.equals("0")) {
                    break;
                }
            }
            assertThat(total).as("depth " + depth).isEqualTo(2);
        }
        // The lines of the split at depth 1 choose the options of the item chosen first: r0 in the
        // MRV tree (cells), the first item of its order in the bits engine's.
        assertThat(CliRun.withInput(FOUR_QUEENS, "xc", "--split", "1", "--engine", "cells").out())
                .isEqualTo("1\n2\n3\n4\n");
        assertThat(CliRun.withInput(FOUR_QUEENS, "xc", "--split", "1", "--engine", "bits").out().lines())
                .hasSize(4);
    }

    @Test
    void aPrefixRestrictsEveryMode() {
        CliRun all = CliRun.withInput(FOUR_QUEENS, "xc", "--all", "--indices", "--prefix", "2");
        assertThat(all.out()).isEqualTo("2 8 9 15\n");
        assertThat(CliRun.withInput(FOUR_QUEENS, "xc", "--count", "--prefix", "-2").out()).isEqualTo("1\n");
        assertThat(CliRun.withInput(FOUR_QUEENS, "xc", "--count", "--threads", "2", "--prefix", "3").out()).isEqualTo("1\n");
        CliRun none = CliRun.withInput(FOUR_QUEENS, "xc", "--prefix", "1");
        assertThat(none.status()).isEqualTo(1);
        CliRun bad = CliRun.withInput(FOUR_QUEENS, "xc", "--count", "--prefix", "2 x");
        assertThat(bad.status()).isEqualTo(2);
        assertThat(bad.err()).isEqualTo("sudokux xc: --prefix: column 3: expected an option number (1..16, '-' before one to exclude it)\n");
    }

    @Test
    void estimateGivesOneFigureALine() {
        CliRun small = CliRun.withInput(FOUR_QUEENS, "xc", "--estimate");
        assertThat(small.status()).isZero();
        assertThat(small.out()).startsWith("exact").contains("\n2 solutions\n");
        CliRun e = CliRun.withInput(queens(9), "xc", "--estimate", "--samples", "50");
        assertThat(e.status()).isZero();
        assertThat(e.out()).matches("(?s)(estimated from [\\d,]+ random paths .*\n"
                + "[\\d,]+ nodes ± [\\d,.]+\n[\\d,]+ updates ± [\\d,.]+\n[\\d,.]+ solutions ± [\\d,.]+\n"
                + "[\\d,.]+ s ± [\\d,.]+ s \\(one thread(; this estimate took [\\d.]+ s, over a tenth of that: "
                + "a tree this small is counted exactly, with --count, in about that time)?\\)\n|exact.*)");
        assertThat(CliRun.withInput(FOUR_QUEENS, "xc", "--estimate", "--samples", "0").status()).isEqualTo(2);
        // Knuth's plain estimate: every path from the root, never exact.
        CliRun plain = CliRun.withInput(queens(9), "xc", "--estimate", "--estimator", "knuth", "--samples", "500");
        assertThat(plain.status()).isZero();
        assertThat(plain.out()).matches("(?s)estimated from [\\d,]+ random paths .*\n"
                + "[\\d,]+ nodes ± [\\d,.]+\n.*\\(one thread[^)]*\\)\n");
        CliRun unknown = CliRun.withInput(FOUR_QUEENS, "xc", "--estimate", "--estimator", "best");
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).contains("--estimator: unknown estimator 'best'");
    }

    @Test
    void splitsPrefixesEstimatesAndProgressOnEitherEngine() {
        for (String engine : new String[] {"links", "cells"}) {
            CliRun split = CliRun.withInput(queens(6), "xc", "--engine", engine, "--split", "2");
            assertThat(split.status()).isZero();
            long total = 0;
            for (String line : split.out().lines().toList()) {
                CliRun count = CliRun.withInput(queens(6), "xc", "--engine", engine, "--count", "--prefix", line);
                assertThat(count.status()).as("%s: %s", engine, line).isZero();
                total += Long.parseLong(count.out().trim());
            }
            assertThat(total).as(engine).isEqualTo(4);
            assertThat(CliRun.withInput(queens(6), "xc", "--engine", engine, "--estimate").out())
                    .as(engine).startsWith("exact").contains("\n4 solutions\n");
            CliRun progress = CliRun.withInput(queens(9), "xc", "--engine", engine, "--count", "--threads", "1",
                    "--progress", "0.000001");
            assertThat(progress.out()).isEqualTo("352\n");
            String[] lines = progress.err().split("\n");
            assertThat(lines.length).as(engine).isGreaterThan(1);
            for (String line : lines) {
                assertThat(line).matches("after \\d+\\.\\d s: [\\d,]+ nodes, [\\d,]+ updates, \\d+ sols, "
                        + "([0-9a-zA-Z*]{2} )*[0-9a-zA-Z*]{2} \\.\\d{5}");
            }
        }
    }

    @Test
    void multiplicitiesAreForTheLinksEngine() {
        // Item a covered exactly twice, b once: {1 2}, {1 3}, {2 3 4}.
        String twice = "2|a b\na b\na\na\nb\n";
        assertThat(CliRun.withInput(twice, "xc", "--count").out()).isEqualTo("3\n");
        assertThat(CliRun.withInput(twice, "xc", "--count", "--engine", "links").out()).isEqualTo("3\n");
        CliRun cells = CliRun.withInput(twice, "xc", "--count", "--engine", "cells");
        assertThat(cells.status()).isEqualTo(2);
        assertThat(cells.err()).isEqualTo("sudokux xc: --engine: the cells engine does not take multiplicities "
                + "(item a is to be covered 2 times); use links\n");
    }

    /** The n queens problem in DLX format: rows and columns primary, diagonals secondary. */
    static String queens(int n) {
        StringBuilder queens = new StringBuilder();
        for (int r = 0; r < n; r++) {
            queens.append("r").append(r).append(' ');
        }
        for (int c = 0; c < n; c++) {
            queens.append("c").append(c).append(' ');
        }
        queens.append('|');
        for (int d = 0; d < 2 * n - 1; d++) {
            queens.append(" a").append(d).append(" b").append(d);
        }
        queens.append('\n');
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                queens.append("r" + r + " c" + c + " a" + (r + c) + " b" + (r - c + n - 1) + "\n");
            }
        }
        return queens.toString();
    }

    @Test
    void progressLinesInKnuthsStyle() {
        CliRun r = CliRun.withInput(queens(9), "xc", "--engine", "links", "--count", "--threads", "1", "--progress", "0.000001");
        assertThat(r.out()).isEqualTo("352\n");
        // A line every 1,024 nodes (the engine looks at the clock that often): sols, k of d a level, fraction.
        String[] lines = r.err().split("\n");
        assertThat(lines.length).isGreaterThan(3);
        for (String line : lines) {
            assertThat(line).matches("after \\d+\\.\\d s: [\\d,]+ nodes, [\\d,]+ updates, \\d+ sols, "
                    + "([0-9a-zA-Z*]{2} )*[0-9a-zA-Z*]{2} \\.\\d{5}");
        }
        // On two threads there is no single path: counts only.
        CliRun two = CliRun.withInput(queens(9), "xc", "--engine", "cells", "--count", "--threads", "2", "--progress", "0.000001");
        assertThat(two.out()).isEqualTo("352\n");
        assertThat(two.err().split("\n")).allMatch(l -> l.isEmpty() || l.matches("after \\d+\\.\\d s: [\\d,]+ nodes, [\\d,]+ updates, \\d+ sols"));
        // auto picks bits here, and bits counts a tree this small on one thread whatever --threads says:
        // the path is there.
        CliRun auto = CliRun.withInput(queens(9), "xc", "--count", "--threads", "2", "--progress", "0.000001");
        assertThat(auto.out()).isEqualTo("352\n");
        assertThat(auto.err().split("\n")).anyMatch(l -> l.matches("after .* sols, ([0-9a-zA-Z*]{2} )*[0-9a-zA-Z*]{2} \\.\\d{5}"));
        assertThat(CliRun.withInput(FOUR_QUEENS, "xc", "--progress", "0").status()).isEqualTo(2);
    }

    @Test
    void knuthsHeuristicAndTheEngineByName() {
        CliRun r = CliRun.withInput(FOUR_QUEENS, "xc", "--count", "--heuristic", "knuth", "--engine", "links");
        assertThat(r.out()).isEqualTo("2\n");
        CliRun bad = CliRun.withInput(FOUR_QUEENS, "xc", "--heuristic", "best");
        assertThat(bad.status()).isEqualTo(2);
        assertThat(bad.err()).isEqualTo("sudokux xc: --heuristic: unknown heuristic 'best' (known: knuth, forced-first, weighted, scored)\n");
        assertThat(CliRun.withInput(FOUR_QUEENS, "xc", "--engine", "none").err())
                .isEqualTo("sudokux xc: --engine: unknown exact cover engine 'none' (known: links, cells, bits, auto)\n");
    }
    @Test
    void makeWritesAProblemThatReadsBackAndCounts(@TempDir Path dir) throws Exception {
        CliRun made = CliRun.run("xc", "--make", "queens", "8");
        assertThat(made.status()).isZero();
        assertThat(made.out()).startsWith("| sudokux xc --make queens 8\nr0 c0 r1 c1");
        assertThat(made.out().lines().count()).isEqualTo(2 + 64);
        CliRun counted = CliRun.withInput(made.out(), "xc", "--count");
        assertThat(counted.out()).isEqualTo("92\n");
        assertThat(CliRun.run("xc", "--make", "queens", "8", "--count").out()).isEqualTo("92\n");
        assertThat(CliRun.run("xc", "--count", "--make", "langford", "7").out()).isEqualTo("52\n");
        assertThat(CliRun.run("xc", "--count", "--make", "langford", "7", "--break-symmetry").out()).isEqualTo("26\n");
        assertThat(CliRun.run("xc", "--count", "--make", "pentominoes", "3x20").out()).isEqualTo("8\n");
        assertThat(CliRun.run("xc", "--count", "--break-symmetry", "--make", "soma").out()).isEqualTo("240\n");
        // A picture: the 3 x 20 box drawn, and a hole that leaves no tiling.
        Path box = dir.resolve("box.txt");
        Files.writeString(box, "....................\n....................\n....................\n");
        assertThat(CliRun.run("xc", "--count", "--make", "pentominoes", box.toString()).out()).isEqualTo("8\n");
        Files.writeString(box, "...................#\n....................\n...................#\n");
        CliRun none = CliRun.run("xc", "--make", "pentominoes", box.toString(), "--limit", "1");
        assertThat(none.status()).isEqualTo(1);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "--make nothing; --make: unknown problem 'nothing' (known: queens, langford, pentominoes, scott, soma, macmahon)",
        "--make queens x; --make: queens: 'x' is not a number 1..64",
        "--make queens 8 --break-symmetry; --make: queens: the symmetry can't be broken exactly by this builder",
        "--make pentominoes 6y10; no/6y10",
        "--break-symmetry; --break-symmetry is for --make",
    })
    void badMakeArgumentsSayWhat(String args, String message) {
        CliRun r = CliRun.run(("xc " + args.replace("6y10", "no/6y10")).split(" "));
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains(message);
        assertThat(r.err().lines().count()).isEqualTo(1);
    }
}
