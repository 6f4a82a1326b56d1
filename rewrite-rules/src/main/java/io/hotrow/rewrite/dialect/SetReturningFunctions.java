package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
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
 * {@code regexp_matches}, {@code regexp_split_to_table} and {@code jsonb_object_keys} (the jsonb
 * functions returning {@code value} or {@code key, value} columns keep H2's names, PostgreSQL's,
 * and run over values only: H2's table functions cannot read a column of another FROM item). H2 runs them as table functions in
 * FROM, but names generate_series's column X; PostgreSQL names the column after the alias (or the
 * function). So a bare alias {@code g} becomes {@code g(g)}, no alias becomes
 * {@code AS generate_series(generate_series)}, and {@code SELECT generate_series(a, b) [AS n]}
 * without FROM becomes {@code SELECT generate_series [AS n] FROM generate_series(a, b) AS
 * generate_series(generate_series)}, a row for each value as in PostgreSQL. In a FROM clause
 * they run wherever it is (a subquery, a CTE, {@code INSERT ... SELECT ... FROM generate_series(...)}),
 * and without FROM also as the query of an {@code INSERT ... SELECT}; other places (the select list of a query with FROM) are refused rather than guessed.
 * A generate_series of integer literals becomes a derived table casting H2's bigints to integers, PostgreSQL's type for it;
 * one of timestamps is the engine's ({@link TimeSeriesCalls}).
 */
final class SetReturningFunctions implements Rule {

