/**
 * Code several of sudokux's packages share that is no part of its API: this package is not exported
 * by the module {@code dev.sudokux.core}, so nothing outside the library can depend on it, and it may
 * change in any release. Put here what more than one package needs and users should not see; code
 * used in one package only stays package-private there.
 */
package dev.sudokux.internal;
