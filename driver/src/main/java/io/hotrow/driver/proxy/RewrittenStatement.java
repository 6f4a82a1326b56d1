package io.hotrow.driver.proxy;

import io.hotrow.engine.sql.EngineErrors;
import io.hotrow.rewrite.counter.CounterExecutor;
import io.hotrow.rewrite.counter.CounterPlan;
import io.hotrow.rewrite.counter.CounterRewriter;
import io.hotrow.rewrite.counter.Step;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLSyntaxErrorException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A statement on a connection with counter rules: each execution runs its text's plan through a
 * {@link CounterExecutor}, on backend statements prepared once per step. A prepared statement
 * keeps its plan, so re-executing it does no analysis at all; its parameters are recorded and
 * replayed on the steps. Statement settings (timeouts, fetch size) go to a plain backend statement
 * and are copied onto every step.
 */
final class RewrittenStatement implements InvocationHandler {

    private final Connection connection;
    private final Connection backend;
    private final CounterRewriter rewriter;
    private final int shard;
    private final String preparedSql;
    private final CounterPlan preparedPlan;
    private final Step preparedStep;
    private final boolean preparedChangesSchema;
    private final Object[] creationArgs;
    private final Map<Step, PreparedStatement> steps = new LinkedHashMap<>();
    private final Rebinding settings = new Rebinding();
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
     * @param creationArgs the result set type/concurrency/holdability the application asked for, or null
     */
    RewrittenStatement(Connection connection, Connection backend, CounterRewriter rewriter, int shard, String preparedSql,
                       CounterPlan preparedPlan, Object[] creationArgs) {
        this.connection = connection;
        this.backend = backend;
        this.rewriter = rewriter;
        this.shard = shard;
        this.preparedSql = preparedSql;
        this.preparedPlan = preparedPlan;
        this.preparedStep = preparedSql == null ? null : Step.identity(preparedSql);
        this.preparedChangesSchema = preparedSql != null && rewriter.changesSchema(preparedSql);
        this.creationArgs = creationArgs;
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        Object answer = ProxyIdentity.answer(proxy, method, args, () -> "hotrow statement" + (preparedSql == null ? "" : ": " + preparedSql));
        if (answer != ProxyIdentity.NOT_MINE) {
            return answer;
        }
        String name = method.getName();
        int arity = args == null ? 0 : args.length;
        switch (name) {
            case "close":
                close();
                return null;
            case "isClosed":
                return closed;
            case "getConnection":
                return connection;
            default:
                break;
        }
        checkOpen();
        if (preparedSql != null && ParameterBindings.isSetter(method, args)) {
            bindings.record(method, args);
            return null;
        }
        switch (name) {
            case "clearParameters":
                bindings.clear();
                return null;
            case "execute", "executeQuery", "executeUpdate", "executeLargeUpdate":
                return arity == 0 ? executePrepared(name) : executeText(method, args);
            case "addBatch":
                if (arity == 0) {
                    batch.add(bindings.copy());
                } else {
                    textBatch.add((String) args[0]);
                }
                return null;
            case "clearBatch":
                batch.clear();
                textBatch.clear();
                return null;
            case "executeBatch":
                return toInts(executeBatch());
            case "executeLargeBatch":
                return executeBatch();
            case "getResultSet":
                return ranDirectly != null ? ranDirectly.getResultSet() : resultSet;
            case "getUpdateCount":
                return ranDirectly != null ? ranDirectly.getUpdateCount() : (int) Math.min(updateCount, Integer.MAX_VALUE);
            case "getLargeUpdateCount":
                return ranDirectly != null ? ranDirectly.getLargeUpdateCount() : updateCount;
            case "getMoreResults":
                if (ranDirectly != null) {
                    return Rebinding.invoke(ranDirectly, method, args);
                }
                resultSet = null;
                updateCount = -1;
                return false;
            case "getGeneratedKeys":
                if (ranDirectly != null) {
                    return ranDirectly.getGeneratedKeys();
                }
                throw new SQLSyntaxErrorException("not supported by hotrow: generated keys of a statement hotrow rewrote on a counter table", EngineErrors.NOT_SUPPORTED);
            case "getMetaData", "getParameterMetaData":
                if (preparedPlan instanceof CounterPlan.Spliced spliced || preparedPlan instanceof CounterPlan.Unchanged) {
                    Step step = preparedPlan instanceof CounterPlan.Spliced s ? s.step() : Step.identity(preparedSql);
                    return Rebinding.invoke(prepare(step), method, args);
                }
                throw new SQLSyntaxErrorException("not supported by hotrow: " + name + " of a statement hotrow rewrote into several", EngineErrors.NOT_SUPPORTED);
            default:
                break;
        }
        if (method.getDeclaringClass() == PreparedStatement.class) {
            throw new SQLSyntaxErrorException("not supported by hotrow: " + name + " on a statement hotrow rewrote", EngineErrors.NOT_SUPPORTED);
        }
        Object result = Rebinding.invoke(plain(), method, args);
        if (name.startsWith("set") || name.equals("closeOnCompletion")) {
            settings.record(method, args);
            for (PreparedStatement step : steps.values()) {
                Rebinding.invoke(step, method, args);
            }
        }
        return result;
    }

