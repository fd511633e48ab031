package dev.sudokux;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.logic.Technique;
import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The module {@code dev.sudokux.core} exports its API and nothing else: every package is exported or
 * under {@code dev.sudokux.internal}; the internals named in issue 10 cannot be reached from outside.
 */
class ModuleTest {

    private static final Path CLASSES = Path.of("target/classes");

    /** The compiled descriptor, read from the build output whether the tests run on the module path or not. */
    private static ModuleDescriptor descriptor() {
        return ModuleFinder.of(CLASSES).find("dev.sudokux.core").orElseThrow().descriptor();
    }

    private static Set<String> exported() {
        return descriptor().exports().stream().filter(e -> !e.isQualified()).map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void theApiPackagesAreExportedAndEveryOtherPackageIsInternal() {
        assertThat(exported()).containsExactly("dev.sudokux", "dev.sudokux.exactcover", "dev.sudokux.exactcover.examples",
                "dev.sudokux.format", "dev.sudokux.generate", "dev.sudokux.logic", "dev.sudokux.solve",
                "dev.sudokux.sudoku", "dev.sudokux.variant");
        for (String p : descriptor().packages()) {
            assertThat(exported().contains(p) || p.equals("dev.sudokux.internal")
                    || p.startsWith("dev.sudokux.internal.")).as("package %s: export it, or move it under "
                    + "dev.sudokux.internal (see module-info.java)", p).isTrue();
        }
        assertThat(descriptor().requires().stream().map(ModuleDescriptor.Requires::name))
                .contains("com.google.gson");
    }

    @Test
    void internalsCannotBeReachedFromOutside() throws ClassNotFoundException {
        for (String name : List.of("dev.sudokux.solve.SearchContext", "dev.sudokux.solve.AbstractSolver",
                "dev.sudokux.internal.UnitMasks", "dev.sudokux.solve.BandSearch", "dev.sudokux.solve.BandTables",
                "dev.sudokux.solve.BitsetSearch", "dev.sudokux.solve.BitsetLayout", "dev.sudokux.logic.Propagator",
                "dev.sudokux.logic.ForcingChainSearch", "dev.sudokux.format.LineSource", "dev.sudokux.logic.FullHouse",
                "dev.sudokux.logic.NestedDynamicForcingChain")) {
            Class<?> c = Class.forName(name);
            boolean reachable = Modifier.isPublic(c.getModifiers()) && exported().contains(c.getPackageName());
            assertThat(reachable).as("%s reachable from outside the module", name).isFalse();
        }
    }

    /** Techniques are chosen through {@code Techniques} (by name, difficulty, without forcing chains), not their classes. */
    @Test
    void noTechniqueClassIsPublic() throws IOException, ClassNotFoundException {
        List<String> classes;
        try (Stream<Path> files = Files.list(CLASSES.resolve("dev/sudokux/logic"))) {
            classes = files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".class"))
                    .map(f -> "dev.sudokux.logic." + f.substring(0, f.length() - 6)).toList();
        }
        int techniques = 0;
        for (String name : classes) {
            Class<?> c = Class.forName(name);
            if (Technique.class.isAssignableFrom(c) && c != Technique.class) {
                techniques++;
                assertThat(Modifier.isPublic(c.getModifiers())).as("%s is public", name).isFalse();
            }
        }
        assertThat(techniques).isGreaterThan(20);
    }

    /** The tests run inside the module (surefire patches them in), so they reach package-private code. */
    @Test
    void testsRunInsideTheModule() {
        assertThat(ModuleTest.class.getModule().getName()).isEqualTo("dev.sudokux.core");
        assertThat(Sudoku.class.getModule()).isSameAs(ModuleTest.class.getModule());
    }
}
