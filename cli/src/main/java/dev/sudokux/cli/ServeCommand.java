package dev.sudokux.cli;

import dev.sudokux.internal.batch.ExitCode;
import java.io.PrintWriter;
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
        Path jar = ModuleLauncher.jarOf(JAR_PROPERTY, "web", "sudokux-web.jar");
        ModuleLauncher module = new ModuleLauncher("sudokux-web", jar, null, "dev.sudokux.web.ServeMain");
        if (!module.built()) {
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
        // The web jar carries the library and its own dependencies.
        return module.run(args, out, err);
    }
}
