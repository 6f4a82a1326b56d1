package io.hotrow.engine.jdbc;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * DatabaseMetaData's one catalog is the database, named as Connection.getCatalog() names it, as
 * with pgjdbc: getTables(getCatalog(), ...) finds the tables (Hibernate's schema update relies on
 * it), another catalog finds nothing.
 */
class CatalogScopeTest {

    private Database database;
    private Connection connection;
    private DatabaseMetaData meta;

    @BeforeEach
    void openWithTables() throws SQLException {
        database = open("scoped", new MemoryObjectStore("catalog-scope-test"));
        connection = connect(database);
        try (Statement s = connection.createStatement()) {
            s.execute("CREATE TABLE owner_ (id int CONSTRAINT owner_pkey PRIMARY KEY, name varchar(20), note text, seen timestamptz)");
            s.execute("CREATE TABLE pet (id bigint CONSTRAINT pet_pkey PRIMARY KEY, owner_id int CONSTRAINT pet_owner_fkey REFERENCES owner_ (id))");
        }
        meta = connection.getMetaData();
    }

    @AfterEach
    void close() throws SQLException {
        connection.close();
        database.shutdown();
    }

    @Test
    void theOneCatalogIsTheConnectionsCatalog() throws SQLException {
        assertEquals("scoped", connection.getCatalog());
        assertEquals(List.of("scoped"), column(meta.getCatalogs(), "TABLE_CAT"));
        assertEquals(List.of("scoped"), distinct(column(meta.getSchemas(), "TABLE_CATALOG")));
    }

    @Test
    void theCatalogArgumentFindsTheDatabasesObjectsByItsNameOrNull() throws SQLException {
        for (String catalog : new String[] {connection.getCatalog(), null}) {
            assertEquals(List.of("owner_", "pet"), column(meta.getTables(catalog, "public", "%", new String[] {"TABLE"}), "TABLE_NAME"));
            assertEquals(List.of("scoped"), distinct(column(meta.getTables(catalog, "public", "%", new String[] {"TABLE"}), "TABLE_CAT")));
            assertEquals(List.of("id"), column(meta.getPrimaryKeys(catalog, "public", "pet"), "COLUMN_NAME"));
            assertEquals(List.of("pet_owner_fkey"), column(meta.getImportedKeys(catalog, "public", "pet"), "FK_NAME"));
            assertEquals(List.of("scoped scoped"), columns(meta.getImportedKeys(catalog, "public", "pet"), "PKTABLE_CAT", "FKTABLE_CAT"));
            assertEquals(List.of("pet_owner_fkey"), column(meta.getExportedKeys(catalog, "public", "owner_"), "FK_NAME"));
            assertEquals(4, column(meta.getColumns(catalog, "public", "owner_", "%"), "COLUMN_NAME").size());
            assertEquals(List.of("public"), column(meta.getSchemas(catalog, "pub%"), "TABLE_SCHEM"));
        }
        assertEquals(List.of(), column(meta.getTables("another", "public", "%", null), "TABLE_NAME"));
        assertEquals(List.of(), column(meta.getColumns("another", "public", "owner_", "%"), "COLUMN_NAME"));
        assertEquals(List.of(), column(meta.getImportedKeys("another", "public", "pet"), "FK_NAME"));
    }

    @Test
    void tablesHavePgjdbcsTableTypes() throws SQLException {
        assertEquals(List.of("TABLE"), distinct(column(meta.getTables(null, "public", "%", null), "TABLE_TYPE")));
        assertEquals(List.of("SYSTEM TABLE"), column(meta.getTables(null, "pg_catalog", "pg_class", null), "TABLE_TYPE"));
        assertEquals(List.of("SYSTEM VIEW"), column(meta.getTables(null, "pg_catalog", "pg_tables", null), "TABLE_TYPE"));
        assertEquals(List.of(), column(meta.getTables(null, "pg_catalog", "%", new String[] {"TABLE", "VIEW"}), "TABLE_NAME"),
                "pg_catalog's relations are not the application's tables or views");
    }

    @Test
    void columnsHavePostgresTypeNames() throws SQLException {
        assertEquals(List.of("id int4 10", "name varchar 20", "note text 2147483647", "seen timestamptz 32"),
                columns(meta.getColumns(null, "public", "owner_", "%"), "COLUMN_NAME", "TYPE_NAME", "COLUMN_SIZE"));
    }

    @Test
    void indexesArePostgresIndexesUnderPostgresNames() throws SQLException {
        assertEquals(List.of("pet_pkey id"), columns(meta.getIndexInfo(connection.getCatalog(), "public", "pet", false, false),
                "INDEX_NAME", "COLUMN_NAME"), "no index for the foreign key, and the key's index carries the key's name");
        assertEquals(List.of("f"), column(meta.getIndexInfo(null, "public", "pet", false, false), "NON_UNIQUE"), "pgjdbc's text of a boolean");
        try (ResultSet rows = meta.getIndexInfo(null, "public", "pet", false, false)) {
            assertTrue(rows.next());
            assertEquals(Boolean.FALSE, rows.getObject("NON_UNIQUE"));
        }
        for (String qualifier : column(meta.getIndexInfo(null, "public", "pet", false, false), "INDEX_QUALIFIER")) {
            assertEquals("null", qualifier);
        }
        assertFalse(column(meta.getIndexInfo(null, "public", "owner_", true, false), "INDEX_NAME").isEmpty());
    }

    private static List<String> column(ResultSet rows, String name) throws SQLException {
        return columns(rows, name);
    }

    private static List<String> columns(ResultSet rows, String... names) throws SQLException {
        List<String> values = new ArrayList<>();
        try (rows) {
            while (rows.next()) {
                List<String> row = new ArrayList<>();
                for (String name : names) {
                    row.add(String.valueOf(rows.getString(name)));
                }
                values.add(String.join(" ", row));
            }
        }
        return values;
    }

    private static List<String> distinct(List<String> values) {
        return values.stream().distinct().toList();
    }
}
