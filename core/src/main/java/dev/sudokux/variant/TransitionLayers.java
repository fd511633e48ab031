package dev.sudokux.variant;

import java.util.List;

/**
 * An automaton's listed transitions with their states numbered within each layer, from 0 in the
 * order first met (both steps around a layer meet its states in one order): at step i, transition k
 * reads {@code digit[i][k]} from state {@code from[i][k]} of layer i to {@code to[i][k]} of layer
 * i+1; {@code states[i]} is the size of layer i. What the exact cover options of a chain
 * ({@link Plan.Chain}) and the propagator's {@link AutomatonRule} are both built from.
 */
record TransitionLayers(int[][] digit, int[][] from, int[][] to, int[] states) {

    /** The layers of {@code steps} ({from state, digit, to state} a transition, step by step). */
    static TransitionLayers of(List<long[]>[] steps) {
        int m = steps.length;
        int[][] digit = new int[m][];
        int[][] from = new int[m][];
        int[][] to = new int[m][];
        StateNumbers[] layer = new StateNumbers[m + 1];
        for (int i = 0; i <= m; i++) {
            layer[i] = new StateNumbers();
        }
        for (int i = 0; i < m; i++) {
            int count = steps[i].size();
            digit[i] = new int[count];
            from[i] = new int[count];
            to[i] = new int[count];
            for (int k = 0; k < count; k++) {
                long[] t = steps[i].get(k);
                from[i][k] = layer[i].numberOf(t[0]) - 1;
                digit[i][k] = (int) t[1];
                to[i][k] = layer[i + 1].numberOf(t[2]) - 1;
            }
        }
        int[] states = new int[m + 1];
        for (int i = 0; i <= m; i++) {
            states[i] = layer[i].size();
        }
        return new TransitionLayers(digit, from, to, states);
    }
}
