package io.hotrow.driver.proxy;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Calls recorded on a JDBC object so they can be replayed on its replacement after the connection
 * moved to another backend: connection settings (autocommit, read-only, isolation) and statement
 * settings (fetch size, timeouts). Only the last call of each method counts.
 */
final class Rebinding {

    private record Call(Method method, Object[] args) {
    }

    private final List<Call> calls = new ArrayList<>();

    void record(Method method, Object[] args) {
        calls.removeIf(call -> call.method.equals(method));
        calls.add(new Call(method, args == null ? null : args.clone()));
    }

    void replayOn(Object target) throws SQLException {
        for (Call call : calls) {
            invoke(target, call.method, call.args);
        }
    }

    static Object invoke(Object target, Method method, Object[] args) throws SQLException {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof SQLException sql) {
                throw sql;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new SQLException(e.getCause());
        } catch (IllegalAccessException e) {
            throw new SQLException(e);
        }
    }
}
