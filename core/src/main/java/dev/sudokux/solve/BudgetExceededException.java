package dev.sudokux.solve;

import dev.sudokux.exactcover.StopReason;

/**
 * A {@link Budget} ran out: its time is up, its nodes are spent, or the thread was interrupted (its
 * interrupt flag then stays set). Thrown by {@link Budget.Meter} deep in the work to unwind it at
 * once; the public methods that take a budget catch it and return what they found, marked
 * incomplete, unless their documentation says they throw it.
 */
public final class BudgetExceededException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient StopReason reason;

    /** @param reason TIME_LIMIT, NODE_LIMIT or INTERRUPTED */
    public BudgetExceededException(StopReason reason) {
        super(switch (reason) {
            case TIME_LIMIT -> "time limit reached";
            case NODE_LIMIT -> "node limit reached";
            case INTERRUPTED -> "interrupted";
            default -> throw new IllegalArgumentException("not a budget: " + reason);
        }, null, false, false);
        this.reason = reason;
    }

    /** Why: {@link StopReason#TIME_LIMIT}, {@link StopReason#NODE_LIMIT} or {@link StopReason#INTERRUPTED}. */
    public StopReason reason() {
        return reason;
    }
}
