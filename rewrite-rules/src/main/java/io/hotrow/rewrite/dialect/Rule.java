package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/** One PostgreSQL construct the shim translates or refuses. */
interface Rule {

    /** Lower-case words without which the rule has nothing to do: the shim's fast path skips texts with none. */
    List<String> words();

    /** Operators without which the rule has nothing to do, for the same fast path. */
    default List<String> symbols() {
        return List.of();
    }

    /**
     * Whether the rule reads the statement's tree: it is then skipped for a text our parser could
     * not read, which H2 is left to run or refuse. Rules that work on tokens alone get a null tree there.
     */
    default boolean needsTree() {
        return false;
    }

    /**
     * Whether {@link #apply} would move a bind parameter in front of one written before it: the shim
     * then numbers the parameters first (see {@link ParameterNumbers}).
     */
    default boolean reordersParameters(Statement ast, SqlTokens tokens) {
        return false;
    }

    /** Records the edits for this construct, or refuses the statement. */
    void apply(Statement ast, SqlTokens tokens, Splice splice) throws UnsupportedSqlException;
}
