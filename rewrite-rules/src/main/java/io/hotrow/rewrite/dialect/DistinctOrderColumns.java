package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code SELECT DISTINCT d.a AS x FROM (...) d ORDER BY a}, as TypeORM pages a find with relations:
 * PostgreSQL finds the ORDER BY column {@code a} among the selected expressions ({@code d.a}), where H2
 * requires the ORDER BY of a DISTINCT query to name a selected column as written (42P10). So a bare
 * ORDER BY column that no select item is named after, but that one item selects under an alias,
 * becomes that alias.
 */
final class DistinctOrderColumns implements Rule {

    /** What may follow an ORDER BY item. */
    private static final Set<String> ITEM_ENDS = Set.of(",", "ASC", "DESC", "NULLS", "LIMIT", "OFFSET", "FETCH", "FOR", ";", ")");

    @Override
    public List<String> words() {
        return List.of("distinct");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        if (!t.is(0, "SELECT") || !t.is(1, "DISTINCT") || t.is(2, "ON")) {
            return;
        }
        int from = -1;
        int orderBy = -1;
        for (int i = 2; i < t.size(); i++) {
            if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (from < 0 && t.is(i, "FROM")) {
                from = i;
            } else if (t.is(i, "ORDER") && t.is(i + 1, "BY")) {
                orderBy = i + 2;
            } else if (t.is(i, "UNION") || t.is(i, "EXCEPT") || t.is(i, "INTERSECT")) {
                return; // the ORDER BY of a set operation names its result's columns
            }
        }
        if (from < 0 || orderBy < 0) {
            return;
        }
        List<int[]> items = selectItems(t, 2, from);
        for (int i = orderBy; i < t.size(); i++) {
            if (t.is(i, "(")) {
                i = t.closing(i);
                continue;
            }
            boolean startsItem = i == orderBy || t.is(i - 1, ",");
            if (startsItem && Operands.isWord(t, i) && (i + 1 == t.size() || ITEM_ENDS.contains(Operands.upper(t, i + 1)))) {
                String alias = aliasSelecting(t, items, Names.normalize(t.get(i).image()));
                if (alias != null) {
                    splice.replace(t.get(i).begin(), t.get(i).end(), alias);
                }
            }
        }
    }

    /** The select items between {@code first} and {@code from}, each as its first and last token. */
    private static List<int[]> selectItems(SqlTokens t, int first, int from) {
        List<int[]> items = new ArrayList<>();
        int start = first;
        for (int i = first; i <= from; i++) {
            if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (i == from || t.is(i, ",")) {
                items.add(new int[] {start, i - 1});
                start = i + 1;
            }
        }
        return items;
    }

    /**
     * The alias as written of the one item selecting column {@code column} ({@code q.column AS alias}), or null: when
     * an item is named {@code column} (ORDER BY then names it), or none or several select it.
     */
    private static String aliasSelecting(SqlTokens t, List<int[]> items, String column) {
        String alias = null;
        for (int[] item : items) {
            int last = item[1];
            boolean aliased = last - 1 >= item[0] && t.is(last - 1, "AS");
            if (Names.normalize(t.get(last).image()).equals(column)) {
                return null; // named so: H2 finds it too
            }
            int columnAt = aliased ? last - 2 : -1;
            boolean selectsColumn = columnAt >= item[0] && Names.normalize(t.get(columnAt).image()).equals(column)
                    && (columnAt == item[0] || columnAt - 2 == item[0] && t.is(columnAt - 1, "."));
            if (selectsColumn) {
                if (alias != null) {
                    return null;
                }
                alias = t.get(last).image();
            }
        }
        return alias;
    }
}
