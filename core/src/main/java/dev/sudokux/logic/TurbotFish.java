package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Turbot fish, the single-value patterns of two strong links: a value with only two places a1, a2 in
 * one unit and only two places b1, b2 in another, where a1 sees b1. a1 and b1 are not both the
 * value, so a2 or b2 is: the value goes from every cell that sees both a2 and b2. Three kinds, as
 * Sukaku Explainer (and HoDoKu) name and rate them:
 * <ul>
 *   <li>{@link Kind#SKYSCRAPER}: two parallel rows (or columns), a1 and b1 in one column (row): 4.0;</li>
 *   <li>{@link Kind#TWO_STRING_KITE}: a row and a column, a1 and b1 in one box: 4.1;</li>
 *   <li>{@link Kind#TURBOT_FISH}: every other pair of strong links (at least one in a box, or two
 *       parallel lines joined in a box): 4.2.</li>
 * </ul>
 * These are the shortest X-chains; Sudoku Explainer 1.2.1 has no such rule (its chains start at
 * 6.5), Sukaku Explainer, which rated the Sudoku Exchange puzzles, has. Works for every shape.
 *
 * <p>Values in increasing order, then pairs of strong links in unit order.
 */
final class TurbotFish implements Technique {

    /** Which pairs of strong links this technique looks at. */
    public enum Kind {
        /** Two parallel lines joined by a crossing line. */
        SKYSCRAPER("Skyscraper", 4.0),
        /** A row and a column joined in a box. */
        TWO_STRING_KITE("2-String Kite", 4.1),
        /** Any other pair of strong links: one in a box, or lines joined in a box. */
        TURBOT_FISH("Turbot Fish", 4.2);

        private final String label;
        private final double difficulty;

        Kind(String label, double difficulty) {
            this.label = label;
            this.difficulty = difficulty;
        }
    }

    private final Kind kind;

    /** The technique for pairs of strong links of {@code kind}. */
    public TurbotFish(Kind kind) {
        this.kind = kind;
    }

    @Override
    public String name() {
        return kind.label;
    }

    @Override
    public double difficulty() {
        return kind.difficulty;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        int n = shape.size();
        int units = shape.unitCount();
        int[] linkUnit = new int[units];
        int[] linkA = new int[units];
        int[] linkB = new int[units];
        for (int value = 1; value <= n; value++) {
            int links = 0;
            for (int unit = 0; unit < units; unit++) {
                long places = grid.places(unit, value);
                if (Long.bitCount(places) == 2) {
                    int[] cells = shape.unitCells(unit);
                    linkUnit[links] = unit;
                    linkA[links] = cells[Long.numberOfTrailingZeros(places)];
                    linkB[links] = cells[63 - Long.numberOfLeadingZeros(places)];
                    links++;
                }
            }
            for (int i = 0; i < links; i++) {
                for (int j = i + 1; j < links; j++) {
                    if (!kindMatches(shape, linkUnit[i], linkUnit[j])) {
                        continue;
                    }
                    // Each end of the first link may be the one that sees an end of the second.
                    for (int e = 0; e < 4; e++) {
                        int a1 = (e & 1) == 0 ? linkA[i] : linkB[i];
                        int a2 = (e & 1) == 0 ? linkB[i] : linkA[i];
                        int b1 = (e & 2) == 0 ? linkA[j] : linkB[j];
                        int b2 = (e & 2) == 0 ? linkB[j] : linkA[j];
                        if (a1 == b1 || a1 == b2 || a2 == b1 || a2 == b2 || !joined(shape, a1, b1)) {
                            continue;
                        }
                        if (anyTarget(grid, value, a1, a2, b1, b2)) {
                            return Optional.of(step(grid, value, linkUnit[i], linkUnit[j], a1, a2, b1, b2));
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static int kindOf(Shape shape, int unit) {
        return unit < shape.size() ? 0 : unit < 2 * shape.size() ? 1 : 2; // row, column, box
    }

    private boolean kindMatches(Shape shape, int unit1, int unit2) {
        int k1 = kindOf(shape, unit1);
        int k2 = kindOf(shape, unit2);
        return switch (kind) {
            case SKYSCRAPER -> k1 == k2 && k1 != 2;
            case TWO_STRING_KITE -> k1 != k2 && k1 != 2 && k2 != 2;
            case TURBOT_FISH -> true;
        };
    }

    /** Whether a1 and b1 join the two links in the way this kind requires. */
    private boolean joined(Shape shape, int a1, int b1) {
        boolean sameRow = shape.row(a1) == shape.row(b1);
        boolean sameColumn = shape.column(a1) == shape.column(b1);
        boolean sameBox = shape.box(a1) == shape.box(b1);
        return switch (kind) {
            case SKYSCRAPER -> sameRow || sameColumn; // the crossing line (parallel links cannot share theirs)
            case TWO_STRING_KITE -> sameBox;
            case TURBOT_FISH -> sameRow || sameColumn || sameBox;
        };
    }

    private static boolean isTarget(CandidateGrid grid, int cell, int value, int a1, int a2, int b1, int b2) {
        Shape shape = grid.shape();
        return cell != a1 && cell != b1 && cell != b2 && grid.hasCandidate(cell, value)
                && Peers.sees(shape, cell, b2);
    }

    private static boolean anyTarget(CandidateGrid grid, int value, int a1, int a2, int b1, int b2) {
        for (int cell : grid.shape().peers(a2)) {
            if (isTarget(grid, cell, value, a1, a2, b1, b2)) {
                return true;
            }
        }
        return false;
    }

    private Step step(CandidateGrid grid, int value, int unit1, int unit2, int a1, int a2, int b1, int b2) {
        Shape shape = grid.shape();
        List<Integer> targets = new ArrayList<>();
        for (int cell : shape.peers(a2)) {
            if (isTarget(grid, cell, value, a1, a2, b1, b2)) {
                targets.add(cell);
            }
        }
        String u1 = shape.unitName(unit1);
        String u2 = shape.unitName(unit2);
        String c1 = shape.cellName(a1);
        String c2 = shape.cellName(a2);
        String d1 = shape.cellName(b1);
        String d2 = shape.cellName(b2);
        return new Step(this, List.of(), Bits.eliminations(targets, value), List.of(a2, a1, b1, b2), List.of(unit1, unit2),
                u1, "In " + u1 + ", " + value + " can only go in " + c1 + " or " + c2 + "; in " + u2 + ", only in " + d1
                        + " or " + d2 + ". " + c1 + " and " + d1 + " see each other, so they are not both " + value
                        + ": " + c2 + " or " + d2 + " is " + value + ", and " + value + " can be removed from "
                        + Texts.cells(shape, targets) + (targets.size() == 1 ? ", which sees both." : ", which see both."));
    }
}
