package io.hotrow.driver.pipeline;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A statement that runs as written, on a route that may change backend: the backend's statement,
 * made on the backend the route gives, plus what it takes to make it again on another (how it was
 * created, its settings, its bound parameters and batch), so a connection that follows its
 * database keeps its statements.
 */
final class RoutedStatement extends ForwardingStatement {

    private final PipelineConnection connection;
    private final StatementPipeline pipeline;
    private final StatementCreation creation;
    /** The prepared text; null for a plain statement (its texts come with each execute) or a call. */
    private final String preparedSql;
    /** Whether the prepared text is one the route keeps session settings from (a prepared SET), asked once. */
    private final boolean preparedConcernsSession;
    private final Rebinding<StatementSetting, Statement> settings = new Rebinding<>();
    private final Rebinding<String, Statement> namedParameters = new Rebinding<>();
    private final ParameterBindings parameters = new ParameterBindings();
    private final List<ParameterBindings> batches = new ArrayList<>();
    private final List<String> textBatch = new ArrayList<>();
    /** The backend's statement, and the backend connection it was made on. */
    private Statement backend;
    private Connection madeOn;
    private boolean closed;

    RoutedStatement(PipelineConnection connection, StatementPipeline pipeline, String preparedSql, StatementCreation creation) {
        this.connection = connection;
        this.pipeline = pipeline;
        this.preparedSql = preparedSql;
        this.preparedConcernsSession = preparedSql != null && SessionStatements.concerns(preparedSql);
        this.creation = creation;
    }

    @Override
    public Connection getConnection() {
        return connection;
    }

    @Override
    public void close() throws SQLException {
        closed = true;
        if (backend != null) {
            backend.close();
        }
    }

    /** Closed by the application, with its connection, or by the backend (closeOnCompletion). */
    @Override
    public boolean isClosed() throws SQLException {
        return closed || pipeline.route().isClosed() || backend != null && madeOn == pipeline.route().backend() && backend.isClosed();
    }

    // Recorded, and passed on if the backend statement exists: one made later replays the record,
    // on the backend the route gives then.

    @Override
    void bind(int parameter, Object value, ParameterBindings.Binder binder) throws SQLException {
        parameters.record(parameter, value, binder);
        if (backend != null) {
            binder.bind((PreparedStatement) backend, parameter);
        }
    }

    @Override
    void set(StatementSetting setting, Rebinding.Call<Statement> call) throws SQLException {
        settings.record(setting, call);
        if (backend != null) {
            call.on(backend);
        }
    }

    @Override
    void bindNamed(String parameterName, Rebinding.Call<Statement> binding) throws SQLException {
        namedParameters.record(parameterName, binding);
        if (backend != null) {
            binding.on(backend);
        }
    }

    @Override
    public void clearParameters() throws SQLException {
        parameters.clear();
        namedParameters.clear();
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
        checkOpen();
        return on(pipeline.route().backend());
    }

    /** Stages 3 and 4 (nothing to analyse or rewrite): on the backend the route gives, made again there if it changed. */
    @Override
    <T> T run(Kind kind, String sql, Execution<T> execution) throws SQLException {
        checkOpen();
        T result = pipeline.run(backend -> execution.on(on(backend)));
        if (kind == Kind.BATCH || kind == Kind.LARGE_BATCH) {
            for (String text : textBatch) {
                pipeline.route().ran(text);
            }
            batches.clear();
            textBatch.clear();
        } else if (sql != null) {
            pipeline.route().ran(sql);
        } else if (preparedConcernsSession) {
            pipeline.route().ran(preparedSql);
        }
        return result;
    }

    @Override
    public String toString() {
        return "hotrow statement over " + backend;
    }

    /** Closed by the application: never made again on another backend, as a closed backend statement would not run either. */
    private void checkOpen() throws SQLException {
        if (closed) {
            throw new SQLException("This statement has been closed.", "55000");
        }
    }

    /** The backend's statement on {@code connection}: made there, with everything recorded, when it is not yet. */
    private Statement on(Connection connection) throws SQLException {
        if (backend != null && madeOn == connection) {
            return backend;
        }
        if (backend != null) {
            try {
                backend.close();
            } catch (SQLException ignored) {
                // made on a backend the route left, which may be gone already
            }
        }
        backend = null;
        Statement made = creation.on(connection);
        try {
            replayOn(made);
        } catch (SQLException | RuntimeException e) {
            made.close();
            throw e;
        }
        backend = made;
        madeOn = connection;
        return made;
    }

    private void replayOn(Statement made) throws SQLException {
        settings.replayOn(made);
        for (ParameterBindings batch : batches) {
            batch.replayOn((PreparedStatement) made);
            ((PreparedStatement) made).addBatch();
        }
        for (String text : textBatch) {
            made.addBatch(text);
        }
        if (made instanceof PreparedStatement prepared) {
            parameters.replayOn(prepared);
        }
        namedParameters.replayOn(made);
    }
}
