package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.h2.engine.Session;
import org.h2.jdbc.JdbcConnection;
import org.h2.value.Value;

/**
 * Which rows an upsert inserted and which it updated, for PostgreSQL's {@code RETURNING (xmax = 0) AS inserted}:
 * PostgreSQL's {@code ON CONFLICT DO UPDATE} leaves its own transaction in an updated row's xmax, and 0 in an
 * inserted one's. The shim's MERGE marks each row's conflict key as its WHEN clause takes it ({@link #mark}); its
 * RETURNING reads the mark as that xmax ({@link #xmax}). H2 collects the MERGE's rows before it evaluates the list,
 * so a session's marks are those of one statement: the first mark after a read starts the next statement's.
 */
public final class UpsertOutcomes {

    private static final Map<Session, Outcomes> SESSIONS = Collections.synchronizedMap(new WeakHashMap<>());

    /** One session's marks: updated or not, by conflict key. */
    private static final class Outcomes {
        final Map<List<Value>, Boolean> updated = new HashMap<>();
        boolean read;
    }

    private UpsertOutcomes() {
    }

    /** Records {@code values[0]} (updated) for the key of the rest; always true, for the WHEN clause's condition. */
    public static Boolean mark(Connection connection, Value... values) throws SQLException {
        Outcomes outcomes = SESSIONS.computeIfAbsent(session(connection), session -> new Outcomes());
        synchronized (outcomes) {
            if (outcomes.read) {
                outcomes.updated.clear();
                outcomes.read = false;
            }
            outcomes.updated.put(key(values, 1), values[0].getBoolean());
        }
        return Boolean.TRUE;
    }

    /**
     * 0 for a row the statement inserted, 1 for one it updated (PostgreSQL's xmax there is a transaction id: any
     * number but 0). A key without a mark was changed by the update itself.
     */
    public static Integer xmax(Connection connection, Value... key) throws SQLException {
        Outcomes outcomes = SESSIONS.get(session(connection));
        if (outcomes == null) {
            return 1;
        }
        synchronized (outcomes) {
            outcomes.read = true;
            return Boolean.FALSE.equals(outcomes.updated.get(key(key, 0))) ? 0 : 1;
        }
    }

    private static List<Value> key(Value[] values, int from) {
        return Arrays.asList(Arrays.copyOfRange(values, from, values.length));
    }

    private static Session session(Connection connection) throws SQLException {
        return connection.unwrap(JdbcConnection.class).getSession();
    }
}
