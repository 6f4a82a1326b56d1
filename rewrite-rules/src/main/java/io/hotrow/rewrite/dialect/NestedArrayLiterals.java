package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * A multidimensional array literal, {@code ARRAY[[1,2],[3,4]]} or {@code ARRAY[ARRAY[1,2],ARRAY[3,4]]}: H2 cannot read the
 * first, and reads the second as an array of arrays, which answers otherwise than PostgreSQL's matrix, without an error,
 * where a subscript takes a row ({@code a[2]} is {@code {3,4}}, PostgreSQL's NULL), in {@code cardinality}, {@code unnest}
 * and {@code array_length(a, 2)}. Both are refused with a reason (42000).
 */
final class NestedArrayLiterals implements Rule {

    @Override
    public List<String> words() {
        return List.of("array");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i + 2 < t.size(); i++) {
            if (t.is(i, "ARRAY") && t.is(i + 1, "[") && (t.is(i + 2, "[") || t.is(i + 2, "ARRAY") && t.is(i + 3, "["))) {
                throw new UnsupportedSqlException("multidimensional arrays (ARRAY[[1,2],[3,4]], ARRAY[ARRAY[1,2],ARRAY[3,4]]): the engine's"
                        + " arrays are one-dimensional; keep a matrix as rows of a table or as a jsonb array of arrays");
            }
        }
    }
}
