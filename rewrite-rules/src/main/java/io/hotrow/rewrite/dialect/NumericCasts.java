package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * Casts to an unconstrained numeric ({@code x::numeric}, {@code CAST(x AS decimal)},
 * {@code numeric '1.50'}) become a call of the engine's {@code hotrow_numeric}: H2 makes them a
 * DECFLOAT, which drops trailing zeros ({@code 1.50::numeric} is 1.5) and so the scale of what is
 * computed with it ({@code price * 2::numeric} is 11 where PostgreSQL says 11.00), and writes a
 * double with all its digits (PostgreSQL: 15 significant ones). Casts with a precision
 * ({@code numeric(10,2)}) round as PostgreSQL does in H2 and stay. A bind parameter's cast is
 * translated too: H2 would drop the trailing zeros of the value bound.
 */
final class NumericCasts implements Rule {

    private static final String FUNCTION = "hotrow_numeric";
    private static final Set<String> TYPES = Set.of("numeric", "decimal");

    @Override
    public List<String> words() {
        return List.copyOf(TYPES);
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i < t.size(); i++) {
            if (TYPES.contains(t.get(i).image().toLowerCase(Locale.ROOT))) {
                CastOperands.spliceAsCall(t, splice, i, FUNCTION, (tokens, first, last) -> true);
            }
        }
    }
}
