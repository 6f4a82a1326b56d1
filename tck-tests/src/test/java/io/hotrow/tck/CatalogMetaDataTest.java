package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * DatabaseMetaData called as schema tools call it, with the connection's own catalog and schema:
 * the same answers on both placements (Hibernate's schema update found no tables on the engine
 * with getTables(getCatalog(), ...) and added a second foreign key).
 */
class CatalogMetaDataTest {

    /** An enum column as pgjdbc reports it: the type's own name, and VARCHAR, as pgjdbc maps a type of typtype 'e'. */
    @ParameterizedTest
    @EnumSource(Target.class)
    void anEnumColumnIsReportedByItsTypesName(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute("CREATE TYPE mood AS ENUM ('sad', 'happy')", "CREATE TABLE person (id int, current_mood mood)");
            DatabaseMetaData meta = c.getMetaData();
            assertEquals(List.of("current_mood mood " + Types.VARCHAR), columns(meta.getColumns(c.getCatalog(), c.getSchema(), "person",
                    "current_mood"), "COLUMN_NAME", "TYPE_NAME", "DATA_TYPE"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void theConnectionsCatalogFindsItsTables(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute("CREATE TABLE owner_ (id int CONSTRAINT owner_pkey PRIMARY KEY, name varchar(20))",
                    "CREATE TABLE pet (id bigint CONSTRAINT pet_pkey PRIMARY KEY, owner_id int CONSTRAINT pet_owner_fkey REFERENCES owner_ (id))",
                    "CREATE INDEX pet_owner_idx ON pet (owner_id)");
            DatabaseMetaData meta = c.getMetaData();
            String catalog = c.getCatalog();
            String schema = c.getSchema();
            assertTrue(column(meta.getCatalogs(), "TABLE_CAT").contains(catalog), "getCatalogs() lists getCatalog()");
            assertTrue(column(meta.getSchemas(catalog, null), "TABLE_SCHEM").contains(schema), "getSchemas(getCatalog(), null) lists getSchema()");
            for (String scope : new String[] {catalog, null}) {
                assertEquals(List.of("owner_ TABLE", "pet TABLE"), columns(meta.getTables(scope, schema, "%", new String[] {"TABLE", "VIEW"}),
                        "TABLE_NAME", "TABLE_TYPE"));
                assertEquals(List.of(catalog), distinct(column(meta.getTables(scope, schema, "%", new String[] {"TABLE"}), "TABLE_CAT")));
                assertEquals(List.of("id int8", "owner_id int4"), columns(meta.getColumns(scope, schema, "pet", "%"), "COLUMN_NAME", "TYPE_NAME"));
                assertEquals(List.of("id pet_pkey"), columns(meta.getPrimaryKeys(scope, schema, "pet"), "COLUMN_NAME", "PK_NAME"));
                assertEquals(List.of("owner_ id pet owner_id pet_owner_fkey"), columns(meta.getImportedKeys(scope, schema, "pet"),
                        "PKTABLE_NAME", "PKCOLUMN_NAME", "FKTABLE_NAME", "FKCOLUMN_NAME", "FK_NAME"));
                assertEquals(List.of(catalog + " " + catalog), distinct(columns(meta.getImportedKeys(scope, schema, "pet"), "PKTABLE_CAT",
                        "FKTABLE_CAT")));
                assertEquals(List.of("pet_owner_fkey"), column(meta.getExportedKeys(scope, schema, "owner_"), "FK_NAME"));
                assertEquals(List.of("pet_owner_idx owner_id", "pet_pkey id"), columns(meta.getIndexInfo(scope, schema, "pet", false, false),
                        "INDEX_NAME", "COLUMN_NAME").stream().sorted().toList());
            }
            assertEquals(List.of(), column(meta.getTables("no_such_catalog", schema, "%", null), "TABLE_NAME"));
        }
    }

    /**
     * Constraints a schema script leaves unnamed have PostgreSQL's names, which DatabaseMetaData
     * and pg_constraint report and DDL takes (a migration drops {@code pet_owner_id_fkey} by name).
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    void unnamedConstraintsHavePostgresNames(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute("CREATE TABLE owner_ (id int PRIMARY KEY, name varchar(20) UNIQUE)",
                    "CREATE TABLE pet (id bigserial PRIMARY KEY, owner_id int NOT NULL REFERENCES owner_ (id), legs int CHECK (legs >= 0),"
                            + " name text, UNIQUE (owner_id, name))",
                    "ALTER TABLE pet ADD COLUMN vet_id int REFERENCES owner_ (id)",
                    "ALTER TABLE pet ADD UNIQUE (name)");
            DatabaseMetaData meta = c.getMetaData();
            String schema = c.getSchema();
            assertEquals(List.of("id pet_pkey"), columns(meta.getPrimaryKeys(c.getCatalog(), schema, "pet"), "COLUMN_NAME", "PK_NAME"));
            assertEquals(List.of("owner_id owner__pkey pet_owner_id_fkey", "vet_id owner__pkey pet_vet_id_fkey"),
                    columns(meta.getImportedKeys(c.getCatalog(), schema, "pet"), "FKCOLUMN_NAME", "PK_NAME", "FK_NAME").stream().sorted().toList());
            assertEquals(List.of("pet_name_key name", "pet_owner_id_name_key name", "pet_owner_id_name_key owner_id", "pet_pkey id"),
                    columns(meta.getIndexInfo(c.getCatalog(), schema, "pet", false, false), "INDEX_NAME", "COLUMN_NAME").stream().sorted().toList());
            String constraints = "SELECT conname FROM pg_constraint WHERE conrelid = 'pet'::regclass ORDER BY 1";
            assertEquals(List.of("pet_legs_check", "pet_name_key", "pet_owner_id_fkey", "pet_owner_id_name_key", "pet_pkey", "pet_vet_id_fkey"),
                    column(c.createStatement().executeQuery(constraints), "conname"));
            db.execute("ALTER TABLE pet DROP CONSTRAINT pet_owner_id_fkey", "ALTER TABLE pet DROP CONSTRAINT pet_legs_check");
            db.execute("INSERT INTO pet (owner_id, legs, name) VALUES (7, -1, 'no such owner, no legs')");
            assertEquals(List.of("pet_name_key", "pet_owner_id_name_key", "pet_pkey", "pet_vet_id_fkey"),
                    column(c.createStatement().executeQuery(constraints), "conname"));
        }
    }

    /** DEFERRABILITY of foreign keys as pgjdbc reports it (Liquibase's and Hibernate's snapshots read it): 5 deferred, 6 immediate, 7 not deferrable. */
    @ParameterizedTest
    @EnumSource(Target.class)
    void foreignKeysSayHowTheyAreDeferred(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute("CREATE TABLE owner_ (id int PRIMARY KEY)",
                    "CREATE TABLE pet (id int PRIMARY KEY, a int CONSTRAINT pet_a REFERENCES owner_ DEFERRABLE INITIALLY DEFERRED,"
                            + " b int CONSTRAINT pet_b REFERENCES owner_ DEFERRABLE, c int CONSTRAINT pet_c REFERENCES owner_)");
            DatabaseMetaData meta = c.getMetaData();
            List<String> expected = List.of("pet_a " + DatabaseMetaData.importedKeyInitiallyDeferred,
                    "pet_b " + DatabaseMetaData.importedKeyInitiallyImmediate, "pet_c " + DatabaseMetaData.importedKeyNotDeferrable);
            assertEquals(expected, columns(meta.getImportedKeys(c.getCatalog(), c.getSchema(), "pet"), "FK_NAME", "DEFERRABILITY").stream().sorted().toList());
            assertEquals(expected, columns(meta.getExportedKeys(c.getCatalog(), c.getSchema(), "owner_"), "FK_NAME", "DEFERRABILITY").stream().sorted().toList());
            assertEquals(expected, columns(meta.getCrossReference(c.getCatalog(), c.getSchema(), "owner_", c.getCatalog(), c.getSchema(), "pet"),
                    "FK_NAME", "DEFERRABILITY").stream().sorted().toList());
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void uniqueKeysSayHowTheyAreDeferredAndAreCheckedSo(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute("CREATE TABLE du (id int, k int UNIQUE DEFERRABLE INITIALLY DEFERRED, n int UNIQUE)",
                    "CREATE TABLE dp (id text PRIMARY KEY DEFERRABLE, v int)", "INSERT INTO du VALUES (1, 1, 1), (2, 2, 2)");
            try (Statement s = c.createStatement()) {
                assertEquals(List.of("dp_pkey t f PRIMARY KEY (id) DEFERRABLE", "du_k_key t t UNIQUE (k) DEFERRABLE INITIALLY DEFERRED",
                        "du_n_key f f UNIQUE (n)"), columns(s.executeQuery("SELECT conname, condeferrable, condeferred,"
                        + " pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid IN ('du'::regclass, 'dp'::regclass)"
                        + " ORDER BY conname"), "conname", "condeferrable", "condeferred", "def"));
                c.setAutoCommit(false);
                s.execute("UPDATE du SET k = 2 WHERE id = 1");
                s.execute("UPDATE du SET k = 1 WHERE id = 2");
                c.commit();
                s.execute("INSERT INTO du VALUES (3, 1, 3)");
                SQLException duplicate = assertThrows(SQLException.class, c::commit);
                assertEquals("23505", duplicate.getSQLState(), duplicate.getMessage());
                c.setAutoCommit(true);
            }
            List<String> uniqueIndexes = new ArrayList<>();
            try (ResultSet indexes = c.getMetaData().getIndexInfo(c.getCatalog(), c.getSchema(), "du", false, false)) {
                while (indexes.next()) {
                    uniqueIndexes.add(indexes.getString("INDEX_NAME") + (indexes.getBoolean("NON_UNIQUE") ? " non-unique" : " unique"));
                }
            }
            assertEquals(List.of("du_k_key unique", "du_n_key unique"), uniqueIndexes.stream().sorted().toList());
        }
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
                    row.add(rows.getString(name));
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
