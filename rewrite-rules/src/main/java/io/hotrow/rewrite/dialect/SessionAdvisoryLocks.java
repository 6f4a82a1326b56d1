package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.statement.Statement;

/**
 * Session-level advisory locks, refused. The engine serialises writes per transaction (the writer
 * lane), and a lock held from one transaction into the next has nothing to map onto; the
 * transaction-level variants are supported because the lane already gives what they promise.
 */
final class SessionAdvisoryLocks implements Rule {

    private static final List<String> FUNCTIONS = List.of("pg_advisory_lock", "pg_advisory_lock_shared", "pg_try_advisory_lock",
            "pg_try_advisory_lock_shared", "pg_advisory_unlock", "pg_advisory_unlock_shared", "pg_advisory_unlock_all");

    @Override
    public List<String> words() {
        return FUNCTIONS;
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i < t.size(); i++) {
            String word = t.get(i).image().toLowerCase(Locale.ROOT);
            if (FUNCTIONS.contains(word) && t.is(i + 1, "(")) {
                throw new UnsupportedSqlException(word + ": session-level advisory locks outlive the transaction, and the engine"
                        + " has no locks across transactions; use pg_advisory_xact_lock or pg_try_advisory_xact_lock (each write"
                        + " transaction already holds its database's writer lane), or place the database on PostgreSQL");
            }
        }
    }
}
