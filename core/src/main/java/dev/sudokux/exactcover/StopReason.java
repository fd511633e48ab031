package dev.sudokux.exactcover;

/** Why a search ended. */
public enum StopReason {
    /** Every branch was explored: the solution count is the total. */
    EXHAUSTED,
    /** The solution limit was reached; there may be more solutions. */
    SOLUTION_LIMIT,
    /** The solution visitor asked to stop; there may be more solutions. */
    STOPPED_BY_VISITOR,
    /** The node budget ran out: the search is incomplete. */
    NODE_LIMIT,
    /** The time budget ran out: the search is incomplete. */
    TIME_LIMIT,
    /** The searching thread was interrupted: the search is incomplete. */
    INTERRUPTED;

    /** Whether the search saw every solution (only {@link #EXHAUSTED}). */
    public boolean isComplete() {
        return this == EXHAUSTED;
    }

    /** Whether a budget (nodes, time) or an interruption cut the search short. */
    public boolean isBudget() {
        return this == NODE_LIMIT || this == TIME_LIMIT || this == INTERRUPTED;
    }
}
