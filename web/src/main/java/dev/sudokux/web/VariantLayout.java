package dev.sudokux.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.sudokux.variant.Board;
import dev.sudokux.variant.Constraint;
import dev.sudokux.variant.House;
import dev.sudokux.variant.VariantPuzzle;
import java.util.List;

import static dev.sudokux.web.Answers.numbers;

/**
 * A variant puzzle's constraints as the page draws them, each carrying {@code constraint}, its index
 * in the puzzle's list (so that a step naming it can light it up):
 * <ul>
 * <li>{@code cages}: {@code cells}, {@code sum} (killer cages);</li>
 * <li>{@code lines}: {@code kind} ({@code thermo}, {@code slow-thermo}, {@code arrow} with its
 * {@code circle} length, {@code whispers} with its {@code value}, {@code renban}, {@code palindrome},
 * {@code between}, {@code entropic}, {@code zipper}, {@code region-sum}) and {@code cells} in the
 * line's order;</li>
 * <li>{@code dots}: a mark on the edge between two cells: {@code kind} {@code difference} (kropki
 * white), {@code ratio} (kropki black), {@code sum} (XV) with their {@code value}, or
 * {@code greater} (the first cell holds the larger digit);</li>
 * <li>{@code outsideClues}: a number outside the grid, looking along {@code cells} from the clue:
 * {@code kind} {@code little-killer}, {@code sandwich}, {@code skyscraper}, {@code x-sum},
 * {@code numbered-room}, and its {@code value};</li>
 * <li>{@code cellClues}: a mark in one {@code cell}: {@code kind} {@code even}, {@code odd},
 * {@code maximum}, {@code minimum}, {@code column-indexer}, {@code row-indexer}, or
 * {@code candidates} with its {@code digits};</li>
 * <li>{@code quadruples}: {@code cells} (the 2x2 around a corner) and {@code digits};</li>
 * <li>{@code clones}: {@code cells} and {@code copies}, the same place in each holding the same digit;</li>
 * <li>{@code rules}: the rules over the whole board (anti-knight, anti-king, non-consecutive, the
 * negative dot rules), as sentences; nothing is drawn for them.</li>
 * </ul>
 * Units a step names are numbered as the page numbers its houses: rows, columns, the boxes or
 * regions in the order {@code parse} gives them, then the extra houses; on a board of several grids
 * (no {@code size}), the houses as {@code parse} lists them all.
 */
final class VariantLayout {

    private VariantLayout() {
    }

    /** Adds the constraints of {@code puzzle} to the {@code parse} answer {@code o}, by how they are drawn. */
    static void addConstraints(JsonObject o, VariantPuzzle puzzle) {
        Board board = puzzle.board();
        JsonArray cages = new JsonArray();
        JsonArray lines = new JsonArray();
        JsonArray dots = new JsonArray();
        JsonArray clues = new JsonArray();
        JsonArray cellClues = new JsonArray();
        JsonArray quadruples = new JsonArray();
        JsonArray clones = new JsonArray();
        JsonArray rules = new JsonArray();
        List<Constraint> constraints = puzzle.constraints();
        for (int i = 0; i < constraints.size(); i++) {
            Constraint c = constraints.get(i);
            JsonObject x = new JsonObject();
            x.addProperty("constraint", i);
            JsonArray into = null;
            if (c instanceof Constraint.Cage cage) {
                x.add("cells", numbers(cage.cells()));
                if (cage.sum() > 0) {
                    x.addProperty("sum", cage.sum());
                }
                into = cages;
            } else if (c instanceof Constraint.Arrow a) {
                kind(x, "arrow", c.cells());
                x.addProperty("circle", a.circle().length);
                into = lines;
            } else if (c instanceof Constraint.Thermo t) {
                kind(x, t.slow() ? "slow-thermo" : "thermo", c.cells());
                into = lines;
            } else if (c instanceof Constraint.Whispers w) {
                kind(x, "whispers", c.cells());
                x.addProperty("value", w.difference());
                into = lines;
            } else if (lineKind(c) != null) {
                kind(x, lineKind(c), c.cells());
                into = lines;
            } else if (c instanceof Constraint.Dot d) {
                kind(x, d.type().word(), d.cells());
                x.addProperty("value", d.value());
                into = dots;
            } else if (c instanceof Constraint.GreaterThan g) {
                kind(x, "greater", g.cells());
                into = dots;
            } else if (clueKind(c) != null) {
                kind(x, clueKind(c), c.cells());
                x.addProperty("value", clueValue(c));
                into = clues;
            } else if (c instanceof Constraint.Parity p) {
                cellClue(x, p.even() ? "even" : "odd", p.cell());
                into = cellClues;
            } else if (c instanceof Constraint.Extremum e) {
                cellClue(x, e.maximum() ? "maximum" : "minimum", e.cell());
                into = cellClues;
            } else if (c instanceof Constraint.Indexer ix) {
                cellClue(x, ix.what() + "-indexer", ix.cell());
                into = cellClues;
            } else if (c instanceof Constraint.Digits d) {
                cellClue(x, "candidates", d.cell());
                JsonArray digits = new JsonArray();
                for (int v = 1; v <= board.digits(); v++) {
                    if ((d.allowed() >>> (v - 1) & 1) != 0) {
                        digits.add(v);
                    }
                }
                x.add("digits", digits);
                into = cellClues;
            } else if (c instanceof Constraint.Quadruple q) {
                x.add("cells", numbers(q.cells()));
                x.add("digits", numbers(q.digits()));
                into = quadruples;
            } else if (c instanceof Constraint.Clone k) {
                x.add("cells", numbers(k.originals()));
                x.add("copies", numbers(k.copies()));
                into = clones;
            }
            if (into != null) {
                into.add(x);
            } else {
                rules.add(c.describe(board));
            }
        }
        o.add("cages", cages);
        o.add("lines", lines);
        o.add("dots", dots);
        o.add("outsideClues", clues);
        o.add("cellClues", cellClues);
        o.add("quadruples", quadruples);
        o.add("clones", clones);
        o.add("constraints", rules);
    }

