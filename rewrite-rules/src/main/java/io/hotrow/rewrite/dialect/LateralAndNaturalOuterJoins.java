package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * Joins H2 has no counterpart for, refused for what they are rather than as H2's syntax errors:
 * {@code LATERAL} subqueries and functions (H2's derived tables cannot see the tables before them)
 * other than those {@link LateralSubqueries} translates, and {@code NATURAL LEFT/RIGHT/FULL JOIN} (H2 has only the inner NATURAL JOIN, and the common
 * columns are the database's to know). Read from the tokens, parsed or not.
 */
final class LateralAndNaturalOuterJoins implements Rule {

    @Override
    public List<String> words() {
        return List.of("lateral", "natural");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 1; i + 1 < t.size(); i++) {
            boolean joined = t.is(i - 1, ",") || t.is(i - 1, "JOIN");
            if (t.is(i, "LATERAL") && joined && (t.is(i + 1, "(") || Operands.isWord(t, i + 1) && t.is(i + 2, "("))) {
                LateralSubqueries.check(t);
            }
            if (t.is(i, "NATURAL") && (t.is(i + 1, "LEFT") || t.is(i + 1, "RIGHT") || t.is(i + 1, "FULL"))) {
                throw new UnsupportedSqlException("NATURAL " + Operands.upper(t, i + 1) + " JOIN; name the common columns:"
                        + " " + Operands.upper(t, i + 1) + " JOIN ... USING (col, ...)");
            }
        }
    }
}
