package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * An array constructor of numeric literals whose elements PostgreSQL keeps at scales H2's array cannot: an H2 array has one
 * element type, so {@code ARRAY[1.50, 2]} is {@code {1.50,2.00}} (PostgreSQL {@code {1.50,2}}), and with a cast to numeric
 * among them every element is H2's floating numeric, which the engine writes without its trailing zeros
 * ({@code ARRAY[1.5::numeric, 2.000]} is {@code {1.5,2}}, PostgreSQL {@code {1.5,2.000}}). Such a literal that is a select
 * item is refused (42000) rather than answered otherwise; literals of one scale, elements that are not all numbers,
 * arrays compared or searched (whose values agree), and an item of {@code INSERT ... SELECT}'s own list (its column types it, as
 * a VALUES row's) are left as they are. So is one that is an argument of a function writing JSON ({@code to_json(ARRAY[1.5, 2])},
 * {@code json_build_object('a', ARRAY[1.50, 2])}), which writes its elements' digits.
 */
final class NumericArrayScales implements Rule {

    /** PostgreSQL's names of the unconstrained numeric type, as a cast writes them. */
    private static final Set<String> NUMERIC_CASTS = Set.of("NUMERIC", "DECIMAL");
    /** What comes before a select item, and after one. */
    private static final Set<String> ITEM_STARTS = Set.of("SELECT", "DISTINCT", "ALL", ",");
    private static final Set<String> ITEM_ENDS = Set.of(",", "FROM", "AS", ";", ")", "UNION", "EXCEPT", "INTERSECT", "ORDER", "LIMIT");
    /** The functions writing their arguments' values as JSON. */
    private static final Set<String> JSON_WRITERS = Set.of("TO_JSON", "TO_JSONB", "JSON_BUILD_OBJECT", "JSONB_BUILD_OBJECT", "JSON_BUILD_ARRAY",
            "JSONB_BUILD_ARRAY", "ARRAY_TO_JSON", "JSON_AGG", "JSONB_AGG", "JSON_OBJECT_AGG", "JSONB_OBJECT_AGG");

    @Override
    public List<String> words() {
        return List.of("array");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i + 1 < t.size(); i++) {
            if (!t.is(i, "ARRAY") || !t.is(i + 1, "[")) {
                continue;
            }
            int close = t.closingBracket(i + 1);
            if ((isOutput(t, i, close) || isJsonArgument(t, i, close)) && !keepsScales(t, i + 1, close)) {
                throw new UnsupportedSqlException("an array of numerics of different scales (ARRAY[1.50, 2], ARRAY[1.5::numeric, 2.000]):"
                        + " the engine's array elements share one scale; give them one scale (ARRAY[1.50, 2.00])");
            }
        }
    }

    /**
     * Whether the array constructor from token {@code array} to its closing bracket {@code close} is a whole select item, with
     * casts after it ({@code ARRAY[1.50, 2]::text}): its elements are seen. One compared or searched ({@code x = ANY(ARRAY[1.5, 2])})
     * answers by the values, which agree.
     */
    private static boolean isOutput(SqlTokens t, int array, int close) {
        int after = close + 1;
        while (t.is(after, "::") && after + 1 < t.size()) {
            after += t.is(after + 2, "[") && t.is(after + 3, "]") ? 4 : 2;
        }
        return ITEM_STARTS.contains(Operands.upper(t, array - 1)) && (after >= t.size() || ITEM_ENDS.contains(Operands.upper(t, after)))
                && t.outputItems().inSelectList(array) // a VALUES row's array goes into its column, whose type gives the scale
                && !feedsInsert(t, array);
    }

    /** Whether the array constructor from {@code array} to {@code close} is a whole argument of a function writing JSON. */
    private static boolean isJsonArgument(SqlTokens t, int array, int close) {
        if (!(t.is(array - 1, "(") || t.is(array - 1, ",")) || !(t.is(close + 1, ")") || t.is(close + 1, ","))) {
            return false;
        }
        int depth = 0;
        for (int i = array - 1; i > 0; i--) {
            depth += t.is(i, ")") || t.is(i, "]") ? 1 : t.is(i, "(") || t.is(i, "[") ? -1 : 0;
            if (depth < 0) {
                return t.is(i, "(") && JSON_WRITERS.contains(Operands.upper(t, i - 1));
            }
        }
        return false;
    }

    /** Whether the token {@code at} is in the select list of {@code INSERT ... SELECT}, not a subquery's: its column types it, as a VALUES row's. */
    private static boolean feedsInsert(SqlTokens t, int at) {
        if (!t.is(0, "INSERT")) {
            return false;
        }
        int depth = 0;
        for (int i = 0; i < at; i++) {
            depth += t.is(i, "(") ? 1 : t.is(i, ")") ? -1 : 0;
        }
        return depth == 0;
    }

    /**
     * Whether the array constructor with brackets at {@code open} and {@code close} answers its elements' scales as PostgreSQL:
     * it is not all numeric literals, or they have one scale and no cast to numeric, or a cast and no trailing zero.
     */
    private static boolean keepsScales(SqlTokens t, int open, int close) {
        List<String> digits = new ArrayList<>();
        boolean cast = false;
        for (int start = open + 1; start < close; ) {
            int comma = t.nextTopLevel(start, close, ",");
            int end = comma < 0 ? close : comma;
            int number = t.is(start, "-") || t.is(start, "+") ? start + 1 : start;
            boolean castHere = number + 3 == end && t.is(number + 1, "::") && NUMERIC_CASTS.contains(Operands.upper(t, number + 2));
            if (!(number + 1 == end || castHere) || !Operands.isLiteral(t, number) || !t.get(number).image().matches("\\d*\\.?\\d*")) {
                return true;
            }
            digits.add(t.get(number).image());
            cast |= castHere;
            start = end + 1;
        }
        if (cast) {
            return digits.stream().noneMatch(text -> text.contains(".") && text.endsWith("0"));
        }
        return digits.stream().map(NumericArrayScales::scale).distinct().count() <= 1;
    }

    private static int scale(String digits) {
        int point = digits.indexOf('.');
        return point < 0 ? 0 : digits.length() - point - 1;
    }
}
