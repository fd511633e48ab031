package dev.sudokux.format;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.io.IOException;
import java.util.Locale;

/**
 * The text formats of Sudoku puzzles and solutions. Every format reads and writes plain text, one
 * line at a time; lines end with {@code \n}, {@code \r\n} or {@code \r} (written {@code \n}).
 *
 * <p>Rules all formats share when reading:
 * <ul>
 * <li>Lines whose first character other than white space is {@code #} are comments, skipped
 *     anywhere, even inside a puzzle. Blank lines (white space only) are skipped between puzzles.</li>
 * <li>A line {@code end} or {@code e} alone, in either case (POJ 3074 style), ends the input:
 *     nothing after it is read.</li>
 * <li>White space is space, tab, form feed and vertical tab; a byte order mark at the start is
 *     ignored. Lines and columns count from 1, a tab being one column.</li>
 * <li>The size N is inferred when no shape is given: N at least 4 and not prime, with the boxes of
 *     {@link Shape#forSize(int)} (square boxes for square N; 6x6 has 2x3 boxes, 8x8 2x4, 12x12 3x4).
 *     Other shapes (3x2 boxes, 1x1, 7x7 with 1x7 boxes) are read when the shape is given. Only
 *     {@link #SIZED} writes the box shape; a grid with boxes other than those of
 *     {@code Shape.forSize(N)} reads back only with its shape given.</li>
 * </ul>
 *
 * <p>The names ({@link #optionName()}, {@link #fromName(String)}) are those of the command line:
 * {@code --format line|grid|sized|letters|json}.
 */
public enum Format {

    /**
     * One puzzle a line: its N*N symbols, row by row, with nothing between them. Symbols are
     * {@code 1}-{@code 9} for 1 to 9, {@code A}-{@code Z} for 10 to 35, {@code a}-{@code z} for 36 to
     * 61 ({@link dev.sudokux.sudoku.Symbols#LINE}); {@code .} or {@code 0} is a blank. When N is at
     * most 35, lower-case letters also stand for 10 to 35 ({@code a} = {@code A}). N is inferred
     * from the number of symbols (81: 9x9, 16: 4x4, 36: 6x6 with 2x3 boxes, 256: 16x16, 625:
     * 25x25), N at most 61. White space and anything after it on the line is the puzzle's
     * {@linkplain Puzzle#trailing() trailing text} (a rating, a name). A failed puzzle is written
     * {@code no solution}. Each line is read on its own: a bad line costs only its own puzzle.
     */
    LINE("no solution", false),

    /**
     * N lines of N numbers separated by white space, {@code 0} or {@code .} for blank; N, at most 64,
     * from the first row of the first puzzle and of each puzzle after a blank line (a puzzle right
     * after another has its size). Puzzles follow each other, optionally separated by blank lines
     * (written with one blank line between them, and one space between numbers). A blank line
     * inside a puzzle cuts it short; separating puzzles by blank lines keeps a damaged puzzle (a row
     * missing) from taking rows of the next. A failed puzzle is written {@code NO SOLUTION}.
     */
    GRID("NO SOLUTION", true),

    /**
     * A line holding the box size {@code n} alone (1 to 8: 3 for 9x9, 4 for 16x16), then the
     * {@code n*n} rows as in {@link #GRID}; puzzles one after the other, blank lines allowed anywhere.
     * Square boxes only, since one number gives the size. After a bad size line, reading picks up
     * again at the next line holding a single number; a line holding a single number where a row
     * was expected is the next puzzle's size line (the puzzle before it was cut short). A failed
     * puzzle is written {@code NO SOLUTION}.
     */
    SIZED("NO SOLUTION", false),

    /**
     * N lines of N letters, {@code A} = 1, {@code B} = 2, ..., {@code -} for blank, nothing between
     * them (UVA 1309: 16x16 with {@code A}-{@code P}); N, at most 26, found as in {@link #GRID}. A
     * blank line between puzzles (written so; reading also accepts none). A blank line inside a
     * puzzle cuts it short. A failed puzzle is written {@code NO SOLUTION}.
     */
    LETTERS("NO SOLUTION", true),

    /**
     * JSON Lines, for programs: one object a line, <code>&#123;"box":[3,3],"cells":"..."&#125;</code>.
     * {@code cells} is the grid row by row, a string in the {@link #LINE} alphabet ({@code .} or
     * {@code 0} blank), or an array of whole numbers (0 blank) for any size; {@code box}, the rows and
     * columns of a box, may be left out when the size has its usual boxes ({@link Shape#forSize(int)});
     * {@code id}, any JSON value, is kept with the puzzle ({@link Puzzle#id()}) and echoed in answers.
     * Other fields are ignored. Comment lines ({@code #}), blank lines and an {@code end} line work as
     * in the text formats. Each line is read on its own: a bad line costs only its own puzzle, and its
     * error names the field. Written as <code>&#123;"box":[3,3],"cells":"..."&#125;</code>, {@code cells} a
     * string up to 61x61 and numbers beyond; a failed puzzle is written <code>&#123;"status":"none"&#125;</code>.
     */
    JSON("{\"status\":\"none\"}", false);

