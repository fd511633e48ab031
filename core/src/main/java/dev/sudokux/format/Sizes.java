package dev.sudokux.format;

import dev.sudokux.sudoku.Shape;

/**
 * Which sizes a format infers from a length, and the nearest good size to a bad length. An inferred
 * size N is at least 4 and not prime (a prime N has no boxes but 1xN); 1x1, 2x2 and 3x3 are read
 * only when their shape is given. The boxes are those of {@link Shape#forSize(int)}.
 */
final class Sizes {
    private Sizes() {
    }

    /** Whether N x N is a size a format infers: 4..max and not prime. */
    static boolean inferable(int n, int max) {
        return n >= 4 && n <= max && !isPrime(n);
    }

    /** Whether {@code n} is prime. */
    static boolean isPrime(int n) {
        if (n < 2) {
            return false;
        }
        for (int d = 2; d * d <= n; d++) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }

    /** The inferable size up to {@code max} nearest to {@code n} (the larger of two equally near). */
    static int nearestSide(int n, int max) {
        int best = 4;
        for (int side = 4; side <= max; side++) {
            if (inferable(side, max) && Math.abs(side - n) <= Math.abs(best - n)) {
                best = side;
            }
        }
        return best;
    }

    /**
     * The inferable size up to {@code max} whose N*N is nearest to {@code cells} (the larger of two
     * equally near).
     */
    static int nearestArea(int cells, int max) {
        int best = 4;
        for (int side = 4; side <= max; side++) {
            if (inferable(side, max) && Math.abs((long) side * side - cells) <= Math.abs((long) best * best - cells)) {
                best = side;
            }
        }
        return best;
    }

    /** The integer square root of {@code x}, rounded down. */
    static int sqrt(int x) {
        int r = (int) Math.sqrt(x);
        while ((long) r * r > x) {
            r--;
        }
        while ((long) (r + 1) * (r + 1) <= x) {
            r++;
        }
        return r;
    }
}
