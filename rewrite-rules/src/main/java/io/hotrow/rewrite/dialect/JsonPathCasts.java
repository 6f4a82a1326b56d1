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
            if (!t.is(i, "jsonpath") || t.is(i + 1, "[")) {
                continue;
            }
            if (TypePositions.isLiteralType(t, i)) {
                splice.replace(t.get(i).begin(), t.get(i + 1).end(), OPEN + t.get(i + 1).image() + CLOSE);
            } else if (t.is(i - 1, "::")) {
                int operand = CastOperands.start(t, i - 2, true);
                splice.insert(t.get(operand).begin(), OPEN);
                splice.replace(t.get(i - 1).begin(), t.get(i).end(), CLOSE);
            } else if (TypePositions.isCastTarget(t, i)) {
                int paren = CastOperands.enclosingOpen(t, i);
                if (t.is(paren - 1, "CAST") && t.closing(paren) == i + 1) {
                    splice.replace(t.get(paren - 1).begin(), t.get(paren).end(), OPEN);
                    splice.replace(t.get(i - 1).begin(), t.get(i + 1).end(), CLOSE);
                }
            }
        }
    }
}
