package dev.sudokux.variant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;

/**
 * What the variant explainer reads of a puzzle, worked out once: which cells see each other (a
 * shared house, an anti-knight or anti-king move, a shared killer cage or renban line), the groups
 * whose digits never repeat (houses, cages, renban lines), the constraints whose fillings it looks at
 * (smallest first), and the sums the 45 rule gives (innies and outies of houses and of runs of rows
 * or columns with killer cages). Shared by every state of one explanation (one thread); immutable but
 * for each rule's {@link Memo}.
 */
final class LogicRules {

    /** The most cells an innie or outie group may have to be looked at. */
    static final int MAX_SUM_CELLS = 5;

    /** The longest run of rows or columns whose innies and outies are looked at. */
    static final int MAX_SUM_LINES = 4;

    /**
     * Cells whose digits never repeat.
     *
     * @param name  as people name it: {@code row 3}, {@code killer cage 15 at r1c1 r1c2}
     * @param cells its cells
     * @param full  whether it has as many cells as there are digits (each digit exactly once)
     * @param box   whether it is a box or a jigsaw region (a hidden single there is the easiest)
     */
    record Group(String name, int[] cells, boolean full, boolean box) {
    }

    /**
     * A sum the 45 rule gives: the digits of {@code cells} add up to {@code sum}.
     *
     * @param name  where it comes from: {@code innies of rows 1-2}, {@code outies of box 5}
     * @param cells the innies or outies
     * @param sum   their sum
     */
    record SumGroup(String name, int[] cells, int sum) {
    }

    /**
     * A linear sum a constraint says: the digits of {@code cells} times {@code weights} add up to
     * {@code target} (a killer cage or little killer: weights 1; an arrow: the circle's digits as a
     * number, less the shaft's digits, is 0).
     *
     * @param name as people name it: {@code arrow from r1c1 along r1c2 r1c3}
     */
    record Linear(String name, int[] cells, int[] weights, int target) {
    }

    /**
     * A rule the explainer fills on its own cells: a constraint, or one pair of a negative rule.
     *
     * @param name   as people name it: {@code killer cage 15 at r1c1 r1c2}
     * @param family the technique its steps count under: {@code Cage Combinations}, {@code Line Eliminations}...
     * @param cells  the cells it reads, each once
     * @param check  whether a filling of those cells keeps it
     * @param memo   its last fillings ({@link Memo})
     * @param pairs  its last pair counts ({@link CandidateLinks})
     */
    record Rule(String name, String family, int[] cells, VariantTechniques.Check check,
                Memo<VariantTechniques.Fillings> memo, Memo<int[]> pairs) {
        Rule(String name, String family, int[] cells, VariantTechniques.Check check) {
            this(name, family, cells, check, new Memo<>(), new Memo<>());
        }
    }

    /**
     * A rule's last fillings (or a lane's last support) and its cells' candidates they came from: the
     * techniques that fill the same rule in the same state (constraint eliminations, constraint
     * pointing, and again at the next step while its cells are unchanged) fill it once. The one
     * mutable part of these rules.
     */
    static final class Memo<T> {
        private long[] candidates;
        /** What was remembered; meaningful only where {@link #same} holds. */
        T result;

        /** Whether something is remembered and {@code cells} still have the candidates it came from in {@code s}. */
        boolean same(LogicState s, int[] cells) {
            boolean same = candidates != null;
            for (int k = 0; k < cells.length && same; k++) {
                same = candidates[k] == s.cand[cells[k]];
            }
            return same;
        }

        /** Remembers {@code result} (null allowed) for the candidates {@code cells} have in {@code s}. */
        void remember(LogicState s, int[] cells, T result) {
            long[] now = new long[cells.length];
            for (int k = 0; k < cells.length; k++) {
                now[k] = s.cand[cells[k]];
            }
            candidates = now;
            this.result = result;
        }
    }

    /**
     * A constraint read along its cells as an automaton ({@link AutomatonSteps}).
     *
     * @param name      as people name it: {@code sandwich 14 at r1c1 ... r1c9}
     * @param family    the technique its steps count under
     * @param automaton the constraint
     * @param distinct  whether its cells all see each other (a path never repeats a digit)
     * @param memo      its last result
     */
    record Lane(String name, String family, Automaton automaton, boolean distinct, Memo<long[]> memo) {
    }

    final VariantPuzzle puzzle;
    final Board board;
    final int digits;
    /** For each position, the cells it sees (shares a no-repeat rule with). */
    final int[][] sees;
    private final BitSet[] seeSets;
    final List<Group> groups;
    /** The rules that the explainer fills on their own, fewest cells first. */
    final List<Rule> rules;
    final List<SumGroup> sums;
    /** The constraints that are linear sums (cages with a sum, little killers, arrows). */
    final List<Linear> linears;
    /** The constraints read as automata along their cells. */
    final List<Lane> lanes;

