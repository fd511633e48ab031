package example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SolveTest {

    @Test
    void solvesThroughTheInstalledLibrary() {
        String puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        String answer = Solve.answer(puzzle);
        assertTrue(answer.startsWith("534678912672195348198342567859761423426853791713924856961537284287419635345286179"),
                answer);
        assertTrue(answer.endsWith(" UNIQUE true"), answer);
    }

    @Test
    void theLibraryIsANamedModule() {
        assertEquals("dev.sudokux.core", dev.sudokux.Sudoku.class.getModule().getName());
    }
}
