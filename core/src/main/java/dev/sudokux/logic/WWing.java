package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * W-Wing: two cells with the same two candidates {@code x} and {@code y} that do not see each other,
 * and a strong link on {@code x} (a unit where {@code x} has only two places) with one end seeing each
 * cell: {@code (y)c1 = (x)c1 - (x)p = (x)q - (x)c2 = (y)c2}. One of the two cells is {@code y}, so
 * every cell seeing both loses {@code y}. Difficulty 6.2 (neither Sudoku Explainer nor Sukaku
 * Explainer has it; 6.2 ranks the puzzles of the Sudoku Exchange bank whose hardest step it is as
 * their ratings do). Search order: first cell, second cell, linking value, unit.
 */
final class WWing implements Technique {

    @Override
    public String name() {
        return "W-Wing";
    }

    @Override
    public double difficulty() {
        return 6.2;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        int cells = shape.cellCount();
        for (int c1 = 0; c1 < cells; c1++) {
            long pair = grid.candidates(c1);
            if (Long.bitCount(pair) != 2) {
                continue;
            }
            for (int c2 = c1 + 1; c2 < cells; c2++) {
                if (grid.candidates(c2) != pair || Chains.sees(shape, c1, c2)) {
                    continue;
                }
                for (long xs = pair; xs != 0; xs &= xs - 1) {
                    int x = Long.numberOfTrailingZeros(xs) + 1;
                    int y = Long.numberOfTrailingZeros(pair & ~(1L << (x - 1))) + 1;
                    List<Elimination> eliminations = new ArrayList<>();
                    for (int cell : shape.peers(c1)) {
                        if (grid.hasCandidate(cell, y) && Chains.sees(shape, cell, c2)) {
                            eliminations.add(new Elimination(cell, y));
                        }
                    }
                    if (eliminations.isEmpty()) {
                        continue;
                    }
                    for (int unit = 0; unit < shape.unitCount(); unit++) {
                        long places = grid.places(unit, x);
                        if (Long.bitCount(places) != 2) {
                            continue;
                        }
                        int[] uc = shape.unitCells(unit);
                        int a = uc[Long.numberOfTrailingZeros(places)];
                        int b = uc[63 - Long.numberOfLeadingZeros(places)];
                        for (int o = 0; o < 2; o++) {
                            int p = o == 0 ? a : b;
                            int q = o == 0 ? b : a;
                            if (p != c1 && q != c2 && p != c2 && q != c1
                                    && Chains.sees(shape, p, c1) && Chains.sees(shape, q, c2)) {
                                return Optional.of(step(shape, c1, c2, x, y, p, q, unit, eliminations));
                            }
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    private Step step(Shape shape, int c1, int c2, int x, int y, int p, int q, int unit, List<Elimination> eliminations) {
        int[] nodes = {Chains.candidate(shape, c1, y), Chains.candidate(shape, c1, x), Chains.candidate(shape, p, x),
                Chains.candidate(shape, q, x), Chains.candidate(shape, c2, x), Chains.candidate(shape, c2, y)};
        ChainSearch.Chain chain = new ChainSearch.Chain(nodes, new int[] {-1, -1, -1, unit, -1, -1}, eliminations, null);
        String text = "W-Wing: " + shape.cellName(c1) + " and " + shape.cellName(c2) + " both hold only " + x + " and " + y
                + ", and in " + shape.unitName(unit) + " " + x + " is in " + shape.cellName(p) + " or " + shape.cellName(q)
                + " (" + chain.text(shape) + "), so one of the two cells is " + y + " and every cell seeing both loses it: "
                + Chains.eliminationText(shape, eliminations) + ".";
        return new Step(this, difficulty(), List.of(), eliminations, chain.cells(shape), List.of(unit),
                shape.cellName(c1), text);
    }
}