    LogicRules(VariantPuzzle puzzle) {
        this.puzzle = puzzle;
        this.board = puzzle.board();
        this.digits = board.digits();
        int size = board.size();
        seeSets = new BitSet[size];
        for (int p = 0; p < size; p++) {
            seeSets[p] = new BitSet(size);
            if (board.isCell(p)) {
                for (int q : board.peers(p)) {
                    seeSets[p].set(q);
                }
            }
        }
        groups = new ArrayList<>();
        for (House h : board.houses()) {
            groups.add(new Group(h.name(), h.cellArray(), h.size() == digits,
                    h.kind() == House.Kind.BOX || h.kind() == House.Kind.REGION));
        }
        List<Rule> filled = new ArrayList<>();
        for (Constraint c : puzzle.constraints()) {
            if (c instanceof Constraint.AntiKnight) {
                link(Geometry.pairs(board, Geometry.KNIGHT));
            } else if (c instanceof Constraint.AntiKing) {
                link(Geometry.pairs(board, Geometry.KING));
            } else if (c instanceof Constraint.Cage || c instanceof Constraint.Renban) {
                int[] cells = distinct(c.cells());
                groups.add(new Group(c.describe(board), cells, cells.length == digits, false));
                for (int a : cells) {
                    for (int b : cells) {
                        if (a != b) {
                            seeSets[a].set(b);
                        }
                    }
                }
            }
            if (c instanceof Constraint.Negative negative) {
                // A rule over every pair of neighbours without a dot: one rule a pair.
                for (int[] pair : Geometry.orthogonalPairs(board)) {
                    if (!negative.exempt(puzzle, pair[0], pair[1])) {
                        int a = pair[0];
                        int b = pair[1];
                        filled.add(new Rule(c.kind() + " at " + board.cellName(a) + " " + board.cellName(b),
                                "Dot and Pair Relations", new int[] {a, b}, v -> {
                                    for (int x : negative.values()) {
                                        if (negative.type().relates(v[a], v[b], x)) {
                                            return false;
                                        }
                                    }
                                    return true;
                                }));
                    }
                }
            } else if (c instanceof Constraint.Extremum e) {
                // It reads its neighbours: they are filled with it.
                int[] around = Geometry.orthogonalNeighbours(board, e.cell());
                int[] cells = new int[around.length + 1];
                cells[0] = e.cell();
                System.arraycopy(around, 0, cells, 1, around.length);
                filled.add(new Rule(c.describe(board), "Dot and Pair Relations", distinct(cells), v -> c.holds(puzzle, v)));
            } else if (!(c instanceof Constraint.AntiKnight || c instanceof Constraint.AntiKing)) {
                filled.add(new Rule(c.describe(board), VariantTechniques.family(c), distinct(c.cells()),
                        v -> c.holds(puzzle, v)));
                implied(c, filled);
            }
        }
        filled.sort(Comparator.comparingInt(r -> r.cells().length));
        rules = List.copyOf(filled);
        sees = new int[size][];
        for (int p = 0; p < size; p++) {
            sees[p] = seeSets[p].stream().toArray();
        }
        sums = sumGroups();
        List<Linear> sumsOnCells = new ArrayList<>();
        List<Lane> paths = new ArrayList<>();
        for (Constraint c : puzzle.constraints()) {
            Linear l = linear(c);
            if (l != null) {
                sumsOnCells.add(l);
            }
            Automaton a = automaton(c, l);
            if (a != null) {
                paths.add(new Lane(c.describe(board), VariantTechniques.family(c), a, allSee(a.cells()), new Memo<>()));
            }
        }
        linears = List.copyOf(sumsOnCells);
        lanes = List.copyOf(paths);
    }

    /**
     * {@code c} as an automaton along its cells (as the compiler reads it), or null for the kinds
     * whose fillings the explainer lists only when they are few (or that are no sequence);
     * {@code l} is {@code c} as a linear sum ({@link #linear}), or null.
     */
    private Automaton automaton(Constraint c, Linear l) {
        Automaton sequence = Automaton.of(c, board);
        if (sequence != null) {
            return sequence;
        }
        return l == null ? null : Automaton.DistinctSum.of(board, l.cells(), l.weights(), l.target());
    }

    /** Whether the cells are distinct and all see each other. */
    private boolean allSee(int[] cells) {
        for (int i = 0; i < cells.length; i++) {
            for (int j = i + 1; j < cells.length; j++) {
                if (!see(cells[i], cells[j])) {
                    return false;
                }
            }
        }
        return true;
    }

