package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.EngineFixture;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreKind;
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Idle databases close and reopen from storage on the next connection (scale to zero). */
class IdleCloseTest {

    private ObjectStore store;
    private final DatabaseRegistry registry = new DatabaseRegistry(Duration.ZERO); // swept by the test, not by a timer
    private final EngineSettings settings = EngineSettings.DEFAULT.withIdleTimeout(Duration.ofNanos(1));

    @AfterEach
    void releaseStore() throws IOException {
        StoreKind.release(store);
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void anIdleDatabaseClosesAndTheNextConnectionReopensItWithEverything(StoreKind kind) throws Exception {
        store = kind.fresh();
        Database first = registry.database("idle", store, "idle", settings);
        try (Connection c = EngineFixture.connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1), (2)");
            registry.closeIdle();
            assertTrue(first.isUsable(), "a database with an open connection is not idle");
        }
        registry.closeIdle();
        assertFalse(first.isUsable(), "no connection left: closed");

        Database second = registry.database("idle", store, "idle", settings);
        assertNotSame(first, second);
        assertSame(second, registry.database("idle", store, "idle", settings));
        try (Connection c = EngineFixture.connect(second); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM t")) {
            rs.next();
            assertEquals(2, rs.getLong(1));
        }
        registry.shutdownAll();
    }
}