    /** The page's name of a line drawn without marks of its own, or null. */
    private static String lineKind(Constraint c) {
        if (c instanceof Constraint.Renban) {
            return "renban";
        } else if (c instanceof Constraint.Palindrome) {
            return "palindrome";
        } else if (c instanceof Constraint.Between) {
            return "between";
        } else if (c instanceof Constraint.Entropic) {
            return "entropic";
        } else if (c instanceof Constraint.Zipper) {
            return "zipper";
        } else if (c instanceof Constraint.RegionSum) {
            return "region-sum";
        }
        return null;
    }

    /** The page's name of a clue outside the grid, or null. */
    private static String clueKind(Constraint c) {
        if (c instanceof Constraint.LittleKiller) {
            return "little-killer";
        } else if (c instanceof Constraint.Sandwich) {
            return "sandwich";
        } else if (c instanceof Constraint.Skyscraper) {
            return "skyscraper";
        } else if (c instanceof Constraint.XSum) {
            return "x-sum";
        } else if (c instanceof Constraint.NumberedRoom) {
            return "numbered-room";
        }
        return null;
    }

    private static int clueValue(Constraint c) {
        if (c instanceof Constraint.LittleKiller k) {
            return k.sum();
        } else if (c instanceof Constraint.Sandwich s) {
            return s.sum();
        } else if (c instanceof Constraint.Skyscraper s) {
            return s.count();
        } else if (c instanceof Constraint.XSum s) {
            return s.sum();
        }
        return ((Constraint.NumberedRoom) c).clue();
    }

    /**
     * What a step's {@code focus} (a house, a constraint as {@link Constraint#describe} words it, a
     * run of rows or columns, or a cell) points at, added to the step {@code o}: {@code units} (the
     * page's house numbers), {@code constraint} (its index) and {@code cells}.
     */
    static void addFocus(JsonObject o, VariantPuzzle puzzle, String focus) {
        JsonArray units = new JsonArray();
        JsonArray cells = new JsonArray();
        Board board = puzzle.board();
        if (focus != null) {
            int unit = unit(board, focus);
            if (unit >= 0) {
                units.add(unit);
            }
            int i = unit < 0 ? constraintNamed(puzzle, focus) : -1;
            if (i >= 0) {
                o.addProperty("constraint", i);
                Constraint c = puzzle.constraints().get(i);
                for (int cell : c.cells().length > 0 ? c.cells() : cellsNamed(board, focus)) {
                    cells.add(cell);
                }
            }
            for (int p = 0; p < board.size() && unit < 0 && cells.isEmpty(); p++) {
                if (board.isCell(p) && focus.equals(board.cellName(p))) {
                    cells.add(p);
                }
            }
        }
        o.add("cells", cells);
        o.add("units", units);
    }

    /**
     * The constraint {@code focus} names: the one it describes, or a rule over the whole board
     * pointed at some of its cells ({@code non-consecutive at r1c1 r1c2}); -1 for none.
     */
    private static int constraintNamed(VariantPuzzle puzzle, String focus) {
        List<Constraint> constraints = puzzle.constraints();
        for (int i = 0; i < constraints.size(); i++) {
            if (focus.equals(constraints.get(i).describe(puzzle.board()))) {
                return i;
            }
        }
        for (int i = 0; i < constraints.size(); i++) {
            Constraint c = constraints.get(i);
            if (c.cells().length == 0 && focus.startsWith(c.kind() + " at ")) {
                return i;
            }
        }
        return -1;
    }

    /** The cells named after " at " in {@code text} (a rule over the whole board, pointed at a pair). */
    private static int[] cellsNamed(Board board, String text) {
        int at = text.lastIndexOf(" at ");
        if (at < 0) {
            return new int[0];
        }
        java.util.Set<String> names = java.util.Set.of(text.substring(at + 4).split(" "));
        return java.util.stream.IntStream.range(0, board.size())
                .filter(p -> board.isCell(p) && names.contains(board.cellName(p))).toArray();
    }

    /**
     * The page's number of the house named {@code name}, or -1: on a square board, rows, columns,
     * regions, then the extra houses; on a frame of several grids, the house's place in the board's
     * list (which {@code parse} sends whole as {@code houses}).
     */
    private static int unit(Board board, String name) {
        if (!VariantRoutes.isSquare(board)) {
            List<House> houses = board.houses();
            for (int u = 0; u < houses.size(); u++) {
                if (houses.get(u).name().equals(name)) {
                    return u;
                }
            }
            return -1;
        }
        int n = board.rows();
        int regions = 0;
        for (House h : board.houses()) {
            if (h.kind() == House.Kind.BOX || h.kind() == House.Kind.REGION) {
                regions++;
            }
        }
        int region = 0;
        int extra = 0;
        for (House h : board.houses()) {
            int u = switch (h.kind()) {
                case ROW -> board.row(h.cells()[0]);
                case COLUMN -> n + board.column(h.cells()[0]);
                case BOX, REGION -> 2 * n + region++;
                default -> 2 * n + (regions > 0 ? regions : n) + extra++;
            };
            if (h.name().equals(name)) {
                return u;
            }
        }
        return -1;
    }

    private static void kind(JsonObject x, String kind, int[] cells) {
        x.addProperty("kind", kind);
        x.add("cells", numbers(cells));
    }

    private static void cellClue(JsonObject x, String kind, int cell) {
        x.addProperty("kind", kind);
        x.addProperty("cell", cell);
    }
}
