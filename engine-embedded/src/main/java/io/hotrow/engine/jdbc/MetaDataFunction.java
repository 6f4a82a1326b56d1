package io.hotrow.engine.jdbc;

import io.hotrow.engine.catalog.CatalogFunctions;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import org.h2.tools.SimpleResultSet;

/**
 * The engine's JDBC metadata as SQL: {@code SELECT * FROM hotrow.jdbc_metadata('getPrimaryKeys(String,String,String)',
 * ?, ?)}, what an embedded connection's {@link DatabaseMetaData} answers for the session that runs
 * it. It is how a {@code jdbc:hotrow:} connection that follows its database's owner over
 * PostgreSQL's protocol (docs/sharing.md) answers metadata exactly as an embedded one does, where
 * pgjdbc's own metadata runs catalog queries the engine does not all take.
 *
 * <p>The first argument names the method by its signature (no overloads are confused); the second
 * holds its arguments as text ({@code true}, {@code 42}, null), except a list argument (getTables'
 * types), which is the third. A method that returns rows returns them; any other returns one row
 * with its value as text in the column {@code value}. Only DatabaseMetaData's own methods with text,
 * number and flag arguments are reached, never the connection or its URL. The database creates
 * the function as it starts, by this class's name.
 */
public final class MetaDataFunction {

    private static final String ALIAS = "hotrow.jdbc_metadata";
    private static final Set<Class<?>> ARGUMENT_TYPES = Set.of(String.class, int.class, boolean.class, String[].class, int[].class);
    /** What the calling side answers itself: its own connection and URL. */
    private static final Set<String> LOCAL_ONLY = Set.of("getConnection", "getURL");
    private static final Map<String, Method> METHODS = callable();

    private MetaDataFunction() {
    }

    /** What {@code method}'s signature is called as: {@code getTables(String,String,String,String[])}. */
    private static String signature(Method method) {
        StringJoiner parameters = new StringJoiner(",", method.getName() + "(", ")");
        for (Class<?> type : method.getParameterTypes()) {
            parameters.add(type.getSimpleName());
        }
        return parameters.toString();
    }

    /** The statement that calls {@code method}, with the argument texts and the list argument as its two parameters. */
    public static String query(Method method) {
        return "SELECT * FROM " + ALIAS + "('" + signature(method) + "', ?, ?)";
    }

    /** Called by H2: first with a column-list connection (and no arguments when the statement is prepared), then to read the rows. */
    public static ResultSet call(Connection connection, String signature, String[] arguments, String[] list) throws SQLException {
        Method method = METHODS.get(signature);
        if (method == null) {
            throw new SQLException("hotrow.jdbc_metadata has no method " + signature, "22023");
        }
        if (method.getReturnType() != ResultSet.class) {
            SimpleResultSet value = new SimpleResultSet();
            value.addColumn("value", Types.VARCHAR, Integer.MAX_VALUE, 0);
            if (!columnsOnly(connection)) {
                Object result = invoke(metaData(connection), method, arguments(method, arguments, list));
                value.addRow(result == null ? null : result.toString());
            }
            return value;
        }
        // The columns come from a call that matches nothing: the arguments may not be bound yet.
        Object[] values = columnsOnly(connection) ? nothing(method) : arguments(method, arguments, list);
        return (ResultSet) invoke(metaData(connection), method, values);
    }

    private static boolean columnsOnly(Connection connection) throws SQLException {
        return connection.getMetaData().getURL().startsWith("jdbc:columnlist:");
    }

    private static DatabaseMetaData metaData(Connection connection) throws SQLException {
        return new PostgresFlavouredMetaData(connection.getMetaData(), CatalogFunctions.currentDatabase(connection), connection, null);
    }

    private static Object invoke(DatabaseMetaData metaData, Method method, Object[] arguments) throws SQLException {
        try {
            return method.invoke(metaData, arguments);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof SQLException failure ? failure : new SQLException("metadata call " + signature(method) + " failed",
                    "XX000", e.getCause());
        } catch (IllegalAccessException e) {
            throw new SQLException("metadata call " + signature(method) + " failed", "XX000", e);
        }
    }

    private static Object[] arguments(Method method, String[] texts, String[] list) throws SQLException {
        Class<?>[] types = method.getParameterTypes();
        if (texts == null ? types.length != 0 : texts.length != types.length) {
            throw new SQLException(signature(method) + " takes " + types.length + " arguments", "22023");
        }
        Object[] values = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            try {
                values[i] = types[i] == String.class ? texts[i]
                        : types[i] == int.class ? Integer.parseInt(texts[i])
                        : types[i] == boolean.class ? Boolean.parseBoolean(texts[i])
                        : types[i] == String[].class ? list
                        : list == null ? null : Arrays.stream(list).mapToInt(Integer::parseInt).toArray();
            } catch (NumberFormatException e) {
                throw new SQLException("argument " + (i + 1) + " of " + signature(method) + " is not a number", "22P02", e);
            }
        }
        return values;
    }

    /** Arguments that match no object: a catalog, schema and name nobody has, so only the columns are computed. */
    private static Object[] nothing(Method method) {
        Class<?>[] types = method.getParameterTypes();
        Object[] values = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            values[i] = types[i] == String.class ? "" : types[i] == int.class ? 0 : types[i] == boolean.class ? Boolean.FALSE : null;
        }
        return values;
    }

    private static Map<String, Method> callable() {
        Map<String, Method> methods = new HashMap<>();
        for (Method method : DatabaseMetaData.class.getMethods()) {
            if (method.getDeclaringClass() == DatabaseMetaData.class && !LOCAL_ONLY.contains(method.getName())
                    && List.of(method.getParameterTypes()).stream().allMatch(ARGUMENT_TYPES::contains)) {
                methods.put(signature(method), method);
            }
        }
        return Map.copyOf(methods);
    }
}
