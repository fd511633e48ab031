/**
 * Classic exact cover problems, ready to solve: the N-queens problem and pentomino tilings. They
 * show how a problem is modelled (which items, which options) and serve as tests and benchmarks
 * of the engine.
 */
package dev.sudokux.exactcover.examples;
