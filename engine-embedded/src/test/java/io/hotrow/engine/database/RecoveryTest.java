package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.dump;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreKind;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Reopening a database from its log reproduces it row for row. */
class RecoveryTest {

    private ObjectStore store;

    @AfterEach
    void releaseStore() throws IOException {
        StoreKind.release(store);
    }

    static Stream<Arguments> storesAndModes() {
        return Arrays.stream(StoreKind.values()).flatMap(kind -> Stream.of(Arguments.of(kind, false), Arguments.of(kind, true)));
    }

    /** From the log alone, and from snapshots (taken mid-way and every few commits) plus the log tail. */
    @ParameterizedTest(name = "{0}, snapshots: {1}")
    @MethodSource("storesAndModes")
    void reopenReproducesEveryCommittedRowAndGeneratorPositionExactly(StoreKind kind, boolean snapshots) throws Exception {
        store = kind.fresh();
        EngineSettings settings = snapshots ? EngineSettings.DEFAULT.withSnapshotEvery(4) : EngineSettings.DEFAULT;
        Database first = open("shop", store, settings);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE customer (id bigserial PRIMARY KEY, name text NOT NULL, token uuid DEFAULT random_uuid(),"
                    + " joined timestamp with time zone DEFAULT now(), score double precision DEFAULT random(), photo bytea,"
                    + " balance numeric(12,2), birthday date, active boolean, pause interval DEFAULT interval '1 day 02:03:04.5')");
            s.execute("CREATE TABLE orders (id int PRIMARY KEY, customer_id bigint REFERENCES customer(id) ON DELETE CASCADE, note varchar(50))");
            s.execute("CREATE TABLE loose (a int, b text)"); // no primary key: rows are matched by value
            s.execute("CREATE SEQUENCE ticket_seq START WITH 100");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO customer (name, photo, balance, birthday, active) VALUES (?, ?, ?, ?, ?)")) {
                for (int i = 1; i <= 20; i++) {
                    insert.setString(1, "customer " + i);
                    insert.setBytes(2, new byte[] {(byte) i, 0, (byte) 255});
                    insert.setBigDecimal(3, new java.math.BigDecimal(i + ".25"));
                    insert.setObject(4, java.time.LocalDate.of(1990, 1 + i % 12, 1 + i));
                    insert.setBoolean(5, i % 2 == 0);
                    insert.executeUpdate();
                }
            }
            for (int i = 1; i <= 20; i++) {
                s.execute("INSERT INTO orders VALUES (" + i + ", " + (1 + i % 5) + ", 'order " + i + "')");
            }
            s.execute("INSERT INTO loose VALUES (1, 'x'), (1, 'x'), (2, NULL)");
            s.execute("UPDATE loose SET b = 'y' WHERE a = 1 AND b = 'x' AND 1 = (SELECT 1)");
            s.execute("DELETE FROM loose WHERE b IS NULL");
            s.execute("UPDATE customer SET score = random(), joined = now() WHERE id % 3 = 0");
            s.execute("UPDATE customer SET pause = interval '90 minutes' * id WHERE id % 4 = 0");
            if (snapshots) {
                first.snapshot();
            }
            s.execute("DELETE FROM customer WHERE id IN (SELECT id FROM customer WHERE active LIMIT 3)"); // unordered: which rows is arbitrary
            s.execute("DELETE FROM customer WHERE id = 1"); // cascades to orders
            s.execute("ALTER TABLE orders ADD COLUMN shipped boolean DEFAULT false");
            s.execute("UPDATE orders SET shipped = true WHERE id % 2 = 0");
            s.execute("ALTER TABLE loose RENAME TO spare");
            s.execute("INSERT INTO spare VALUES (3, 'after rename')");
            s.execute("INSERT INTO orders (id, customer_id, note) VALUES (100, (SELECT max(id) FROM customer), 'ticket ' || nextval('ticket_seq'))");
            s.execute("SELECT nextval('ticket_seq'), nextval('ticket_seq')"); // drawn, in no row: must not be handed out again
            s.execute("CREATE TABLE token (id uuid DEFAULT gen_random_uuid() PRIMARY KEY, n serial)");
            s.execute("INSERT INTO token (n) VALUES (DEFAULT), (DEFAULT)");
            if (snapshots) {
                first.snapshot();
            }

