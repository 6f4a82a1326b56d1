package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.dump;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Rows written by translated statements (upserts as MERGE, RETURNING as delta tables) are logged and replayed like any other. */
class DialectRecoveryTest {

    @ParameterizedTest(name = "snapshots: {0}")
    @ValueSource(booleans = {false, true})
    void upsertsAndReturningSurviveReopening(boolean snapshots) throws SQLException {
        MemoryObjectStore store = new MemoryObjectStore("dialect-recovery-test");
        EngineSettings settings = snapshots ? EngineSettings.DEFAULT.withSnapshotEvery(2) : EngineSettings.DEFAULT;
        Database first = open("dialect", store, settings);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL, at timestamptz DEFAULT clock_timestamp(), addr inet)");
            try (PreparedStatement upsert = c.prepareStatement("INSERT INTO counter (id, n, addr) VALUES (?, ?, ?::inet) "
                    + "ON CONFLICT (id) DO UPDATE SET n = counter.n + excluded.n RETURNING n")) {
                for (int i = 0; i < 6; i++) {
                    upsert.setInt(1, i % 3);
                    upsert.setInt(2, i);
                    upsert.setString(3, "2001:DB8::" + i);
                    try (ResultSet rs = upsert.executeQuery()) {
                        assertTrue(rs.next());
                    }
                }
            }
            s.executeQuery("DELETE FROM counter WHERE id = 2 RETURNING *").close();
            s.execute("INSERT INTO counter (id, n) VALUES (0, 1), (9, 9) ON CONFLICT (id) DO NOTHING");
        }
        String before = dump(first);
        assertTrue(before.contains("2001:db8::"), before);
        first.shutdown();
        Database second = open("dialect", store, settings);
        assertEquals(before, dump(second));
        try (Connection c = connect(second); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT clock_timestamp() > now() - INTERVAL '1' MINUTE")) {
            assertTrue(rs.next() && rs.getBoolean(1), "functions are installed again after recovery");
        }
        second.shutdown();
    }
}
