package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/** One PostgreSQL construct the shim translates or refuses. */
interface Rule {

    /** Lower-case words without which the rule has nothing to do: the shim's fast path skips texts with none. */
    List<String> words();

    /** Records the edits for this construct, or refuses the statement. */
    void apply(Statement ast, SqlTokens tokens, Splice splice) throws UnsupportedSqlException;
}
