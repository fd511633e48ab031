package dev.sudokux.exactcover.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.exactcover.DlxFormat;
import dev.sudokux.exactcover.ExactCoverEngine;
import dev.sudokux.exactcover.ExactCoverProblem;
import dev.sudokux.exactcover.SearchLimits;
import dev.sudokux.exactcover.SearchResult;
import dev.sudokux.exactcover.Solution;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The problem builders against the counts published for them. Sources: pentomino boxes and Scott's
 * problem, Knuth TAOCP 7.2.2.1 and Dana Scott's 1958 report (9,356 / 2,339; 4,040 / 1,010; 1,472 /
 * 368; 8 / 2; 520 / 65); the Soma cube, Conway and Guy (240 up to symmetry, 11,520 in all); queens,
 * OEIS A000170; Langford pairs, OEIS A014552 (each row with its mirror image counted once).
 * The slow ones are tagged {@code slow} ({@code ./mvnw verify -Pslow}).
 */
class PublishedCountsTest {

    private static final String SCOTT = """
            ........
            ........
            ........
            ...##...
            ...##...
            ........
            ........
            ........
            """;

    private static SearchResult count(ExactCoverProblem problem) {
        return ExactCoverEngine.create("auto", problem).count(SearchLimits.NONE, 2);
    }

    private static SearchResult all(ExactCoverProblem problem) {
        return ExactCoverEngine.create("auto", problem).findAll(Long.MAX_VALUE);
    }

    @ParameterizedTest(name = "pentominoes {0} x {1}, symmetry broken: {2}")
    @CsvSource({"3, 20, 2", "4, 15, 368", "5, 12, 1010", "6, 10, 2339"})
    void pentominoBoxesUpToSymmetry(int rows, int columns, long expected) {
        ExactCoverProblem p = Polyforms.problem(Polyforms.pentominoes(), Polyforms.box(rows, columns), true, true);
        SearchResult r = all(p);
        assertThat(r.solutionCount()).isEqualTo(expected);
        for (Solution s : r.solutions()) {
            assertThat(s.isExactCover()).isTrue();
        }
        assertThat(Polyforms.symmetries(Polyforms.pentominoes(), Polyforms.box(rows, columns), true)).isEqualTo(4);
    }

    @Tag("slow")
    @ParameterizedTest(name = "pentominoes {0} x {1}: {2}")
    @CsvSource({"3, 20, 8", "4, 15, 1472", "5, 12, 4040", "6, 10, 9356"})
    void pentominoBoxesInAll(int rows, int columns, long expected) {
        ExactCoverProblem p = Polyforms.problem(Polyforms.pentominoes(), Polyforms.box(rows, columns), true, false);
        assertThat(count(p).solutionCount()).isEqualTo(expected);
        assertThat(count(Pentominoes.problem(rows, columns)).solutionCount()).isEqualTo(expected);
    }

    @Test
    void scottsProblemHas520TilingsAnd65UpToSymmetry() {
        int[][] board = Polyforms.picture(SCOTT);
        assertThat(board).hasNumberOfRows(60);
        assertThat(count(Polyforms.problem(Polyforms.pentominoes(), board, true, false)).solutionCount()).isEqualTo(520);
        SearchResult broken = all(Polyforms.problem(Polyforms.pentominoes(), board, true, true));
        assertThat(broken.solutionCount()).isEqualTo(65);
        assertThat(Polyforms.symmetries(Polyforms.pentominoes(), board, true)).isEqualTo(8);
        // No two of the 65 are images of each other: their sets of (piece, cells) differ under all 8 symmetries.
        Set<Set<String>> seen = new HashSet<>();
        for (Solution s : broken.solutions()) {
            assertThat(s.isExactCover()).isTrue();
            for (int t = 0; t < 8; t++) {
                assertThat(seen).doesNotContain(transformed(s, t, 8));
            }
            seen.add(transformed(s, 0, 8));
        }
    }

    @Test
    void theSomaCubeHas11520SolutionsAnd240UpToSymmetry() {
        int[][] cube = Polyforms.box(3, 3, 3);
        assertThat(count(Polyforms.problem(Polyforms.soma(), cube, false, false)).solutionCount()).isEqualTo(11_520);
        assertThat(count(Polyforms.problem(Polyforms.soma(), cube, false, true)).solutionCount()).isEqualTo(240);
        // 24 rotations, and 24 reflections that swap the two screws A and B.
        assertThat(Polyforms.symmetries(Polyforms.soma(), cube, false)).isEqualTo(48);
    }

