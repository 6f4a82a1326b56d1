package io.hotrow.engine.wire;

import java.security.SecureRandom;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The server's live connections: their count (bounded), the key each was given for
 * CancelRequest, and the ones a shutdown has to end, after which none is admitted.
 */
final class ConnectionRegistry {

    private final int maxConnections;
    private final Map<Integer, WireConnection> live = new ConcurrentHashMap<>();
    private final AtomicInteger nextId = new AtomicInteger();
    private final SecureRandom random = new SecureRandom();
    private final Object admission = new Object();
    private boolean shuttingDown; // guarded by admission

    ConnectionRegistry(int maxConnections) {
        this.maxConnections = maxConnections;
    }

    int nextId() {
        return nextId.incrementAndGet();
    }

    int newSecret() {
        return random.nextInt();
    }

    /** Admits a connection that has authenticated, unless the server is full (53300) or shutting down (57P03). */
    void admit(WireConnection connection) throws SQLException {
        synchronized (admission) {
            if (shuttingDown) {
                throw new SQLException("the database system is shutting down", "57P03");
            }
            if (live.size() >= maxConnections) {
                throw new SQLException("sorry, too many clients already", "53300");
            }
            live.put(connection.id(), connection);
        }
    }

    /** Admits nobody from now on; the connections admitted until now, every one a shutdown has to end. */
    List<WireConnection> shutDown() {
        synchronized (admission) {
            shuttingDown = true;
            return List.copyOf(live.values());
        }
    }

    void remove(WireConnection connection) {
        live.remove(connection.id(), connection);
    }

    int size() {
        return live.size();
    }

    /** Cancels what the connection with that key runs; a wrong key does nothing, as in PostgreSQL. */
    void cancel(StartupPacket.Cancel request) {
        WireConnection connection = live.get(request.processId());
        if (connection != null && connection.hasSecret(request.secretKey())) {
            connection.cancelRunningStatement();
        }
    }

    List<WireConnection> all() {
        return List.copyOf(live.values());
    }
}
