package io.hotrow.engine.sql;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.sql.SQLException;
import java.sql.SQLSyntaxErrorException;
import java.time.Duration;

/** The engine's own errors, each with the SQLState PostgreSQL uses for the same situation. */
public final class EngineErrors {

    /**
     * The state of SQL the engine does not run: 42000 (syntax_error_or_access_rule_violation), not
     * PostgreSQL's 0A000 (feature_not_supported), because HikariCP and other pools discard a
     * connection on 0A000, and a refused statement must cost the application its statement, not its
     * connection (docs/errors.md).
     */
    public static final String NOT_SUPPORTED = StatementAnalysis.NOT_SUPPORTED;

    private EngineErrors() {
    }

    public static SQLException unsupported(String what) {
        return new SQLSyntaxErrorException(MessageText.shorten("not supported by the hotrow engine: " + what, MessageText.MAX_MESSAGE), NOT_SUPPORTED);
    }

    /**
     * A prepared statement whose tables have other columns under the session's current search path or
     * schema: PostgreSQL's SQLState for a cached plan that may not change (0A000).
     */
    public static SQLException cachedPlanChanged() {
        return new SQLException("cached plan must not change: the tables this prepared statement names have other columns"
                + " under the current search_path or schema; prepare it again", "0A000");
    }

    /** A statement the engine will not run, named (abbreviated) with the reason. */
    public static SQLException refused(String sql, String reason, String sqlState) {
        String message = MessageText.shorten("the hotrow engine cannot run \"" + MessageText.abbreviate(sql) + "\": " + reason, MessageText.MAX_MESSAGE);
        return sqlState.startsWith("42") ? new SQLSyntaxErrorException(message, sqlState) : new SQLException(message, sqlState);
    }

    public static SQLException transactionAborted() {
        return new SQLException("current transaction is aborted, commands ignored until end of transaction block", "25P02");
    }

    /** The commit of a transaction an earlier error aborted: it rolled back instead (PostgreSQL answers ROLLBACK, and pgjdbc says nothing). */
    public static SQLException abortedTransactionRolledBack() {
        return new SQLException("the transaction was aborted by an earlier error and has been rolled back", "25P02");
    }

    public static SQLException readOnlyTransaction() {
        return new SQLException("cannot execute a write in a read-only transaction", "25006");
    }

    /** PostgreSQL's words for a statement a cancel request ended (also the reason a stopped parse gives). */
    public static final String CANCELLED_BY_REQUEST = "canceling statement due to user request";

    public static SQLException cancelledByRequest() {
        return new SQLException(CANCELLED_BY_REQUEST, "57014");
    }

    public static SQLException connectionClosed() {
        return new SQLException("this connection has been closed", "08003");
    }

    /**
     * The connection's network timeout ran out before the statement or commit ended: pgjdbc's
     * words and state for a socket that timed out (08006), after which the connection is closed.
     */
    public static SQLException networkTimedOut(Duration limit, SQLException ended) {
        return new SQLException("An I/O error occurred while sending to the backend: the connection's network timeout ("
                + limit.toMillis() + " ms) ran out before the statement ended (" + ended.getMessage() + "); the connection is closed",
                "08006", ended);
    }

    /** JDBC calls that take SQL text refuse null, where pgjdbc would fail with a NullPointerException. */
    public static SQLException nullSql() {
        return new SQLException("the SQL text must not be null", "22004");
    }

    public static SQLException noTransaction(String action) {
        return new SQLException("Cannot " + action + " when autoCommit is enabled.", "25P01");
    }
}
