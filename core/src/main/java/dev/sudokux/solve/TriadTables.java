package dev.sudokux.solve;

/**
 * The lookup tables of {@link TriadSearch}. A configuration is one of the six pairings of three rows
 * with three columns of a 3x3 matrix: of a band's rows with its boxes (the minirows a value
 * occupies), or of a stack's bands with its columns (the minicolumns). A matrix word has bit
 * {@code r * 3 + k} for row r and column k (a {@link BandTables} shrunk word); a configuration word
 * has bit c for {@link #PERMUTATIONS}{@code [c]}.
 */
final class TriadTables {

    /** The six pairings: row r goes with column {@code PERMUTATIONS[c][r]}. */
    static final int[][] PERMUTATIONS = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

    /** Every configuration open. */
    static final int ALL_CONFIGURATIONS = 0x3F;

    /** For a matrix word: the configurations whose three entries are all in it. */
    static final int[] FITTING = new int[512];

    /** For a configuration word: the band cells of the minirows its configurations use. */
    static final int[] CELLS_OF = new int[64];

    /** For a configuration word: the entries some configuration of it uses (its possible minirows). */
    static final int[] MINIROWS_OF = new int[64];

    /** For a configuration word: the entries every configuration of it uses (0 for none open). */
    static final int[] FORCED_OF = new int[64];

    /** For a configuration word: {@link #MINIROWS_OF} in bits 0..8, {@link #FORCED_OF} in bits 9..17. */
    static final int[] SUMMARY = new int[64];

    /** For a matrix word: the configurations that use every entry of it. */
    static final int[] USING_ALL = new int[512];

    /** For a matrix word: the configurations that use no entry of it. */
    static final int[] USING_NONE = new int[512];

    private TriadTables() {
    }

    static {
        int[] used = new int[6];
        for (int c = 0; c < 6; c++) {
            for (int r = 0; r < 3; r++) {
                used[c] |= 1 << (r * 3 + PERMUTATIONS[c][r]);
            }
        }
        for (int m = 0; m < 512; m++) {
            for (int c = 0; c < 6; c++) {
                if ((m & used[c]) == used[c]) {
                    FITTING[m] |= 1 << c;
                }
                if ((m & used[c]) == m) {
                    USING_ALL[m] |= 1 << c;
                }
                if ((m & used[c]) == 0) {
                    USING_NONE[m] |= 1 << c;
                }
            }
        }
        for (int open = 0; open < 64; open++) {
            int some = 0;
            int every = open == 0 ? 0 : 0x1FF;
            for (int c = 0; c < 6; c++) {
                if ((open >> c & 1) != 0) {
                    some |= used[c];
                    every &= used[c];
                }
            }
            MINIROWS_OF[open] = some;
            FORCED_OF[open] = every;
            SUMMARY[open] = some | every << 9;
            int cells = 0;
            for (int e = 0; e < 9; e++) {
                if ((some >> e & 1) != 0) {
                    cells |= 7 << (e / 3 * 9 + e % 3 * 3);
                }
            }
            CELLS_OF[open] = cells;
        }
    }
}
