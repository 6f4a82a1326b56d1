package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.dump;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.capture.RowCaptureTrigger;
import io.hotrow.engine.capture.TransactionChanges;
import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.h2.api.Trigger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * docs/sandbox.md, the SQL reaches nothing outside its database: application sessions cannot touch
 * host files, other databases, Java classes, the engine's schema and triggers or its settings.
 * Each refusal is 42501, leaves nothing behind, and never reaches the log.
 */
class SandboxedSessionsTest {

    @TempDir
    Path dir;

    private final MemoryObjectStore store = new MemoryObjectStore("sandbox-test");

    private Database withTable() throws SQLException {
        Database db = open("sandbox", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, v int)");
            s.execute("INSERT INTO t VALUES (1, 10)");
        }
        return db;
    }

    private static SQLException refused(Connection c, String sql) {
        SQLException e = assertThrows(SQLException.class, () -> {
            try (Statement s = c.createStatement()) {
                s.execute(sql);
            }
        }, sql);
        assertEquals("42501", e.getSQLState(), sql + ": " + e.getMessage());
        assertTrue(e.getMessage().contains("permission denied") || e.getMessage().contains("cannot run"), e.getMessage());
        return e;
    }

    private static String one(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            assertTrue(rs.next(), sql);
            return rs.getString(1);
        }
    }

    /** Reopens from storage alone and checks the database kept its rows, its hot-rows view and its functions. */
    private Database reopenedIntact(Database db) throws SQLException {
        String before = dump(db);
        db.shutdown();
        Database again = open("sandbox", store);
        assertEquals(before, dump(again));
        try (Connection c = connect(again)) {
            assertEquals("0", one(c, "SELECT COUNT(*) FROM hotrow.hot_rows WHERE writes < 0"));
            assertEquals("10.0.0.1", one(c, "SELECT '10.0.0.1'::inet::text"));
            one(c, "SELECT clock_timestamp()");
        }
        return again;
    }

    @Test
    void hostFilesCannotBeReadOrWritten() throws Exception {
        Database db = withTable();
        Path written = dir.resolve("written.csv");
        Path readable = Files.writeString(dir.resolve("secret.txt"), "secret");
        try (Connection c = connect(db)) {
            assertTrue(refused(c, "SELECT FILE_READ('/etc/hostname', NULL)").getMessage().contains("files on the host"));
            refused(c, "SELECT FILE_READ('" + readable + "')");
            refused(c, "SELECT \"FILE_READ\"('" + readable + "')");
            refused(c, "SELECT FILE_WRITE('x', '" + written + "')");
            refused(c, "CALL CSVWRITE('" + written + "', 'SELECT * FROM t')");
            refused(c, "SELECT * FROM CSVREAD('" + readable + "')");
            refused(c, "SCRIPT TO '" + written + "'");
            refused(c, "SCRIPT");
            refused(c, "BACKUP TO '" + written + "'");
            refused(c, "RUNSCRIPT FROM '" + readable + "'");
            refused(c, "INSERT INTO t SELECT 2, LENGTH(FILE_READ('" + readable + "'))");
            // Prepared statements pass the same gate, before H2 sees the text
            assertEquals("42501", assertThrows(SQLException.class, () -> c.prepareStatement("CALL CSVWRITE(?, 'SELECT 1')")).getSQLState());
            assertEquals("42501", assertThrows(SQLException.class, () -> c.createStatement().addBatch("SELECT FILE_READ('x')")).getSQLState());
        }
        assertFalse(Files.exists(written));
        reopenedIntact(db).shutdown();
    }

    @Test
    void otherDatabasesCannotBeLinked() throws Exception {
        Database db = withTable();
        try (Connection c = connect(db)) {
            refused(c, "CREATE LINKED TABLE lt('org.h2.Driver', 'jdbc:h2:mem:elsewhere', '', '', 't')");
            refused(c, "CREATE FORCE LINKED TABLE lt('org.h2.Driver', 'jdbc:h2:mem:elsewhere', '', '', 't')");
            refused(c, "SELECT * FROM LINK_SCHEMA('copy', '', 'jdbc:h2:mem:elsewhere', '', '', 'PUBLIC')");
            assertEquals("0", one(c, "SELECT COUNT(*) FROM information_schema.tables WHERE table_name = 'lt' OR table_schema = 'copy'"));
        }
        reopenedIntact(db).shutdown();
    }

    @Test
    void noJavaClassIsLoadedOrRun() throws Exception {
        Database db = withTable();
        try (Connection c = connect(db)) {
            String trigger = CountingTrigger.class.getName();
            assertTrue(refused(c, "CREATE TRIGGER tr AFTER INSERT ON t FOR EACH ROW CALL '" + trigger + "'").getMessage().contains("triggers"));
            refused(c, "CREATE TRIGGER tr BEFORE INSERT ON t FOR EACH ROW AS $$org.h2.api.Trigger create() { return null; }$$");
            refused(c, "CREATE ALIAS env FOR 'java.lang.System.getenv(java.lang.String)'");
            refused(c, "CREATE ALIAS f AS $$ String f() { return System.getProperty(\"user.home\"); } $$");
            refused(c, "CREATE AGGREGATE agg FOR '" + trigger + "'");
            refused(c, "DROP ALIAS clock_timestamp");
            refused(c, "CREATE TABLE j (o JAVA_OBJECT)");
            c.createStatement().execute("INSERT INTO t VALUES (2, 20)");
            assertEquals(0, CountingTrigger.CREATED.get(), "the trigger class was never instantiated");

            // JAVA_OBJECT values are never deserialized, however they are spelled
            String gadget = HexFormat.of().formatHex(serialize(new Gadget()));
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT CAST(X'" + gadget + "' AS OTHER)")) {
                rs.next();
                assertThrows(SQLException.class, () -> rs.getObject(1));
            }
            try (PreparedStatement p = c.prepareStatement("SELECT CAST(? AS OTHER)")) {
                assertThrows(SQLException.class, () -> {
                    p.setObject(1, new Gadget(), java.sql.Types.JAVA_OBJECT);
                    p.executeQuery().next();
                });
            }
            assertEquals(0, Gadget.READ.get(), "nothing was deserialized");
        }
        reopenedIntact(db).shutdown();
    }

    @ParameterizedTest
    @ValueSource(strings = {"SET MODE MySQL", "SET EXCLUSIVE 1", "SET DATABASE_EVENT_LISTENER 'com.example.Listener'",
            "SET CACHE_SIZE 10", "SET TRACE_LEVEL_FILE 3", "SET TRACE_LEVEL_SYSTEM_OUT 3", "SET WRITE_DELAY 0",
            "SET DB_CLOSE_DELAY -1", "SET REFERENTIAL_INTEGRITY FALSE", "SET JAVA_OBJECT_SERIALIZER 'x'",
            "SET BUILTIN_ALIAS_OVERRIDE TRUE", "SET DEFAULT_NULL_ORDERING LOW", "SET AUTOCOMMIT TRUE", "SET THROTTLE 1000",
            "SET LAZY_QUERY_EXECUTION 1", "SET NON_KEYWORDS VALUE", "SET VARIABLE_BINARY TRUE", "SET PASSWORD 'x'",
            "SET SCHEMA hotrow", "SET SCHEMA information_schema", "USE pg_catalog", "SHUTDOWN", "SHUTDOWN IMMEDIATELY",
            "CHECKPOINT", "ANALYZE", "EXECUTE IMMEDIATE 'SET ' || 'AUTOCOMMIT TRUE'", "EXECUTE IMMEDIATE 'CREATE TABLE unlogged (a int)'", "SELECT CANCEL_SESSION(1)", "SELECT ABORT_SESSION(1)", "SELECT MEMORY_USED()",
            "CREATE USER intruder PASSWORD 'x'", "ALTER USER " + SessionPrivileges.APPLICATION_USER + " SET PASSWORD 'x'",
            "ALTER USER " + SessionPrivileges.APPLICATION_USER + " ADMIN TRUE", "CREATE ROLE r",
            "DROP ALL OBJECTS"})
    void engineSettingsSessionsAndUsersAreTheEngines(String sql) throws Exception {
        Database db = withTable();
        try (Connection c = connect(db)) {
            refused(c, sql);
            assertEquals("10", one(c, "SELECT v FROM t WHERE id = 1"));
            c.createStatement().execute("UPDATE t SET v = 11 WHERE id = 1");
        }
        try (Connection c = connect(db)) { // the application's login and the engine's settings are unchanged
            assertEquals("public", one(c, "SELECT CURRENT_SCHEMA"));
        }
        assertEquals("PostgreSQL", one(db.system(), "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'MODE'"));
        assertEquals("FALSE", one(db.system(), "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'EXCLUSIVE'"));
        reopenedIntact(db).shutdown();
    }

    @Test
    void postgresSessionSettingsStillWork() throws Exception {
        Database db = withTable();
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("SET search_path TO public");
            s.execute("SET TIME ZONE 'UTC'");
            s.execute("SET statement_timeout = 5000");
            s.execute("SET lock_timeout = 5000");
            s.execute("SET SESSION CHARACTERISTICS AS TRANSACTION ISOLATION LEVEL READ COMMITTED");
            s.execute("SET search_path TO pg_catalog, public");
            assertEquals("10", one(c, "SELECT v FROM t WHERE id = 1"));
            assertEquals("hotrow_application", one(c, "SELECT current_user"));
        }
        db.shutdown();
    }

    @ParameterizedTest
    @ValueSource(strings = {"DROP SCHEMA hotrow CASCADE", "DROP SCHEMA IF EXISTS \"hotrow\" RESTRICT", "ALTER SCHEMA hotrow RENAME TO mine",
            "DROP VIEW hotrow.hot_rows", "DROP VIEW U&\"\\0068otrow\".hot_rows", "CREATE OR REPLACE VIEW hotrow.hot_rows AS SELECT 1 AS x",
            "DROP ALIAS hotrow.inet", "DROP ALIAS hotrow.hot_rows_source", "CREATE TABLE hotrow.mine (a int)",
            "COMMENT ON VIEW hotrow.hot_rows IS 'mine'", "GRANT SELECT ON hotrow.hot_rows TO PUBLIC",
            "CREATE TABLE information_schema.mine (a int)", "CREATE TABLE pg_catalog.mine (a int)",
            "CREATE SEQUENCE hotrow.s", "SET search_path TO hotrow"})
    void theEnginesSchemaIsNotTheApplications(String sql) throws Exception {
        Database db = withTable();
        try (Connection c = connect(db)) {
            assertTrue(refused(c, sql).getMessage().contains("belong to the engine"));
        }
        reopenedIntact(db).shutdown();
    }

    @Test
    void captureTriggersCannotBeDroppedAndKeepCapturing() throws Exception {
        Database db = withTable();
        try (Connection c = connect(db)) {
            String trigger = one(c, "SELECT trigger_schema || '.' || trigger_name FROM information_schema.triggers WHERE event_object_table = 't'");
            refused(c, "DROP TRIGGER " + trigger);
            refused(c, "DROP TRIGGER IF EXISTS " + trigger);
            assertThrows(SQLException.class, () -> c.createStatement().execute("ALTER TABLE t DISABLE TRIGGER ALL"));
            // H2 copies a table to alter it, re-creating its triggers: the engine lends it the capture trigger
            // for the change, and takes it back whether the change succeeds or fails
            c.createStatement().execute("ALTER TABLE t ADD COLUMN w int");
            assertThrows(SQLException.class, () -> c.createStatement().execute("ALTER TABLE t ADD COLUMN w int"));
            assertThrows(SQLException.class, () -> c.createStatement().execute("ALTER TABLE t ALTER COLUMN v SET DATA TYPE date"));
            assertEquals("1", one(c, "SELECT COUNT(DISTINCT trigger_name) FROM information_schema.triggers"
                    + " WHERE event_object_table = 't' AND java_class = '" + RowCaptureTrigger.class.getName() + "'"));
            c.createStatement().execute("INSERT INTO t VALUES (3, 30, 300)");
        }
        Database again = reopenedIntact(db); // the row inserted after the attempts was captured and logged
        try (Connection c = connect(again)) {
            assertEquals("30", one(c, "SELECT v FROM t WHERE id = 3"));
        }
        again.shutdown();
    }

    /**
     * What slips past the text rules (here an unqualified DROP in a session whose H2 schema was
     * switched beneath the engine) is caught after the change, before it is logged: the database
     * closes and reopens without it.
     */
    @Test
    void aChangeToTheEnginesObjectsThatSlipsPastTheTextRulesIsNeverLogged() throws Exception {
        Database db = withTable();
        String before = dump(db);
        Session session = db.openSession(Duration.ofSeconds(10));
        try {
            session.h2().setSchema("hotrow");
            StatementAnalysis drop = session.analyze("DROP VIEW hot_rows");
            SQLException e = assertThrows(SQLException.class, () -> session.run(drop, () -> session.h2().createStatement().execute(drop.executableSql())));
            assertEquals("42501", e.getSQLState(), e.getMessage());
            assertTrue(e.getMessage().contains("engine's own objects"), e.getMessage());
        } finally {
            session.close();
        }
        assertFalse(db.isUsable());
        Database again = open("sandbox", store);
        assertEquals(before, dump(again));
        try (Connection c = connect(again)) {
            one(c, "SELECT COUNT(*) FROM hotrow.hot_rows");
        }
        again.shutdown();
    }

    /**
     * Logs written before the sandbox may hold schema changes applications could then run as H2's
     * administrator, even one that dropped the engine's schema: replay (the engine's own session)
     * still runs them, and the engine's objects are put back after it.
     */
    @Test
    void schemaChangesLoggedByEarlierVersionsStillReplay() throws Exception {
        Database db = withTable();
        TransactionChanges logged = db.newTransactionChanges(io.hotrow.engine.capture.RowGuard.NONE);
        for (String sql : new String[] {"CREATE TABLE legacy (id int PRIMARY KEY)", "CREATE ALIAS legacy_abs FOR 'java.lang.Math.abs(int)'",
                "SET REFERENTIAL_INTEGRITY FALSE", "DROP SCHEMA hotrow CASCADE", "SET REFERENTIAL_INTEGRITY TRUE"}) {
            logged.addStatement(sql); // as an earlier version logged an application's schema change
        }
        db.lane().acquire(Duration.ofSeconds(10));
        long lsn;
        try {
            lsn = db.commit(db.system(), logged);
        } finally {
            db.lane().release();
        }
        db.awaitDurable(lsn);
        db.shutdown();

        Database again = reopenedIntact(open("sandbox", store)); // hot_rows, inet and clock_timestamp are back
        try (Connection c = connect(again); Statement s = c.createStatement()) {
            s.execute("INSERT INTO legacy VALUES (1)");
            assertEquals("5", one(c, "SELECT legacy_abs(-5)"));
        }
        reopenedIntact(again).shutdown();
    }

    @Test
    void applicationSchemasTablesSequencesAndViewsWorkAndRecover() throws Exception {
        Database db = withTable();
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            one(c, "SELECT COUNT(*) FROM pg_catalog.pg_class"); // H2 fills its catalog schemas on first use: not a change
            s.execute("CREATE SCHEMA shop");
            s.execute("CREATE TABLE shop.customer (id bigserial PRIMARY KEY, name text NOT NULL, tags text)");
            s.execute("CREATE TABLE shop.orders (id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,"
                    + " customer_id bigint REFERENCES shop.customer(id) ON DELETE CASCADE, total numeric(10,2))");
            s.execute("CREATE SEQUENCE shop.ticket START WITH 100");
            s.execute("CREATE INDEX orders_customer ON shop.orders (customer_id)");
            s.execute("CREATE UNIQUE INDEX customer_name ON shop.customer (name)");
            s.execute("CREATE VIEW shop.big_orders AS SELECT * FROM shop.orders WHERE total > 100");
            s.execute("CREATE VIEW contention AS SELECT * FROM hotrow.hot_rows");
            s.execute("CREATE TABLE catalog_copy AS SELECT table_name FROM information_schema.tables WHERE table_schema = 'shop'");
            s.execute("COMMENT ON TABLE shop.customer IS 'who buys'");
            s.execute("COMMENT ON COLUMN shop.customer.name IS 'full name'");
            s.execute("ALTER TABLE shop.customer ADD COLUMN email text");
            s.execute("ALTER TABLE shop.customer RENAME COLUMN tags TO labels");
            s.execute("ALTER TABLE t ADD CONSTRAINT positive CHECK (v > 0)");
            s.execute("INSERT INTO shop.customer (name, email) VALUES ('ann', 'a@x'), ('bob', 'b@x')");
            s.execute("INSERT INTO shop.orders (customer_id, total) VALUES (1, 50), (1, 150), (2, 200)");
            s.execute("SELECT nextval('shop.ticket')");
            s.execute("UPDATE shop.orders SET total = total + 1 WHERE customer_id = 1");
            s.execute("DELETE FROM shop.customer WHERE name = 'bob'");
            s.execute("CREATE TABLE scratch (a int)");
            s.execute("INSERT INTO scratch VALUES (1)");
            s.execute("TRUNCATE TABLE scratch");
            s.execute("DROP TABLE scratch");
            s.execute("CREATE SCHEMA temporary_work");
            s.execute("CREATE TABLE temporary_work.x (a int)");
            s.execute("DROP SCHEMA temporary_work CASCADE");
            assertEquals("1", one(c, "SELECT COUNT(*) FROM shop.big_orders")); // bob's order went with him (ON DELETE CASCADE)
        }
        db.snapshot();
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("INSERT INTO shop.customer (name) VALUES ('cy')");
            s.execute("ALTER TABLE shop.orders ADD COLUMN note text DEFAULT 'none'");
        }
        Database again = reopenedIntact(db); // from the snapshot plus the log tail
        try (Connection c = connect(again); Statement s = c.createStatement()) {
            // objects recovery re-created (owned by the engine now) stay the application's to change
            s.execute("ALTER TABLE shop.customer DROP COLUMN labels");
            s.execute("CREATE TABLE shop.refunds (id int PRIMARY KEY, order_id bigint REFERENCES shop.orders(id))");
            s.execute("DROP VIEW shop.big_orders");
            s.execute("INSERT INTO shop.customer (name) VALUES ('dee')");
            assertEquals("4", one(c, "SELECT MAX(id) FROM shop.customer"));
            assertEquals("101", one(c, "SELECT nextval('shop.ticket')"));
        }
        Database third = reopenedIntact(again);
        third.shutdown();
    }

    private static byte[] serialize(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }

    /** Counts its instances: H2 instantiates a trigger class when the trigger is created. */
    public static final class CountingTrigger implements Trigger {
        static final AtomicInteger CREATED = new AtomicInteger();

        public CountingTrigger() {
            CREATED.incrementAndGet();
        }

        @Override
        public void fire(Connection conn, Object[] oldRow, Object[] newRow) {
        }
    }

    /** Counts its deserializations: a gadget would do its work in readObject. */
    static final class Gadget implements Serializable {
        static final AtomicInteger READ = new AtomicInteger();
        private static final long serialVersionUID = 1L;
        private final List<String> payload = new ArrayList<>(List.of("x"));

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            READ.incrementAndGet();
        }
    }
}
