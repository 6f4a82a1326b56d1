package io.hotrow.engine.wire;

import java.sql.Connection;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.Arrays;
import java.util.List;

/**
 * A statement made by Parse: its plan, the parameter types the client declared and those the
 * server describes, and (for a statement the engine runs as one text) the engine's prepared
 * statement, analysed and prepared once and reused by every portal bound to it.
 */
final class ParsedStatement {

    private final StatementPlan plan;
    private final WireType[] declared;
    private final PreparedStatement prepared;
    private final int parameterCount;
    /** A portal holds {@link #prepared} with an open result; another portal gets a statement of its own. */
    private boolean leased;

    private ParsedStatement(StatementPlan plan, WireType[] declared, PreparedStatement prepared, int parameterCount) {
        this.plan = plan;
        this.declared = declared;
        this.prepared = prepared;
        this.parameterCount = parameterCount;
    }

    /** @param plan null for an empty query */
    static ParsedStatement parse(Connection connection, StatementPlan plan, int[] declaredOids) throws SQLException {
        PreparedStatement prepared = null;
        int count = 0;
        if (plan != null && plan.kind() == StatementPlan.Kind.COPY) {
            throw new SQLException("COPY is served through the simple query protocol only (as psql and pgjdbc's CopyManager send it)", "42000");
        }
        if (runsAsOneText(plan)) {
            prepared = connection.prepareStatement(plan.engineTexts().get(0));
            count = prepared.getParameterMetaData().getParameterCount();
        }
        WireType[] declared = new WireType[Math.max(count, declaredOids.length)];
        for (int i = 0; i < declaredOids.length; i++) {
            declared[i] = WireType.byOid(declaredOids[i]); // unknown oids are bound as text, as unspecified ones are
            if (i < count) {
                typeAsDeclared(prepared, i + 1, declared[i]);
            }
        }
        return new ParsedStatement(plan, declared, prepared, Math.max(count, declaredOids.length));
    }

    /**
     * A parameter declared numeric or a float is typed so before any value is bound (a null of its
     * type, which the values bound later replace, keeping the type: see {@link ParameterBinder}), so
     * the statement's description shows what it computes with it: {@code ? * qty} with ? declared
     * numeric returns a numeric, as on PostgreSQL.
     */
    private static void typeAsDeclared(PreparedStatement prepared, int index, WireType declared) throws SQLException {
        int nullType = ParameterBinder.nullType(declared);
        if (nullType != Types.NULL) {
            prepared.setNull(index, nullType);
        }
    }

    private static boolean runsAsOneText(StatementPlan plan) {
        return plan != null && plan.kind() == StatementPlan.Kind.ENGINE && plan.engineTexts().size() == 1;
    }

    StatementPlan plan() {
        return plan;
    }

    int parameterCount() {
        return parameterCount;
    }

    WireType declared(int index) {
        return declared[index];
    }

    /** The types the client declared, by typname, null where it declared none or one the server does not know. */
    List<String> declaredTypenames() {
        return Arrays.stream(declared).map(type -> type == null ? null : type.typname()).toList();
    }

    /** The types ParameterDescription reports, by typname. */
    List<String> describedTypenames() {
        return Arrays.stream(describedTypes()).map(WireType::typname).toList();
    }

    /** The types ParameterDescription reports: declared ones, else what the engine knows of the parameter, else text. */
    WireType[] describedTypes() {
        WireType[] types = new WireType[parameterCount];
        ParameterMetaData meta = null;
        try {
            meta = prepared == null ? null : prepared.getParameterMetaData();
        } catch (SQLException unknown) {
            // described as text below
        }
        for (int i = 0; i < parameterCount; i++) {
            types[i] = declared[i] != null ? declared[i] : engineType(meta, i + 1);
        }
        return types;
    }

    private static WireType engineType(ParameterMetaData meta, int index) {
        try {
            return meta == null || index > meta.getParameterCount() ? WireType.TEXT
                    : WireColumn.type(meta.getParameterTypeName(index), meta.getPrecision(index));
        } catch (SQLException unknown) {
            return WireType.TEXT;
        }
    }

    /**
     * The columns the statement returns, or null when it returns none. SHOW is answered by the
     * session, not by a prepared query, so it is run to learn its column (it changes nothing).
     */
    List<WireColumn> columns(Connection connection) throws SQLException {
        if (!runsAsOneText(plan)) {
            return null;
        }
        switch (plan.statement().firstWord()) {
            case "set", "reset", "begin", "start", "commit", "end", "rollback", "abort", "savepoint", "release", "declare", "move",
                 "close" -> {
                return null; // run by the session, not by the engine's prepared placeholder
            }
            case "show" -> {
                try (Statement show = connection.createStatement()) {
                    return show.execute(plan.engineTexts().get(0)) ? WireColumn.of(show.getResultSet().getMetaData()) : null;
                }
            }
            default -> {
                ResultSetMetaData meta = prepared.getMetaData();
                return meta == null ? null : WireColumn.of(meta);
            }
        }
    }

    /** The prepared statement for a new portal: the shared one when free, else a fresh one the portal owns. */
    PreparedStatement lease(Connection connection) throws SQLException {
        if (!leased) {
            leased = true;
            return prepared;
        }
        return connection.prepareStatement(plan.engineTexts().get(0));
    }

    void release(PreparedStatement statement) {
        if (statement == prepared) {
            leased = false;
        } else {
            closeQuietly(statement);
        }
    }

    void close() {
        closeQuietly(prepared);
    }

    private static void closeQuietly(Statement statement) {
        if (statement != null) {
            try {
                statement.close();
            } catch (SQLException ignored) {
                // its session may be gone already
            }
        }
    }
}
