package org.tengen.ops;

import java.io.IOException;
import java.net.InetAddress;

/**
 * Who runs something, as {@code pid@host}: what import batches and the nightly chain's lock record,
 * so a run whose process died (killed, crashed) can be told from one that still runs.
 */
public final class Runner {

    private Runner() {
    }

    public static String me() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            host = "localhost";
        }
        return ProcessHandle.current().pid() + "@" + host;
    }

    /**
     * Whether the process named by {@code runner} still runs. One on another machine is assumed to
     * run (staff can clear it); this process itself counts as running.
     */
    public static boolean alive(String runner) {
        String me = me();
        if (runner.equals(me)) {
            return true;
        }
        int at = runner.indexOf('@');
        if (at < 0 || !runner.substring(at + 1).equals(me.substring(me.indexOf('@') + 1))) {
            return true;
        }
        try {
            return ProcessHandle.of(Long.parseLong(runner.substring(0, at))).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
