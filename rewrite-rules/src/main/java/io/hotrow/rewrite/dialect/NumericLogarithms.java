package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code sqrt}, {@code exp}, {@code ln} and {@code log} of what the text shows to be a numeric ({@code sqrt(2.0)},
 * {@code ln(x::numeric)}), and the two-argument {@code log(b, x)}, which PostgreSQL has for numerics only
 * ({@code log(2, 8)} is 3.0000000000000000), become the engine's {@code hotrow_numeric_} functions: PostgreSQL computes them in
 * numeric with its own result scale, H2 answered a double (1.4142135623730951 for 1.414213562373095). An integer or float
 * argument is PostgreSQL's double precision function, H2's as well ({@link FloatRanges} takes exp and sqrt of floats); a
 * float in the two-argument log has no such function (42883). A column's type is not known here: its call is left to H2.
 */
final class NumericLogarithms implements Rule {

    private static final Map<String, String> ONE_ARGUMENT = Map.of("sqrt", "hotrow_numeric_sqrt", "exp", "hotrow_numeric_exp",
            "ln", "hotrow_numeric_ln", "log", "hotrow_numeric_log10");

    @Override
    public List<String> words() {
        return List.of("sqrt", "exp", "ln", "log");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i + 2 < t.size(); i++) {
            String name = t.get(i).image().toLowerCase(Locale.ROOT);
            if (!ONE_ARGUMENT.containsKey(name) || !t.is(i + 1, "(") || t.is(i - 1, ".") && !t.is(i - 2, "pg_catalog")) {
                continue;
            }
            int close = t.closing(i + 1);
            int comma = t.nextTopLevel(i + 2, close, ",");
            if (!t.is(close, ")") || close == i + 2 || comma >= 0 && t.nextTopLevel(comma + 1, close, ",") >= 0) {
                continue;
            }
            int begin = t.is(i - 1, ".") ? i - 2 : i;
            if (comma < 0 && ArithmeticType.of(t, i + 2, close) == ArithmeticType.NUMERIC) {
                splice.replace(t.get(begin).begin(), t.get(i).end(), ONE_ARGUMENT.get(name));
            } else if (comma >= 0 && name.equals("log")) {
                ArithmeticType types = ArithmeticType.of(t, i + 2, comma).with(ArithmeticType.of(t, comma + 1, close));
                if (types == ArithmeticType.FLOAT) {
                    throw UnsupportedSqlException.rejectedByPostgres("42883", "function log(double precision, ...) does not exist;"
                            + " PostgreSQL's log(b, x) takes numerics");
                }
                if (types != ArithmeticType.OTHER) {
                    splice.replace(t.get(begin).begin(), t.get(i).end(), "hotrow_numeric_log");
                }
            }
        }
    }
}
