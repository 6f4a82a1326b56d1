package io.hotrow.engine.jdbc;

import io.hotrow.engine.sql.ArrayText;
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
import java.sql.Types;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import org.h2.api.Interval;

/**
 * Query results whose {@code timestamptz}, interval, boolean and array columns read as pgjdbc reads
 * PostgreSQL's (a boolean through getString as {@code t}/{@code f}, an array as {@code {1,2,NULL}}):
 * a {@code timestamptz} in the session's TimeZone when the query ran, through getString
 * ({@code 2024-01-15 11:30:00+01}) and as an OffsetDateTime (H2 keeps the offset each value was
 * written with: the same instant), an interval through getString as {@code 1 day 03:00:00} (H2:
 * {@code INTERVAL '1 03:00:00' DAY TO SECOND}), its column type named {@code interval}. The wire
 * protocol reads the same. Results without such columns are handed out as H2 made them.
 */
final class PostgresTextRows {

    private enum Kind { OTHER, TIMESTAMPTZ, INTERVAL, BOOLEAN, ARRAY }

    private final ResultSet rows;
    private final Kind[] kinds;
    private final ZoneId zone;

    private PostgresTextRows(ResultSet rows, Kind[] kinds, ZoneId zone) {
        this.rows = rows;
        this.kinds = kinds;
        this.zone = zone;
    }

    /** {@code rows}, seen through a proxy when a column needs PostgreSQL's text; null, and rows seen so already, stay. */
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
        if (statement == null) {
            return rows;
        }
        PostgresTextRows handler = new PostgresTextRows(rows, kinds, SessionTime.zone(statement.getConnection()));
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
            default:
                break;
        }
        return meta.getColumnTypeName(column).startsWith("INTERVAL") ? Kind.INTERVAL : Kind.OTHER;
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
                    return value == null ? null : inSessionZone(value);
                }
                break;
            case "getMetaData":
                return metaData(rows.getMetaData());
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
        Object value = rows.getObject(column); // H2's getObject(column, Interval.class) drops the sign
        return value == null ? null : TemporalText.interval((Interval) value);
    }

    /** An array element as PostgreSQL writes it in an array's text. */
    private static String elementText(Object element) {
        if (element instanceof Boolean b) {
            return b ? "t" : "f";
        }
        return element instanceof BigDecimal decimal ? decimal.toPlainString() : String.valueOf(element);
    }

    private OffsetDateTime inSessionZone(OffsetDateTime value) {
        return value.atZoneSameInstant(zone).toOffsetDateTime();
    }

    /** The metadata, with interval columns named as PostgreSQL names their type. */
    private ResultSetMetaData metaData(ResultSetMetaData meta) {
        return (ResultSetMetaData) Proxy.newProxyInstance(ResultSetMetaData.class.getClassLoader(), new Class<?>[] {ResultSetMetaData.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "getColumnTypeName" -> isInterval((Integer) args[0]) ? "interval" : forward(meta, method, args);
                    case "isWrapperFor" -> ((Class<?>) args[0]).isInstance(proxy);
                    case "unwrap" -> Unwrapping.unwrapSelf(proxy, (Class<?>) args[0]);
                    default -> forward(meta, method, args);
                });
    }

    private boolean isInterval(int column) {
        return column >= 1 && column < kinds.length && kinds[column] == Kind.INTERVAL;
    }

    private static Object forward(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
