package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL's array types, {@code text[]}, {@code int[]}, {@code varchar(20)[]}: H2 writes them
 * {@code text ARRAY}, so each {@code []} after a type becomes {@code ARRAY} (column definitions,
 * {@code ::int[]}, {@code CAST(x AS text[])}). A string literal cast to an array type
 * ({@code '{a,b}'::text[]}) is PostgreSQL's array text, which H2 would take as a one-element
 * array: it is read by the engine's {@code hotrow_array_in} first, and H2 casts the elements.
 */
final class ArrayTypes implements Rule {

    static final String INPUT = "hotrow_array_in";

    @Override
    public List<String> words() {
        return List.of();
    }

    @Override
    public List<String> symbols() {
        return List.of("[]");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 1 < t.size(); i++) {
            if (!t.is(i, "[") || !t.is(i + 1, "]") || t.is(i - 1, "ARRAY")) {
                continue;
            }
            splice.replace(t.get(i).begin(), t.get(i + 1).end(), " ARRAY");
            int typeStart = castTargetStart(t, i);
            if (typeStart < 0) {
                continue;
            }
            int literal = t.is(typeStart - 1, "::") ? typeStart - 2 : t.is(typeStart - 1, "AS") && t.is(typeStart - 3, "(")
                    && t.is(typeStart - 4, "CAST") ? typeStart - 2 : -1;
            if (literal >= 0 && t.get(literal).image().startsWith("'") && !t.is(literal - 1, "::")) {
                splice.replace(t.get(literal).begin(), t.get(literal).end(), INPUT + "(" + t.get(literal).image() + ")");
            }
        }
    }

    /** The first token of the type whose {@code []} is at {@code bracket}, when it is a cast's target; else -1. */
    private static int castTargetStart(SqlTokens t, int bracket) {
        int i = bracket - 1;
        if (t.is(i, ")")) {
            i = t.opening(i) - 1; // varchar(20)[], numeric(5, 2)[]
        }
        while (i > 0 && !t.is(i - 1, "::") && !t.is(i - 1, "AS") && isWord(t, i - 1)) {
            i--; // double precision[], character varying[]
        }
        return i > 0 && (t.is(i - 1, "::") || t.is(i - 1, "AS")) ? i : -1;
    }

    private static boolean isWord(SqlTokens t, int i) {
        return Character.isLetter(t.get(i).image().charAt(0));
    }
}
