package io.hotrow.tck;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * A database as text, the same on the engine and on PostgreSQL when they hold the same thing:
 * tables sorted, columns with nullability, keys, indexes and foreign keys through JDBC metadata,
 * rows sorted by their key, values normalised, and every generator's next value read from the
 * catalogs, so dumping draws nothing. Independent of the copier's own catalog reading on purpose.
 */
final class DatabaseDump {

    private DatabaseDump() {
    }

    static String of(Connection connection) throws SQLException {
        String schema = connection.getSchema();
        DatabaseMetaData meta = connection.getMetaData();
        List<String> out = new ArrayList<>();
        for (String table : tables(meta, schema)) {
            out.add("table " + table);
            try (ResultSet columns = meta.getColumns(null, schema, table, "%")) {
                while (columns.next()) {
                    out.add("  column " + columns.getString("COLUMN_NAME") + (columns.getInt("NULLABLE") == DatabaseMetaData.columnNoNulls ? " not null" : ""));
                }
            }
            List<String> key = new ArrayList<>();
            List<String> keyLines = new ArrayList<>();
            try (ResultSet pk = meta.getPrimaryKeys(null, schema, table)) {
                while (pk.next()) {
                    keyLines.add(pk.getInt("KEY_SEQ") + ":" + pk.getString("COLUMN_NAME"));
                }
            }
            keyLines.stream().sorted().forEach(k -> key.add(k.substring(k.indexOf(':') + 1)));
            out.add("  primary key " + key);
            List<String> indexLines = new ArrayList<>();
            try (ResultSet index = meta.getIndexInfo(null, schema, table, false, false)) {
                while (index.next()) {
                    // H2 indexes every foreign key itself (non-unique, named <constraint>_INDEX_<n>); PostgreSQL does not
                    boolean foreignKeyIndex = index.getBoolean("NON_UNIQUE") && index.getString("INDEX_NAME").matches(".*_INDEX_[0-9A-F]+");
                    if (index.getString("COLUMN_NAME") != null && !foreignKeyIndex) {
                        indexLines.add(index.getString("INDEX_NAME") + "|" + (index.getBoolean("NON_UNIQUE") ? "index" : "unique")
                                + "|" + index.getInt("ORDINAL_POSITION") + "|" + index.getString("COLUMN_NAME") + " " + index.getString("ASC_OR_DESC"));
                    }
                }
            }
            out.addAll(indexes(indexLines, key));
            try (ResultSet fk = meta.getImportedKeys(null, schema, table)) {
                List<String> keys = new ArrayList<>();
                while (fk.next()) {
                    keys.add("  foreign key " + fk.getString("FK_NAME") + " " + fk.getString("FKCOLUMN_NAME") + " -> " + fk.getString("PKTABLE_NAME")
                            + "." + fk.getString("PKCOLUMN_NAME") + " on delete " + fk.getShort("DELETE_RULE"));
                }
                keys.stream().sorted().forEach(out::add);
            }
            out.addAll(rows(connection, table));
        }
        out.addAll(generators(connection, schema));
        return String.join("\n", out);
    }

    private static List<String> tables(DatabaseMetaData meta, String schema) throws SQLException {
        List<String> tables = new ArrayList<>();
        try (ResultSet rs = meta.getTables(null, schema, "%", new String[] {"TABLE"})) {
            while (rs.next()) {
                tables.add(rs.getString("TABLE_NAME"));
            }
        }
        tables.sort(null);
        return tables;
    }

    /** Index lines without names (each side names them its own way) and without the primary key's. */
    private static List<String> indexes(List<String> lines, List<String> primaryKey) {
        java.util.Map<String, List<String>> byIndex = new java.util.TreeMap<>();
        lines.stream().sorted().forEach(l -> {
            String[] p = l.split("\\|");
            byIndex.computeIfAbsent(p[0] + "|" + p[1], k -> new ArrayList<>()).add(p[3]);
        });
        List<String> out = new ArrayList<>();
        byIndex.forEach((name, columns) -> {
            String kind = name.substring(name.indexOf('|') + 1);
            List<String> bare = columns.stream().map(c -> c.substring(0, c.indexOf(' '))).toList();
            if (!(kind.equals("unique") && bare.equals(primaryKey))) {
                out.add("  " + kind + " " + columns);
            }
        });
        out.sort(null);
        return out;
    }

