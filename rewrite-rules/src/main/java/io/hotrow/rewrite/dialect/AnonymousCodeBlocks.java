package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/** {@code DO $$ ... $$}: valid PostgreSQL, but PL/pgSQL, which the engine does not run (not a syntax error, as H2 would say). */
final class AnonymousCodeBlocks implements Rule {

    @Override
    public List<String> words() {
        return List.of("do");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        if (t.is(0, "DO")) {
            throw new UnsupportedSqlException("anonymous code blocks (DO) are not supported by the engine, which runs no PL/pgSQL;"
                    + " send the statements one at a time, or place the database on PostgreSQL");
        }
    }
}
