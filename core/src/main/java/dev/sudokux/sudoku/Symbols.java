package dev.sudokux.sudoku;

/**
 * How values are written as single characters in the one-line format: {@code 1}-{@code 9} for 1 to 9,
 * then {@code A}-{@code Z} for 10 to 35, then {@code a}-{@code z} for 36 to 61; {@code .} and
 * {@code 0} are blanks. Grids up to 35x35 also accept lower-case letters for 10 to 35 (so hexadoku
 * written {@code 1-9a-g} reads as well as {@code 1-9A-G}). Grids above 61x61 have no one-character
 * alphabet: write them as numbers (the grid format).
 */
public final class Symbols {

    /** The alphabet of the one-line format. */
    public static final Symbols LINE = new Symbols();

    private static final String ALPHABET = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

    /** The largest value with a one-character symbol. */
    public static final int MAX_VALUE = ALPHABET.length();

    private Symbols() {
    }

    /** The symbol of value {@code v} (1..61). */
    public char symbol(int v) {
        if (v < 1 || v > MAX_VALUE) {
            throw new IllegalArgumentException("value " + v + " has no one-character symbol (1.." + MAX_VALUE + ")");
        }
        return ALPHABET.charAt(v - 1);
    }

    /**
     * The value of symbol {@code c} in an N x N grid: 0 for a blank ({@code .} or {@code 0}), 1..N
     * for a value, -1 when {@code c} is not a symbol of this size.
     */
    public int value(char c, int n) {
        if (c == '.' || c == '0') {
            return 0;
        }
        int v;
        if (c >= '1' && c <= '9') {
            v = c - '0';
        } else if (c >= 'A' && c <= 'Z') {
            v = c - 'A' + 10;
        } else if (c >= 'a' && c <= 'z') {
            v = n <= 35 ? c - 'a' + 10 : c - 'a' + 36;
        } else {
            return -1;
        }
        return v <= n ? v : -1;
    }

    /** The symbols allowed in an N x N grid, for error messages: {@code 1-9}, {@code 1-9A-G}, ... */
    public String range(int n) {
        if (n <= 9) {
            return "1-" + n;
        }
        if (n <= 35) {
            return "1-9A-" + ALPHABET.charAt(n - 1);
        }
        return "1-9A-Za-" + ALPHABET.charAt(n - 1);
    }
}
