package io.hotrow.engine.database;

import static io.hotrow.engine.capture.TableCatalog.quote;

import io.hotrow.engine.capture.CaptureScope;
import io.hotrow.engine.capture.RowSink;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;

/**
 * The application's part of a database (every schema but H2's and the engine's own) as H2's
 * {@code SCRIPT}: definitions, rows and generator positions. Taken before a transaction's first
 * schema change and restored in place if the transaction does not commit, since H2 applies DDL at
 * once and cannot roll it back (docs/engine-log.md, "Transactional DDL").
 */
final class SchemaImage {

    /** Schemas that are not the application's: H2's catalogs and the engine's own objects. */
    private static final String NOT_APPLICATION = "('information_schema', 'pg_catalog', 'hotrow')";

    private final List<String> script;

    private SchemaImage(List<String> script) {
        this.script = script;
    }

    /**
     * Takes the image through the system session; the caller keeps every other session out. A
     * temporary table is left out: its rows are its session's, and restoring puts back only what it
     * dropped, which is no temporary table (H2 had it already exist then, and the database closed).
     */
    static SchemaImage take(Connection system) throws SQLException {
        List<String> schemas = applicationSchemas(system);
        Set<String> temporary = temporaryTables(system);
        List<String> script = new ArrayList<>();
        StringJoiner names = new StringJoiner(", ");
        schemas.forEach(schema -> names.add(quote(schema)));
        try (Statement statement = system.createStatement();
             ResultSet rows = statement.executeQuery("SCRIPT NOPASSWORDS NOSETTINGS NOVERSION SCHEMA " + names)) {
            while (rows.next()) {
                String sql = rows.getString(1);
                // row counts; users are not the application's to restore
                if (!sql.startsWith("--") && !sql.startsWith("CREATE USER ") && !ofTemporaryTable(sql, temporary)) {
                    script.add(sql);
                }
            }
        } finally {
            system.commit();
        }
        return new SchemaImage(script);
    }

    /** Puts the application's schemas back as they were when the image was taken. */
    void restore(Connection system) throws SQLException {
        try (CaptureScope ignored = CaptureScope.bind(RowSink.IGNORE); Statement statement = system.createStatement()) {
            for (String drop : dropEverything(system)) {
                statement.execute(drop);
            }
            statement.execute("SET REFERENTIAL_INTEGRITY FALSE"); // rows come back table by table
            try {
                for (String sql : script) {
                    statement.execute(sql);
                }
            } finally {
                statement.execute("SET REFERENTIAL_INTEGRITY TRUE");
            }
        }
        system.commit();
    }

    int statements() {
        return script.size();
    }

    /** The application's temporary tables, each as SCRIPT names it ({@code "schema"."table"}). */
    private static Set<String> temporaryTables(Connection system) throws SQLException {
        Set<String> tables = new HashSet<>();
        try (Statement statement = system.createStatement();
             ResultSet rows = statement.executeQuery("SELECT table_schema, table_name FROM information_schema.tables"
                     + " WHERE table_type IN ('GLOBAL TEMPORARY', 'LOCAL TEMPORARY') AND table_schema NOT IN " + NOT_APPLICATION)) {
            while (rows.next()) {
                tables.add(quote(rows.getString(1)) + "." + quote(rows.getString(2)));
            }
        }
        return tables;
    }

    /** Whether a statement of SCRIPT's creates, alters, fills or indexes one of {@code temporary}. */
    private static boolean ofTemporaryTable(String sql, Set<String> temporary) {
        for (String table : temporary) {
            if (sql.startsWith("CREATE GLOBAL TEMPORARY TABLE " + table + "(") || sql.startsWith("ALTER TABLE " + table + " ")
                    || sql.startsWith("INSERT INTO " + table + " ") || sql.startsWith("CREATE ") && sql.contains(" ON " + table + "(")) {
                return true;
            }
        }
        return false;
    }

    private static List<String> applicationSchemas(Connection system) throws SQLException {
        List<String> schemas = new ArrayList<>();
        try (Statement statement = system.createStatement();
             ResultSet rows = statement.executeQuery("SELECT schema_name FROM information_schema.schemata"
                     + " WHERE schema_name NOT IN " + NOT_APPLICATION + " ORDER BY schema_name")) {
            while (rows.next()) {
                schemas.add(rows.getString(1));
            }
        }
        return schemas;
    }

    /** Drops every application object: other schemas whole, the objects of {@code public}, which H2 cannot drop. */
    private static List<String> dropEverything(Connection system) throws SQLException {
        List<String> drops = new ArrayList<>();
        for (String schema : applicationSchemas(system)) {
            if (!schema.equals("public")) {
                drops.add("DROP SCHEMA " + quote(schema) + " CASCADE");
            }
        }
        drops.addAll(drops(system, "VIEW", " CASCADE", "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'VIEW'"));
        drops.addAll(drops(system, "TABLE", " CASCADE", "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'"));
        drops.addAll(drops(system, "SEQUENCE", "", "SELECT sequence_name FROM information_schema.sequences WHERE sequence_schema = 'public'"));
        drops.addAll(drops(system, "DOMAIN", " CASCADE", "SELECT domain_name FROM information_schema.domains WHERE domain_schema = 'public'"));
        drops.addAll(drops(system, "ALIAS", "", "SELECT DISTINCT routine_name FROM information_schema.routines WHERE routine_schema = 'public'"));
        drops.addAll(drops(system, "CONSTANT", "", "SELECT constant_name FROM information_schema.constants WHERE constant_schema = 'public'"));
        drops.addAll(drops(system, "SYNONYM", "", "SELECT synonym_name FROM information_schema.synonyms WHERE synonym_schema = 'public'"));
        return drops;
    }

    private static List<String> drops(Connection system, String kind, String suffix, String namesQuery) throws SQLException {
        List<String> drops = new ArrayList<>();
        try (Statement statement = system.createStatement(); ResultSet rows = statement.executeQuery(namesQuery)) {
            while (rows.next()) {
                drops.add("DROP " + kind + " IF EXISTS \"public\"." + quote(rows.getString(1)) + suffix);
            }
        }
        return drops;
    }
}
