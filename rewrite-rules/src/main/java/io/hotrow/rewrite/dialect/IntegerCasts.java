package io.hotrow.rewrite.dialect;

import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import net.sf.jsqlparser.statement.Statement;

/**
 * Casts to smallint, integer and bigint ({@code x::int}, {@code CAST(x AS bigint)}, {@code int4 '0'}),
 * whose conversions differ in H2: a double rounds half up there (PostgreSQL: half to even), NaN
 * becomes 0 (PostgreSQL: 22003), text out of range is a conversion error (PostgreSQL: 22003), and
 * H2 has no typed literals of these types. The cast becomes a call of the engine's
 * {@code hotrow_int2}, {@code hotrow_int4} or {@code hotrow_int8}. Casts whose operand needs none of
 * that are left to H2: a bind parameter (it arrives typed), an integer literal within the type's range, NULL. A literal beyond
 * it is converted too: {@code -32768::smallint} is {@code -(32768::smallint)} in PostgreSQL, out of range (22003), where H2
 * folded the minus into the literal first and answered -32768.
 */
final class IntegerCasts implements Rule {

    private static final Map<String, String> TYPES = Map.of("smallint", "hotrow_int2", "int2", "hotrow_int2", "int", "hotrow_int4",
            "int4", "hotrow_int4", "integer", "hotrow_int4", "bigint", "hotrow_int8", "int8", "hotrow_int8");

    @Override
    public List<String> words() {
        return List.copyOf(TYPES.keySet());
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i < t.size(); i++) {
            String function = TYPES.get(t.get(i).image().toLowerCase(Locale.ROOT));
            if (function != null) {
                long max = function.equals("hotrow_int2") ? Short.MAX_VALUE : function.equals("hotrow_int4") ? Integer.MAX_VALUE : Long.MAX_VALUE;
                CastOperands.spliceAsCall(t, splice, i, function, (tokens, first, last) -> needsConversion(tokens, first, last, max));
            }
        }
    }

    /**
     * Whether the operand (tokens {@code first} to {@code last}) may convert differently in H2: anything but a parameter, NULL or
     * an integer literal up to {@code max}.
     */
    private static boolean needsConversion(SqlTokens t, int first, int last, long max) {
        if (first != last) {
            return true;
        }
        String image = t.get(first).image();
        boolean digits = image.chars().allMatch(Character::isDigit);
        return !image.equals("?") && !image.startsWith("$") && !image.equalsIgnoreCase("NULL")
                && (!digits || new BigInteger(image).compareTo(BigInteger.valueOf(max)) > 0);
    }
}
