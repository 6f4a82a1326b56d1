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
            int end = i;
            StringBuilder operator = new StringBuilder();
            // the lexer may split an operator into several symbols: join those that touch
            while (end < t.size() && isOperatorPart(t.get(end).image()) && (end == i || t.get(end).begin() == t.get(end - 1).end())) {
                operator.append(t.get(end).image());
                end++;
            }
            String keyword = KEYWORDS.get(operator.toString());
            if (keyword != null) {
                splice.replace(t.get(i).begin(), t.get(end - 1).end(), " " + keyword + " ");
            }
            i = Math.max(end, i + 1);
        }
    }

    private static boolean isOperatorPart(String image) {
        return !image.isEmpty() && image.chars().allMatch(c -> c == '~' || c == '!' || c == '*');
    }
}
