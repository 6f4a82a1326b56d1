package io.hotrow.engine.jdbc;

import io.hotrow.engine.database.Session;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A connection's SQL-level prepared statements ({@code PREPARE}, {@code EXECUTE}, {@code DEALLOCATE}),
 * as PostgreSQL keeps them: by name for the session, outside transactions (a rollback keeps them), gone
 * with {@code DEALLOCATE ALL}, {@code DISCARD ALL} and the session's end. The names of the statements the
 * wire protocol's Parse made are kept here too, as PostgreSQL keeps both in one namespace: a name is taken
 * once, and DEALLOCATE and DISCARD ALL drop either kind (connection pools reset sessions so). A prepared statement is the
 * engine's own prepared statement of its text, kept to describe it and count its parameters; each
 * EXECUTE runs a statement of its own, so the rows one EXECUTE answered stay readable while the
 * same name is executed again.
 */
final class NamedStatements {

    /**
     * @param text           the statement prepared, as written
     * @param types          the parameter types PREPARE declared, as written (there may be fewer than parameters)
     * @param parameterCount how many values EXECUTE must give: the declared types, or the highest {@code $n}, whichever is more
     * @param described      the text prepared once: what Describe and the parameter count read
     */
    private record Named(String text, List<String> types, int parameterCount, PreparedStatement described) {
    }

    private final EngineConnection connection;
    private final Session session;
    private final Map<String, Named> named = new LinkedHashMap<>();
    /** The statements named by Parse: what drops each. */
    private final Map<String, Runnable> parsed = new LinkedHashMap<>();

    NamedStatements(EngineConnection connection, Session session) {
        this.connection = connection;
        this.session = session;
    }

    /** Runs a PREPARE, EXECUTE or DEALLOCATE text; an EXECUTE's statement takes the settings (timeout, maximum rows) of {@code caller}. */
    HandledAnswer run(String sql, EngineStatement caller) throws SQLException {
        return session.runSessionWork(() -> {
            PreparedText text = PreparedText.of(sql);
            return switch (text.form()) {
                case PREPARE -> prepare(text);
                case EXECUTE -> execute(text, caller);
                case DEALLOCATE -> deallocate(text);
            };
        });
    }

    /**
     * What an EXECUTE text would return, described before it runs (the wire protocol's Describe): the
     * columns of its prepared statement; null for the other texts, and for a name not prepared (the
     * EXECUTE then fails when it runs, 26000).
     */
    ResultSetMetaData describe(String sql) throws SQLException {
        PreparedText text = PreparedText.of(sql);
        Named statement = text.form() == PreparedText.Form.EXECUTE ? named.get(text.name()) : null;
        return statement == null ? null : statement.described().getMetaData();
    }

    /** The text of the statement an EXECUTE text runs, as PREPARE was given it (its command tag is that one's); null for others. */
    String executedText(String sql) {
        try {
            PreparedText text = PreparedText.of(sql);
            Named statement = text.form() == PreparedText.Form.EXECUTE ? named.get(text.name()) : null;
            return statement == null ? null : statement.text();
        } catch (SQLException notOne) {
            return null;
        }
    }

    /** DEALLOCATE ALL, and DISCARD ALL. */
    void deallocateAll() {
        named.values().forEach(NamedStatements::close);
        named.clear();
        List<Runnable> drops = List.copyOf(parsed.values());
        parsed.clear();
        drops.forEach(Runnable::run);
    }

    /** Takes {@code name} for a statement Parse made; DEALLOCATE and DISCARD ALL drop it by running {@code drop}. */
    void reserve(String name, Runnable drop) throws SQLException {
        checkFree(name);
        parsed.put(name, drop);
    }

    /** The statement Parse made under {@code name} was closed by the protocol (Close) or not made after all. */
    void release(String name) {
        parsed.remove(name);
    }

    private void checkFree(String name) throws SQLException {
        if (named.containsKey(name) || parsed.containsKey(name)) {
            throw new SQLException("prepared statement \"" + name + "\" already exists", "42P05");
        }
    }

