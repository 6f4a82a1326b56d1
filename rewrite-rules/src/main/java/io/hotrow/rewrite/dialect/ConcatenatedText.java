package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * An operand of {@code ||} whose text shows a float or an interval ({@code 'x' || 1e-7::float8},
 * {@code 'took ' || CAST(t AS real)}, {@code 'in ' || interval '1 day'}): it goes through the engine's {@code hotrow_text},
 * as a cast to text does ({@link TextCasts}), so the concatenation holds PostgreSQL's text of it ({@code x1e-07},
 * {@code in 1 day}) where H2 wrote its own ({@code x1.0E-7}, {@code in INTERVAL '1' DAY}). Only such operands: a float or an
 * interval is never an array or a jsonb, so the {@code ||} is text's, and other concatenations keep H2's operator alone.
 * An operand whose extent is not sure (a sum, {@code 'x' || a + 1::float8}) is left to H2.
 */
final class ConcatenatedText implements Rule {

    /** Types whose text H2 writes otherwise than PostgreSQL. */
    private static final Set<String> TYPES = Set.of("FLOAT8", "FLOAT4", "REAL", "DOUBLE", "FLOAT", "INTERVAL");
    /** Fields that may follow an interval literal's string. */
    private static final Set<String> FIELDS = Set.of("YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "SECOND");
    /** Operators that bind tighter than {@code ||}: an operand next to one is part of a larger one. */
    private static final Set<String> TIGHTER = Set.of("+", "-", "*", "/", "%", "^", "::", "[", ".");

    @Override
    public List<String> words() {
        return List.of("float8", "float4", "real", "double", "float", "interval");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 1 < t.size(); i++) {
            if (!t.is(i, "||")) {
                continue;
            }
            int first = Operands.leftStart(t, i);
            if (first >= 0 && !TIGHTER.contains(t.get(Math.max(first - 1, 0)).image()) && showsType(t, first, i - 1)) {
                wrap(t, splice, first, i - 1);
            }
            int end = Operands.rightEnd(t, i);
            if (end > i + 1 && (end >= t.size() || !TIGHTER.contains(t.get(end).image())) && showsType(t, i + 1, end - 1)) {
                wrap(t, splice, i + 1, end - 1);
            }
        }
    }

    /** Whether tokens {@code first} to {@code last} are a cast to a float or an interval, or an interval literal. */
    private static boolean showsType(SqlTokens t, int first, int last) {
        while (t.is(first, "(") && t.closing(first) == last) {
            first++;
            last--;
        }
        if (last <= first) {
            return false;
        }
        if (t.is(first, "INTERVAL") && last == first + 1 && t.get(last).image().startsWith("'")) {
            return !FIELDS.contains(Operands.upper(t, last + 1)); // interval '1' day: the field is part of it
        }
        if (t.is(first, "CAST") && t.is(first + 1, "(") && t.closing(first + 1) == last) {
            int as = last - 1;
            while (as > first && !t.is(as, "AS")) {
                as--;
            }
            return t.is(as, "AS") && isType(t, as + 1, last - 1);
        }
        for (int k = last - 1; k > first; k--) {
            if (t.is(k, "::")) {
                return isType(t, k + 1, last);
            }
            if (t.is(k, ")") || t.is(k, "]")) {
                return false; // a cast of something inside, not of the whole
            }
        }
        return false;
    }

    /** Whether tokens {@code first} to {@code last} name a float or an interval type ({@code double precision}, {@code float(24)}). */
    private static boolean isType(SqlTokens t, int first, int last) {
        String word = t.get(first).image().toUpperCase(Locale.ROOT);
        if (!TYPES.contains(word)) {
            return false;
        }
        int end = word.equals("DOUBLE") && t.is(first + 1, "PRECISION") ? first + 1 : first;
        if (t.is(end + 1, "(")) {
            end = t.closing(end + 1);
        }
        return end == last;
    }

    private static void wrap(SqlTokens t, Splice splice, int first, int last) {
        Splice.Span operand = new Splice.Span(t.get(first).begin(), t.get(last).end());
        splice.wrap(operand.begin(), operand.end(), List.of(operand), parts -> "hotrow_text(" + parts.get(0) + ")");
    }
}
