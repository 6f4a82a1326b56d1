package io.hotrow.engine.capture;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;

/**
 * When one session's open transaction checks its deferrable foreign keys ({@link DeferrableReference})
 * and unique keys ({@link UniqueKey}): at commit or at each statement, as {@code INITIALLY DEFERRED | IMMEDIATE} declared and
 * {@code SET CONSTRAINTS} changed for the transaction. H2 checks a key inside the statement, on the
 * statement's H2 session, which may be run by another thread (the lane's holder runs others' tasks),
 * so the timings are found by that H2 session.
 */
public final class ConstraintTimings {

    private static final Map<SessionLocal, ConstraintTimings> BY_SESSION = new ConcurrentHashMap<>();

    private final SessionLocal session;
    /** {@code SET CONSTRAINTS ALL ...} of the open transaction: true deferred, false immediate, null as declared. */
    private Boolean all;
    /** {@code SET CONSTRAINTS name ...} of the open transaction, after any ALL, by schema and name in lower case. */
    private final Map<String, Boolean> named = new HashMap<>();

    private ConstraintTimings(SessionLocal session) {
        this.session = session;
    }

    /** The timings of the transactions on {@code h2}, found by its H2 session until {@link #close}. */
    public static ConstraintTimings register(Connection h2) throws SQLException {
        SessionLocal session = (SessionLocal) h2.unwrap(JdbcConnection.class).getSession();
        ConstraintTimings timings = new ConstraintTimings(session);
        BY_SESSION.put(session, timings);
        return timings;
    }

    /** The session is gone. */
    public void close() {
        BY_SESSION.remove(session, this);
    }

    /** Whether {@code key} is checked at commit in the transaction open on {@code session}: never on a session of the engine's own. */
    static boolean deferred(SessionLocal session, DeferrableReference key) {
        ConstraintTimings timings = BY_SESSION.get(session);
        return timings != null && timings.deferred(key.getSchema().getName(), key.getName(), key.initiallyDeferred());
    }

    /** Whether the deferrable key {@code schema.name}, declared {@code initiallyDeferred} or not, is checked at commit now. */
    public synchronized boolean deferred(String schema, String name, boolean initiallyDeferred) {
        Boolean set = named.get(key(schema, name));
        if (set != null) {
            return set;
        }
        return all != null ? all : initiallyDeferred;
    }

    /** {@code SET CONSTRAINTS ALL DEFERRED | IMMEDIATE}: every deferrable key, those named before included. */
    public synchronized void setAll(boolean deferred) {
        all = deferred;
        named.clear();
    }

    /** {@code SET CONSTRAINTS schema.name DEFERRED | IMMEDIATE}, for one deferrable key. */
    public synchronized void set(String schema, String name, boolean deferred) {
        named.put(key(schema, name), deferred);
    }

    /** The transaction ended: the next one checks each key as declared. */
    public synchronized void transactionEnded() {
        all = null;
        named.clear();
    }

    private static String key(String schema, String name) {
        return (schema + "." + name).toLowerCase(Locale.ROOT);
    }
}
