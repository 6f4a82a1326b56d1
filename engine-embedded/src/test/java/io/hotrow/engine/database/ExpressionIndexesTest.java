package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.reopenedFromLogAndSnapshot;
import static io.hotrow.engine.EngineFixture.single;
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
 * Indexes on expressions ({@link ExpressionIndexes}): a unique one refuses a second row with the same value of the
 * expression, the hidden column that holds it shows nowhere, the index shows as PostgreSQL prints it, and it goes with a
 * DROP INDEX or a drop of a column it reads. Each answer here is psql's (PostgreSQL 16).
 */
class ExpressionIndexesTest {

    private final ObjectStore store = new MemoryObjectStore("expression-indexes");

    @Test
    void aUniqueIndexOnLowerRefusesTheSameCodeInOtherCaseAndHoldsAfterAReopen() throws SQLException {
        Database db = open("xi", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE xi_parent (id int PRIMARY KEY, code text, qty int)");
            s.execute("INSERT INTO xi_parent VALUES (1, 'a', 1)");
            s.execute("CREATE UNIQUE INDEX xi_lower ON xi_parent (lower(code))");
            SQLException e = assertThrows(SQLException.class, () -> s.execute("INSERT INTO xi_parent VALUES (2, 'A', 1)"));
            assertEquals("23505", e.getSQLState());
            assertTrue(e.getMessage().startsWith("duplicate key value violates unique constraint \"xi_lower\""), e.getMessage());
            s.execute("INSERT INTO xi_parent VALUES (2, 'b', 2)");
            s.execute("CREATE INDEX xi_multi ON xi_parent (lower(code), qty)");
            s.execute("CREATE INDEX xi_sum ON xi_parent ((id + qty))");
        }
        Database reopened = reopenedFromLogAndSnapshot(db, store);
        try (Connection c = connect(reopened); Statement s = c.createStatement()) {
            assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("INSERT INTO xi_parent VALUES (3, 'B', 1)")).getSQLState());
            assertEquals(List.of("xi_lower|CREATE UNIQUE INDEX xi_lower ON public.xi_parent USING btree (lower(code))",
                    "xi_multi|CREATE INDEX xi_multi ON public.xi_parent USING btree (lower(code), qty)",
                    "xi_parent_pkey|CREATE UNIQUE INDEX xi_parent_pkey ON public.xi_parent USING btree (id)",
                    "xi_sum|CREATE INDEX xi_sum ON public.xi_parent USING btree (((id + qty)))"),
                    rows(s, "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'xi_parent' ORDER BY 1"));
            // psql's \d prints the pretty form: "xi_sum" btree ((id + qty))
            assertEquals(List.of("(id + qty)|((id + qty))|lower(code)"), rows(s, "SELECT pg_get_indexdef('xi_sum'::regclass, 1, true),"
                    + " pg_get_indexdef('xi_sum'::regclass, 1, false), pg_get_indexdef('xi_lower'::regclass, 1, true)"));
            assertTrue(single(s, "SELECT pg_get_indexdef('xi_sum'::regclass, 0, true)").endsWith(" USING btree ((id + qty))"));
        } finally {
            reopened.shutdown();
        }
    }

    @Test
    void theHiddenColumnShowsNowhere() throws SQLException {
        Database db = open("hidden", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE hx (id int PRIMARY KEY, email text)");
            s.execute("CREATE UNIQUE INDEX hx_email ON hx (lower(email))");
            s.execute("INSERT INTO hx VALUES (1, 'A@x')");
            assertEquals(List.of("1|A@x"), rows(s, "SELECT * FROM hx"));
            assertEquals(List.of("2|B@x"), rows(s, "INSERT INTO hx VALUES (2, 'B@x') RETURNING *"));
            assertEquals(List.of("id", "email"), rows(s, "SELECT column_name FROM information_schema.columns WHERE table_name = 'hx' ORDER BY ordinal_position"));
            assertEquals(List.of("id", "email"), rows(s, "SELECT attname FROM pg_attribute WHERE attrelid = 'hx'::regclass AND attnum > 0 ORDER BY attnum"));
            assertEquals(List.of("lower|1"), rows(s, "SELECT attname, attnum FROM pg_attribute WHERE attrelid = 'hx_email'::regclass"));
            assertEquals("2", single(s, "SELECT relnatts FROM pg_class WHERE relname = 'hx'"));
            assertEquals("0", single(s, "SELECT indkey[0] FROM pg_index WHERE indexrelid = 'hx_email'::regclass"));
            assertEquals("t", single(s, "SELECT indexprs IS NOT NULL FROM pg_index WHERE indexrelid = 'hx_email'::regclass"));
            List<String> columns = new ArrayList<>();
            try (ResultSet rs = c.getMetaData().getColumns(null, "public", "hx", null)) {
                while (rs.next()) {
                    columns.add(rs.getString("COLUMN_NAME"));
                }
            }
            assertEquals(List.of("id", "email"), columns);
        } finally {
            db.shutdown();
        }
    }

    @Test
    void dropIndexDropColumnAndRenameBehaveAsInPostgres() throws SQLException {
        Database db = open("drops", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE dx (id int PRIMARY KEY, code text, qty int)");
            s.execute("CREATE UNIQUE INDEX dx_lower ON dx (lower(code))");
            s.execute("CREATE INDEX dx_sum ON dx ((id + qty))");
            s.execute("ALTER TABLE dx RENAME COLUMN code TO kode");
            assertEquals("CREATE UNIQUE INDEX dx_lower ON public.dx USING btree (lower(kode))", single(s, "SELECT pg_get_indexdef('dx_lower'::regclass)"));
            s.execute("ALTER TABLE dx RENAME TO dy");
            s.execute("ALTER TABLE dy DROP COLUMN kode"); // PostgreSQL drops the index with the column it reads
            assertEquals(List.of("dx_pkey", "dx_sum"), rows(s, "SELECT indexname FROM pg_indexes WHERE tablename = 'dy' ORDER BY 1"));
            s.execute("DROP INDEX dx_sum");
            assertEquals(List.of(), hiddenColumns(db, "dy"), "the index's hidden column goes with it");
            assertEquals(List.of("dx_pkey"), rows(s, "SELECT indexname FROM pg_indexes WHERE tablename = 'dy' ORDER BY 1"));
            assertEquals("2", single(s, "SELECT count(*) FROM information_schema.columns WHERE table_name = 'dy'"));
            s.execute("INSERT INTO dy VALUES (1, 1)");
            s.execute("ALTER TABLE dy DROP COLUMN qty");
            s.execute("DROP TABLE dy");
        }
        Database reopened = reopenedFromLogAndSnapshot(db, store);
        try (Connection c = connect(reopened); Statement s = c.createStatement()) {
            assertEquals("0", single(s, "SELECT count(*) FROM pg_class WHERE relname LIKE 'd%'"));
        } finally {
            reopened.shutdown();
        }
    }

    @Test
    void aDuplicateAlreadyThereFailsTheIndexAndLeavesNoColumn() throws SQLException {
        Database db = open("duplicates", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE ux (id int PRIMARY KEY, code text)");
            s.execute("INSERT INTO ux VALUES (1, 'a'), (2, 'A')");
            assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("CREATE UNIQUE INDEX ux_lower ON ux (lower(code))")).getSQLState());
            s.execute("CREATE INDEX ux_lower ON ux (lower(code))");
            s.execute("CREATE INDEX IF NOT EXISTS ux_lower ON ux (upper(code))");
            assertEquals(List.of("ux_lower|CREATE INDEX ux_lower ON public.ux USING btree (lower(code))", "ux_pkey|CREATE UNIQUE INDEX ux_pkey ON public.ux USING btree (id)"),
                    rows(s, "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'ux' ORDER BY 1"));
            assertEquals("42P07", assertThrows(SQLException.class, () -> s.execute("CREATE INDEX ux_lower ON ux (upper(code))")).getSQLState());
            assertEquals(List.of("hotrow_expr_1"), hiddenColumns(db, "ux"), "no column left behind by a refused index");
        } finally {
            db.shutdown();
        }
    }

    @Test
    void anExpressionThatMayChangeIsRefusedAsInPostgres() throws SQLException {
        Database db = open("volatile", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE vx (id int PRIMARY KEY)");
            SQLException e = assertThrows(SQLException.class, () -> s.execute("CREATE INDEX vx_r ON vx ((random()))"));
            assertEquals("42P17", e.getSQLState());
            assertEquals("functions in index expression must be marked IMMUTABLE", e.getMessage());
            assertEquals("42703", assertThrows(SQLException.class, () -> s.execute("CREATE INDEX vx_m ON vx (lower(missing))")).getSQLState());
        } finally {
            db.shutdown();
        }
    }

    /** The engine's hidden columns of {@code table}, read from H2's own INFORMATION_SCHEMA, which the catalog does not show. */
    static List<String> hiddenColumns(Database db, String table) throws SQLException {
        try (Statement s = db.system().createStatement()) {
            return rows(s, "SELECT COLUMN_NAME FROM INFORMATION_SCHEMA.COLUMNS WHERE TABLE_NAME = '" + table + "' AND IS_VISIBLE = FALSE ORDER BY 1");
        }
    }

    static List<String> rows(Statement s, String query) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (ResultSet rs = s.executeQuery(query)) {
            int columns = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                StringBuilder row = new StringBuilder();
                for (int i = 1; i <= columns; i++) {
                    row.append(i > 1 ? "|" : "").append(rs.getString(i));
                }
                rows.add(row.toString());
            }
        }
        return rows;
    }
}
