package io.hotrow.engine.sql;

import java.sql.SQLException;

/**
 * The database was moved off the engine (to PostgreSQL): the engine will not open it for writing,
 * and connections that had it open fail with this. The driver routes them anew by the placement
 * table. SQLState 57P01, as for any database that stopped serving.
 */
public final class DatabaseMovedException extends SQLException {

    public DatabaseMovedException(String database, String note) {
        super("database '" + database + "' was moved off the engine (" + note + "); reconnect: connections follow its placement", "57P01");
    }

    /** Whether {@code e}, or something that caused it, says the database moved. */
    public static boolean isCauseOf(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof DatabaseMovedException) {
                return true;
            }
        }
        return false;
    }
}
