/** A user of sudokux on the module path: it reads only what dev.sudokux.core exports. */
module example.library.user {
    requires dev.sudokux.core;

    exports example;
}
