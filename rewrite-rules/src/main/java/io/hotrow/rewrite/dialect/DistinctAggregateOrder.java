package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code array_agg(DISTINCT x)} and {@code string_agg(DISTINCT x, sep)} without an ORDER BY of their
 * own: PostgreSQL removes the duplicates by sorting, so the values come out in x's order, NULL last;
 * H2 keeps the order it met them in (NULL first). The call gets {@code ORDER BY x}, which H2 sorts
 * as PostgreSQL does here (NULLs last ascending).
 */
final class DistinctAggregateOrder implements Rule {

    @Override
    public List<String> words() {
        return List.of("array_agg", "string_agg");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 2 < t.size(); i++) {
            if (!(t.is(i, "array_agg") || t.is(i, "string_agg")) || !t.is(i + 1, "(") || !t.is(i + 2, "DISTINCT")
                    || t.is(i - 1, ".") && !t.is(i - 2, "pg_catalog")) {
                continue;
            }
            int close = t.closing(i + 1);
            if (t.nextTopLevel(i + 2, close, "ORDER") >= 0) {
                continue;
            }
            int comma = t.nextTopLevel(i + 3, close, ",");
            int end = comma >= 0 ? comma : close;
            if (end > i + 3) {
                splice.insert(t.get(close - 1).end(), " ORDER BY " + splice.render(t.get(i + 3).begin(), t.get(end - 1).end()));
            }
        }
    }
}
