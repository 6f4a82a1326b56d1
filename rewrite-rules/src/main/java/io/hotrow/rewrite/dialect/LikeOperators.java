package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL's operator names for LIKE and ILIKE ({@code ~~}, {@code ~~*}, {@code !~~},
 * {@code !~~*}), in which PostgreSQL itself writes a view's LIKE back (pg_dump, pg_get_viewdef):
 * written as the keywords, which H2 reads.
 */
final class LikeOperators implements Rule {

    private static final Map<String, String> KEYWORDS = Map.of("~~", "LIKE", "~~*", "ILIKE", "!~~", "NOT LIKE", "!~~*", "NOT ILIKE");

    @Override
    public List<String> words() {
        return List.of();
    }

    @Override
    public List<String> symbols() {
        return List.of("~~");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        int i = 0;
        while (i < t.size()) {
            int end = Operands.tildeOperatorEnd(t, i);
            String operator = Operands.images(t, i, end);
            String keyword = KEYWORDS.get(operator);
            if (keyword != null) {
                splice.replace(t.get(i).begin(), t.get(end - 1).end(), " " + keyword + " ");
            }
            i = Math.max(end, i + 1);
        }
    }
}
