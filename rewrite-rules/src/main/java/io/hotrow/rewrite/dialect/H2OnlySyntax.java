package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * H2's own syntax, which PostgreSQL rejects and H2 would run: refused with PostgreSQL's error, so
 * a statement that fails on PostgreSQL does not change rows on the engine.
 * <ul>
 * <li>{@code UPDATE/DELETE ... ORDER BY ... LIMIT n} (42601)</li>
 * <li>{@code DELETE t WHERE ...} without FROM (42601)</li>
 * <li>H2's {@code MERGE INTO t KEY (k) VALUES ...} and {@code MERGE INTO t (cols) VALUES ...}: PostgreSQL's
 * MERGE needs USING (42601)</li>
 * <li>{@code a JOIN b} without ON or USING, which H2 runs as a cross join (42601)</li>
 * <li>{@code UPDATE t SET t.col = ...}: PostgreSQL reads {@code t} as a column (42703)</li>
 * <li>an aggregate in RETURNING, which the RETURNING translation would run over the changed rows (42803)</li>
 * <li>{@code WHERE 1}, {@code NOT 5}: a condition must be a boolean (42804)</li>
 * </ul>
 * Read from the tokens, so texts our parser cannot read are checked too.
 */
final class H2OnlySyntax implements Rule {

    /** Words that end a joined table without its condition, or the FROM clause. */
    private static final Set<String> AFTER_JOINED_TABLE = Set.of("JOIN", "INNER", "LEFT", "RIGHT", "FULL", "CROSS", "NATURAL", "WHERE",
            "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH", "FOR", "UNION", "INTERSECT", "EXCEPT", "RETURNING", "SET",
            ",", ")", ";");
    /** Words that follow a WHERE condition. */
    private static final Set<String> AFTER_CONDITION = Set.of("GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH", "FOR",
            "UNION", "INTERSECT", "EXCEPT", "RETURNING", ")", ";");

    @Override
    public List<String> words() {
        return List.of("update", "delete", "merge", "join", "where", "not");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        int main = WithClause.of(t).main();
        int end = t.statementEnd();
        if (t.is(main, "UPDATE") || t.is(main, "DELETE")) {
            refuseOrderAndLimit(t, main, end);
        }
        if (t.is(main, "DELETE") && !t.is(main + 1, "FROM")) {
            throw UnsupportedSqlException.syntaxError(main + 1 < end ? t.get(main + 1).image() : null);
        }
        if (t.is(main, "MERGE") && t.nextTopLevel(main, end, "USING") < 0) {
            throw UnsupportedSqlException.syntaxError(main + 3 < end ? t.get(main + 3).image() : null);
        }
        if (t.is(main, "UPDATE")) {
            refuseQualifiedTargets(t, main, end);
        }
        if (t.is(main, "INSERT") || t.is(main, "UPDATE") || t.is(main, "DELETE")) {
            refuseAggregatesInReturning(t, end);
        }
        for (int i = 0; i < end; i++) {
            if (t.is(i, "JOIN")) {
                refuseJoinWithoutCondition(t, i, end);
            } else if (t.is(i, "WHERE") && i + 1 < end && t.get(i + 1).image().matches("\\d+")
                    && (i + 2 == end || AFTER_CONDITION.contains(Operands.upper(t, i + 2)))) {
                throw UnsupportedSqlException.rejectedByPostgres("42804", "argument of WHERE must be type boolean, not type integer");
            } else if (t.is(i, "NOT") && i + 1 < end && t.get(i + 1).image().matches("\\d+")
                    && (i + 2 == end || t.is(i + 2, ",") || AFTER_CONDITION.contains(Operands.upper(t, i + 2)))) {
                throw UnsupportedSqlException.rejectedByPostgres("42804", "argument of NOT must be type boolean, not type integer");
            }
        }
    }

    private static void refuseOrderAndLimit(SqlTokens t, int main, int end) throws UnsupportedSqlException {
        int returning = t.nextTopLevel(main, end, "RETURNING");
        int stop = returning >= 0 ? returning : end;
        for (String word : List.of("ORDER", "LIMIT")) {
            int at = t.nextTopLevel(main, stop, word);
            if (at >= 0) {
                throw UnsupportedSqlException.syntaxError(t.get(at).image());
            }
        }
    }

    /** {@code SET t.col = ...} and {@code SET alias.col = ...}: in PostgreSQL the qualifier would be a composite column. */
    private static void refuseQualifiedTargets(SqlTokens t, int main, int end) throws UnsupportedSqlException {
        int table = t.is(main + 1, "ONLY") ? main + 2 : main + 1;
        int set = t.nextTopLevel(main, end, "SET");
        if (set < 0 || table >= end) {
            return;
        }
        int stop = end;
        for (String word : List.of("FROM", "WHERE", "RETURNING")) {
            int at = t.nextTopLevel(set, stop, word);
            stop = at >= 0 ? at : stop;
        }
        for (int target = set + 1; target > set && target < stop; ) {
            if (Operands.isWord(t, target) && t.is(target + 1, ".") && t.is(target + 3, "=")) {
                throw UnsupportedSqlException.rejectedByPostgres("42703", "column \"" + t.get(target).image() + "\" of relation \""
                        + t.get(table).image() + "\" does not exist");
            }
            int comma = t.nextTopLevel(target, stop, ",");
            target = comma < 0 ? -1 : comma + 1;
        }
    }

    private static void refuseAggregatesInReturning(SqlTokens t, int end) throws UnsupportedSqlException {
        int returning = t.lastTopLevel("RETURNING", null);
        for (int i = returning + 1; returning >= 0 && i < end; i++) {
            if (Aggregates.isCall(t, i)) {
                throw UnsupportedSqlException.rejectedByPostgres("42803", "aggregate functions are not allowed in RETURNING");
            } else if (t.is(i, "(")) {
                i = t.closing(i); // a subquery may aggregate
            }
        }
    }

    /** An inner or outer JOIN must be followed by ON or USING before the next join or clause. */
    private static void refuseJoinWithoutCondition(SqlTokens t, int join, int end) throws UnsupportedSqlException {
        int kind = join - 1;
        if (t.is(kind, "OUTER")) {
            kind--;
        }
        if (t.is(kind, "LEFT") || t.is(kind, "RIGHT") || t.is(kind, "FULL") || t.is(kind, "INNER")) {
            kind--;
        }
        if (t.is(kind, "CROSS") || t.is(kind, "NATURAL")) {
            return;
        }
        for (int i = join + 1; i < end; i++) {
            String word = Operands.upper(t, i);
            if (word.equals("ON") || word.equals("USING")) {
                return;
            } else if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (AFTER_JOINED_TABLE.contains(word)) {
                throw UnsupportedSqlException.syntaxError(t.get(i).image());
            }
        }
        throw UnsupportedSqlException.syntaxError(null);
    }
}
