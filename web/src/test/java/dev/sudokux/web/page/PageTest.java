package dev.sudokux.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.web.ServerConfig;
import dev.sudokux.web.WebServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A browser test of the page: one server on an ephemeral port and one headless chromium per test
 * class; helpers to read the board and wait for answers; screenshots under
 * {@code target/screenshots/}. Skipped, with a message naming what is missing, where chromium or
 * chromedriver is not installed.
 */
@ExtendWith(RequiresChromium.class)
abstract class PageTest {

    /** Desktop and phone windows the screenshots are taken in. */
    static final Dimension DESKTOP = new Dimension(1280, 900);
    static final Dimension PHONE = new Dimension(390, 844);

    static WebServer server;
    static ChromeDriver driver;
    private static Path profile;

    @BeforeAll
    static void startBrowser() throws IOException {
        server = WebServer.start(ServerConfig.defaults().withPort(0));
        profile = Chromium.freshProfile();
        driver = Chromium.start(profile, DESKTOP.width, DESKTOP.height);
    }

    @AfterAll
    static void stopBrowser() {
        if (driver != null) {
            driver.quit();
            driver = null;
        }
        if (server != null) {
            server.close();
            server = null;
        }
        Chromium.delete(profile);
    }

    /** No script error in the page during a test (failed requests the test asked for are fine). */
    @AfterEach
    void noScriptErrors() {
        if (driver == null) {
            return;
        }
        List<String> errors = new ArrayList<>();
        for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
            if (e.getLevel().intValue() >= Level.SEVERE.intValue() && !e.getMessage().contains("Failed to load resource")) {
                errors.add(e.getMessage());
            }
        }
        assertThat(errors).as("errors in the browser's console").isEmpty();
        driver.manage().window().setSize(DESKTOP);
    }

    /** The page's address on the test server. */
    static String base() {
        return "http://127.0.0.1:" + server.port() + "/";
    }

    /** Opens the page afresh, with fragment as its address's fragment (empty for none). */
    static void open(String fragment) {
        driver.get("about:blank");
        driver.get(base() + (fragment.isEmpty() ? "" : "#" + fragment));
        waitUntil(d -> "true".equals(js("return document.documentElement.dataset.ready || ''")));
    }

    /** Opens the page with a 9x9 (or any line-format) puzzle's givens. */
    static void openPuzzle(String line, String box) {
        open("b=" + box + "&g=" + line);
    }

    static Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    static <T> T waitUntil(Function<WebDriver, T> condition) {
        // The page redraws the board when an answer comes: an element read a moment before may be gone,
        // and the condition is then read again, on the new board.
        return new WebDriverWait(driver, Duration.ofSeconds(30))
                .ignoring(StaleElementReferenceException.class)
                .until(condition);
    }

    static WebElement byId(String id) {
        return driver.findElement(By.id(id));
    }

    static void click(String id) {
        byId(id).click();
    }

    static WebElement cell(int cell) {
        return byId("cell-" + cell);
    }

    /** The value shown in cell (0 for blank). */
    static int value(int cell) {
        String text = cell(cell).findElement(By.className("v")).getText().trim();
        return text.isEmpty() ? 0 : Integer.parseInt(text);
    }

    /** Every value on the board, row by row. */
    static int[] values() {
        @SuppressWarnings("unchecked")
        List<Long> v = (List<Long>) js("return [...document.querySelectorAll('#board .cell')]"
                + ".map(c => Number(c.querySelector('.v').textContent || 0))");
        return v.stream().mapToInt(Long::intValue).toArray();
    }

    static List<String> classes(int cell) {
        return List.of(cell(cell).getAttribute("class").split("\\s+"));
    }

    /** The cells with class name, in order. */
    @SuppressWarnings("unchecked")
    static List<Long> cellsWith(String className) {
        return (List<Long>) js("return [...document.querySelectorAll('#board .cell.' + arguments[0])]"
                + ".map(c => Number(c.dataset.cell))", className);
    }

    /** The pencil marks (or candidates) shown in cell. */
    @SuppressWarnings("unchecked")
    static List<Long> marks(int cell) {
        return (List<Long>) js("return [...document.getElementById('cell-' + arguments[0]).querySelectorAll('.m span')]"
                + ".map(s => Number(s.dataset.digit))", cell);
    }

    /** The candidates drawn with class c-name (elim, place, chain), as cell * size + digit - 1. */
    @SuppressWarnings("unchecked")
    static List<Long> candidatesWith(String name) {
        return (List<Long>) js("const n = Number(getComputedStyle(document.getElementById('board')).getPropertyValue('--n'));"
                + "return [...document.querySelectorAll('#board .m span.c-' + arguments[0])]"
                + ".map(s => Number(s.closest('.cell').dataset.cell) * n + Number(s.dataset.digit) - 1).sort((a, b) => a - b)", name);
    }

    static String status() {
        return byId("status").getText();
    }

    /** Waits until the element's text is not empty and returns it. */
    static String waitForText(String id) {
        return waitUntil(d -> {
            String t = byId(id).getText();
            return t.isBlank() || t.endsWith("…") ? null : t;
        });
    }

    /**
     * Waits for the element's text to change from {@code before} to a finished answer (not blank, not
     * "…"): a click's answer may come after the click returns, and the old answer must not pass for it.
     */
    static String waitForNewText(String id, String before) {
        return waitUntil(d -> {
            String t = byId(id).getText();
            return t.isBlank() || t.endsWith("…") || t.equals(before) ? null : t;
        });
    }

    /**
     * Asks for the whole explanation on the Explain panel, waits for its {@code steps} steps to be
     * listed, and returns each step's heading (technique and rating).
     */
    static List<String> explainAndReadHeads(int steps) {
        tab("explain");
        click("explain");
        waitUntil(d -> d.findElements(By.cssSelector("#steps .step")).size() == steps ? true : null);
        List<String> heads = new ArrayList<>();
        for (WebElement b : driver.findElements(By.cssSelector("#steps .step .step-head"))) {
            heads.add(b.getText());
        }
        return heads;
    }

    /** The line of the JSON-lines test resource whose {@code member} is {@code value}. */
    static com.google.gson.JsonObject fixtureLine(String resource, String member, String value) {
        try (java.io.InputStream in = PageTest.class.getResourceAsStream("/" + resource)) {
            for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
                com.google.gson.JsonObject o = com.google.gson.JsonParser.parseString(line).getAsJsonObject();
                if (o.get(member).getAsString().equals(value)) {
                    return o;
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        throw new IllegalArgumentException(resource + ": no " + member + " " + value);
    }

    /** Shows a tool panel. */
    static void tab(String name) {
        click("tab-" + name);
    }

    /** Saves a screenshot of the window as target/screenshots/name.png and returns its path. */
    static Path screenshot(String name) {
        try {
            Path dir = Path.of("target", "screenshots");
            Files.createDirectories(dir);
            Path file = dir.resolve(name + ".png");
            Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
            return file;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
