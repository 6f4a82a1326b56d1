package io.hotrow.engine.jdbc;

import io.hotrow.engine.catalog.PgCatalog;
import io.hotrow.engine.catalog.ShownPreparedStatement;
import io.hotrow.engine.database.Session;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A connection's SQL-level prepared statements ({@code PREPARE}, {@code EXECUTE}, {@code DEALLOCATE}),
 * as PostgreSQL keeps them: by name for the session, outside transactions (a rollback keeps them), gone
 * with {@code DEALLOCATE ALL}, {@code DISCARD ALL} and the session's end. The names of the statements the
 * wire protocol's Parse made are kept here too, as PostgreSQL keeps both in one namespace: a name is taken
 * once, EXECUTE runs either kind, DEALLOCATE and DISCARD ALL drop either kind (connection pools reset
 * sessions so), and pg_prepared_statements lists both. A prepared statement is the engine's own
 * prepared statement of its text, kept to describe it; each EXECUTE runs a statement of its own, so
 * the rows one EXECUTE answered stay readable while the same name is executed again.
 */
final class NamedStatements {

    /** A statement prepared by name: by PREPARE, or by the protocol's Parse. */
    private static final class Named {
        /** What pg_prepared_statements shows: the PREPARE text, or the text Parse was given. */
        final String source;
        /** The statement EXECUTE runs, its parameters numbered {@code $n}. */
        final String text;
        /** The types EXECUTE casts its values to, as SQL names, null where none was declared (there may be fewer than parameters). */
        final List<String> castTypes;
        /** How many values EXECUTE must give. */
        final int parameterCount;
        /** Each parameter's type by typname, for pg_prepared_statements. */
        final List<String> parameterTypes;
        final OffsetDateTime prepareTime = OffsetDateTime.now();
        /** For a statement Parse made, what closes it in the protocol as well; null for PREPARE's. */
        final Runnable drop;
        /** The text prepared once, for Describe of an EXECUTE: PREPARE's at once, Parse's when first asked. */
        private PreparedStatement described;

        Named(String source, String text, List<String> castTypes, int parameterCount, List<String> parameterTypes, Runnable drop,
                PreparedStatement described) {
            this.source = source;
            this.text = text;
            this.castTypes = castTypes;
            this.parameterCount = parameterCount;
            this.parameterTypes = parameterTypes;
            this.drop = drop;
            this.described = described;
        }

        PreparedStatement described(EngineConnection connection) throws SQLException {
            if (described == null) {
                described = connection.prepareStatement(text);
            }
            return described;
        }

        ShownPreparedStatement shown(String name) {
            return new ShownPreparedStatement(name, source, prepareTime, parameterTypes, drop == null);
        }

        /** DEALLOCATE: closes the statement, and drops Parse's in the protocol too. */
        void close() {
            closeDescribed();
            if (drop != null) {
                drop.run();
            }
        }

        void closeDescribed() {
            try {
                if (described != null) {
                    described.close();
                }
            } catch (SQLException e) {
                // closed in memory; a failure means the session is gone, and the statement with it
            }
        }
    }

    private final EngineConnection connection;
    private final Session session;
    private final Map<String, Named> named = new LinkedHashMap<>();

    NamedStatements(EngineConnection connection, Session session) {
        this.connection = connection;
        this.session = session;
        session.showPreparedStatements(this::shown);
    }

