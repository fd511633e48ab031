package dev.sudokux.variant;

import dev.sudokux.solve.Budget;

/**
 * One way the variant explainer finds a step: stateless, it looks at a {@link LogicState} without
 * changing it and returns the first step it finds, or null. Sound: never removes a digit that some
 * solution has there (no uniqueness arguments).
 */
interface VariantTechnique {

    /** As people name it: "Hidden Single", "Cage Combinations", "X-Wing". */
    String name();

    /** The least a step of it rates, on Sudoku Explainer's scale; techniques are tried in this order. */
    double difficulty();

    /** The most a step of it rates. */
    default double maxDifficulty() {
        return difficulty();
    }

    /** The first step found in {@code state}, or null; counts its work on {@code meter}. */
    VariantExplainer.Step find(LogicState state, Budget.Meter meter);
}
