package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * The merged column of {@code JOIN ... USING (c)} named without a table: PostgreSQL reads {@code c} in the select
 * list, WHERE, GROUP BY, HAVING and ORDER BY as the join's one column c, the left table's for an inner or left join
 * and the right one's for a right join; H2 finds two columns c there and refuses (42702). Each such {@code c} of the
 * outermost SELECT becomes the table's {@code a.c}. Left to H2 (and its 42702): FULL and NATURAL joins (FULL is
 * {@link FullJoins}'), comma-separated FROM items, a column whose left table is unknown without the schema
 * ({@code a JOIN b USING (x) JOIN d USING (c)}: a's or b's c), and names inside subqueries, whose own tables may have c.
 */
final class UsingColumns implements Rule {

    private static final Set<String> AFTER_FROM = Set.of("WHERE", "GROUP", "HAVING", "WINDOW", "QUALIFY", "ORDER", "LIMIT", "OFFSET", "FETCH");

    @Override
    public List<String> words() {
        return List.of("using");
    }

    @Override
    public boolean needsTree() {
        return true;
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        if (!(ast instanceof PlainSelect select) || select.getJoins() == null || !t.is(0, "SELECT")) {
            return;
        }
        refuseLaterRightJoinUnderStar(select);
        Map<String, String> merged = merged(select);
        if (merged == null || merged.isEmpty()) {
            return;
        }
        int end = t.statementEnd();
        int from = t.nextTopLevel(0, end, "FROM");
        int afterFrom = t.nextTopLevelOf(from, end, AFTER_FROM);
        qualify(t, splice, 1, from, merged, aliases(select, t, from));
        if (afterFrom >= 0) {
            // ORDER BY c names an output column c before the join's (PostgreSQL): such names stay as written
            for (SelectItem<?> item : select.getSelectItems()) {
                if (item.getAlias() != null) {
                    merged.remove(item.getAlias().getName().toLowerCase(Locale.ROOT));
                }
            }
            qualify(t, splice, afterFrom, end, merged, Set.of());
        }
    }

    /**
     * {@code SELECT * FROM a JOIN b USING (c) RIGHT JOIN d USING (c)}: H2's {@code *} gives the merged column of a RIGHT
     * JOIN after the first join as NULL (or twice, after another RIGHT JOIN), where PostgreSQL gives d's c once.
     */
    private static void refuseLaterRightJoinUnderStar(PlainSelect select) throws UnsupportedSqlException {
        if (select.getSelectItems().stream().noneMatch(item -> item.getExpression() instanceof AllColumns && !(item.getExpression() instanceof AllTableColumns))) {
            return;
        }
        List<Join> joins = select.getJoins();
        for (int i = 1; i < joins.size(); i++) {
            if (joins.get(i).isRight() && joins.get(i).getUsingColumns() != null && !joins.get(i).getUsingColumns().isEmpty()) {
                throw new UnsupportedSqlException("SELECT * over a RIGHT JOIN ... USING after another join (H2 would give its merged"
                        + " column as NULL); list the columns, naming the merged one as the right table's: d.c");
            }
        }
    }

    /** Each merged column's table-qualified name, by lower-case name; null when a join is of a form left to H2. */
    private static Map<String, String> merged(PlainSelect select) {
        Map<String, String> merged = new HashMap<>();
        String first = reference(select.getFromItem());
        int tables = 1;
        for (Join join : select.getJoins()) {
            String right = reference(join.getRightItem());
            if (first == null || right == null || join.isSimple() || join.isFull() || join.isNatural() || join.isCross() || join.isApply()) {
                return null;
            }
            if (join.getUsingColumns() != null) {
                for (Column column : join.getUsingColumns()) {
                    String name = column.getColumnName();
                    String key = name.toLowerCase(Locale.ROOT);
                    String left = merged.containsKey(key) ? merged.get(key) : tables == 1 ? first + "." + name : null;
                    if (left == null) {
                        return null;
                    }
                    merged.put(key, join.isRight() ? right + "." + name : left);
                }
            }
            tables++;
        }
        return merged;
    }

    /** How the select names a FROM item: its alias, or a table's name; null for anything else. */
    private static String reference(FromItem item) {
        if (item != null && item.getAlias() != null) {
            return item.getAlias().getName();
        }
        return item instanceof Table table ? table.getName() : null;
    }

    /** The tokens of the select items' aliases, with AS or without ({@code SELECT x c}): names of outputs, not of columns. */
    private static Set<Integer> aliases(PlainSelect select, SqlTokens t, int from) {
        Set<Integer> aliases = new HashSet<>();
        int itemStart = 1;
        for (SelectItem<?> item : select.getSelectItems()) {
            int comma = t.nextTopLevel(itemStart, from, ",");
            int itemEnd = comma < 0 ? from : comma;
            if (item.getAlias() != null) {
                aliases.add(itemEnd - 1);
            }
            itemStart = itemEnd + 1;
        }
        return aliases;
    }

    /** Qualifies the merged columns' bare names in {@code [from, to)} but the tokens {@code skipped}, passing over subqueries. */
    private static void qualify(SqlTokens t, Splice splice, int from, int to, Map<String, String> merged, Set<Integer> skipped) {
        for (int i = from; i < to; i++) {
            if (skipped.contains(i)) {
                continue;
            }
            if (t.is(i, "(") && (t.is(i + 1, "SELECT") || t.is(i + 1, "WITH") || t.is(i + 1, "VALUES"))) {
                i = t.closing(i);
                continue;
            }
            String qualified = merged.get(t.get(i).image().toLowerCase(Locale.ROOT));
            if (qualified != null && t.get(i).isName() && !t.is(i - 1, ".") && !t.is(i + 1, ".") && !t.is(i + 1, "(") && !t.is(i - 1, "AS")) {
                splice.replace(t.get(i).begin(), t.get(i).end(), qualified);
            }
        }
    }
}
