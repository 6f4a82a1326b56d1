package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * What PostgreSQL refuses to do with a boolean the text shows, and H2 does as with the numbers 1 and
 * 0: arithmetic on TRUE or FALSE ({@code true + 1}: no such operator, 42883), and a cast to boolean
 * of a number other than an integer ({@code 2::int8::boolean}: no such cast, 42846; integer has one).
 */
final class BooleanOperations implements Rule {

    private static final Set<String> ARITHMETIC = Set.of("+", "-", "*", "/", "%", "^");
    private static final Set<String> BOOLEAN = Set.of("BOOL", "BOOLEAN");
    /** Numeric types PostgreSQL has no cast to boolean from. */
    private static final Set<String> NOT_CASTABLE = Set.of("INT8", "BIGINT", "INT2", "SMALLINT", "NUMERIC", "DECIMAL", "REAL", "FLOAT4",
            "FLOAT8", "FLOAT");

    @Override
    public List<String> words() {
        return List.of("true", "false", "bool", "boolean");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i < t.size(); i++) {
            String word = Operands.upper(t, i);
            if ((word.equals("TRUE") || word.equals("FALSE")) && (ARITHMETIC.contains(Operands.upper(t, i + 1))
                    || ARITHMETIC.contains(Operands.upper(t, i - 1)))) {
                String operator = ARITHMETIC.contains(Operands.upper(t, i + 1)) ? t.get(i + 1).image() : t.get(i - 1).image();
                throw UnsupportedSqlException.rejectedByPostgres("42883", "operator does not exist: boolean " + operator
                        + " (PostgreSQL has no arithmetic on boolean)");
            }
            if (BOOLEAN.contains(word) && t.is(i - 1, "::") && NOT_CASTABLE.contains(Operands.upper(t, i - 2)) && t.is(i - 3, "::")) {
                throw UnsupportedSqlException.rejectedByPostgres("42846", "cannot cast type " + t.get(i - 2).image().toLowerCase(
                        Locale.ROOT) + " to boolean");
            }
        }
    }
}
