package dev.sudokux.exactcover.examples;

import dev.sudokux.exactcover.ExactCoverProblem;
import java.util.ArrayList;
import java.util.List;

/**
 * MacMahon's problem of putting his 24 four-coloured triangles into a hexagon (or another of the
 * double-size hexiamonds), matching colours where triangles meet and colour {@code a} all around the
 * boundary: the problem as Knuth's {@code macmahon-triangles-dlx} writes it, item for item and option
 * for option, so that his programs and this engine read the same file.
 *
 * <p>Coordinates: upright triangles {@code (x,y)}, upside-down ones {@code (x,y)'}. Primary items:
 * {@code *} (the boundary), every triangle cell {@code xy} or {@code xy'}, every piece {@code abc} (its
 * edge colours clockwise from the bottom); secondary items, every edge, {@code -xy}, {@code /xy} and
 * {@code \xy} (horizontal, leaning forward or back), whose colour options must agree on. Options: each
 * piece in each of its rotations on each cell, then the boundary option, colour {@code a} on every
 * edge of the boundary.
 */
public final class MacMahon {

    /** The hexagon, as Knuth's command line names its six double triangles. */
    public static final String[] HEXAGON = {"00+", "10", "10+", "01", "01+", "11"};

    private MacMahon() {
    }

    /** The problem of the hexagon. */
    public static ExactCoverProblem hexagon() {
        return problem(HEXAGON);
    }

    /**
     * The problem of the shape made of six double-size triangles, each {@code xy} (upright) or
     * {@code xy+} (upside down), coordinates 0..2.
     */
    public static ExactCoverProblem problem(String... shape) {
        char[][] piece = new char[24][3];
        int i = 0;
        for (char j = 'a'; j <= 'd'; j++) {
            piece[i][0] = piece[i][1] = piece[i][2] = j;
            i++;
            for (char k = 'a'; k <= 'd'; k++) {
                if (j != k) {
                    piece[i][0] = piece[i][1] = j;
                    piece[i][2] = k;
                    i++;
                }
            }
            for (char k = (char) (j + 1); k <= 'd'; k++) {
                for (char l = (char) (k + 1); l <= 'd'; l++) {
                    piece[i][0] = j;
                    piece[i][1] = k;
                    piece[i][2] = l;
                    i++;
                    piece[i][0] = j;
                    piece[i][1] = l;
                    piece[i][2] = k;
                    i++;
                }
            }
        }
        if (shape.length != 6) {
            throw new IllegalArgumentException("a double hexiamond is six double triangles, not " + shape.length);
        }
        boolean[][] occ = new boolean[6][6];
        boolean[][] occp = new boolean[6][6];
        for (String t : shape) {
            if (t.length() < 2 || t.length() > 3 || (t.length() == 3 && t.charAt(2) != '+')) {
                throw new IllegalArgumentException("triangle '" + t + "' should have the form xy or xy+");
            }
            int x = 2 * (t.charAt(0) - '0');
            int y = 2 * (t.charAt(1) - '0');
            int z = t.length() == 3 ? 1 : 0;
            if (x < 0 || x > 4 || y < 0 || y > 4) {
                throw new IllegalArgumentException("triangle '" + t + "' should have coordinates 0..2");
            }
            if (occ[x + z][y + z]) {
                throw new IllegalArgumentException("triangle '" + t + "' is given twice");
            }
            occ[x + z][y + z] = occp[x + z][y + z] = true;
            if (z == 1) {
                occp[x][y + 1] = occp[x + 1][y] = true;
            } else {
                occ[x][y + 1] = occ[x + 1][y] = true;
            }
        }
        int[][] edgeh = new int[7][7];
        int[][] edgel = new int[7][7];
        int[][] edger = new int[7][7];
        for (int x = 0; x < 6; x++) {
            for (int y = 0; y < 6; y++) {
                int o = occ[x][y] ? 1 : 0;
                int p = occp[x][y] ? 1 : 0;
                edgeh[x][y] += o;
                edgel[x][y] += o;
                edger[x][y] += o;
                edgeh[x][y + 1] += p;
                edgel[x][y] += p;
                edger[x + 1][y] += p;
            }
        }
        List<String> primary = new ArrayList<>();
        primary.add("*");
        for (int j = 0; j < 6; j++) {
            for (int k = 0; k < 6; k++) {
                if (occ[j][k]) {
                    primary.add("" + j + k);
                }
                if (occp[j][k]) {
                    primary.add("" + j + k + "'");
                }
            }
        }
        for (char[] p : piece) {
            primary.add(new String(p));
        }
        List<String> secondary = new ArrayList<>();
        for (int j = 0; j < 7; j++) {
            for (int k = 0; k < 7; k++) {
                if (edgeh[j][k] > 0) {
                    secondary.add("-" + j + k);
                }
                if (edger[j][k] > 0) {
                    secondary.add("/" + j + k);
                }
                if (edgel[j][k] > 0) {
                    secondary.add("\\" + j + k);
                }
            }
        }
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(primary, secondary);
        for (int j = 0; j < 6; j++) {
            for (int k = 0; k < 6; k++) {
                if (occ[j][k]) {
                    for (char[] p : piece) {
                        up(b, j, k, p, 0, 1, 2);
                        if (p[1] != p[2]) {
                            up(b, j, k, p, 1, 2, 0);
                            up(b, j, k, p, 2, 0, 1);
                        }
                    }
                }
                if (occp[j][k]) {
                    for (char[] p : piece) {
                        down(b, j, k, p, 0, 1, 2);
                        if (p[1] != p[2]) {
                            down(b, j, k, p, 1, 2, 0);
                            down(b, j, k, p, 2, 0, 1);
                        }
                    }
                }
            }
        }
        List<String> boundary = new ArrayList<>();
        boundary.add("*");
        for (int j = 0; j < 7; j++) {
            for (int k = 0; k < 7; k++) {
                if (edgeh[j][k] == 1) {
                    boundary.add("-" + j + k + ":a");
                }
                if (edgel[j][k] == 1) {
                    boundary.add("\\" + j + k + ":a");
                }
                if (edger[j][k] == 1) {
                    boundary.add("/" + j + k + ":a");
                }
            }
        }
        b.addOption(boundary.toArray(new String[0]));
        return b.build();
    }

    private static void up(ExactCoverProblem.Builder b, int j, int k, char[] p, int h, int r, int l) {
        b.addOption("" + j + k, new String(p), "-" + j + k + ":" + p[h], "/" + j + k + ":" + p[r],
                "\\" + j + k + ":" + p[l]);
    }

    private static void down(ExactCoverProblem.Builder b, int j, int k, char[] p, int h, int r, int l) {
        b.addOption("" + j + k + "'", new String(p), "-" + j + (k + 1) + ":" + p[h], "/" + (j + 1) + k + ":" + p[r],
                "\\" + j + k + ":" + p[l]);
    }
}
