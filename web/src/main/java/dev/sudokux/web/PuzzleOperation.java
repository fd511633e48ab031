package dev.sudokux.web;

import com.google.gson.JsonObject;
import dev.sudokux.sudoku.Grid;

/** What a route does with the puzzle of a request; the batch routes do the same for each line. */
@FunctionalInterface
interface PuzzleOperation {

    /**
     * The answer to {@code request} about {@code puzzle}, within {@code deadline}.
     *
     * @throws Problem when the request's options are wrong
     */
    JsonObject answer(Members request, Grid puzzle, Deadline deadline) throws Exception;
}
