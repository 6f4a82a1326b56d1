package io.hotrow.driver.proxy;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A statement of a {@link RoutingConnection}: the backend's statement, plus what it takes to make
 * that statement again on another backend (how it was created, its settings, its bound parameters
 * and batch), so a connection that follows its database to another backend keeps its statements.
 */
final class RoutedStatement {

    /** How many moves in a row a transaction's first statement follows before giving up with 40001. */
    private static final int FOLLOWS = 2;

    private final RoutingConnection connection;
    private final Method creation;
    private final Object[] creationArgs;
    private final Rebinding settings = new Rebinding();
    private final ParameterBindings parameters = new ParameterBindings();
    private final List<ParameterBindings> batches = new ArrayList<>();
    private final List<String> textBatch = new ArrayList<>();
    private Statement backend;

    RoutedStatement(RoutingConnection connection, Method creation, Object[] creationArgs) {
        this.connection = connection;
        this.creation = creation;
        this.creationArgs = creationArgs == null ? null : creationArgs.clone();
    }

    InvocationHandler handler() {
        return (self, method, args) -> invoke(self, method, args);
    }

    private Object invoke(Object self, Method method, Object[] args) throws Throwable {
        Object answer = ProxyIdentity.answer(self, method, args, () -> "hotrow statement over " + backend);
        if (answer != ProxyIdentity.NOT_MINE) {
            return answer;
        }
        String name = method.getName();
        switch (name) {
            case "getConnection":
                return connection.proxy();
            case "close":
                connection.closed(this);
                if (backend != null) {
                    backend.close();
                }
                return null;
            case "execute", "executeQuery", "executeUpdate", "executeLargeUpdate", "executeBatch", "executeLargeBatch":
                return execute(method, args);
            default:
                break;
        }
        switch (name) {
            case "clearParameters":
                parameters.clear();
                break;
            case "addBatch":
                if (args == null) {
                    batches.add(parameters.copy());
                } else {
                    textBatch.add((String) args[0]);
                }
                break;
            case "clearBatch":
                batches.clear();
                textBatch.clear();
                break;
            default:
                if (ParameterBindings.isSetter(method, args)) {
                    parameters.record(method, args);
                } else if (name.startsWith("set") || name.equals("closeOnCompletion")) {
                    settings.record(method, args);
                } else {
                    return Rebinding.invoke(current(), method, args); // a getter: about the statement as it ran
                }
        }
        // Recorded, and passed on if the backend statement exists: one made later replays the record,
        // after the connection has followed its database if it moved.
        return backend == null ? null : Rebinding.invoke(backend, method, args);
    }

    /**
     * Runs on the current backend. A statement that starts a transaction follows a moved database
     * and runs again; it stays the transaction's first statement however many moves it follows.
     */
    private Object execute(Method method, Object[] args) throws SQLException {
        boolean startsTransaction = connection.beforeStatement();
        for (int attempt = 0; ; attempt++) {
            try {
                Object result = Rebinding.invoke(current(), method, args);
                if (method.getName().endsWith("Batch")) {
                    batches.clear();
                    textBatch.clear();
                }
                return result;
            } catch (SQLException e) {
                if (!connection.movedAway(e)) {
                    throw e;
                }
                if (!startsTransaction || attempt == FOLLOWS) {
                    throw connection.movedDuringTransaction(e);
                }
                connection.followMove(); // nothing ran yet: run it again where the database is now
            }
        }
    }

    /** The connection now talks to another backend: make the statement again there on next use. */
    void backendChanged() {
        closeQuietly();
        backend = null;
    }

    void closeQuietly() {
        if (backend != null) {
            try {
                backend.close();
            } catch (SQLException ignored) {
                // the old backend may be gone already
            }
        }
    }

    private Statement current() throws SQLException {
        if (backend == null) {
            Connection physical = connection.backend();
            backend = (Statement) Rebinding.invoke(physical, creation, creationArgs);
            settings.replayOn(backend);
            for (ParameterBindings batch : batches) {
                batch.replayOn((PreparedStatement) backend);
                ((PreparedStatement) backend).addBatch();
            }
            for (String sql : textBatch) {
                backend.addBatch(sql);
            }
            if (backend instanceof PreparedStatement prepared) {
                parameters.replayOn(prepared);
            }
        }
        return backend;
    }
}
