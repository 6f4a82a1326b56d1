package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Whether a column reference names a column of a VALUES list in its query's FROM whose first row shows a type
 * ({@code SELECT DISTINCT x FROM (VALUES ('1'::jsonb), ('1.0'::jsonb)) v(x)}, {@code SELECT d - d FROM (VALUES (date '2024-01-01')) t(d)}):
 * PostgreSQL types the column by its rows, but the reference shows no type and names no table's column the engine could look up.
 * Only a derived table whose alias lists its columns is read; anything else is not known to be of the type.
 */
final class ValuesColumns {

    /** Whether tokens {@code first} to {@code last} show the type looked for. */
    interface Shows {
        boolean test(SqlTokens t, int first, int last);
    }

    /** Words that end a FROM clause at its own depth. */
    private static final Set<String> FROM_ENDS = Set.of("WHERE", "GROUP", "HAVING", "ORDER", "LIMIT", "OFFSET", "FETCH", "FOR", "WINDOW",
            "UNION", "EXCEPT", "INTERSECT", "MINUS", "QUALIFY", ";");

    private ValuesColumns() {
    }

    /**
     * Whether tokens {@code first} to {@code last} are a reference ({@code x}, {@code v.x}) to a column of a {@code (VALUES ...) v(x, ...)}
     * of the FROM starting at token {@code from}, whose item in the first row {@code shows} the type.
     */
    static boolean shows(SqlTokens t, int first, int last, int from, Shows shows) {
        List<int[]> items = items(t, first, last, from);
        return items != null && items.get(0)[1] >= items.get(0)[0] && shows.test(t, items.get(0)[0], items.get(0)[1]);
    }

    /**
     * The items, row by row (each its first and last token), of the column of a {@code (VALUES ...) v(x, ...)} of the FROM starting
     * at token {@code from} that tokens {@code first} to {@code last} reference ({@code x}, {@code v.x}); null if they reference none.
     */
    static List<int[]> items(SqlTokens t, int first, int last, int from) {
        boolean qualified = last == first + 2 && t.is(first + 1, ".");
        if (from < 0 || !t.is(from, "FROM") || !Operands.isWord(t, last) || !(first == last || qualified)) {
            return null;
        }
        String column = Names.normalize(t.get(last).image());
        for (int i = from + 1; i < t.size() && !t.is(i, ")") && !FROM_ENDS.contains(Operands.upper(t, i)); i++) {
            if (!t.is(i, "(")) {
                continue;
            }
            int close = t.closing(i);
            int alias = t.is(close + 1, "AS") ? close + 2 : close + 1;
            int index = t.is(i + 1, "VALUES") && t.is(i + 2, "(") && Operands.isWord(t, alias) && t.is(alias + 1, "(")
                    && (!qualified || Names.normalize(t.get(alias).image()).equals(Names.normalize(t.get(first).image())))
                    ? columnIndex(t, alias + 1, column) : -1;
            if (index >= 0) {
                List<int[]> items = new ArrayList<>();
                for (int row = i + 2; t.is(row, "("); row = t.closing(row) + 2) {
                    List<int[]> values = JsonbComparisons.items(t, row);
                    if (index >= values.size()) {
                        return null;
                    }
                    items.add(values.get(index));
                    if (!t.is(t.closing(row) + 1, ",")) {
                        break;
                    }
                }
                return items;
            }
            i = close;
        }
        return null;
    }

    /**
     * The FROM of the query that token {@code i} is in, at its depth (after the select list, or before a WHERE), or -1: the
     * first FROM between the parenthesis around {@code i} (or the text's start) and its closing one.
     */
    static int fromOf(SqlTokens t, int i) {
        int depth = 0;
        int start = i;
        while (start > 0 && depth >= 0) {
            start--;
            depth += t.is(start, ")") ? 1 : t.is(start, "(") ? -1 : 0;
        }
        for (int k = depth < 0 ? start + 1 : 0; k < t.size() && !t.is(k, ")"); k++) {
            if (t.is(k, "FROM")) {
                return k;
            }
            if (t.is(k, "(")) {
                k = t.closing(k);
            }
        }
        return -1;
    }

    /** The position of the column named {@code column} in the column list at {@code names}, or -1. */
    private static int columnIndex(SqlTokens t, int names, String column) {
        List<int[]> columns = JsonbComparisons.items(t, names);
        for (int k = 0; k < columns.size(); k++) {
            int[] name = columns.get(k);
            if (name[0] == name[1] && Names.normalize(t.get(name[0]).image()).equals(column)) {
                return k;
            }
        }
        return -1;
    }
}
