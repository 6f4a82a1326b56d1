package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL names the columns of a VALUES list {@code column1, column2, ...}, H2 {@code C1, C2}:
 * <ul>
 * <li>a statement that is a VALUES list ({@code VALUES (1, 'a'), (2, 'b') ORDER BY 1}) becomes a
 * query of it as a derived table with those names, named {@code "*VALUES*"} as PostgreSQL names it;
 * <li>a VALUES list in FROM with an alias and no names ({@code (VALUES ...) AS v}), or fewer names
 * than columns ({@code v(n)}, which H2 refuses), gets the rest of PostgreSQL's names.
 * </ul>
 * A VALUES statement joined to others by UNION, INTERSECT or EXCEPT is left as H2 runs it.
 */
final class ValuesColumnNames implements Rule {

    /** PostgreSQL's name of a VALUES list in a query. */
    private static final String DERIVED_NAME = "*VALUES*";

    @Override
    public List<String> words() {
        return List.of("values");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        int end = t.statementEnd();
        if (t.is(0, "VALUES")) {
            int last = rowsEnd(t, 1, end);
            if (last > 0 && !isSetOperation(t, last + 1)) {
                splice.insert(t.get(0).begin(), "SELECT * FROM (");
                splice.insert(t.get(last).end(), ") AS \"" + DERIVED_NAME + "\"" + names(1, columns(t, 1)));
            }
            return;
        }
        for (int i = 1; i < end; i++) {
            if (t.is(i, "VALUES") && t.is(i - 1, "(")) {
                derived(t, splice, i);
            }
        }
    }

    /** {@code (VALUES ...) [AS] alias [(names)]} in FROM, the VALUES at {@code values}. */
    private static void derived(SqlTokens t, Splice splice, int values) {
        int close = t.closing(values - 1);
        int last = rowsEnd(t, values + 1, close);
        if (last < 0 || last != close - 1) {
            return; // a VALUES list with more after it in the parentheses (ORDER BY, UNION), or no list at all
        }
        int alias = t.is(close + 1, "AS") ? close + 2 : close + 1;
        if (alias >= t.size() || !t.get(alias).isIdentifier()) {
            return;
        }
        int columns = columns(t, values + 1);
        if (!t.is(alias + 1, "(")) {
            splice.insert(t.get(alias).end(), names(1, columns));
            return;
        }
        int named = columns(t, alias + 1);
        int closeNames = t.closing(alias + 1);
        if (named < columns && t.is(closeNames, ")")) {
            splice.insert(t.get(closeNames).begin(), ", " + joined(named + 1, columns));
        }
    }

    /** The index of the closing parenthesis of the last row of the list whose first row opens at {@code open}, or -1. */
    private static int rowsEnd(SqlTokens t, int open, int end) {
        int last = -1;
        for (int i = open; i < end && t.is(i, "("); ) {
            last = t.closing(i);
            if (!t.is(last, ")")) {
                return -1; // unclosed: H2 says where
            }
            i = t.is(last + 1, ",") ? last + 2 : end;
        }
        return last;
    }

    /** How many expressions the parenthesis at {@code open} holds: its commas outside inner parentheses, plus one. */
    private static int columns(SqlTokens t, int open) {
        int close = t.closing(open);
        int count = 1;
        for (int i = open + 1; i < close; i++) {
            if (t.is(i, "(") || t.is(i, "[")) {
                i = t.is(i, "(") ? t.closing(i) : t.closingBracket(i);
            } else if (t.is(i, ",")) {
                count++;
            }
        }
        return count;
    }

    private static boolean isSetOperation(SqlTokens t, int at) {
        return t.is(at, "UNION") || t.is(at, "INTERSECT") || t.is(at, "EXCEPT");
    }

    /** {@code (columnFROM, ..., columnTO)}. */
    private static String names(int from, int to) {
        return "(" + joined(from, to) + ")";
    }

    private static String joined(int from, int to) {
        return IntStream.rangeClosed(from, to).mapToObj(n -> "column" + n).collect(Collectors.joining(", "));
    }
}
