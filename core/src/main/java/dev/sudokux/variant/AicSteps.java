package dev.sudokux.variant;

import dev.sudokux.internal.ChainLength;
import dev.sudokux.solve.Budget;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Alternating inference chains over the links of every house and constraint ({@link CandidateLinks}):
 * a chain starts at a candidate A, goes by a strong link (if A is false, B is true), then a weak link
 * (so C is false), a strong link again, and so on, and ends with a strong link at a candidate Z. One
 * of A and Z is true, so a candidate weakly linked to both goes. When Z is A itself (A false would make
 * A true), A is true and every candidate weakly linked to it goes. The shortest such chain is taken,
 * each link named by its house or constraint: {@code (5)r1c1 =[cell]= (7)r1c1 -[diagonal]- (7)r5c5}.
 * Rated as Sudoku Explainer rates a forcing chain (7.0, plus its length), at most {@value #MAX}.
 * Where Sudoku X's diagonals or a constraint's pairs link candidates, these chains see them, which
 * the classic chains (rows, columns and boxes only) cannot.
 */
final class AicSteps extends VariantTechniques.Rated {

    /** The highest rating a chain gets (below the forcing chain over every constraint). */
    static final double MAX = 8.5;

    AicSteps() {
        super("Alternating Inference Chain", 7.0, MAX);
    }

    @Override
    public VariantExplainer.Step find(LogicState s, Budget.Meter meter) {
        CandidateLinks links = s.links(meter);
        int nodes = s.cand.length * links.digits;
        Search search = new Search(links, nodes);
        for (int a = 0; a < nodes; a++) {
            if (links.strongCount[a] == 0 || links.weakCount[a] == 0 || !links.open(a)) {
                continue;
            }
            int visited = search.from(a);
            if (meter != null) {
                meter.step(Math.max(1, visited)); // each start is a whole search over the links: bill what it visited
            }
        }
        return search.best == null ? null : search.step(this, s);
    }

    /** Breadth-first from each start in turn, keeping the shortest chain that rules something out. */
    private static final class Search {
        private final CandidateLinks links;
        private final int[] onStamp;
        private final int[] offStamp;
        private final int[] onDist;
        private final int[] offDist;
        private final int[] onFrom;
        private final int[] offFrom;
        private final int[] onWhy;
        private final int[] offWhy;
        private final int[] weakOfStart;
        private final int[] queue;
        private int stamp;
        /** Links of the best chain so far, or MAX_VALUE. */
        int bestLength = Integer.MAX_VALUE;
        /** The best chain's nodes, start first, and the links between them. */
        List<Integer> best;
        List<String> bestLinks;
        long[] bestGone;

        Search(CandidateLinks links, int nodes) {
            this.links = links;
            onStamp = new int[nodes];
            offStamp = new int[nodes];
            onDist = new int[nodes];
            offDist = new int[nodes];
            onFrom = new int[nodes];
            offFrom = new int[nodes];
            onWhy = new int[nodes];
            offWhy = new int[nodes];
            weakOfStart = new int[nodes];
            queue = new int[2 * nodes];
        }

        /** Searches from {@code a}; returns how many (node, true or false) entries it visited. */
        int from(int a) {
            stamp++;
            for (int k = 0; k < links.weakCount[a]; k++) {
                weakOfStart[links.weak[a][k]] = stamp;
            }
            int head = 0;
            int tail = 0;
            offStamp[a] = stamp;
            offDist[a] = 0;
            queue[tail++] = a * 2; // even: the node is false, odd: it is true
            while (head < tail) {
                int entry = queue[head++];
                int n = entry >> 1;
                if ((entry & 1) == 0) {
                    if (offDist[n] + 1 >= bestLength) {
                        return tail;
                    }
                    for (int k = 0; k < links.strongCount[n]; k++) {
                        int m = links.strong[n][k];
                        if (onStamp[m] == stamp) {
                            continue;
                        }
                        onStamp[m] = stamp;
                        onDist[m] = offDist[n] + 1;
                        onFrom[m] = n;
                        onWhy[m] = links.strongWhy[n][k];
                        queue[tail++] = m * 2 + 1;
                        end(a, m);
                    }
                } else {
                    if (onDist[n] + 2 >= bestLength) {
                        return tail;
                    }
                    for (int k = 0; k < links.weakCount[n]; k++) {
                        int m = links.weak[n][k];
                        if (offStamp[m] == stamp) {
                            continue;
                        }
                        offStamp[m] = stamp;
                        offDist[m] = onDist[n] + 1;
                        offFrom[m] = n;
                        offWhy[m] = links.weakWhy[n][k];
                        queue[tail++] = m * 2;
                    }
                }
            }
            return tail;
        }

        /** A chain from {@code a} (false) to {@code z} (true): keeps it when it rules something out and is the shortest. */
        private void end(int a, int z) {
            if (onDist[z] >= bestLength) {
                return;
            }
            int digits = links.digits;
            long[] gone = null;
            for (int k = 0; k < links.weakCount[z]; k++) {
                int x = links.weak[z][k];
                if (weakOfStart[x] == stamp) {
                    if (gone == null) {
                        gone = new long[links.state.cand.length];
                    }
                    gone[x / digits] |= 1L << (x % digits);
                }
            }
            if (gone == null) {
                return;
            }
            bestLength = onDist[z];
            bestGone = gone;
            best = new ArrayList<>();
            bestLinks = new ArrayList<>();
            int n = z;
            boolean on = true;
            while (true) {
                best.add(n);
                if (!on && n == a) {
                    break;
                }
                int prev = on ? onFrom[n] : offFrom[n];
                String why = links.why(prev, n, on ? onWhy[n] : offWhy[n]);
                bestLinks.add((on ? " =[" : " -[") + why + (on ? "]= " : "]- "));
                n = prev;
                on = !on;
            }
            Collections.reverse(best);
            Collections.reverse(bestLinks);
        }

        VariantExplainer.Step step(AicSteps technique, LogicState s) {
            Board board = s.rules.board;
            StringBuilder chain = new StringBuilder(links.name(best.get(0)));
            for (int i = 1; i < best.size(); i++) {
                chain.append(bestLinks.get(i - 1)).append(links.name(best.get(i)));
            }
            int a = best.get(0);
            int z = best.get(best.size() - 1);
            String ends = a == z ? "so " + links.name(a) + " is true"
                    : "so " + links.name(a) + " or " + links.name(z) + " is true";
            VariantTechniques.Removals removals = new VariantTechniques.Removals(board);
            for (int p = 0; p < bestGone.length; p++) {
                removals.add(p, bestGone[p]);
            }
            double difficulty = Math.min(MAX, Math.round((technique.difficulty() + ChainLength.difficulty(best.size())) * 10) / 10.0);
            return VariantTechniques.elimination(technique, difficulty, board.cellName(a / links.digits),
                    "chain " + chain + ", " + ends, removals);
        }
    }
}
