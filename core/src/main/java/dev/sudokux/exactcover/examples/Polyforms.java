package dev.sudokux.exactcover.examples;

import dev.sudokux.exactcover.ExactCoverProblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Packing pieces made of unit squares (polyominoes) or unit cubes (polycubes) into a region, as exact
 * cover, with exact symmetry breaking.
 *
 * <p><b>Items.</b> Primary: each piece by name, then each cell of the region, named by its coordinates
 * as base-36 digits (row then column, {@code 0a} for row 0, column 10; {@code 120} for x 1, y 2, z 0).
 * <b>Options</b>: one for every placement of a piece (every orientation, every position where it
 * fits): the piece's name and its cells, piece by piece, orientation by orientation (in the order the
 * transformations first produce them), position by position.
 *
 * <p><b>Orientations.</b> With {@code mirrors}, the pieces may be turned over (the 8 transformations of
 * the square, the 48 of the cube); without, only rotated (4 and 24), as physical polycubes are.
 *
 * <p><b>Symmetry breaking.</b> The symmetries of the problem are the transformations that map the
 * region onto itself and every piece's placements onto placements of a piece (without mirrors, a
 * reflection of the cube swaps the two pieces of a mirror pair). Solutions come in classes of that
 * many, none symmetric. To count each class once, the builder keeps one placement of one piece for
 * each class of its placements (Knuth's way: the X pentomino in one quarter of the 6 x 10 box), which is
 * exact when no symmetry maps a placement of that piece onto itself. When every piece has such
 * placements (a piece lying on a mirror line), each kept placement {@code x} that a subgroup {@code H}
 * of symmetries fixes is tied to a second piece: an extra secondary item, shared by {@code x} and the
 * placements of the second piece that are not the first of their class under {@code H}, lets only
 * one solution of each class of {@code H} through (exact when {@code H} fixes no placement of the second
 * piece). When neither works, {@link #problem} says so.
 */
public final class Polyforms {

    /** A piece: its name and its cells, each a coordinate array of 2 or 3 numbers. */
    public record Piece(String name, int[][] cells) {
        /** Checks the piece. */
        public Piece {
            if (!ExactCoverProblem.isValidName(name)) {
                throw new IllegalArgumentException("'" + name + "' is not a valid piece name");
            }
            if (cells.length == 0) {
                throw new IllegalArgumentException("piece " + name + " has no cell");
            }
            if (!isConnected(cells)) {
                throw new IllegalArgumentException("piece " + name + "'s cells are not joined face to face"
                        + " (or one is given twice)");
            }
        }

        /** Whether the cells are distinct, of one dimension, and each reachable from the first through neighbours. */
        private static boolean isConnected(int[][] cells) {
            Set<String> all = new LinkedHashSet<>();
            for (int[] c : cells) {
                if (c.length != cells[0].length || !all.add(Arrays.toString(c))) {
                    return false;
                }
            }
            Set<String> reached = new LinkedHashSet<>();
            List<int[]> todo = new ArrayList<>(List.of(cells[0]));
            reached.add(Arrays.toString(cells[0]));
            while (!todo.isEmpty()) {
                int[] c = todo.remove(todo.size() - 1);
                for (int d = 0; d < c.length; d++) {
                    for (int step = -1; step <= 1; step += 2) {
                        int[] n = c.clone();
                        n[d] += step;
                        String k = Arrays.toString(n);
                        if (all.contains(k) && reached.add(k)) {
                            todo.add(n);
                        }
                    }
                }
            }
            return reached.size() == cells.length;
        }
    }

    /** The twelve pentominoes, in Conway's letters {@code F I L N P T U V W X Y Z}. */
    public static List<Piece> pentominoes() {
        String names = "FILNPTUVWXYZ";
        int[][][] shapes = {
            {{0, 1}, {0, 2}, {1, 0}, {1, 1}, {2, 1}}, // F
            {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}}, // I
            {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}}, // L
            {{0, 1}, {1, 1}, {2, 1}, {2, 0}, {3, 0}}, // N
            {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}}, // P
            {{0, 0}, {0, 1}, {0, 2}, {1, 1}, {2, 1}}, // T
            {{0, 0}, {0, 2}, {1, 0}, {1, 1}, {1, 2}}, // U
            {{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}}, // V
            {{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}}, // W
            {{0, 1}, {1, 0}, {1, 1}, {1, 2}, {2, 1}}, // X
            {{0, 1}, {1, 0}, {1, 1}, {2, 1}, {3, 1}}, // Y
            {{0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 2}}, // Z
        };
        List<Piece> pieces = new ArrayList<>();
        for (int p = 0; p < shapes.length; p++) {
            pieces.add(new Piece(String.valueOf(names.charAt(p)), shapes[p]));
        }
        return pieces;
    }

    /**
     * Piet Hein's seven Soma pieces, for the 3 x 3 x 3 cube: {@code V} (the bent tricube), then the
     * tetracubes {@code L T Z}, {@code A} and {@code B} (the two screws, mirror images of each other) and
     * {@code P} (the tripod: three cubes on three axes around a corner). The cells are those of Knuth's
     * {@code polycube-dlx} input for the Soma cube (his a b c d A B C).
     */
    public static List<Piece> soma() {
        return List.of(
                new Piece("V", new int[][] {{0, 0, 0}, {0, 0, 1}, {0, 1, 0}}),
                new Piece("L", new int[][] {{0, 0, 0}, {0, 0, 1}, {0, 0, 2}, {0, 1, 0}}),
                new Piece("T", new int[][] {{0, 0, 0}, {0, 0, 1}, {0, 0, 2}, {0, 1, 1}}),
                new Piece("Z", new int[][] {{0, 0, 0}, {0, 0, 1}, {0, 1, 1}, {0, 1, 2}}),
                new Piece("A", new int[][] {{0, 0, 0}, {0, 0, 1}, {0, 1, 1}, {1, 0, 0}}),
                new Piece("B", new int[][] {{0, 0, 0}, {0, 0, 1}, {0, 1, 0}, {1, 0, 1}}),
                new Piece("P", new int[][] {{0, 0, 0}, {0, 0, 1}, {0, 1, 1}, {1, 0, 1}}));
    }

    /** A box of {@code sizes[0] x sizes[1] (x sizes[2])} cells. */
    public static int[][] box(int... sizes) {
        if (sizes.length < 2 || sizes.length > 3) {
            throw new IllegalArgumentException("a box has 2 or 3 sides, not " + sizes.length);
        }
        int count = 1;
        for (int s : sizes) {
            if (s < 1 || s > 36) {
                throw new IllegalArgumentException("box sides must be 1..36: " + Arrays.toString(sizes));
            }
            count *= s;
        }
        int[][] cells = new int[count][];
        for (int k = 0; k < count; k++) {
            int[] cell = new int[sizes.length];
            int rest = k;
            for (int d = sizes.length - 1; d >= 0; d--) {
                cell[d] = rest % sizes[d];
                rest /= sizes[d];
            }
            cells[k] = cell;
        }
        return cells;
    }

    /**
     * The cells of a picture: one line a row, {@code .} a cell of the region, {@code #} a hole (no
     * cell), spaces ignored. Scott's problem: an 8 x 8 board with its four centre squares left out.
     *
     * @throws IllegalArgumentException naming the line and column of any other character
     */
    public static int[][] picture(String picture) {
        List<int[]> cells = new ArrayList<>();
        String[] lines = picture.split("\n", -1);
        int row = 0;
        for (int l = 0; l < lines.length; l++) {
            String line = lines[l].replace(" ", "").replace("\r", "");
            if (line.isEmpty()) {
                continue;
            }
            for (int c = 0; c < line.length(); c++) {
                char ch = line.charAt(c);
                if (ch == '.') {
                    if (row > 35 || c > 35) {
                        throw new IllegalArgumentException("line " + (l + 1) + ": a picture is at most 36 x 36");
                    }
                    cells.add(new int[] {row, c});
                } else if (ch != '#') {
                    throw new IllegalArgumentException("line " + (l + 1) + ", column " + (c + 1) + ": '" + ch
                            + "' in a picture (expected '.' for a cell or '#' for a hole)");
                }
            }
            row++;
        }
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("the picture has no cell ('.')");
        }
        return cells.toArray(new int[0][]);
    }

    private final List<Piece> pieces;
    private final int dim;
    private final Set<String> region = new LinkedHashSet<>();
    private final int[][] regionCells;
    private final List<int[][]> transforms;
    /** Each piece's orientations, normalized. */
    private final List<List<int[][]>> orientations = new ArrayList<>();
    /** Each piece's placements: sorted cell keys. */
    private final List<List<int[][]>> placements = new ArrayList<>();

    private Polyforms(List<Piece> pieces, int[][] regionCells, boolean mirrors) {
        this.pieces = List.copyOf(pieces);
        this.dim = regionCells[0].length;
        this.regionCells = regionCells;
        for (int[] cell : regionCells) {
            if (cell.length != dim) {
                throw new IllegalArgumentException("the region mixes 2 and 3 dimensions");
            }
            if (!region.add(key(cell))) {
                throw new IllegalArgumentException("cell " + Arrays.toString(cell) + " is given twice");
            }
        }
        Set<String> names = new LinkedHashSet<>();
        for (Piece piece : pieces) {
            if (!names.add(piece.name())) {
                throw new IllegalArgumentException("piece " + piece.name() + " is given twice");
            }
            for (int[] cell : piece.cells()) {
                if (cell.length != dim) {
                    throw new IllegalArgumentException("piece " + piece.name() + " has " + cell.length
                            + "-dimensional cells in a " + dim + "-dimensional region");
                }
            }
            if (region.contains(piece.name())) {
                throw new IllegalArgumentException("piece " + piece.name() + " has a cell's name");
            }
        }
        this.transforms = transforms(dim);
        for (Piece piece : pieces) {
            List<int[][]> own = new ArrayList<>();
            Set<String> seen = new LinkedHashSet<>();
            for (int[][] t : transforms) {
                if (!mirrors && determinant(t) < 0) {
                    continue;
                }
                int[][] shape = normalize(apply(t, piece.cells()));
                if (seen.add(shapeKey(shape))) {
                    own.add(shape);
                }
            }
            orientations.add(own);
            placements.add(placementsOf(own));
        }
    }

    /**
     * The problem of packing {@code pieces} (each once) into the region of {@code cells} (from
     * {@link #box}, {@link #picture} or a list of coordinates), pieces turned over when
     * {@code mirrors}, one solution of each class of symmetric ones when {@code breakSymmetry}.
     *
     * @throws IllegalArgumentException when the symmetry cannot be broken exactly (see the class comment)
     */
    public static ExactCoverProblem problem(List<Piece> pieces, int[][] cells, boolean mirrors, boolean breakSymmetry) {
        Polyforms p = new Polyforms(pieces, cells, mirrors);
        return p.build(breakSymmetry);
    }

    /** How many symmetries the problem has (1: none but the identity). */
    public static int symmetries(List<Piece> pieces, int[][] cells, boolean mirrors) {
        return new Polyforms(pieces, cells, mirrors).symmetryGroup().size();
    }

    private ExactCoverProblem build(boolean breakSymmetry) {
        List<String> primary = new ArrayList<>();
        for (Piece piece : pieces) {
            primary.add(piece.name());
        }
        List<String[]> sortedRegion = new ArrayList<>();
        for (int[] cell : regionCells) {
            sortedRegion.add(new String[] {name(cell)});
        }
        for (String[] c : sortedRegion) {
            primary.add(c[0]);
        }
        // Which placements to keep, and the extra secondary items tying them.
        boolean[][] keep = new boolean[pieces.size()][];
        List<List<List<String>>> extra = new ArrayList<>();
        for (int p = 0; p < pieces.size(); p++) {
            keep[p] = new boolean[placements.get(p).size()];
            Arrays.fill(keep[p], true);
            List<List<String>> e = new ArrayList<>();
            for (int k = 0; k < placements.get(p).size(); k++) {
                e.add(new ArrayList<>());
            }
            extra.add(e);
        }
        List<String> secondary = new ArrayList<>();
        if (breakSymmetry) {
            breakSymmetry(keep, extra, secondary);
        }
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(primary, secondary);
        for (int p = 0; p < pieces.size(); p++) {
            List<int[][]> list = placements.get(p);
            for (int k = 0; k < list.size(); k++) {
                if (!keep[p][k]) {
                    continue;
                }
                int[][] cells = list.get(k);
                List<String> option = new ArrayList<>();
                option.add(pieces.get(p).name());
                for (int[] cell : cells) {
                    option.add(name(cell));
                }
                option.addAll(extra.get(p).get(k));
                b.addOption(option.toArray(new String[0]));
            }
        }
        return b.build();
    }

    /** The placements of a piece of these orientations: every translation that fits the region. */
    private List<int[][]> placementsOf(List<int[][]> shapes) {
        List<int[][]> out = new ArrayList<>();
        int[] lo = new int[dim];
        int[] hi = new int[dim];
        Arrays.fill(lo, Integer.MAX_VALUE);
        Arrays.fill(hi, Integer.MIN_VALUE);
        for (int[] c : regionCells) {
            for (int d = 0; d < dim; d++) {
                lo[d] = Math.min(lo[d], c[d]);
                hi[d] = Math.max(hi[d], c[d]);
            }
        }
        for (int[][] shape : shapes) {
            int[] offset = lo.clone();
            while (true) {
                int[][] moved = new int[shape.length][];
                boolean fits = true;
                for (int k = 0; k < shape.length && fits; k++) {
                    moved[k] = new int[dim];
                    for (int d = 0; d < dim; d++) {
                        moved[k][d] = shape[k][d] + offset[d];
                    }
                    fits = region.contains(key(moved[k]));
                }
                if (fits) {
                    out.add(moved);
                }
                int d = dim - 1;
                while (d >= 0 && ++offset[d] > hi[d]) {
                    offset[d] = lo[d];
                    d--;
                }
                if (d < 0) {
                    break;
                }
            }
        }
        return out;
    }

    // ----- symmetry -----

    /** A symmetry of the problem: the transformation, the translation after it, and where each piece goes. */
    private record Symmetry(int[][] matrix, int[] shift, int[] pieceMap) {
    }

    private List<Symmetry> symmetryGroup() {
        List<Symmetry> group = new ArrayList<>();
        int[][] base = normalizeWithShift(regionCells, new int[dim]);
        Set<String> regionShape = new LinkedHashSet<>();
        for (int[] c : base) {
            regionShape.add(key(c));
        }
        int[] regionLo = min(regionCells);
        for (int[][] t : transforms) {
            int[][] image = apply(t, regionCells);
            int[] imageLo = min(image);
            Set<String> imageShape = new LinkedHashSet<>();
            for (int[] c : image) {
                imageShape.add(key(sub(c, imageLo)));
            }
            if (!imageShape.equals(regionShape)) {
                continue;
            }
            int[] shift = sub(regionLo, imageLo);
            int[] map = new int[pieces.size()];
            boolean ok = true;
            for (int p = 0; p < pieces.size() && ok; p++) {
                String shape = shapeKey(normalize(apply(t, orientations.get(p).get(0))));
                map[p] = -1;
                for (int q = 0; q < pieces.size(); q++) {
                    for (int[][] o : orientations.get(q)) {
                        if (shapeKey(o).equals(shape)) {
                            map[p] = q;
                        }
                    }
                }
                ok = map[p] >= 0;
            }
            if (ok) {
                group.add(new Symmetry(t, shift, map));
            }
        }
        return group;
    }

    /** The placement key of {@code cells} moved by symmetry {@code s}. */
    private String image(Symmetry s, int[][] cells) {
        int[][] moved = apply(s.matrix(), cells);
        for (int[] c : moved) {
            for (int d = 0; d < dim; d++) {
                c[d] += s.shift()[d];
            }
        }
        return shapeKey(sortCells(moved));
    }

    private void breakSymmetry(boolean[][] keep, List<List<List<String>>> extra, List<String> secondary) {
        List<Symmetry> group = symmetryGroup();
        if (group.size() == 1) {
            return;
        }
        // The pieces every symmetry maps to themselves, with their placements' classes.
        int best = -1;
        int bestClasses = Integer.MAX_VALUE;
        boolean bestFree = false;
        Map<Integer, List<List<Integer>>> stabilizers = new HashMap<>();
        for (int p = 0; p < pieces.size(); p++) {
            if (!fixedBy(group, p)) {
                continue;
            }
            List<List<Integer>> stab = new ArrayList<>();
            boolean free = true;
            int classes = 0;
            Map<String, Integer> index = indexOf(placements.get(p));
            boolean[] seen = new boolean[placements.get(p).size()];
            for (int k = 0; k < seen.length; k++) {
                List<Integer> fixers = new ArrayList<>();
                String self = shapeKey(placements.get(p).get(k));
                for (int g = 0; g < group.size(); g++) {
                    if (image(group.get(g), placements.get(p).get(k)).equals(self)) {
                        fixers.add(g);
                    }
                }
                stab.add(fixers);
                free &= fixers.size() == 1;
                if (!seen[k]) {
                    classes++;
                    for (Symmetry s : group) {
                        seen[index.get(image(s, placements.get(p).get(k)))] = true;
                    }
                }
            }
            stabilizers.put(p, stab);
            if ((free && !bestFree) || (free == bestFree && classes < bestClasses)) {
                best = p;
                bestClasses = classes;
                bestFree = free;
            }
        }
        if (best < 0) {
            throw new IllegalArgumentException("no piece is mapped to itself by every symmetry: "
                    + "the symmetry can't be broken exactly by this builder");
        }
        // Keep the first placement of each class of the chosen piece.
        List<int[][]> list = placements.get(best);
        Map<String, Integer> index = indexOf(list);
        Arrays.fill(keep[best], false);
        boolean[] seen = new boolean[list.size()];
        for (int k = 0; k < list.size(); k++) {
            if (seen[k]) {
                continue;
            }
            keep[best][k] = true;
            for (Symmetry s : group) {
                seen[index.get(image(s, list.get(k)))] = true;
            }
            List<Integer> fixers = stabilizers.get(best).get(k);
            if (fixers.size() > 1) {
                tie(best, k, fixers, group, stabilizers, keep, extra, secondary);
            }
        }
    }

    /**
     * Ties the kept placement {@code k} of piece {@code p}, which the symmetries {@code fixers} map onto
     * itself, to a second piece none of whose placements they fix: a secondary item in the kept
     * placement and in the second piece's placements that are not the first of their class.
     */
    private void tie(int p, int k, List<Integer> fixers, List<Symmetry> group, Map<Integer, List<List<Integer>>> stabilizers,
                     boolean[][] keep, List<List<List<String>>> extra, List<String> secondary) {
        List<Symmetry> sub = new ArrayList<>();
        for (int g : fixers) {
            sub.add(group.get(g));
        }
        for (int q = 0; q < pieces.size(); q++) {
            if (q == p || !fixedBy(sub, q)) {
                continue;
            }
            List<int[][]> list = placements.get(q);
            boolean free = true;
            for (int j = 0; j < list.size() && free; j++) {
                String self = shapeKey(list.get(j));
                for (Symmetry s : sub) {
                    if (!isIdentity(s) && image(s, list.get(j)).equals(self)) {
                        free = false;
                    }
                }
            }
            if (!free) {
                continue;
            }
            String item = "s" + pieces.get(p).name() + "." + (secondary.size() + 1);
            secondary.add(item);
            extra.get(p).get(k).add(item);
            Map<String, Integer> index = indexOf(list);
            boolean[] seen = new boolean[list.size()];
            for (int j = 0; j < list.size(); j++) {
                if (seen[j]) {
                    continue;
                }
                for (Symmetry s : sub) {
                    int other = index.get(image(s, list.get(j)));
                    if (other != j && !seen[other]) {
                        extra.get(q).get(other).add(item);
                    }
                    seen[other] = true;
                }
                seen[j] = true;
            }
            return;
        }
        throw new IllegalArgumentException("placement " + shapeKey(placements.get(p).get(k)) + " of piece "
                + pieces.get(p).name() + " is symmetric and no other piece can break its symmetry exactly");
    }

    private boolean isIdentity(Symmetry s) {
        for (int i = 0; i < dim; i++) {
            for (int j = 0; j < dim; j++) {
                if (s.matrix()[i][j] != (i == j ? 1 : 0)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean fixedBy(List<Symmetry> group, int piece) {
        for (Symmetry s : group) {
            if (s.pieceMap()[piece] != piece) {
                return false;
            }
        }
        return true;
    }

    private static Map<String, Integer> indexOf(List<int[][]> list) {
        Map<String, Integer> index = new LinkedHashMap<>();
        for (int k = 0; k < list.size(); k++) {
            index.put(shapeKey(list.get(k)), k);
        }
        return index;
    }

    // ----- geometry -----

    /** The signed permutation matrices of dimension {@code dim}: 8 for squares, 48 for cubes, identity first. */
    private static List<int[][]> transforms(int dim) {
        List<int[][]> out = new ArrayList<>();
        int[][] perms = dim == 2 ? new int[][] {{0, 1}, {1, 0}}
                : new int[][] {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int[] perm : perms) {
            for (int signs = 0; signs < (1 << dim); signs++) {
                int[][] m = new int[dim][dim];
                for (int i = 0; i < dim; i++) {
                    m[i][perm[i]] = (signs >> i & 1) == 0 ? 1 : -1;
                }
                out.add(m);
            }
        }
        return out;
    }

    private static int determinant(int[][] m) {
        if (m.length == 2) {
            return m[0][0] * m[1][1] - m[0][1] * m[1][0];
        }
        return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
                - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
    }

    private static int[][] apply(int[][] m, int[][] cells) {
        int[][] out = new int[cells.length][];
        for (int k = 0; k < cells.length; k++) {
            int[] c = new int[m.length];
            for (int i = 0; i < m.length; i++) {
                for (int j = 0; j < m.length; j++) {
                    c[i] += m[i][j] * cells[k][j];
                }
            }
            out[k] = c;
        }
        return out;
    }

    private static int[] min(int[][] cells) {
        int[] lo = cells[0].clone();
        for (int[] c : cells) {
            for (int d = 0; d < c.length; d++) {
                lo[d] = Math.min(lo[d], c[d]);
            }
        }
        return lo;
    }

    private static int[] sub(int[] a, int[] b) {
        int[] out = new int[a.length];
        for (int d = 0; d < a.length; d++) {
            out[d] = a[d] - b[d];
        }
        return out;
    }

    private static int[][] normalize(int[][] cells) {
        return normalizeWithShift(cells, null);
    }

    private static int[][] normalizeWithShift(int[][] cells, int[] unused) {
        int[] lo = min(cells);
        int[][] out = new int[cells.length][];
        for (int k = 0; k < cells.length; k++) {
            out[k] = sub(cells[k], lo);
        }
        return sortCells(out);
    }

    private static int[][] sortCells(int[][] cells) {
        int[][] out = cells.clone();
        Arrays.sort(out, Arrays::compare);
        return out;
    }

    private static String key(int[] cell) {
        return Arrays.toString(cell);
    }

    private static String shapeKey(int[][] cells) {
        return Arrays.deepToString(sortCells(cells));
    }

    /** A cell's item name: its coordinates as base-36 digits. */
    private static String name(int[] cell) {
        StringBuilder sb = new StringBuilder();
        for (int v : cell) {
            sb.append(Character.forDigit(v, 36));
        }
        return sb.toString();
    }
}
