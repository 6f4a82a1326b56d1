package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code GENERATED ALWAYS AS (expr) STORED}, PostgreSQL's generated column (the only kind it has): H2's generated column is
 * {@code GENERATED ALWAYS AS (expr)}, computed when a row is written and stored with it, as PostgreSQL's is, so the word
 * {@code STORED} goes. Without it the column is H2's form, which PostgreSQL refuses as a syntax error, and so does the engine.
 */
final class StoredGeneratedColumns implements Rule {

    @Override
    public List<String> words() {
        return List.of("generated");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        if (!t.is(0, "CREATE") && !t.is(0, "ALTER")) {
            return;
        }
        for (int i = 0; i + 4 < t.size(); i++) {
            if (t.is(i, "GENERATED") && t.is(i + 1, "ALWAYS") && t.is(i + 2, "AS") && t.is(i + 3, "(")) {
                int close = t.closing(i + 3);
                if (!t.is(close + 1, "STORED")) {
                    throw UnsupportedSqlException.syntaxError(t.get(close).image());
                }
                splice.replace(t.get(close).end(), t.get(close + 1).end(), "");
                i = close + 1;
            }
        }
    }
}
