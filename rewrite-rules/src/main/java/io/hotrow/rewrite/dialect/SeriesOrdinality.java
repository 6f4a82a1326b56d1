package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code generate_series(...) WITH ORDINALITY [[AS] alias [(value[, ordinality])]]} in FROM, which H2 cannot read (it numbers
 * UNNEST's rows only): a derived table numbering the series' rows in the order H2's table function makes them,
 * {@code (SELECT CAST(hotrow_n AS INTEGER) AS "generate_series", CAST(ROW_NUMBER() OVER () AS BIGINT) AS "ordinality" FROM
 * generate_series(...) AS hotrow_series(hotrow_n)) AS "generate_series"}, with PostgreSQL's column names (the alias, or the
 * function's name, and {@code ordinality}, or the names given) and types (an integer series of integer literals, else H2's
 * bigint; a bigint ordinality). A series of timestamps (an argument holding a string) is left to H2, which refuses it.
 */
final class SeriesOrdinality implements Rule {

    private static final String FUNCTION = "generate_series";

    @Override
    public List<String> words() {
        return List.of("ordinality");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 1 < t.size(); i++) {
            if (!t.is(i, FUNCTION) || !t.is(i + 1, "(") || !UnnestColumns.ITEM_STARTS.contains(Operands.upper(t, i - 1))) {
                continue;
            }
            int close = t.closing(i + 1);
            if (!t.is(close + 1, "WITH") || !t.is(close + 2, "ORDINALITY") || holdsString(t, i + 2, close)) {
                continue;
            }
            FromAlias named = FromAlias.after(t, close + 3);
            List<String> columns = named.columns();
            String table = named.alias() != null ? named.alias() : "\"" + FUNCTION + "\"";
            String value = !columns.isEmpty() ? columns.get(0) : table;
            String counter = columns.size() > 1 ? columns.get(1) : "\"ordinality\"";
            String type = IntegerLiterals.argumentsType(t, i + 1, close);
            String element = "INTEGER".equals(type) ? "CAST(hotrow_n AS INTEGER)" : "hotrow_n";
            Splice.Span arguments = new Splice.Span(t.get(i + 2).begin(), t.get(close - 1).end());
            splice.wrap(t.get(i).begin(), t.get(named.end() - 1).end(), List.of(arguments), parts -> "(SELECT " + element + " AS " + value
                    + ", CAST(ROW_NUMBER() OVER () AS BIGINT) AS " + counter + " FROM " + FUNCTION + "(" + parts.get(0)
                    + ") AS hotrow_series(hotrow_n)) AS " + table);
        }
    }

    /** Whether tokens {@code [from, to)} hold a string: a series of timestamps, H2's to run or refuse. */
    private static boolean holdsString(SqlTokens t, int from, int to) {
        for (int k = from; k < to; k++) {
            if (t.get(k).image().startsWith("'")) {
                return true;
            }
        }
        return false;
    }
}
