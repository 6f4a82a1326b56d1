package io.hotrow.driver.pipeline;

import io.hotrow.engine.sql.EngineErrors;
import io.hotrow.rewrite.counter.CounterExecutor;
import io.hotrow.rewrite.counter.CounterPlan;
import io.hotrow.rewrite.counter.Step;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLSyntaxErrorException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A statement on a connection with counter rules whose text may be rewritten: each execution runs
 * its text's plan (stages 1 and 2 of the {@link StatementPipeline}) through a {@link CounterExecutor},
 * whose steps, prepared once each, are statements of the route (stage 3) as the application's own
 * would be: each passes the route on its own, so a step that committed is never run again
 * elsewhere. A prepared statement keeps its plan, so re-executing it does no analysis at all; its
 * parameters are recorded and replayed on the steps. Statement settings (timeouts, fetch size) go
 * to a plain statement and are copied onto every step.
 */
final class RewrittenStatement extends ForwardingStatement {

    private final PipelineConnection connection;
    private final StatementPipeline pipeline;
    /** The route's connection, without counter rules: the steps' statements and the plans' transactions. */
    private final Connection routed;
    private final String preparedSql;
    private final CounterPlan preparedPlan;
    private final Step preparedStep;
    private final boolean preparedChangesSchema;
    private final StatementCreation creation;
    private final Map<Step, PreparedStatement> steps = new LinkedHashMap<>();
    private final Rebinding<StatementSetting, Statement> settings = new Rebinding<>();
    private final ParameterBindings bindings = new ParameterBindings();
    private final List<ParameterBindings> batch = new ArrayList<>();
    private final List<String> textBatch = new ArrayList<>();
    private Statement plain;
    private ResultSet resultSet;
    private long updateCount = -1;
    private Statement ranDirectly;
    private boolean closed;

    /**
     * @param preparedSql null for a plain {@link Statement}
     * @param creation how the plain backend statement is made, as the application asked for it (result set type, ...)
     */
    RewrittenStatement(PipelineConnection connection, StatementPipeline pipeline, String preparedSql, CounterPlan preparedPlan,
                       StatementCreation creation) {
        this.connection = connection;
        this.pipeline = pipeline;
        this.routed = pipeline.routed();
        this.preparedSql = preparedSql;
        this.preparedPlan = preparedPlan;
        this.preparedStep = preparedSql == null ? null : Step.identity(preparedSql);
        this.preparedChangesSchema = preparedSql != null && pipeline.changesSchema(preparedSql);
        // a prepared text's plain statement takes only settings: the backend's plain kind is enough
        this.creation = preparedSql == null ? creation : Connection::createStatement;
    }

    @Override
    public void close() throws SQLException {
        if (closed) {
            return;
        }
        closed = true;
        SQLException first = null;
        List<Statement> all = new ArrayList<>(steps.values());
        if (plain != null) {
            all.add(plain);
        }
        for (Statement statement : all) {
            try {
                statement.close();
            } catch (SQLException e) {
                if (first == null) {
                    first = e;
                }
            }
        }
        steps.clear();
        if (first != null) {
            throw first;
        }
    }

    @Override
    public boolean isClosed() throws SQLException {
        return closed || pipeline.route().isClosed();
    }

    @Override
    public Connection getConnection() {
        return connection;
    }

    @Override
    void bind(int parameter, Object value, ParameterBindings.Binder binder) throws SQLException {
        checkOpen();
        if (preparedSql == null) {
            throw notSupported();
        }
        int count = preparedStep.refs().length;
        if (parameter < 1 || parameter > count) {
            // As pgjdbc and the engine refuse it, when it is set: bound nowhere, it would be ignored without a word.
            throw new SQLException("The column index is out of range: " + parameter + ", number of columns: " + count + ".", "22023");
        }
        bindings.record(parameter, value, binder);
    }

    @Override
    public void clearParameters() throws SQLException {
        checkOpen();
        bindings.clear();
    }

    /** The rest of Statement's calls go to a plain backend statement; its settings are made on every step as well. */
    @Override
    Statement statement() throws SQLException {
        checkOpen();
        return plain();
    }

