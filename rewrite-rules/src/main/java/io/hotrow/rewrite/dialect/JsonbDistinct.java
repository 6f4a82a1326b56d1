package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code SELECT DISTINCT} with a select item whose text shows a jsonb ({@code SELECT DISTINCT doc -> 'n'},
 * {@code doc::jsonb}, a jsonb function) becomes {@code SELECT DISTINCT ON (..., hotrow_jsonb_sort(item), ...) items}:
 * H2 removed duplicates by the stored text, so {@code 1} and {@code 1.0} were two rows where PostgreSQL's jsonb
 * equality makes them one. The sort key is equal for equal jsonb values; the values returned stay the stored ones (of
 * equal ones, the first H2 meets; PostgreSQL too returns one of them). A column of a VALUES list in the FROM whose first
 * row shows a jsonb is keyed too ({@link ValuesColumns}). jsonb columns of tables are keyed by the engine
 * ({@link JsonbColumnKeys}), which knows the columns' types.
 */
final class JsonbDistinct implements Rule {

    @Override
    public List<String> words() {
        return List.of("distinct");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i < t.size(); i++) {
            if (t.is(i, "DISTINCT") && t.is(i - 1, "SELECT") && !t.is(i + 1, "ON")) {
                keyed(t, i, splice);
            }
        }
    }

    private static void keyed(SqlTokens t, int distinct, Splice splice) {
        List<int[]> items = JsonbColumnKeys.selectItems(t, distinct + 1);
        List<Splice.Span> expressions = new ArrayList<>();
        List<Splice.Span> whole = new ArrayList<>();
        List<Boolean> jsonb = new ArrayList<>();
        int from = items.get(items.size() - 1)[1] + 1;
        for (int[] item : items) {
            int last = JsonbColumnKeys.expressionEnd(t, item);
            if (last < item[0] || t.is(item[1], "*")) {
                return; // a star, or no expression to repeat in DISTINCT ON
            }
            expressions.add(new Splice.Span(t.get(item[0]).begin(), t.get(last).end()));
            whole.add(new Splice.Span(t.get(item[0]).begin(), t.get(item[1]).end()));
            jsonb.add(JsonbComparisons.isJsonb(t, item[0], last) || ValuesColumns.shows(t, item[0], last, from, JsonbComparisons::isJsonb));
        }
        if (!jsonb.contains(true)) {
            return;
        }
        int n = items.size();
        List<Splice.Span> parts = new ArrayList<>(expressions);
        parts.addAll(whole);
        splice.wrap(whole.get(0).begin(), whole.get(n - 1).end(), parts, texts -> {
            List<String> keys = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                keys.add(jsonb.get(k) ? JsonbComparisons.SORT_KEY + "(" + texts.get(k) + ")" : texts.get(k));
            }
            return "ON (" + String.join(", ", keys) + ") " + String.join(", ", texts.subList(n, 2 * n));
        });
    }
}
