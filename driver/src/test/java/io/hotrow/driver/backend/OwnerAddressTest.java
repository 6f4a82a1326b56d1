package io.hotrow.driver.backend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.driver.serve.StoreSessions;
import io.hotrow.engine.lease.LeaseObjects;
import io.hotrow.engine.store.LocalDirectoryObjectStore;
import io.hotrow.engine.wire.ServerEvents;
import io.hotrow.engine.wire.WireServer;
import io.hotrow.engine.wire.WireSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * An owner writes where it serves a database with the renewal after it opened it. Another instance
 * that meanwhile sees it renew with no address does not give up with 55006: it looks again until
 * the owner's second renewal, and follows the owner once it says where it serves.
 */
@Timeout(60)
class OwnerAddressTest {

    @TempDir
    Path dir;

    private final EngineBackend owner = new EngineBackend();
    private final EngineBackend other = new EngineBackend();
    private final ExecutorService follower = Executors.newSingleThreadExecutor();
    private WireServer server;

    @AfterEach
    void shutdown() {
        follower.shutdownNow();
        if (server != null) {
            server.close();
        }
        other.shutdown();
        owner.shutdown();
    }

    @Test
    void aFollowerThatSeesTheOwnerRenewBeforeItSaysWhereItServesWaitsForTheAddress() throws Exception {
        Path store = Files.createDirectories(dir.resolve("store"));
        String options = "?leaseDuration=3s"; // a renewal every second
        ConnectionSettings settings = ConnectionSettings.resolve("jdbc:hotrow:file:" + store + "/shop" + options, null);
        try (Connection c = owner.connectHere(settings, null); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (7)");
        }
        LeaseObjects leases = new LeaseObjects(new LocalDirectoryObjectStore(store), "shop");
        long claimed = leases.newest().orElseThrow().seq();

        Future<Connection> following = follower.submit(() -> other.connect(settings));
        // Two renewals without an address: the follower has seen the owner renew, alive and serving nowhere.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (leases.newest().orElseThrow().seq() < claimed + 2) {
            assertTrue(System.nanoTime() < deadline, "the owner did not renew its lease");
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20));
        }
        server = WireServer.start(WireSettings.defaults().withPort(0), new StoreSessions(owner, "file:" + store + options), ServerEvents.NONE);
        owner.database(settings).advertise(EngineBackend.advertised(server.address()));

        try (Connection c = following.get(30, TimeUnit.SECONDS); Statement s = c.createStatement();
             ResultSet rows = s.executeQuery("SELECT count(*) FROM t")) {
            assertTrue(c.isWrapperFor(org.postgresql.PGConnection.class), "it follows the owner through its server");
            assertTrue(rows.next());
            assertEquals(1, rows.getLong(1));
        }
    }
}