    /** {@code c} as a linear sum, or null when it is none. */
    private Linear linear(Constraint c) {
        if (c instanceof Constraint.Cage cage && cage.sum() > 0) {
            int[] cells = distinct(cage.cells());
            return new Linear(c.describe(board), cells, ones(cells.length), cage.sum());
        } else if (c instanceof Constraint.LittleKiller k) {
            return new Linear(c.describe(board), k.cells(), ones(k.cells().length), k.sum());
        } else if (c instanceof Constraint.Arrow a) {
            int[] cells = new int[a.circle().length + a.shaft().length];
            int[] weights = new int[cells.length];
            int place = 1;
            for (int i = a.circle().length - 1; i >= 0; i--) {
                cells[i] = a.circle()[i];
                weights[i] = place;
                place *= 10;
            }
            for (int i = 0; i < a.shaft().length; i++) {
                cells[a.circle().length + i] = a.shaft()[i];
                weights[a.circle().length + i] = -1;
            }
            if (distinct(cells).length == cells.length) {
                return new Linear(c.describe(board), cells, weights, 0);
            }
        }
        return null;
    }

    private static int[] ones(int n) {
        int[] w = new int[n];
        Arrays.fill(w, 1);
        return w;
    }

    /**
     * What a long line says of two or three of its cells, which the explainer can fill while the whole
     * line has too many fillings: a thermometer's cells i < j differ by at least j - i (slow: do not
     * decrease), neighbours on whispers differ by at least its difference, a palindrome's mirrored
     * cells are equal, a renban line's cells differ by less than its length, each middle cell of a
     * between line lies strictly between its ends, three cells in a row on an entropic line are one
     * low, one middle and one high digit (so cells three apart are in the same third), and on a
     * zipper line two cells the same distance from its middle add up to the middle cell (odd length)
     * or to the next pair in (even length); a clone's cell and its copy are equal; an indexer cell is
     * k exactly when the k-th cell of its line (a row or column) holds the index; and two segments of
     * a region sum line (its parts in one box or region each) have the same sum.
     */
    private void implied(Constraint c, List<Rule> out) {
        String name = c.describe(board);
        String family = VariantTechniques.family(c);
        if (c instanceof Constraint.Thermo t) {
            int[] cells = t.cells();
            for (int i = 0; i < cells.length; i++) {
                for (int j = i + 1; j < cells.length; j++) {
                    int a = cells[i];
                    int b = cells[j];
                    int gap = t.slow() ? 0 : j - i;
                    out.add(new Rule(name, family, new int[] {a, b}, v -> v[b] - v[a] >= gap));
                }
            }
        } else if (c instanceof Constraint.Whispers w) {
            int[] cells = w.cells();
            for (int i = 1; i < cells.length; i++) {
                int a = cells[i - 1];
                int b = cells[i];
                if (a != b) {
                    out.add(new Rule(name, family, new int[] {a, b}, v -> Math.abs(v[a] - v[b]) >= w.difference()));
                }
            }
        } else if (c instanceof Constraint.Palindrome p) {
            int[] cells = p.cells();
            for (int i = 0; i < cells.length / 2; i++) {
                int a = cells[i];
                int b = cells[cells.length - 1 - i];
                if (a != b) {
                    out.add(new Rule(name, family, new int[] {a, b}, v -> v[a] == v[b]));
                }
            }
        } else if (c instanceof Constraint.Renban r) {
            int[] cells = distinct(r.cells());
            int span = cells.length - 1;
            for (int i = 0; i < cells.length; i++) {
                for (int j = i + 1; j < cells.length; j++) {
                    int a = cells[i];
                    int b = cells[j];
                    out.add(new Rule(name, family, new int[] {a, b}, v -> Math.abs(v[a] - v[b]) <= span));
                }
            }
        } else if (c instanceof Constraint.Entropic e) {
            int[] cells = e.cells();
            int n = digits;
            for (int i = 0; i + 1 < cells.length; i++) {
                int a = cells[i];
                int b = cells[i + 1];
                if (i + 2 < cells.length) {
                    int m = cells[i + 2];
                    out.add(new Rule(name, family, distinct(new int[] {a, b, m}), v -> Constraint.Entropic.third(v[a], n)
                            != Constraint.Entropic.third(v[b], n) && Constraint.Entropic.third(v[a], n)
                            != Constraint.Entropic.third(v[m], n) && Constraint.Entropic.third(v[b], n)
                            != Constraint.Entropic.third(v[m], n)));
                }
                if (i + 3 < cells.length) {
                    int d = cells[i + 3];
                    out.add(new Rule(name, family, distinct(new int[] {a, d}),
                            v -> Constraint.Entropic.third(v[a], n) == Constraint.Entropic.third(v[d], n)));
                }
            }
        } else if (c instanceof Constraint.Zipper z) {
            int[] cells = z.cells();
            int len = cells.length;
            for (int i = 0, j = len - 1; i < j; i++, j--) {
                int a = cells[i];
                int b = cells[j];
                if (len % 2 == 1) {
                    int m = cells[len / 2];
                    out.add(new Rule(name, family, distinct(new int[] {a, b, m}), v -> v[a] + v[b] == v[m]));
                } else if (i + 1 < j - 1) {
                    int x = cells[i + 1];
                    int y = cells[j - 1];
                    out.add(new Rule(name, family, distinct(new int[] {a, b, x, y}), v -> v[a] + v[b] == v[x] + v[y]));
                }
            }
        } else if (c instanceof Constraint.Clone cl) {
            for (int i = 0; i < cl.originals().length; i++) {
                int a = cl.originals()[i];
                int b = cl.copies()[i];
                if (a != b) {
                    out.add(new Rule(name, family, new int[] {a, b}, v -> v[a] == v[b]));
                }
            }
        } else if (c instanceof Constraint.Indexer ix && allSee(ix.line())) {
            // The line holds its index digit exactly once: the indexer cell is k exactly when the
            // k-th cell of the line holds it.
            int a = ix.cell();
            int[] line = ix.line();
            int index = ix.index();
            out.add(new Rule(name, family, new int[] {a}, v -> v[a] >= 1 && v[a] <= line.length));
            for (int k = 1; k <= line.length; k++) {
                int b = line[k - 1];
                int at = k;
                out.add(new Rule(name, family, distinct(new int[] {a, b}), v -> (v[a] == at) == (v[b] == index)));
            }
        } else if (c instanceof Constraint.RegionSum line) {
            List<int[]> segments = new ArrayList<>();
            boolean[] ends = line.ends(board);
            int start = 0;
            for (int i = 0; i < ends.length; i++) {
                if (ends[i]) {
                    segments.add(Arrays.copyOfRange(line.cells(), start, i + 1));
                    start = i + 1;
                }
            }
            for (int i = 0; i < segments.size(); i++) {
                for (int j = i + 1; j < segments.size(); j++) {
                    int[] x = segments.get(i);
                    int[] y = segments.get(j);
                    if (x.length + y.length <= VariantTechniques.MAX_CELLS) {
                        int[] both = Arrays.copyOf(x, x.length + y.length);
                        System.arraycopy(y, 0, both, x.length, y.length);
                        out.add(new Rule(name, family, distinct(both), v -> Geometry.sum(x, v) == Geometry.sum(y, v)));
                    }
                }
            }
        } else if (c instanceof Constraint.Between bl) {
            int[] cells = bl.cells();
            int x = cells[0];
            int y = cells[cells.length - 1];
            for (int i = 1; i < cells.length - 1; i++) {
                int m = cells[i];
                if (m != x && m != y && x != y) {
                    out.add(new Rule(name, family, new int[] {x, y, m},
                            v -> v[m] > Math.min(v[x], v[y]) && v[m] < Math.max(v[x], v[y])));
                }
            }
        }
    }

