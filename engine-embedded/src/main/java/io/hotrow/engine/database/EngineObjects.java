package io.hotrow.engine.database;

import io.hotrow.engine.catalog.PgCatalog;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.h2.engine.DbObject;
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
    /**
     * The H2 objects {@link #expected} was last found in, each with what {@link #list} wrote of it. As long as the same
     * objects are there under the same names, the listing is the same: an object's id is fixed, and a function or table
     * dropped and made again is another object. Checked at every schema change, in place of building the listing again.
     */
    private Map<DbObject, Listed> listedAs;

    /** What {@link #list} wrote of one object: its schema, its name, and a hotrow view's definition (else null). */
    private record Listed(String schema, String name, String definition) {
    }

    private EngineObjects(Set<String> expected, Map<DbObject, Listed> listedAs) {
        this.expected = expected;
        this.listedAs = listedAs;
    }

    /** Remembers the objects as the engine's set-up left them. */
    static EngineObjects of(Connection system) throws SQLException {
        Map<DbObject, Listed> listedAs = new IdentityHashMap<>();
        return new EngineObjects(list(system, listedAs), listedAs);
    }

    /**
     * What an application's schema change did to the engine's objects, or null if nothing. The
     * catalog's views, made when first needed rather than at set-up ({@link PgCatalog#install}),
     * are not an application's doing: once made, they are the engine's objects as the rest are.
     */
    synchronized String damage(Connection system) throws SQLException {
        SessionLocal session = session(system);
        if (sameObjects(session)) {
            return null;
        }
        Map<DbObject, Listed> nowListedAs = new IdentityHashMap<>();
        Set<String> now = list(system, nowListedAs);
        if (now.equals(expected)) {
            listedAs = nowListedAs;
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
            if (now.equals(expected)) {
                listedAs = nowListedAs; // the catalog's views were absorbed; while they are pending, each check lists again
            }
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
    private static Set<String> list(Connection system, Map<DbObject, Listed> listedAs) throws SQLException {
        SessionLocal session = session(system);
        Set<String> objects = new HashSet<>();
        for (Schema schema : session.getDatabase().getAllSchemas()) {
            String name = schema.getName();
            for (UserDefinedFunction function : schema.getAllFunctionsAndAggregates()) {
                objects.add("function " + name + "." + function.getName() + " #" + function.getId());
                listedAs.put(function, new Listed(name, function.getName(), null));
            }
            if (!ENGINE_SCHEMAS.contains(name)) {
                continue;
            }
            for (Table table : schema.getAllTablesAndViews(session)) {
                objects.add("table " + name + "." + table.getName());
                String definition = null;
                if (name.equals("hotrow") && table instanceof TableView view) {
                    definition = view.getQuerySQL();
                    objects.add("view " + name + "." + table.getName() + " " + definition);
                }
                listedAs.put(table, new Listed(name, table.getName(), definition));
            }
        }
        return Set.copyOf(objects);
    }

    /**
     * Whether H2 holds exactly the objects of the last listing that matched, under the same names: then
     * {@link #list} would give {@link #expected} again. The objects are distinct, so the same count, each
     * one of them, is the same set.
     */
    private boolean sameObjects(SessionLocal session) {
        int count = 0;
        for (Schema schema : session.getDatabase().getAllSchemas()) {
            String name = schema.getName();
            for (UserDefinedFunction function : schema.getAllFunctionsAndAggregates()) {
                if (!listedAs(function, name, function.getName(), null)) {
                    return false;
                }
                count++;
            }
            if (!ENGINE_SCHEMAS.contains(name)) {
                continue;
            }
            for (Table table : schema.getAllTablesAndViews(session)) {
                String definition = name.equals("hotrow") && table instanceof TableView view ? view.getQuerySQL() : null;
                if (!listedAs(table, name, table.getName(), definition)) {
                    return false;
                }
                count++;
            }
        }
        return count == listedAs.size();
    }

    private boolean listedAs(DbObject object, String schema, String name, String definition) {
        Listed listed = listedAs.get(object);
        return listed != null && listed.schema().equals(schema) && listed.name().equals(name) && Objects.equals(listed.definition(), definition);
    }

    private static SessionLocal session(Connection system) throws SQLException {
        return (SessionLocal) system.unwrap(JdbcConnection.class).getSession();
    }
}
