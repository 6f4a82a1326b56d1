package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Columns used where PostgreSQL's answer depends on their type, which only the database knows: a
 * boolean column concatenated ({@code 'x' || active}: PostgreSQL writes {@code true}, H2
 * {@code TRUE}), aggregated where PostgreSQL has no such aggregate ({@code sum(active)},
 * {@code max(data)} of a bytea: 42883, where H2 answers), a float column summed (H2 sums exact
 * decimals into a numeric), a bytea column joined by
 * {@code string_agg} (PostgreSQL joins bytes, H2 reads them as text), and a column that is not
 * boolean standing as a condition ({@code CASE WHEN priority THEN}, {@code WHERE name}: 42804 at
 * analysis, where H2 converts the values). The engine asks for the columns here, looks their types
 * up, and has the statement analysed again with the uses written as PostgreSQL means them, or
 * refuses it as PostgreSQL does. Analyses are shared by every database, so the types cannot be part
 * of the analysis itself.
 */
public final class ColumnTypeUses {

    /** H2's name of the boolean type. */
    private static final String BOOLEAN = "BOOLEAN";
    /** H2's names of the bytea type. */
    private static final Set<String> BYTEA = Set.of("BINARY VARYING", "BINARY", "BINARY LARGE OBJECT");
    /** H2's names of the float types, and PostgreSQL's cast to each. */
    private static final Map<String, String> FLOATS = Map.of("DOUBLE PRECISION", "::float8", "REAL", "::real");
    /** Aggregates PostgreSQL has not for a boolean, and not for a bytea. */
    private static final Set<String> NUMBER_AGGREGATES = Set.of("SUM", "AVG");
    private static final Set<String> ORDER_AGGREGATES = Set.of("MAX", "MIN");
    /** What may follow a lone column standing as the whole WHERE condition. */
    private static final Set<String> WHERE_ENDS = Set.of(")", ";", "ORDER", "GROUP", "LIMIT", "OFFSET", "FETCH", "FOR", "RETURNING", "UNION",
            "EXCEPT", "INTERSECT", "WINDOW");
    /** A look before tokenising: texts with none of these have no use to type. */
    private static final Pattern WORTH_A_LOOK = Pattern.compile("(?i)\\|\\||\\b(?:sum|avg|max|min|string_agg|when|where)\\b");

    private enum Use { CONCATENATED, AGGREGATED, CONDITION }

    /** A use of the column named at token {@code column} (the aggregate, or the clause, at token {@code at}). */
    private record Found(int column, Use use, int at) {
    }

    private ColumnTypeUses() {
    }

    /** The names (as PostgreSQL folds them) of the columns the text uses so. */
    public static Set<String> columns(String sql) {
        Set<String> names = new HashSet<>();
        if (!WORTH_A_LOOK.matcher(sql).find()) {
            return names;
        }
        SqlTokens t = StandardTokens.ofOrNull(sql);
        if (t == null) {
            return names; // no SQL our lexer reads: H2 decides about it
        }
        for (Found found : uses(t)) {
            names.add(Names.normalize(t.get(found.column()).image()));
        }
        return names;
    }

    /**
     * The text (its strings in standard form) with each use of the columns in {@code types} (name to
     * H2's type name) written as PostgreSQL means it; refused as PostgreSQL refuses it.
     */
    public static String typed(String sql, Map<String, String> types) throws UnsupportedSqlException {
        String standard = LexicalForms.standard(sql);
        SqlTokens t = new SqlTokens(standard);
        Splice splice = new Splice(standard);
        for (Found found : uses(t)) {
            String type = types.get(Names.normalize(t.get(found.column()).image()));
            if (type != null) {
                write(t, splice, found, type);
            }
        }
        return splice.changed() ? splice.render() : sql;
    }

    private static void write(SqlTokens t, Splice splice, Found found, String type) throws UnsupportedSqlException {
        int column = found.column();
        switch (found.use()) {
            case CONCATENATED -> {
                if (type.equals(BOOLEAN)) {
                    splice.insert(t.get(column).end(), "::text"); // the shim writes PostgreSQL's text of a boolean cast so
                }
            }
            case AGGREGATED -> {
                String aggregate = Operands.upper(t, found.at());
                if (type.equals(BOOLEAN) && NUMBER_AGGREGATES.contains(aggregate) || BYTEA.contains(type) && ORDER_AGGREGATES.contains(aggregate)) {
                    throw UnsupportedSqlException.rejectedByPostgres("42883", "function " + aggregate.toLowerCase(Locale.ROOT) + "("
                            + postgresName(type) + ") does not exist");
                }
                if (BYTEA.contains(type) && aggregate.equals("STRING_AGG")) {
                    joinBytes(t, splice, found.at(), column);
                }
                if (FLOATS.containsKey(type) && aggregate.equals("SUM")) {
                    splice.insert(t.get(column).end(), FLOATS.get(type)); // the shim then sums them as PostgreSQL does
                }
            }
            case CONDITION -> {
                if (!type.equals(BOOLEAN)) {
                    String clause = t.is(found.at(), "WHEN") ? "CASE/WHEN" : "WHERE";
                    throw UnsupportedSqlException.rejectedByPostgres("42804", "argument of " + clause + " must be type boolean, not type "
                            + postgresName(type));
                }
            }
        }
    }

