package io.hotrow.driver.proxy;

import java.lang.reflect.Method;
import java.sql.Array;
import java.sql.Blob;
import java.sql.CallableStatement;
import java.sql.Clob;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.NClob;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.Ref;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLXML;
import java.sql.Savepoint;
import java.sql.Statement;
import java.sql.Struct;
import java.sql.Wrapper;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the {@link Surface} does with one JDBC method, decided once per method so that a call on the
 * hot path costs a map lookup and a switch: answer it itself, or pass it on and wrap what comes back.
 */
final class SurfaceMethod {

    enum Action {
        EQUALS, HASH_CODE, TO_STRING, UNWRAP, IS_WRAPPER_FOR,
        /** Any {@code getConnection()}: the application's connection. */
        CONNECTION,
        /** {@code ResultSet.getStatement()}: the statement that made it. */
        STATEMENT,
        FORWARD,
        /** Pass on and wrap the result as the method's declared JDBC type. */
        WRAP,
        /** Pass on; a result declared as Object ({@code getObject}) is wrapped when it is a JDBC object. */
        WRAP_IF_JDBC
    }

    /** The JDBC types handed out wrapped besides the connection; a value is its index, the slot a remembered child takes. */
    static final List<Class<?>> TYPES = List.of(Statement.class, PreparedStatement.class, CallableStatement.class, ResultSet.class,
            ResultSetMetaData.class, ParameterMetaData.class, DatabaseMetaData.class, Array.class, Blob.class, Clob.class, NClob.class,
            SQLXML.class, Ref.class, Struct.class, RowId.class, Savepoint.class);

    /** The types a value of {@code getObject} may be, most specific first (an NClob is a Clob). */
    private static final List<Class<?>> VALUE_TYPES = List.of(ResultSet.class, Array.class, NClob.class, Clob.class, Blob.class,
            SQLXML.class, Ref.class, Struct.class, RowId.class);

    private static final Set<String> TAKING_SQL = Set.of("execute", "executeQuery", "executeUpdate", "executeLargeUpdate", "addBatch",
            "prepareStatement", "prepareCall", "nativeSQL");
    private static final Set<String> TAKING_TEXT = Set.of("enquoteLiteral", "enquoteIdentifier", "enquoteNCharLiteral", "isSimpleIdentifier");

    private static final Map<Method, SurfaceMethod> PLANS = new ConcurrentHashMap<>();

    final Action action;
    /** For WRAP: the type of the result, and its index in {@link #TYPES}. */
    final Class<?> wrapAs;
    final int slot;
    /** For WRAP: the result is kept, so asking again (getResultSet after executeQuery) gives the same object. */
    final boolean remembered;
    /** What the first argument is when null must be refused (SQL text, a text to quote), else null. */
    final String firstArgument;
    /** Positions of arguments that may be hotrow objects the backend must get its own of instead (setBlob, rollback(Savepoint)). */
    final int[] handleArguments;
    /** Whether the method may throw SQLException: else a backend's exception passes unchanged, as anything else would be undeclared. */
    final boolean throwsSqlException;
    /** Type and method, for messages. */
    final String label;

    private SurfaceMethod(Method method) {
        String name = method.getName();
        Class<?> declaring = method.getDeclaringClass();
        Class<?> returned = method.getReturnType();
        this.action = action(declaring, name, returned);
        this.slot = action == Action.WRAP ? TYPES.indexOf(returned) : -1;
        this.wrapAs = action == Action.WRAP ? returned : null;
        // Getters give the same object again; factories (createStatement, getTables) make new ones, not kept past their use.
        this.remembered = action == Action.WRAP && declaring != DatabaseMetaData.class && !Statement.class.isAssignableFrom(returned)
                && (name.startsWith("get") || name.startsWith("execute"));
        Class<?>[] parameters = method.getParameterTypes();
        boolean firstIsText = parameters.length > 0 && parameters[0] == String.class;
        this.firstArgument = !firstIsText ? null
                : TAKING_SQL.contains(name) && (Statement.class.isAssignableFrom(declaring) || declaring == Connection.class) ? "SQL text"
                : TAKING_TEXT.contains(name) && Statement.class.isAssignableFrom(declaring) ? "text" : null;
        this.handleArguments = handleArguments(parameters);
        this.throwsSqlException = throwsSqlException(method);
        this.label = declaring.getSimpleName() + "." + name;
    }

    static SurfaceMethod of(Method method) {
        SurfaceMethod plan = PLANS.get(method); // the proxy passes the same Method object every call: an identity hit
        return plan != null ? plan : PLANS.computeIfAbsent(method, SurfaceMethod::new);
    }

    /** The JDBC type {@code value} is handed out as, or null when it is a plain value. */
    static Class<?> valueType(Object value) {
        if (value == null || value instanceof String || value instanceof Number) {
            return null; // the common values, decided without the list
        }
        for (Class<?> type : VALUE_TYPES) {
            if (type.isInstance(value)) {
                return type;
            }
        }
        return null;
    }

    private static Action action(Class<?> declaring, String name, Class<?> returned) {
        if (declaring == Object.class) {
            return switch (name) {
                case "equals" -> Action.EQUALS;
                case "hashCode" -> Action.HASH_CODE;
                default -> Action.TO_STRING;
            };
        }
        if (declaring == Wrapper.class) {
            return name.equals("unwrap") ? Action.UNWRAP : Action.IS_WRAPPER_FOR;
        }
        if (returned == Connection.class) {
            return Action.CONNECTION;
        }
        if (declaring == ResultSet.class && name.equals("getStatement")) {
            return Action.STATEMENT;
        }
        if (TYPES.contains(returned)) {
            return Action.WRAP;
        }
        return returned == Object.class ? Action.WRAP_IF_JDBC : Action.FORWARD;
    }

    private static int[] handleArguments(Class<?>[] parameters) {
        int count = 0;
        int[] positions = new int[parameters.length];
        for (int i = 0; i < parameters.length; i++) {
            if (parameters[i] == Object.class || TYPES.contains(parameters[i])) {
                positions[count++] = i;
            }
        }
        return count == 0 ? null : Arrays.copyOf(positions, count);
    }

    private static boolean throwsSqlException(Method method) {
        for (Class<?> type : method.getExceptionTypes()) {
            if (type.isAssignableFrom(SQLException.class)) {
                return true;
            }
        }
        return false;
    }
}
