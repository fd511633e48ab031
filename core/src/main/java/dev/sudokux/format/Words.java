package dev.sudokux.format;

/** The small pieces of English that error messages are made of. */
final class Words {
    private Words() {
    }

    /** {@code "a 9x9"} or {@code "an 8x8"}: the size with the article that goes before it. */
    static String aSize(int n) {
        boolean vowel = n == 8 || n == 11 || n == 18 || n >= 80 && n <= 89;
        return (vowel ? "an " : "a ") + n + "x" + n;
    }

    /** {@code "1 symbol"}, {@code "2 symbols"}. */
    static String count(int count, String word) {
        return count + " " + word + (count == 1 ? "" : "s");
    }

    /**
     * A character as shown in a message: {@code 'x'}, or {@code U+0007} when it does not print;
     * U+FFFD, which stands for a byte that is not UTF-8, says so.
     */
    static String quote(char c) {
        if (c == '\uFFFD') {
            return "U+FFFD (a byte that is not UTF-8 text)";
        }
        if (c >= ' ' && c < 0x7F || c > 0xA0 && !Character.isISOControl(c) && !Character.isSurrogate(c)
                && !Character.isWhitespace(c)) {
            return "'" + c + "'";
        }
        return String.format("U+%04X", (int) c);
    }

    /** A piece of text as shown in a message, quoted, cut at 20 characters. */
    static String quote(char[] chars, int from, int to) {
        int shown = Math.min(to - from, 20);
        StringBuilder sb = new StringBuilder(shown + 5).append('\'');
        for (int i = from; i < from + shown; i++) {
            char c = chars[i];
            sb.append(c >= ' ' && c != 0x7F ? c : '?');
        }
        if (to - from > shown) {
            sb.append("...");
        }
        return sb.append('\'').toString();
    }
}
