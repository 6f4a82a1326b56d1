package io.hotrow.driver.backend;

import io.hotrow.engine.jdbc.MetaDataFunction;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.RowIdLifetime;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Arrays;

/**
 * The DatabaseMetaData of a connection that follows its database's owner: every call runs on the
 * owner's session as {@code hotrow.jdbc_metadata} ({@link MetaDataFunction}), so it answers
 * exactly as an embedded connection's metadata does there. Only the connection and its URL are
 * this side's.
 */
final class OwnerMetaData implements InvocationHandler {

    private final Connection pg;
    private final Connection connection;
    private final String url;

    private OwnerMetaData(Connection pg, Connection connection, String url) {
        this.pg = pg;
        this.connection = connection;
        this.url = url;
    }

    /**
     * @param pg         the physical connection to the owner, on which the calls run
     * @param connection the connection the metadata is of, which getConnection returns
     */
    static DatabaseMetaData of(Connection pg, Connection connection, String url) {
        return (DatabaseMetaData) Proxy.newProxyInstance(OwnerMetaData.class.getClassLoader(), new Class<?>[] {DatabaseMetaData.class},
                new OwnerMetaData(pg, connection, url));
    }

    @Override
    public Object invoke(Object self, Method method, Object[] args) throws Throwable {
        switch (method.getName()) {
            case "getConnection":
                return connection;
            case "getURL":
                return url;
            case "isWrapperFor":
                return ((Class<?>) args[0]).isInstance(self);
            case "unwrap":
                if (((Class<?>) args[0]).isInstance(self)) {
                    return self;
                }
                throw new SQLException("hotrow's DatabaseMetaData is not a wrapper for " + ((Class<?>) args[0]).getName(), "42809");
            case "equals":
                return self == args[0];
            case "hashCode":
                return System.identityHashCode(self);
            case "toString":
                return "metadata of " + url + " at its owner";
            default:
                break;
        }
        return onOwner(method, args == null ? new Object[0] : args);
    }

    private Object onOwner(Method method, Object[] args) throws SQLException {
        String[] texts = new String[args.length];
        String[] list = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof String[] strings) {
                list = strings;
            } else if (args[i] instanceof int[] numbers) {
                list = Arrays.stream(numbers).mapToObj(String::valueOf).toArray(String[]::new);
            } else {
                texts[i] = args[i] == null ? null : args[i].toString();
            }
        }
        PreparedStatement call = pg.prepareStatement(MetaDataFunction.query(method));
        try {
            call.setArray(1, pg.createArrayOf("text", texts));
            if (list == null) {
                call.setNull(2, Types.ARRAY);
            } else {
                call.setArray(2, pg.createArrayOf("text", list));
            }
            ResultSet rows = call.executeQuery();
            if (method.getReturnType() == ResultSet.class) {
                call.closeOnCompletion(); // the application closes the rows, never the statement it does not see
                return rows;
            }
            try (call) {
                rows.next();
                return value(method.getReturnType(), rows.getString(1));
            }
        } catch (SQLException | RuntimeException e) {
            call.close();
            throw e;
        }
    }

    private static Object value(Class<?> type, String text) {
        if (type == boolean.class) {
            return Boolean.parseBoolean(text);
        } else if (type == int.class) {
            return Integer.parseInt(text);
        } else if (type == long.class) {
            return Long.parseLong(text);
        } else if (type == RowIdLifetime.class) {
            return RowIdLifetime.valueOf(text);
        }
        return text;
    }
}
