package dev.sudokux.cli;

/** Bad input the user can fix: printed as one line on stderr, exit status 2. */
final class UserInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UserInputException(String message) {
        super(message);
    }
}
