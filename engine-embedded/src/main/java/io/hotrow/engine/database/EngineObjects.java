package io.hotrow.engine.database;

import io.hotrow.engine.catalog.PgCatalog;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.schema.Schema;
import org.h2.schema.UserDefinedFunction;
import org.h2.table.Table;
import org.h2.table.TableView;

/**
 * The engine's own objects in a database: its Java functions (clock_timestamp, the advisory locks,
 * {@code hotrow.inet}, the hot-rows source), the hot-rows view, and what the schemas hotrow,
 * information_schema and pg_catalog hold. Application sessions cannot create functions, and
 * {@link io.hotrow.engine.sql.Sandbox} refuses schema changes naming those schemas, so none of
 * this changes after set-up; checking it after every application schema change catches what
 * slipped past the sandbox (a {@code setSchema("hotrow")} followed by an unqualified DROP, say)
 * before the change is logged.
 */
final class EngineObjects {

    private static final Set<String> ENGINE_SCHEMAS = Set.of("hotrow", "information_schema", "pg_catalog");

    private Set<String> expected;

    private EngineObjects(Set<String> expected) {
        this.expected = expected;
    }

    /** Remembers the objects as the engine's set-up left them. */
    static EngineObjects of(Connection system) throws SQLException {
        return new EngineObjects(list(system));
    }

    /**
     * What an application's schema change did to the engine's objects, or null if nothing. The
     * catalog's views, made when first needed rather than at set-up ({@link PgCatalog#install}),
     * are not an application's doing: once made, they are the engine's objects as the rest are.
     */
    synchronized String damage(Connection system) throws SQLException {
        Set<String> now = list(system);
        if (now.equals(expected)) {
            return null;
        }
        List<String> added = new ArrayList<>(now);
        added.removeAll(expected);
        List<String> catalogViews = added.stream().filter(EngineObjects::isCatalogView).toList();
        added.removeAll(catalogViews);
        if (!catalogViews.isEmpty() && !PgCatalog.viewsPending(system)) {
            Set<String> absorbed = new HashSet<>(expected);
            absorbed.addAll(catalogViews);
            expected = Set.copyOf(absorbed);
        }
        List<String> gone = new ArrayList<>(expected);
        gone.removeAll(now);
        if (gone.isEmpty() && added.isEmpty()) {
            return null;
        }
        Collections.sort(gone);
        Collections.sort(added);
        return (gone.isEmpty() ? "" : "removed or changed " + first(gone)) + (gone.isEmpty() || added.isEmpty() ? "" : ", ")
                + (added.isEmpty() ? "" : "added " + first(added));
    }

    /** Whether {@code object} (as {@link #list} names it) is one of the catalog's views. */
    private static boolean isCatalogView(String object) {
        String kind = object.startsWith("table ") ? "table " : object.startsWith("view ") ? "view " : null;
        if (kind == null) {
            return false;
        }
        String qualified = object.substring(kind.length(), kind.equals("view ") ? object.indexOf(' ', kind.length()) : object.length());
        int dot = qualified.indexOf('.');
        return PgCatalog.isView(qualified.substring(0, dot), qualified.substring(dot + 1));
    }

    private static String first(List<String> objects) {
        return objects.size() <= 3 ? objects.toString() : objects.subList(0, 3) + " and " + (objects.size() - 3) + " more";
    }

    /**
     * The engine's objects as H2 holds them in memory: every function and aggregate (application
     * sessions create none) with H2's id for it, the views of the schema hotrow with their
     * definitions, and the tables and views of the engine's schemas. Read straight from H2's schema
     * objects rather than from INFORMATION_SCHEMA, whose ROUTINES rows for the engine's hundreds of
     * functions made this check cost more than the schema change it follows. A function is only
     * ever replaced by dropping and creating it, which gives it another id: comparing their ids
     * spares building every function's CREATE text at each schema change.
     */
    private static Set<String> list(Connection system) throws SQLException {
        SessionLocal session = (SessionLocal) system.unwrap(JdbcConnection.class).getSession();
        Set<String> objects = new HashSet<>();
        for (Schema schema : session.getDatabase().getAllSchemas()) {
            String name = schema.getName();
            for (UserDefinedFunction function : schema.getAllFunctionsAndAggregates()) {
                objects.add("function " + name + "." + function.getName() + " #" + function.getId());
            }
            if (!ENGINE_SCHEMAS.contains(name)) {
                continue;
            }
            for (Table table : schema.getAllTablesAndViews(session)) {
                objects.add("table " + name + "." + table.getName());
                if (name.equals("hotrow") && table instanceof TableView view) {
                    objects.add("view " + name + "." + table.getName() + " " + view.getQuerySQL());
                }
            }
        }
        return Set.copyOf(objects);
    }
}