    @Override
    PreparedStatement prepared() throws SQLException {
        checkOpen();
        throw notSupported();
    }

    @Override
    CallableStatement callable() throws SQLException {
        checkOpen();
        throw notSupported();
    }

    @Override
    void set(StatementSetting setting, Rebinding.Call<Statement> call) throws SQLException {
        call.on(statement());
        settings.record(setting, call);
        for (PreparedStatement step : steps.values()) {
            call.on(step);
        }
    }

    /** Only a call binds by name, and a call is never rewritten. */
    @Override
    void bindNamed(String parameterName, Rebinding.Call<Statement> binding) throws SQLException {
        checkOpen();
        throw notSupported();
    }

    @Override
    <T> T run(Kind kind, String sql, Execution<T> execution) throws SQLException {
        checkOpen();
        if (kind == Kind.BATCH || kind == Kind.LARGE_BATCH) {
            long[] counts = runBatch();
            return cast(kind == Kind.BATCH ? toInts(counts) : counts);
        }
        return sql == null ? executePrepared(kind) : executeText(kind, sql, execution);
    }

    @Override
    public void addBatch() throws SQLException {
        checkOpen();
        batch.add(bindings.copy());
    }

    @Override
    public void addBatch(String sql) throws SQLException {
        checkOpen();
        textBatch.add(sql);
    }

    @Override
    public void clearBatch() throws SQLException {
        checkOpen();
        batch.clear();
        textBatch.clear();
    }

    @Override
    public ResultSet getResultSet() throws SQLException {
        checkOpen();
        return ranDirectly != null ? ranDirectly.getResultSet() : resultSet;
    }

    @Override
    public int getUpdateCount() throws SQLException {
        checkOpen();
        return ranDirectly != null ? ranDirectly.getUpdateCount() : (int) Math.min(updateCount, Integer.MAX_VALUE);
    }

    @Override
    public long getLargeUpdateCount() throws SQLException {
        checkOpen();
        return ranDirectly != null ? ranDirectly.getLargeUpdateCount() : updateCount;
    }

    @Override
    public boolean getMoreResults() throws SQLException {
        checkOpen();
        return ranDirectly != null ? ranDirectly.getMoreResults() : noMoreResults();
    }

    @Override
    public boolean getMoreResults(int current) throws SQLException {
        checkOpen();
        return ranDirectly != null ? ranDirectly.getMoreResults(current) : noMoreResults();
    }

    @Override
    public ResultSet getGeneratedKeys() throws SQLException {
        checkOpen();
        if (ranDirectly != null) {
            return ranDirectly.getGeneratedKeys();
        }
        throw new SQLSyntaxErrorException("not supported by hotrow: generated keys of a statement hotrow rewrote on a counter table", EngineErrors.NOT_SUPPORTED);
    }

    @Override
    public ResultSetMetaData getMetaData() throws SQLException {
        checkOpen();
        return singleStep("getMetaData").getMetaData();
    }

    @Override
    public ParameterMetaData getParameterMetaData() throws SQLException {
        checkOpen();
        return singleStep("getParameterMetaData").getParameterMetaData();
    }

    @Override
    public String toString() {
        return "hotrow statement" + (preparedSql == null ? "" : ": " + preparedSql);
    }

    /** The backend statement of a text that runs as one statement, which can say what its columns and parameters are. */
    private PreparedStatement singleStep(String call) throws SQLException {
        if (preparedPlan instanceof CounterPlan.Spliced spliced) {
            return prepare(spliced.step());
        }
        if (preparedPlan instanceof CounterPlan.Unchanged) {
            return prepare(Step.identity(preparedSql));
        }
        throw new SQLSyntaxErrorException("not supported by hotrow: " + call + " of a statement hotrow rewrote into several", EngineErrors.NOT_SUPPORTED);
    }

    private boolean noMoreResults() {
        resultSet = null;
        updateCount = -1;
        return false;
    }

