package io.hotrow.driver.proxy;

import io.hotrow.rewrite.counter.CounterExecutor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * The parameters an application bound on a rewritten prepared statement, kept as the setter
 * calls themselves so they can be replayed, at other positions, on the backend's statements.
 */
final class ParameterBindings implements CounterExecutor.Bindings {

    private record Setter(Method method, Object[] args) {
    }

    private final Map<Integer, Setter> setters;

    ParameterBindings() {
        this(new HashMap<>());
    }

    private ParameterBindings(Map<Integer, Setter> setters) {
        this.setters = setters;
    }

    /** Whether {@code method} is a parameter setter: {@code setXxx(int index, value...)} of PreparedStatement. */
    static boolean isSetter(Method method, Object[] args) {
        return method.getName().startsWith("set") && method.getDeclaringClass() == PreparedStatement.class
                && args != null && args.length >= 2 && method.getParameterTypes()[0] == int.class;
    }

    void record(Method method, Object[] args) {
        setters.put((Integer) args[0], new Setter(method, args.clone()));
    }

    void clear() {
        setters.clear();
    }

    ParameterBindings copy() {
        return new ParameterBindings(new HashMap<>(setters));
    }

    /** Binds every recorded parameter at its own position of {@code target}. */
    void replayOn(PreparedStatement target) throws SQLException {
        for (int parameter : setters.keySet()) {
            bind(target, parameter, parameter);
        }
    }

    @Override
    public void bind(PreparedStatement target, int position, int parameter) throws SQLException {
        Setter setter = setters.get(parameter);
        if (setter == null) {
            throw new SQLException("No value specified for parameter " + parameter + ".", "22023");
        }
        Object[] args = setter.args().clone();
        args[0] = position;
        try {
            setter.method().invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof SQLException sql ? sql : new SQLException(e.getCause());
        } catch (IllegalAccessException e) {
            throw new SQLException(e);
        }
    }

    @Override
    public Object value(int parameter) {
        Setter setter = setters.get(parameter);
        return setter == null || setter.method().getName().equals("setNull") ? null : setter.args()[1];
    }
}
