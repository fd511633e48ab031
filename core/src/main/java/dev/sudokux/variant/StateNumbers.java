package dev.sudokux.variant;

/**
 * Numbers the states of one layer of an automaton from 1, in the order they are first met: a map
 * from {@code long} to {@code int} (and a set of {@code long}) on primitive arrays (open
 * addressing), for the compiler's thousands of transitions per line.
 */
final class StateNumbers {

    private long[] keys;
    private int[] numbers; // 0: empty slot
    private int size;

    StateNumbers() {
        this(8);
    }

    /** Room for about {@code expected} states before the table grows. */
    StateNumbers(int expected) {
        int slots = Integer.highestOneBit(Math.max(8, Math.min(expected, 1 << 20)) * 2 - 1) * 2;
        keys = new long[slots];
        numbers = new int[slots];
    }

    /** The number of {@code state}: the one it was given before, or the next one. */
    int numberOf(long state) {
        int slot = slot(state);
        while (numbers[slot] != 0) {
            if (keys[slot] == state) {
                return numbers[slot];
            }
            slot = (slot + 1) & (keys.length - 1);
        }
        keys[slot] = state;
        numbers[slot] = ++size;
        if (size * 2 > keys.length) {
            grow();
        }
        return size;
    }

    /** Numbers {@code state} if it has no number yet; returns whether it had none. */
    boolean add(long state) {
        int before = size;
        numberOf(state);
        return size > before;
    }

    /** Whether {@code state} has a number. */
    boolean contains(long state) {
        int slot = slot(state);
        while (numbers[slot] != 0) {
            if (keys[slot] == state) {
                return true;
            }
            slot = (slot + 1) & (keys.length - 1);
        }
        return false;
    }

    /** How many states have a number. */
    int size() {
        return size;
    }

    private int slot(long state) {
        long h = (state ^ (state >>> 33)) * 0xff51afd7ed558ccdL; // MurmurHash3's finalizer
        h = (h ^ (h >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return (int) (h ^ (h >>> 33)) & (keys.length - 1);
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldNumbers = numbers;
        keys = new long[oldKeys.length * 2];
        numbers = new int[oldKeys.length * 2];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldNumbers[i] != 0) {
                int slot = slot(oldKeys[i]);
                while (numbers[slot] != 0) {
                    slot = (slot + 1) & (keys.length - 1);
                }
                keys[slot] = oldKeys[i];
                numbers[slot] = oldNumbers[i];
            }
        }
    }
}
