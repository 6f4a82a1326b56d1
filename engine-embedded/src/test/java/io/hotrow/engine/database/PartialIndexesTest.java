package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.reopenedFromLogAndSnapshot;
import static io.hotrow.engine.EngineFixture.single;
import static io.hotrow.engine.database.ExpressionIndexesTest.hiddenColumns;
import static io.hotrow.engine.database.ExpressionIndexesTest.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.engine.store.ObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Partial indexes ({@link ExpressionIndexes}): a unique one compares only the rows its predicate holds for, rows moving in
 * and out of it by INSERT and UPDATE; the hidden column that holds the predicate shows nowhere; the catalog shows the
 * predicate as PostgreSQL prints it; it goes with DROP INDEX or a drop of a column the predicate reads. Each answer here is
 * PostgreSQL 15's.
 */
class PartialIndexesTest {

    private final ObjectStore store = new MemoryObjectStore("partial-indexes");

    @Test
    void aUniquePartialIndexComparesOnlyTheRowsItsPredicateHoldsForAndHoldsAfterAReopen() throws SQLException {
        Database db = open("pu", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE pu (id int PRIMARY KEY, email text, deleted_at timestamp, qty int)");
            s.execute("CREATE UNIQUE INDEX pu_email ON pu (email) WHERE deleted_at IS NULL");
            s.execute("INSERT INTO pu VALUES (1, 'a', NULL, 1), (2, 'a', '2024-01-01', 2), (3, 'a', '2024-01-02', 3), (4, NULL, NULL, 1), (5, NULL, NULL, 1)");
            SQLException e = assertThrows(SQLException.class, () -> s.execute("INSERT INTO pu VALUES (6, 'a', NULL, 1)"));
            assertEquals("23505", e.getSQLState());
            assertTrue(e.getMessage().startsWith("duplicate key value violates unique constraint \"pu_email\""), e.getMessage());
            assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("UPDATE pu SET deleted_at = NULL WHERE id = 2")).getSQLState());
            s.execute("UPDATE pu SET deleted_at = now() WHERE id = 1"); // out of the predicate: another row may come in
            s.execute("UPDATE pu SET deleted_at = NULL WHERE id = 2");
            s.execute("CREATE UNIQUE INDEX pu_lower ON pu (lower(email), qty) WHERE qty > 0 AND email <> 'x'");
            s.execute("INSERT INTO pu VALUES (7, 'X', NULL, 0)");
            assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("INSERT INTO pu VALUES (8, 'A', '2024-01-03', 1)")).getSQLState());
            s.execute("INSERT INTO pu VALUES (8, 'A', '2024-01-03', 4)");
        }
        Database reopened = reopenedFromLogAndSnapshot(db, store);
        try (Connection c = connect(reopened); Statement s = c.createStatement()) {
            assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("INSERT INTO pu VALUES (9, 'a', NULL, 5)")).getSQLState());
            s.execute("INSERT INTO pu VALUES (9, 'a', '2024-01-04', 5)");
            assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("INSERT INTO pu VALUES (10, 'a', '2024-01-05', 5)")).getSQLState());
            assertEquals(List.of("pu_email|CREATE UNIQUE INDEX pu_email ON public.pu USING btree (email) WHERE (deleted_at IS NULL)",
                    "pu_lower|CREATE UNIQUE INDEX pu_lower ON public.pu USING btree (lower(email), qty) WHERE ((qty > 0) AND (email <> 'x'))",
                    "pu_pkey|CREATE UNIQUE INDEX pu_pkey ON public.pu USING btree (id)"),
                    rows(s, "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'pu' ORDER BY 1"));
            String pretty = single(s, "SELECT pg_get_indexdef('pu_lower'::regclass, 0, true)"); // what psql's \d shows after USING
            assertTrue(pretty.endsWith(" USING btree (lower(email), qty) WHERE qty > 0 AND email <> 'x'"), pretty);
            assertEquals(List.of("1|t", "2|f", "3|t", "9|t"), rows(s, "SELECT id, deleted_at IS NOT NULL FROM pu WHERE email = 'a' ORDER BY id"));
        } finally {
            reopened.shutdown();
        }
    }

    @Test
    void theHiddenColumnShowsNowhereAndTheCatalogShowsThePredicate() throws SQLException {
        Database db = open("ph", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE ph (id int PRIMARY KEY, qty int, active boolean)");
            s.execute("CREATE INDEX ph_active ON ph (qty) WHERE active");
            s.execute("INSERT INTO ph VALUES (1, 2, true)");
            assertEquals(List.of("1|2|t"), rows(s, "SELECT * FROM ph"));
            assertEquals(List.of("2|3|f"), rows(s, "INSERT INTO ph VALUES (2, 3, false) RETURNING *"));
            assertEquals(List.of("id", "qty", "active"),
                    rows(s, "SELECT column_name FROM information_schema.columns WHERE table_name = 'ph' ORDER BY ordinal_position"));
            assertEquals(List.of("id", "qty", "active"), rows(s, "SELECT attname FROM pg_attribute WHERE attrelid = 'ph'::regclass AND attnum > 0 ORDER BY attnum"));
            assertEquals(List.of("qty"), rows(s, "SELECT attname FROM pg_attribute WHERE attrelid = 'ph_active'::regclass"));
            assertEquals("1|1|active", single(s, "SELECT indnatts || '|' || relnatts || '|' || indpred FROM pg_index JOIN pg_class ON pg_class.oid = indexrelid"
                    + " WHERE indexrelid = 'ph_active'::regclass"));
            assertEquals("CREATE INDEX ph_active ON public.ph USING btree (qty) WHERE active", single(s, "SELECT pg_get_indexdef('ph_active'::regclass)"));
            assertEquals("t", single(s, "SELECT indpred IS NULL FROM pg_index WHERE indexrelid = 'ph_pkey'::regclass"));
            List<String> columns = new ArrayList<>();
            try (ResultSet rs = c.getMetaData().getColumns(null, "public", "ph", null)) {
                while (rs.next()) {
                    columns.add(rs.getString("COLUMN_NAME"));
                }
            }
            assertEquals(List.of("id", "qty", "active"), columns);
            s.execute("CREATE INDEX ph_abs ON ph (abs(qty))");
            List<String> indexes = new ArrayList<>();
            try (ResultSet rs = c.getMetaData().getIndexInfo(null, "public", "ph", false, true)) {
                while (rs.next()) {
                    indexes.add(rs.getString("INDEX_NAME") + "|" + rs.getString("COLUMN_NAME") + "|" + rs.getString("FILTER_CONDITION"));
                }
            }
            assertEquals(List.of("ph_pkey|id|null", "ph_abs|abs(qty)|null", "ph_active|qty|active"), indexes); // as pgjdbc reports them
        } finally {
            db.shutdown();
        }
    }

    @Test
    void dropIndexAndDropOfAColumnThePredicateReadsBehaveAsInPostgres() throws SQLException {
        Database db = open("pd", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE pd (id int PRIMARY KEY, code text, gone timestamp, qty int)");
            s.execute("CREATE UNIQUE INDEX pd_code ON pd (code) WHERE gone IS NULL");
            s.execute("CREATE INDEX pd_qty ON pd (qty) WHERE qty > 0");
            s.execute("ALTER TABLE pd DROP COLUMN gone"); // PostgreSQL drops the index with a column its predicate reads
            assertEquals(List.of("pd_pkey", "pd_qty"), rows(s, "SELECT indexname FROM pg_indexes WHERE tablename = 'pd' ORDER BY 1"));
            s.execute("INSERT INTO pd VALUES (1, 'a', 1), (2, 'a', 1)");
            s.execute("DROP INDEX pd_qty");
            assertEquals(List.of(), hiddenColumns(db, "pd"));
        }
        Database reopened = reopenedFromLogAndSnapshot(db, store);
        try (Connection c = connect(reopened); Statement s = c.createStatement()) {
            assertEquals(List.of("pd_pkey"), rows(s, "SELECT indexname FROM pg_indexes WHERE tablename = 'pd' ORDER BY 1"));
            assertEquals(List.of(), hiddenColumns(reopened, "pd"));
        } finally {
            reopened.shutdown();
        }
    }

    @Test
    void aDuplicateAmongMatchingRowsFailsTheIndexAndLeavesNoColumn() throws SQLException {
        Database db = open("pdup", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE px (id int PRIMARY KEY, code text, live boolean)");
            s.execute("INSERT INTO px VALUES (1, 'a', true), (2, 'a', false), (3, 'a', NULL)");
            s.execute("CREATE UNIQUE INDEX px_live ON px (code) WHERE live");
            s.execute("DROP INDEX px_live");
            s.execute("INSERT INTO px VALUES (4, 'a', true)");
            assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("CREATE UNIQUE INDEX px_live ON px (code) WHERE live")).getSQLState());
            assertEquals(List.of(), hiddenColumns(db, "px"), "no column left behind by a refused index");
            s.execute("CREATE INDEX IF NOT EXISTS px_live ON px (code) WHERE live");
            s.execute("CREATE INDEX IF NOT EXISTS px_live ON px (code) WHERE NOT live");
            assertEquals(List.of("hotrow_pred_1"), hiddenColumns(db, "px"));
        } finally {
            db.shutdown();
        }
    }

    @Test
    void aPredicateThatMayChangeOrIsNoConditionIsRefusedAsInPostgres() throws SQLException {
        Database db = open("pv", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE pv (id int PRIMARY KEY, at timestamp, qty int)");
            SQLException e = assertThrows(SQLException.class, () -> s.execute("CREATE INDEX pv_r ON pv (id) WHERE random() > 0.5"));
            assertEquals("42P17", e.getSQLState());
            assertEquals("functions in index predicate must be marked IMMUTABLE", e.getMessage());
            assertEquals("42P17", assertThrows(SQLException.class, () -> s.execute("CREATE INDEX pv_n ON pv (id) WHERE at < now()")).getSQLState());
            assertEquals("42804", assertThrows(SQLException.class, () -> s.execute("CREATE INDEX pv_q ON pv (id) WHERE qty")).getSQLState());
            assertEquals("42703", assertThrows(SQLException.class, () -> s.execute("CREATE INDEX pv_m ON pv (id) WHERE missing > 1")).getSQLState());
            SQLException subquery = assertThrows(SQLException.class, () -> s.execute("CREATE INDEX pv_s ON pv (id) WHERE qty > (SELECT 1)"));
            assertEquals("cannot use subquery in index predicate", subquery.getMessage()); // PostgreSQL's 0A000, which pools take for a broken connection
            assertEquals("42P17", assertThrows(SQLException.class, () -> s.execute("CREATE INDEX pv_t ON pv (id) WHERE qty::text::timestamp < at")).getSQLState());
            assertEquals(List.of(), hiddenColumns(db, "pv"));
        } finally {
            db.shutdown();
        }
    }

    @Test
    void onConflictWithThePredicateInfersThePartialUniqueIndex() throws SQLException {
        Database db = open("pc", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE slugs (id int PRIMARY KEY, slug text, live boolean NOT NULL, hits int DEFAULT 0)");
            s.execute("CREATE UNIQUE INDEX slugs_live ON slugs (slug) WHERE live");
            s.execute("INSERT INTO slugs VALUES (1, 'home', true, 0), (2, 'home', false, 0)");
            assertEquals(1, s.executeUpdate("INSERT INTO slugs (id, slug, live) VALUES (3, 'home', true), (4, 'blog', true), (5, 'blog', true)"
                    + " ON CONFLICT (slug) WHERE live DO NOTHING"));
            assertEquals(2, s.executeUpdate("INSERT INTO slugs (id, slug, live) VALUES (6, 'home', false), (7, 'home', true)"
                    + " ON CONFLICT (slug) WHERE live DO UPDATE SET hits = slugs.hits + 1"));
            assertEquals(List.of("1|home|t|1", "2|home|f|0", "4|blog|t|0", "6|home|f|0"), rows(s, "SELECT id, slug, live, hits FROM slugs ORDER BY id"));
            SQLException none = assertThrows(SQLException.class, () -> s.execute("INSERT INTO slugs (id, slug, live) VALUES (8, 'x', true) ON CONFLICT (slug) DO NOTHING"));
            assertEquals("42P10", none.getSQLState());
            assertEquals("42P10", assertThrows(SQLException.class,
                    () -> s.execute("INSERT INTO slugs (id, slug, live) VALUES (8, 'x', true) ON CONFLICT (slug) WHERE NOT live DO NOTHING")).getSQLState());
        } finally {
            db.shutdown();
        }
    }

    /** pg_dump prints a predicate on a varchar column with casts to text; a cast of a timestamp's text is not immutable. */
    @Test
    void castsThatPostgresHoldsImmutableArePredicatesAndOthersAreRefused() throws SQLException {
        Database db = open("pcast", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE pcast (id int PRIMARY KEY, code text, status varchar(10), at timestamp, n text)");
            s.execute("CREATE UNIQUE INDEX pcast_open ON pcast (code) WHERE ((status)::text = 'open'::text)");
            s.execute("CREATE INDEX pcast_n ON pcast ((n::int)) WHERE n IS NOT NULL");
            s.execute("INSERT INTO pcast VALUES (1, 'a', 'open', NULL, '1'), (2, 'a', 'closed', NULL, '2')");
            assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("INSERT INTO pcast VALUES (3, 'a', 'open', NULL, NULL)")).getSQLState());
            assertEquals("42P17", assertThrows(SQLException.class, () -> s.execute("CREATE INDEX pcast_at ON pcast (id) WHERE at::text > 'x'")).getSQLState());
            assertEquals(List.of("CREATE INDEX pcast_n ON public.pcast USING btree (((n)::integer)) WHERE (n IS NOT NULL)",
                    "CREATE UNIQUE INDEX pcast_open ON public.pcast USING btree (code) WHERE ((status)::text = 'open'::text)",
                    "CREATE UNIQUE INDEX pcast_pkey ON public.pcast USING btree (id)"),
                    rows(s, "SELECT indexdef FROM pg_indexes WHERE tablename = 'pcast' ORDER BY 1"));
        } finally {
            db.shutdown();
        }
    }
}
