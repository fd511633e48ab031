package dev.sudokux.internal.batch;

import dev.sudokux.format.AnswerWriter;
import dev.sudokux.generate.Generated;
import dev.sudokux.generate.Generator;
import dev.sudokux.generate.Symmetry;
import dev.sudokux.logic.Grade;
import dev.sudokux.logic.Rater;
import dev.sudokux.logic.Rating;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.BudgetExceededException;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.io.Serializable;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.Predicate;

/**
 * The generator's settings of {@code sudokux generate} and {@code sudokux spark generate}, read once
 * from their options, so that both make the same puzzles from the same options and refuse the same
 * values with the same words. Serializable: Spark sends it to its executors.
 *
 * @param grade          the grade asked for ({@code --grade}), or null
 * @param low            the lowest rating asked for ({@code --rating}), NaN for none
 * @param high           the highest rating asked for, NaN for none
 * @param timeLimitNanos a puzzle's time limit, 0 for none
 * @param nodeLimit      a puzzle's node limit, 0 for none
 */
public record GenerateSettings(int boxRows, int boxColumns, Symmetry symmetry, boolean minimal,
                               boolean strictMinimal, Grade grade, double low, double high, int maxAttempts,
                               long timeLimitNanos, long nodeLimit) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Attempts a puzzle when a difficulty is asked for and {@code --max-attempts} is not given. */
    public static final int FILTERED_MAX_ATTEMPTS = 20_000;

    /**
     * Reads the options; null or absent values take their defaults.
     *
     * @param grade       {@code --grade}, or null
     * @param rating      {@code --rating} ({@code A-B}), or null
     * @param maxAttempts {@code --max-attempts}, or null for the default
     * @throws IllegalArgumentException a one-line message naming the option and what it takes
     */
    public static GenerateSettings of(Shape box, String symmetry, boolean minimal, boolean strictMinimal,
                                      String grade, String rating, Integer maxAttempts, Duration timeLimit,
                                      Long nodeLimit) {
        Symmetry sym = Symmetry.parse(symmetry);
        Grade wantedGrade = grade == null ? null : grade(grade);
        double[] range = null;
        if (rating != null) {
            try {
                range = ratingRange(rating);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--rating " + e.getMessage());
            }
        }
        return of(box, sym, minimal, strictMinimal, wantedGrade, range, maxAttempts, timeLimit, nodeLimit);
    }

    /**
     * The settings from values already read (a caller that reports each bad value its own way, as the
     * web API names the member); null or absent values take their defaults.
     *
     * @param grade       the grade asked for, or null
     * @param rating      the rating range {low, high} ({@link #ratingRange}), or null
     * @param maxAttempts {@code --max-attempts}, or null for the default
     */
    public static GenerateSettings of(Shape box, Symmetry symmetry, boolean minimal, boolean strictMinimal,
                                      Grade grade, double[] rating, Integer maxAttempts, Duration timeLimit,
                                      Long nodeLimit) {
        boolean filtered = grade != null || rating != null;
        int attempts = maxAttempts != null ? maxAttempts
                : filtered ? FILTERED_MAX_ATTEMPTS : Generator.DEFAULT_MAX_ATTEMPTS;
        return new GenerateSettings(box.boxRows(), box.boxColumns(), symmetry, minimal || strictMinimal,
                strictMinimal, grade, rating == null ? Double.NaN : rating[0], rating == null ? Double.NaN : rating[1],
                attempts, timeLimit == null ? 0 : timeLimit.toNanos(), nodeLimit == null ? 0 : nodeLimit);
    }

    /**
     * Reads a grade: {@code easy}, {@code medium}, {@code hard}, {@code expert} or {@code extreme}.
     *
     * @throws IllegalArgumentException {@code unknown grade 'X': choose ...}
     */
    public static Grade grade(String text) {
        try {
            return Grade.valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown grade '" + text
                    + "': choose easy, medium, hard, expert or extreme");
        }
    }

    /**
     * Reads a rating range {@code A-B} ({@code 2.0-4.5}) as {low, high}.
     *
     * @throws IllegalArgumentException what is wrong, worded to follow the option's or member's name:
     *                                  {@code takes a range A-B, ...} or {@code 5-2: the low end ...}
     */
    public static double[] ratingRange(String text) {
        String[] parts = text.split("-");
        double low;
        double high;
        try {
            if (parts.length != 2) {
                throw new NumberFormatException();
            }
            low = Double.parseDouble(parts[0].trim());
            high = Double.parseDouble(parts[1].trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("takes a range A-B, such as 2.0-4.5, not '" + text + "'");
        }
        if (low > high) {
            throw new IllegalArgumentException(text + ": the low end is above the high end");
        }
        return new double[] {low, high};
    }

    /** The box shape. */
    public Shape shape() {
        return Shape.of(boxRows, boxColumns);
    }

    /** The ratings asked for, or null for any. */
    public Predicate<Rating> wanted() {
        return grade == null && Double.isNaN(low) ? null : r -> accepts(r.grade(), r.value());
    }

    /**
     * Whether a puzzle of {@code puzzleGrade} rated {@code value} is one asked for (any puzzle when no
     * difficulty is asked for); for ratings of other kinds than {@link Rating} (variants).
     */
    public boolean accepts(Grade puzzleGrade, double value) {
        if (grade != null) {
            return puzzleGrade == grade;
        }
        return Double.isNaN(low) || value >= low - 1e-9 && value <= high + 1e-9;
    }

    /**
     * The generator these settings describe. With a difficulty asked for, it rates each candidate puzzle
     * and puts the rating of each one it keeps in {@code ratings} (for the JSON answer).
     */
    public Generator generator(Map<Grid, Rating> ratings) {
        Predicate<Rating> wanted = wanted();
        Budget budget = Budget.UNLIMITED;
        if (timeLimitNanos > 0) {
            budget = budget.withTimeLimit(Duration.ofNanos(timeLimitNanos));
        }
        if (nodeLimit > 0) {
            budget = budget.withMaxNodes(nodeLimit);
        }
        Generator.Builder builder = Generator.builder(shape()).symmetry(symmetry).minimal(minimal)
                .strictMinimal(strictMinimal).budget(budget).maxAttempts(maxAttempts);
        if (wanted != null) {
            Rater rater = Rater.standard();
            BiPredicate<Grid, Budget> filter = (puzzle, left) -> {
                Rating r = rater.rate(rater.explainer().explain(puzzle, left)); // generated puzzles are unique
                if (!r.isComplete()) {
                    throw new BudgetExceededException(r.stopReason());
                }
                if (!wanted.test(r)) {
                    return false;
                }
                ratings.put(puzzle, r);
                return true;
            };
            builder.filter(filter);
        }
        return builder.build();
    }

    /** Why puzzle {@code g} was not made, one line without the command's name: {@code puzzle 3: ...}. */
    public static String failure(Generated g) {
        if (g.budgetExceeded()) {
            return "puzzle " + (g.index() + 1) + ": gave up (" + AnswerWriter.why(g.stopReason()) + ") after "
                    + g.attempts() + " attempts; seed " + g.seed();
        }
        return "puzzle " + (g.index() + 1) + ": none found in " + g.attempts() + " attempts ("
                + g.rejectedByFilter() + " not of the difficulty asked, " + g.rejectedNotMinimal()
                + " not minimal); seed " + g.seed();
    }

    /** The run's description in {@code --stats}: {@code 9x9, no symmetry, minimal}. */
    public String describe() {
        return shape() + ", " + symmetry.word()
                + (minimal ? (strictMinimal ? ", strictly minimal" : ", minimal") : "");
    }
}
