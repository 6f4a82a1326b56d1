package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code (start1, end1) OVERLAPS (start2, end2)}, SQL's period predicate, which H2 cannot parse: a
 * call of the engine's {@code hotrow_overlaps(start1, end1, start2, end2)}, which answers as
 * PostgreSQL does (an end may be an interval, NULLs make it unknown where the standard says so).
 * The operands keep their order, so bind parameters keep theirs.
 */
final class Overlaps implements Rule {

    @Override
    public List<String> words() {
        return List.of("overlaps");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 1 < t.size(); i++) {
            int secondOpen = t.is(i + 1, "ROW") ? i + 2 : i + 1;
            if (!t.is(i, "OVERLAPS") || !t.is(i - 1, ")") || !t.is(secondOpen, "(")) {
                continue;
            }
            int open = t.opening(i - 1);
            int close = t.closing(secondOpen);
            List<Splice.Span> operands = new ArrayList<>(pair(t, open, i - 1));
            operands.addAll(pair(t, secondOpen, close));
            if (operands.size() != 4) {
                continue; // not two pairs: H2 refuses it as a syntax error
            }
            int first = t.is(open - 1, "ROW") ? open - 1 : open;
            splice.wrap(t.get(first).begin(), t.get(close).end(), operands, parts -> "hotrow_overlaps(" + String.join(", ", parts) + ")");
            if (t.outputItems().mayLabel(first, close, "overlaps")) {
                t.outputItems().label(splice, close, "overlaps"); // PostgreSQL's label; H2's was the call's, hotrow_overlaps
            }
        }
    }

    /** The two operands between the parentheses at {@code open} and {@code close}, or none. */
    private static List<Splice.Span> pair(SqlTokens t, int open, int close) {
        int comma = t.nextTopLevel(open + 1, close, ",");
        if (comma <= open + 1 || comma + 1 >= close || t.nextTopLevel(comma + 1, close, ",") >= 0) {
            return List.of();
        }
        return List.of(new Splice.Span(t.get(open + 1).begin(), t.get(comma - 1).end()),
                new Splice.Span(t.get(comma + 1).begin(), t.get(close - 1).end()));
    }
}
