package dev.sudokux.spark;

/** A mistake in the command line or the input, said in one line; the command exits with status 2. */
final class UserInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UserInputException(String message) {
        super(message, null, false, false);
    }
}