    private void link(List<int[]> pairs) {
        for (int[] pair : pairs) {
            seeSets[pair[0]].set(pair[1]);
            seeSets[pair[1]].set(pair[0]);
        }
    }

    /** Whether {@code a} and {@code b} may not hold the same digit. */
    boolean see(int a, int b) {
        return seeSets[a].get(b);
    }

    /**
     * The innies and outies ({@link FortyFiveRule}) of every full house and of every run of two to
     * {@link #MAX_SUM_LINES} consecutive rows or columns, of at most {@link #MAX_SUM_CELLS} cells.
     */
    private List<SumGroup> sumGroups() {
        List<SumGroup> out = new ArrayList<>();
        for (FortyFiveRule.Equation e : FortyFiveRule.derive(puzzle, MAX_SUM_LINES, MAX_SUM_CELLS,
                EnumSet.of(FortyFiveRule.Kind.INNIES, FortyFiveRule.Kind.OUTIES))) {
            String side = e.kind() == FortyFiveRule.Kind.INNIES ? "innies of " : "outies of ";
            out.add(new SumGroup(side + e.region() + " (45 rule)", e.plus(), e.target()));
        }
        return out;
    }

    static int[] distinct(int[] cells) {
        return Arrays.stream(cells).distinct().toArray();
    }
}
