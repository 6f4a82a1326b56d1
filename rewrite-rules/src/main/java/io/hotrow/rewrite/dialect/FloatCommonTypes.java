package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code coalesce}, {@code greatest}, {@code least} and {@code CASE} whose values the text shows to be a float among numbers
 * ({@code coalesce(f::float8, p)}, {@code CASE WHEN a THEN r::float4 ELSE 0 END}; the engine casts float columns there,
 * {@link FloatColumns}): PostgreSQL's common type is the float, H2's another (a double precision with a numeric is a DECFLOAT
 * there, and its text 1 for 1.0; a real with an integer a double, 0.10000000149011612 for 0.1). The whole is cast to
 * PostgreSQL's type: double precision where a double shows, real where every float is a real and the other values are number
 * literals (a column of unknown type might be a double). A value of another type (text, an interval) is left to H2.
 */
final class FloatCommonTypes implements Rule {

    private static final Set<String> FUNCTIONS = Set.of("coalesce", "greatest", "least");
    private static final Set<String> REAL_TYPES = Set.of("FLOAT4", "REAL");
    private static final String NUMBER = "(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?";

    @Override
    public List<String> words() {
        return List.of("coalesce", "greatest", "least", "case");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 1 < t.size(); i++) {
            String word = t.get(i).image().toLowerCase(Locale.ROOT);
            if (FUNCTIONS.contains(word) && t.is(i + 1, "(") && !t.is(i - 1, ".")) {
                int close = t.closing(i + 1);
                cast(t, splice, i, close, arguments(t, i + 2, close), word);
            } else if (word.equals("case")) {
                int end = Operands.endOf(t, i);
                cast(t, splice, i, end, branches(t, i, end), word);
            }
        }
    }

    /** Casts tokens {@code [first, last]} to the float type of {@code values} (each {from, to}), if they show one. */
    private static void cast(SqlTokens t, Splice splice, int first, int last, List<int[]> values, String label) {
        if (!t.is(last, ")") && !t.is(last, "END") || values.isEmpty()) {
            return;
        }
        boolean floats = false;
        boolean doubles = false;
        boolean literals = true;
        for (int[] value : values) {
            ArithmeticType type = ArithmeticType.of(t, value[0], value[1]);
            if (type == ArithmeticType.OTHER) {
                return;
            }
            boolean isFloat = type == ArithmeticType.FLOAT;
            floats |= isFloat;
            doubles |= isFloat && !isReal(t, value[0], value[1]);
            literals &= isFloat || value[1] == value[0] + 1 && (t.is(value[0], "NULL") || t.get(value[0]).image().matches(NUMBER));
        }
        if (!floats || !doubles && !literals) {
            return;
        }
        Splice.Span whole = new Splice.Span(t.get(first).begin(), t.get(last).end());
        String type = doubles ? "DOUBLE PRECISION" : "REAL";
        splice.wrap(whole.begin(), whole.end(), List.of(whole), parts -> "CAST(" + parts.get(0) + " AS " + type + ")");
        OutputItems items = t.outputItems();
        if (items.isWholeSelectItem(first, last)) {
            items.label(splice, last, label);
        }
    }

    /** The arguments {from, to} of a call whose arguments are tokens {@code [from, close)}. */
    private static List<int[]> arguments(SqlTokens t, int from, int close) {
        List<int[]> arguments = new ArrayList<>();
        for (int start = from; start < close; ) {
            int comma = t.nextTopLevel(start, close, ",");
            int end = comma < 0 ? close : comma;
            arguments.add(new int[] {start, end});
            start = end + 1;
        }
        return arguments;
    }

    /** The values {from, to} of the CASE from {@code start} to its END at {@code end}: what follows each THEN, and ELSE. */
    private static List<int[]> branches(SqlTokens t, int start, int end) {
        List<int[]> branches = new ArrayList<>();
        int value = -1;
        for (int i = start + 1; i <= end; i++) {
            if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (t.is(i, "CASE")) {
                i = Operands.endOf(t, i);
            } else {
                if ((t.is(i, "WHEN") || t.is(i, "ELSE") || i == end) && value >= 0) {
                    branches.add(new int[] {value, i});
                    value = -1;
                }
                if (t.is(i, "THEN") || t.is(i, "ELSE")) {
                    value = i + 1;
                }
            }
        }
        return branches;
    }

    /** Whether tokens {@code [from, to)} are one value cast to real last ({@code r::float4}, {@code CAST(x AS real)}). */
    private static boolean isReal(SqlTokens t, int from, int to) {
        int cast = Operands.lastCast(t, from, to);
        if (cast >= 0) {
            return cast + 2 == to && REAL_TYPES.contains(Operands.upper(t, cast + 1));
        }
        int as = t.is(from, "CAST") && t.is(from + 1, "(") && t.closing(from + 1) == to - 1 ? t.nextTopLevel(from + 2, to - 1, "AS") : -1;
        return as >= 0 && as + 2 == to - 1 && REAL_TYPES.contains(Operands.upper(t, as + 1));
    }
}
