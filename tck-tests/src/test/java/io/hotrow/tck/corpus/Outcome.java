package io.hotrow.tck.corpus;

import java.sql.Array;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * What one statement did on one side, in a form both sides share: its SQLState, or each result's
 * update count or columns (JDBC type families) and rows (values read by type, so a driver's text
 * rendering of the same value does not count as a difference, but a different value does).
 */
record Outcome(String sqlState, String error, List<String> results) {

    /** Rows beyond this are not compared; the corpus holds no statement that returns more. */
    private static final int MAX_ROWS = 1000;

    static Outcome of(Statement s, String sql, boolean ordered) {
        try {
            List<String> results = new ArrayList<>();
            boolean isQuery = s.execute(sql);
            while (true) {
                if (isQuery) {
                    try (ResultSet rs = s.getResultSet()) {
                        results.add(rows(rs, ordered));
                    }
                } else {
                    long count = s.getLargeUpdateCount();
                    if (count < 0) {
                        break;
                    }
                    results.add("update count " + count);
                }
                isQuery = s.getMoreResults();
            }
            return new Outcome(null, null, results);
        } catch (SQLException e) {
            return new Outcome(e.getSQLState(), firstLine(e.getMessage()), List.of());
        } catch (RuntimeException e) {
            return new Outcome("(no SQLState: " + e.getClass().getSimpleName() + ")", firstLine(e.getMessage()), List.of());
        }
    }

    boolean failed() {
        return sqlState != null;
    }

    /** Same success or SQLState, and the same results. */
    boolean sameAs(Outcome other) {
        return java.util.Objects.equals(sqlState, other.sqlState) && results.equals(other.results);
    }

    String describe() {
        return failed() ? "error " + sqlState + ": " + error : String.join(" | ", results);
    }

    private static String rows(ResultSet rs, boolean ordered) throws SQLException {
        ResultSetMetaData meta = rs.getMetaData();
        int width = meta.getColumnCount();
        StringBuilder header = new StringBuilder("columns");
        for (int i = 1; i <= width; i++) {
            header.append(' ').append(typeFamily(meta, i));
        }
        List<String> rows = new ArrayList<>();
        while (rs.next() && rows.size() < MAX_ROWS) {
            String[] values = new String[width];
            for (int i = 1; i <= width; i++) {
                values[i - 1] = value(rs, meta, i);
            }
            rows.add(Arrays.toString(values));
        }
        if (!ordered) {
            rows.sort(null);
        }
        return header + " rows " + rows;
    }

    /** A column's type as a family both drivers agree on: pgjdbc and the engine name the same type differently. */
    static String typeFamily(ResultSetMetaData meta, int i) throws SQLException {
        if (meta.getColumnTypeName(i).equalsIgnoreCase("uuid")) {
            return "uuid"; // pgjdbc says OTHER, H2 BINARY; both read it as a java.util.UUID and its text
        }
        return switch (meta.getColumnType(i)) {
            case Types.BIT, Types.BOOLEAN -> "bool";
            case Types.SMALLINT, Types.TINYINT -> "int2";
            case Types.INTEGER -> "int4";
            case Types.BIGINT -> "int8";
            case Types.NUMERIC, Types.DECIMAL -> "numeric";
            case Types.REAL -> "float4";
            case Types.DOUBLE, Types.FLOAT -> "float8";
            case Types.CHAR, Types.VARCHAR, Types.LONGVARCHAR, Types.NCHAR, Types.NVARCHAR, Types.CLOB -> "text";
            case Types.DATE -> "date";
            case Types.TIME, Types.TIME_WITH_TIMEZONE -> withTimeZone(meta, i) ? "timetz" : "time"; // timetz as text: pgjdbc reads no LocalTime of it
            case Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE -> withTimeZone(meta, i) ? "timestamptz" : "timestamp";
            case Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY, Types.BLOB -> "bytea";
            case Types.ARRAY -> "array";
            default -> meta.getColumnTypeName(i).toLowerCase(Locale.ROOT);
        };
    }

    private static boolean withTimeZone(ResultSetMetaData meta, int i) throws SQLException {
        String name = meta.getColumnTypeName(i).toLowerCase(Locale.ROOT);
        return meta.getColumnType(i) == Types.TIMESTAMP_WITH_TIMEZONE || name.contains("tz") || name.contains("time zone");
    }

    private static String value(ResultSet rs, ResultSetMetaData meta, int i) throws SQLException {
        String family = typeFamily(meta, i);
        Object value = switch (family) {
            case "bool" -> rs.getBoolean(i);
            case "int2", "int4", "int8" -> rs.getLong(i);
            case "numeric" -> numeric(rs, i);
            case "float4", "float8" -> rs.getDouble(i);
            case "date" -> rs.getObject(i, LocalDate.class);
            case "time" -> rs.getObject(i, LocalTime.class);
            case "timestamp" -> rs.getObject(i, LocalDateTime.class);
            case "timestamptz" -> rs.getObject(i, OffsetDateTime.class) == null ? null : rs.getObject(i, OffsetDateTime.class).toInstant();
            case "bytea" -> rs.getBytes(i) == null ? null : HexFormat.of().formatHex(rs.getBytes(i));
            case "array" -> array(rs.getArray(i));
            default -> rs.getString(i);
        };
        return rs.wasNull() ? "NULL" : String.valueOf(value);
    }

    /** A numeric's digits; NaN and the infinities (which pgjdbc's getBigDecimal cannot read) as their text. */
    private static String numeric(ResultSet rs, int i) throws SQLException {
        String text = rs.getString(i);
        if (text == null || text.equals("NaN") || text.endsWith("Infinity")) {
            return text;
        }
        return rs.getBigDecimal(i).toPlainString();
    }

    private static String array(Array array) throws SQLException {
        if (array == null) {
            return null;
        }
        Object elements = array.getArray();
        return elements instanceof Object[] objects ? Arrays.deepToString(objects) : String.valueOf(elements);
    }

    private static String firstLine(String message) {
        String text = String.valueOf(message);
        int eol = text.indexOf('\n');
        return eol < 0 ? text : text.substring(0, eol);
    }
}
