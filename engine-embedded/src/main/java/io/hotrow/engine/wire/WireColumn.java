package io.hotrow.engine.wire;

import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A result column as RowDescription describes it: its label, its PostgreSQL type and type
 * modifier. The type comes from H2's type name, mapped as the engine's pg_catalog maps column
 * types (one JSON type shown as jsonb, an unbounded varchar shown as text).
 */
record WireColumn(String name, WireType type, int typmod) {

    /** H2's length of an unbounded character string: PostgreSQL's text. */
    private static final long UNBOUNDED = 1_000_000_000L;

    static List<WireColumn> of(ResultSetMetaData meta) throws SQLException {
        int count = meta.getColumnCount();
        List<WireColumn> columns = new ArrayList<>(count);
        for (int i = 1; i <= count; i++) {
            String typeName = meta.getColumnTypeName(i);
            long precision = meta.getPrecision(i);
            WireType type = type(typeName, precision);
            columns.add(new WireColumn(meta.getColumnLabel(i), type, typmod(type, typeName, precision, meta.getScale(i))));
        }
        return columns;
    }

    static WireType type(String h2TypeName, long precision) {
        String name = h2TypeName == null ? "" : h2TypeName.toUpperCase(Locale.ROOT);
        if (name.endsWith(" ARRAY")) {
            WireType element = type(name.substring(0, name.length() - " ARRAY".length()).replaceAll("\\(.*\\)", ""), UNBOUNDED);
            WireType array = element.array();
            return array != null ? array : WireType.TEXT_ARRAY;
        }
        if (name.startsWith("INTERVAL")) {
            return WireType.INTERVAL;
        }
        return switch (name) {
            case "BOOLEAN" -> WireType.BOOL;
            case "TINYINT", "SMALLINT" -> WireType.INT2;
            case "INTEGER" -> WireType.INT4;
            case "BIGINT" -> WireType.INT8;
            case "NUMERIC", "DECIMAL", "DECFLOAT" -> WireType.NUMERIC;
            case "REAL" -> WireType.FLOAT4;
            case "DOUBLE PRECISION", "FLOAT" -> WireType.FLOAT8;
            case "CHARACTER", "CHAR" -> WireType.BPCHAR;
            case "CHARACTER VARYING", "VARCHAR", "VARCHAR_IGNORECASE" -> precision >= UNBOUNDED ? WireType.TEXT : WireType.VARCHAR;
            case "BINARY", "BINARY VARYING", "BINARY LARGE OBJECT", "JAVA_OBJECT", "GEOMETRY" -> WireType.BYTEA;
            case "DATE" -> WireType.DATE;
            case "TIME" -> WireType.TIME;
            case "TIME WITH TIME ZONE" -> WireType.TIMETZ;
            case "TIMESTAMP" -> WireType.TIMESTAMP;
            case "TIMESTAMP WITH TIME ZONE" -> WireType.TIMESTAMPTZ;
            case "JSON" -> WireType.JSONB;
            case "UUID" -> WireType.UUID;
            case "ROW" -> WireType.RECORD;
            default -> WireType.TEXT; // text, character large object, enum, NULL, and what the engine answers itself (SHOW)
        };
    }

    /** PostgreSQL's atttypmod: declared length + 4 for character types, (precision << 16 | scale) + 4 for numeric. */
    private static int typmod(WireType type, String h2TypeName, long precision, int scale) {
        if ((type == WireType.VARCHAR || type == WireType.BPCHAR) && precision < UNBOUNDED) {
            return (int) precision + 4;
        }
        if (type == WireType.NUMERIC && "NUMERIC".equalsIgnoreCase(h2TypeName) && precision <= 1000) {
            return (int) ((precision << 16) | Math.max(scale, 0)) + 4;
        }
        return -1;
    }
}
