package io.hotrow.driver.layer;

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
final class RoutedStatement extends ForwardingStatement {

    /** How many moves in a row a transaction's first statement follows before giving up with 40001. */
    private static final int FOLLOWS = 2;

    private final RoutingConnection connection;
    private final StatementCreation creation;
    private final Rebinding<Statement> settings = new Rebinding<>();
    private final ParameterBindings parameters = new ParameterBindings();
    private final List<ParameterBindings> batches = new ArrayList<>();
    private final List<String> textBatch = new ArrayList<>();
    private Statement backend;

    RoutedStatement(RoutingConnection connection, StatementCreation creation) {
        this.connection = connection;
        this.creation = creation;
    }

    @Override
    public Connection getConnection() {
        return connection;
    }

    @Override
    public void close() throws SQLException {
        connection.closed(this);
        if (backend != null) {
            backend.close();
        }
    }

    // Recorded, and passed on if the backend statement exists: one made later replays the record,
    // after the connection has followed its database if it moved.

    @Override
    void bind(int parameter, Object value, ParameterBindings.Binder binder) throws SQLException {
        parameters.record(parameter, value, binder);
        if (backend != null) {
            binder.bind((PreparedStatement) backend, parameter);
        }
    }

    @Override
    void set(String key, Rebinding.Call<Statement> setting) throws SQLException {
        settings.record(key, setting);
        if (backend != null) {
            setting.on(backend);
        }
    }

    @Override
    public void clearParameters() throws SQLException {
        parameters.clear();
        if (backend != null) {
            ((PreparedStatement) backend).clearParameters();
        }
    }

    @Override
    public void addBatch() throws SQLException {
        batches.add(parameters.copy());
        if (backend != null) {
            ((PreparedStatement) backend).addBatch();
        }
    }

    @Override
    public void addBatch(String sql) throws SQLException {
        textBatch.add(sql);
        if (backend != null) {
            backend.addBatch(sql);
        }
    }

    @Override
    public void clearBatch() throws SQLException {
        batches.clear();
        textBatch.clear();
        if (backend != null) {
            backend.clearBatch();
        }
    }

    /** A getter: about the statement as it ran. */
    @Override
    Statement statement() throws SQLException {
        return current();
    }

    /**
     * Runs on the current backend. A statement that starts a transaction follows a moved database
     * and runs again; it stays the transaction's first statement however many moves it follows.
     */
    @Override
    <T> T run(Kind kind, String sql, Execution<T> execution) throws SQLException {
        boolean startsTransaction = connection.beforeStatement();
        for (int attempt = 0; ; attempt++) {
            try {
                T result = execution.on(current());
                if (kind == Kind.BATCH || kind == Kind.LARGE_BATCH) {
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

    @Override
    public String toString() {
        return "hotrow statement over " + backend;
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
            backend = creation.on(connection.delegate());
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
