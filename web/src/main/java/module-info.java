/**
 * {@code sudokux serve}: the page and the HTTP API, Javalin on Jetty over the core library. Nothing is
 * exported: the server is run ({@code dev.sudokux.web.ServeMain}, loaded by the command when
 * {@code serve} is asked for), not used as a library. picocli reads serve's annotated options, hence
 * {@code opens}. The page and {@code openapi.json} are resources outside any package, so Javalin and
 * the API read them whether the module is on the module path or (as the shaded jar) on the class path.
 *
 * <p>Compiled as a module so that the server can use only what core exports: a use of core's
 * internals (the package-private solvers and techniques, and {@code dev.sudokux.internal} but for
 * {@code internal.batch}, which core exports to the command line, Spark and the server so that all
 * read durations and generate's settings alike) fails the build.
 */
module dev.sudokux.web {
    requires dev.sudokux.core;
    requires com.google.gson;
    requires info.picocli;
    requires io.javalin;                   // which brings Jetty and SLF4J (requires transitive)
    requires org.eclipse.jetty.server;
    requires org.eclipse.jetty.util;

    opens dev.sudokux.web to info.picocli;
}
