package io.hotrow.engine.sql;

import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;

/** The engine's own errors, each with the SQLState PostgreSQL uses for the same situation. */
public final class EngineErrors {

    private EngineErrors() {
    }

    public static SQLException unsupported(String what) {
        return new SQLFeatureNotSupportedException(MessageText.shorten("not supported by the hotrow engine: " + what, MessageText.MAX_MESSAGE), "0A000");
    }

    /** A statement the engine will not run, named (abbreviated) with the reason. */
    public static SQLException refused(String sql, String reason, String sqlState) {
        String message = MessageText.shorten("the hotrow engine cannot run \"" + MessageText.abbreviate(sql) + "\": " + reason, MessageText.MAX_MESSAGE);
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

    public static SQLException noTransaction(String action) {
        return new SQLException("Cannot " + action + " when autoCommit is enabled.", "25P01");
    }
}
