package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.Select;

/**
 * {@code WITH RECURSIVE} before a SELECT, made into what H2 runs as PostgreSQL does: each query that
 * reads itself is held to PostgreSQL's form ({@link RecursiveTerms}); a non-recursive term of several
 * SELECTs is put in parentheses (H2 takes only the first for it and recurses without end); each
 * query gets its column list written out, which H2 requires under RECURSIVE; and an outer LIMIT is
 * brought into the recursion ({@link RecursionLimit}).
 */
final class RecursiveWith implements Rule {

    @Override
    public List<String> words() {
        return List.of("recursive");
    }

    @Override
    public boolean needsTree() {
        return true;
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        WithClause with = WithClause.of(t);
        if (!with.recursive() || !(ast instanceof Select select) || select.getWithItemsList() == null
                || select.getWithItemsList().size() != with.queries().size()) {
            return;
        }
        Map<WithClause.Query, RecursiveTerms> recursive = new LinkedHashMap<>();
        for (WithClause.Query query : with.queries()) {
            RecursiveTerms terms = RecursiveTerms.of(t, query);
            if (terms != null) {
                recursive.put(query, terms);
            }
        }
        RecursionLimit.Plan limit = RecursionLimit.of(t, with, recursive);
        for (int i = 0; i < with.queries().size(); i++) {
            WithClause.Query query = with.queries().get(i);
            boolean bounded = limit != null && limit.query() == query;
            List<String> columns = query.columns() >= 0 ? listed(t, query)
                    : t.is(firstWord(t, query), "VALUES") ? CteColumnNames.ofValues(t, firstWord(t, query))
                    : CteColumnNames.of(select.getWithItemsList().get(i));
            if (columns == null) {
                throw new UnsupportedSqlException("a WITH RECURSIVE query without a column list whose columns H2 cannot name (* or"
                        + " repeated names); write the list: name(col, ...) AS (...)");
            }
            String depth = bounded ? ", " + RecursionLimit.DEPTH : "";
            if (query.columns() >= 0) {
                splice.insert(t.get(t.closing(query.columns())).begin(), depth);
            } else {
                splice.insert(t.get(query.name()).end(), "(" + String.join(", ", columns) + depth + ")");
            }
            RecursiveTerms terms = recursive.get(query);
            if (terms != null && terms.count() > 2) {
                splice.insert(t.get(query.open() + 1).begin(), "(");
                splice.insert(t.get(terms.ends().get(terms.count() - 2) - 1).end(), ")");
            }
            if (bounded) {
                RecursionLimit.apply(t, splice, limit, columns);
            }
        }
    }

    /** The first token of the query's body that is no parenthesis. */
    private static int firstWord(SqlTokens t, WithClause.Query query) {
        int i = query.open() + 1;
        while (t.is(i, "(")) {
            i++;
        }
        return i;
    }

    /** The names of a written column list. */
    private static List<String> listed(SqlTokens t, WithClause.Query query) {
        List<String> names = new ArrayList<>();
        int close = t.closing(query.columns());
        for (int i = query.columns() + 1; i < close; i++) {
            if (!t.is(i, ",")) {
                names.add(t.get(i).image());
            }
        }
        return names;
    }
}
