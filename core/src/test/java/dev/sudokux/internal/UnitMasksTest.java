package dev.sudokux.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Shape;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The masks against the plain definition: a value is used in a unit when a cell of it holds it. */
class UnitMasksTest {

    private static final long SEED = 20261122L;

    @Test
    void masksFollowPlacementsAndRemovalsOnEveryShape() {
        Random random = new Random(SEED);
        Shape[] shapes = {Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 3), Shape.of(3, 4), Shape.of(4, 4), Shape.of(5, 5)};
        for (Shape shape : shapes) {
            UnitMasks masks = new UnitMasks(shape);
            byte[] values = new byte[shape.cellCount()];
            for (int step = 0; step < 20 * shape.cellCount(); step++) {
                int cell = random.nextInt(shape.cellCount());
                if (values[cell] != 0) {
                    masks.remove(cell, values[cell]);
                    values[cell] = 0;
                } else {
                    long free = masks.candidates(cell);
                    if (free != 0) {
                        int value = 1 + Long.numberOfTrailingZeros(free);
                        masks.place(cell, value);
                        values[cell] = (byte) value;
                    }
                }
                if (step % 7 == 0) {
                    assertAgrees(shape, masks, values);
                }
            }
            assertAgrees(shape, masks, values);
            UnitMasks copy = new UnitMasks(shape);
            copy.copyFrom(masks);
            assertAgrees(shape, copy, values);
            UnitMasks again = new UnitMasks(shape);
            again.placeAll(values);
            assertAgrees(shape, again, values);
            masks.clear();
            assertAgrees(shape, masks, new byte[shape.cellCount()]);
        }
    }

    private static void assertAgrees(Shape shape, UnitMasks masks, byte[] values) {
        for (int unit = 0; unit < shape.unitCount(); unit++) {
            long expected = 0;
            for (int cell : shape.unitCells(unit)) {
                if (values[cell] != 0) {
                    expected |= 1L << (values[cell] - 1);
                }
            }
            assertThat(masks.usedInUnit(unit)).as("%s unit %d", shape, unit).isEqualTo(expected);
        }
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            long used = 0;
            for (int unit : shape.unitsOf(cell)) {
                used |= masks.usedInUnit(unit);
            }
            assertThat(masks.used(cell)).isEqualTo(used);
            assertThat(masks.candidates(cell)).isEqualTo(shape.allValues() & ~used);
        }
    }
}
