package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.statement.Statement;

/**
 * A WITH query whose body changes rows ({@code WITH moved AS (DELETE ... RETURNING *) INSERT ...}):
 * H2 has no such CTEs, so it is refused for what it is rather than as H2's syntax error. Read from
 * the tokens, so it is named whether our parser read the text or not. The one shape H2's delta tables
 * answer as PostgreSQL does is translated by {@link DataModifyingCte} instead.
 */
final class DataModifyingWith implements Rule {

    private static final List<String> CHANGES = List.of("INSERT", "UPDATE", "DELETE", "MERGE");

    @Override
    public List<String> words() {
        return List.of("with");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        if (!t.is(0, "WITH") || DataModifyingCte.translates(t)) {
            return;
        }
        for (int i = 1; i + 1 < t.size(); i++) {
            String body = i + 1 < t.size() ? t.get(i + 1).image().toUpperCase(Locale.ROOT) : "";
            if (t.is(i, "(") && (t.is(i - 1, "AS") || t.is(i - 1, "MATERIALIZED")) && CHANGES.contains(body)) {
                throw new UnsupportedSqlException("a WITH query whose body is an " + body
                        + " (a data-modifying CTE) read other than once as the only FROM item of the SELECT, or with its table read"
                        + " elsewhere in the statement; run that statement on its own, with RETURNING, in the same transaction");
            }
        }
    }
}
