package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.reopenedFromLogAndSnapshot;
import static io.hotrow.engine.EngineFixture.single;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code DEFERRABLE} unique and primary keys (docs/dialect.md): the catalog shows the timing as
 * PostgreSQL does (pg_constraint, pg_get_constraintdef, information_schema, pg_index.indimmediate),
 * through replay and snapshots.
 */
@Timeout(60)
class DeferrableUniqueKeysTest {

    private static final String TIMINGS = "SELECT string_agg(conname || ' ' || contype::text || ' ' || CASE WHEN condeferrable THEN 'deferrable' ELSE 'not' END"
            + " || ' ' || CASE WHEN condeferred THEN 'deferred' ELSE 'immediate' END, ', ' ORDER BY conname) FROM pg_constraint WHERE conrelid IN ('du'::regclass, 'dp'::regclass)";
    private static final String DEFINITIONS = "SELECT string_agg(pg_get_constraintdef(oid), ', ' ORDER BY conname) FROM pg_constraint"
            + " WHERE conrelid IN ('du'::regclass, 'dp'::regclass)";
    private static final String INFORMATION_SCHEMA = "SELECT string_agg(constraint_name || ' ' || is_deferrable || ' ' || initially_deferred,"
            + " ', ' ORDER BY constraint_name) FROM information_schema.table_constraints WHERE table_name IN ('du', 'dp')"
            + " AND constraint_type <> 'CHECK'";
    private static final String IMMEDIATE = "SELECT string_agg(c.relname || ' ' || CASE WHEN i.indimmediate THEN 'immediate' ELSE 'deferrable' END, ', ' ORDER BY c.relname) FROM pg_index i"
            + " JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid IN ('du'::regclass, 'dp'::regclass)";

    private MemoryObjectStore store;
    private Database db;

    @BeforeEach
    void createTables() throws SQLException {
        store = new MemoryObjectStore("deferrable-unique");
        db = open("du", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE du (id int, k int UNIQUE DEFERRABLE INITIALLY DEFERRED, n int UNIQUE)");
            s.execute("CREATE TABLE dp (id text PRIMARY KEY DEFERRABLE, v int, CONSTRAINT dp_v UNIQUE (v) DEFERRABLE INITIALLY IMMEDIATE)");
        }
    }

    @AfterEach
    void close() {
        db.shutdown();
    }

    @Test
    void theCatalogShowsEachKeysTimingAsPostgresDoesAfterReplayAndRestoreToo() throws Exception {
        assertCatalog();
        db = reopenedFromLogAndSnapshot(db, store);
        assertCatalog();
    }

    @Test
    void aKeyAddedByAlterTableIsMarkedToo() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("ALTER TABLE du ADD CONSTRAINT du_id UNIQUE (id) DEFERRABLE INITIALLY DEFERRED");
            assertEquals("UNIQUE (id) DEFERRABLE INITIALLY DEFERRED",
                    single(s, "SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conname = 'du_id'"));
            s.execute("CREATE UNIQUE INDEX du_n_id ON du (n, id)");
            assertEquals("t", single(s, "SELECT i.indimmediate FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = 'du_n_id'"));
        }
    }

    private void assertCatalog() throws SQLException {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            // as PostgreSQL 15 answers for the same tables
            assertEquals("dp_pkey p deferrable immediate, dp_v u deferrable immediate, du_k_key u deferrable deferred, du_n_key u not immediate", single(s, TIMINGS));
            assertEquals("PRIMARY KEY (id) DEFERRABLE, UNIQUE (v) DEFERRABLE, UNIQUE (k) DEFERRABLE INITIALLY DEFERRED, UNIQUE (n)",
                    single(s, DEFINITIONS));
            assertEquals("dp_pkey YES NO, dp_v YES NO, du_k_key YES YES, du_n_key NO NO", single(s, INFORMATION_SCHEMA));
            assertEquals("dp_pkey deferrable, dp_v deferrable, du_k_key deferrable, du_n_key immediate", single(s, IMMEDIATE));
            assertEquals("0", single(s, "SELECT count(*) FROM pg_description WHERE description LIKE 'hotrow:%'"));
        }
    }
}
