package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * A multidimensional array literal, {@code ARRAY[[1,2],[3,4]]}: H2 cannot read it, and its nearest form, an array of arrays
 * ({@code ARRAY[ARRAY[1,2],ARRAY[3,4]]}), answers otherwise than PostgreSQL's matrix where a subscript takes a row
 * ({@code a[2]} is {@code {3,4}}, PostgreSQL's NULL), in {@code cardinality}, {@code unnest} and {@code array_dims}. Refused
 * with a reason (42000) rather than H2's syntax error.
 */
final class NestedArrayLiterals implements Rule {

    @Override
    public List<String> words() {
        return List.of("array");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i + 2 < t.size(); i++) {
            if (t.is(i, "ARRAY") && t.is(i + 1, "[") && t.is(i + 2, "[")) {
                throw new UnsupportedSqlException("multidimensional arrays (ARRAY[[1,2],[3,4]]): the engine's arrays are one-dimensional;"
                        + " keep a matrix as rows of a table or as a jsonb array of arrays");
            }
        }
    }
}
