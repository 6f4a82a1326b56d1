package io.hotrow.engine.database;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

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

    private static final String OBJECTS = "SELECT 'function ' || ROUTINE_SCHEMA || '.' || SPECIFIC_NAME || ' ' || COALESCE(EXTERNAL_NAME, '')"
            + " FROM INFORMATION_SCHEMA.ROUTINES"
            + " UNION ALL SELECT 'view ' || TABLE_SCHEMA || '.' || TABLE_NAME || ' ' || VIEW_DEFINITION FROM INFORMATION_SCHEMA.VIEWS"
            + " WHERE TABLE_SCHEMA = 'hotrow'"
            + " UNION ALL SELECT 'table ' || TABLE_SCHEMA || '.' || TABLE_NAME FROM INFORMATION_SCHEMA.TABLES"
            + " WHERE TABLE_SCHEMA IN ('hotrow', 'information_schema', 'pg_catalog')"
            + " ORDER BY 1";

    private final List<String> expected;

    private EngineObjects(List<String> expected) {
        this.expected = expected;
    }

    /** Remembers the objects as the engine's set-up left them. */
    static EngineObjects of(Connection system) throws SQLException {
        return new EngineObjects(list(system));
    }

    /** What an application's schema change did to the engine's objects, or null if nothing. */
    String damage(Connection system) throws SQLException {
        List<String> now = list(system);
        if (now.equals(expected)) {
            return null;
        }
        List<String> gone = new ArrayList<>(expected);
        gone.removeAll(now);
        List<String> added = new ArrayList<>(now);
        added.removeAll(expected);
        return (gone.isEmpty() ? "" : "removed or changed " + first(gone)) + (gone.isEmpty() || added.isEmpty() ? "" : ", ")
                + (added.isEmpty() ? "" : "added " + first(added));
    }

    private static String first(List<String> objects) {
        return objects.size() <= 3 ? objects.toString() : objects.subList(0, 3) + " and " + (objects.size() - 3) + " more";
    }

    private static List<String> list(Connection system) throws SQLException {
        List<String> objects = new ArrayList<>();
        try (Statement statement = system.createStatement(); ResultSet rows = statement.executeQuery(OBJECTS)) {
            while (rows.next()) {
                objects.add(rows.getString(1));
            }
        }
        system.commit();
        return List.copyOf(objects);
    }
}
