/**
 * What the batch commands of {@code sudokux} and of {@code sudokux spark} share, so that both give the
 * same exit statuses and summary lines: {@link dev.sudokux.internal.batch.ExitCode} and
 * {@link dev.sudokux.internal.batch.Tally}. Internal: exported only to the command line's module
 * (the spark module, on the class path, reads it from its shaded copy of the library); no part of
 * the API.
 */
package dev.sudokux.internal.batch;
