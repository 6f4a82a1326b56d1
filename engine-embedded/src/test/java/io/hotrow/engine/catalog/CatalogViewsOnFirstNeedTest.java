package io.hotrow.engine.catalog;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.single;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The catalog's views are made before the first reader that may need them, not at open: whichever
 * reader comes first finds them, and a database whose statements never read the catalog never makes them.
 */
class CatalogViewsOnFirstNeedTest {

    private static final String VIEWS_IN_CATALOG = "SELECT COUNT(*) FROM INFORMATION_SCHEMA.VIEWS WHERE TABLE_SCHEMA = 'pg_catalog'";

    @Test
    void anInstalledCatalogHasNoViewsUntilATextMayReadThem() throws SQLException {
        String url = "jdbc:h2:mem:first-need;DATABASE_TO_LOWER=TRUE";
        try (Connection h2 = DriverManager.getConnection(url); Statement statement = h2.createStatement()) {
            h2.setAutoCommit(false);
            PgCatalog.prepare(h2);
            PgCatalog.install(h2, "first_need", () -> DriverManager.getConnection(url));
            assertEquals("0", single(statement, VIEWS_IN_CATALOG));
            PgCatalog.makeViewsBefore("SELECT 1", h2);
            assertEquals("0", single(statement, VIEWS_IN_CATALOG));
            PgCatalog.makeViewsBefore("select relname from PG_CLASS", h2);
            assertTrue(Integer.parseInt(single(statement, VIEWS_IN_CATALOG)) > 100);
            assertEquals("1", single(statement, VIEWS_IN_CATALOG + " AND TABLE_NAME = 'pg_tables'")); // a view over others, made after them
        }
    }

    @Test
    void textsThatMayReadTheCatalogAreTheOnesNamingItsRelations() {
        assertTrue(PendingViews.mayReadCatalog("SELECT * FROM PG_Namespace"));
        assertTrue(PendingViews.mayReadCatalog("select table_name from Information_Schema.tables"));
        assertTrue(PendingViews.mayReadCatalog("SELECT * FROM hotrow.h2_columns"));
        assertFalse(PendingViews.mayReadCatalog("SELECT 1"));
        assertFalse(PendingViews.mayReadCatalog("UPDATE account SET balance = balance + 1 WHERE id = ?"));
        // found by their underscores: at either end of the text, within a longer name, after other underscores
        for (String text : List.of("pg_", "Pg_Class", "SELECT 1 FROM pg_", "SELECT _x, my_pg_stats FROM t", "SELECT * FROM t__pg_x",
                "SELECT 'information_schema'", "SELECT * FROM x_h2_columns", "SELECT * FROM information_schema_columns")) {
            assertTrue(PendingViews.mayReadCatalog(text), text);
        }
        for (String text : List.of("_", "g_", "_pg", "SELECT abalance FROM pgbench_accounts WHERE aid = 1", "SELECT pg FROM t_",
                "SELECT information_schem_ FROM h2columns", "SELECT h_2 FROM information schema")) {
            assertFalse(PendingViews.mayReadCatalog(text), text);
        }
    }

    @Test
    void aStatementNamingARelationFindsIt() throws SQLException {
        firstReader(c -> {
            try (Statement s = c.createStatement()) {
                assertEquals("pg_class", single(s, "SELECT relname FROM pg_class WHERE relname = 'pg_class'"));
            }
        });
    }

    @Test
    void aPreparedStatementNamingARelationFindsIt() throws SQLException {
        firstReader(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT typname FROM pg_catalog.pg_type WHERE oid = ?")) {
                s.setInt(1, 23);
                try (ResultSet rs = s.executeQuery()) {
                    assertTrue(rs.next());
                    assertEquals("int4", rs.getString(1));
                }
            }
        });
    }

    @Test
    void aCatalogFunctionThatQueriesTheViewsFindsThem() throws SQLException {
        firstReader(c -> {
            try (Statement s = c.createStatement()) {
                assertEquals("views", single(s, "SELECT current_database()"));
            }
        });
    }

    @Test
    void aCatalogFunctionInsideASchemaChangeFindsThem() throws SQLException {
        firstReader(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE names AS SELECT current_database() AS name");
                assertEquals("views", single(s, "SELECT name FROM names"));
            }
        });
    }

    @Test
    void databaseMetaDataListsTheCatalogsRelations() throws SQLException {
        firstReader(c -> {
            DatabaseMetaData metaData = c.getMetaData();
            try (ResultSet tables = metaData.getTables(null, "pg_catalog", "pg_class", null)) {
                assertTrue(tables.next(), "pg_catalog.pg_class listed");
            }
        });
    }

    @Test
    void aViewOverTheCatalogComesBackFromTheLogAndFromASnapshot() throws SQLException {
        MemoryObjectStore store = new MemoryObjectStore("catalog-first-need");
        Database database = open("views", store);
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE VIEW my_tables AS SELECT relname FROM pg_class WHERE relname = 'pg_type'");
        } finally {
            database.shutdown();
        }
        for (boolean snapshot : new boolean[] {false, true}) {
            Database reopened = open("views", store);
            try (Connection c = connect(reopened); Statement s = c.createStatement()) {
                assertEquals("pg_type", single(s, "SELECT relname FROM my_tables"));
                if (snapshot) {
                    reopened.snapshot();
                }
            } finally {
                reopened.shutdown();
            }
        }
        Database restored = open("views", store);
        try (Connection c = connect(restored); Statement s = c.createStatement()) {
            assertEquals("pg_type", single(s, "SELECT relname FROM my_tables"));
        } finally {
            restored.shutdown();
        }
    }

    @Test
    void aDatabaseClosedBeforeReadingItsCatalogLeavesNothingBehind() throws SQLException {
        int pending = PendingViews.count();
        Database database = open("unread", new MemoryObjectStore("catalog-first-need"));
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            assertEquals("1", single(s, "SELECT 1"));
            assertEquals(pending + 1, PendingViews.count());
        } finally {
            database.shutdown();
        }
        assertEquals(pending, PendingViews.count(), "the maker, which holds the engine's database, is dropped at close");
    }

    private interface Reader {
        void read(Connection connection) throws SQLException;
    }

    /** {@code reader} as the first thing a new database runs after {@code SELECT 1}. */
    private static void firstReader(Reader reader) throws SQLException {
        Database database = open("views", new MemoryObjectStore("catalog-first-need"));
        try (Connection c = connect(database)) {
            try (Statement s = c.createStatement()) {
                assertEquals("1", single(s, "SELECT 1"));
            }
            reader.read(c);
        } finally {
            database.shutdown();
        }
    }
}
