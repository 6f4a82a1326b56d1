package io.hotrow.testsupport;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Properties;

/** Whether a PostgreSQL answers at a URL, within a few seconds. */
final class ServerProbe {

    private ServerProbe() {
    }

    /** Null when a connection opens and is valid, else why not (pgjdbc's message, which names no password). */
    static String whyNot(String url) {
        Properties bounded = new Properties();
        bounded.setProperty("connectTimeout", "5");
        bounded.setProperty("loginTimeout", "10");
        try (Connection c = new org.postgresql.Driver().connect(url, bounded)) {
            if (c == null) {
                return "not a jdbc:postgresql: URL";
            }
            return c.isValid(5) ? null : "the connection opened but is not valid";
        } catch (SQLException e) {
            return e.getMessage();
        }
    }
}