    /**
     * {@code string_agg(data, sep ORDER BY ...)} of a bytea column, as the bytes PostgreSQL joins:
     * the hex text of each value joined by the hex text of the separator, decoded.
     */
    private static void joinBytes(SqlTokens t, Splice splice, int call, int column) {
        int close = t.closing(call + 1);
        int separatorEnd = t.nextTopLevel(column + 2, close, "ORDER");
        separatorEnd = separatorEnd < 0 ? close : separatorEnd;
        if (!t.is(column + 1, ",") || separatorEnd <= column + 2) {
            return;
        }
        splice.replace(t.get(call).begin(), t.get(call).end(), "decode(" + t.get(call).image());
        splice.insert(t.get(call + 2).begin(), "encode(");
        splice.insert(t.get(column).end(), ", 'hex')");
        splice.insert(t.get(column + 2).begin(), "encode(");
        splice.insert(t.get(separatorEnd - 1).end(), ", 'hex')");
        splice.insert(t.get(close).end(), ", 'hex')");
    }

    /** PostgreSQL's name of H2's type {@code type}, for a message. */
    private static String postgresName(String type) {
        if (BYTEA.contains(type)) {
            return "bytea";
        }
        return type.equals("CHARACTER VARYING") ? "text" : type.toLowerCase(Locale.ROOT);
    }

    private static List<Found> uses(SqlTokens t) {
        List<Found> found = new ArrayList<>();
        for (int i = 0; i < t.size(); i++) {
            if (t.is(i, "||")) {
                int left = columnEndingAt(t, i - 1);
                if (left >= 0) {
                    found.add(new Found(left, Use.CONCATENATED, i));
                }
                int right = columnStartingAt(t, i + 1);
                if (right >= 0) {
                    found.add(new Found(right, Use.CONCATENATED, i));
                }
            } else if (t.is(i + 1, "(") && isAggregate(t, i)) {
                int column = columnStartingAt(t, i + 2);
                if (column >= 0 && (t.is(column + 1, ")") || t.is(column + 1, ",") && t.is(i, "STRING_AGG"))) {
                    found.add(new Found(column, Use.AGGREGATED, i));
                }
            } else if (t.is(i, "WHEN") || t.is(i, "WHERE")) {
                int column = columnStartingAt(t, i + 1);
                if (column >= 0 && (t.is(i, "WHEN") ? t.is(column + 1, "THEN") : column + 1 == t.size()
                        || WHERE_ENDS.contains(Operands.upper(t, column + 1)))) {
                    found.add(new Found(column, Use.CONDITION, i));
                }
            }
        }
        return found;
    }

    private static boolean isAggregate(SqlTokens t, int i) {
        String word = Operands.upper(t, i);
        return (NUMBER_AGGREGATES.contains(word) || ORDER_AGGREGATES.contains(word) || word.equals("STRING_AGG")) && !t.is(i - 1, ".");
    }

    /** The column token of a lone column ({@code c}, {@code t.c}) starting at {@code i}, or -1. */
    static int columnStartingAt(SqlTokens t, int i) {
        int column = t.is(i + 1, ".") ? i + 2 : i;
        boolean named = isName(t, i) && isName(t, column);
        return named && !t.is(column + 1, "(") && !t.is(column + 1, "::") && !t.is(column + 1, ".") && !t.is(column + 1, "[") ? column : -1;
    }

    /** The column token of a lone column ({@code c}, {@code t.c}) ending at {@code i}, or -1. */
    static int columnEndingAt(SqlTokens t, int i) {
        if (!isName(t, i) || t.is(i - 1, "::") || t.is(i - 1, "AS")) {
            return -1;
        }
        boolean qualified = t.is(i - 1, ".");
        return !qualified || isName(t, i - 2) && !t.is(i - 3, ".") ? i : -1;
    }

    private static boolean isName(SqlTokens t, int i) {
        return i >= 0 && i < t.size() && t.get(i).isName();
    }
}
