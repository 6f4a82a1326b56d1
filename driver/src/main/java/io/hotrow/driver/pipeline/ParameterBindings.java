package io.hotrow.driver.pipeline;

import io.hotrow.rewrite.counter.CounterExecutor;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * The parameters an application bound on a statement of the pipeline, kept as how to bind each
 * so they can be bound again, at other positions, on the backend's statements.
 */
final class ParameterBindings implements CounterExecutor.Bindings {

    /** How one parameter's value is bound at a position of a backend statement. */
    @FunctionalInterface
    interface Binder {
        void bind(PreparedStatement target, int position) throws SQLException;
    }

    private record Bound(Object value, Binder binder) {
    }

    private final Map<Integer, Bound> bound;

    ParameterBindings() {
        this(new HashMap<>());
    }

    private ParameterBindings(Map<Integer, Bound> bound) {
        this.bound = bound;
    }

    /** @param value the value as given, null for setNull */
    void record(int parameter, Object value, Binder binder) {
        bound.put(parameter, new Bound(value, binder));
    }

    void clear() {
        bound.clear();
    }

    ParameterBindings copy() {
        return new ParameterBindings(new HashMap<>(bound));
    }

    /** Binds every recorded parameter at its own position of {@code target}. */
    void replayOn(PreparedStatement target) throws SQLException {
        for (Map.Entry<Integer, Bound> parameter : bound.entrySet()) {
            parameter.getValue().binder().bind(target, parameter.getKey());
        }
    }

    @Override
    public void bind(PreparedStatement target, int position, int parameter) throws SQLException {
        Bound value = bound.get(parameter);
        if (value == null) {
            throw new SQLException("No value specified for parameter " + parameter + ".", "22023");
        }
        value.binder().bind(target, position);
    }

    @Override
    public Object value(int parameter) {
        Bound value = bound.get(parameter);
        return value == null ? null : value.value();
    }
}
