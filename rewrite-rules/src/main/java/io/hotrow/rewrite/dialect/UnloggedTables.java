package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code CREATE UNLOGGED TABLE}: PostgreSQL skips the WAL for such a table (faster writes, emptied after a crash), which test
 * set-ups and caches use. The engine logs every table, so the word goes and the table is an ordinary one: more durable than
 * asked, never less. H2 refused the word with a syntax error.
 */
final class UnloggedTables implements Rule {

    @Override
    public List<String> words() {
        return List.of("unlogged");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        if (t.is(0, "CREATE") && t.is(1, "UNLOGGED") && t.is(2, "TABLE")) {
            splice.replace(t.get(0).end(), t.get(1).end(), "");
        }
    }
}
