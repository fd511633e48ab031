package dev.sudokux.sudoku;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Test helpers: grids from one-line strings and fixtures, random solved grids and puzzles. */
public final class TestGrids {
    private TestGrids() {
    }

    /** A puzzle from one line of N*N symbols ('.' or '0' blank); square boxes unless {@code shape} given. */
    public static Grid line(String text) {
        int n = (int) Math.round(Math.sqrt(text.length()));
        return line(text, Shape.forSize(n));
    }

    /** A puzzle of the given shape from one line of symbols. */
    public static Grid line(String text, Shape shape) {
        int[] values = new int[shape.cellCount()];
        if (text.length() != values.length) {
            throw new IllegalArgumentException("expected " + values.length + " symbols: " + text);
        }
        for (int i = 0; i < values.length; i++) {
            int v = Symbols.LINE.value(text.charAt(i), shape.size());
            if (v < 0) {
                throw new IllegalArgumentException("bad symbol '" + text.charAt(i) + "' in " + text);
            }
            values[i] = v;
        }
        return Grid.of(shape, values);
    }

    /** A fixture line: the puzzle, then optional fields separated by spaces. */
    public record Entry(Grid puzzle, List<String> fields) {
    }

    /** The entries of a fixture under {@code /puzzles/}, skipping '#' comments and blank lines. */
    public static List<Entry> fixture(String name) {
        List<Entry> entries = new ArrayList<>();
        try (InputStream in = TestGrids.class.getResourceAsStream("/puzzles/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture " + name);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = reader.readLine()) != null) {
                line = line.strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split("\\s+");
                entries.add(new Entry(line(parts[0]), List.of(parts).subList(1, parts.length)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return entries;
    }

    /**
     * A random solved grid of the shape: the pattern grid shuffled by the transformations that keep
     * a grid solved (values relabelled, rows within bands, bands, columns within stacks, stacks).
     */
    public static Grid randomSolution(Shape shape, Random random) {
        int n = shape.size();
        int br = shape.boxRows();
        int bc = shape.boxColumns();
        int[] rowOrder = shuffledLines(n, br, random);
        int[] columnOrder = shuffledLines(n, bc, random);
        int[] relabel = permutation(n, random);
        int[] values = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int rr = rowOrder[r];
                int cc = columnOrder[c];
                int pattern = (bc * (rr % br) + rr / br + cc) % n;
                values[r * n + c] = relabel[pattern] + 1;
            }
        }
        return Grid.of(shape, values);
    }

    /** {@code solution} with a random {@code fraction} of its cells blanked. */
    public static Grid blank(Grid solution, double fraction, Random random) {
        int[] values = solution.toArray();
        int[] order = permutation(values.length, random);
        int blanks = (int) Math.round(fraction * values.length);
        for (int k = 0; k < blanks; k++) {
            values[order[k]] = 0;
        }
        return Grid.of(solution.shape(), values);
    }

    private static int[] shuffledLines(int n, int group, Random random) {
        int groups = n / group;
        int[] groupOrder = permutation(groups, random);
        int[] order = new int[n];
        int k = 0;
        for (int g = 0; g < groups; g++) {
            int[] inner = permutation(group, random);
            for (int i = 0; i < group; i++) {
                order[k++] = groupOrder[g] * group + inner[i];
            }
        }
        return order;
    }

    static int[] permutation(int n, Random random) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }
}