    private Object executePrepared(String name) throws SQLException {
        if (preparedSql == null) {
            throw new SQLException("no SQL given to " + name + " on a Statement", "07003");
        }
        run(preparedPlan, preparedStep, bindings);
        if (preparedChangesSchema) {
            rewriter.schemaChanged();
        }
        return result(name);
    }

    /** Statement.execute*(sql, ...): plans the text; texts with nothing to rewrite run on a plain backend statement. */
    private Object executeText(Method method, Object[] args) throws Throwable {
        if (preparedSql != null) {
            throw new SQLException("the SQL of a PreparedStatement is given when it is prepared", "07003");
        }
        String sql = (String) args[0];
        CounterPlan plan = rewriter.plan(sql, backend);
        if (plan instanceof CounterPlan.Unchanged) {
            resultSet = null;
            ranDirectly = plain();
            Object result = Rebinding.invoke(ranDirectly, method, args);
            if (rewriter.changesSchema(sql)) {
                rewriter.schemaChanged();
            }
            return result;
        }
        run(plan, Step.identity(sql), new ParameterBindings());
        return result(method.getName());
    }

    private void run(CounterPlan plan, Step original, ParameterBindings values) throws SQLException {
        ranDirectly = null;
        resultSet = null;
        updateCount = -1;
        CounterExecutor.Outcome outcome = rewriter.executor(backend, shard, this::prepare, values).execute(plan, original);
        resultSet = outcome.resultSet();
        updateCount = outcome.updateCount();
    }

    private Object result(String method) throws SQLException {
        switch (method) {
            case "executeQuery":
                if (resultSet == null) {
                    throw new SQLException("No results were returned by the query.", "02000");
                }
                return resultSet;
            case "executeUpdate":
            case "executeLargeUpdate":
                if (resultSet != null) {
                    throw new SQLException("A result was returned when none was expected.", "0100E");
                }
                return method.equals("executeUpdate") ? (Object) (int) Math.min(updateCount, Integer.MAX_VALUE) : (Object) updateCount;
            default:
                return resultSet != null;
        }
    }

    private long[] executeBatch() throws SQLException {
        List<Long> counts = new ArrayList<>();
        try {
            if (preparedSql != null) {
                for (ParameterBindings values : batch) {
                    run(preparedPlan, preparedStep, values);
                    counts.add(resultSet != null ? -2L : updateCount);
                }
            } else {
                for (String sql : textBatch) {
                    CounterPlan plan = rewriter.plan(sql, backend);
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
            statement = backend.prepareStatement(step.sql());
            settings.replayOn(statement);
            steps.put(step, statement);
        }
        return statement;
    }

    private Statement plain() throws SQLException {
        if (plain == null) {
            plain = creationArgs == null || creationArgs.length == 0 ? backend.createStatement()
                    : creationArgs.length == 2 ? backend.createStatement((Integer) creationArgs[0], (Integer) creationArgs[1])
                    : backend.createStatement((Integer) creationArgs[0], (Integer) creationArgs[1], (Integer) creationArgs[2]);
        }
        return plain;
    }

    private void close() throws SQLException {
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

    private void checkOpen() throws SQLException {
        if (closed) {
            throw new SQLException("This statement has been closed.", "55000");
        }
    }

    private static int[] toInts(long[] counts) {
        int[] ints = new int[counts.length];
        for (int i = 0; i < counts.length; i++) {
            ints[i] = (int) Math.min(counts[i], Integer.MAX_VALUE);
        }
        return ints;
    }
}
