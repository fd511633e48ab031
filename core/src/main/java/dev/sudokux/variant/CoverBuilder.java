package dev.sudokux.variant;

import dev.sudokux.exactcover.ExactCoverProblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Items and options as the compiler makes them, before they become an {@link ExactCoverProblem}:
 * named items (primary or secondary), options of (item, colour) pairs, each option tagged with what
 * it means (a digit in a cell, or -1 for an option of a constraint's own item). {@link #build(int[])}
 * takes some options as chosen (the givens) and builds the problem that is left, as Knuth's search
 * would after choosing them: their items are gone, the options that clash with them are gone, and an
 * option that gives a secondary item the colour it was chosen with keeps only its other items.
 */
final class CoverBuilder {

    private final List<String> itemNames = new ArrayList<>();
    private final List<Boolean> itemPrimary = new ArrayList<>();
    private final Map<String, Integer> colourIds = new HashMap<>();
    private final List<String> colourNames = new ArrayList<>();
    private int[][] optionItems = new int[64][];
    private int[][] optionColours = new int[64][];
    private int[] optionCell = new int[64];
    private int[] optionDigit = new int[64];
    private int optionCount;

    /** Adds a primary item; returns its number. */
    int primary(String name) {
        itemNames.add(name);
        itemPrimary.add(true);
        return itemNames.size() - 1;
    }

    /** Adds a secondary item; returns its number. */
    int secondary(String name) {
        itemNames.add(name);
        itemPrimary.add(false);
        return itemNames.size() - 1;
    }

    /** The number standing for the colour called {@code name} (from 1). */
    int colour(String name) {
        return colourIds.computeIfAbsent(name, n -> {
            colourNames.add(n);
            return colourNames.size();
        });
    }

    /** The number of items so far. */
    int itemCount() {
        return itemNames.size();
    }

    /**
     * Adds an option covering {@code items} with {@code colours} (null, or 0 for an uncoloured item),
     * meaning digit {@code digit} in {@code cell} (or -1, -1 for a constraint's own option).
     */
    int option(int[] items, int[] colours, int cell, int digit) {
        if (optionCount == optionItems.length) {
            int size = optionCount * 2;
            optionItems = Arrays.copyOf(optionItems, size);
            optionColours = Arrays.copyOf(optionColours, size);
            optionCell = Arrays.copyOf(optionCell, size);
            optionDigit = Arrays.copyOf(optionDigit, size);
        }
        optionItems[optionCount] = items;
        optionColours[optionCount] = colours;
        optionCell[optionCount] = cell;
        optionDigit[optionCount] = digit;
        return optionCount++;
    }

    /** The number of options so far. */
    int optionCount() {
        return optionCount;
    }

    /**
     * The problem left once the options {@code chosen} are taken (see the class comment), with the
     * meaning of each option that is left; null when two chosen options clash.
     */
    Built build(int[] chosen) {
        int items = itemNames.size();
        int[] coveredColour = new int[items]; // 0: not covered, -1: covered without colour, c > 0: colour c
        boolean[] isChosen = new boolean[optionCount];
        for (int k : chosen) {
            isChosen[k] = true;
            int[] its = optionItems[k];
            int[] cols = optionColours[k];
            for (int i = 0; i < its.length; i++) {
                int colour = cols == null ? 0 : cols[i];
                int was = coveredColour[its[i]];
                if (was != 0 && (colour == 0 || was != colour)) {
                    return null;
                }
                coveredColour[its[i]] = colour == 0 ? -1 : colour;
            }
        }
        // Items left, renumbered: primary ones first, in order, then secondary ones.
        int[] newNumber = new int[items];
        List<String> primaryNames = new ArrayList<>();
        List<String> secondaryNames = new ArrayList<>();
        for (int i = 0; i < items; i++) {
            if (coveredColour[i] == 0) {
                (itemPrimary.get(i) ? primaryNames : secondaryNames).add(itemNames.get(i));
            }
        }
        int p = 0;
        int s = primaryNames.size();
        for (int i = 0; i < items; i++) {
            newNumber[i] = coveredColour[i] != 0 ? -1 : itemPrimary.get(i) ? p++ : s++;
        }
        boolean anyPrimary = !primaryNames.isEmpty();
        List<String> primaries = anyPrimary ? primaryNames : List.of("done");
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(primaries, secondaryNames);
        int[] colourOf = new int[colourNames.size() + 1];
        for (int c = 1; c <= colourNames.size(); c++) {
            colourOf[c] = b.color(colourNames.get(c - 1));
        }
        int[] cellOf = new int[optionCount];
        int[] digitOf = new int[optionCount];
        int[] renumbered = new int[optionCount];
        Arrays.fill(renumbered, -1);
        int kept = 0;
        int[] bufItems = new int[16];
        int[] bufColours = new int[16];
        next:
        for (int k = 0; k < optionCount; k++) {
            if (isChosen[k]) {
                continue;
            }
            int[] its = optionItems[k];
            int[] cols = optionColours[k];
            if (its.length > bufItems.length) {
                bufItems = new int[its.length * 2];
                bufColours = new int[its.length * 2];
            }
            int n = 0;
            boolean hasPrimary = false;
            for (int i = 0; i < its.length; i++) {
                int colour = cols == null ? 0 : cols[i];
                int was = coveredColour[its[i]];
                if (was != 0) {
                    if (colour == 0 || was != colour) {
                        continue next; // clashes with a chosen option
                    }
                    continue; // the item already has this colour
                }
                bufItems[n] = newNumber[its[i]];
                bufColours[n] = colour == 0 ? 0 : colourOf[colour];
                hasPrimary |= itemPrimary.get(its[i]);
                n++;
            }
            if (!hasPrimary) {
                continue; // nothing left to cover for it (cannot happen for the options the compiler makes)
            }
            b.addOption(Arrays.copyOf(bufItems, n), Arrays.copyOf(bufColours, n));
            renumbered[k] = kept;
            cellOf[kept] = optionCell[k];
            digitOf[kept] = optionDigit[k];
            kept++;
        }
        return new Built(b.build(), Arrays.copyOf(cellOf, kept), Arrays.copyOf(digitOf, kept), anyPrimary, renumbered,
                newNumber);
    }

    /**
     * What {@link #build} made.
     *
     * @param problem   the exact cover problem left
     * @param cell      for each option, its cell, or -1
     * @param digit     for each option, its digit, or -1
     * @param hasItems  false when the chosen options covered every primary item (the problem then has
     *                  a single item {@code done} that no option covers)
     * @param renumbered for each option added, its number in the problem, or -1 when it is gone
     * @param items      for each item added, its number in the problem, or -1 when it is covered
     */
    record Built(ExactCoverProblem problem, int[] cell, int[] digit, boolean hasItems, int[] renumbered,
                 int[] items) {
    }
}
