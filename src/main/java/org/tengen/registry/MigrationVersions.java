package org.tengen.registry;

import java.io.IOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Whether the registry's schema is current without Flyway: the versions of the migrations the jar
 * ships ({@code V7__disputes.sql} is version 7) against the versions Flyway recorded as applied,
 * one query. Plain Java and JDBC, so a lookup can ask before it decides to start Spring.
 */
final class MigrationVersions {

    private MigrationVersions() {
    }

    /**
     * The versions of the versioned migrations ({@code PREFIX} version {@code SEPARATOR} description
     * {@code SUFFIX}) under the classpath folders {@code roots}, in the jar (Spring Boot's nested
     * one too) or in folders. An error when a folder cannot be listed: never a guess.
     */
    static Set<String> shipped(ClassLoader loader, List<String> roots, String prefix, String separator,
                               List<String> suffixes) throws IOException {
        Set<String> versions = new HashSet<>();
        for (String root : roots) {
            String folder = root.endsWith("/") ? root : root + "/";
            Enumeration<URL> found = loader.getResources(folder);
            while (found.hasMoreElements()) {
                for (String name : names(found.nextElement())) {
                    if (name.startsWith(prefix) && name.contains(separator)
                            && suffixes.stream().anyMatch(name::endsWith)) {
                        versions.add(normalise(name.substring(prefix.length(), name.indexOf(separator))));
                    }
                }
            }
        }
        return versions;
    }

    /** The file names in one folder of the classpath and its subfolders. */
    private static List<String> names(URL folder) throws IOException {
        if (folder.getProtocol().equals("file")) {
            try (Stream<Path> files = Files.walk(Path.of(folder.toURI()))) {
                return files.filter(Files::isRegularFile).map(p -> p.getFileName().toString()).toList();
            } catch (URISyntaxException e) {
                throw new IOException("cannot list " + folder, e);
            }
        }
        URLConnection connection = folder.openConnection();
        if (!(connection instanceof JarURLConnection jar)) {
            throw new IOException("cannot list " + folder);
        }
        JarFile file = jar.getJarFile();
        String entry = jar.getEntryName() == null ? "" : jar.getEntryName();
        String within = entry.isEmpty() || entry.endsWith("/") ? entry : entry + "/";
        try {
            return file.stream().filter(e -> !e.isDirectory() && e.getName().startsWith(within))
                    .map(JarEntry::getName).map(n -> n.substring(n.lastIndexOf('/') + 1)).toList();
        } finally {
            if (!jar.getUseCaches()) {
                file.close();
            }
        }
    }

    /**
     * Whether every version in {@code shipped} is recorded in Flyway's history table as applied and
     * no migration failed; false when there is no history (a new registry) or it cannot be read.
     */
    static boolean applied(Connection connection, String table, Set<String> shipped) {
        if (shipped.isEmpty()) {
            return false;
        }
        Set<String> applied = new HashSet<>();
        try (Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("select \"version\", \"success\" from " + table)) {
            while (rs.next()) {
                if (!rs.getBoolean(2)) {
                    return false;       // a failed migration: Flyway says what to do
                }
                if (rs.getString(1) != null) {
                    applied.add(normalise(rs.getString(1)));
                }
            }
        } catch (SQLException e) {
            return false;
        }
        return applied.containsAll(shipped);
    }

    /** Flyway writes 1.2 for V1_2; trailing zero parts (1.0) are the same version as 1. */
    static String normalise(String version) {
        String v = version.replace('_', '.');
        while (v.endsWith(".0")) {
            v = v.substring(0, v.length() - 2);
        }
        return v;
    }
}
