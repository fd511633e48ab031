package dev.sudokux.format;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * LZ-string's base64 form, as f-puzzles and SudokuPad put a puzzle in a link
 * ({@code compressToBase64} and {@code decompressFromBase64} of pieroxy's lz-string 1.4, which
 * works on UTF-16 code units: Java chars). An LZW variant whose codes grow from 2 bits, written
 * six bits a base64 character, lowest bit of a value first.
 */
final class LzString {

    private static final String BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

    private LzString() {
    }

    /** Whether {@code c} is one of the 65 characters of the base64 form. */
    static boolean isBase64(char c) {
        return BASE64.indexOf(c) >= 0;
    }

    /**
     * The text {@code input} compresses, or null when it is not a well-formed compressed string
     * (a character outside base64, a code that points nowhere, no end mark).
     */
    static String decompressFromBase64(String input) {
        if (input.isEmpty()) {
            return null;
        }
        for (int i = 0; i < input.length(); i++) {
            if (!isBase64(input.charAt(i))) {
                return null;
            }
        }
        return new Reader(input).run();
    }

    /** Reads bits from the base64 characters, six a character, highest first. */
    private static final class Reader {
        private final String input;
        private int val;
        private int position = 32;
        private int index = 1;

        Reader(String input) {
            this.input = input;
            this.val = BASE64.indexOf(input.charAt(0));
        }

        private int bits(int count) {
            int bits = 0;
            int power = 1;
            for (int i = 0; i < count; i++) {
                int resb = val & position;
                position >>= 1;
                if (position == 0) {
                    position = 32;
                    val = index < input.length() ? BASE64.indexOf(input.charAt(index)) : 0;
                    index++;
                }
                bits |= (resb > 0 ? 1 : 0) * power;
                power <<= 1;
            }
            return bits;
        }

        String run() {
            java.util.List<String> dictionary = new java.util.ArrayList<>();
            dictionary.add("0");
            dictionary.add("1");
            dictionary.add("2");
            int enlargeIn = 4;
            int numBits = 3;
            String c;
            switch (bits(2)) {
                case 0:
                    c = String.valueOf((char) bits(8));
                    break;
                case 1:
                    c = String.valueOf((char) bits(16));
                    break;
                case 2:
                    return "";
                default:
                    return null;
            }
            dictionary.add(c);
            String w = c;
            StringBuilder result = new StringBuilder(c);
            while (true) {
                if (index > input.length()) {
                    return null;
                }
                int code = bits(numBits);
                switch (code) {
                    case 0:
                        dictionary.add(String.valueOf((char) bits(8)));
                        code = dictionary.size() - 1;
                        enlargeIn--;
                        break;
                    case 1:
                        dictionary.add(String.valueOf((char) bits(16)));
                        code = dictionary.size() - 1;
                        enlargeIn--;
                        break;
                    case 2:
                        return result.toString();
                    default:
                        break;
                }
                if (enlargeIn == 0) {
                    enlargeIn = 1 << numBits;
                    numBits++;
                }
                String entry;
                if (code < dictionary.size()) {
                    entry = dictionary.get(code);
                } else if (code == dictionary.size()) {
                    entry = w + w.charAt(0);
                } else {
                    return null;
                }
                result.append(entry);
                dictionary.add(w + entry.charAt(0));
                enlargeIn--;
                w = entry;
                if (enlargeIn == 0) {
                    enlargeIn = 1 << numBits;
                    numBits++;
                }
            }
        }
    }

    /** {@code text} compressed to base64, as lz-string's {@code compressToBase64} writes it. */
    static String compressToBase64(String text) {
        Writer out = new Writer();
        Map<String, Integer> dictionary = new HashMap<>();
        Set<String> toCreate = new HashSet<>();
        String w = "";
        int enlargeIn = 2;
        int dictSize = 3;
        int numBits = 2;
        for (int i = 0; i < text.length(); i++) {
            String c = String.valueOf(text.charAt(i));
            if (!dictionary.containsKey(c)) {
                dictionary.put(c, dictSize++);
                toCreate.add(c);
            }
            String wc = w + c;
            if (dictionary.containsKey(wc)) {
                w = wc;
                continue;
            }
            int[] state = {enlargeIn, numBits};
            emit(out, w, dictionary, toCreate, state);
            enlargeIn = state[0];
            numBits = state[1];
            dictionary.put(wc, dictSize++);
            w = c;
        }
        if (!w.isEmpty()) {
            int[] state = {enlargeIn, numBits};
            emit(out, w, dictionary, toCreate, state);
            numBits = state[1];
        }
        out.write(2, numBits);
        out.flush();
        String res = out.toString();
        return switch (res.length() % 4) {
            case 1 -> res + "===";
            case 2 -> res + "==";
            case 3 -> res + "=";
            default -> res;
        };
    }

    /** Writes the code for {@code w}; {@code state} is {enlargeIn, numBits}, updated. */
    private static void emit(Writer out, String w, Map<String, Integer> dictionary, Set<String> toCreate, int[] state) {
        if (toCreate.contains(w)) {
            char ch = w.charAt(0);
            if (ch < 256) {
                out.write(0, state[1]);
                out.write(ch, 8);
            } else {
                out.write(1, state[1]);
                out.write(ch, 16);
            }
            enlarge(state);
            toCreate.remove(w);
        } else {
            out.write(dictionary.get(w), state[1]);
        }
        enlarge(state);
    }

    private static void enlarge(int[] state) {
        if (--state[0] == 0) {
            state[0] = 1 << state[1];
            state[1]++;
        }
    }

    /** Packs bits, lowest bit of each value first, six a base64 character. */
    private static final class Writer {
        private final StringBuilder sb = new StringBuilder();
        private int val;
        private int position;

        void write(int value, int count) {
            for (int i = 0; i < count; i++) {
                bit(value & 1);
                value >>= 1;
            }
        }

        private void bit(int b) {
            val = (val << 1) | b;
            if (position == 5) {
                position = 0;
                sb.append(BASE64.charAt(val));
                val = 0;
            } else {
                position++;
            }
        }

        void flush() {
            while (true) {
                val <<= 1;
                if (position == 5) {
                    sb.append(BASE64.charAt(val));
                    break;
                }
                position++;
            }
        }

        @Override
        public String toString() {
            return sb.toString();
        }
    }
}
