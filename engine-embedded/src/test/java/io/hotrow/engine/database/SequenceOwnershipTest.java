package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.database.SequenceFunctionsTest.single;
import static io.hotrow.engine.database.SequenceFunctionsTest.stateOf;
import static io.hotrow.engine.database.SequenceFunctionsTest.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * pg_dump's ownership statements as the engine answers them (docs/dialect.md, "Ownership"): OWNER TO
 * checks its object and changes nothing; OWNED BY hands the sequence to its column's generator,
 * durably, and rolls back with its transaction.
 */
class SequenceOwnershipTest {

    @Test
    void ownerToChecksTheObjectAndChangesNothing() throws SQLException {
        Database db = open("owner", new MemoryObjectStore("sequence-ownership-test"));
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int)");
            s.execute("CREATE VIEW v AS SELECT id FROM t");
            s.execute("CREATE SEQUENCE q");
            s.execute("CREATE SCHEMA shop");
            for (String sql : new String[] {"ALTER TABLE t OWNER TO postgres", "ALTER TABLE ONLY public.t OWNER TO someone",
                "ALTER TABLE v OWNER TO postgres", "ALTER TABLE q OWNER TO postgres", "ALTER VIEW v OWNER TO CURRENT_USER",
                "ALTER SEQUENCE public.q OWNER TO x", "ALTER SCHEMA shop OWNER TO x", "ALTER SEQUENCE q OWNED BY NONE",
                "ALTER TABLE IF EXISTS gone OWNER TO x"}) {
                assertFalse(s.execute(sql), sql);
            }
            assertEquals("42P01", stateOf(s, "ALTER TABLE gone OWNER TO x"));
            assertEquals("42809", stateOf(s, "ALTER VIEW t OWNER TO x"));
            assertEquals("42809", stateOf(s, "ALTER SEQUENCE t OWNER TO x"));
            assertEquals("3F000", stateOf(s, "ALTER SCHEMA nope OWNER TO x"));
            s.execute("CREATE TABLE serials (id serial)");
            assertEquals("42000", stateOf(s, "ALTER SEQUENCE serials_id_seq OWNED BY NONE"), "a serial column keeps its generator");
        } finally {
            db.shutdown();
        }
    }

    @ParameterizedTest(name = "snapshots: {0}")
    @ValueSource(booleans = {false, true})
    void ownedByHandsTheSequenceToTheColumnDurably(boolean snapshots) throws SQLException {
        MemoryObjectStore store = new MemoryObjectStore("sequence-ownership-test");
        EngineSettings settings = snapshots ? EngineSettings.DEFAULT.withSnapshotEvery(2) : EngineSettings.DEFAULT;
        Database first = open("owned", store, settings);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE customer (id integer NOT NULL, name text)");
            s.execute("CREATE SEQUENCE customer_id_seq AS integer START WITH 1 INCREMENT BY 3 NO MINVALUE NO MAXVALUE CACHE 1");
            s.execute("SELECT nextval('customer_id_seq')");
            s.execute("ALTER SEQUENCE public.customer_id_seq OWNED BY public.customer.id");
            s.execute("ALTER TABLE ONLY public.customer ALTER COLUMN id SET DEFAULT nextval('public.customer_id_seq'::regclass)");
            assertEquals("public.customer_id_seq", text(s, "SELECT pg_get_serial_sequence('customer', 'id')"));
            s.execute("INSERT INTO customer (name) VALUES ('a')");
            assertEquals(4, single(s, "SELECT max(id) FROM customer"), "continues where the sequence stood, with its increment");
            s.execute("SELECT setval('public.customer_id_seq', 10, true)");
            if (snapshots) {
                first.snapshot();
            }
            s.execute("CREATE TABLE gone (id bigint NOT NULL)");
            s.execute("CREATE SEQUENCE gone_id_seq");
            s.execute("ALTER SEQUENCE gone_id_seq OWNED BY gone.id");
            s.execute("DROP TABLE gone");
            assertEquals("42P01", stateOf(s, "SELECT nextval('gone_id_seq')"), "the owned sequence goes with its table");
            s.execute("CREATE SEQUENCE other_seq CYCLE");
            s.execute("CREATE TABLE other (id int NOT NULL)");
            assertEquals("42000", stateOf(s, "ALTER SEQUENCE other_seq OWNED BY other.id"), "another name than other_id_seq is refused");
            s.execute("CREATE SEQUENCE other_id_seq CYCLE");
            assertEquals("42000", stateOf(s, "ALTER SEQUENCE other_id_seq OWNED BY other.id"));
        } finally {
            first.shutdown();
        }
        Database second = open("owned", store, settings);
        try (Connection c = connect(second); Statement s = c.createStatement()) {
            assertEquals(13, single(s, "SELECT nextval('customer_id_seq')"));
            assertEquals("public.customer_id_seq", text(s, "SELECT pg_get_serial_sequence('customer', 'id')"));
            assertEquals("42P01", stateOf(s, "SELECT nextval('gone_id_seq')"));
            assertEquals(1, single(s, "SELECT count(*) FROM information_schema.sequences WHERE sequence_name = 'other_id_seq'"));
        } finally {
            second.shutdown();
        }
    }

    @Test
    void anIdentityIsAddedAsPgDumpWritesItWithPostgresChecks() throws SQLException {
        Database db = open("identity", new MemoryObjectStore("sequence-ownership-test"));
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE product (id bigint NOT NULL, sku text, n int)");
            s.execute("INSERT INTO product VALUES (1, 'a', 1), (2, 'b', 2)");
            s.execute("ALTER TABLE ONLY public.product ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (SEQUENCE NAME public.product_id_seq"
                    + " START WITH 1 INCREMENT BY 2 NO MINVALUE NO MAXVALUE CACHE 1)");
            s.execute("SELECT pg_catalog.setval('public.product_id_seq', 2, true)");
            s.execute("INSERT INTO product (sku, n) VALUES ('c', 3)");
            assertEquals(4, single(s, "SELECT max(id) FROM product"));
            assertEquals("55000", stateOf(s, "ALTER TABLE product ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY"), "an identity column already");
            assertEquals("55000", stateOf(s, "ALTER TABLE product ALTER COLUMN n ADD GENERATED ALWAYS AS IDENTITY"), "a nullable column");
        } finally {
            db.shutdown();
        }
    }

    @Test
    void ownedByRollsBackWithItsTransaction() throws SQLException {
        Database db = open("rollback", new MemoryObjectStore("sequence-ownership-test"));
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id bigint NOT NULL)");
            s.execute("CREATE SEQUENCE t_id_seq START WITH 5");
            c.setAutoCommit(false);
            s.execute("ALTER SEQUENCE t_id_seq OWNED BY t.id");
            c.rollback();
            c.setAutoCommit(true);
            assertEquals(null, text(s, "SELECT pg_get_serial_sequence('t', 'id')"));
            assertEquals(5, single(s, "SELECT nextval('t_id_seq')"));
            assertEquals("23502", stateOf(s, "INSERT INTO t VALUES (DEFAULT)"));
        } finally {
            db.shutdown();
        }
    }
}
