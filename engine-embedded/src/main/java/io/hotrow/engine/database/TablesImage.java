package io.hotrow.engine.database;

import static io.hotrow.engine.capture.TableCatalog.quote;

import io.hotrow.engine.capture.CaptureScope;
import io.hotrow.engine.capture.RowSink;
import io.hotrow.engine.locks.TableScope;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.StringJoiner;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.schema.Schema;
import org.h2.table.Table;

/**
 * Some of the application's tables and views as H2's {@code SCRIPT TABLE}: definitions, indexes,
 * rows and the engine's capture triggers. Taken before a transaction's schema change first reaches
 * them and put back, with every table of those names the transaction created, if it does not
 * commit. They are closed under foreign keys and views ({@link SchemaScopes}), so dropping them
 * touches nothing else. What the script holds besides tables and views (a domain a column uses,
 * say) only the whole {@link SchemaImage} puts back: {@link #take} then answers null.
 */
final class TablesImage {

    /** What SCRIPT TABLE writes for the tables themselves. */
    private static final List<String> TABLE_STATEMENTS = List.of("CREATE MEMORY TABLE ", "CREATE CACHED TABLE ", "CREATE TABLE ",
            "ALTER TABLE ", "INSERT INTO ", "CREATE INDEX ", "CREATE UNIQUE INDEX ", "CREATE SPATIAL INDEX ", "CREATE FORCE TRIGGER ",
            "CREATE TRIGGER ", "COMMENT ON ", "GRANT ", "CREATE FORCE VIEW ", "CREATE VIEW ");
    /** What SCRIPT TABLE writes whatever tables it is given: objects these tables neither own nor change. */
    private static final List<String> NOT_THE_TABLES = List.of("--", "CREATE USER ", "CREATE ROLE ", "CREATE SEQUENCE ", "CREATE SCHEMA ");

    private final TableScope tables;
    private final List<String> script;

    private TablesImage(TableScope tables, List<String> script) {
        this.tables = tables;
        this.script = script;
    }

    /** Takes the image through the system session; the caller keeps other sessions out of these tables. */
    static TablesImage take(Connection system, TableScope tables) throws SQLException {
        List<String> existing = new ArrayList<>(qualifiedNames(system, tables.tables(), "BASE TABLE"));
        existing.addAll(qualifiedNames(system, tables.tables(), "VIEW"));
        List<String> script = new ArrayList<>();
        if (!existing.isEmpty()) {
            StringJoiner names = new StringJoiner(", ");
            existing.forEach(names::add);
            try (Statement statement = system.createStatement();
                 ResultSet rows = statement.executeQuery("SCRIPT NOPASSWORDS NOSETTINGS NOVERSION TABLE " + names)) {
                while (rows.next()) {
                    String sql = rows.getString(1);
                    if (startsWithAny(sql, TABLE_STATEMENTS) && !databaseRight(sql)) {
                        script.add(sql);
                    } else if (!startsWithAny(sql, NOT_THE_TABLES) && !databaseRight(sql)) {
                        return null;
                    }
                }
            } finally {
                system.commit();
            }
        }
        return new TablesImage(tables, script);
    }

    /** Puts these tables back as they were: drops every view and table of their names, then runs the scripts, views and foreign keys last. */
    static void restore(Connection system, List<TablesImage> images) throws SQLException {
        List<String> first = new ArrayList<>();
        List<String> last = new ArrayList<>();
        TableScope all = TableScope.NONE;
        for (TablesImage image : images) {
            all = all.union(image.tables);
            for (String sql : image.script) {
                boolean foreignKey = sql.startsWith("ALTER TABLE ") && sql.contains(" FOREIGN KEY(");
                (foreignKey || sql.startsWith("CREATE FORCE VIEW ") || sql.startsWith("CREATE VIEW ") ? last : first).add(sql);
            }
        }
        if (all.isAll() || all.tables().isEmpty()) {
            return;
        }
        try (CaptureScope ignored = CaptureScope.bind(RowSink.IGNORE); Statement statement = system.createStatement()) {
            for (String view : qualifiedNames(system, all.tables(), "VIEW")) {
                statement.execute("DROP VIEW IF EXISTS " + view + " CASCADE");
            }
            for (String table : qualifiedNames(system, all.tables(), "BASE TABLE")) {
                statement.execute("DROP TABLE IF EXISTS " + table + " CASCADE");
            }
            statement.execute("SET REFERENTIAL_INTEGRITY FALSE"); // rows come back table by table
            try {
                for (String sql : first) {
                    statement.execute(sql);
                }
                for (String sql : last) {
                    statement.execute(sql);
                }
            } finally {
                statement.execute("SET REFERENTIAL_INTEGRITY TRUE");
            }
        }
        system.commit();
    }

    /**
     * The application's relations of this type ({@code BASE TABLE}, {@code VIEW}) and these lower-case names, in every schema,
     * quoted and qualified, by schema and name. Read from H2's in-memory schema objects, as {@link SchemaScopes} reads the links
     * between tables: INFORMATION_SCHEMA.TABLES makes a row for every relation, the catalog's views among them, and a
     * transaction's schema change asked it twice (5% of the samples of a schema script run as one transaction).
     */
    private static List<String> qualifiedNames(Connection system, Set<String> lowerCaseNames, String type) throws SQLException {
        SessionLocal session = (SessionLocal) system.unwrap(JdbcConnection.class).getSession();
        List<Table> found = new ArrayList<>();
        for (Schema schema : session.getDatabase().getAllSchemas()) {
            if (SchemaScopes.NOT_APPLICATION.contains(schema.getName().toLowerCase(Locale.ROOT))) {
                continue;
            }
            for (Table table : schema.getAllTablesAndViews(session)) {
                if (table.getSQLTableType().equals(type) && lowerCaseNames.contains(table.getName().toLowerCase(Locale.ROOT))) {
                    found.add(table);
                }
            }
        }
        found.sort(Comparator.comparing((Table table) -> table.getSchema().getName()).thenComparing(Table::getName));
        return found.stream().map(table -> quote(table.getSchema().getName()) + "." + quote(table.getName())).toList();
    }

    /** A right on the database, such as the application role's to change schemas; a right on a table is the table's. */
    private static boolean databaseRight(String sql) {
        return sql.startsWith("GRANT ") && !sql.contains(" ON ");
    }

    private static boolean startsWithAny(String sql, List<String> prefixes) {
        for (String prefix : prefixes) {
            if (sql.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }
}
