package io.hotrow.engine.sql;

import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;

/** The engine's own errors, each with the SQLState PostgreSQL uses for the same situation. */
public final class EngineErrors {

    private EngineErrors() {
    }

    public static SQLException unsupported(String what) {
        return new SQLFeatureNotSupportedException("not supported by the hotrow engine: " + what, "0A000");
    }

    /** A statement the engine will not run, named (abbreviated) with the reason. */
    public static SQLException refused(String sql, String reason, String sqlState) {
        String text = sql.strip().replaceAll("\\s+", " ");
        if (text.length() > 200) {
            text = text.substring(0, 200) + "...";
        }
        String message = "the hotrow engine cannot run \"" + text + "\": " + reason;
        return "0A000".equals(sqlState) ? new SQLFeatureNotSupportedException(message, sqlState) : new SQLException(message, sqlState);
    }

    public static SQLException transactionAborted() {
        return new SQLException("current transaction is aborted, commands ignored until end of transaction block", "25P02");
    }

    public static SQLException readOnlyTransaction() {
        return new SQLException("cannot execute a write in a read-only transaction", "25006");
    }

    public static SQLException connectionClosed() {
        return new SQLException("this connection has been closed", "08003");
    }

    /** JDBC calls that take SQL text refuse null, where pgjdbc would fail with a NullPointerException. */
    public static SQLException nullSql() {
        return new SQLException("the SQL text must not be null", "22004");
    }

    /**
     * A failure in the engine that is not an SQLException: a stack overflow means the statement is
     * too deeply nested, anything else is a bug, reported without its Java details.
     */
    public static SQLException internal(Throwable cause) {
        if (cause instanceof StackOverflowError) {
            return new SQLException("statement too complex: its nesting exceeds what the engine can evaluate", "54001", cause);
        }
        return new SQLException("internal error in the hotrow engine (" + cause.getClass().getSimpleName() + ")", "XX000", cause);
    }

    public static SQLException noTransaction(String action) {
        return new SQLException("Cannot " + action + " when autoCommit is enabled.", "25P01");
    }
}
