package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.statement.Statement;

/**
 * Casts to text ({@code at::text}, {@code CAST(d AS varchar)}, {@code x::character varying(20)}),
 * whose operand goes through the engine's {@code hotrow_text} first: a {@code timestamptz} becomes
 * text in the session's TimeZone, an interval PostgreSQL's {@code 1 day 03:00:00} and a boolean
 * {@code true}, where H2 would print the offset the value was written with, its own interval literal
 * and TRUE; other values pass unchanged to the cast, which stays. The shim cannot tell a column's type, so every operand but a
 * literal, a parameter or a boolean (left to {@link BooleanText}) is handed over. A cast whose
 * result is cast again ({@code x::text::int}) is left to H2, and so is the zone of {@link AtTimeZone},
 * a name already.
 */
final class TextCasts implements Rule {

    @Override
    public List<String> words() {
        return List.of("text", "varchar", "varying");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i < t.size(); i++) {
            if (!isTextType(t, i)) {
                continue;
            }
            int typeEnd = t.is(i, "CHARACTER") ? i + 1 : i;
            if (t.is(typeEnd + 1, "(")) {
                typeEnd = t.closing(typeEnd + 1);
            }
            if (t.is(typeEnd + 1, "::") || t.is(typeEnd + 1, "[") || t.is(typeEnd + 1, "AT") && t.is(typeEnd + 2, "TIME")) {
                continue;
            }
            if (t.is(i - 1, "::")) {
                int first = CastOperands.withLiteralType(t, CastOperands.start(t, i - 2));
                if (isArrayConstructor(t, i - 2)) {
                    wrap(t, splice, t.openingBracket(i - 2) - 1, i - 2);
                } else if (!t.is(i - 2, "]") && !(t.is(first - 1, "ZONE") && t.is(first - 2, "TIME"))) {
                    wrap(t, splice, first, i - 2);
                }
            } else if (t.is(i - 1, "AS") && t.is(typeEnd + 1, ")")) {
                int open = CastOperands.enclosingOpen(t, i);
                if (t.is(open - 1, "CAST") && t.closing(open) == typeEnd + 1) {
                    wrap(t, splice, open + 1, i - 2);
                }
            }
        }
    }

    /**
     * Whether the bracket at {@code close} ends an array constructor ({@code ARRAY[1, 2]::text}: PostgreSQL's {@code {1,2}},
     * H2's {@code [1, 2]}), not a subscript ({@code tags[1]::text}, left to H2).
     */
    private static boolean isArrayConstructor(SqlTokens t, int close) {
        return t.is(close, "]") && t.is(t.openingBracket(close) - 1, "ARRAY");
    }

    private static boolean isTextType(SqlTokens t, int i) {
        String word = t.get(i).image().toLowerCase(Locale.ROOT);
        return word.equals("text") || word.equals("varchar") || word.equals("character") && t.is(i + 1, "VARYING");
    }

    /** Hands the operand, tokens {@code first} to {@code last}, to hotrow_text, with the edits made inside it. */
    private static void wrap(SqlTokens t, Splice splice, int first, int last) {
        if (first < 0 || first > last || first == last && needsNoText(t.get(first).image())) {
            return;
        }
        Splice.Span operand = new Splice.Span(t.get(first).begin(), t.get(last).end());
        splice.wrap(operand.begin(), operand.end(), List.of(operand), parts -> "hotrow_text(" + parts.get(0) + ")");
    }

    /**
     * A literal, a parameter or a boolean: its text is the same on both. Not a number with an exponent ({@code 1e3}),
     * which H2 makes a DECFLOAT it writes {@code 1E+3} (PostgreSQL: {@code 1000}).
     */
    private static boolean needsNoText(String image) {
        char c = image.charAt(0);
        return c == '\'' || c == '?' || c == '$' || Character.isDigit(c) && image.indexOf('e') < 0 && image.indexOf('E') < 0
                || image.equalsIgnoreCase("NULL") || image.equalsIgnoreCase("TRUE") || image.equalsIgnoreCase("FALSE");
    }
}
