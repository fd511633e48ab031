package dev.sudokux.cli;

import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * {@code sudokux serve}: hands its arguments to the web module ({@code web/target/sudokux-web.jar}),
 * which parses them, prints their help and runs the server. The web module is loaded here, in a class
 * loader of its own, and only for this command: the other commands never carry a web server on their
 * class path, and this module does not depend on that one. The launcher builds the web jar when
 * {@code serve} is asked for.
 */
@Command(name = "serve",
        description = {
            "Serve the web page and the HTTP API (/api/v1/..., documented at /api/openapi.json) until "
                    + "Ctrl-C; loopback (127.0.0.1:8080) unless told otherwise. Its options: "
                    + "sudokux serve --help.",
            ""
        })
final class ServeCommand implements Callable<Integer> {

    /** Where the web module's jar is, when not beside this one ({@code -Dsudokux.web.jar=PATH}). */
    static final String JAR_PROPERTY = "sudokux.web.jar";

    @Spec
    CommandSpec spec;

    /** Everything after {@code serve}, options included: the web module reads them. */
    @Unmatched
    List<String> args = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path jar = webJar();
        if (jar == null || !Files.isRegularFile(jar)) {
            if (args.contains("--help") || args.contains("-h")) {
                spec.commandLine().usage(out);
                out.println();
                out.println("(Its options are listed once the web module is built: ./sudokux serve builds it.)");
                return ExitCode.OK;
            }
            err.println("sudokux serve: the web module is not built (" + (jar == null ? "web/target/sudokux-web.jar" : jar)
                    + " is missing): ./sudokux serve builds it, or ./mvnw -pl web -am package");
            return ExitCode.BAD_INPUT;
        }
        out.flush();
        // Its own loader, above the platform's only: the web jar carries the library and its own
        // dependencies, so nothing of this command's class path mixes with the server's.
        URLClassLoader loader = new URLClassLoader("sudokux-web", new URL[] {jar.toUri().toURL()},
                ClassLoader.getPlatformClassLoader());
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            Method run = Class.forName("dev.sudokux.web.ServeMain", true, loader)
                    .getMethod("run", String[].class, PrintWriter.class, PrintWriter.class);
            return (Integer) run.invoke(null, args.toArray(String[]::new), out, err);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    /**
     * The web module's jar: the property's path, or {@code web/target/sudokux-web.jar} beside this
     * module's build folder ({@code cli/target/sudokux.jar} or {@code cli/target/classes}).
     */
    static Path webJar() {
        String given = System.getProperty(JAR_PROPERTY);
        if (given != null && !given.isEmpty()) {
            return Path.of(given);
        }
        try {
            Path here = Path.of(ServeCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path target = here.getParent();
            Path module = target == null ? null : target.getParent();
            Path root = module == null ? null : module.getParent();
            return root == null ? null : root.resolve("web").resolve("target").resolve("sudokux-web.jar");
        } catch (Exception unknown) {
            return null;
        }
    }
}
