package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Shape;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The propagator's line rules ({@link XSumRule}, {@link SandwichRule}, {@link SkyscraperRule})
 * against brute force on one line: for random digit sets on the cells of a row, every digit of every
 * filling of distinct digits that keeps the clue is kept (a rule may keep more, being a relaxation),
 * a rule that finds no filling is right that there is none, and on filled cells a rule says what the
 * clue says. Seeded, so a failure repeats.
 */
class LineRulesTest {

    private static final int ROUNDS = 600;

    @Test
    void xSumsKeepEveryFilling() {
        check("x-sum", (line, sum, board) -> new Constraint.XSum(line, sum), r -> XSumRule.of(r.xSum(), r.board()));
    }

    @Test
    void sandwichesKeepEveryFilling() {
        check("sandwich", (line, sum, board) -> new Constraint.Sandwich(line, sum),
                r -> SandwichRule.of(r.sandwich(), r.board()));
    }

    @Test
    void skyscrapersKeepEveryFilling() {
        check("skyscraper", (line, sum, board) -> new Constraint.Skyscraper(line, 1 + sum % line.length),
                r -> SkyscraperRule.of(r.skyscraper(), r.board()));
    }

    private interface Clue {
        Constraint make(int[] line, int number, Board board);
    }

    private interface RuleOf {
        LineRule make(Round round);
    }

    /** One round's board and clue. */
    private record Round(Board board, Constraint clue) {
        Constraint.XSum xSum() {
            return (Constraint.XSum) clue;
        }

        Constraint.Sandwich sandwich() {
            return (Constraint.Sandwich) clue;
        }

        Constraint.Skyscraper skyscraper() {
            return (Constraint.Skyscraper) clue;
        }
    }

    private void check(String name, Clue clueOf, RuleOf ruleOf) {
        RandomVariants rv = new RandomVariants(name.hashCode());
        Random random = rv.random();
        int compared = 0;
        int none = 0;
        int narrowed = 0;
        int filledRight = 0;
        for (int round = 0; round < ROUNDS; round++) {
            Shape shape = round % 3 == 0 ? Shape.of(3, 3) : round % 3 == 1 ? Shape.of(2, 3) : Shape.of(2, 2);
            Board board = Board.classic(shape);
            int n = board.digits();
            int row = random.nextInt(n);
            int[] line = new int[n];
            boolean reversed = random.nextBoolean();
            for (int i = 0; i < n; i++) {
                line[i] = row * n + (reversed ? n - 1 - i : i);
            }
            Constraint clue = clueOf.make(line, random.nextInt(n * (n + 1) / 2 + 2), board);
            LineRule rule = ruleOf.make(new Round(board, clue));
            assertThat(rule).as("%s on a row", clue).isNotNull();
            long[] mask = new long[board.size()];
            boolean filled = random.nextInt(4) == 0;
            int[] filling = filled ? rv.shuffledDigits(n) : null;
            for (int i = 0; i < n; i++) {
                mask[line[i]] = filled ? 1L << (filling[i] - 1) : randomDigits(n, random);
            }
            long[] expected = new long[board.size()];
            boolean any = fillings(clue, board, line, mask, new int[board.size()], 0, 0L, expected);
            long[] got = mask.clone();
            boolean fits = rule.propagate(mask.clone(), (cell, digits) -> {
                got[cell] = digits;
                return digits != 0;
            }, new long[rule.scratchLength()]);
            if (!any) {
                none++;
            }
            if (filled) {
                assertThat(fits).as("round %d: %s on a filled row", round, clue).isEqualTo(any);
                filledRight++;
            }
            if (fits) {
                for (int i = 0; i < n; i++) {
                    int cell = line[i];
                    assertThat(got[cell] & ~mask[cell]).as("round %d: a digit added", round).isZero();
                    assertThat(expected[cell] & ~got[cell]).as("round %d: %s, cell %d lost a digit of a filling",
                            round, clue, i).isZero();
                    narrowed += got[cell] != mask[cell] ? 1 : 0;
                }
            } else {
                assertThat(any).as("round %d: %s says no filling, masks %s", round, clue, java.util.Arrays.toString(
                        java.util.Arrays.stream(line).mapToLong(c -> mask[c]).toArray())).isFalse();
            }
            compared++;
        }
        assertThat(compared).isEqualTo(ROUNDS);
        assertThat(none).as("rounds without a filling").isGreaterThan(20);
        assertThat(narrowed).as("digits the rule took out").isGreaterThan(100);
        assertThat(filledRight).as("filled rows").isGreaterThan(50);
    }

    /** Adds to {@code kept} the digits of every filling of distinct digits that keeps {@code clue}; whether there is one. */
    private static boolean fillings(Constraint clue, Board board, int[] line, long[] mask, int[] values, int i,
                                    long used, long[] kept) {
        if (i == line.length) {
            if (!clue.holds(new VariantPuzzle(board, List.of(), new int[board.size()]), values)) {
                return false;
            }
            for (int cell : line) {
                kept[cell] |= 1L << (values[cell] - 1);
            }
            return true;
        }
        boolean any = false;
        for (long bits = mask[line[i]] & ~used; bits != 0; bits &= bits - 1) {
            int d = Long.numberOfTrailingZeros(bits) + 1;
            values[line[i]] = d;
            any |= fillings(clue, board, line, mask, values, i + 1, used | 1L << (d - 1), kept);
        }
        values[line[i]] = 0;
        return any;
    }

    private static long randomDigits(int n, Random random) {
        long digits = 0;
        while (digits == 0) {
            for (int d = 0; d < n; d++) {
                if (random.nextInt(3) != 0) {
                    digits |= 1L << d;
                }
            }
        }
        return digits;
    }
}
