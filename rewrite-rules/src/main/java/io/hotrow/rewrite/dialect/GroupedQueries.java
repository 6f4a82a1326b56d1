package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.expression.AnalyticExpression;
import net.sf.jsqlparser.expression.AnalyticType;
import net.sf.jsqlparser.expression.CastExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.ExpressionVisitorAdapter;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.GroupByElement;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.OrderByElement;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * The column references of a grouped query (GROUP BY, HAVING or an aggregate) that PostgreSQL
 * checks at analysis: one outside every aggregate call in the select list, ORDER BY or HAVING must
 * be a GROUP BY column, or of a table whose primary key GROUP BY holds (42803). H2 checks it per
 * group, by the data, and so answers what PostgreSQL refuses. Which columns are a table's, and its
 * key, only the database knows: the engine judges the references this class reads.
 *
 * <p>Only a plain SELECT of named tables is read; a query with a subquery, a window, grouping sets,
 * {@code *}, a join by USING or NATURAL, a WITH list, DISTINCT ON, a locking clause, a GROUP BY
 * or ORDER BY position (texts of one shape share a tree, but not their positions) or a GROUP BY
 * expression is left to H2, as is one whose references the engine cannot resolve with certainty.
 */
public final class GroupedQueries {

    /** PostgreSQL's built-in aggregates: a call of one of them groups the query. */
    private static final Set<String> AGGREGATES = Set.of("count", "sum", "avg", "min", "max", "string_agg", "array_agg", "bool_and",
            "bool_or", "every", "bit_and", "bit_or", "bit_xor", "json_agg", "jsonb_agg", "json_object_agg", "jsonb_object_agg",
            "xmlagg", "stddev", "stddev_samp", "stddev_pop", "variance", "var_samp", "var_pop", "corr", "covar_pop", "covar_samp",
            "range_agg", "range_intersect_agg", "regr_avgx", "regr_avgy", "regr_count", "regr_intercept", "regr_r2", "regr_slope", "regr_sxx", "regr_sxy", "regr_syy");

    /** Words the parser may read as a column that are PostgreSQL's values, not columns. */
    private static final Set<String> VALUE_WORDS = Set.of("true", "false", "null", "current_date", "current_time", "current_timestamp",
            "localtime", "localtimestamp", "current_user", "session_user", "user", "current_role", "current_schema", "current_catalog");

    /** Longest word of {@link #AGGREGATES} and GROUP, HAVING: longer words are skipped unread. */
    private static final int LONGEST_WORD = 16;

    /** A table of the FROM list: its name as the statement writes it, and the name that qualifies its columns (its alias, else its name). */
    public record Source(String table, String refname) {
    }

    /** A column as the statement writes it, folded as PostgreSQL folds it; {@code qualifier} is null where none is written. */
    public record Reference(String qualifier, String column) {
    }

    /**
     * What the engine judges of a grouped query.
     *
     * @param grouped the GROUP BY columns
     * @param outside the columns outside aggregates, in the order PostgreSQL checks them: select list, ORDER BY, HAVING
     * @param all     every column reference of the query: each must resolve to one table before any is judged,
     *                or PostgreSQL's error for it (42703, 42702) would come first
     */
    public record Grouping(List<Source> sources, List<Reference> grouped, List<Reference> outside, List<Reference> all) {
    }

    private GroupedQueries() {
    }