    /** Runs a PREPARE, EXECUTE or DEALLOCATE text; an EXECUTE's statement takes the settings (timeout, maximum rows) of {@code caller}. */
    HandledAnswer run(String sql, EngineStatement caller) throws SQLException {
        return session.runSessionWork(() -> {
            PreparedText text = PreparedText.of(sql);
            return switch (text.form()) {
                case PREPARE -> prepare(sql, text);
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
        return statement == null ? null : statement.described(connection).getMetaData();
    }

    /** The text of the statement an EXECUTE text runs, as it was prepared (its command tag is that one's); null for others. */
    String executedText(String sql) {
        try {
            PreparedText text = PreparedText.of(sql);
            Named statement = text.form() == PreparedText.Form.EXECUTE ? named.get(text.name()) : null;
            return statement == null ? null : statement.text;
        } catch (SQLException notOne) {
            return null;
        }
    }

    /** DEALLOCATE ALL, and DISCARD ALL. */
    void deallocateAll() {
        List<Named> all = List.copyOf(named.values());
        named.clear();
        all.forEach(Named::close);
    }

    /**
     * Takes {@code name} for the statement {@code sql} Parse made, which EXECUTE may run too;
     * DEALLOCATE and DISCARD ALL drop it by running {@code drop}.
     *
     * @param declaredTypes  the types Parse declared, by typname, null where it declared none
     * @param parameterTypes each parameter's type by typname, declared or as the engine took it
     */
    void reserve(String name, String sql, List<String> declaredTypes, List<String> parameterTypes, Runnable drop) throws SQLException {
        checkFree(name);
        List<String> castTypes = declaredTypes.stream().map(type -> type == null ? null : PgCatalog.regtypeName(type)).toList();
        named.put(name, new Named(sql, sql, castTypes, parameterTypes.size(), List.copyOf(parameterTypes), drop, null));
    }

    /** The statement Parse made under {@code name} was closed by the protocol (Close) or not made after all. */
    void release(String name) {
        Named statement = named.get(name);
        if (statement != null && statement.drop != null) {
            named.remove(name);
            statement.closeDescribed();
        }
    }

    private void checkFree(String name) throws SQLException {
        if (named.containsKey(name)) {
            throw new SQLException("prepared statement \"" + name + "\" already exists", "42P05");
        }
    }

    private HandledAnswer prepare(String sql, PreparedText text) throws SQLException {
        checkFree(text.name());
        List<String> declared = declaredTypes(text.items());
        PreparedStatement described = connection.prepareStatement(text.statement());
        try {
            ParameterMetaData parameters = described.getParameterMetaData();
            int count = Math.max(text.items().size(), parameters.getParameterCount());
            List<String> types = new ArrayList<>(declared);
            for (int i = declared.size(); i < count; i++) {
                types.add(PostgresType.of(parameters.getParameterTypeName(i + 1), parameters.getPrecision(i + 1)).pgName());
            }
            named.put(text.name(), new Named(sql, text.statement(), text.items(), count, types, null, described));
        } catch (SQLException | RuntimeException e) {
            described.close();
            throw e;
        }
        return new HandledAnswer(null, 0);
    }

    /**
     * The declared types by typname, as regtype reads them (a type that is no built-in one, a domain,
     * by the type the engine gives it); an unknown type fails the PREPARE, as in PostgreSQL (42704),
     * rather than its first EXECUTE.
     */
    private List<String> declaredTypes(List<String> types) throws SQLException {
        if (types.isEmpty()) {
            return List.of();
        }
        StringBuilder query = new StringBuilder("SELECT ");
        for (int i = 0; i < types.size(); i++) {
            query.append(i == 0 ? "" : ", ").append("CAST(NULL AS ").append(types.get(i)).append(')');
        }
        try (Statement check = connection.createStatement(); ResultSet row = check.executeQuery(query.toString())) {
            List<String> typnames = new ArrayList<>();
            for (int i = 0; i < types.size(); i++) {
                String typname = PgCatalog.typname(types.get(i));
                if (typname == null) {
                    typname = enumType(types.get(i));
                }
                typnames.add(typname != null ? typname : row.getMetaData().getColumnTypeName(i + 1));
            }
            return typnames;
        }
    }

    /**
     * The enum type {@code written} names ({@code mood}, {@code public."Mood"}), by pg_type, or null: the engine's
     * result names an enum's values text, and pg_prepared_statements shows the type, as PostgreSQL does.
     */
    private String enumType(String written) throws SQLException {
        String name = written.strip();
        name = name.substring(name.lastIndexOf('.') + 1);
        name = name.length() > 1 && name.startsWith("\"") && name.endsWith("\"") ? name.substring(1, name.length() - 1).replace("\"\"", "\"")
                : name.toLowerCase(Locale.ROOT);
        try (PreparedStatement find = connection.prepareStatement("SELECT typname FROM pg_catalog.pg_type WHERE typname = ? AND typtype = 'e'")) {
            find.setString(1, name);
            try (ResultSet row = find.executeQuery()) {
                return row.next() ? row.getString(1) : null;
            }
        }
    }

    private HandledAnswer execute(PreparedText text, EngineStatement caller) throws SQLException {
        Named statement = named.get(text.name());
        if (statement == null) {
            throw notPrepared(text.name());
        }
        if (text.items().size() != statement.parameterCount) {
            throw new SQLException("wrong number of parameters for prepared statement \"" + text.name() + "\": expected "
                    + statement.parameterCount + ", got " + text.items().size(), "42601");
        }
        Object[] values = values(text.items(), statement.castTypes);
        EnginePreparedStatement running = caller.likeThis((EnginePreparedStatement) connection.prepareStatement(statement.text), caller.timeout());
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
     * select list, each cast to its declared type (a value without one is typed by its use, as bound).
     */
    private Object[] values(List<String> expressions, List<String> types) throws SQLException {
        if (expressions.isEmpty()) {
            return new Object[0];
        }
        StringBuilder query = new StringBuilder("SELECT ");
        for (int i = 0; i < expressions.size(); i++) {
            String value = "(" + expressions.get(i) + ")";
            String type = i < types.size() ? types.get(i) : null;
            query.append(i == 0 ? "" : ", ").append(type != null ? "CAST(" + value + " AS " + type + ")" : value);
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
            if (statement == null) {
                throw notPrepared(text.name());
            }
            statement.close();
        }
        return new HandledAnswer(null, 0);
    }

    /** The session's prepared statements, as pg_prepared_statements shows them. */
    private List<ShownPreparedStatement> shown() {
        List<ShownPreparedStatement> shown = new ArrayList<>();
        named.forEach((name, statement) -> shown.add(statement.shown(name)));
        return shown;
    }

    private static SQLException notPrepared(String name) {
        return new SQLException("prepared statement \"" + name + "\" does not exist", "26000");
    }
}
