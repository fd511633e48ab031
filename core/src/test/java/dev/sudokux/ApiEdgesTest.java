package dev.sudokux;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.solve.SolveRequest;
import dev.sudokux.sudoku.Grid;
import org.junit.jupiter.api.Test;

/** The library's small promises: clear messages for arguments out of range. */
class ApiEdgesTest {

    private static final Grid ONE =
            Sudoku.parse(".6.1.4.5...83.56..2.......18..4.7..6..6...3..7..9.1..45.......2..72.69...4.5.8.7.");

    @Test
    void countingToZeroHasAClearMessage() {
        assertThatThrownBy(() -> Sudoku.count(ONE, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a count stops at a limit of at least 1 solution, not 0 (Long.MAX_VALUE to count them all)");
        assertThat(Sudoku.count(ONE, 1)).isEqualTo(1);
        assertThatThrownBy(() -> SolveRequest.first().withMaxNodes(0)).hasMessage("a node limit must be at least 1, not 0");
        assertThatThrownBy(() -> SolveRequest.first().withKeep(-1))
                .hasMessage("the solutions to keep must be 0 or more, not -1");
    }
}
