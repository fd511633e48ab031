package dev.sudokux.solve;

/**
 * The lookup tables of {@link BandSearch}, computed once from their definitions. A band is three
 * rows of the 9x9 grid (rows 0-2, 3-5, 6-8); a band word has one bit per cell of the band,
 * {@code bit = rowInBand * 9 + column}, so each row is a 9-bit group and each box of the band is
 * three 3-bit groups (its minirows). A "shrunk" word has one bit per minirow,
 * {@code bit = rowInBand * 3 + boxInBand}.
 */
final class BandTables {

    /** Every cell of a band: 27 bits. */
    static final int ALL = (1 << 27) - 1;

    /** A column in the three rows of a band: bits {@code c, c+9, c+18} shifted by the column. */
    static final int COLUMN = 1 | 1 << 9 | 1 << 18;

    /**
     * For a 9-bit row: which of its three minirows hold a bit (3 bits). Also maps a 9-bit shrunk
     * word to the rows (3 bits) that hold a minirow.
     */
    static final int[] SHRINK = new int[512];

    /**
     * For a shrunk word (which minirows of a band still hold the value): the cells of the minirows
     * that can still hold it. The value is once in each of the three rows and once in each of the
     * three boxes of the band, so the minirows it occupies pair the rows with the boxes one to one:
     * a minirow that is in no such pairing is out (this is locked candidates, pointing and claiming,
     * inside the band). 0 when there is no pairing at all: the value has no place in the band.
     */
    static final int[] LOCKED = new int[512];

    /**
     * {@link #LOCKED} on shrunk words: for a 3x3 occupancy matrix (bit {@code r * 3 + k}), the
     * entries that lie on some one-to-one pairing of its rows with its columns; 0 when none.
     * Applied to a stack (rows: the three bands, columns: the stack's three columns) it is locked
     * candidates along the columns.
     */
    static final int[] PAIRED = new int[512];

    /** For a 9-bit row: the row itself when it holds exactly one bit, else 0. */
    static final int[] ROW_SINGLE = new int[512];

    /**
     * For the columns (9 bits) where a value can still go in one band: the cells of the other two
     * bands that can keep it. When a box of the band has the value in one column only, that column
     * holds the value in this band, so the other bands lose the column.
     */
    static final int[] OTHER_BANDS_KEEP = new int[512];

    /**
     * For a cell of a band (0..26): the cells of the same band that can keep the value placed there,
     * i.e. every cell but the cell's other row, box and column cells in the band.
     */
    static final int[] PLACE_KEEP = new int[27];

    /** The cell's column in the other two bands, cleared: {@code ALL & ~(COLUMN << column)}. */
    static final int[] COLUMN_CLEAR = new int[27];

    private BandTables() {
    }

    static {
        for (int row = 0; row < 512; row++) {
            int s = 0;
            for (int k = 0; k < 3; k++) {
                if ((row >> (3 * k) & 7) != 0) {
                    s |= 1 << k;
                }
            }
            SHRINK[row] = s;
            ROW_SINGLE[row] = Integer.bitCount(row) == 1 ? row : 0;
        }
        int[][] permutations = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int shrunk = 0; shrunk < 512; shrunk++) {
            int keep = 0;
            int paired = 0;
            for (int[] p : permutations) {
                int used = 0;
                for (int r = 0; r < 3; r++) {
                    used |= 1 << (r * 3 + p[r]);
                }
                if ((shrunk & used) == used) {
                    paired |= used;
                    for (int r = 0; r < 3; r++) {
                        keep |= 7 << (r * 9 + p[r] * 3);
                    }
                }
            }
            LOCKED[shrunk] = keep;
            PAIRED[shrunk] = paired;
        }
        for (int columns = 0; columns < 512; columns++) {
            int keep = ALL;
            for (int k = 0; k < 3; k++) {
                int group = columns >> (3 * k) & 7;
                if (Integer.bitCount(group) == 1) {
                    keep &= ~(COLUMN << (3 * k + Integer.numberOfTrailingZeros(group)));
                }
            }
            OTHER_BANDS_KEEP[columns] = keep;
        }
        for (int p = 0; p < 27; p++) {
            int row = p / 9;
            int column = p % 9;
            int keep = ALL;
            for (int q = 0; q < 27; q++) {
                int r = q / 9;
                int c = q % 9;
                if (q != p && (r == row || c == column || c / 3 == column / 3)) {
                    keep &= ~(1 << q);
                }
            }
            PLACE_KEEP[p] = keep;
            COLUMN_CLEAR[p] = ALL & ~(COLUMN << column);
        }
    }
}