    private <T> T executePrepared(Kind kind) throws SQLException {
        if (preparedSql == null) {
            throw new SQLException("no SQL given to " + kind.call() + " on a Statement", "07003");
        }
        run(preparedPlan, preparedStep, bindings);
        if (preparedChangesSchema) {
            pipeline.schemaChanged();
        }
        return result(kind);
    }

    /** Statement.execute*(sql, ...): plans the text; texts with nothing to rewrite run on a plain backend statement. */
    private <T> T executeText(Kind kind, String sql, Execution<T> execution) throws SQLException {
        if (preparedSql != null) {
            throw new SQLException("the SQL of a PreparedStatement is given when it is prepared", "07003");
        }
        CounterPlan plan = pipeline.plan(sql);
        if (plan instanceof CounterPlan.Unchanged) {
            resultSet = null;
            ranDirectly = plain();
            T result = execution.on(ranDirectly);
            if (pipeline.changesSchema(sql)) {
                pipeline.schemaChanged();
            }
            return result;
        }
        run(plan, Step.identity(sql), new ParameterBindings());
        return result(kind);
    }

    private void run(CounterPlan plan, Step original, ParameterBindings values) throws SQLException {
        ranDirectly = null;
        resultSet = null;
        updateCount = -1;
        CounterExecutor.Outcome outcome = pipeline.executor(routed, this::prepare, values).execute(plan, original);
        resultSet = outcome.resultSet();
        updateCount = outcome.updateCount();
    }

    /** What the execute call {@code kind} returns of the run that just ended. */
    private <T> T result(Kind kind) throws SQLException {
        switch (kind) {
            case QUERY:
                if (resultSet == null) {
                    throw new SQLException("No results were returned by the query.", "02000");
                }
                return cast(resultSet);
            case UPDATE:
            case LARGE_UPDATE:
                if (resultSet != null) {
                    throw new SQLException("A result was returned when none was expected.", "0100E");
                }
                return cast(kind == Kind.UPDATE ? (Object) (int) Math.min(updateCount, Integer.MAX_VALUE) : (Object) updateCount);
            default:
                return cast(resultSet != null);
        }
    }

    /** The value of an execute call, which its {@link Kind} makes the type {@code T} the call returns. */
    @SuppressWarnings("unchecked")
    private static <T> T cast(Object value) {
        return (T) value;
    }

    private long[] runBatch() throws SQLException {
        List<Long> counts = new ArrayList<>();
        try {
            if (preparedSql != null) {
                for (ParameterBindings values : batch) {
                    run(preparedPlan, preparedStep, values);
                    counts.add(resultSet != null ? -2L : updateCount);
                }
            } else {
                for (String sql : textBatch) {
                    CounterPlan plan = pipeline.plan(sql);
                    if (plan instanceof CounterPlan.Unchanged) {
                        counts.add(plain().executeLargeUpdate(sql));
                    } else {
                        run(plan, Step.identity(sql), new ParameterBindings());
                        counts.add(updateCount);
                    }
                }
            }
        } finally {
            batch.clear();
            textBatch.clear();
        }
        return counts.stream().mapToLong(Long::longValue).toArray();
    }

    private PreparedStatement prepare(Step step) throws SQLException {
        PreparedStatement statement = steps.get(step);
        if (statement == null) {
            statement = routed.prepareStatement(step.sql());
            settings.replayOn(statement);
            steps.put(step, statement);
        }
        return statement;
    }

    private Statement plain() throws SQLException {
        if (plain == null) {
            plain = creation.on(routed);
        }
        return plain;
    }

    private void checkOpen() throws SQLException {
        if (closed) {
            throw new SQLException("This statement has been closed.", "55000");
        }
    }

    private static SQLException notSupported() {
        return new SQLSyntaxErrorException("not supported by hotrow: this call on a statement hotrow rewrote", EngineErrors.NOT_SUPPORTED);
    }

    private static int[] toInts(long[] counts) {
        int[] ints = new int[counts.length];
        for (int i = 0; i < counts.length; i++) {
            ints[i] = (int) Math.min(counts[i], Integer.MAX_VALUE);
        }
        return ints;
    }
}
