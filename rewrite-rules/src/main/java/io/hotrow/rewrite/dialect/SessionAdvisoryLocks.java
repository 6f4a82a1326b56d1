package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.statement.Statement;

/**
 * Shared session-level advisory locks, refused: the engine's session-level advisory locks (installed
 * as functions under PostgreSQL's names) are exclusive only. The transaction-level variants are
 * the engine's own, exclusive and shared.
 */
final class SessionAdvisoryLocks implements Rule {

    private static final List<String> FUNCTIONS = List.of("pg_advisory_lock_shared", "pg_try_advisory_lock_shared", "pg_advisory_unlock_shared");

    @Override
    public List<String> words() {
        return FUNCTIONS;
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i < t.size(); i++) {
            String word = t.get(i).image().toLowerCase(Locale.ROOT);
            if (FUNCTIONS.contains(word) && t.is(i + 1, "(")) {
                throw new UnsupportedSqlException(word + ": the engine's session-level advisory locks are exclusive only; use"
                        + " pg_advisory_lock, or pg_advisory_xact_lock_shared within a transaction, or place the database on PostgreSQL");
            }
        }
    }
}
