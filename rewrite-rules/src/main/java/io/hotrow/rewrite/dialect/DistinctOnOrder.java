package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code SELECT DISTINCT ON (keys) items ... ORDER BY keys, c DESC}, PostgreSQL's first row of each group (the latest order
 * of each customer), where the ORDER BY names a column that is no select item: H2 refuses an ORDER BY of a DISTINCT query
 * outside its select list (42P10). The column is selected too, under a name of the engine's, and the query wrapped in
 * {@code SELECT * EXCEPT (that name) FROM (...) AS hotrow_distinct}, which hands its rows on in their order. Only columns are
 * added so (an expression is left to H2), and a query selecting {@code *} or in a set operation is left alone.
 */
final class DistinctOnOrder implements Rule {

    private static final String HIDDEN = "hotrow_order_";

    @Override
    public List<String> words() {
        return List.of("distinct");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 2 < t.size(); i++) {
            if (t.is(i, "DISTINCT") && t.is(i - 1, "SELECT") && t.is(i + 1, "ON") && t.is(i + 2, "(")) {
                wrap(t, i - 1, t.closing(i + 2) + 1, splice);
            }
        }
    }

    /** The query whose SELECT is token {@code select}, its items from {@code itemsFrom}, wrapped where its ORDER BY needs it. */
    private static void wrap(SqlTokens t, int select, int itemsFrom, Splice splice) {
        int end = t.is(select - 1, "(") ? t.closing(select - 1) : t.statementEnd();
        if (t.nextTopLevelOf(select, end, JsonbColumnKeys.SET_OPERATIONS) >= 0) {
            return;
        }
        int order = t.nextTopLevel(select, end, "ORDER");
        if (order < 0 || !t.is(order + 1, "BY")) {
            return;
        }
        List<int[]> items = JsonbColumnKeys.selectItems(t, itemsFrom);
        List<String> selected = new ArrayList<>();
        for (int[] item : items) {
            if (t.is(item[1], "*")) {
                return;
            }
            int last = JsonbColumnKeys.expressionEnd(t, item);
            selected.add(text(t, item[0], last));
            if (last < item[1]) {
                selected.add(t.get(item[1]).image().toUpperCase(Locale.ROOT)); // its alias
            }
        }
        List<String> hidden = new ArrayList<>();
        List<String> columns = new ArrayList<>();
        for (int[] key : JsonbColumnKeys.items(t, order + 2)) {
            int last = key[1];
            while (last > key[0] && (t.is(last, "ASC") || t.is(last, "DESC") || t.is(last, "FIRST") || t.is(last, "LAST") || t.is(last, "NULLS"))) {
                last--;
            }
            String column = text(t, key[0], last);
            if (JsonbColumnKeys.refEnd(t, key[0]) == last && !selected.contains(column) && !hidden.contains(column)) {
                hidden.add(column);
                columns.add(images(t, key[0], last));
            }
        }
        if (hidden.isEmpty()) {
            return;
        }
        List<String> names = new ArrayList<>();
        StringBuilder added = new StringBuilder();
        for (String column : columns) {
            String name = HIDDEN + (names.size() + 1);
            names.add(name);
            added.append(", ").append(column).append(" AS ").append(name);
        }
        splice.insert(t.get(select).begin(), "SELECT * EXCEPT (" + String.join(", ", names) + ") FROM (");
        splice.append(t.get(items.get(items.size() - 1)[1]).end(), added.toString()); // after the last item's label, if any
        splice.insert(t.get(end - 1).end(), ") AS hotrow_distinct");
    }

    /** Tokens {@code first} to {@code last} as one text, upper-cased outside quotes: how two references are compared. */
    private static String text(SqlTokens t, int first, int last) {
        String images = images(t, first, last);
        return images.contains("\"") ? images : images.toUpperCase(Locale.ROOT);
    }

    /** Tokens {@code first} to {@code last} written together, as a column reference's are. */
    private static String images(SqlTokens t, int first, int last) {
        StringBuilder text = new StringBuilder();
        for (int i = first; i <= last; i++) {
            text.append(t.get(i).image());
        }
        return text.toString();
    }
}