    private static List<String> rows(Connection connection, String table) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery("SELECT * FROM \"" + table + "\"")) {
            ResultSetMetaData m = rs.getMetaData();
            while (rs.next()) {
                List<String> values = new ArrayList<>();
                for (int i = 1; i <= m.getColumnCount(); i++) {
                    values.add(value(rs, i, m.getColumnType(i), m.getColumnTypeName(i).toLowerCase(Locale.ROOT)));
                }
                rows.add("  row " + values);
            }
        }
        rows.sort(null);
        return rows;
    }

    private static String value(ResultSet rs, int i, int type, String typeName) throws SQLException {
        if (rs.getObject(i) == null) {
            return "NULL";
        }
        if (typeName.contains("json")) {
            return rs.getString(i).replace(" ", ""); // jsonb prints spaces, H2 none; the test's JSON has no spaces in strings
        }
        if (typeName.equals("uuid")) {
            return rs.getObject(i, java.util.UUID.class).toString(); // H2's getString drops the dashes
        }
        if (typeName.equals("timestamptz") || typeName.contains("time zone")) {
            return rs.getObject(i, OffsetDateTime.class).toInstant().toString();
        }
        return switch (type) {
            case Types.NUMERIC, Types.DECIMAL -> rs.getBigDecimal(i).toPlainString();
            case Types.BOOLEAN, Types.BIT -> String.valueOf(rs.getBoolean(i));
            case Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY -> HexFormat.of().formatHex(rs.getBytes(i));
            case Types.TIMESTAMP -> rs.getObject(i, LocalDateTime.class).toString();
            default -> rs.getString(i);
        };
    }

    /** Next values of identity columns and sequences, from the catalogs: nothing is drawn. */
    private static List<String> generators(Connection connection, String schema) throws SQLException {
        List<String> out = new ArrayList<>();
        if (connection.getMetaData().getDatabaseProductVersion().contains("hotrow engine")) {
            query(connection, "SELECT 'identity ' || table_name || '.' || column_name || ' next ' || identity_base"
                    + " FROM hotrow.h2_columns WHERE table_schema = 'public' AND is_identity = 'YES'", out); // H2's view, not PostgreSQL's
            query(connection, "SELECT 'sequence ' || sequence_name || ' next ' || base_value || ' increment ' || increment"
                    + " FROM \"information_schema\".sequences WHERE sequence_schema = 'public'", out); // H2's view, not PostgreSQL's
        } else {
            List<String[]> sequences = new ArrayList<>();
            try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(
                    // MATERIALIZED: name lookups run on this schema's rows only, never on another test's concurrently dropped ones
                    "WITH c AS MATERIALIZED (SELECT table_schema, table_name, column_name FROM information_schema.columns"
                            + " WHERE table_schema = '" + schema + "'), q AS MATERIALIZED (SELECT c.table_name, c.column_name,"
                            + " pg_get_serial_sequence(quote_ident(c.table_schema) || '.' || quote_ident(c.table_name), c.column_name) AS seq FROM c)"
                            + " SELECT table_name, column_name, seq FROM q WHERE seq IS NOT NULL")) {
                while (rs.next()) {
                    sequences.add(new String[] {"identity " + rs.getString(1) + "." + rs.getString(2), rs.getString(3), null});
                }
            }
            try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(
                    "WITH q AS MATERIALIZED (SELECT sequence_name, increment FROM information_schema.sequences WHERE sequence_schema = '" + schema + "')"
                            + " SELECT sequence_name, increment FROM q WHERE NOT EXISTS (SELECT 1 FROM pg_depend d"
                            + " WHERE d.objid = ('\"" + schema + "\".' || quote_ident(sequence_name))::regclass AND d.deptype IN ('a', 'i'))")) {
                while (rs.next()) {
                    sequences.add(new String[] {"sequence " + rs.getString(1), "\"" + schema + "\"." + "\"" + rs.getString(1) + "\"", rs.getString(2)});
                }
            }
            for (String[] sequence : sequences) {
                query(connection, "SELECT '" + sequence[0] + " next ' || CASE WHEN s.is_called THEN s.last_value + p.increment_by ELSE s.last_value END"
                        + (sequence[2] == null ? "" : " || ' increment " + sequence[2] + "'")
                        + " FROM " + sequence[1] + " s, (SELECT seqincrement AS increment_by FROM pg_sequence WHERE seqrelid = '"
                        + sequence[1] + "'::regclass) p", out);
            }
        }
        out.sort(null);
        return out;
    }

    private static void query(Connection connection, String sql, List<String> out) throws SQLException {
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
    }
}
