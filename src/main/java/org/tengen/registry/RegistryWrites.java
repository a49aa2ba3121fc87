package org.tengen.registry;

/** Helpers shared by the registry's writers. */
final class RegistryWrites {

    private RegistryWrites() {
    }

    /** Cuts a text to a column's width, marking the cut. */
    static String truncate(String s, int max) {
        return s == null || s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
