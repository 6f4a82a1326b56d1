package io.hotrow.driver.proxy;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The outermost layer of a connection the driver hands out, shared by every JDBC object reached
 * from it (docs/configuration.md, "What a connection hands out": the SQL reaches nothing outside its database). Whatever lies beneath, the
 * engine's objects and H2's result sets or pgjdbc's objects in HikariCP's proxies, the application
 * only ever holds hotrow's own: each object it is given is a {@link SurfaceObject}, and so is
 * everything reached from that; {@code getConnection()} answers this connection, and unwrap only
 * ever yields hotrow's object. A write can then never go around the writer lane and the log.
 */
final class Surface {

    private static final Map<Class<?>, Constructor<?>> PROXIES = proxyConstructors();

    private final UnaryOperator<SQLException> errors;
    private final Connection connection;

    private Surface(Connection backend, UnaryOperator<SQLException> errors) {
        this.errors = errors;
        this.connection = (Connection) wrap(Connection.class, backend, null);
    }

    /**
     * The application's connection over {@code backend}.
     *
     * @param errors how the backend's exceptions read in PostgreSQL's words (the engine's H2 states), applied to every failure
     */
    static Connection connection(Connection backend, UnaryOperator<SQLException> errors) {
        return new Surface(backend, errors).connection;
    }

    Connection connection() {
        return connection;
    }

    /** A hotrow {@code type} over the backend's {@code delegate}; {@code parent} is the hotrow object it came from. */
    Object wrap(Class<?> type, Object delegate, Object parent) {
        try {
            return PROXIES.get(type).newInstance(new SurfaceObject(this, type, delegate, parent));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make hotrow's " + type.getSimpleName(), e); // a proxy class's public constructor
        }
    }

    /** What the application sees of a backend call's failure. */
    Throwable failure(SurfaceMethod method, Throwable cause) {
        if (!method.throwsSqlException) {
            return cause;
        }
        if (cause instanceof SQLException sql) {
            if (sql.getSQLState() == null) {
                // pgjdbc's own checks of an argument (a null type, an unknown class) carry no state
                return new SQLException(sql.getMessage(), "22023", sql);
            }
            return errors.apply(sql);
        }
        if (cause instanceof RuntimeException) {
            return new SQLException("internal error in " + method.label + ": " + cause.getClass().getSimpleName(), "XX000", cause);
        }
        return cause;
    }

    /** Calls the proxy classes' constructors directly: Proxy.newProxyInstance would look the class up on every object made. */
    private static Map<Class<?>, Constructor<?>> proxyConstructors() {
        Map<Class<?>, Constructor<?>> constructors = new HashMap<>();
        InvocationHandler none = (proxy, method, args) -> {
            throw new UnsupportedOperationException();
        };
        constructors.put(Connection.class, constructor(Connection.class, none));
        for (Class<?> type : SurfaceMethod.TYPES) {
            constructors.put(type, constructor(type, none));
        }
        return Map.copyOf(constructors);
    }

    private static Constructor<?> constructor(Class<?> type, InvocationHandler none) {
        try {
            return Proxy.newProxyInstance(Surface.class.getClassLoader(), new Class<?>[] {type}, none).getClass()
                    .getConstructor(InvocationHandler.class);
        } catch (NoSuchMethodException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
}
