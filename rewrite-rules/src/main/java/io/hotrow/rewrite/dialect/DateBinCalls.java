package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code date_bin(stride, source, origin)}, which H2 lacks, becomes {@code (origin + hotrow_date_bin(stride, source, origin))}:
 * the engine's function answers the interval from the origin to the start of the source's bin, and the sum has the origin's
 * type, a {@code timestamp} or a {@code timestamptz}, as PostgreSQL's two functions do; a stride written as a string
 * ({@code '15 minutes'}) is read as the interval PostgreSQL reads. The origin is written twice, so one
 * that could differ between two reads or renumber bind parameters (a call, a parameter, a subquery) is left to H2, which
 * refuses the call.
 */
final class DateBinCalls implements Rule {

    @Override
    public List<String> words() {
        return List.of("date_bin");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i + 1 < t.size(); i++) {
            if (!t.is(i, "date_bin") || !t.is(i + 1, "(") || t.is(i - 1, ".") && !t.is(i - 2, "pg_catalog")) {
                continue;
            }
            int close = t.closing(i + 1);
            int first = t.nextTopLevel(i + 2, close, ",");
            int second = first < 0 ? -1 : t.nextTopLevel(first + 1, close, ",");
            if (!t.is(close, ")") || second < 0 || t.nextTopLevel(second + 1, close, ",") >= 0 || second + 1 == close
                    || !NumericRemainders.repeatable(t, second + 1, close)) {
                continue;
            }
            int begin = t.is(i - 1, ".") ? i - 2 : i;
            // a string stride is an interval's text, as PostgreSQL reads an unknown literal for date_bin's interval argument
            String stride = first == i + 3 && t.get(i + 2).image().startsWith("'")
                    ? IntervalText.toH2(unquoted(t.get(i + 2).image())) : null;
            List<Splice.Span> arguments = List.of(new Splice.Span(t.get(i + 2).begin(), t.get(first - 1).end()),
                    new Splice.Span(t.get(first + 1).begin(), t.get(second - 1).end()),
                    new Splice.Span(t.get(second + 1).begin(), t.get(close - 1).end()));
            splice.wrap(t.get(begin).begin(), t.get(close).end(), arguments,  parts -> "(" + parts.get(2) + " + hotrow_date_bin("
                    + (stride != null ? stride : parts.get(0)) + ", " + parts.get(1) + ", " + parts.get(2) + "))");
            OutputItems items = t.outputItems();
            if (items.isWholeSelectItem(begin, close)) {
                items.label(splice, close, "date_bin");
            }
        }
    }

    private static String unquoted(String literal) {
        return literal.substring(1, literal.length() - 1).replace("''", "'");
    }
}
