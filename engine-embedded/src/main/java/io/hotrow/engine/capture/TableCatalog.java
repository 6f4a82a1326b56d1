package io.hotrow.engine.capture;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Keeps a capture trigger on every base table and knows each table's shape. Refreshed after every
 * schema change, under the writer lane, so the shapes seen by row captures are always current.
 */
public final class TableCatalog {

    private static final String TRIGGER_PREFIX = "hotrow_capture_";
    private static final Pattern TRIGGER_NAME = Pattern.compile(TRIGGER_PREFIX + "\\d+$");

    private volatile Map<TriggerKey, TableShape> byTrigger = Map.of();
    private volatile Map<String, TableShape> byName = Map.of();
    private volatile boolean hasSequences;
    private volatile Set<String> schemas = Set.of();
    /** Counts the refreshes: a value seen before means no schema change since. */
    private volatile long generation;

    public TableShape forTrigger(TriggerKey key) {
        return byTrigger.get(key);
    }

    /** The shape of {@code schema.table}, or null. */
    public TableShape forTable(String schema, String table) {
        return byName.get(schema + "." + table);
    }

    /**
     * The names of the database's schemas. The set is replaced, never changed, when a schema is
     * created or dropped, so a session can tell by identity whether its search_path needs resolving again.
     */
    public Set<String> schemas() {
        return schemas;
    }

    /** Changes with every refresh, so what was learned of the schema under one value holds while it stays. */
    public long generation() {
        return generation;
    }

    /** Whether any explicit sequence exists, so commits must check whether one moved. */
    public boolean hasSequences() {
        return hasSequences;
    }

    /** Installs missing capture triggers and reloads every shape. Runs DDL, so it commits. */
    public void refresh(Connection system) throws SQLException {
        Map<String, String[]> tables = baseTables(system);
        Map<String, TriggerKey> triggers = captureTriggers(system);
        int next = triggers.size() + 1;
        for (Map.Entry<String, String[]> table : tables.entrySet()) {
            if (!triggers.containsKey(table.getKey())) {
                String schema = table.getValue()[0];
                String name = TRIGGER_PREFIX + next++;
                while (triggers.containsValue(new TriggerKey(schema, name))) {
                    name = TRIGGER_PREFIX + next++;
                }
                try (Statement statement = system.createStatement()) {
                    statement.execute("CREATE TRIGGER " + quote(schema) + "." + quote(name)
                            + " AFTER INSERT, UPDATE, DELETE ON " + quote(schema) + "." + quote(table.getValue()[1])
                            + " FOR EACH ROW CALL '" + RowCaptureTrigger.class.getName() + "'");
                }
                triggers.put(table.getKey(), new TriggerKey(schema, name));
            }
        }
        Map<TriggerKey, TableShape> shapesByTrigger = new HashMap<>();
        Map<String, TableShape> shapesByName = new HashMap<>();
        List<ForeignKey> foreignKeys = foreignKeys(system);
        for (Map.Entry<String, String[]> table : tables.entrySet()) {
            TableShape shape = loadShape(system, table.getValue()[0], table.getValue()[1], foreignKeys);
            shapesByTrigger.put(triggers.get(table.getKey()), shape);
            shapesByName.put(table.getKey(), shape);
        }
        try (Statement statement = system.createStatement();
             ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM INFORMATION_SCHEMA.SEQUENCES")) {
            rows.next();
            hasSequences = rows.getLong(1) > 0;
        }
        Set<String> schemasNow = schemaNames(system);
        system.commit();
        byTrigger = Map.copyOf(shapesByTrigger);
        byName = Map.copyOf(shapesByName);
        generation = generation + 1; // refreshes run one at a time, under the writer lane
        if (!schemasNow.equals(schemas)) {
            schemas = schemasNow;
        }
    }

