package dev.sudokux.exactcover;

/**
 * Hears every step of a search, in the order of Knuth's steps (his "show choices" mode): which item
 * was chosen at a level and how many options it had, each option tried, dead ends, returns to a level
 * and solutions. For tracing and teaching; every method does nothing unless overridden, and a search
 * without an observer pays nothing for this.
 */
public interface SearchObserver {

    /** X3: at {@code level}, item {@code item} (problem numbering) was chosen; it has {@code options} options left. */
    default void choose(int level, int item, int options) {
    }

    /** X5: option {@code option} (problem numbering) is tried at {@code level}. */
    default void tryOption(int level, int option) {
    }

    /**
     * The item chosen at {@code level} has no option left, or (with {@code item} -1) a
     * {@link Propagator} declared the node a dead end: this branch is dead.
     */
    default void deadEnd(int level, int item) {
    }

    /** X6: the search is back at {@code level} to try the next option there. */
    default void backtrack(int level) {
    }

    /** A solution, made of the options chosen at levels {@code 0..level-1}. */
    default void solution(int level) {
    }
}
