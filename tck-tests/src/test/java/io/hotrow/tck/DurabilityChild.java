package io.hotrow.tck;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;

/**
 * Runs in a child JVM: commits rows {@code first .. first+count-1} in transactions of ten, prints
 * each committed id, then halts without running shutdown hooks, as a crash would.
 */
public final class DurabilityChild {

    public static void main(String[] args) throws Exception {
        String url = args[0];
        int first = Integer.parseInt(args[1]);
        int count = Integer.parseInt(args[2]);
        try (Connection c = DriverManager.getConnection(url)) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE IF NOT EXISTS event (id int PRIMARY KEY, payload text NOT NULL, at timestamp with time zone DEFAULT now())");
            }
            c.setAutoCommit(false);
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO event (id, payload) VALUES (?, ?)")) {
                for (int id = first; id < first + count; id++) {
                    insert.setInt(1, id);
                    insert.setString(2, "event " + id);
                    insert.executeUpdate();
                    if ((id - first) % 10 == 9 || id == first + count - 1) {
                        c.commit();
                        System.out.println("COMMITTED " + id);
                    }
                }
            }
        }
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }
}