    private HandledAnswer prepare(PreparedText text) throws SQLException {
        checkFree(text.name());
        checkTypes(text.items());
        PreparedStatement described = connection.prepareStatement(text.statement());
        try {
            int count = Math.max(text.items().size(), described.getParameterMetaData().getParameterCount());
            named.put(text.name(), new Named(text.statement(), text.items(), count, described));
        } catch (SQLException | RuntimeException e) {
            described.close();
            throw e;
        }
        return new HandledAnswer(null, 0);
    }

    /** An unknown type fails the PREPARE, as in PostgreSQL (42704), rather than its first EXECUTE. */
    private void checkTypes(List<String> types) throws SQLException {
        if (types.isEmpty()) {
            return;
        }
        StringBuilder query = new StringBuilder("SELECT ");
        for (int i = 0; i < types.size(); i++) {
            query.append(i == 0 ? "" : ", ").append("CAST(NULL AS ").append(types.get(i)).append(')');
        }
        try (Statement check = connection.createStatement()) {
            check.executeQuery(query.toString()).close();
        }
    }

    private HandledAnswer execute(PreparedText text, EngineStatement caller) throws SQLException {
        Named statement = named.get(text.name());
        if (statement == null && parsed.containsKey(text.name())) {
            throw new SQLException("EXECUTE of a statement made by the protocol's Parse (\"" + text.name() + "\") is not supported; execute it with Bind and Execute",
                    "0A000");
        }
        if (statement == null) {
            throw notPrepared(text.name());
        }
        if (text.items().size() != statement.parameterCount()) {
            throw new SQLException("wrong number of parameters for prepared statement \"" + text.name() + "\": expected "
                    + statement.parameterCount() + ", got " + text.items().size(), "42601");
        }
        Object[] values = values(text.items(), statement.types());
        EnginePreparedStatement running = caller.likeThis((EnginePreparedStatement) connection.prepareStatement(statement.text()), caller.timeout());
        try {
            for (int i = 0; i < values.length; i++) {
                running.setObject(i + 1, values[i]);
            }
            if (running.execute()) {
                ResultSet rows = running.getResultSet();
                running.closeOnCompletion(); // the rows are the caller's now: closing them closes this statement
                return new HandledAnswer(rows, -1);
            }
            long count = running.getLargeUpdateCount();
            running.close();
            return new HandledAnswer(null, count);
        } catch (SQLException | RuntimeException e) {
            running.close();
            throw e;
        }
    }

    /**
     * The values of an EXECUTE's parameters: its expressions evaluated as the engine evaluates a query's
     * select list, each cast to its declared type (a value beyond the declared types is typed by its use, as bound).
     */
    private Object[] values(List<String> expressions, List<String> types) throws SQLException {
        if (expressions.isEmpty()) {
            return new Object[0];
        }
        StringBuilder query = new StringBuilder("SELECT ");
        for (int i = 0; i < expressions.size(); i++) {
            String value = "(" + expressions.get(i) + ")";
            query.append(i == 0 ? "" : ", ").append(i < types.size() ? "CAST(" + value + " AS " + types.get(i) + ")" : value);
        }
        try (Statement evaluate = connection.createStatement(); ResultSet row = evaluate.executeQuery(query.toString())) {
            row.next();
            Object[] values = new Object[expressions.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = row.getObject(i + 1);
            }
            return values;
        }
    }

    private HandledAnswer deallocate(PreparedText text) throws SQLException {
        if (text.name() == null) {
            deallocateAll();
        } else {
            Named statement = named.remove(text.name());
            Runnable drop = statement == null ? parsed.remove(text.name()) : null;
            if (statement != null) {
                close(statement);
            } else if (drop != null) {
                drop.run();
            } else {
                throw notPrepared(text.name());
            }
        }
        return new HandledAnswer(null, 0);
    }

    private static SQLException notPrepared(String name) {
        return new SQLException("prepared statement \"" + name + "\" does not exist", "26000");
    }

    private static void close(Named statement) {
        try {
            statement.described().close();
        } catch (SQLException e) {
            // closed in memory; a failure means the session is gone, and the statement with it
        }
    }
}
