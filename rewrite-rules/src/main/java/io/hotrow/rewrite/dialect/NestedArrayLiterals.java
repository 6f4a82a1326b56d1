package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * A multidimensional array literal, {@code ARRAY[[1,2],[3,4]]} or {@code ARRAY[ARRAY[1,2],ARRAY[3,4]]}: H2 cannot read the
 * first, and reads the second as an array of arrays, which answers otherwise than PostgreSQL's matrix, without an error,
 * where a subscript takes a row ({@code a[2]} is {@code {3,4}}, PostgreSQL's NULL), in {@code cardinality}, {@code unnest}
 * and {@code array_length(a, 2)}. Both are refused with a reason (42000), but for the second as the whole argument of
 * {@code to_json}, {@code to_jsonb} or {@code array_to_json}, whose JSON of it ({@code [[1,2],[3,4]]}) is PostgreSQL's.
 */
final class NestedArrayLiterals implements Rule {

    /** Functions that write an array of arrays as PostgreSQL writes its matrix. */
    private static final Set<String> AS_JSON = Set.of("TO_JSON", "TO_JSONB", "ARRAY_TO_JSON");

    @Override
    public List<String> words() {
        return List.of("array");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i + 2 < t.size(); i++) {
            boolean nested = t.is(i + 2, "ARRAY") && t.is(i + 3, "[");
            if (t.is(i, "ARRAY") && t.is(i + 1, "[") && (t.is(i + 2, "[") || nested && !isJsonArgument(t, i))) {
                throw new UnsupportedSqlException("multidimensional arrays (ARRAY[[1,2],[3,4]], ARRAY[ARRAY[1,2],ARRAY[3,4]]): the engine's"
                        + " arrays are one-dimensional; keep a matrix as rows of a table or as a jsonb array of arrays");
            }
        }
    }

    /** Whether the array literal at {@code i} is the whole argument of a function that writes it as JSON. */
    private static boolean isJsonArgument(SqlTokens t, int i) {
        int close = t.closingBracket(i + 1);
        return i >= 2 && t.is(i - 1, "(") && AS_JSON.contains(Operands.upper(t, i - 2)) && !t.is(i - 3, ".") && t.is(close + 1, ")");
    }
}
