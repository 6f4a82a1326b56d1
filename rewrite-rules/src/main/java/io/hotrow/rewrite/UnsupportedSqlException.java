package io.hotrow.rewrite;

/**
 * A statement hotrow understands well enough to know it cannot run it faithfully. Callers turn it
 * into an SQLException with SQLState 42000 (pool-safe, where PostgreSQL says 0A000), naming the statement.
 */
public final class UnsupportedSqlException extends Exception {

    public UnsupportedSqlException(String reason) {
        super(reason);
    }
}
