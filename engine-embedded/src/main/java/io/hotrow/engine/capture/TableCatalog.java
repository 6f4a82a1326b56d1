package io.hotrow.engine.capture;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.h2.constraint.Constraint;
import org.h2.constraint.ConstraintActionType;
import org.h2.constraint.ConstraintReferential;
import org.h2.constraint.ConstraintUnique;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.schema.Schema;
import org.h2.schema.TriggerObject;
import org.h2.table.Column;
import org.h2.table.IndexColumn;
import org.h2.table.Table;

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
    private volatile boolean hasDeferrableKeys;
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

    /** Whether any table has a deferrable unique or primary key the engine checks ({@link TableShape#deferrableKeys}). */
    public boolean hasDeferrableKeys() {
        return hasDeferrableKeys;
    }

    /** Whether any explicit sequence exists, so commits must check whether one moved. */
    public boolean hasSequences() {
        return hasSequences;
    }

    /**
     * Installs missing capture triggers and reloads every shape. Runs DDL, so it commits. The shapes
     * are read from H2's in-memory schema objects, as INFORMATION_SCHEMA builds its rows from them:
     * a refresh follows every schema change, and querying INFORMATION_SCHEMA for each table made a
     * schema script's n-th CREATE TABLE cost n queries (most of a small script's time).
     */
    public void refresh(Connection system) throws SQLException {
        SessionLocal session = (SessionLocal) system.unwrap(JdbcConnection.class).getSession();
        List<Schema> schemasInOrder = new ArrayList<>(session.getDatabase().getAllSchemas());
        schemasInOrder.sort(Comparator.comparing(Schema::getName));
        Map<String, Table> tables = baseTables(session, schemasInOrder);
        Map<String, TriggerKey> triggers = captureTriggers(schemasInOrder);
        int next = triggers.size() + 1;
        for (Map.Entry<String, Table> table : tables.entrySet()) {
            if (!triggers.containsKey(table.getKey())) {
                String schema = table.getValue().getSchema().getName();
                String name = TRIGGER_PREFIX + next++;
                while (triggers.containsValue(new TriggerKey(schema, name))) {
                    name = TRIGGER_PREFIX + next++;
                }
                try (Statement statement = system.createStatement()) {
                    statement.execute("CREATE TRIGGER " + quote(schema) + "." + quote(name)
                            + " AFTER INSERT, UPDATE, DELETE ON " + quote(schema) + "." + quote(table.getValue().getName())
                            + " FOR EACH ROW CALL '" + RowCaptureTrigger.class.getName() + "'");
                }
                triggers.put(table.getKey(), new TriggerKey(schema, name));
            }
        }
        Map<TriggerKey, TableShape> shapesByTrigger = new HashMap<>();
        Map<String, TableShape> shapesByName = new HashMap<>();
        List<ForeignKey> foreignKeys = foreignKeys(schemasInOrder);
        boolean deferrableKeys = false;
        for (Map.Entry<String, Table> table : tables.entrySet()) {
            TableShape shape = shape(table.getValue(), foreignKeys);
            shapesByTrigger.put(triggers.get(table.getKey()), shape);
            shapesByName.put(table.getKey(), shape);
            deferrableKeys |= !shape.deferrableKeys().isEmpty();
        }
        hasDeferrableKeys = deferrableKeys;
        Set<String> schemasNow = new HashSet<>();
        boolean sequences = false;
        for (Schema schema : schemasInOrder) {
            schemasNow.add(schema.getName());
            // INFORMATION_SCHEMA.SEQUENCES leaves out the generators of identity columns, and so does this
            sequences |= schema.getAllSequences().stream().anyMatch(sequence -> !sequence.getBelongsToTable());
        }
        hasSequences = sequences;
        system.commit();
        byTrigger = Map.copyOf(shapesByTrigger);
        byName = Map.copyOf(shapesByName);
        generation = generation + 1; // refreshes run one at a time, under the writer lane
        if (!schemasNow.equals(schemas)) {
            schemas = Set.copyOf(schemasNow);
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

    /** The base tables (INFORMATION_SCHEMA.TABLES' BASE TABLE) of the application's schemas, by schema and name, in that order. */
    private static Map<String, Table> baseTables(SessionLocal session, List<Schema> schemas) {
        Map<String, Table> tables = new LinkedHashMap<>();
        for (Schema schema : schemas) {
            String name = schema.getName().toLowerCase(Locale.ROOT);
            if (name.equals("information_schema") || name.equals("pg_catalog")) {
                continue;
            }
            List<Table> inSchema = new ArrayList<>();
            for (Table table : schema.getAllTablesAndViews(session)) {
                if ("BASE TABLE".equals(table.getSQLTableType())) {
                    inSchema.add(table);
                }
            }
            inSchema.sort(Comparator.comparing(Table::getName));
            inSchema.forEach(table -> tables.put(schema.getName() + "." + table.getName(), table));
        }
        return tables;
    }

    private static Map<String, TriggerKey> captureTriggers(List<Schema> schemas) {
        Map<String, TriggerKey> triggers = new HashMap<>();
        for (Schema schema : schemas) {
            for (TriggerObject trigger : schema.getAllTriggers()) {
                if (RowCaptureTrigger.class.getName().equals(trigger.getTriggerClassName())) {
                    Table table = trigger.getTable();
                    triggers.put(table.getSchema().getName() + "." + table.getName(), new TriggerKey(schema.getName(), trigger.getName()));
                }
            }
        }
        return triggers;
    }

    /**
     * Every foreign key of the database, by schema and name, its columns paired in order with the key
     * columns they reference. A key marked deferrable that is still H2's own (just declared, or made
     * again by a replay, a restore or H2's copy of its table) becomes a {@link DeferrableReference} here.
     */
    private static List<ForeignKey> foreignKeys(List<Schema> schemas) {
        List<ForeignKey> keys = new ArrayList<>();
        for (Schema schema : schemas) {
            List<ConstraintReferential> inSchema = new ArrayList<>();
            for (Constraint constraint : schema.getAllConstraints()) {
                if (constraint instanceof ConstraintReferential referential) {
                    inSchema.add(referential);
                }
            }
            inSchema.sort(Comparator.comparing(Constraint::getName));
            for (ConstraintReferential key : inSchema) {
                if (!(key instanceof DeferrableReference) && Deferrability.marked(key.getComment())) {
                    key = DeferrableReference.replace(key);
                }
                DeferrableReference deferrable = key instanceof DeferrableReference d ? d : null;
                Table child = key.getTable(), parent = key.getRefTable();
                boolean cascades = !isRestrict(key.getDeleteAction()) || !isRestrict(key.getUpdateAction());
                boolean setsDefault = key.getDeleteAction() == ConstraintActionType.SET_DEFAULT
                        || key.getUpdateAction() == ConstraintActionType.SET_DEFAULT;
                keys.add(new ForeignKey(key.getName(), child.getSchema().getName(), child.getName(), names(key.getColumns()),
                        parent.getSchema().getName(), parent.getName(), names(key.getRefColumns()), cascades, setsDefault, deferrable != null,
                        deferrable != null && deferrable.initiallyDeferred()));
            }
        }
        return List.copyOf(keys);
    }

    /**
     * The deferrable unique and primary keys of {@code table}, whose index stops checking each row
     * here ({@link UncheckedUniqueIndex}) when it is H2's own: just declared, or made again by a
     * replay, a restore or H2's copy of the table.
     */
    private static List<UniqueKey> deferrableKeys(Table table) {
        List<UniqueKey> keys = new ArrayList<>();
        for (Constraint constraint : table.getConstraints()) {
            if (constraint instanceof ConstraintUnique unique && Deferrability.deferrable(unique)) {
                UncheckedUniqueIndex.uncheck(unique.getIndex());
                keys.add(new UniqueKey(unique.getName(), table.getSchema().getName(), table.getName(), names(unique.getColumns()),
                        Deferrability.initiallyDeferred(unique)));
            }
        }
        return List.copyOf(keys);
    }

    /** The unique and primary keys of {@code table} that are not deferrable: H2's index checks them, at the statement's end. */
    private static List<UniqueKey> immediateKeys(Table table) {
        List<UniqueKey> keys = new ArrayList<>();
        for (Constraint constraint : table.getConstraints()) {
            if (constraint instanceof ConstraintUnique unique && !Deferrability.deferrable(unique)) {
                keys.add(new UniqueKey(unique.getName(), table.getSchema().getName(), table.getName(), names(unique.getColumns()), false));
            }
        }
        return List.copyOf(keys);
    }

    private static List<String> names(IndexColumn[] columns) {
        List<String> names = new ArrayList<>(columns.length);
        for (IndexColumn column : columns) {
            names.add(column.column.getName());
        }
        return List.copyOf(names);
    }

    private static boolean isRestrict(ConstraintActionType action) {
        return action == ConstraintActionType.NO_ACTION || action == ConstraintActionType.RESTRICT;
    }

    private static TableShape shape(Table table, List<ForeignKey> foreignKeys) {
        String schema = table.getSchema().getName(), name = table.getName();
        List<String> columns = new ArrayList<>();
        Set<String> generated = new HashSet<>();
        List<String> identity = new ArrayList<>();
        for (Column column : table.getColumns()) {
            columns.add(column.getName());
            if (column.isGenerated()) {
                generated.add(column.getName());
            }
            if (column.isIdentity()) {
                identity.add(column.getName());
            }
        }
        List<String> key = List.of();
        for (Constraint constraint : table.getConstraints()) {
            if (constraint.getConstraintType() == Constraint.Type.PRIMARY_KEY) {
                key = names(((ConstraintUnique) constraint).getColumns());
            }
        }
        List<ForeignKey> references = new ArrayList<>(), referencedBy = new ArrayList<>();
        for (ForeignKey foreignKey : foreignKeys) {
            if (foreignKey.childSchema().equals(schema) && foreignKey.childTable().equals(name)) {
                references.add(foreignKey);
            }
            if (foreignKey.parentSchema().equals(schema) && foreignKey.parentTable().equals(name)) {
                referencedBy.add(foreignKey);
            }
        }
        return new TableShape(schema, name, List.copyOf(columns), key, Set.copyOf(generated), List.copyOf(identity),
                List.copyOf(references), List.copyOf(referencedBy), deferrableKeys(table), immediateKeys(table));
    }
}
