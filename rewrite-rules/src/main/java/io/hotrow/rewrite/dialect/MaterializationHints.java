package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code WITH x AS [NOT] MATERIALIZED (query)}: PostgreSQL's hint whether to compute a WITH query
 * once or fold it into the statement, which H2 cannot parse. It changes no result, so it is dropped.
 */
final class MaterializationHints implements Rule {

    @Override
    public List<String> words() {
        return List.of("materialized");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 1 < t.size(); i++) {
            if (t.is(i, "MATERIALIZED") && t.is(i + 1, "(")) {
                int first = t.is(i - 1, "NOT") ? i - 1 : i;
                if (t.is(first - 1, "AS")) {
                    splice.replace(t.get(first - 1).end(), t.get(i).end(), "");
                }
            }
        }
    }
}
