package io.hotrow.engine.jdbc;

import io.hotrow.engine.sql.ArrayText;
import io.hotrow.engine.sql.ByteaFunctions;
import io.hotrow.engine.sql.JsonFunctions;
import io.hotrow.engine.sql.SessionTime;
import io.hotrow.engine.sql.TemporalText;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import org.h2.api.Interval;

/**
 * Query results described as pgjdbc describes PostgreSQL's ({@link PostgresResultSetMetaData}), whose
 * {@code timestamptz}, interval, boolean, array and bytea columns read as pgjdbc reads PostgreSQL's
 * (a boolean through getString as {@code t}/{@code f}, an array as {@code {1,2,NULL}}, a bytea as
 * {@code \xdeadbeef}):
 * a {@code timestamptz} in the session's TimeZone when the query ran, through getString
 * ({@code 2024-01-15 11:30:00+01}) and as an OffsetDateTime (H2 keeps the offset each value was
 * written with: the same instant) and through getObject as a java.sql.Timestamp, an interval through
 * getString as {@code 1 day 03:00:00} (H2: {@code INTERVAL '1 03:00:00' DAY TO SECOND}), a jsonb
 * (H2's JSON) through getString and getObject as PostgreSQL prints it ({@code {"a": 1}}; H2:
 * {@code {"a":1}}). The wire protocol reads the same.
 */
final class PostgresTextRows {

    private enum Kind { OTHER, TIMESTAMPTZ, INTERVAL, BOOLEAN, ARRAY, BYTEA, JSONB }

    private final ResultSet rows;
    private final Kind[] kinds;
    private final ZoneId zone;

    private PostgresTextRows(ResultSet rows, Kind[] kinds, ZoneId zone) {
        this.rows = rows;
        this.kinds = kinds;
        this.zone = zone;
    }

    /** {@code rows} seen through a proxy that reads and describes them as pgjdbc; null, and rows seen so already, stay. */
    static ResultSet of(ResultSet rows) throws SQLException {
        if (rows == null || Proxy.isProxyClass(rows.getClass())) {
            return rows;
        }
        ResultSetMetaData meta = rows.getMetaData();
        Kind[] kinds = new Kind[meta.getColumnCount() + 1];
        boolean any = false;
        for (int i = 1; i < kinds.length; i++) {
            kinds[i] = kind(meta, i);
            any |= kinds[i] != Kind.OTHER;
        }
        Statement statement = any ? rows.getStatement() : null;
        // no column to read as PostgreSQL's text, or no statement's session to read a timestamptz in: only described anew
        PostgresTextRows handler = statement == null ? new PostgresTextRows(rows, new Kind[0], null)
                : new PostgresTextRows(rows, kinds, SessionTime.zone(statement.getConnection()));
        return (ResultSet) Proxy.newProxyInstance(ResultSet.class.getClassLoader(), new Class<?>[] {ResultSet.class},
                (proxy, method, args) -> handler.invoke(proxy, method, args));
    }

    private static Kind kind(ResultSetMetaData meta, int column) throws SQLException {
        switch (meta.getColumnType(column)) {
            case Types.TIMESTAMP_WITH_TIMEZONE:
                return Kind.TIMESTAMPTZ;
            case Types.BOOLEAN:
                return Kind.BOOLEAN;
            case Types.ARRAY:
                return Kind.ARRAY;
            case Types.BINARY:
            case Types.VARBINARY:
                // H2 reports a UUID as BINARY; PostgreSQL's text of it is H2's
                return meta.getColumnTypeName(column).equalsIgnoreCase("UUID") ? Kind.OTHER : Kind.BYTEA;
            default:
                break;
        }
        String name = meta.getColumnTypeName(column);
        if (name.equals("JSON")) {
            return Kind.JSONB;
        }
        return name.startsWith("INTERVAL") ? Kind.INTERVAL : Kind.OTHER;
    }

    private Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        switch (method.getName()) {
            case "getString":
                int column = args[0] instanceof Integer index ? index : rows.findColumn((String) args[0]);
                if (column >= 1 && column < kinds.length && kinds[column] != Kind.OTHER) {
                    return text(column);
                }
                break;
            case "getObject":
                int index = args[0] instanceof Integer i ? i : rows.findColumn((String) args[0]);
                if (index >= 1 && index < kinds.length && kinds[index] == Kind.TIMESTAMPTZ
                        && (args.length == 1 || args[1] == OffsetDateTime.class)) {
                    OffsetDateTime value = rows.getObject(index, OffsetDateTime.class);
                    if (value == null || args.length == 2) {
                        return value == null ? null : inSessionZone(value);
                    }
                    return Timestamp.from(value.toInstant()); // pgjdbc's class for a timestamptz
                }
                if (index >= 1 && index < kinds.length && kinds[index] == Kind.INTERVAL && args.length == 1) {
                    return PgIntervals.read((Interval) rows.getObject(index)); // pgjdbc's class, where the application has it
                }
                if (index >= 1 && index < kinds.length && kinds[index] == Kind.JSONB && args.length == 1) {
                    return text(index); // pgjdbc hands out a PGobject whose value is this text
                }
                break;
            case "getMetaData":
                return new PostgresResultSetMetaData(rows.getMetaData());
            case "isWrapperFor":
                return ((Class<?>) args[0]).isInstance(proxy);
            case "unwrap":
                return Unwrapping.unwrapSelf(proxy, (Class<?>) args[0]);
            default:
                break;
        }
        return forward(rows, method, args);
    }

    private String text(int column) throws SQLException {
        if (kinds[column] == Kind.TIMESTAMPTZ) {
            OffsetDateTime value = rows.getObject(column, OffsetDateTime.class);
            return value == null ? null : TemporalText.timestampTz(inSessionZone(value));
        }
        if (kinds[column] == Kind.BOOLEAN) {
            boolean value = rows.getBoolean(column);
            return rows.wasNull() ? null : value ? "t" : "f"; // as pgjdbc reads PostgreSQL's boolean
        }
        if (kinds[column] == Kind.ARRAY) {
            Array value = rows.getArray(column);
            return value == null ? null : ArrayText.of((Object[]) value.getArray(), PostgresTextRows::elementText);
        }
        if (kinds[column] == Kind.BYTEA) {
            byte[] value = rows.getBytes(column);
            return value == null ? null : ByteaFunctions.output(value);
        }
        if (kinds[column] == Kind.JSONB) {
            String value = rows.getString(column);
            return value == null ? null : JsonFunctions.text(value);
        }
        Object value = rows.getObject(column); // H2's getObject(column, Interval.class) drops the sign
        return value == null ? null : TemporalText.interval((Interval) value);
    }

    /** An array element as PostgreSQL writes it in an array's text. */
    private static String elementText(Object element) {
        if (element instanceof Boolean b) {
            return b ? "t" : "f";
        }
        if (element instanceof byte[] bytes) {
            return ByteaFunctions.output(bytes);
        }
        return element instanceof BigDecimal decimal ? decimal.toPlainString() : String.valueOf(element);
    }

    private OffsetDateTime inSessionZone(OffsetDateTime value) {
        return value.atZoneSameInstant(zone).toOffsetDateTime();
    }

    private static Object forward(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
