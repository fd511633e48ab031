package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.sudoku.Shape;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The boards: classic, jigsaw, extra houses and the multi-grid layouts, their cells and houses. */
class BoardTest {

    @Test
    void classicBoardHasRowsColumnsAndBoxes() {
        Board b = Board.classic(Shape.CLASSIC);
        assertThat(b.cellCount()).isEqualTo(81);
        assertThat(b.houses()).hasSize(27);
        assertThat(b.isClassic()).isTrue();
        assertThat(b.peers(0)).hasSize(20);
        assertThat(b.houses().get(18).name()).isEqualTo("box 1");
    }

    @Test
    void rowsColumnsAndBoxesOfAnyGridAreTheClassicOnesOnASquareGrid() {
        Board classic = Board.classic(Shape.of(2, 3));
        List<House> built = new java.util.ArrayList<>(Board.rowsAndColumns(6, 6));
        built.addAll(Board.boxes(6, 6, 2, 3));
        assertThat(built).containsExactlyElementsOf(classic.houses());
        // A 4x6 grid: rows of 6, columns of 4, boxes of 2x3 numbered row by row.
        List<House> wide = Board.rowsAndColumns(4, 6);
        assertThat(wide).hasSize(10);
        assertThat(wide.get(0).cells()).containsExactly(0, 1, 2, 3, 4, 5);
        assertThat(wide.get(4).cells()).containsExactly(0, 6, 12, 18);
        List<House> boxes = Board.boxes(4, 6, 2, 3);
        assertThat(boxes).hasSize(4);
        assertThat(boxes.get(1).name()).isEqualTo("box 2");
        assertThat(boxes.get(1).cells()).containsExactly(3, 4, 5, 9, 10, 11);
        assertThatThrownBy(() -> Board.boxes(4, 6, 3, 3)).hasMessageContaining("do not tile");
    }

    @Test
    void layoutsHaveTheirCellsAndShareBoxes() {
        // 5 grids of 81 cells, four corner boxes shared: 405 - 36 = 369 cells.
        Board samurai = Board.layout(Layout.SAMURAI, Shape.CLASSIC);
        assertThat(samurai.rows()).isEqualTo(21);
        assertThat(samurai.cellCount()).isEqualTo(369);
        assertThat(samurai.houses()).hasSize(5 * 27 - 4);
        assertThat(samurai.isCell(samurai.position(0, 9))).isFalse();
        assertThat(Board.layout(Layout.TWODOKU, Shape.CLASSIC).cellCount()).isEqualTo(153);
        assertThat(Board.layout(Layout.BUTTERFLY, Shape.CLASSIC).cellCount()).isEqualTo(144);
        assertThat(Board.layout(Layout.SOHEI, Shape.CLASSIC).cellCount()).isEqualTo(4 * 81 - 4 * 9);
        Board windmill = Board.layout(Layout.WINDMILL, Shape.CLASSIC);
        assertThat(windmill.cellCount()).isEqualTo(5 * 81 - 4 * 18);
        assertThat(windmill.rows()).isEqualTo(21);
    }

    @Test
    void extraHousesAreAdded() {
        Board x = Board.classic(Shape.CLASSIC).withDiagonals(true, true);
        assertThat(x.houses()).hasSize(29);
        assertThat(x.houses().get(28).cells()).containsExactly(8, 16, 24, 32, 40, 48, 56, 64, 72);
        assertThat(Board.classic(Shape.CLASSIC).withWindows().houses()).hasSize(31);
        assertThat(Board.classic(Shape.CLASSIC).withDisjointGroups().houses().get(27).cells())
                .containsExactly(0, 3, 6, 27, 30, 33, 54, 57, 60);
        assertThat(Board.classic(Shape.CLASSIC).withDiagonals(true, false).isClassic()).isFalse();
    }

    @Test
    void jigsawRegionsReplaceBoxes() {
        int[] regions = new int[16];
        for (int p = 0; p < 16; p++) {
            regions[p] = p / 4; // the rows again: a legal if dull layout
        }
        Board b = Board.jigsaw(4, regions);
        assertThat(b.houses()).hasSize(8); // rows, columns; the regions equal the rows and are kept once
        assertThatThrownBy(() -> Board.jigsaw(4, new int[16])).hasMessageContaining("region 1 has 16 cells");
    }

    @Test
    void housesMustHoldCells() {
        boolean[] present = {true, false};
        assertThatThrownBy(() -> Board.of(1, 2, 2, present, List.of(new House(House.Kind.EXTRA, "x", new int[] {0, 1}))))
                .hasMessageContaining("r1c2, which is not a cell");
    }
}