            c.setAutoCommit(false);
            s.execute("INSERT INTO spare VALUES (4, 'rolled back')");
            s.execute("INSERT INTO customer (name) VALUES ('rolled back, id drawn')");
            c.rollback();
            s.execute("INSERT INTO customer (name) VALUES ('drawn after the rollback')");
            s.execute("INSERT INTO spare VALUES (5, 'kept')");
            Savepoint savepoint = c.setSavepoint();
            s.execute("INSERT INTO spare VALUES (6, 'undone by savepoint')");
            c.rollback(savepoint);
            c.commit();
            assertThrows(SQLException.class, () -> s.execute("INSERT INTO orders VALUES (100, 2, 'duplicate')"));
            c.rollback();
            c.setAutoCommit(true);
        }
        String before = dump(first);
        first.shutdown();

        Database second = open("shop", StoreKind.reopen(store), settings);
        assertEquals(before, dump(second));
        try (Connection c = connect(second); Statement s = c.createStatement()) {
            s.execute("INSERT INTO customer (name) VALUES ('after recovery')");
            try (ResultSet rs = s.executeQuery("SELECT max(id) FROM customer")) {
                rs.next();
                assertEquals(23, rs.getLong(1), "identity continues past every value drawn, rolled back or not");
            }
            try (ResultSet rs = s.executeQuery("SELECT nextval('ticket_seq')")) {
                rs.next();
                assertEquals(103, rs.getLong(1), "the sequence continues past values drawn outside any row");
            }
        }
        String afterMore = dump(second);
        assertNotEquals(before, afterMore);
        second.shutdown();
        assertEquals(afterMore, dump(open("shop", StoreKind.reopen(store), settings)));
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void truncateIsReplayed(StoreKind kind) throws Exception {
        store = kind.fresh();
        Database first = open("trunc", store);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1), (2)");
            s.execute("TRUNCATE TABLE t");
            s.execute("INSERT INTO t VALUES (3)");
        }
        first.shutdown();
        assertTrue(dump(open("trunc", StoreKind.reopen(store))).contains("== public.t\nid=3 \n== generators"));
    }

    /**
     * Rows of a table keyed by one integer, which replay writes straight into H2's storage, come
     * back whatever their keys did in one transaction: a key moved, freed and taken again, rows
     * deleted and a key moved onto one of theirs, a delete rolled back to a savepoint, a column
     * added between them (the rows after it have another shape).
     */
    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void rowsWrittenStraightIntoStorageComeBackWhateverTheirKeysDid(StoreKind kind) throws Exception {
        store = kind.fresh();
        Database first = open("keys", store);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE keyed (id int PRIMARY KEY, v text, n numeric(6,2))");
            s.execute("INSERT INTO keyed SELECT x, 'v' || x, x / 4.0 FROM generate_series(1, 200) AS g(x)");
            c.setAutoCommit(false);
            s.execute("UPDATE keyed SET id = 1000 WHERE id = 1");
            s.execute("INSERT INTO keyed VALUES (1, 'taken again', 0.5)");
            s.execute("UPDATE keyed SET v = v || '!', n = n * 2 WHERE id % 7 = 0");
            s.execute("DELETE FROM keyed WHERE id BETWEEN 50 AND 60");
            Savepoint savepoint = c.setSavepoint();
            s.execute("DELETE FROM keyed WHERE id = 2");
            c.rollback(savepoint);
            s.execute("UPDATE keyed SET id = id + 500 WHERE id BETWEEN 61 AND 70");
            s.execute("UPDATE keyed SET id = 50 WHERE id = 100");
            c.commit();
            c.setAutoCommit(true);
            s.execute("ALTER TABLE keyed ADD COLUMN extra text DEFAULT 'x'");
            s.execute("UPDATE keyed SET extra = 'y', id = -id WHERE id > 190");
            s.execute("DELETE FROM keyed WHERE id = 3");
        }
        String before = dump(first);
        first.shutdown();
        assertTrue(before.contains("id=-1000 v=v1 ") && before.contains("id=1 v=taken again") && before.contains("id=-200"), before);
        assertEquals(before, dump(open("keys", StoreKind.reopen(store))));
    }

    /**
     * Rows of tables keyed by several columns, with secondary indexes unique and not, which replay
     * writes straight into H2's storage (under row ids, found through the primary key's index), come
     * back whatever their keys and indexed columns did in one transaction, every index finding them:
     * keys moved, freed and taken again, indexed values changed, a delete rolled back to a savepoint,
     * a column added between them; new rows take new row ids after the reopen and duplicates are refused.
     */
    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void rowsWithCompositeKeysWrittenStraightIntoStorageComeBackInEveryIndex(StoreKind kind) throws Exception {
        store = kind.fresh();
        Database first = open("composite", store);
        String searches = "SELECT (SELECT count(*) FROM line WHERE a = 3) || ' ' || (SELECT string_agg(a || '/' || b, ',' ORDER BY a, b) FROM line WHERE v = 'moved')"
                + " || ' ' || (SELECT count(*) FROM line WHERE v = 'v2') || ' ' || (SELECT string_agg(code, ',' ORDER BY code) FROM line WHERE code < 'c2')"
                + " || ' ' || (SELECT count(*) FROM line WHERE a = 9 AND b = 9)";
        String found;
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE line (a int, b int, v text NOT NULL, code text UNIQUE, PRIMARY KEY (a, b))");
            s.execute("CREATE INDEX line_by_v ON line (v)");
            s.execute("INSERT INTO line SELECT x / 10, x % 10, 'v' || (x % 3), 'c' || x FROM generate_series(1, 300) AS g(x)");
            c.setAutoCommit(false);
            s.execute("UPDATE line SET a = 100 WHERE a = 1 AND b = 1");
            s.execute("INSERT INTO line VALUES (1, 1, 'taken again', 'c1-again')");
            s.execute("UPDATE line SET v = 'moved' WHERE a = 2 OR b = 5");
            s.execute("UPDATE line SET code = NULL WHERE a = 4");
            s.execute("DELETE FROM line WHERE a BETWEEN 5 AND 6");
            Savepoint savepoint = c.setSavepoint();
            s.execute("DELETE FROM line WHERE a = 3");
            c.rollback(savepoint);
            s.execute("UPDATE line SET b = b + 50, code = code || '!' WHERE a = 7");
            s.execute("UPDATE line SET a = 5, b = 0 WHERE a = 9 AND b = 9");
            s.execute("INSERT INTO line VALUES (9, 9, 'v2', 'c99-new')");
            c.commit();
            c.setAutoCommit(true);
            s.execute("ALTER TABLE line ADD COLUMN extra text DEFAULT 'x'");
            s.execute("UPDATE line SET extra = 'y', a = -a WHERE a > 25");
            s.execute("DELETE FROM line WHERE a = 8 AND b = 8");
            found = one(s, searches);
        }
        String before = dump(first);
        first.shutdown();
        assertTrue(before.contains("a=-100 b=1 v=v2 code=c11 ") && before.contains("a=1 b=1 v=taken again") && before.contains("a=-30 b=0"), before);
        Database second = open("composite", StoreKind.reopen(store));
        try (Connection c = connect(second); Statement s = c.createStatement()) {
            assertEquals(before, dump(second));
            assertEquals(found, one(s, searches));
            assertEquals(2, s.executeUpdate("INSERT INTO line (a, b, v, code) VALUES (8, 8, 'new', 'c-new'), (200, 1, 'new', NULL)"));
            assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("INSERT INTO line (a, b, v, code) VALUES (1, 1, 'dup', NULL)")).getSQLState());
            assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("INSERT INTO line (a, b, v, code) VALUES (300, 1, 'dup', 'c99-new')")).getSQLState());
        } finally {
            second.shutdown();
        }
    }

    private static String one(Statement s, String query) throws SQLException {
        try (ResultSet rs = s.executeQuery(query)) {
            assertTrue(rs.next());
            return rs.getString(1);
        }
    }

    /** Statements our parser cannot read run in H2 and are logged like any other: schema changes as text, rows as captured. */
    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void statementsRunUnparsedAreReplayed(StoreKind kind) throws Exception {
        store = kind.fresh();
        Database first = open("unparsed", store);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE vets (id int PRIMARY KEY, last_name text)");
            s.execute("CREATE INDEX ON vets (last_name)");
            s.execute("CREATE SEQUENCE IF NOT EXISTS vet_ids");
            s.execute("INSERT INTO vets VALUES (nextval('vet_ids'), E'O\\'Brien'), (nextval('vet_ids'), $$Carter$$)");
            s.execute("UPDATE ONLY vets SET last_name = last_name || '!' WHERE id = 2");
            s.execute("INSERT INTO vets VALUES (3, 'Leary') ON CONFLICT (id) DO NOTHING");
        }
        String before = dump(first);
        first.shutdown();
        Database second = open("unparsed", StoreKind.reopen(store));
        assertEquals(before, dump(second));
        assertTrue(before.contains("O'Brien") && before.contains("Carter!") && before.contains("Leary"), before);
        try (Connection c = connect(second); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT nextval('vet_ids')")) {
            assertTrue(rs.next());
            assertEquals(3, rs.getLong(1), "the sequence continues where it stood");
        }
    }

    /** Schema changes run in another current schema (SET SCHEMA, JDBC setSchema) replay in that schema, in autocommit and in a transaction. */
    @org.junit.jupiter.api.Test
    void schemaChangesComeBackInTheSchemaTheyRanIn() throws Exception {
        store = StoreKind.MEMORY.fresh();
        Database first = open("shop", store);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA s");
            s.execute("SET SCHEMA s");
            s.execute("CREATE TABLE x (id int PRIMARY KEY, v text)");
            s.execute("INSERT INTO x VALUES (1, 'one')");
            c.setSchema("public");
            s.execute("CREATE TABLE x (id int PRIMARY KEY)");
            c.setSchema("s");
            c.setAutoCommit(false);
            s.execute("CREATE TABLE y (id int REFERENCES x(id))");
            s.execute("INSERT INTO y VALUES (1)");
            c.commit();
        }
        String before = dump(first);
        assertTrue(before.contains("== s.x") && before.contains("== s.y") && before.contains("== public.x"), before);
        first.shutdown();
        assertEquals(before, dump(open("shop", store)));
    }
}
