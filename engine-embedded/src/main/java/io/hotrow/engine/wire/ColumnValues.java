package io.hotrow.engine.wire;

import io.hotrow.engine.sql.JsonFunctions;
import java.nio.charset.StandardCharsets;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import org.h2.api.Interval;

/**
 * Reads a result column as the Java value its wire type is encoded from: java.time types for
 * dates and times (microseconds intact, no JVM time zone involved), arrays as {@code Object[]}
 * with their elements brought to the same types.
 */
final class ColumnValues {

    private ColumnValues() {
    }

    /** The value of column {@code index} (1-based), or null for SQL NULL. */
    static Object read(ResultSet rs, int index, WireType type) throws SQLException {
        Object value = switch (type) {
            case DATE -> rs.getObject(index, LocalDate.class);
            case TIME -> rs.getObject(index, LocalTime.class);
            case TIMETZ -> rs.getObject(index, OffsetTime.class);
            case TIMESTAMP -> rs.getObject(index, LocalDateTime.class);
            case TIMESTAMPTZ -> rs.getObject(index, OffsetDateTime.class);
            // H2's Interval, whose text and binary form are PostgreSQL's here: getObject hands out pgjdbc's PGInterval where
            // pgjdbc is on the class path (hotrow serve), whose text is its own (1 days 2 hours) and which no binary form reads
            case INTERVAL -> rs.getObject(index, Interval.class);
            case JSON, JSONB, JSONPATH, TEXT, VARCHAR, BPCHAR, NAME, UNKNOWN -> rs.getString(index);
            default -> rs.getObject(index);
        };
        if (value instanceof Array array) {
            try {
                Object[] elements = (Object[]) normalize(array.getArray());
                return type == WireType.JSONB_ARRAY ? jsonbTexts(elements) : elements;
            } finally {
                array.free();
            }
        }
        return normalize(value);
    }

    /** jsonb elements, which H2 hands out as their stored bytes (a bytea's text otherwise), as PostgreSQL's text of them. */
    private static Object[] jsonbTexts(Object[] elements) throws SQLException {
        for (int i = 0; i < elements.length; i++) {
            if (elements[i] instanceof byte[] bytes) {
                elements[i] = JsonFunctions.text(new String(bytes, StandardCharsets.UTF_8));
            }
        }
        return elements;
    }

    /** JDBC's java.sql date types (what H2 puts in arrays) as java.time values; an array in an array (array_agg of arrays) as its elements. */
    static Object normalize(Object value) throws SQLException {
        if (value instanceof Array nested) {
            return normalize(nested.getArray());
        }
        if (value instanceof java.sql.Timestamp timestamp) {
            return timestamp.toLocalDateTime();
        }
        if (value instanceof java.sql.Date date) {
            return date.toLocalDate();
        }
        if (value instanceof java.sql.Time time) {
            return time.toLocalTime();
        }
        if (value instanceof Object[] elements) {
            Object[] normalized = new Object[elements.length];
            for (int i = 0; i < elements.length; i++) {
                normalized[i] = normalize(elements[i]);
            }
            return normalized;
        }
        return value;
    }
}