    /** Functions whose one column PostgreSQL names after the alias, or the function. */
    private static final List<String> SCALAR_NAMES = List.of("generate_series", "regexp_matches", "regexp_split_to_table", "jsonb_object_keys",
            "json_object_keys", "jsonb_path_query");
    /** The engine's jsonb functions whose columns have names of their own ({@code value}; {@code key, value}), as H2 names them. */
    private static final List<String> COLUMN_NAMES = List.of("jsonb_array_elements", "jsonb_array_elements_text", "json_array_elements",
            "json_array_elements_text", "jsonb_each", "jsonb_each_text", "json_each", "json_each_text");
    private static final List<String> NAMES = java.util.stream.Stream.concat(SCALAR_NAMES.stream(), COLUMN_NAMES.stream()).toList();
    /** Of those, the ones returning one column, which {@code SELECT f(...)} without FROM can call. */
    private static final Set<String> ONE_COLUMN = Set.of("generate_series", "regexp_matches", "regexp_split_to_table", "jsonb_object_keys",
            "json_object_keys", "jsonb_path_query", "jsonb_array_elements", "jsonb_array_elements_text", "json_array_elements", "json_array_elements_text");
    /** A number literal with a fraction or an exponent: PostgreSQL's numeric. */
    private static final Pattern FRACTION = Pattern.compile("([0-9]+\\.[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?|[0-9]+[eE][-+]?[0-9]+");
    /** Types whose series PostgreSQL counts in fractions. */
    private static final Set<String> NOT_INTEGER_TYPES = Set.of("NUMERIC", "DECIMAL", "REAL", "FLOAT", "FLOAT4", "FLOAT8", "DOUBLE");
    /** Around a generate_series of integers: H2's is a bigint series, PostgreSQL's an integer one. */
    private static final String INTEGER_SERIES_OPEN = "(SELECT CAST(hotrow_n AS INTEGER) FROM ";
    private static final String INTEGER_SERIES_CLOSE = " AS hotrow_series(hotrow_n))";

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
        Set<Integer> timeSeries = new HashSet<>();
        for (int i = 0; i + 1 < t.size(); i++) {
            if (t.is(i, "generate_series") && t.is(i + 1, "(") && TimeSeriesCalls.translate(t, i, splice)) {
                timeSeries.add(i);
            }
        }
        refuseFractionalSeries(t, timeSeries);
        Set<Integer> handled = new HashSet<>();
        for (TableFunction function : tableFunctions(ast)) {
            if (isSetReturning(function.getFunction())) {
                handled.add(inFrom(function, t, splice));
            }
        }
        PlainSelect outermost = ast instanceof Insert insert && insert.getSelect() instanceof PlainSelect query ? query
                : ast instanceof PlainSelect select ? select : null;
        if (outermost != null && outermost.getFromItem() == null && outermost.getSelectItems().size() == 1
                && outermost.getSelectItems().get(0).getExpression() instanceof Function function && isSetReturning(function)
                && ONE_COLUMN.contains(function.getName().toLowerCase(Locale.ROOT))) {
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

    /**
     * H2's generate_series counts in bigints: {@code generate_series(1.5, 3, 0.5)} gave 2, 3 where PostgreSQL's numeric series
     * gives 1.5, 2.0, 2.5, 3.0. A call whose arguments show a fraction or a numeric or float type is refused.
     */
    private static void refuseFractionalSeries(SqlTokens t, Set<Integer> timeSeries) throws UnsupportedSqlException {
        for (int i = 0; i + 1 < t.size(); i++) {
            if (!t.is(i, "generate_series") || !t.is(i + 1, "(") || timeSeries.contains(i)) {
                continue;
            }
            int close = t.closing(i + 1);
            for (int j = i + 2; j < close; j++) {
                if (FRACTION.matcher(t.get(j).image()).matches() || NOT_INTEGER_TYPES.contains(Operands.upper(t, j))) {
                    throw new UnsupportedSqlException("generate_series of numeric or float values; the engine's counts in integers:"
                            + " scale an integer series instead, e.g. SELECT n * 0.5 FROM generate_series(3, 6) n");
                }
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

    private static int inFrom(TableFunction table, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        int name = t.at(Positions.begin(table.getFunction()));
        int close = t.closing(name + 1);
        if (t.is(close + 1, "WITH") && t.is(close + 2, "ORDINALITY")) {
            return name; // SeriesOrdinality's, which numbers the rows; H2 refuses any other function so
        }
        if (isIntegerSeries(t, name, close)) {
            splice.insert(t.get(name).begin(), INTEGER_SERIES_OPEN);
            splice.insert(t.get(close).end(), INTEGER_SERIES_CLOSE);
        }
        Alias alias = table.getAlias();
        if (t.get(name).image().toLowerCase(Locale.ROOT).startsWith("json") && readsColumn(t, name + 1, close)) {
            // H2's table functions see no column of the FROM items before them: PostgreSQL's implicit LATERAL.
            throw new UnsupportedSqlException(t.get(name).image() + " over a column of another FROM item; the engine runs it over"
                    + " a value (a literal or a parameter): read the rows and call it for each, or aggregate with jsonb_agg");
        }
        if (COLUMN_NAMES.contains(table.getFunction().getName().toLowerCase(Locale.ROOT))) {
            return name; // H2 names its columns as PostgreSQL does, whatever the alias
        }
        if (alias == null) {
            splice.insert(t.get(close).end(), columnAlias(table.getFunction()));
        } else if (alias.getAliasColumns() == null || alias.getAliasColumns().isEmpty()) {
            int aliasToken = t.is(close + 1, "AS") ? close + 2 : close + 1;
            splice.insert(t.get(aliasToken).end(), "(" + alias.getName() + ")");
        }
        return name;
    }

    /** Whether the arguments between the parentheses at {@code open} and {@code close} name a column. */
    static boolean readsColumn(SqlTokens t, int open, int close) {
        for (int i = open + 1; i < close; i++) {
            if (t.get(i).isIdentifier() && !t.is(i - 1, "::") && !t.is(i - 1, "AS") && !t.is(i + 1, "(") && !t.is(i + 1, ".") && !t.is(i, "ARRAY")
                    && !(i + 1 < t.size() && t.get(i + 1).image().startsWith("'"))) {
                return true;
            }
        }
        return false;
    }

    /** A {@code generate_series} of integer literals within integer range, which PostgreSQL types integer. */
    private static boolean isIntegerSeries(SqlTokens t, int name, int close) {
        return t.is(name, "generate_series") && "INTEGER".equals(IntegerLiterals.argumentsType(t, name + 1, close));
    }

    private static int inSelectList(SelectItem<?> item, Function function, SqlTokens t, Splice splice) {
        int name = t.at(Positions.begin(function));
        int close = t.closing(name + 1);
        int itemEnd = item.getAlias() == null ? close : t.is(close + 1, "AS") ? close + 2 : close + 1;
        String call = splice.render(t.get(name).begin(), t.get(close).end());
        splice.replace(t.get(name).begin(), t.get(close).end(), function.getName().toLowerCase(Locale.ROOT));
        if (isIntegerSeries(t, name, close)) {
            call = INTEGER_SERIES_OPEN + call + INTEGER_SERIES_CLOSE;
        }
        splice.insert(t.get(itemEnd).end(), " FROM " + call + columnAlias(function));
        return name;
    }
}
