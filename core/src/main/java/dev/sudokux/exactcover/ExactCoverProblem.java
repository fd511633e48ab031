package dev.sudokux.exactcover;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An exact cover problem: a set of items and a list of options, each option a set of items.
 *
 * <p>Items are numbered {@code 0 .. itemCount()-1}. The first {@link #primaryCount()} items are
 * <em>primary</em>: a solution covers each of them exactly once. The others are <em>secondary</em>:
 * a solution covers each of them at most once, except that several options may share a secondary
 * item when they all give it the same <em>colour</em> (Knuth's DLX2 extension). A primary item may
 * have a <em>multiplicity</em> (Knuth's DLX3): covered between {@link #minCount} and {@link #maxCount}
 * times instead of exactly once. Every option holds at least one primary item, and no item twice.
 *
 * <p>Options are numbered {@code 0 .. optionCount()-1} in the order they were added, and each keeps
 * its items in the order they were given. Colours are positive integers; {@code 0} means "no colour".
 * A problem read from text keeps the colour names, see {@link #colorName(int)}.
 *
 * <p>Instances are immutable and safe to share between threads. Build one with {@link #builder(int, int)}
 * (anonymous items, fastest), {@link #builder(List, List)} (named items) or read one with {@link DlxFormat}.
 *
 * <pre>{@code
 * ExactCoverProblem.Builder b = ExactCoverProblem.builder(List.of("a", "b", "c"), List.of());
 * b.addOption("a", "b");
 * b.addOption("c");
 * b.addOption("a", "c");
 * ExactCoverProblem problem = b.build();
 * }</pre>
 */
public final class ExactCoverProblem {

    private final String[] itemNames; // null: items are named by number
    private final int itemCount;
    private final int primaryCount;
    private final int[] optionStart; // option k holds optionItems[optionStart[k] .. optionStart[k+1])
    private final int[] optionItems;
    private final int[] optionColors; // parallel to optionItems; null when no option uses a colour
    private final Map<Integer, String> colorNames;
    /** The bounds of each primary item; null when every one is covered exactly once. */
    private final int[] minCounts;
    private final int[] maxCounts;
    private volatile Map<String, Integer> itemIndex;

    private ExactCoverProblem(Builder b) {
        this.minCounts = b.minCounts == null ? null : b.minCounts.clone();
        this.maxCounts = b.maxCounts == null ? null : b.maxCounts.clone();
        this.itemNames = b.itemNames;
        this.itemCount = b.itemCount;
        this.primaryCount = b.primaryCount;
        this.optionStart = Arrays.copyOf(b.optionStart, b.optionCount + 1);
        this.optionItems = Arrays.copyOf(b.items, b.nodeCount);
        this.optionColors = b.anyColor ? Arrays.copyOf(b.colors, b.nodeCount) : null;
        this.colorNames = Map.copyOf(b.colorNames);
    }

    /**
     * A builder for a problem whose items are known only by number: items {@code 0 .. primary-1} are
     * primary, {@code primary .. primary+secondary-1} secondary. Their names are {@code "#0"},
     * {@code "#1"}, ... when the problem is written as text.
     *
     * @param primary   number of primary items, at least 1
     * @param secondary number of secondary items, at least 0
     */
    public static Builder builder(int primary, int secondary) {
        if (primary < 1 || secondary < 0) {
            throw new IllegalArgumentException(
                    "a problem needs at least one primary item and no negative count: primary="
                            + primary + ", secondary=" + secondary);
        }
        return new Builder(null, primary, secondary);
    }

    /**
     * A builder for a problem with named items. Names must be distinct and non-blank, and may not
     * contain white space, {@code ':'} or {@code '|'} (so that the problem can be written as text).
     *
     * @param primary   names of the primary items, at least one
     * @param secondary names of the secondary items
     */
    public static Builder builder(List<String> primary, List<String> secondary) {
        if (primary.isEmpty()) {
            throw new IllegalArgumentException("a problem needs at least one primary item");
        }
        String[] names = new String[primary.size() + secondary.size()];
        Map<String, Integer> seen = new HashMap<>();
        int k = 0;
        for (List<String> list : List.of(primary, secondary)) {
            for (String name : list) {
                checkName(name);
                if (seen.putIfAbsent(name, k) != null) {
                    throw new IllegalArgumentException("item '" + name + "' is named twice");
                }
                names[k++] = name;
            }
        }
        Builder b = new Builder(names, primary.size(), secondary.size());
        b.nameIndex = seen;
        return b;
    }

    /** Whether {@code name} can be an item name: non-empty, no white space, no ':' or '|'. */
    public static boolean isValidName(String name) {
        if (name == null || name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == ':' || c == '|' || Character.isWhitespace(c)) {
                return false;
            }
        }
        return true;
    }

    private static void checkName(String name) {
        if (!isValidName(name)) {
            throw new IllegalArgumentException("'" + name
                    + "' is not a valid item name (it must be non-empty, without white space, ':' or '|')");
        }
    }

    /** Number of items, primary and secondary. */
    public int itemCount() {
        return itemCount;
    }

    /** Number of primary items; they are items {@code 0 .. primaryCount()-1}. */
    public int primaryCount() {
        return primaryCount;
    }

    /** Number of secondary items; they are items {@code primaryCount() .. itemCount()-1}. */
    public int secondaryCount() {
        return itemCount - primaryCount;
    }

    /** Whether item {@code item} is primary. */
    public boolean isPrimary(int item) {
        return item < primaryCount;
    }

    /** The name of an item: the name it was given, or {@code "#"} and its number. */
    public String itemName(int item) {
        Objects.checkIndex(item, itemCount);
        return itemNames != null ? itemNames[item] : "#" + item;
    }

    /** The number of the item called {@code name}, or -1 when there is none. */
    public int itemIndex(String name) {
        Map<String, Integer> index = itemIndex;
        if (index == null) {
            index = new HashMap<>();
            for (int i = 0; i < itemCount; i++) {
                index.put(itemName(i), i);
            }
            itemIndex = index;
        }
        return index.getOrDefault(name, -1);
    }

    /** Number of options. */
    public int optionCount() {
        return optionStart.length - 1;
    }

    /** Total number of item occurrences over all options (the number of nodes of the matrix). */
    public int nodeCount() {
        return optionItems.length;
    }

    /** Number of items in option {@code option}. */
    public int optionSize(int option) {
        Objects.checkIndex(option, optionCount());
        return optionStart[option + 1] - optionStart[option];
    }

    /** The {@code k}-th item of option {@code option}, in the order it was given. */
    public int optionItem(int option, int k) {
        Objects.checkIndex(k, optionSize(option));
        return optionItems[optionStart[option] + k];
    }

    /** The colour given to the {@code k}-th item of option {@code option}; 0 for none. */
    public int optionColor(int option, int k) {
        Objects.checkIndex(k, optionSize(option));
        return optionColors == null ? 0 : optionColors[optionStart[option] + k];
    }

    /** The items of option {@code option}, in the order they were given (a copy). */
    public int[] optionItems(int option) {
        Objects.checkIndex(option, optionCount());
        return Arrays.copyOfRange(optionItems, optionStart[option], optionStart[option + 1]);
    }

    /** Whether some primary item is to be covered other than exactly once. */
    public boolean hasMultiplicities() {
        return minCounts != null;
    }

    /**
     * The fewest times a solution covers {@code item}: 1 unless a multiplicity says otherwise; 0 for a
     * secondary item.
     */
    public int minCount(int item) {
        Objects.checkIndex(item, itemCount);
        return item >= primaryCount ? 0 : minCounts == null ? 1 : minCounts[item];
    }

    /** The most times a solution covers {@code item}: 1 unless a multiplicity says otherwise. */
    public int maxCount(int item) {
        Objects.checkIndex(item, itemCount);
        return item >= primaryCount || maxCounts == null ? 1 : maxCounts[item];
    }

    /** Whether any option gives a colour to a secondary item. */
    public boolean hasColors() {
        return optionColors != null;
    }

    /** The name of colour {@code color}: the name it was read with, or its number. */
    public String colorName(int color) {
        String name = colorNames.get(color);
        return name != null ? name : Integer.toString(color);
    }

    /**
     * The option as text: its item names in order, {@code item:colour} for coloured ones, separated by
     * single spaces, as in Knuth's DLX format.
     */
    public String optionText(int option) {
        StringBuilder sb = new StringBuilder();
        int end = optionStart[option + 1];
        for (int p = optionStart[option]; p < end; p++) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(itemName(optionItems[p]));
            if (optionColors != null && optionColors[p] != 0) {
                sb.append(':').append(colorName(optionColors[p]));
            }
        }
        return sb.toString();
    }

    // Package-private raw access for the engine: no copies.
    int[] rawOptionStart() {
        return optionStart;
    }

    int[] rawOptionItems() {
        return optionItems;
    }

    int[] rawOptionColors() {
        return optionColors;
    }

    @Override
    public String toString() {
        return "ExactCoverProblem[" + primaryCount + " primary, " + secondaryCount() + " secondary items, "
                + optionCount() + " options, " + nodeCount() + " nodes]";
    }

    /**
     * Collects options for an {@link ExactCoverProblem}. Each {@code addOption} checks the option at
     * once (items in range and not repeated, at least one primary item, colours only on secondary
     * items) and throws {@link IllegalArgumentException} naming what is wrong.
     */
    public static final class Builder {
        private final String[] itemNames;
        private final int itemCount;
        private final int primaryCount;
        private Map<String, Integer> nameIndex;
        private final Map<Integer, String> colorNames = new HashMap<>();
        private final Map<String, Integer> colorIds = new HashMap<>();
        private int[] optionStart = new int[16];
        private int[] items = new int[64];
        private int[] colors = new int[64];
        private int optionCount;
        private int nodeCount;
        private boolean anyColor;
        private int[] minCounts; // null until a multiplicity is set
        private int[] maxCounts;
        private final int[] lastSeen; // lastSeen[item] == stamp when item is in the option being added
        private int stamp;

        private Builder(String[] itemNames, int primary, int secondary) {
            this.itemNames = itemNames;
            this.itemCount = primary + secondary;
            this.primaryCount = primary;
            this.lastSeen = new int[itemCount];
        }

        /** The number of the item called {@code name}; throws when there is none. */
        public int item(String name) {
            Integer k = nameIndex == null ? null : nameIndex.get(name);
            if (k == null) {
                if (itemNames == null && name.startsWith("#")) {
                    try {
                        int n = Integer.parseInt(name.substring(1));
                        if (n >= 0 && n < itemCount) {
                            return n;
                        }
                    } catch (NumberFormatException ignored) {
                        // fall through to the error below
                    }
                }
                throw new IllegalArgumentException("unknown item '" + name + "'");
            }
            return k;
        }

        /**
         * The number standing for the colour called {@code name}, the same number each time it is
         * asked; names are kept so that the problem is written back with them.
         */
        public int color(String name) {
            if (name.isEmpty() || !isValidName(name)) {
                throw new IllegalArgumentException("'" + name + "' is not a valid colour name");
            }
            return colorIds.computeIfAbsent(name, n -> {
                int id = colorIds.size() + 1;
                colorNames.put(id, n);
                return id;
            });
        }

        /**
         * Adds an option without colours.
         *
         * @param optionItems item numbers, each in range, none repeated, at least one primary
         * @return the option's number
         */
        public int addOption(int... optionItems) {
            return addOption(optionItems, null);
        }

        /**
         * Adds an option without colours made of {@code length} items of {@code items} from
         * {@code offset} (for callers that keep their options in one flat array).
         *
         * @return the option's number
         */
        public int addOption(int[] items, int offset, int length) {
            Objects.checkFromIndexSize(offset, length, items.length);
            return add(items, offset, length, null);
        }

        /**
         * Makes room for {@code options} more options holding {@code nodes} items in all, so that
         * adding them does not grow the arrays step by step.
         *
         * @return this builder
         */
        public Builder expect(int options, int nodes) {
            if (optionCount + options + 1 > optionStart.length) {
                optionStart = Arrays.copyOf(optionStart, optionCount + options + 1);
            }
            if (nodeCount + nodes > items.length) {
                items = Arrays.copyOf(items, nodeCount + nodes);
                colors = Arrays.copyOf(colors, nodeCount + nodes);
            }
            return this;
        }

        /**
         * Adds an option whose secondary items may carry colours.
         *
         * @param optionItems  item numbers, each in range, none repeated, at least one primary
         * @param optionColors null, or one colour a item: 0 for none, a positive number otherwise;
         *                     only secondary items may have a colour
         * @return the option's number
         */
        public int addOption(int[] optionItems, int[] optionColors) {
            if (optionColors != null && optionColors.length != optionItems.length) {
                throw new IllegalArgumentException("an option with " + optionItems.length + " items has "
                        + optionColors.length + " colours");
            }
            return add(optionItems, 0, optionItems.length, optionColors);
        }

        private int add(int[] optionItems, int offset, int length, int[] optionColors) {
            boolean hasPrimary = false;
            int mark = ++stamp;
            for (int k = 0; k < length; k++) {
                int item = optionItems[offset + k];
                if (item < 0 || item >= itemCount) {
                    throw new IllegalArgumentException("item number " + item + " is out of range 0.."
                            + (itemCount - 1));
                }
                if (lastSeen[item] == mark) {
                    throw new IllegalArgumentException("item '" + nameOf(item) + "' appears twice in an option");
                }
                lastSeen[item] = mark;
                hasPrimary |= item < primaryCount;
                int color = optionColors == null ? 0 : optionColors[k];
                if (color < 0) {
                    throw new IllegalArgumentException("colour " + color + " of item '" + nameOf(item)
                            + "' is negative");
                }
                if (color != 0 && item < primaryCount) {
                    throw new IllegalArgumentException("primary item '" + nameOf(item)
                            + "' can't have a colour");
                }
            }
            if (!hasPrimary) {
                throw new IllegalArgumentException("an option needs at least one primary item");
            }
            ensureCapacity(length);
            for (int k = 0; k < length; k++) {
                items[nodeCount] = optionItems[offset + k];
                int color = optionColors == null ? 0 : optionColors[k];
                colors[nodeCount] = color;
                anyColor |= color != 0;
                nodeCount++;
            }
            optionCount++;
            optionStart[optionCount] = nodeCount;
            return optionCount - 1;
        }

        /**
         * Adds an option given as item names, each {@code name} or {@code name:colour} for a coloured
         * secondary item.
         *
         * @return the option's number
         */
        public int addOption(String... tokens) {
            int[] optionItems = new int[tokens.length];
            int[] optionColors = new int[tokens.length];
            for (int k = 0; k < tokens.length; k++) {
                String token = tokens[k];
                int colon = token.indexOf(':');
                if (colon < 0) {
                    optionItems[k] = item(token);
                } else {
                    optionItems[k] = item(token.substring(0, colon));
                    optionColors[k] = color(token.substring(colon + 1));
                }
            }
            return addOption(optionItems, optionColors);
        }

        /**
         * Sets the multiplicity of primary item {@code item}: a solution covers it between {@code min}
         * and {@code max} times (Knuth's {@code min:max|name}); {@code 0 <= min <= max}, {@code max >= 1}.
         *
         * @return this builder
         */
        public Builder multiplicity(int item, int min, int max) {
            Objects.checkIndex(item, itemCount);
            if (item >= primaryCount) {
                throw new IllegalArgumentException("secondary item '" + nameOf(item)
                        + "' can't have a multiplicity (only primary items can)");
            }
            if (min < 0 || max < 1 || min > max) {
                throw new IllegalArgumentException("multiplicity " + min + ":" + max + " of item '" + nameOf(item)
                        + "' is not 0 <= min <= max with max >= 1");
            }
            if (minCounts == null) {
                if (min == 1 && max == 1) {
                    return this;
                }
                minCounts = new int[primaryCount];
                maxCounts = new int[primaryCount];
                Arrays.fill(minCounts, 1);
                Arrays.fill(maxCounts, 1);
            }
            minCounts[item] = min;
            maxCounts[item] = max;
            return this;
        }

        /** {@link #multiplicity(int, int, int)} for the item called {@code name}. */
        public Builder multiplicity(String name, int min, int max) {
            return multiplicity(item(name), min, max);
        }

        /** Number of options added so far. */
        public int optionCount() {
            return optionCount;
        }

        /** The problem as built so far; the builder can go on adding options afterwards. */
        public ExactCoverProblem build() {
            return new ExactCoverProblem(this);
        }

        private String nameOf(int item) {
            return itemNames != null ? itemNames[item] : "#" + item;
        }

        private void ensureCapacity(int more) {
            if (optionCount + 2 > optionStart.length) {
                optionStart = Arrays.copyOf(optionStart, optionStart.length * 2);
            }
            if (nodeCount + more > items.length) {
                int size = Math.max(items.length * 2, nodeCount + more);
                items = Arrays.copyOf(items, size);
                colors = Arrays.copyOf(colors, size);
            }
        }
    }

    /** The item names, in order: primary first (for writers). */
    List<String> itemNameList() {
        List<String> names = new ArrayList<>(itemCount);
        for (int i = 0; i < itemCount; i++) {
            names.add(itemName(i));
        }
        return names;
    }
}
