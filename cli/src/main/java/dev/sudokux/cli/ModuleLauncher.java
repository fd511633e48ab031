package dev.sudokux.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Runs a module of the build that the command line does not carry on its class path (web for
 * {@code serve}, spark for {@code spark}): its jar, and the folder of jars it needs if any, loaded in
 * a class loader of their own above the platform's only, so that nothing of this command's class path
 * mixes with the module's; its entry point {@code static int run(String[], PrintWriter, PrintWriter)}
 * is called on this thread with the loader as the thread's context loader.
 *
 * @param name      the loader's name ({@code sudokux-web})
 * @param jar       the module's jar
 * @param lib       a folder whose jars come after the module's (in name order), or null
 * @param mainClass the class with the entry point
 */
record ModuleLauncher(String name, Path jar, Path lib, String mainClass) {

    /**
     * The jar {@code property} names, or else {@code MODULE/target/JAR} of the build tree this module's
     * classes come from ({@code cli/target/sudokux.jar} or {@code cli/target/classes}); null when
     * neither can be told.
     */
    static Path jarOf(String property, String module, String jarName) {
        String given = System.getProperty(property);
        if (given != null && !given.isEmpty()) {
            return Path.of(given);
        }
        try {
            Path here = Path.of(ModuleLauncher.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path target = here.getParent();
            Path cli = target == null ? null : target.getParent();
            Path root = cli == null ? null : cli.getParent();
            return root == null ? null : root.resolve(module).resolve("target").resolve(jarName);
        } catch (Exception unknown) {
            return null;
        }
    }

    /** Whether the jar (and the folder of jars, when there is one) is there. */
    boolean built() {
        return jar != null && Files.isRegularFile(jar) && (lib == null || Files.isDirectory(lib));
    }

    /** Calls the module's entry point with {@code args}; its exceptions are thrown as they are. */
    int run(List<String> args, PrintWriter out, PrintWriter err) throws Exception {
        out.flush();
        URLClassLoader loader = new URLClassLoader(name, classPath(), ClassLoader.getPlatformClassLoader());
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            Method run = Class.forName(mainClass, true, loader)
                    .getMethod("run", String[].class, PrintWriter.class, PrintWriter.class);
            return (Integer) run.invoke(null, args.toArray(String[]::new), out, err);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    /** The module's jar, then every jar of {@code lib} in name order. */
    URL[] classPath() throws IOException {
        List<URL> urls = new ArrayList<>();
        urls.add(jar.toUri().toURL());
        if (lib != null) {
            try (Stream<Path> jars = Files.list(lib)) {
                for (Path p : jars.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList()) {
                    urls.add(p.toUri().toURL());
                }
            }
        }
        return urls.toArray(URL[]::new);
    }
}
