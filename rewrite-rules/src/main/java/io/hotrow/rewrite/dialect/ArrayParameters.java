package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import net.sf.jsqlparser.statement.Statement;

/**
 * A bind parameter PostgreSQL types as an array by where it stands: {@code x = ANY($1)} (and ALL,
 * SOME), {@code $1::int[]} and {@code CAST($1 AS text[])}. node-postgres and psycopg send arrays as
 * array text of an unspecified type ({@code {"2","99"}}), which PostgreSQL reads by that type; H2
 * would read the whole text as one element (22018 for {@code int}, a one-element array for
 * {@code text}). So the parameter is read by {@code hotrow_array_param}: array text becomes an
 * array, a bound array passes as it is (parameters written into array columns are handled by
 * {@link ColumnTypedStrings}, which knows the column). A string literal quantified so ({@code s = ANY('{x,z}')}) is array
 * text of the other operand's type in PostgreSQL too, and is read the same way (text that is no array text is 22P02, as there).
 */
final class ArrayParameters implements Rule {

    private static final Pattern PARAMETER = Pattern.compile("\\?|\\$\\d+");
    private static final Set<String> QUANTIFIERS = Set.of("ANY", "ALL", "SOME");
    private static final String INPUT = "hotrow_array_param";

    @Override
    public List<String> words() {
        return List.of("any", "all", "some", "cast");
    }

    @Override
    public List<String> symbols() {
        return List.of("::");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i < t.size(); i++) {
            boolean parameter = PARAMETER.matcher(t.get(i).image()).matches();
            // a literal only quantified (s = ANY('{x,z}')): H2 read it as a one-element array, and found no row; its casts are ArrayTypes'
            if (!parameter && !t.get(i).image().startsWith("'")) {
                continue;
            }
            boolean quantified = t.is(i - 1, "(") && QUANTIFIERS.contains(Operands.upper(t, i - 2)) && t.is(i + 1, ")");
            boolean castToArray = parameter && (t.is(i + 1, "::") && endsInArrayBrackets(t, i + 2)
                    || t.is(i - 1, "(") && t.is(i - 2, "CAST") && t.is(i + 1, "AS") && endsInArrayBrackets(t, i + 2));
            if (quantified || castToArray) {
                splice.replace(t.get(i).begin(), t.get(i).end(), INPUT + "(" + t.get(i).image() + ")");
            }
        }
    }

    /** Whether the type name starting at {@code i} ({@code int}, {@code character varying}, {@code pg_catalog.text}) ends in {@code []}. */
    private static boolean endsInArrayBrackets(SqlTokens t, int i) {
        int at = i;
        while (Operands.isWord(t, at) || t.is(at, ".")) {
            at++;
        }
        return at > i && t.is(at, "[") && t.is(at + 1, "]");
    }
}