    /**
     * Drops the capture triggers of the tables named {@code table} in any schema, ignoring case (a
     * superset is harmless); {@link #refresh} puts them back. H2 runs an ALTER TABLE by copying the
     * table and re-creating its triggers in the altering session, which application sessions may not
     * do. Runs DDL, so it commits.
     */
    public void dropCaptureTriggers(Connection system, String table) throws SQLException {
        List<TriggerKey> dropped = new ArrayList<>();
        try (PreparedStatement statement = system.prepareStatement("SELECT DISTINCT TRIGGER_SCHEMA, TRIGGER_NAME"
                + " FROM INFORMATION_SCHEMA.TRIGGERS WHERE JAVA_CLASS = ? AND LOWER(EVENT_OBJECT_TABLE) = LOWER(?)")) {
            statement.setString(1, RowCaptureTrigger.class.getName());
            statement.setString(2, table);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    dropped.add(new TriggerKey(rows.getString(1), rows.getString(2)));
                }
            }
        }
        try (Statement statement = system.createStatement()) {
            for (TriggerKey trigger : dropped) {
                statement.execute("DROP TRIGGER " + quote(trigger.schema()) + "." + quote(trigger.trigger()));
            }
        }
        system.commit();
    }

    /**
     * The catalog name of a capture trigger from the name H2 gave its instance: when
     * {@code ALTER TABLE} copies a table, H2 re-creates the trigger as {@code <copy>_hotrow_capture_<n>}.
     */
    static String canonicalTriggerName(String name) {
        Matcher m = TRIGGER_NAME.matcher(name);
        return m.find() ? m.group() : name;
    }

    public static String quote(String identifier) {
        return '"' + identifier.replace("\"", "\"\"") + '"';
    }

    private static Map<String, String[]> baseTables(Connection system) throws SQLException {
        Map<String, String[]> tables = new LinkedHashMap<>();
        try (Statement statement = system.createStatement();
             ResultSet rows = statement.executeQuery("SELECT TABLE_SCHEMA, TABLE_NAME FROM INFORMATION_SCHEMA.TABLES"
                     + " WHERE TABLE_TYPE = 'BASE TABLE' AND LOWER(TABLE_SCHEMA) NOT IN ('information_schema', 'pg_catalog') ORDER BY 1, 2")) {
            while (rows.next()) {
                tables.put(rows.getString(1) + "." + rows.getString(2), new String[] {rows.getString(1), rows.getString(2)});
            }
        }
        return tables;
    }

    private static Set<String> schemaNames(Connection system) throws SQLException {
        Set<String> names = new HashSet<>();
        try (Statement statement = system.createStatement();
             ResultSet rows = statement.executeQuery("SELECT SCHEMA_NAME FROM INFORMATION_SCHEMA.SCHEMATA")) {
            while (rows.next()) {
                names.add(rows.getString(1));
            }
        }
        return Set.copyOf(names);
    }

    private static Map<String, TriggerKey> captureTriggers(Connection system) throws SQLException {
        Map<String, TriggerKey> triggers = new HashMap<>();
        try (PreparedStatement statement = system.prepareStatement("SELECT DISTINCT TRIGGER_SCHEMA, TRIGGER_NAME,"
                + " EVENT_OBJECT_SCHEMA, EVENT_OBJECT_TABLE FROM INFORMATION_SCHEMA.TRIGGERS WHERE JAVA_CLASS = ?")) {
            statement.setString(1, RowCaptureTrigger.class.getName());
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    triggers.put(rows.getString(3) + "." + rows.getString(4), new TriggerKey(rows.getString(1), rows.getString(2)));
                }
            }
        }
        return triggers;
    }

    /** Every foreign key of the database, its columns paired in order with the key they reference. */
    private static List<ForeignKey> foreignKeys(Connection system) throws SQLException {
        Map<String, ForeignKey> keys = new LinkedHashMap<>();
        try (Statement statement = system.createStatement(); ResultSet rows = statement.executeQuery(
                "SELECT R.CONSTRAINT_SCHEMA, R.CONSTRAINT_NAME, R.DELETE_RULE, R.UPDATE_RULE, C.TABLE_SCHEMA, C.TABLE_NAME, C.COLUMN_NAME,"
                        + " P.TABLE_SCHEMA, P.TABLE_NAME, P.COLUMN_NAME"
                        + " FROM INFORMATION_SCHEMA.REFERENTIAL_CONSTRAINTS R"
                        + " JOIN INFORMATION_SCHEMA.KEY_COLUMN_USAGE C ON C.CONSTRAINT_SCHEMA = R.CONSTRAINT_SCHEMA AND C.CONSTRAINT_NAME = R.CONSTRAINT_NAME"
                        + " JOIN INFORMATION_SCHEMA.KEY_COLUMN_USAGE P ON P.CONSTRAINT_SCHEMA = R.UNIQUE_CONSTRAINT_SCHEMA"
                        + " AND P.CONSTRAINT_NAME = R.UNIQUE_CONSTRAINT_NAME AND P.ORDINAL_POSITION = C.POSITION_IN_UNIQUE_CONSTRAINT"
                        + " ORDER BY R.CONSTRAINT_SCHEMA, R.CONSTRAINT_NAME, C.ORDINAL_POSITION")) {
            while (rows.next()) {
                String id = rows.getString(1) + "." + rows.getString(2);
                ForeignKey key = keys.get(id);
                if (key == null) {
                    boolean cascades = !isRestrict(rows.getString(3)) || !isRestrict(rows.getString(4));
                    key = new ForeignKey(rows.getString(2), rows.getString(5), rows.getString(6), new ArrayList<>(), rows.getString(8),
                            rows.getString(9), new ArrayList<>(), cascades, isSetDefault(rows.getString(3)) || isSetDefault(rows.getString(4)));
                    keys.put(id, key);
                }
                key.childColumns().add(rows.getString(7));
                key.parentColumns().add(rows.getString(10));
            }
        }
        List<ForeignKey> frozen = new ArrayList<>();
        for (ForeignKey key : keys.values()) {
            frozen.add(new ForeignKey(key.name(), key.childSchema(), key.childTable(), List.copyOf(key.childColumns()), key.parentSchema(),
                    key.parentTable(), List.copyOf(key.parentColumns()), key.cascades(),
                    key.setsDefault()));
        }
        return frozen;
    }

    private static boolean isSetDefault(String rule) {
        return "SET DEFAULT".equals(rule);
    }

    private static boolean isRestrict(String rule) {
        return "NO ACTION".equals(rule) || "RESTRICT".equals(rule);
    }

    private static TableShape loadShape(Connection system, String schema, String table, List<ForeignKey> foreignKeys) throws SQLException {
        List<String> columns = new ArrayList<>();
        Set<String> generated = new HashSet<>();
        List<String> identity = new ArrayList<>();
        try (PreparedStatement statement = system.prepareStatement("SELECT COLUMN_NAME, IS_GENERATED, IS_IDENTITY"
                + " FROM INFORMATION_SCHEMA.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION")) {
            statement.setString(1, schema);
            statement.setString(2, table);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    String column = rows.getString(1);
                    columns.add(column);
                    if ("ALWAYS".equals(rows.getString(2))) {
                        generated.add(column);
                    }
                    if ("YES".equals(rows.getString(3))) {
                        identity.add(column);
                    }
                }
            }
        }
        List<String> key = new ArrayList<>();
        try (PreparedStatement statement = system.prepareStatement("SELECT K.COLUMN_NAME"
                + " FROM INFORMATION_SCHEMA.TABLE_CONSTRAINTS C JOIN INFORMATION_SCHEMA.KEY_COLUMN_USAGE K"
                + " ON K.CONSTRAINT_SCHEMA = C.CONSTRAINT_SCHEMA AND K.CONSTRAINT_NAME = C.CONSTRAINT_NAME"
                + " WHERE C.TABLE_SCHEMA = ? AND C.TABLE_NAME = ? AND C.CONSTRAINT_TYPE = 'PRIMARY KEY'"
                + " ORDER BY K.ORDINAL_POSITION")) {
            statement.setString(1, schema);
            statement.setString(2, table);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    key.add(rows.getString(1));
                }
            }
        }
        List<ForeignKey> references = new ArrayList<>(), referencedBy = new ArrayList<>();
        for (ForeignKey foreignKey : foreignKeys) {
            if (foreignKey.childSchema().equals(schema) && foreignKey.childTable().equals(table)) {
                references.add(foreignKey);
            }
            if (foreignKey.parentSchema().equals(schema) && foreignKey.parentTable().equals(table)) {
                referencedBy.add(foreignKey);
            }
        }
        return new TableShape(schema, table, List.copyOf(columns), List.copyOf(key), Set.copyOf(generated), List.copyOf(identity),
                List.copyOf(references), List.copyOf(referencedBy));
    }
}
