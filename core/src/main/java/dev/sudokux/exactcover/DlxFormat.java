package dev.sudokux.exactcover;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes exact cover problems in Knuth's DLX text format (the input of his programs DLX1
 * and DLX2):
 *
 * <ul>
 * <li>Lines whose first character is {@code |} are comments; blank lines are skipped too.</li>
 * <li>The first other line lists the item names separated by spaces or tabs: the primary items,
 *     then a {@code |} and the secondary items (the {@code |} may be left out when all items are
 *     primary). A primary item may carry a multiplicity, as in Knuth's DLX3: {@code 2:3|name} (covered
 *     between 2 and 3 times), {@code 2|name} (exactly twice), {@code 0:1|name} (at most once).</li>
 * <li>Every following line is an option: the names of its items, in any order, each at most once
 *     and at least one of them primary. A secondary item may be written {@code name:colour}: options
 *     that give it the same colour may share it.</li>
 * <li>A name is any run of characters other than white space ({@link Character#isWhitespace}),
 *     {@code :} and {@code |} (Knuth's programs also limit it to 8 characters; this reader does
 *     not).</li>
 * </ul>
 *
 * <p>A byte order mark at the start of the text is ignored. Bad input throws a
 * {@link DlxFormatException} naming the line and column.
 */
public final class DlxFormat {

    private DlxFormat() {
    }

    /** Reads a problem from text; see the class comment for the format. */
    public static ExactCoverProblem parse(String text) {
        try {
            return read(new StringReader(text));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a problem from {@code in} to its end.
     *
     * @throws DlxFormatException when the text is not a valid problem
     * @throws IOException        when reading fails
     */
    public static ExactCoverProblem read(Reader in) throws IOException {
        BufferedReader reader = in instanceof BufferedReader b ? b : new BufferedReader(in, 1 << 16);
        int lineNumber = 0;
        String line;
        List<Token> tokens = new ArrayList<>();
        ExactCoverProblem.Builder builder = null;
        Map<String, Integer> index = null;
        int primaryCount = 0;
        int[] seenAt = null; // seenAt[item] = column+1 while the current option is read, stamped by option
        int[] seenStamp = null;
        int stamp = 0;
        while ((line = reader.readLine()) != null) {
            lineNumber++;
            if (lineNumber == 1 && line.startsWith("\uFEFF")) {
                line = line.substring(1); // a byte order mark, as some editors write at the start
            }
            if (line.startsWith("|")) {
                continue;
            }
            tokenize(line, tokens);
            if (tokens.isEmpty()) {
                continue;
            }
            if (builder == null) {
                List<String> primary = new ArrayList<>();
                List<String> secondary = new ArrayList<>();
                index = new HashMap<>();
                List<int[]> bounds = new ArrayList<>(); // {item, min, max}
                Token bar = null;
                for (Token t : tokens) {
                    if (t.text.equals("|")) {
                        if (bar != null) {
                            throw new DlxFormatException(lineNumber, t.column,
                                    "a second '|' in the items line (the first is at column " + bar.column + ")");
                        }
                        if (primary.isEmpty()) {
                            throw new DlxFormatException(lineNumber, t.column,
                                    "no primary item before '|' in the items line");
                        }
                        bar = t;
                        continue;
                    }
                    int[] bound = multiplicity(t, lineNumber);
                    if (bound != null) {
                        if (bar != null) {
                            throw new DlxFormatException(lineNumber, t.column, "secondary item '"
                                    + t.text.substring(t.text.indexOf('|') + 1)
                                    + "' can't have a multiplicity (only primary items can)");
                        }
                        t = new Token(t.text.substring(t.text.indexOf('|') + 1), t.column + t.text.indexOf('|') + 1);
                        bounds.add(new int[] {primary.size(), bound[0], bound[1]});
                    }
                    checkItemName(t, lineNumber);
                    Integer before = index.putIfAbsent(t.text, primary.size() + secondary.size());
                    if (before != null) {
                        throw new DlxFormatException(lineNumber, t.column, "item '" + t.text
                                + "' is listed twice in the items line (first at column "
                                + columnOf(tokens, t.text) + ")");
                    }
                    (bar == null ? primary : secondary).add(t.text);
                }
                if (primary.isEmpty()) {
                    throw new DlxFormatException(lineNumber, 1, "the items line has no primary item");
                }
                builder = ExactCoverProblem.builder(primary, secondary);
                for (int[] b : bounds) {
                    builder.multiplicity(b[0], b[1], b[2]);
                }
                primaryCount = primary.size();
                seenAt = new int[index.size()];
                seenStamp = new int[index.size()];
                continue;
            }
            // An option.
            stamp++;
            int[] items = new int[tokens.size()];
            int[] colors = new int[tokens.size()];
            boolean hasPrimary = false;
            for (int k = 0; k < tokens.size(); k++) {
                Token t = tokens.get(k);
                String name = t.text;
                String colour = null;
                int colon = name.indexOf(':');
                if (colon >= 0) {
                    colour = name.substring(colon + 1);
                    name = name.substring(0, colon);
                }
                if (name.contains("|")) {
                    throw new DlxFormatException(lineNumber, t.column,
                            "'|' in an option (a comment line must start with '|')");
                }
                Integer item = index.get(name);
                if (item == null) {
                    throw new DlxFormatException(lineNumber, t.column, "unknown item '" + name
                            + "' (not in the items line)");
                }
                if (seenStamp[item] == stamp) {
                    throw new DlxFormatException(lineNumber, t.column, "item '" + name
                            + "' is repeated in this option (first at column " + seenAt[item] + ")");
                }
                seenStamp[item] = stamp;
                seenAt[item] = t.column;
                items[k] = item;
                hasPrimary |= item < primaryCount;
                if (colour != null) {
                    int colourColumn = t.column + colon + 1;
                    if (item < primaryCount) {
                        throw new DlxFormatException(lineNumber, t.column + colon, "primary item '" + name
                                + "' can't have a colour (only secondary items can)");
                    }
                    if (colour.isEmpty()) {
                        throw new DlxFormatException(lineNumber, colourColumn, "a colour name is missing after ':'");
                    }
                    if (!ExactCoverProblem.isValidName(colour)) {
                        throw new DlxFormatException(lineNumber, colourColumn, "colour '" + colour
                                + "' contains ':' or '|'");
                    }
                    colors[k] = builder.color(colour);
                }
            }
            if (!hasPrimary) {
                throw new DlxFormatException(lineNumber, tokens.get(0).column,
                        "this option has no primary item (every option needs one)");
            }
            builder.addOption(items, colors);
        }
        if (builder == null) {
            throw new DlxFormatException(Math.max(1, lineNumber + 1), 1,
                    "missing items line: the input has no line that is not blank or a comment");
        }
        return builder.build();
    }

    /**
     * Writes {@code problem} in DLX format: the items line, then one option a line, in order.
     * Reading the text back gives an equal problem.
     */
    public static void write(ExactCoverProblem problem, Appendable out) throws IOException {
        StringBuilder line = new StringBuilder();
        if (problem.itemName(0).startsWith("\uFEFF") && problem.minCount(0) == 1 && problem.maxCount(0) == 1) {
            // A first name that starts with U+FEFF would read back as a byte order mark and lose it.
            line.append(' ');
        }
        for (int i = 0; i < problem.itemCount(); i++) {
            if (i == problem.primaryCount()) {
                line.append(" |");
            }
            if (i > 0) {
                line.append(' ');
            }
            int min = problem.minCount(i);
            int max = problem.maxCount(i);
            if (i < problem.primaryCount() && (min != 1 || max != 1)) {
                line.append(min == max ? "" : min + ":").append(max).append('|');
            }
            line.append(problem.itemName(i));
        }
        out.append(line).append('\n');
        for (int k = 0; k < problem.optionCount(); k++) {
            out.append(problem.optionText(k)).append('\n');
        }
    }

    /** The problem as DLX text. */
    public static String toString(ExactCoverProblem problem) {
        StringBuilder sb = new StringBuilder();
        try {
            write(problem, sb);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sb.toString();
    }

    /**
     * Knuth's multiplicity before an item name, {@code min:max|name} or {@code max|name}: the bounds
     * {min, max}, or null when the token has none (a '|' after something other than numbers is
     * left for {@link #checkItemName} to reject).
     */
    private static int[] multiplicity(Token t, int lineNumber) {
        int bar = t.text.indexOf('|');
        if (bar <= 0) {
            return null;
        }
        String spec = t.text.substring(0, bar);
        int colon = spec.indexOf(':');
        String low = colon < 0 ? spec : spec.substring(0, colon);
        String high = colon < 0 ? spec : spec.substring(colon + 1);
        if (!isNumber(low) || !isNumber(high)) {
            return null;
        }
        if (bar == t.text.length() - 1) {
            throw new DlxFormatException(lineNumber, t.column + bar + 1, "an item name is missing after '"
                    + t.text + "'");
        }
        int min;
        int max;
        try {
            min = Integer.parseInt(low);
            max = Integer.parseInt(high);
        } catch (NumberFormatException tooBig) {
            throw new DlxFormatException(lineNumber, t.column, "multiplicity '" + spec + "' is too large");
        }
        if (max < 1 || min > max) {
            throw new DlxFormatException(lineNumber, t.column, "multiplicity '" + spec
                    + "' must be min:max with min <= max and max at least 1");
        }
        return new int[] {min, max};
    }

    private static boolean isNumber(String s) {
        return !s.isEmpty() && s.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    private static void checkItemName(Token t, int lineNumber) {
        int colon = t.text.indexOf(':');
        if (colon >= 0) {
            throw new DlxFormatException(lineNumber, t.column + colon,
                    "':' in item name '" + t.text + "' (colours belong in options, not in the items line)");
        }
        int bar = t.text.indexOf('|');
        if (bar >= 0) {
            throw new DlxFormatException(lineNumber, t.column + bar,
                    "'|' in item name '" + t.text + "' (put spaces around the '|' that starts the secondary items)");
        }
    }

    private static int columnOf(List<Token> tokens, String text) {
        for (Token t : tokens) {
            if (t.text.equals(text)) {
                return t.column;
            }
        }
        return 1;
    }

    private record Token(String text, int column) {
    }

    private static void tokenize(String line, List<Token> tokens) {
        tokens.clear();
        int n = line.length();
        int i = 0;
        while (i < n) {
            if (isSpace(line.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < n && !isSpace(line.charAt(i))) {
                i++;
            }
            tokens.add(new Token(line.substring(start, i), start + 1));
        }
    }

    /**
     * Whether {@code c} separates names: every white space character Java knows
     * ({@link Character#isWhitespace}: space, tab, form feed, vertical tab, the file, group, record
     * and unit separators U+001C-U+001F, and Unicode's spaces), as {@link ExactCoverProblem#isValidName}
     * refuses all of them in a name. Knuth's programs split at C's {@code isspace}, a subset.
     */
    private static boolean isSpace(char c) {
        return Character.isWhitespace(c);
    }
}