    @ParameterizedTest(name = "{0} queens: {1}")
    @CsvSource({"8, 92", "9, 352", "10, 724", "11, 2680", "12, 14200", "13, 73712"})
    void queens(int n, long expected) {
        assertThat(count(NQueens.problem(n)).solutionCount()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "Langford {0}: {1} up to mirror images")
    @CsvSource({"3, 1", "4, 1", "5, 0", "6, 0", "7, 26", "8, 150", "11, 17792", "12, 108144"})
    void langfordPairs(int n, long expected) {
        assertThat(count(Langford.problem(n, true)).solutionCount()).isEqualTo(expected);
        assertThat(count(Langford.problem(n)).solutionCount()).isEqualTo(2 * expected);
    }

    @Test
    void langfordSolutionsAreLangfordRows() {
        SearchResult r = all(Langford.problem(8, true));
        for (Solution s : r.solutions()) {
            int[] row = new int[16];
            for (List<String> o : s.options()) {
                int v = Integer.parseInt(o.get(0));
                int j = Integer.parseInt(o.get(1).substring(1));
                int k = Integer.parseInt(o.get(2).substring(1));
                assertThat(k - j).isEqualTo(v + 1);
                row[j] = v;
                row[k] = v;
            }
            assertThat(row).doesNotContain(0);
        }
    }

    @Test
    void macMahonsHexagonIsKnuthsFileOptionForOption() throws Exception {
        ExactCoverProblem knuth;
        try (InputStream in = getClass().getResourceAsStream("/exactcover/macmahon-hexagon.dlx")) {
            knuth = DlxFormat.read(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        ExactCoverProblem ours = MacMahon.hexagon();
        assertThat(ours.itemCount()).isEqualTo(knuth.itemCount());
        assertThat(ours.primaryCount()).isEqualTo(knuth.primaryCount());
        List<String> a = new ArrayList<>();
        List<String> b = new ArrayList<>();
        for (int i = 0; i < ours.itemCount(); i++) {
            a.add(ours.itemName(i));
            b.add(knuth.itemName(i));
        }
        assertThat(a).isEqualTo(b);
        assertThat(ours.optionCount()).isEqualTo(knuth.optionCount());
        for (int o = 0; o < ours.optionCount(); o++) {
            assertThat(ours.optionText(o)).isEqualTo(knuth.optionText(o));
        }
        SearchResult first = ExactCoverEngine.create("auto", ours).findAll(100);
        assertThat(first.solutionCount()).isEqualTo(100);
        assertThat(first.solutions()).allMatch(Solution::isExactCover);
    }

    @Tag("slow")
    @Test
    void macMahonsHexagonHas11853792Solutions() {
        // Knuth, TAOCP 7.2.2.1: 11,853,792 solutions with every rotation and reflection counted.
        assertThat(count(MacMahon.hexagon()).solutionCount()).isEqualTo(11_853_792);
    }

    @Test
    void badPicturesAndPiecesAreRefusedWithWhere() {
        assertThatThrownBy(() -> Polyforms.picture("..\n.x\n")).hasMessage(
                "line 2, column 2: 'x' in a picture (expected '.' for a cell or '#' for a hole)");
        assertThatThrownBy(() -> Polyforms.picture("##\n")).hasMessage("the picture has no cell ('.')");
        assertThatThrownBy(() -> new Polyforms.Piece("Q", new int[][] {{0, 0}, {1, 1}}))
                .hasMessageContaining("not joined face to face");
        assertThatThrownBy(() -> Langford.problem(0)).hasMessageContaining("1..1000");
    }

    /** The solution's placements as "piece:cells" strings after symmetry t of the square (8 of them). */
    private static Set<String> transformed(Solution s, int t, int size) {
        Set<String> out = new HashSet<>();
        for (List<String> o : s.options()) {
            List<String> cells = new ArrayList<>();
            for (int k = 1; k < o.size(); k++) {
                int r = Character.digit(o.get(k).charAt(0), 36);
                int c = Character.digit(o.get(k).charAt(1), 36);
                int[] rc = switch (t) {
                    case 0 -> new int[] {r, c};
                    case 1 -> new int[] {c, size - 1 - r};
                    case 2 -> new int[] {size - 1 - r, size - 1 - c};
                    case 3 -> new int[] {size - 1 - c, r};
                    case 4 -> new int[] {r, size - 1 - c};
                    case 5 -> new int[] {size - 1 - r, c};
                    case 6 -> new int[] {c, r};
                    default -> new int[] {size - 1 - c, size - 1 - r};
                };
                cells.add(rc[0] + "," + rc[1]);
            }
            cells.sort(null);
            out.add(o.get(0) + ":" + String.join(" ", cells));
        }
        return out;
    }
}
