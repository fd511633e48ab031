package dev.sudokux.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.TestGrids;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The experimental {@link TriadSearch} (configurations as state, triads, tdoku's binary decision)
 * against {@link BandSearch}: the same solution counts and first solutions on real puzzle sets and on
 * altered puzzles with several or no solutions, and fewer guesses on the forum's hardest (what it
 * exists for).
 */
class TriadSearchTest {

    private static List<byte[]> puzzles(String fixture) {
        List<byte[]> list = new ArrayList<>();
        for (TestGrids.Entry e : TestGrids.fixture(fixture)) {
            byte[] values = new byte[81];
            e.puzzle().copyTo(values);
            list.add(values);
        }
        return list;
    }

    private static long[] sameAsBandSearch(List<byte[]> puzzles, long limit) {
        BandSearch band = new BandSearch();
        TriadSearch triad = new TriadSearch();
        long[] branchings = new long[2];
        byte[] fromBand = new byte[81];
        byte[] fromTriad = new byte[81];
        for (byte[] p : puzzles) {
            long expected = band.solve(p, limit, fromBand);
            long found = triad.solve(p, limit, fromTriad);
            String text = text(p);
            assertThat(found).as("solutions of %s", text).isEqualTo(expected);
            if (expected > 0) {
                assertThat(BandSearch.isSolutionOf(fromTriad, p)).as(text).isTrue();
            }
            if (expected == 1) {
                assertThat(fromTriad).as(text).isEqualTo(fromBand);
            }
            branchings[0] += band.branchings();
            branchings[1] += triad.branchings();
        }
        return branchings;
    }

    @Test
    void seventeenCluePuzzlesHaveBandSearchsSolutions() {
        List<byte[]> list = puzzles("17-clue-every-50th.txt");
        assertThat(list).hasSizeGreaterThan(900);
        sameAsBandSearch(list, 2);
    }

    @Test
    void forumHardestTakeTheSameSolutionsAndFewerGuesses() {
        List<byte[]> list = puzzles("forum-hardest-every-50th.txt");
        assertThat(list).hasSizeGreaterThan(900);
        long[] branchings = sameAsBandSearch(list, 2);
        // binary decisions: configurations and triads take about a fifth fewer on these
        assertThat(branchings[1]).isLessThan(branchings[0] * 9 / 10);
    }

    @Test
    void sergsPuzzlesHaveAsManySolutions() {
        List<byte[]> list = puzzles("serg-every-100th.txt");
        assertThat(list).hasSize(100);
        sameAsBandSearch(list, 2);
        sameAsBandSearch(list, 1_000);
    }

    @Test
    void alteredPuzzlesWithManyOrNoSolutionsAgree() {
        Random random = new Random(20261124);
        List<byte[]> altered = new ArrayList<>();
        for (byte[] p : puzzles("17-clue-every-50th.txt").subList(0, 300)) {
            byte[] fewer = p.clone();
            for (int k = 0; k < 3; k++) {
                fewer[random.nextInt(81)] = 0;
            }
            altered.add(fewer);
            byte[] more = p.clone();
            for (int k = 0; k < 4; k++) {
                more[random.nextInt(81)] = (byte) (1 + random.nextInt(9));
            }
            altered.add(more);
        }
        sameAsBandSearch(altered, 200);
        byte[] empty = new byte[81];
        assertThat(new TriadSearch().solve(empty, 500, null)).isEqualTo(500);
    }

    /** A puzzle as one line of text, for failure messages. */
    private static String text(byte[] p) {
        StringBuilder sb = new StringBuilder(81);
        for (byte v : p) {
            sb.append(v == 0 ? '.' : (char) ('0' + v));
        }
        return sb.toString();
    }
}
