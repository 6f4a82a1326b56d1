package io.hotrow.engine.jdbc;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A metadata result with some columns shown differently and some rows left out, read lazily from
 * H2's. The new values are seen through getString, getObject, getInt, getLong and getShort, the
 * getters metadata columns are read with.
 */
final class MetaDataRows {

    /** A column's new value, from its old one and the row it is in. */
    @FunctionalInterface
    interface Rewrite {
        Object apply(Object value, ResultSet row) throws SQLException;
    }

    /** Which rows to keep. */
    @FunctionalInterface
    interface Filter {
        boolean keeps(ResultSet row) throws SQLException;
    }

    private final ResultSet rows;
    private final Map<String, Rewrite> byLabel = new HashMap<>();
    private final Map<Integer, Rewrite> byIndex = new HashMap<>();
    private final Filter filter;
    /** Whether the last column read was rewritten to null (true), to a value (false), or not rewritten (null). */
    private Boolean lastRewrittenNull;

    private MetaDataRows(ResultSet rows, Map<String, Rewrite> rewrites, Filter filter) throws SQLException {
        this.rows = rows;
        this.filter = filter;
        ResultSetMetaData meta = rows.getMetaData();
        for (int i = 1; i <= meta.getColumnCount(); i++) {
            Rewrite rewrite = rewrites.get(meta.getColumnLabel(i).toUpperCase(Locale.ROOT));
            if (rewrite != null) {
                byIndex.put(i, rewrite);
                byLabel.put(meta.getColumnLabel(i).toUpperCase(Locale.ROOT), rewrite);
            }
        }
    }

    /** {@code rows} with the columns named in {@code rewrites} (upper case) rewritten and the rows {@code filter} refuses skipped. */
    static ResultSet of(ResultSet rows, Map<String, Rewrite> rewrites, Filter filter) throws SQLException {
        MetaDataRows handler = new MetaDataRows(rows, rewrites, filter);
        return (ResultSet) Proxy.newProxyInstance(ResultSet.class.getClassLoader(), new Class<?>[] {ResultSet.class},
                (proxy, method, args) -> handler.invoke(proxy, method, args));
    }

    private Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        switch (method.getName()) {
            case "next":
                while (rows.next()) {
                    if (filter.keeps(rows)) {
                        return true;
                    }
                }
                return false;
            case "getString", "getObject", "getInt", "getLong", "getShort":
                Rewrite rewrite = args[0] instanceof Integer index ? byIndex.get(index)
                        : byLabel.get(((String) args[0]).toUpperCase(Locale.ROOT));
                lastRewrittenNull = null;
                if (rewrite != null) {
                    Object value = rewrite.apply(rows.getObject(column(args[0])), rows);
                    lastRewrittenNull = value == null;
                    return as(method, args, value);
                }
                break;
            case "wasNull":
                return lastRewrittenNull != null ? lastRewrittenNull : rows.wasNull();
            case "isWrapperFor":
                return ((Class<?>) args[0]).isInstance(proxy);
            case "unwrap":
                return Unwrapping.unwrapSelf(proxy, (Class<?>) args[0]);
            default:
                break;
        }
        try {
            return method.invoke(rows, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /** A rewritten value as the getter called returns it. */
    private static Object as(Method getter, Object[] args, Object value) {
        return switch (getter.getName()) {
            case "getString" -> value == null ? null : value.toString();
            case "getInt" -> value == null ? 0 : ((Number) value).intValue();
            case "getLong" -> value == null ? 0L : ((Number) value).longValue();
            case "getShort" -> value == null ? (short) 0 : ((Number) value).shortValue();
            default -> args.length == 1 || value == null ? value : ((Class<?>) args[1]).cast(value);
        };
    }

    private int column(Object indexOrLabel) throws SQLException {
        return indexOrLabel instanceof Integer index ? index : rows.findColumn((String) indexOrLabel);
    }
}
