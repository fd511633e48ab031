/**
 * What the batch commands of {@code sudokux} and of {@code sudokux spark} share, so that both give the
 * same exit statuses, summary lines and written-out figures: {@link dev.sudokux.internal.batch.ExitCode},
 * {@link dev.sudokux.internal.batch.Tally}, {@link dev.sudokux.internal.batch.Numbers} and
 * {@link dev.sudokux.internal.batch.EstimateText} ({@code xc --estimate}'s lines). Internal: exported only to the command line's module
 * (the spark module, on the class path, reads it from its shaded copy of the library); no part of
 * the API.
 */
package dev.sudokux.internal.batch;
