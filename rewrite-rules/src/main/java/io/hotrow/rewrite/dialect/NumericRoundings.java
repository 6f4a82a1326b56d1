package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code round(x, n)} and {@code trunc(x, n)} become the engine's {@code hotrow_round} and
 * {@code hotrow_trunc}, whose result has scale {@code n} as PostgreSQL's ({@code round(price, 3)}
 * of 5.50 is 5.500, H2 keeps 5.50; of an unconstrained numeric H2 drops trailing zeros). The
 * one-argument forms are left to H2, which gives PostgreSQL's value and scale for numerics, but
 * {@code round(x)} of what the text shows to be a float ({@code round(2.5::float8)}) becomes the
 * engine's {@code hotrow_round_float}, which takes a tie to the even integer as PostgreSQL does
 * (2, where H2 gives 3); a float column's round is the engine's to find ({@link FloatRoundings}).
 */
final class NumericRoundings implements Rule {

    private static final Map<String, String> FUNCTIONS = Map.of("round", "hotrow_round", "trunc", "hotrow_trunc");

    @Override
    public List<String> words() {
        return List.copyOf(FUNCTIONS.keySet());
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 1 < t.size(); i++) {
            String function = FUNCTIONS.get(t.get(i).image().toLowerCase(Locale.ROOT));
            if (function == null || !t.is(i + 1, "(") || t.is(i - 1, ".") && !t.is(i - 2, "pg_catalog")) {
                continue;
            }
            int close = t.closing(i + 1);
            int comma = t.nextTopLevel(i + 2, close, ",");
            int name = t.is(i - 1, ".") ? i - 2 : i;
            if (comma > 0 && t.nextTopLevel(comma + 1, close, ",") < 0) {
                splice.replace(t.get(name).begin(), t.get(i).end(), function);
            } else if (comma < 0 && close > i + 2 && t.is(i, "round") && ArithmeticType.of(t, i + 2, close) == ArithmeticType.FLOAT) {
                splice.replace(t.get(name).begin(), t.get(i).end(), FloatRoundings.FUNCTION);
            }
        }
    }
}
