package io.hotrow.rewrite;

/**
 * A statement hotrow understands well enough to know it cannot run it faithfully. Callers turn it
 * into an SQLException naming the statement: with SQLState 42000 (pool-safe, where PostgreSQL says
 * 0A000) for valid PostgreSQL the engine does not run, or with PostgreSQL's own state for a
 * statement PostgreSQL rejects (a syntax error, 42601) that H2 would run as its own extension.
 */
public final class UnsupportedSqlException extends Exception {

    private static final String NOT_SUPPORTED = "42000";

    private final String sqlState;

    public UnsupportedSqlException(String reason) {
        this(reason, NOT_SUPPORTED);
    }

    private UnsupportedSqlException(String reason, String sqlState) {
        super(reason);
        this.sqlState = sqlState;
    }

    /** A statement PostgreSQL rejects with {@code sqlState}, which the engine must not run either. */
    public static UnsupportedSqlException rejectedByPostgres(String sqlState, String message) {
        return new UnsupportedSqlException(message, sqlState);
    }

    /** PostgreSQL's syntax error (42601) at {@code token}, or at the end of the text when it is null. */
    public static UnsupportedSqlException syntaxError(String token) {
        return rejectedByPostgres("42601", token == null ? "syntax error at end of input" : "syntax error at or near \"" + token + "\"");
    }

    public String sqlState() {
        return sqlState;
    }
}
