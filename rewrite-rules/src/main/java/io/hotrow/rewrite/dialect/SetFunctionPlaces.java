package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * An application's set-returning function of an array ({@code unnest}, {@code generate_subscripts},
 * {@code json[b]_array_elements[_text]}) left in its text once {@link CorrelatedSetFunctions} and {@link ExpandedArrays} ranged
 * what the engine runs, refused for what it is where H2 would fail with a misleading error (a column or function "not found",
 * a syntax error) or, inside a CASE, expand the whole row: PostgreSQL refuses a set-returning function inside an aggregate's
 * arguments, {@code COALESCE} or {@code CASE}; the engine cannot run one of a column joined by RIGHT, FULL or NATURAL JOIN,
 * in {@code UPDATE ... FROM} or {@code DELETE ... USING}, with a bind parameter in its array, or in the select list of a query
 * that groups or aggregates other than by it. PostgreSQL's own state for the first three is 0A000, which a pool takes for a
 * broken connection: an aggregate's is 42803 (a grouping error, its family), the others 42000.
 */
final class SetFunctionPlaces implements Rule {

    private static final List<String> FUNCTIONS = List.of("unnest", "generate_subscripts", "jsonb_array_elements", "jsonb_array_elements_text",
            "json_array_elements", "json_array_elements_text");

    /** The words between NATURAL and JOIN. */
    private static final Set<String> JOIN_TYPES = Set.of("INNER", "LEFT", "RIGHT", "FULL", "OUTER");

    @Override
    public List<String> words() {
        return FUNCTIONS;
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i + 1 < t.size(); i++) {
            if (FUNCTIONS.contains(t.get(i).image().toLowerCase(Locale.ROOT)) && t.is(i + 1, "(") && !t.is(i - 1, ".")) {
                check(t, i, t.get(i).image().toLowerCase(Locale.ROOT));
            }
        }
    }

    private static void check(SqlTokens t, int name, String function) throws UnsupportedSqlException {
        refuseEnclosed(t, name);
        int close = t.closing(name + 1);
        if (!CorrelatedSetFunctions.readsColumn(t, name + 2, close)) {
            return; // of a value: H2's (UnnestColumns, UnnestSelects)
        }
        String clause = CorrelatedSetFunctions.clause(t, name - (t.is(name - 1, "LATERAL") ? 1 : 0));
        int[] scope = CorrelatedSetFunctions.scope(t, name);
        if ("FROM".equals(clause) || "ON".equals(clause)) {
            int before = t.is(name - 1, "LATERAL") ? name - 2 : name - 1;
            int word = before - 1; // the first word of the join's type: [NATURAL] [INNER | {LEFT | RIGHT | FULL} [OUTER]] JOIN
            while (word >= 0 && JOIN_TYPES.contains(Operands.upper(t, word))) {
                word--;
            }
            boolean outerOrNatural = t.nextTopLevel(word + 1, before, "RIGHT") >= 0 || t.nextTopLevel(word + 1, before, "FULL") >= 0
                    || t.is(word, "NATURAL");
            if (t.is(before, "JOIN") && outerOrNatural) {
                throw new UnsupportedSqlException(function + " of a column joined by RIGHT, FULL or NATURAL JOIN (PostgreSQL allows no"
                        + " reference to the items before it in a RIGHT or FULL JOIN, 42P10); join it by a comma, [CROSS | INNER | LEFT] JOIN ... ON");
            }
            if (!t.is(scope[0], "SELECT") && (t.is(0, "UPDATE") || t.is(0, "DELETE"))) {
                throw new UnsupportedSqlException(function + " of a column in UPDATE ... FROM or DELETE ... USING; name the rows in a"
                        + " subquery: WHERE t.name IN (SELECT x FROM tags_table s, " + function + "(s.col) x)");
            }
        }
        if (t.hasParameter(name + 2, close)) {
            throw new UnsupportedSqlException(function + " of a column with a bind parameter in its array (the engine repeats the array"
                    + " for each element); bind the array whole, or compare the parameter outside the call");
        }
        if ("SELECT".equals(clause) && t.nextTopLevel(scope[0], Math.min(scope[1], t.statementEnd()), "FROM") >= 0 && ExpandedArrays.groupsOrAggregates(t, scope)) {
            throw new UnsupportedSqlException(function + " of a column in the select list of a query that groups, aggregates or calls a window"
                    + " function (PostgreSQL expands it after those); group by it (GROUP BY 1, or the call written again), or call it in"
                    + " FROM: SELECT x, count(*) FROM posts, " + function + "(posts.col) x GROUP BY x");
        }
    }

    /** Refuses the call at {@code name} inside an aggregate's arguments, {@code COALESCE} or {@code CASE} of its query, as PostgreSQL does. */
    private static void refuseEnclosed(SqlTokens t, int name) throws UnsupportedSqlException {
        for (int at = name; ; ) {
            int open = CastOperands.enclosingOpen(t, at);
            boolean query = open < 1 || t.is(open + 1, "SELECT");
            int from = query ? CorrelatedSetFunctions.scope(t, at)[0] : open;
            if (ExpandedArrays.inCase(t, from, at)) {
                throw new UnsupportedSqlException("set-returning functions are not allowed in CASE; move it into a LATERAL FROM item");
            }
            if (query) {
                return;
            }
            if (Aggregates.isCall(t, open - 1)) {
                throw UnsupportedSqlException.rejectedByPostgres("42803", "aggregate function calls cannot contain set-returning function calls;"
                        + " move it into a LATERAL FROM item");
            }
            if (t.is(open - 1, "COALESCE")) {
                throw new UnsupportedSqlException("set-returning functions are not allowed in COALESCE; move it into a LATERAL FROM item");
            }
            at = open;
        }
    }
}
