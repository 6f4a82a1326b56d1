package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * A LATERAL subquery that gives at most one row per row before it, which H2 cannot join (its derived
 * tables do not see the tables before them): {@code FROM d CROSS JOIN LATERAL (SELECT e.name FROM e
 * WHERE e.dept = d.id ORDER BY e.pay DESC LIMIT 1) top}, {@code LEFT JOIN LATERAL (...) top ON true},
 * {@code , LATERAL (SELECT d.x * 2 AS y) z}. The join goes, and each {@code top.col} of the query
 * becomes the correlated scalar subquery {@code (SELECT <col's expression> FROM e WHERE ... LIMIT 1)};
 * an inner join that may find no row keeps the rows it would by {@code EXISTS (SELECT 1 FROM e ...)}
 * in the WHERE clause. At most one row is told from the subquery's shape: no FROM, an aggregate
 * without GROUP BY, or LIMIT 1. Other LATERAL joins, a LATERAL function, {@code *} over one and an
 * unqualified column of one (which could belong to another table) are refused.
 */
final class LateralSubqueries implements Rule {

    private static final Set<String> SUBQUERY_CLAUSES = Set.of("FROM", "WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET",
            "FETCH");
    private static final Set<String> AFTER_FROM = Set.of("WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH", "FOR",
            "UNION", "INTERSECT", "EXCEPT");
    private static final Set<String> AFTER_WHERE = Set.of("GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH", "FOR",
            "UNION", "INTERSECT", "EXCEPT");
    /** Words that may follow a subquery in FROM and are no alias of it. */
    private static final Set<String> NOT_ALIASES = Set.of("ON", "WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH",
            "FOR", "JOIN", "CROSS", "INNER", "LEFT", "RIGHT", "FULL", "NATURAL", "UNION", "INTERSECT", "EXCEPT", "USING");
    private static final String WHAT_WORKS = "; the engine runs a LATERAL subquery that gives at most one row (no FROM, an aggregate"
            + " without GROUP BY, or LIMIT 1) in CROSS JOIN LATERAL, a comma, or [LEFT] JOIN LATERAL ... ON true, its columns qualified;"
            + " otherwise compute the value in the select list with a correlated scalar subquery, or join a grouped derived table on its key";

    /**
     * One LATERAL join the rule translates.
     *
     * @param begin    the first token of the join (the comma, CROSS, LEFT, INNER or JOIN)
     * @param end      the token just past it
     * @param open     the subquery's opening parenthesis
     * @param close    its closing one
     * @param listEnd  the token ending its select list
     * @param alias    its alias, as PostgreSQL folds it
     * @param names    its columns' names, folded
     * @param items    the first and the past-the-end token of each column's expression
     * @param inner    an inner join (rows without a match go)
     * @param oneRow   exactly one row for each outer row
     * @param scopeBegin the first token of the query the join belongs to
     * @param scopeEnd the token just past the query the join belongs to
     */
    private record Lateral(int begin, int end, int open, int close, int listEnd, String alias, List<String> names, List<int[]> items,
            boolean inner, boolean oneRow, int scopeBegin, int scopeEnd) {
    }

    @Override
    public List<String> words() {
        return List.of("lateral");
    }

    @Override
    public boolean reordersParameters(Statement ast, SqlTokens t) {
        try {
            return plan(t) != null && t.hasParameter(0, t.size());
        } catch (UnsupportedSqlException e) {
            return false;
        }
    }

    /** Refuses a LATERAL join this rule does not translate; for the early check of {@link LateralAndNaturalOuterJoins}. */
    static void check(SqlTokens t) throws UnsupportedSqlException {
        plan(t);
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        Lateral lateral = plan(t);
        if (lateral == null) {
            return;
        }
        String rest = lateral.listEnd() == lateral.close() ? ""
                : " " + splice.render(t.get(lateral.listEnd()).begin(), t.get(lateral.close() - 1).end());
        int outerFrom = t.nextTopLevel(lateral.scopeBegin(), lateral.begin(), "FROM");
        for (int i = lateral.scopeBegin(); i + 2 < lateral.scopeEnd(); i++) {
            if (i == lateral.begin()) {
                i = lateral.end() - 1;
                continue;
            }
            if (!isReference(t, i, lateral.alias())) {
                continue;
            }
            int column = lateral.names().indexOf(Names.normalize(t.get(i + 2).image()));
            int[] item = lateral.items().get(column);
            String value = "(SELECT " + splice.render(t.get(item[0]).begin(), t.get(item[1] - 1).end()) + rest + ")";
            boolean bare = i < outerFrom && (t.is(i - 1, "SELECT") || t.is(i - 1, ",")) && (t.is(i + 3, ",") || i + 3 == outerFrom);
            splice.replace(t.get(i).begin(), t.get(i + 2).end(), bare ? value + " AS " + t.get(i + 2).image() : value);
        }
        splice.replace(t.get(lateral.begin()).begin(), t.get(lateral.end() - 1).end(), "");
        if (lateral.inner() && !lateral.oneRow()) {
            addCondition(t, splice, lateral, "EXISTS (SELECT 1" + rest + ")");
        }
    }

    private static void addCondition(SqlTokens t, Splice splice, Lateral lateral, String condition) throws UnsupportedSqlException {
        int where = t.nextTopLevel(lateral.end(), lateral.scopeEnd(), "WHERE");
        if (where >= 0) {
            int whereEnd = next(t, where + 1, lateral.scopeEnd(), AFTER_WHERE);
            if (whereEnd == where + 1) {
                throw UnsupportedSqlException.syntaxError(whereEnd < t.size() ? t.get(whereEnd).image() : null); // WHERE without a condition
            }
            splice.insert(t.get(where + 1).begin(), "(");
            splice.insert(t.get(whereEnd - 1).end(), ") AND " + condition);
        } else {
            int fromEnd = next(t, lateral.end(), lateral.scopeEnd(), AFTER_FROM);
            splice.insert(t.get(fromEnd - 1).end(), " WHERE " + condition);
        }
    }

    /** The first token from {@code from} to {@code to} outside parentheses that is one of {@code words}, or {@code to}. */
    private static int next(SqlTokens t, int from, int to, Set<String> words) {
        for (int i = from; i < to; i++) {
            if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (words.contains(Operands.upper(t, i))) {
                return i;
            }
        }
        return to;
    }

    private static boolean isReference(SqlTokens t, int i, String alias) {
        return Operands.isWord(t, i) && !t.is(i - 1, ".") && t.is(i + 1, ".") && Names.normalize(t.get(i).image()).equals(alias);
    }

    private static Lateral plan(SqlTokens t) throws UnsupportedSqlException {
        int lateral = -1;
        for (int i = 1; i + 1 < t.size(); i++) {
            if (t.is(i, "LATERAL") && (t.is(i - 1, ",") || t.is(i - 1, "JOIN"))) {
                if (lateral >= 0) {
                    throw refusal("more than one LATERAL join in a statement");
                }
                lateral = i;
            }
        }
        if (lateral < 0) {
            return null;
        }
        int open = lateral + 1;
        if (!t.is(open, "(")) {
            throw refusal("a LATERAL function (H2 has none)");
        }
        int close = t.closing(open);
        if (!t.is(open + 1, "SELECT")) {
            throw refusal("a LATERAL subquery that is not a SELECT");
        }
        int i = close + 1;
        if (t.is(i, "AS")) {
            i++;
        }
        if (i >= t.statementEnd() || !Operands.isWord(t, i) || NOT_ALIASES.contains(Operands.upper(t, i))) {
            throw refusal("a LATERAL subquery without an alias");
        }
        String alias = Names.normalize(t.get(i).image());
        i++;
        List<String> renames = new ArrayList<>();
        if (t.is(i, "(")) {
            int listClose = t.closing(i);
            for (int j = i + 1; j < listClose; j += 2) {
                renames.add(Names.normalize(t.get(j).image()));
            }
            i = listClose + 1;
        }
        int begin;
        boolean inner;
        if (t.is(lateral - 1, ",")) {
            begin = lateral - 1;
            inner = true;
        } else {
            int join = lateral - 1;
            begin = t.is(join - 1, "OUTER") ? join - 2 : t.is(join - 1, "CROSS") || t.is(join - 1, "INNER") || t.is(join - 1, "LEFT") ? join - 1
                    : join;
            inner = !t.is(begin, "LEFT");
            boolean cross = t.is(begin, "CROSS");
            if (!cross && !(t.is(i, "ON") && t.is(i + 1, "TRUE")) || t.is(begin, "RIGHT") || t.is(begin, "FULL")) {
                throw refusal("a LATERAL join other than CROSS JOIN or JOIN ... ON true");
            }
            if (!cross) {
                i += 2;
            }
        }
        int end = i;
        Lateral plan = subquery(t, begin, end, open, close, alias, renames, inner);
        checkReferences(t, plan);
        return plan;
    }

    private static Lateral subquery(SqlTokens t, int begin, int end, int open, int close, String alias, List<String> renames, boolean inner)
            throws UnsupportedSqlException {
        int listStart = t.is(open + 2, "DISTINCT") || t.is(open + 2, "ALL") ? open + 3 : open + 2;
        int listEnd = next(t, listStart, close, SUBQUERY_CLAUSES);
        List<String> names = new ArrayList<>();
        List<int[]> items = new ArrayList<>();
        int itemStart = listStart;
        for (int i = listStart; i <= listEnd; i++) {
            if (i == listEnd || t.is(i, ",")) {
                int itemEnd = i;
                String name = "?column?";
                if (t.is(itemEnd - 2, "AS")) {
                    name = Names.normalize(t.get(itemEnd - 1).image());
                    itemEnd -= 2;
                } else if (itemEnd - itemStart >= 2 && t.get(itemEnd - 1).isIdentifier() && !t.is(itemEnd - 2, ".")
                        && (Operands.isWord(t, itemEnd - 2) || Operands.isLiteral(t, itemEnd - 2) || t.is(itemEnd - 2, ")"))) {
                    name = Names.normalize(t.get(itemEnd - 1).image());
                    itemEnd--;
                } else if (t.is(itemEnd - 1, "*")) {
                    throw refusal("* in a LATERAL subquery's select list");
                } else if (Operands.isWord(t, itemEnd - 1) && (itemEnd - itemStart == 1 || t.is(itemEnd - 2, "."))) {
                    name = Names.normalize(t.get(itemEnd - 1).image());
                }
                names.add(name);
                items.add(new int[] {itemStart, itemEnd});
                itemStart = i + 1;
            } else if (t.is(i, "(")) {
                i = t.closing(i) - 1;
            }
        }
        for (int k = 0; k < renames.size() && k < names.size(); k++) {
            names.set(k, renames.get(k));
        }
        boolean from = t.nextTopLevel(open + 1, close, "FROM") >= 0;
        boolean grouped = t.nextTopLevel(open + 1, close, "GROUP") >= 0;
        boolean filtered = t.nextTopLevel(open + 1, close, "WHERE") >= 0 || t.nextTopLevel(open + 1, close, "HAVING") >= 0;
        if (t.nextTopLevel(open + 1, close, "UNION") >= 0 || t.nextTopLevel(open + 1, close, "INTERSECT") >= 0
                || t.nextTopLevel(open + 1, close, "EXCEPT") >= 0 || t.nextTopLevel(open + 1, close, "OFFSET") >= 0) {
            throw refusal("a LATERAL subquery with UNION, INTERSECT, EXCEPT or OFFSET");
        }
        boolean aggregate = false;
        for (int i = listStart; i < listEnd; i++) {
            aggregate |= Aggregates.isCall(t, i);
            if (t.is(i, "(")) {
                i = t.closing(i);
            }
        }
        boolean oneRow = !from && !filtered || aggregate && !grouped && t.nextTopLevel(open + 1, close, "HAVING") < 0;
        if (!oneRow && from && !limitsToOne(t, open, close)) {
            throw refusal("a LATERAL subquery that can give more than one row");
        }
        int[] scope = scope(t, begin);
        return new Lateral(begin, end, open, close, listEnd, alias, names, items, inner, oneRow, scope[0], scope[1]);
    }

    /** Whether the subquery ends in LIMIT 1 or FETCH FIRST [1] ROW[S] ONLY. */
    private static boolean limitsToOne(SqlTokens t, int open, int close) {
        int limit = t.nextTopLevel(open + 1, close, "LIMIT");
        int fetch = t.nextTopLevel(open + 1, close, "FETCH");
        return limit >= 0 && t.is(limit + 1, "1") && limit + 2 == close
                || fetch >= 0 && (t.is(fetch + 2, "1") && (t.is(fetch + 3, "ROW") || t.is(fetch + 3, "ROWS")) && t.is(fetch + 4, "ONLY")
                        || (t.is(fetch + 2, "ROW") || t.is(fetch + 2, "ROWS")) && t.is(fetch + 3, "ONLY"));
    }

    /** The first and past-the-end tokens of the query whose FROM holds the token at {@code i}: inside its parentheses, or the statement. */
    private static int[] scope(SqlTokens t, int i) throws UnsupportedSqlException {
        int depth = 0;
        int begin = 0;
        int end = t.statementEnd();
        for (int j = i - 1; j >= 0; j--) {
            if (t.is(j, ")")) {
                depth++;
            } else if (t.is(j, "(") && depth-- == 0) {
                begin = j + 1;
                end = t.closing(j);
                break;
            }
        }
        if (t.nextTopLevel(begin, end, "UNION") >= 0 || t.nextTopLevel(begin, end, "INTERSECT") >= 0
                || t.nextTopLevel(begin, end, "EXCEPT") >= 0) {
            throw refusal("a LATERAL join in one SELECT of a UNION, INTERSECT or EXCEPT");
        }
        return new int[] {begin, end};
    }

    /** Refuses {@code *} over the join and columns of it that are not qualified, or that it does not have. */
    private static void checkReferences(SqlTokens t, Lateral lateral) throws UnsupportedSqlException {
        for (int i = lateral.scopeBegin(); i < lateral.scopeEnd(); i++) {
            if (i >= lateral.begin() && i < lateral.end()) {
                continue;
            }
            if (t.is(i, "*") && (t.is(i - 1, "SELECT") || t.is(i - 1, ",") && !t.is(i - 2, "("))) {
                throw refusal("* over a LATERAL join");
            }
            if (isReference(t, i, lateral.alias())) {
                if (!Operands.isWord(t, i + 2)) {
                    throw refusal("* over a LATERAL join");
                }
                if (!lateral.names().contains(Names.normalize(t.get(i + 2).image()))) {
                    throw UnsupportedSqlException.rejectedByPostgres("42703", "column " + lateral.alias() + "."
                            + Names.normalize(t.get(i + 2).image()) + " does not exist");
                }
            } else if (Operands.isWord(t, i) && !t.is(i - 1, ".") && !t.is(i + 1, ".") && !t.is(i + 1, "(") && !t.is(i - 1, "AS")
                    && lateral.names().contains(Names.normalize(t.get(i).image()))) {
                throw refusal("the column " + Names.normalize(t.get(i).image()) + " of a LATERAL subquery without its qualifier ("
                        + lateral.alias() + "." + Names.normalize(t.get(i).image()) + ")");
            }
        }
    }

    private static UnsupportedSqlException refusal(String what) {
        return new UnsupportedSqlException(what + WHAT_WORKS);
    }
}