    private final String noSolution;
    private final boolean blankLineBetween;

    Format(String noSolution, boolean blankLineBetween) {
        this.noSolution = noSolution;
        this.blankLineBetween = blankLineBetween;
    }

    /**
     * The format named {@code name} on the command line ({@code line}, {@code grid}, ...), any case.
     *
     * @throws IllegalArgumentException naming the formats there are, when there is none of that name
     */
    public static Format fromName(String name) {
        for (Format f : values()) {
            if (f.name().equalsIgnoreCase(name.trim())) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown format '" + name + "': choose line, grid, sized, letters or json");
    }

    /** The name on the command line: {@code line}, {@code grid}, {@code sized}, {@code letters}, {@code json}. */
    public String optionName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * What a puzzle without a solution is written as: {@code no solution} (LINE), {@code NO SOLUTION}
     * (GRID, SIZED, LETTERS) or <code>&#123;"status":"none"&#125;</code> (JSON).
     */
    public String noSolutionText() {
        return noSolution;
    }

    /**
     * What a puzzle that could not be read, or breaks the rules, is written as: {@code invalid}, or
     * <code>&#123;"status":"invalid"&#125;</code> in JSON.
     */
    public String invalidText() {
        return this == JSON ? "{\"status\":\"invalid\"}" : "invalid";
    }

    /** Whether this is {@link #JSON}: answers are then JSON objects rather than text. */
    public boolean isJson() {
        return this == JSON;
    }

    /** Whether consecutive puzzles are written with a blank line between them (GRID and LETTERS). */
    public boolean blankLineBetweenPuzzles() {
        return blankLineBetween;
    }

    /**
     * Whether grids of {@code shape} can be read and written in this format: LINE up to 61x61, GRID
     * and JSON any, SIZED square boxes up to 8x8, LETTERS up to 26x26.
     */
    public boolean supports(Shape shape) {
        return unsupported(shape) == null;
    }

    /**
     * Checks that this format {@linkplain #supports(Shape) supports} {@code shape}.
     *
     * @throws IllegalArgumentException saying why, when it does not
     */
    public void checkSupports(Shape shape) {
        String why = unsupported(shape);
        if (why != null) {
            throw new IllegalArgumentException(why);
        }
    }

    /**
     * Writes {@code grid} (a solution, or a puzzle with blanks) in this format, each line ended by
     * {@code \n}: LINE one line, {@code .} for blank; GRID N lines of numbers separated by one space,
     * {@code 0} for blank; SIZED the box size line, then as GRID; LETTERS N lines of letters,
     * {@code -} for blank; JSON one object with {@code box} and {@code cells}. Nothing is written
     * between puzzles: see {@link PuzzleWriter}.
     *
     * @throws IllegalArgumentException when the format does not {@linkplain #supports(Shape) support}
     *                                  the grid's shape
     * @throws IOException              when {@code out} fails
     */
    public void write(Grid grid, Appendable out) throws IOException {
        StringBuilder text = new StringBuilder(2 * grid.shape().cellCount() + 8);
        append(grid, text);
        out.append(text);
    }

    /** The grid as {@link #write(Grid, Appendable)} writes it. */
    public String toText(Grid grid) {
        StringBuilder text = new StringBuilder(2 * grid.shape().cellCount() + 8);
        append(grid, text);
        return text.toString();
    }

    /** Appends the grid as {@link #write} writes it, after checking the shape. */
    void append(Grid grid, StringBuilder out) {
        checkSupports(grid.shape());
        switch (this) {
            case LINE -> LineFormat.append(grid, out);
            case GRID -> GridFormat.append(grid, out);
            case SIZED -> SizedFormat.append(grid, out);
            case LETTERS -> LettersFormat.append(grid, out);
            case JSON -> JsonFormat.append(grid, out);
        }
    }

    /** Why grids of {@code shape} are not supported, or null when they are. */
    String unsupported(Shape shape) {
        return switch (this) {
            case LINE -> LineFormat.unsupported(shape);
            case GRID, JSON -> null;
            case SIZED -> SizedFormat.unsupported(shape);
            case LETTERS -> LettersFormat.unsupported(shape);
        };
    }

    /** A parser of this format over {@code lines}; {@code shape} null to infer it. */
    PuzzleParser parser(LineSource lines, Shape shape) {
        return switch (this) {
            case LINE -> new LineFormat(lines, shape);
            case GRID -> new GridFormat(lines, shape);
            case SIZED -> new SizedFormat(lines, shape);
            case LETTERS -> new LettersFormat(lines, shape);
            case JSON -> new JsonFormat(lines, shape);
        };
    }
}
