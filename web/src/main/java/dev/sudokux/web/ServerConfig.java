package dev.sudokux.web;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Everything {@code sudokux serve} can be told: where it listens and the limits every request is held
 * to. {@link #defaults()} is what {@code serve} uses without options.
 *
 * @param bind             the address to listen on (loopback unless told otherwise)
 * @param port             the port; 0 picks a free one (tests)
 * @param staticDir        a folder to serve the page from instead of the jar's (page development), or
 *                         null
 */
public record ServerConfig(String bind, int port, String staticDir) {

    /** Checks the fields. */
    public ServerConfig {
        Objects.requireNonNull(bind, "bind");
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is not in 0-65535");
        }
    }

    /** Loopback, port 8080, the page from the jar. */
    public static ServerConfig defaults() {
        return new ServerConfig("127.0.0.1", 8080, null);
    }

    /** The same configuration on another port. */
    public ServerConfig withPort(int p) {
        return new ServerConfig(bind, p, staticDir);
    }
}
