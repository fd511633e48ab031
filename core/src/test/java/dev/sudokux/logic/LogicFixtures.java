package dev.sudokux.logic;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.TestGrids;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The rated puzzle samples under {@code /logic/} (see each file's header for its source). */
final class LogicFixtures {

    private LogicFixtures() {
    }

    /** A puzzle and the rest of its line (its published rating fields). */
    record Rated(Grid puzzle, String rating, String line) {
    }

    /** Every puzzle of {@code /logic/name}, skipping '#' lines. */
    static List<Rated> load(String name) {
        List<Rated> list = new ArrayList<>();
        try (InputStream in = LogicFixtures.class.getResourceAsStream("/logic/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture /logic/" + name);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] fields = line.trim().split("\\s+");
                list.add(new Rated(TestGrids.line(fields[0]), fields.length > 1 ? fields[1] : "", line));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return list;
    }

    /** The 1,000 Sudoku Exchange puzzles with their SE rating (2.5 to 9.3). */
    static List<Rated> seExchange() {
        return load("se_exchange_sample.txt");
    }

    /** 94 puzzles of the forum's hardest list (SE 9.7 to 11.9 where rated). */
    static List<Rated> seHardest() {
        return load("se_hardest_sample.txt");
    }

    /** 200 QQWing puzzles, 50 of each QQWing level. */
    static List<Rated> qqwing() {
        return load("qqwing_sample.txt");
    }

    /** The SE rating of a Sudoku Exchange line. */
    static double se(Rated r) {
        return Double.parseDouble(r.rating());
    }
}
