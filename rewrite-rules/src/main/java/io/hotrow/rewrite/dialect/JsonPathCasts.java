package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * Casts to PostgreSQL's {@code jsonpath} ({@code x::jsonpath}, {@code CAST(x AS jsonpath)}, {@code jsonpath '...'}) as
 * {@code hotrow_jsonpath(x)}: the path parsed (42601 for a bad one) and written as PostgreSQL normalises it, a text the
 * engine's jsonb_path functions and the {@code @?} and {@code @@} operators read, in a VARCHAR marked as a jsonpath
 * ({@link JsonPathVarchar}). H2 has no such type.
 */
final class JsonPathCasts implements Rule {

    private static final String OPEN = "CAST(hotrow_jsonpath(";
    private static final String CLOSE = ") AS " + JsonPathVarchar.TYPE + ")";

    @Override
    public List<String> words() {
        return List.of("jsonpath");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i < t.size(); i++) {
            if (t.is(i, "jsonpath") && !t.is(i + 1, "[")) {
                CastCalls.rewrite(t, splice, i, OPEN, CLOSE);
            }
        }
    }
}
