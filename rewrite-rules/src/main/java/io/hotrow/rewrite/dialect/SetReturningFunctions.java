package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.select.TableFunction;
import net.sf.jsqlparser.util.TablesNamesFinder;

/**
 * Functions returning a set of single values: {@code generate_series}, and the engine's
 * {@code regexp_matches} and {@code regexp_split_to_table}. H2 runs them as table functions in
 * FROM, but names generate_series's column X; PostgreSQL names the column after the alias (or the
 * function). So a bare alias {@code g} becomes {@code g(g)}, no alias becomes
 * {@code AS generate_series(generate_series)}, and {@code SELECT generate_series(a, b) [AS n]}
 * without FROM becomes {@code SELECT generate_series [AS n] FROM generate_series(a, b) AS
 * generate_series(generate_series)}, a row for each value as in PostgreSQL. In a FROM clause
 * they run wherever it is (a subquery, a CTE, {@code INSERT ... SELECT ... FROM generate_series(...)}),
 * and without FROM also as the query of an {@code INSERT ... SELECT}; other places (the select list of a query with FROM) are refused rather than guessed.
 */
final class SetReturningFunctions implements Rule {

    private static final List<String> NAMES = List.of("generate_series", "regexp_matches", "regexp_split_to_table");

    @Override
    public boolean needsTree() {
        return true;
    }

    @Override
    public List<String> words() {
        return NAMES;
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        if (!calls(t)) {
            return; // the shim runs every rule once any rule's word appears: walk the tree only for ours
        }
        Set<Integer> handled = new HashSet<>();
        for (TableFunction function : tableFunctions(ast)) {
            if (isSetReturning(function.getFunction())) {
                handled.add(inFrom(function, t, splice));
            }
        }
        PlainSelect outermost = ast instanceof Insert insert && insert.getSelect() instanceof PlainSelect query ? query
                : ast instanceof PlainSelect select ? select : null;
        if (outermost != null && outermost.getFromItem() == null && outermost.getSelectItems().size() == 1
                && outermost.getSelectItems().get(0).getExpression() instanceof Function function && isSetReturning(function)) {
            handled.add(inSelectList(outermost.getSelectItems().get(0), function, t, splice));
        }
        for (int i = 0; i < t.size(); i++) {
            String name = t.get(i).image().toLowerCase(Locale.ROOT);
            if (NAMES.contains(name) && t.is(i + 1, "(") && !handled.contains(i)) {
                throw new UnsupportedSqlException(name + " here; the engine runs it in a FROM clause (of any query),"
                        + " or alone as SELECT " + name + "(...)");
            }
        }
    }

    private static boolean calls(SqlTokens t) {
        for (int i = 0; i + 1 < t.size(); i++) {
            if (NAMES.contains(t.get(i).image().toLowerCase(Locale.ROOT)) && t.is(i + 1, "(")) {
                return true;
            }
        }
        return false;
    }

    /** Every table function in a FROM clause of the statement: of the outermost query, a subquery, a CTE, an INSERT's query. */
    private static Set<TableFunction> tableFunctions(Statement ast) {
        Set<TableFunction> found = Collections.newSetFromMap(new IdentityHashMap<>()); // the finder meets some twice
        try {
            new TablesNamesFinder<Void>() {
                @Override
                public <S> Void visit(TableFunction function, S context) {
                    found.add(function);
                    return super.visit(function, context);
                }
            }.getTables(ast);
        } catch (RuntimeException e) {
            // a statement the finder does not walk (or trips over: a data-modifying WITH): its set-returning calls are refused below
        }
        return found;
    }

    private static boolean isSetReturning(Function function) {
        return NAMES.contains(function.getName().toLowerCase(Locale.ROOT)) && function.getASTNode() != null;
    }

    /** {@code AS f(f)}: the column named after the function, as PostgreSQL names it without an alias. */
    private static String columnAlias(Function function) {
        String name = function.getName().toLowerCase(Locale.ROOT);
        return " AS " + name + "(" + name + ")";
    }

    private static int inFrom(TableFunction table, SqlTokens t, Splice splice) {
        int name = t.at(Positions.begin(table.getFunction()));
        int close = t.closing(name + 1);
        Alias alias = table.getAlias();
        if (alias == null) {
            splice.insert(t.get(close).end(), columnAlias(table.getFunction()));
        } else if (alias.getAliasColumns() == null || alias.getAliasColumns().isEmpty()) {
            int aliasToken = t.is(close + 1, "AS") ? close + 2 : close + 1;
            splice.insert(t.get(aliasToken).end(), "(" + alias.getName() + ")");
        }
        return name;
    }

    private static int inSelectList(SelectItem<?> item, Function function, SqlTokens t, Splice splice) {
        int name = t.at(Positions.begin(function));
        int close = t.closing(name + 1);
        int itemEnd = item.getAlias() == null ? close : t.is(close + 1, "AS") ? close + 2 : close + 1;
        String call = splice.render(t.get(name).begin(), t.get(close).end());
        splice.replace(t.get(name).begin(), t.get(close).end(), function.getName().toLowerCase(Locale.ROOT));
        splice.insert(t.get(itemEnd).end(), " FROM " + call + columnAlias(function));
        return name;
    }
}
