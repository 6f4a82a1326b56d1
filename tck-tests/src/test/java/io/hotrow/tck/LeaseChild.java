package io.hotrow.tck;

import io.hotrow.driver.HotrowDriver;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs in a child JVM for {@link LeaseAcrossProcessesTest}: owns an engine database and commits
 * rows into it, one autocommit insert at a time, printing {@code ACK <id>} after each returned. It
 * prints {@code OWNER <pid>} once it owns the database. {@code STOP} on stdin ends it gracefully:
 * it stops between two statements, shuts the driver down (which hands the lease back) and prints
 * {@code DONE <acks> <failures>}. A failed statement is printed as {@code FAILED <state> <message>}
 * and counted; the parent expects none. Killed with SIGKILL, it hands nothing back.
 *
 * <p>Arguments: URL, first id, most rows, most seconds.
 */
public final class LeaseChild {

    public static void main(String[] args) throws Exception {
        String url = args[0];
        int first = Integer.parseInt(args[1]);
        int most = Integer.parseInt(args[2]);
        long deadline = System.nanoTime() + Long.parseLong(args[3]) * 1_000_000_000L;
        AtomicBoolean stop = new AtomicBoolean();
        Thread commands = new Thread(() -> {
            try {
                BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    if (line.equals("STOP")) {
                        stop.set(true);
                    }
                }
            } catch (java.io.IOException e) {
                stop.set(true); // the parent is gone
            }
        }, "lease-child-stdin");
        commands.setDaemon(true);
        commands.start();

        int acks = 0, failures = 0;
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            CrashChild.emit("OWNER " + ProcessHandle.current().pid());
            for (int id = first; id < first + most && !stop.get() && System.nanoTime() < deadline; id++) {
                try {
                    s.execute("INSERT INTO t VALUES (" + id + ")");
                    CrashChild.emit("ACK " + id);
                    acks++;
                } catch (SQLException e) {
                    CrashChild.emit("FAILED " + e.getSQLState() + " " + CrashChild.oneLine(String.valueOf(e.getMessage())));
                    failures++;
                }
            }
        } catch (SQLException e) {
            CrashChild.emit("FAILED " + e.getSQLState() + " " + CrashChild.oneLine(String.valueOf(e.getMessage())));
            failures++;
        }
        HotrowDriver.instance().shutdown(); // hands the lease back
        CrashChild.emit("DONE " + acks + " " + failures);
        Runtime.getRuntime().halt(0);
    }
}
