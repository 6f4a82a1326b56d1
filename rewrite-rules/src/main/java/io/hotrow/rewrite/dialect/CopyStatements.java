package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code COPY}: H2 has none, and over JDBC there is no stream for its data. The engine's server
 * runs it over PostgreSQL's protocol (psql's {@code \copy}, pgjdbc's CopyManager), so here it is
 * refused with that advice, in the state the server refuses it with outside a simple query.
 */
final class CopyStatements implements Rule {

    @Override
    public List<String> words() {
        return List.of("copy");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        if (t.is(0, "COPY")) {
            throw new UnsupportedSqlException("COPY through JDBC; serve the database (hotrow serve, or the serve property) and run it"
                    + " through PostgreSQL's protocol with psql's \\copy or pgjdbc's CopyManager, or insert the rows in batches");
        }
    }
}
