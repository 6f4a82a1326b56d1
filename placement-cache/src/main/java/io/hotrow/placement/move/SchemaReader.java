package io.hotrow.placement.move;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads a schema through the INFORMATION_SCHEMA views H2 and PostgreSQL share (tables, columns, keys,
 * foreign keys), and the rest through the side's {@link Catalog}. Collects every reason the schema
 * cannot be copied rather than stopping at the first.
 */
final class SchemaReader {

    private static final String TABLES = "SELECT table_name, table_type FROM information_schema.tables WHERE table_schema = ?"
            + " ORDER BY table_name";
    private static final String COLUMNS = "SELECT table_name, column_name, data_type, character_maximum_length, numeric_precision,"
            + " numeric_scale, datetime_precision, is_nullable, column_default, is_generated FROM information_schema.columns"
            + " WHERE table_schema = ? ORDER BY table_name, ordinal_position";
    private static final String KEY_COLUMNS = "SELECT c.table_name, c.constraint_name, c.constraint_type, k.column_name,"
            + " k.position_in_unique_constraint FROM information_schema.table_constraints c"
            + " JOIN information_schema.key_column_usage k ON k.constraint_schema = c.constraint_schema"
            + " AND k.constraint_name = c.constraint_name AND k.table_name = c.table_name"
            + " WHERE c.table_schema = ? AND c.constraint_type IN ('PRIMARY KEY', 'UNIQUE', 'FOREIGN KEY')"
            + " ORDER BY c.table_name, c.constraint_name, k.ordinal_position";
    private static final String REFERENCES = "SELECT r.constraint_name, u.table_name, r.unique_constraint_name, r.delete_rule, r.update_rule"
            + " FROM information_schema.referential_constraints r JOIN information_schema.table_constraints u"
            + " ON u.constraint_schema = r.unique_constraint_schema AND u.constraint_name = r.unique_constraint_name"
            + " WHERE r.constraint_schema = ?";

    private final List<String> problems = new ArrayList<>();

    private record ColumnRow(String table, Column column) {
    }

    private record KeyColumn(String table, String constraint, String type, String column, Long referencedPosition) {
    }

    private record Reference(String constraint, String table, String uniqueConstraint, String onDelete, String onUpdate) {
    }

    /** The schema, or a {@link CopyRefusedException} naming everything that cannot be copied. */
    DatabaseSchema read(Connection connection, String schema) throws SQLException {
        Catalog catalog = Catalog.of(connection);
        problems.addAll(catalog.uncopyable(connection, schema));
        Map<String, Generator> identities = catalog.identities(connection, schema);
        List<String> tableNames = new ArrayList<>();
        for (String[] table : Queries.list(connection, TABLES, row -> new String[] {row.getString(1), row.getString(2)}, schema)) {
            if (table[1].equals("BASE TABLE")) {
                tableNames.add(table[0]);
            } else {
                problems.add(table[0] + ": a " + table[1].toLowerCase(Locale.ROOT) + " cannot be copied");
            }
        }
        List<ColumnRow> columns = Queries.list(connection, COLUMNS, row -> column(row, identities), schema);
        List<KeyColumn> keyColumns = Queries.list(connection, KEY_COLUMNS, row -> new KeyColumn(row.getString(1), row.getString(2),
                row.getString(3), row.getString(4), number(row, 5)), schema);
        Map<String, Reference> references = new LinkedHashMap<>();
        for (Reference reference : Queries.list(connection, REFERENCES, row -> new Reference(row.getString(1), row.getString(2),
                row.getString(3), row.getString(4), row.getString(5)), schema)) {
            references.put(reference.constraint(), reference);
        }
        Map<String, List<Index>> indexes = catalog.indexes(connection, schema);

        List<Table> tables = new ArrayList<>();
        for (String name : tableNames) {
            List<Column> tableColumns = columns.stream().filter(c -> c.table().equals(name)).map(ColumnRow::column).toList();
            Map<String, List<KeyColumn>> constraints = new LinkedHashMap<>();
            keyColumns.stream().filter(k -> k.table().equals(name))
                    .forEach(k -> constraints.computeIfAbsent(k.constraint(), c -> new ArrayList<>()).add(k));
            KeyConstraint primaryKey = null;
            List<KeyConstraint> uniques = new ArrayList<>();
            List<ForeignKey> foreignKeys = new ArrayList<>();
            for (Map.Entry<String, List<KeyColumn>> constraint : constraints.entrySet()) {
                List<String> names = constraint.getValue().stream().map(KeyColumn::column).toList();
                switch (constraint.getValue().get(0).type()) {
                    case "PRIMARY KEY" -> primaryKey = new KeyConstraint(constraint.getKey(), names);
                    case "UNIQUE" -> uniques.add(new KeyConstraint(constraint.getKey(), names));
                    default -> foreignKeys.add(foreignKey(constraint.getValue(), references.get(constraint.getKey()), keyColumns));
                }
            }
            tables.add(new Table(name, tableColumns, primaryKey, uniques, foreignKeys, indexes.getOrDefault(name, List.of())));
        }
        if (!problems.isEmpty()) {
            throw new CopyRefusedException(problems);
        }
        return new DatabaseSchema(tables, catalog.sequences(connection, schema));
    }

    private ColumnRow column(ResultSet row, Map<String, Generator> identities) throws SQLException {
        String table = row.getString(1), name = row.getString(2), dataType = row.getString(3);
        ColumnType type = ColumnTypes.map(dataType, number(row, 4), number(row, 5), number(row, 6), number(row, 7));
        if (type == null) {
            problems.add(table + "." + name + ": type " + dataType + " has no faithful equivalent on the other side");
        }
        if (!"NEVER".equals(row.getString(10))) {
            problems.add(table + "." + name + ": generated columns cannot be copied");
        }
        Generator identity = identities.get(table + "." + name);
        if (identity != null && identity.increment() != 1) {
            problems.add(table + "." + name + ": the engine cannot create an identity with increment " + identity.increment());
        }
        // an identity's default is its generator (a serial's nextval), recreated as an identity
        String defaultSql = identity != null ? null : DefaultExpressions.translate(row.getString(9));
        if (DefaultExpressions.UNTRANSLATABLE.equals(defaultSql)) {
            problems.add(table + "." + name + ": default " + row.getString(9) + " does not translate");
        }
        return new ColumnRow(table, new Column(name, type, "NO".equals(row.getString(8)), defaultSql, identity));
    }

    /** Catalog numbers are BIGINT in H2 and INTEGER in PostgreSQL; null where the type has none. */
    private static Long number(ResultSet row, int column) throws SQLException {
        Number value = (Number) row.getObject(column);
        return value == null ? null : value.longValue();
    }

    private static ForeignKey foreignKey(List<KeyColumn> columns, Reference reference, List<KeyColumn> keyColumns) {
        List<String> referencedKey = keyColumns.stream()
                .filter(k -> k.table().equals(reference.table()) && k.constraint().equals(reference.uniqueConstraint()))
                .map(KeyColumn::column).toList();
        List<String> referenced = columns.stream().map(k -> referencedKey.get(k.referencedPosition().intValue() - 1)).toList();
        return new ForeignKey(reference.constraint(), columns.stream().map(KeyColumn::column).toList(), reference.table(),
                referenced, reference.onDelete(), reference.onUpdate());
    }
}
