package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.List;

/** Words for step texts: lists of cells, values and units as people write them. Only used once a step is found. */
final class Texts {

    private Texts() {
    }

    /** "r1c2", "r1c2 and r3c4", "r1c2, r3c4 and r5c6". */
    static String cells(Shape shape, List<Integer> cells) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            sb.append(separator(i, cells.size())).append(shape.cellName(cells.get(i)));
        }
        return sb.toString();
    }

    /** The values of a bit set: "7", "3 and 8", "1, 4 and 6". */
    static String values(long set) {
        int count = Long.bitCount(set);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; set != 0; i++, set &= set - 1) {
            sb.append(separator(i, count)).append(Long.numberOfTrailingZeros(set) + 1);
        }
        return sb.toString();
    }

    /** The values of a bit set joined with "or": "3 or 8". */
    static String alternatives(long set) {
        int count = Long.bitCount(set);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; set != 0; i++, set &= set - 1) {
            sb.append(i == 0 ? "" : i == count - 1 ? " or " : ", ").append(Long.numberOfTrailingZeros(set) + 1);
        }
        return sb.toString();
    }

    /** "row 2", "rows 2 and 6", "columns 1, 4 and 7": units of one kind. */
    static String units(Shape shape, List<Integer> units) {
        String first = shape.unitName(units.get(0));
        if (units.size() == 1) {
            return first;
        }
        int space = first.indexOf(' ');
        StringBuilder sb = new StringBuilder(first.substring(0, space)).append("s ");
        for (int i = 0; i < units.size(); i++) {
            String name = shape.unitName(units.get(i));
            sb.append(separator(i, units.size())).append(name.substring(name.indexOf(' ') + 1));
        }
        return sb.toString();
    }

    /**
     * The eliminations grouped by cell: "r1c2" when one value is removed everywhere (the value is
     * said elsewhere), else "4 from r1c2, 5 and 6 from r3c3" (groups separated by commas only).
     */
    static String removals(Shape shape, List<Elimination> eliminations) {
        boolean oneValue = true;
        for (Elimination e : eliminations) {
            oneValue &= e.value() == eliminations.get(0).value();
        }
        StringBuilder sb = new StringBuilder();
        if (oneValue) {
            sb.append(eliminations.get(0).value()).append(" from ");
            for (int i = 0; i < eliminations.size(); i++) {
                sb.append(separator(i, eliminations.size())).append(shape.cellName(eliminations.get(i).cell()));
            }
            return sb.toString();
        }
        int group = 0;
        for (int i = 0; i < eliminations.size(); ) {
            int cell = eliminations.get(i).cell();
            long set = 0;
            while (i < eliminations.size() && eliminations.get(i).cell() == cell) {
                set |= 1L << (eliminations.get(i).value() - 1);
                i++;
            }
            sb.append(group++ == 0 ? "" : ", ").append(values(set)).append(" from ").append(shape.cellName(cell));
        }
        return sb.toString();
    }

    private static String separator(int i, int count) {
        return i == 0 ? "" : i == count - 1 ? " and " : ", ";
    }
}
