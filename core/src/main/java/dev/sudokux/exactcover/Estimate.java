package dev.sudokux.exactcover;

/**
 * Knuth's Monte Carlo estimate of the size of a search tree (TAOCP 7.2.2, Theorem E; "Estimating
 * the efficiency of backtrack programs", 1975): each sample follows one random path from the root to
 * a leaf, choosing among the {@code d_k} children at depth {@code k} uniformly; then
 * {@code 1 + d_0 + d_0 d_1 + ...} is an unbiased estimate of the number of nodes, the cost of each
 * node on the path times the product of the degrees above it one of the updates, and
 * {@code d_0 d_1 ... d_{k-1}} at a solution leaf one of the solutions. The estimates are the means
 * over the samples; each spread is the standard error of its mean (the standard deviation of the
 * samples over the square root of their number): the true value lies within two spreads of the
 * estimate most of the time, when the samples are enough to see the tree's rare heavy paths.
 *
 * @param samples           paths followed
 * @param nodes             estimated nodes of the tree
 * @param nodesSpread       standard error of {@code nodes}
 * @param updates           estimated link updates
 * @param updatesSpread     standard error of {@code updates}
 * @param solutions         estimated solutions
 * @param solutionsSpread   standard error of {@code solutions}
 * @param seconds           estimated time of a one-thread count ({@code NaN} when unknown), from the
 *                          sampling's own speed (its time per update), or when exact from the speed
 *                          of the walk that counted the tree
 * @param secondsSpread     its spread, from that of the updates and nodes
 * @param exact             whether the top of the tree, counted exactly, was the whole tree: the
 *                          figures are then the true ones, and the spreads 0
 * @param elapsedNanos      the time the estimate took
 */
public record Estimate(long samples, double nodes, double nodesSpread, double updates, double updatesSpread,
                       double solutions, double solutionsSpread, double seconds, double secondsSpread,
                       boolean exact, long elapsedNanos) {
}
