package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL's arithmetic operators without an H2 twin, {@code a ^ b} (power), {@code |/ a} (square
 * root), {@code ||/ a} (cube root) and the prefix {@code @ a} (absolute value), are refused with 42883
 * naming the function to call instead. They are not translated: each has its own precedence in
 * PostgreSQL ({@code ^} binds tighter than {@code *}, a prefix operator takes all arithmetic after
 * it) and its own result type ({@code ^} of numerics is a numeric of PostgreSQL's power scale), which
 * a token rewrite would get wrong without an error. Refusing matters for {@code @}: H2 reads
 * {@code @x} as a session variable, so {@code SELECT @n FROM t} answered NULL where PostgreSQL
 * answers {@code abs(n)}.
 */
final class MathOperators implements Rule {

    @Override
    public List<String> words() {
        return List.of();
    }

    @Override
    public List<String> symbols() {
        return List.of("^", "@", "|", "||");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i < t.size(); i++) {
            if (t.is(i, "^")) {
                throw refused("^", "power(a, b)");
            } else if (t.is(i, "@") && !touches(t, i, "?")) {
                throw refused("@", "abs(a)");
            } else if (t.is(i, "|") && touches(t, i, "/")) {
                throw refused("|/", "sqrt(a)");
            } else if (t.is(i, "||") && touches(t, i, "/")) {
                throw refused("||/", "power(a, 1.0 / 3)"); // the engine has no cbrt
            }
        }
    }

    /** Whether the token after {@code i} is {@code symbol} written without a space: one operator of PostgreSQL's lexer. */
    private static boolean touches(SqlTokens t, int i, String symbol) {
        return t.is(i + 1, symbol) && t.get(i).end() == t.get(i + 1).begin();
    }

    private static UnsupportedSqlException refused(String operator, String instead) {
        return UnsupportedSqlException.rejectedByPostgres("42883", "operator " + operator
                + " is not supported by the engine (it has no twin in H2); call " + instead + " instead");
    }
}
