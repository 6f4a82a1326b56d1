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
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Rows written by translated statements (upserts as MERGE, RETURNING and data-modifying WITH queries
 * as delta tables) are logged and replayed like any other.
 */
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
            s.executeQuery("WITH gone AS (DELETE FROM counter WHERE id = 1 RETURNING id) SELECT count(*) FROM gone").close();
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

    /** H2 keywords PostgreSQL lets applications use as names replay from the log's text and from a snapshot's script. */
    @ParameterizedTest(name = "snapshots: {0}")
    @ValueSource(booleans = {false, true})
    void tablesAndColumnsNamedWithH2KeywordsSurviveReopening(boolean snapshots) throws SQLException {
        MemoryObjectStore store = new MemoryObjectStore("keyword-names-recovery-test");
        EngineSettings settings = snapshots ? EngineSettings.DEFAULT.withSnapshotEvery(2) : EngineSettings.DEFAULT;
        Database first = open("names", store, settings);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE key (key int PRIMARY KEY, value text, year int, day int)");
            s.execute("INSERT INTO key (key, value, year, day) VALUES (1, 'a', 2024, 29), (2, 'b', 2025, 1)");
            s.execute("ALTER TABLE key ADD COLUMN month int DEFAULT 2");
            s.execute("UPDATE key SET value = value || '!', month = day WHERE key = 2");
            s.execute("CREATE INDEX key_year ON key (year, value)");
        }
        String before = dump(first);
        first.shutdown();
        Database second = open("names", store, settings);
        assertEquals(before, dump(second));
        try (Connection c = connect(second); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT value, month FROM key WHERE year = 2025 AND key.key = 2")) {
            assertTrue(rs.next());
            assertEquals("b!", rs.getString(1));
            assertEquals(1, rs.getInt(2));
        }
        second.shutdown();
    }

    /** Constraints left unnamed are renamed to PostgreSQL's names in the log, so replay and snapshots keep those names. */
    @ParameterizedTest(name = "snapshots: {0}")
    @ValueSource(booleans = {false, true})
    void postgresNamesOfUnnamedConstraintsSurviveReopening(boolean snapshots) throws SQLException {
        MemoryObjectStore store = new MemoryObjectStore("constraint-names-recovery-test");
        EngineSettings settings = snapshots ? EngineSettings.DEFAULT.withSnapshotEvery(2) : EngineSettings.DEFAULT;
        String constraints = "SELECT conname FROM pg_constraint WHERE conrelid = 'pet'::regclass ORDER BY 1";
        Database first = open("constraint-names", store, settings);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE owner_ (id int PRIMARY KEY)");
            s.execute("CREATE TABLE pet (id int PRIMARY KEY, owner_id int REFERENCES owner_ (id), legs int CHECK (legs >= 0), CHECK (legs < 9))");
            s.execute("INSERT INTO owner_ VALUES (1)");
            c.setAutoCommit(false);
            s.execute("ALTER TABLE pet ADD UNIQUE (owner_id, legs)");
            s.execute("ALTER TABLE pet DROP CONSTRAINT pet_legs_check");
            c.commit();
            s.execute("CREATE TABLE gone (id int PRIMARY KEY)");
            c.rollback(); // the image taken before the table restores the names renamed so far
            c.setAutoCommit(true);
            s.execute("CREATE TABLE gone (id int PRIMARY KEY)");
        }
        String before = dump(first) + rows(first, constraints) + rows(first, "SELECT conname FROM pg_constraint WHERE conrelid = 'gone'::regclass");
        assertEquals(List.of("pet_legs_check1", "pet_owner_id_fkey", "pet_owner_id_legs_key", "pet_pkey"), rows(first, constraints));
        first.shutdown();
        Database second = open("constraint-names", store, settings);
        assertEquals(before, dump(second) + rows(second, constraints) + rows(second, "SELECT conname FROM pg_constraint WHERE conrelid = 'gone'::regclass"));
        second.shutdown();
    }

    /** Names PostgreSQL cuts to 63 bytes are logged cut, so replay and snapshots make the tables the application reaches by those names. */
    @ParameterizedTest(name = "snapshots: {0}")
    @ValueSource(booleans = {false, true})
    void namesCutTo63BytesSurviveReopening(boolean snapshots) throws SQLException {
        MemoryObjectStore store = new MemoryObjectStore("long-names-recovery-test");
        EngineSettings settings = snapshots ? EngineSettings.DEFAULT.withSnapshotEvery(2) : EngineSettings.DEFAULT;
        String table = "t".repeat(70);
        String column = "\"C" + "c".repeat(70) + "\"";
        Database first = open("long-names", store, settings);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE " + table + " (id int PRIMARY KEY, " + column + " text)");
            s.execute("INSERT INTO " + table + " VALUES (1, 'a')");
            s.execute("ALTER TABLE " + table + " ADD COLUMN " + "d".repeat(70) + " int DEFAULT 2");
            s.execute("INSERT INTO " + table + " VALUES (2, 'b', 3)");
        }
        String query = "SELECT id || " + column + " || " + "d".repeat(63) + " FROM " + "t".repeat(63) + " ORDER BY id";
        assertEquals(List.of("1a2", "2b3"), rows(first, query));
        first.shutdown();
        Database second = open("long-names", store, settings);
        assertEquals(List.of("1a2", "2b3"), rows(second, query));
        second.shutdown();
    }

    private static List<String> rows(Database database, String query) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Connection c = connect(database); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(query)) {
            while (rs.next()) {
                rows.add(rs.getString(1));
            }
        }
        return rows;
    }

    /** Defaults and views calling the engine's installed functions (over H2's names, or the shim's hotrow_ ones) come back after a reopen. */
    @ParameterizedTest(name = "snapshots: {0}")
    @ValueSource(booleans = {false, true})
    void installedFunctionsInDefaultsAndViewsSurviveReopening(boolean snapshots) throws SQLException {
        MemoryObjectStore store = new MemoryObjectStore("dialect-recovery-test");
        EngineSettings settings = snapshots ? EngineSettings.DEFAULT.withSnapshotEvery(2) : EngineSettings.DEFAULT;
        Database first = open("functions", store, settings);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE SEQUENCE code_seq START 7");
            s.execute("CREATE TABLE item (id serial PRIMARY KEY, name text, code int DEFAULT nextval('code_seq'::regclass),"
                    + " short text DEFAULT left('abcdef', -2), raw bytea DEFAULT '\\x0102'::bytea, half int DEFAULT (2.5::float8)::int)");
            s.execute("CREATE VIEW item_view AS SELECT id, substring(name FROM 2 FOR 3) AS middle, regexp_replace(name, 'a', 'A', 'g') AS upper_a,"
                    + " format('%s-%s', id, code) AS label FROM item");
            for (int i = 0; i < 4; i++) {
                s.execute("INSERT INTO item (name) VALUES ('banana " + i + "')");
            }
        }
        String before = dump(first);
        first.shutdown();
        Database second = open("functions", store, settings);
        assertEquals(before, dump(second));
        try (Connection c = connect(second); Statement s = c.createStatement()) {
            s.execute("INSERT INTO item (name) VALUES ('after')");
            try (ResultSet rs = s.executeQuery("SELECT code, short, half, middle, upper_a, label FROM item JOIN item_view USING (id) WHERE name = 'after'")) {
                assertTrue(rs.next());
                assertEquals("11|abcd|2|fte|After|5-11", rs.getInt(1) + "|" + rs.getString(2) + "|" + rs.getInt(3) + "|" + rs.getString(4) + "|"
                        + rs.getString(5) + "|" + rs.getString(6));
            }
        }
        second.shutdown();
    }
}
