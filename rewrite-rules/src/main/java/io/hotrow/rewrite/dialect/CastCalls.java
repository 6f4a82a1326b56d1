package io.hotrow.rewrite.dialect;

import java.util.Locale;

/**
 * A cast to a type the engine reads with a function of its own (jsonb, json, jsonpath) written as a call of it: {@code 'x'::t},
 * {@code t 'x'} and {@code CAST(x AS t)} become {@code open x close}.
 */
final class CastCalls {

    private CastCalls() {
    }

    /**
     * Rewrites the cast whose type name is token {@code i}; {@code close} ends with the {@code )} closing {@code CAST(}.
     * Whether token {@code i} is the type of a cast (a {@code CAST} already of one of the engine's functions, a text analysed
     * again, is left as it is).
     */
    static boolean rewrite(SqlTokens t, Splice splice, int i, String open, String close) {
        if (TypePositions.isLiteralType(t, i)) {
            splice.replace(t.get(i).begin(), t.get(i + 1).end(), open + t.get(i + 1).image() + close);
        } else if (t.is(i - 1, "::")) {
            int operand = CastOperands.start(t, i - 2, true);
            splice.insert(t.get(operand).begin(), open);
            splice.replace(t.get(i - 1).begin(), t.get(i).end(), close);
        } else if (TypePositions.isCastTarget(t, i)) {
            int paren = CastOperands.enclosingOpen(t, i);
            boolean engines = t.get(paren + 1).image().toLowerCase(Locale.ROOT).startsWith("hotrow_"); // a text analysed again (ColumnTypedStrings)
            if (t.is(paren - 1, "CAST") && t.closing(paren) == i + 1 && !engines) {
                splice.replace(t.get(paren - 1).begin(), t.get(paren).end(), open);
                // the CAST's own ) stays, so that a label inserted after it stays after the call
                splice.replace(t.get(i - 1).begin(), t.get(i).end(), close.substring(0, close.length() - 1));
            }
        } else {
            return false;
        }
        return true;
    }
}