    /**
     * Whether {@code sql} holds a word of GROUP BY, HAVING or an aggregate's name: the hot path's filter,
     * one pass over the text without allocating, so a statement without one pays nothing more.
     */
    public static boolean mayGroup(String sql) {
        int length = sql.length();
        int i = 0;
        while (i < length) {
            char c = sql.charAt(i);
            if (!Character.isLetter(c) && c != '_') {
                i++;
                continue;
            }
            int start = i;
            while (i < length && (Character.isLetterOrDigit(sql.charAt(i)) || sql.charAt(i) == '_')) {
                i++;
            }
            if (i - start <= LONGEST_WORD && isGroupingWord(sql, start, i)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isGroupingWord(String sql, int start, int end) {
        int length = end - start;
        if (length == 5 && sql.regionMatches(true, start, "group", 0, 5) || length == 6 && sql.regionMatches(true, start, "having", 0, 6)) {
            return true;
        }
        for (String aggregate : AGGREGATES) {
            if (aggregate.length() == length && sql.regionMatches(true, start, aggregate, 0, length)) {
                return true;
            }
        }
        return false;
    }

    /** The references of {@code analysis} to judge, or null when it is no grouped query this class reads with certainty. */
    public static Grouping of(StatementAnalysis analysis) {
        if (!(analysis.ast() instanceof PlainSelect select) || !isPlain(select)) {
            return null;
        }
        List<Source> sources = sources(select);
        if (sources == null) {
            return null;
        }
        References references = new References();
        Set<String> outputNames = outputNames(select);
        List<Reference> grouped = new ArrayList<>();
        GroupByElement groupBy = select.getGroupBy();
        if (groupBy != null) {
            if (groupBy.getGroupingSets() != null && !groupBy.getGroupingSets().isEmpty()) {
                return null;
            }
            for (Object item : groupBy.getGroupByExpressionList()) {
                // a GROUP BY name is an input column where one has it (else an output column's, which the engine cannot resolve)
                if (!(item instanceof Column column)) {
                    return null;
                }
                Reference reference = references.grouped(column);
                if (reference == null) {
                    return null;
                }
                grouped.add(reference);
            }
        }
        for (SelectItem<?> item : select.getSelectItems()) {
            references.outside(item.getExpression());
        }
        if (select.getOrderByElements() != null) {
            for (OrderByElement order : select.getOrderByElements()) {
                Expression expression = order.getExpression();
                if (expression instanceof LongValue) {
                    return null;
                }
                if (!(expression instanceof Column column && column.getTable() == null && outputNames.contains(Names.normalize(column.getColumnName())))) {
                    references.outside(expression); // an output column's name is the select list's, judged there
                }
            }
        }
        if (select.getHaving() != null) {
            references.outside(select.getHaving());
        }
        if (select.getWhere() != null) {
            references.inside(select.getWhere());
        }
        for (Join join : select.getJoins() == null ? List.<Join>of() : select.getJoins()) {
            join.getOnExpressions().forEach(references::inside);
        }
        if (references.declined || groupBy == null && select.getHaving() == null && !references.aggregated) {
            return null;
        }
        return new Grouping(sources, grouped, references.outside, references.all);
    }

    private static boolean isPlain(PlainSelect select) {
        return (select.getWithItemsList() == null || select.getWithItemsList().isEmpty()) && select.getForMode() == null
                && select.getIntoTables() == null && (select.getDistinct() == null || select.getDistinct().getOnSelectItems() == null)
                && (select.getWindowDefinitions() == null || select.getWindowDefinitions().isEmpty()) && select.getQualify() == null;
    }

    /** The FROM list's tables, or null when it holds anything else, a join by USING or NATURAL, or two tables of one name. */
    private static List<Source> sources(PlainSelect select) {
        List<FromItem> items = new ArrayList<>();
        if (select.getFromItem() == null) {
            return null;
        }
        items.add(select.getFromItem());
        for (Join join : select.getJoins() == null ? List.<Join>of() : select.getJoins()) {
            if (join.isNatural() || join.isApply() || join.getUsingColumns() != null && !join.getUsingColumns().isEmpty()) {
                return null;
            }
            items.add(join.getRightItem());
        }
        List<Source> sources = new ArrayList<>();
        Set<String> refnames = new HashSet<>();
        for (FromItem item : items) {
            if (!(item instanceof Table table) || table.getAlias() != null && table.getAlias().getAliasColumns() != null) {
                return null;
            }
            String refname = table.getAlias() != null ? Names.normalize(table.getAlias().getName()) : Names.of(table);
            if (!refnames.add(refname)) {
                return null;
            }
            sources.add(new Source(table.getFullyQualifiedName(), refname));
        }
        return sources;
    }

    /** The names of the select list's columns that an ORDER BY name may mean: an alias, a column's name, a function's. */
    private static Set<String> outputNames(PlainSelect select) {
        Set<String> names = new HashSet<>();
        for (SelectItem<?> item : select.getSelectItems()) {
            if (item.getAlias() != null) {
                names.add(Names.normalize(item.getAlias().getName()));
            } else {
                Expression expression = item.getExpression() instanceof CastExpression cast ? cast.getLeftExpression() : item.getExpression();
                if (expression instanceof Column column) {
                    names.add(Names.normalize(column.getColumnName()));
                } else if (expression instanceof Function function) {
                    names.add(Names.normalize(function.getName())); // PostgreSQL names the column by the function
                }
            }
        }
        return names;
    }

    /** Collects the references of the expressions it is given; declines at anything it cannot read with certainty. */
    private static final class References extends ExpressionVisitorAdapter<Void> {

        private final List<Reference> outside = new ArrayList<>();
        private final List<Reference> all = new ArrayList<>();
        private boolean declined;
        private boolean aggregated;
        private int aggregateDepth;

        void outside(Expression expression) {
            expression.accept(this, null);
        }

        /** References of WHERE and ON, which PostgreSQL reads before grouping: resolved, not judged. */
        void inside(Expression expression) {
            aggregateDepth++;
            expression.accept(this, null);
            aggregateDepth--;
        }

        /** A GROUP BY column's reference, or null when it is none this class reads. */
        Reference grouped(Column column) {
            Reference reference = of(column);
            if (reference != null) {
                all.add(reference);
            }
            return reference;
        }

        private Reference of(Column column) {
            Table table = column.getTable();
            if (table != null && (table.getSchemaName() != null || table.getName() == null)) {
                declined = true;
                return null;
            }
            return new Reference(table == null ? null : Names.normalize(table.getName()), Names.normalize(column.getColumnName()));
        }

        @Override
        public <S> Void visit(Column column, S context) {
            if (column.getTable() == null && !column.getColumnName().startsWith("\"")
                    && VALUE_WORDS.contains(Names.normalize(column.getColumnName()))) {
                return null;
            }
            Reference reference = of(column);
            if (reference != null) {
                all.add(reference);
                if (aggregateDepth == 0) {
                    outside.add(reference);
                }
            }
            return null;
        }

        @Override
        public <S> Void visit(Function function, S context) {
            String name = Names.normalize(function.getName());
            if (name.contains(".") || name.equals("grouping")) {
                declined = true; // a qualified name may be an aggregate; GROUPING's arguments have their own rule
                return null;
            }
            if (!AGGREGATES.contains(name)) {
                return super.visit(function, context);
            }
            return aggregate(() -> super.visit(function, context));
        }

        @Override
        public <S> Void visit(AnalyticExpression expression, S context) {
            if (expression.getType() != AnalyticType.FILTER_ONLY || !AGGREGATES.contains(Names.normalize(expression.getName()))) {
                declined = true; // a window or an ordered-set aggregate
                return null;
            }
            return aggregate(() -> {
                // not super.visit: JSqlParser's adapter reads the window's ORDER BY where the call has its own
                // (string_agg(x, ',' ORDER BY id) FILTER (...)), a NullPointerException
                for (Expression argument : new Expression[] {expression.getExpression(), expression.getOffset(), expression.getDefaultValue(),
                    expression.getFilterExpression()}) {
                    if (argument != null) {
                        argument.accept(this, context);
                    }
                }
                if (expression.getFuncOrderBy() != null) {
                    expression.getFuncOrderBy().forEach(order -> order.getExpression().accept(this, context));
                }
            });
        }

        private Void aggregate(Runnable arguments) {
            aggregated = true;
            aggregateDepth++;
            arguments.run();
            aggregateDepth--;
            return null;
        }

        @Override
        public <S> Void visit(ParenthesedSelect select, S context) {
            declined = true;
            return null;
        }

        @Override
        public <S> Void visit(Select select, S context) {
            declined = true;
            return null;
        }

        @Override
        public <S> Void visit(AllColumns all, S context) {
            declined |= aggregateDepth == 0; // count(*) holds one
            return null;
        }

        @Override
        public <S> Void visit(AllTableColumns all, S context) {
            declined |= aggregateDepth == 0;
            return null;
        }
    }
}
