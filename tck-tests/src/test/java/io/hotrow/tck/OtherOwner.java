package io.hotrow.tck;

import io.hotrow.driver.backend.EngineBackend;
import io.hotrow.driver.serve.StoreSessions;
import io.hotrow.engine.database.Database;
import io.hotrow.engine.wire.ServerEvents;
import io.hotrow.engine.wire.WireServer;
import io.hotrow.engine.wire.WireSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * The live owner of {@link Target#ENGINE_OWNED_ELSEWHERE}'s databases: what another process serving
 * a {@code file:} store would be, in this JVM but with an engine backend of its own (its own
 * registry and lease owner ids, as another process has), a wire server on a loopback port, and its
 * address in each lease. The driver under test shares nothing with it but the store directory, so
 * it finds every database owned elsewhere and follows the owner through pgjdbc (docs/sharing.md).
 */
final class OtherOwner {

    /**
     * Renewed often, so a driver's first connection to a database sees the owner renew (and so alive)
     * within a quarter of a second; but lasting 5 s, so that a renewal thread kept from a core for
     * most of a second on a busy machine neither stops the owner serving (it serves 80% of the
     * duration after its last renewal) nor lets a driver take the database over, as with a lease of 1 s it could.
     */
    static final String LEASE = "leaseDuration=5s&leaseRenewEvery=250ms";

    private static OtherOwner instance;

    private final Path store;
    private final EngineBackend backend = new EngineBackend();
    private final StoreSessions sessions;
    private final WireServer server;
    private final Map<String, AtomicInteger> sessionsOpened = new ConcurrentHashMap<>();

    private OtherOwner() throws IOException {
        store = Files.createTempDirectory("hotrow-other-owner");
        sessions = new StoreSessions(backend, "file:" + store + "?" + LEASE);
        server = WireServer.start(WireSettings.defaults().withPort(0), (database, user) -> {
            Connection session = sessions.open(database, user);
            sessionsOpened.computeIfAbsent(database, d -> new AtomicInteger()).incrementAndGet();
            return session;
        }, ServerEvents.NONE);
        sessions.advertise(EngineBackend.advertised(server.address()));
        Runtime.getRuntime().addShutdownHook(new Thread(this::stop, "hotrow-other-owner-stop"));
    }

    /** The owner, started by the first test that needs it; it lives as long as the test JVM. */
    static synchronized OtherOwner get() {
        if (instance == null) {
            try {
                instance = new OtherOwner();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot start the other owner's wire server", e);
            }
        }
        return instance;
    }

    /** The driver's URL of {@code database}, which this owner opens (and so owns) first if it has not. */
    String url(String database) {
        try {
            if (backend.ifOpen(sessions.settings(database)) == null) {
                connectHere(database).close();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the other owner cannot open " + database, e);
        }
        return "jdbc:hotrow:file:" + store + "/" + database + "?" + LEASE;
    }

    /** Sessions this owner's server opened on {@code database} for its clients: one per connection the driver made there. */
    int sessionsOpened(String database) {
        AtomicInteger opened = sessionsOpened.get(database);
        return opened == null ? 0 : opened.get();
    }

    /** A session of this owner's own on {@code database}, as an application in the owner's process has. */
    Connection connectHere(String database) throws SQLException {
        return sessions.open(database, "owner");
    }

    /** Hands {@code database} back, as an owner does when it closes an idle database: after a test, so leases are not renewed for the rest of the run. */
    void release(String database) throws SQLException {
        Database open = backend.ifOpen(sessions.settings(database));
        if (open != null) {
            open.shutdown();
        }
    }

    private void stop() {
        server.close();
        backend.shutdown();
        try (Stream<Path> files = Files.walk(store)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            // a temporary directory: the system cleans it eventually
        }
    }
}
