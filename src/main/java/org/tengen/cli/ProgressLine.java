package org.tengen.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The one line of progress that long work ({@code import}, {@code nightly}, {@code verify},
 * {@code ratings backtest}) shows on a terminal, rewritten in place with a carriage return. On a
 * pipe, a file or with {@code --quiet} it prints nothing at all, so what a script reads is the
 * results alone.
 */
public final class ProgressLine {

    private final PrintWriter err;
    private final boolean on;
    private int width;
    private String last = "";

    ProgressLine(PrintWriter err, boolean on) {
        this.err = err;
        this.on = on;
    }

    /** Progress on {@code err} when the command runs at a terminal and is not told to be quiet. */
    static ProgressLine to(PrintWriter err, boolean quiet) {
        return new ProgressLine(err, !quiet && terminal());
    }

    /**
     * Whether a person watches: the JVM has a console (standard input and output are a terminal) and
     * standard error, where progress goes, is not redirected to a file or pipe.
     */
    static boolean terminal() {
        if (System.console() == null) {
            return false;
        }
        try {
            Path fd2 = Path.of("/proc/self/fd/2");
            if (Files.isSymbolicLink(fd2)) {
                String target = Files.readSymbolicLink(fd2).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty") || target.equals("/dev/console");
            }
        } catch (Exception e) {
            // no /proc (not Linux): the console decides
        }
        return true;
    }

    boolean on() {
        return on;
    }

    /** Shows {@code line} in place of the one before; does nothing off a terminal. */
    public synchronized void show(String line) {
        if (!on || line.equals(last)) {
            return;
        }
        last = line;
        String shown = fit(line);
        int w = columns(shown);
        StringBuilder s = new StringBuilder("\r").append(shown);
        for (int i = w; i < width; i++) {
            s.append(' ');
        }
        width = w;
        err.print(s);
        err.flush();
    }

    /** Columns a line may take: one that wraps could not be rewritten in place. */
    static final int MAX_COLUMNS = 79;

    /** The line cut to {@link #MAX_COLUMNS}, with an ellipsis where it was cut. */
    static String fit(String line) {
        if (columns(line) <= MAX_COLUMNS) {
            return line;
        }
        StringBuilder s = new StringBuilder();
        int w = 0;
        for (int i = 0; i < line.length(); ) {
            int cp = line.codePointAt(i);
            int cw = wide(cp) ? 2 : 1;
            if (w + cw > MAX_COLUMNS - 1) {
                break;
            }
            s.appendCodePoint(cp);
            w += cw;
            i += Character.charCount(cp);
        }
        return s.append('…').toString();
    }

    /** Terminal columns of a line: Chinese characters (and other wide ones) take two. */
    static int columns(String line) {
        return line.codePoints().map(cp -> wide(cp) ? 2 : 1).sum();
    }

    private static boolean wide(int cp) {
        return (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) || (cp >= 0xAC00 && cp <= 0xD7A3)
                || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60)
                || (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x20000 && cp <= 0x3FFFD);
    }

    /** Wipes the line, so the results that follow start on a clean one. */
    public synchronized void clear() {
        if (!on || width == 0) {
            return;
        }
        err.print("\r" + " ".repeat(width) + "\r");
        err.flush();
        width = 0;
        last = "";
    }
}
