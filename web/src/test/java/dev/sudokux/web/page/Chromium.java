package dev.sudokux.web.page;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Debian's {@code chromium} and {@code chromedriver}, found on this machine and started headless and
 * off the network. Both paths are given to Selenium, so Selenium Manager never looks for (or
 * downloads) a browser or a driver. {@code SUDOKUX_CHROMIUM} and {@code SUDOKUX_CHROMEDRIVER} (or the
 * system properties {@code sudokux.chromium}, {@code sudokux.chromedriver}) point elsewhere.
 */
final class Chromium {

    private static final List<String> BROWSERS = List.of("chromium", "chromium-browser", "google-chrome");
    private static final List<String> DRIVERS = List.of("chromedriver");

    private Chromium() {
    }

    /** The browser's executable, if there is one. */
    static Optional<Path> browser() {
        return find("sudokux.chromium", "SUDOKUX_CHROMIUM", BROWSERS);
    }

    /** The driver's executable, if there is one. */
    static Optional<Path> driver() {
        return find("sudokux.chromedriver", "SUDOKUX_CHROMEDRIVER", DRIVERS);
    }

    /**
     * What is missing for the browser tests, in one sentence, or empty when both are here.
     */
    static Optional<String> missing() {
        List<String> missing = new ArrayList<>();
        if (browser().isEmpty()) {
            missing.add(where("chromium", "sudokux.chromium", "SUDOKUX_CHROMIUM", BROWSERS));
        }
        if (driver().isEmpty()) {
            missing.add(where("chromedriver", "sudokux.chromedriver", "SUDOKUX_CHROMEDRIVER", DRIVERS));
        }
        if (missing.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("browser tests skipped: " + String.join(" and ", missing)
                + " missing; install them with: apt-get install -y chromium chromium-driver");
    }

    /** A headless chromium with a fresh profile in {@code profile}, its window width x height. */
    static ChromeDriver start(Path profile, int width, int height) {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(browser().orElseThrow().toFile());
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                // Off the network: no background fetches, updates, sync, first-run pages or QUIC.
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--no-default-browser-check",
                "--disable-quic",
                "--disable-extensions",
                "--disable-default-apps",
                "--metrics-recording-only",
                "--hide-scrollbars",
                "--force-device-scale-factor=1",
                "--lang=en-US",
                "--window-size=" + width + "," + height,
                "--user-data-dir=" + profile.toAbsolutePath());
        // The page's console, so that a test can fail on a script error.
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability(ChromeOptions.LOGGING_PREFS, logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(driver().orElseThrow().toFile())
                .usingAnyFreePort()
                .withSilent(true)
                .build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        return driver;
    }

    private static String where(String what, String property, String variable, List<String> names) {
        String given = System.getProperty(property, System.getenv(variable));
        if (given != null && !given.isBlank()) {
            return what + " (" + given + " is not an executable)";
        }
        return what + " (no " + String.join(" or ", names) + " on PATH)";
    }

    private static Optional<Path> find(String property, String variable, List<String> names) {
        String given = System.getProperty(property, System.getenv(variable));
        if (given != null && !given.isBlank()) {
            Path p = Path.of(given);
            return Files.isExecutable(p) ? Optional.of(p) : Optional.empty();
        }
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String name : names) {
            for (String dir : path.split(File.pathSeparator)) {
                if (dir.isEmpty()) {
                    continue;
                }
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p) && !Files.isDirectory(p)) {
                    return Optional.of(p);
                }
            }
        }
        return Optional.empty();
    }

    /** A fresh, empty profile directory (deleted by the caller with {@link #delete}). */
    static Path freshProfile() throws IOException {
        return Files.createTempDirectory("sudokux-chromium-");
    }

    /** Deletes a directory tree, ignoring what cannot be deleted (chromium may still be closing files). */
    static void delete(Path dir) {
        if (dir == null) {
            return;
        }
        try (var walk = Files.walk(dir)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | RuntimeException e) {
            // A temporary directory left behind is harmless.
        }
    }
}
